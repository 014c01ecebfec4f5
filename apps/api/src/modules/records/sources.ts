import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { audits, loginRecords, logs, users } from '../../db/schema/index.js';
import type { Range } from './filters.js';

/** Log, login and audit rows as SPEC.md names their fields. */
export const mapLog = (r: typeof logs.$inferSelect) => ({
  _id: r.id, Log_ID: r.id, Service_Name: r.serviceName, Log_Type: r.logType, Log_Details: r.logDetails, Created_Date: r.createdAt,
});
export const mapLogin = (r: typeof loginRecords.$inferSelect) => ({
  _id: r.id, Login_ID: r.id, User_ID: r.userId, User_Name: r.userName, Ip_Address: r.ipAddress, IP_Address: r.ipAddress,
  Reported_Ip_Address: r.reportedIp, Login_Status: r.loginStatus, Login_Message: r.loginMessage,
  // A failed sign-in has no login date (SPEC.md: it has at least Created_Date).
  Login_Date: r.loginStatus ? r.createdAt : null, Created_Date: r.createdAt, Created_By: r.createdBy,
});
export const mapAudit = (r: typeof audits.$inferSelect & { userName?: string | null }) => ({
  _id: r.id, Audit_ID: r.id, Table_Name: r.tableName, Audit_Type: r.auditType, Record_ID: r.recordId,
  Old_Values: r.oldValues == null ? null : JSON.stringify(r.oldValues), New_Values: r.newValues == null ? null : JSON.stringify(r.newValues),
  Created_Date: r.createdAt, Created_By: r.createdBy, Created_By_Name: r.userName ?? null, Hash: r.hash,
});

export const inRange = (col: PgColumn, range: Range | null): SQL | undefined => (range ? and(gte(col, range.start), lt(col, range.end)) : undefined);

export interface LogFilter { range: Range | null; type?: string | null; service?: string | null; search?: string | null }
export interface LoginFilter { range: Range | null; userName?: string | null; status?: boolean | null }
export interface AuditFilter { range: Range | null; table?: string | null; type?: string | null; userId?: number | null }

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const logWhere = (f: LogFilter) => and(inRange(logs.createdAt, f.range), f.type ? eq(logs.logType, f.type) : undefined,
  f.service ? eq(logs.serviceName, f.service) : undefined, f.search ? ilike(logs.logDetails, like(f.search)) : undefined);
export const loginWhere = (f: LoginFilter) => and(inRange(loginRecords.createdAt, f.range),
  f.userName ? sql`lower(${loginRecords.userName}) = lower(${f.userName})` : undefined, f.status == null ? undefined : eq(loginRecords.loginStatus, f.status));
export const auditWhere = (f: AuditFilter) => and(inRange(audits.createdAt, f.range), f.table ? eq(audits.tableName, f.table) : undefined,
  f.type ? eq(audits.auditType, f.type) : undefined, f.userId ? eq(audits.createdBy, f.userId) : undefined);

async function total(db: Executor, table: PgTable, where: SQL | undefined) {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(r?.n ?? 0);
}

/**
 * Newest first, one page, with the number of rows the filter matches (SPEC.md dataList / availableDataSize);
 * `count` replaces the scan when the counters can answer (a date range alone).
 */
export async function logsPage(db: Executor, where: SQL | undefined, offset: number, limit: number, count?: () => Promise<number>) {
  const rows = await db.select().from(logs).where(where).orderBy(desc(logs.createdAt), desc(logs.id)).offset(offset).limit(limit);
  return { dataList: rows.map(mapLog), availableDataSize: await (count ?? (() => total(db, logs, where)))() };
}

export async function loginsPage(db: Executor, where: SQL | undefined, offset: number, limit: number, count?: () => Promise<number>) {
  const rows = await db.select().from(loginRecords).where(where).orderBy(desc(loginRecords.createdAt), desc(loginRecords.id)).offset(offset).limit(limit);
  return { dataList: rows.map(mapLogin), availableDataSize: await (count ?? (() => total(db, loginRecords, where)))() };
}

export async function auditsPage(db: Executor, where: SQL | undefined, offset: number, limit: number, count?: () => Promise<number>) {
  const rows = await db.select({ a: audits, userName: users.userName }).from(audits).leftJoin(users, eq(users.id, audits.createdBy))
    .where(where).orderBy(desc(audits.createdAt), desc(audits.id)).offset(offset).limit(limit);
  return { dataList: rows.map((r) => mapAudit({ ...r.a, userName: r.userName })), availableDataSize: await (count ?? (() => total(db, audits, where)))() };
}

/** How many rows a record table holds. */
export const rowCount = async (db: Executor, table: typeof logs | typeof audits | typeof loginRecords) => Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);

/** The services that wrote logs, and the tables audited: the filters' choices (at most 200 each). */
export const logServices = async (db: Executor) => (await db.selectDistinct({ s: logs.serviceName }).from(logs).orderBy(logs.serviceName).limit(200)).map((r) => r.s);
export const auditTables = async (db: Executor) =>
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- either driver's database answers execute with rows; the assertion names them
  ((await db.execute(sql`select distinct table_name from audits order by 1 limit 200`)) as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
