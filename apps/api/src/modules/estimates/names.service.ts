import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { badInput, forbidden, notFound } from '../../lib/errors.js';
import { fiscalYearById } from '../masters/periods.repo.js';
import { programmeScopeOf, type NameSegment } from './chart.repo.js';
import { keepYearNameRow, nameTargetCode, yearNameFor, yearNameRows, type YearNameRow } from './names.repo.js';

export const NAME_SEGMENTS = ['vote', 'programme', 'sub-programme'] as const satisfies readonly NameSegment[];

function segmentOf(segment: string): NameSegment {
  const found = NAME_SEGMENTS.find((s) => s === segment);
  if (!found) throw badInput({ key: 'FIELD.ONE_OF', params: { field: 'Segment', options: NAME_SEGMENTS.join(', ') } });
  return found;
}

/** Whether the year names the segment once per vote (a sub-programme always; a programme where the year scopes it by vote). */
async function namedPerVote(db: Context['db'], yearId: number, segment: NameSegment) {
  if (segment === 'vote') return false;
  return segment === 'sub-programme' || await programmeScopeOf(db, yearId) === 'vote';
}

async function yearOrMissing(db: Context['db'], yearId: number) {
  if (!await fiscalYearById(db, yearId)) throw notFound();
}

/**
 * The names a year gives a segment's identities beside their standing ones (ADR 0024), for one vote where the year
 * names the segment per vote (a vote's user: their own vote's programmes and sub-programmes).
 */
export async function yearNames({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, segment: string, voteId: number | null) {
  const seg = segmentOf(segment);
  await yearOrMissing(db, yearId);
  const perVote = await namedPerVote(db, yearId, seg);
  // Every signed-in user reads the votes' names (the standing ones are theirs to read too); a vote's own names, its own.
  const vote = actor.isMinistry || seg === 'vote' ? voteId : actor.voteId;
  if (!actor.isMinistry && seg !== 'vote' && vote === null) throw forbidden();
  if (perVote && vote === null) throw badInput({ key: 'SERVER.NAME_NEEDS_VOTE' });
  return { perVote, rows: await yearNameRows(db, yearId, seg, perVote, vote) };
}

/**
 * The ministry corrects the name a year gives a vote, programme or sub-programme (a file's misspelling, a renamed vote
 * the file did not carry). The name is kept by hand: a later load of the year leaves it. Audited; the year's code stays.
 */
export async function keepYearName({ db }: Pick<Context, 'db'>, actor: Actor, input: { yearId: number; segment: string; refId: number; voteId: number | null; name: string }) {
  if (!actor.isMinistry) throw forbidden();
  const seg = segmentOf(input.segment);
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (name.length < 2) throw badInput({ key: 'FIELD.MIN_CHARS', params: { field: 'Name', n: 2 } });
  if (name.length > 200) throw badInput({ key: 'FIELD.MAX_CHARS', params: { field: 'Name', n: 200 } });
  await yearOrMissing(db, input.yearId);
  const perVote = await namedPerVote(db, input.yearId, seg);
  if (perVote && input.voteId === null) throw badInput({ key: 'SERVER.NAME_NEEDS_VOTE' });
  if (!perVote && input.voteId !== null) throw badInput({ key: 'SERVER.NAME_NO_VOTE' });
  const standingCode = await nameTargetCode(db, seg, input.refId, input.voteId);
  if (standingCode === null) throw notFound();
  return db.transaction(async (tx) => {
    const was = await yearNameFor(tx, input.yearId, seg, input.refId, input.voteId);
    const code = was?.code ?? standingCode;
    const id = await keepYearNameRow(tx, input.yearId, seg, input.refId, input.voteId, code, name, actor.id);
    await writeAudit(tx, { table: 'coa_names', type: was ? 'update' : 'create', recordId: id, actorId: actor.id,
      oldValues: was ? { code: was.code, name: was.name } : undefined,
      newValues: { yearId: input.yearId, segment: seg, refId: input.refId, voteId: input.voteId, code, name } });
    const [row] = (await yearNameRows(tx, input.yearId, seg, perVote, seg === 'vote' ? input.refId : input.voteId))
      .filter((r) => r.refId === input.refId && r.voteId === input.voteId);
    if (!row) throw notFound();
    return row;
  });
}

export type { YearNameRow };
