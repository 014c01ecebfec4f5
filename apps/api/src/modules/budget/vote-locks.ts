import { sql } from 'drizzle-orm';
import { UPLOAD_KIND_NAMES, type UploadKind } from '@pbs/domain';
import type { Tx } from '../../db/client.js';
import { BOUNDED_BY, LIMIT_KINDS } from './limits.js';

/** Virements by line and by programme × category spend the same balances, which a line's supplementary raises (ADR 0027). */
const ADJUSTMENT_KINDS: UploadKind[] = ['virement', 'line-virement', 'line-supplementary'];

/**
 * The kinds a write of `kind` locks beside its own: the limits over its rows, or the rows under its limits — so
 * a release and a lower cash limit, or an estimate and a lower external finance limit, cannot pass each other —
 * and, for a local government's IPFs and local revenue, its detailed estimates' (saved under 'mtef').
 */
export function lockedWith(kind: UploadKind): UploadKind[] {
  // A district's plan is written on the same screen, under the same lock, as a central government vote's.
  if (kind === 'lg-performance') return ['performance'];
  if (ADJUSTMENT_KINDS.includes(kind)) return [kind, ...ADJUSTMENT_KINDS.filter((k) => k !== kind)];
  // A month's lines by vote wait, as the month's load does, on the quarterly expenditure lock of their votes.
  if (kind === 'execution-lines') return [kind, 'quarterly-warrants-expenditure'];
  const limits = LIMIT_KINDS.filter((l) => BOUNDED_BY[l].includes(kind));
  const bounded = (LIMIT_KINDS as readonly UploadKind[]).includes(kind) ? BOUNDED_BY[kind as (typeof LIMIT_KINDS)[number]] : [];
  // A local government's detailed estimates stand under its IPFs and local revenue: their writes take the lines' lock.
  const lines: UploadKind[] = kind === 'ipf' || kind === 'lrr' ? ['mtef'] : [];
  return [kind, ...limits, ...bounded, ...lines];
}

/**
 * Whether a write's rules read rows another write may be changing (balances, limits, detail under MTEF figures, a
 * vote's count of planned outputs and indicators with actuals): they run again under its locks.
 */
export const checkedUnderLock = (kind: UploadKind) => kind === 'virement' || kind === 'mtef' || kind === 'performance' || kind === 'lg-performance' || lockedWith(kind).length > 1;

/**
 * Serialises the writes of some kinds of data for each vote — imports, reverts and, for virements, decisions taken
 * on the screen: two writes cannot both spend the same balance, and each sees the rows no other write is
 * changing. Locks are taken in one order (kind, then vote), so writes locking several kinds cannot deadlock.
 */
export async function lockVotes(tx: Tx, kinds: UploadKind | UploadKind[], voteIds: number[]) {
  const spaces = [...new Set([kinds].flat().map((k) => 7300 + UPLOAD_KIND_NAMES.indexOf(k)))].sort((a, b) => a - b);
  const votes = [...new Set(voteIds)].sort((a, b) => a - b);
  for (const space of spaces) for (const voteId of votes) await tx.execute(sql`select pg_advisory_xact_lock(${space}, ${voteId})`);
}
