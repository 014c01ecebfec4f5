import { sql } from 'drizzle-orm';
import { UPLOAD_KIND_NAMES, type UploadKind } from '@pbs/domain';
import type { Tx } from '../../db/client.js';

/**
 * Serialises the writes of one kind of data for each vote — imports, reverts and, for virements, decisions taken
 * on the screen: two writes cannot both spend the same balance, and each sees the rows no other write is
 * changing. Locks are taken in vote order.
 */
export async function lockVotes(tx: Tx, kind: UploadKind, voteIds: number[]) {
  const space = 7300 + UPLOAD_KIND_NAMES.indexOf(kind);
  for (const voteId of [...new Set(voteIds)].sort((a, b) => a - b)) await tx.execute(sql`select pg_advisory_xact_lock(${space}, ${voteId})`);
}
