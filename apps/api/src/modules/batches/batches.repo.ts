import { aliasedTable, and, arrayContained, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { UploadKind } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Executor, Tx } from '../../db/client.js';
import {
  budgetStages, fiscalYears, uploadBatches, uploadRejections, uploadReplacedRows, users,
  type budgetAdjustments, type budgetLines, type cgMtefs, type executionLines, type lgGrantIpfs, type perfIndicators, type revenueEstimates, type revenueOutturns, type uploadRows,
} from '../../db/schema/index.js';
import { present } from '../../lib/present.js';

/** Tables whose rows name the batch that wrote them: the upload kinds', the national load's (budget_lines) and execution's. */
export type BatchTable = typeof cgMtefs | typeof lgGrantIpfs | typeof uploadRows | typeof budgetAdjustments | typeof budgetLines | typeof perfIndicators
  | typeof executionLines | typeof revenueEstimates | typeof revenueOutturns;
/** A stored row whole, as PostgreSQL's to_jsonb gives it: by column name, every value exact. */
export type StoredRow = Record<string, unknown>;
export type UploadBatch = typeof uploadBatches.$inferSelect;
export type UploadRejection = typeof uploadRejections.$inferSelect;

export async function insertBatch(tx: Tx, values: typeof uploadBatches.$inferInsert) {
  return present((await tx.insert(uploadBatches).values(values).returning())[0], 'the uploadBatches row written');
}

export const noteReplaced = (tx: Tx, id: number, count: number) =>
  tx.update(uploadBatches).set({ replacedCount: count }).where(eq(uploadBatches.id, id));

/** The batch, when it is in the actor's scope (the history's own rule, batchScope). */
export async function batchInScope(db: Executor, actor: Actor, id: number): Promise<UploadBatch | null> {
  const [row] = await db.select().from(uploadBatches).where(and(eq(uploadBatches.id, id), batchScope(actor)));
  return row ?? null;
}

/** The batch row, locked until the transaction ends: one revert of it at a time. */
export async function lockBatch(tx: Tx, id: number): Promise<UploadBatch | null> {
  const [row] = await tx.select().from(uploadBatches).where(eq(uploadBatches.id, id)).for('update');
  return row ?? null;
}

export const markReverted = (tx: Tx, id: number, userId: number) =>
  tx.update(uploadBatches).set({ revertedAt: new Date(), revertedBy: userId }).where(eq(uploadBatches.id, id));

export const replacedRowsOf = (db: Executor, batchId: number) =>
  jsonRows(db, sql`select data from ${uploadReplacedRows} where batch_id = ${batchId} order by id`);

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- either driver's database answers execute with rows; the assertion names them
const jsonRows = async (db: Executor, query: SQL) => ((await db.execute(query)) as unknown as { rows: { data: StoredRow }[] }).rows.map((r) => r.data);

/** The rows a batch wrote that are still stored as it wrote them (an edit on the screen clears batch_id). */
export const rowsOfBatch = (db: Executor, table: BatchTable, batchId: number) =>
  jsonRows(db, sql`select to_jsonb(t) data from ${table} t where t.batch_id = ${batchId} order by t.id`);

export const deleteRowsOfBatch = (tx: Tx, table: BatchTable, batchId: number) => tx.delete(table).where(eq(table.batchId, batchId));

/** Puts back, exactly as they were stored (ids included), the rows a batch replaced. */
export const restoreReplaced = (tx: Tx, table: BatchTable, batchId: number) =>
  tx.execute(sql`insert into ${table} select (jsonb_populate_record(null::${table}, r.data)).* from ${uploadReplacedRows} r where r.batch_id = ${batchId} order by r.id`);

/** How many rows of each batch are still stored as the batch wrote them. */
export async function liveRowCounts(db: Executor, table: BatchTable, batchIds: number[]): Promise<Map<number, number>> {
  if (!batchIds.length) return new Map();
  const rows = await db.select({ batchId: table.batchId, n: sql<number>`count(*)::int` }).from(table)
    .where(inArray(table.batchId, batchIds)).groupBy(table.batchId);
  return new Map(rows.map((r) => [Number(r.batchId), Number(r.n)]));
}

/** Batches a user may see: the ministry every one; others those whose every vote (or parastatal) is theirs. */
export function batchScope(actor: Actor): SQL | undefined {
  if (actor.isMinistry) return undefined;
  const own = (column: typeof uploadBatches.voteIds | typeof uploadBatches.sepcIds, id: number | null | undefined) =>
    (id ? and(sql`cardinality(${column}) > 0`, arrayContained(column, [id])) : sql`false`);
  return actor.sepcId ? own(uploadBatches.sepcIds, actor.sepcId) : own(uploadBatches.voteIds, actor.voteId);
}

const reverter = aliasedTable(users, 'reverter');

/** The newest batches of a kind and year in the actor's scope, with names of who uploaded and reverted them. */
export function listBatches(db: Executor, actor: Actor, kind: UploadKind, yearId: number, limit: number) {
  return db.select({
    b: uploadBatches, fiscalYear: fiscalYears.fiscalYear, stage: budgetStages.stage, createdBy: users.userName, revertedBy: reverter.userName,
  }).from(uploadBatches)
    .innerJoin(fiscalYears, eq(fiscalYears.id, uploadBatches.yearId))
    .leftJoin(budgetStages, eq(budgetStages.id, uploadBatches.stageId))
    .leftJoin(users, eq(users.id, uploadBatches.createdBy))
    .leftJoin(reverter, eq(reverter.id, uploadBatches.revertedBy))
    .where(and(eq(uploadBatches.kind, kind), eq(uploadBatches.yearId, yearId), batchScope(actor)))
    .orderBy(desc(uploadBatches.id)).limit(limit);
}

export async function insertRejection(tx: Tx, values: typeof uploadRejections.$inferInsert) {
  const [row] = await tx.insert(uploadRejections).values(values).returning({ id: uploadRejections.id });
  return present(row, 'the rejection written').id;
}

/** Keeping a user's refused uploads to the newest few is done one rejection at a time per user. */
const REJECTIONS_LOCK = 7290;

/** A user's refused uploads past the newest `keep`, removed (their files are the caller's to remove). */
export async function dropOldRejections(tx: Tx, userId: number, keep: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${REJECTIONS_LOCK}, ${userId})`);
  const kept = tx.select({ id: uploadRejections.id }).from(uploadRejections).where(eq(uploadRejections.createdBy, userId))
    .orderBy(desc(uploadRejections.createdAt), desc(uploadRejections.id)).limit(keep);
  return tx.delete(uploadRejections).where(and(eq(uploadRejections.createdBy, userId), notInArray(uploadRejections.id, kept)))
    .returning({ filePath: uploadRejections.filePath });
}

/** The user's own refused uploads of a kind and year, newest first (a refused file never reached anyone's data). */
export function listRejections(db: Executor, userId: number, kind: UploadKind, yearId: number, limit: number) {
  return db.select({ r: uploadRejections, createdBy: users.userName }).from(uploadRejections)
    .leftJoin(users, eq(users.id, uploadRejections.createdBy))
    .where(and(eq(uploadRejections.createdBy, userId), eq(uploadRejections.kind, kind), eq(uploadRejections.yearId, yearId)))
    .orderBy(desc(uploadRejections.createdAt)).limit(limit);
}

export async function rejectionOf(db: Executor, id: string, userId: number): Promise<UploadRejection | null> {
  const [row] = await db.select().from(uploadRejections).where(and(eq(uploadRejections.id, id), eq(uploadRejections.createdBy, userId)));
  return row ?? null;
}
