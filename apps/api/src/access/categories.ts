import type { Placeholder } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';

/** What a report of each category is submitted for. */
export const CATEGORIES = ['VOTE', 'PROGRAMME', 'Parastatal', 'Vote'] as const;
export type Category = (typeof CATEGORIES)[number];
export type EntityColumn = 'voteId' | 'programmeId' | 'sepcId';

export const entityColumn = (c: Category): EntityColumn => (c === 'PROGRAMME' ? 'programmeId' : c === 'Parastatal' ? 'sepcId' : 'voteId');

/** Whose entities: an actor, or placeholders standing for the actors of a prepared statement. */
export type Who = Pick<Actor, 'isMinistry'> & { voteId: number | null | Placeholder; sepcId: number | null | Placeholder };
