import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { parastatals, programmes, roles, userProgrammes, userTypes, users, votes } from '../../db/schema/index.js';

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

export const roleById = async (db: Executor, id: number) => first(await db.select().from(roles).where(eq(roles.id, id)));
export const userTypeById = async (db: Executor, id: number) => first(await db.select().from(userTypes).where(eq(userTypes.id, id)));

/** Users by name, the active ones only if asked, up to `limit`. */
export const usersByName = (db: Executor, activeOnly: boolean, limit: number) =>
  db.select().from(users).where(activeOnly ? eq(users.status, true) : undefined).orderBy(asc(users.userName)).limit(limit);

export const userCount = async (db: Executor) => (await db.select({ n: count() }).from(users))[0]?.n ?? 0;

/** Active users of a type whose process area includes `area`, who have no role yet. */
export const usersWithoutRole = (db: Executor, userTypeId: number, area: 'CG' | 'LG') =>
  db.select({ u: users }).from(users).innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(and(eq(users.userTypeId, userTypeId), isNull(users.roleId), eq(users.status, true), sql`${userTypes.processArea} like ${`%${area}%`}`))
    .orderBy(asc(users.userName)).then((rows) => rows.map((r) => r.u));

export const usersWithRole = (db: Executor, userTypeName: string, roleId: number) =>
  db.select({ u: users }).from(users).innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(and(eq(userTypes.name, userTypeName), eq(users.roleId, roleId))).orderBy(asc(users.userName)).then((r) => r.map((x) => x.u));

/** A user with their role, vote and parastatal (each null if none). */
export const userWithPlaces = async (db: Executor, userId: number) => first(await db.select({ user: users, role: roles, vote: votes, sepc: parastatals }).from(users)
  .leftJoin(roles, eq(roles.id, users.roleId)).leftJoin(votes, eq(votes.id, users.voteId))
  .leftJoin(parastatals, eq(parastatals.id, users.sepcId)).where(eq(users.id, userId)));

/** The programmes a user answers for, over every report type. */
export const programmesOfUser = async (db: Executor, userId: number) => (await db.selectDistinct({ id: userProgrammes.programmeId }).from(userProgrammes)
  .innerJoin(programmes, eq(programmes.id, userProgrammes.programmeId)).where(eq(userProgrammes.userId, userId))).map((p) => p.id);

export async function setLanguage(db: Executor, userId: number, language: string) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
