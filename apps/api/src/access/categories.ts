import type { Placeholder } from 'drizzle-orm';
import { entityKindOf, REPORT_CATEGORIES, type ReportCategory } from '@pbs/domain';
import type { Actor } from '../auth/actor.js';

/** What a report of each category is submitted for. */
export const CATEGORIES = REPORT_CATEGORIES;
export type Category = ReportCategory;
export type EntityColumn = 'voteId' | 'programmeId' | 'sepcId';

const COLUMN_OF = { cgVote: 'voteId', lgVote: 'voteId', programme: 'programmeId', parastatal: 'sepcId' } as const;
export const entityColumn = (c: Category): EntityColumn => COLUMN_OF[entityKindOf(c)];

/** Whose entities: an actor, or placeholders standing for the actors of a prepared statement. */
export type Who = Pick<Actor, 'isMinistry'> & { voteId: number | null | Placeholder; sepcId: number | null | Placeholder };
