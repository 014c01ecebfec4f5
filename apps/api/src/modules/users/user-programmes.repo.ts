import { and, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { programmes, programmeVotes, userProgrammes, users } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';

/** Active programmes among these ids; for a vote-bound user, only those the vote delivers. */
export async function assignableProgrammes(db: Executor, ids: number[], voteId: number | null) {
  if (!ids.length) return [];
  const rows = voteId == null
    ? await db.select({ id: programmes.id }).from(programmes).where(and(inArray(programmes.id, ids), eq(programmes.status, true)))
    : await db.select({ id: programmes.id }).from(programmes).innerJoin(programmeVotes, eq(programmeVotes.programmeId, programmes.id))
      .where(and(inArray(programmes.id, ids), eq(programmes.status, true), eq(programmeVotes.voteId, voteId), eq(programmeVotes.status, true)));
  return rows.map((r) => r.id);
}

/** Replaces a user's programmes for one report type, the old and new sets in one audit entry. */
export async function replaceUserProgrammes(tx: Tx, userId: number, reportType: string, ids: number[], actorId: number) {
  // Two administrators saving one user's programmes at once run one after the other.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const removed = await tx.delete(userProgrammes).where(and(eq(userProgrammes.userId, userId), eq(userProgrammes.reportType, reportType)))
    .returning({ programmeId: userProgrammes.programmeId });
  if (ids.length) await tx.insert(userProgrammes).values(ids.map((programmeId) => ({ userId, programmeId, reportType, createdBy: actorId })));
  await writeAudit(tx, { table: 'user_programmes', type: 'update', recordId: userId, actorId,
    oldValues: { reportType, programmeIds: removed.map((r) => r.programmeId).sort((a, b) => a - b) },
    newValues: { reportType, programmeIds: [...ids].sort((a, b) => a - b) } });
}

/** The programme ids a user holds for one report type. */
export async function programmeIdsOf(db: Executor, userId: number, reportType: string) {
  return (await db.select({ id: userProgrammes.programmeId }).from(userProgrammes)
    .where(and(eq(userProgrammes.userId, userId), eq(userProgrammes.reportType, reportType)))).map((r) => r.id).sort((a, b) => a - b);
}
