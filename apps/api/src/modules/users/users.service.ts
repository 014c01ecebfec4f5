import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { hashPassword, temporaryPassword } from '../../auth/passwords.js';
import { users } from '../../db/schema/index.js';
import type { Context } from '../../graphql/context.js';
import { insertAudited, updateAudited } from '../../lib/audited.js';
import { badInput, notFound } from '../../lib/errors.js';
import { unknownRef, valid } from '../../lib/valid.js';
import { revokeUserSessions } from '../../auth/sessions.repo.js';
import { findUserById } from '../auth/auth.repo.js';
import { confirmPassword } from '../auth/auth.service.js';
import { maskPhone, NOTIFY_CHANNELS, REPORT_TYPES, type Language } from '@pbs/domain';
import { assignableProgrammes, programmeIdsOf, replaceUserProgrammes } from './user-programmes.repo.js';
import { parastatalById, voteById } from '../masters/master-rules.repo.js';
import * as repo from './users.repo.js';

const LIMIT = 10_000;

export const userInput = z.object({
  User_Name: z.string().trim().min(3).max(50).regex(/^[A-Za-z0-9._@-]+$/, 'HINT.USER_NAME'),
  First_Name: z.string().trim().min(1).max(100),
  Last_Name: z.string().trim().min(1).max(100),
  Email: z.string().trim().max(50).pipe(z.email()),
  Mobile_Number: z.string().trim().regex(/^\+?[0-9 ]{9,16}$/, 'HINT.PHONE').nullable().optional(),
  Occupation: z.string().trim().max(100).nullable().optional(),
  User_Type_ID: z.number().int().positive(),
  Role_ID: z.number().int().positive().nullable().optional(),
  Vote_ID: z.number().int().positive().nullable().optional(),
  SEPC_ID: z.number().int().positive().nullable().optional(),
  Multi_Login: z.boolean().optional(),
});
export type UserInput = z.infer<typeof userInput>;

const parse = (input: unknown): UserInput => valid(userInput, input);

/** The role must belong to the user's type; vote and parastatal must exist and be active. */
async function checkRefs(ctx: Context, u: UserInput) {
  if (u.Role_ID != null) {
    const role = await repo.roleById(ctx.db, u.Role_ID);
    if (!role?.status) throw unknownRef('Role_ID');
    if (role.userTypeId !== u.User_Type_ID) throw badInput({ key: 'SERVER.ROLE_OTHER_TYPE' });
  }
  const type = await repo.userTypeById(ctx.db, u.User_Type_ID);
  if (!type?.status) throw unknownRef('User_Type_ID');
  if (u.Vote_ID != null) {
    const vote = await voteById(ctx.db, u.Vote_ID);
    if (!vote?.status) throw unknownRef('Vote_ID');
    // A vote user works on votes of their type's process area: a CG Vote user is not given district 501.
    const areas = (type.processArea ?? '').split(',');
    if (!type.isMinistry && type.processArea && !areas.includes(vote.kind)) {
      throw badInput({ key: 'SERVER.WRONG_AREA', params: { type: type.name, areas: areas.join(' / '), vote: `${vote.code} ${vote.name}`, kind: vote.kind } });
    }
  }
  if (u.SEPC_ID != null) {
    const p = await parastatalById(ctx.db, u.SEPC_ID);
    if (!p?.status) throw unknownRef('SEPC_ID');
  }
}

const columns = (u: UserInput) => ({
  userName: u.User_Name, firstName: u.First_Name, lastName: u.Last_Name, email: u.Email,
  mobileNumber: u.Mobile_Number ?? null, occupation: u.Occupation ?? null, userTypeId: u.User_Type_ID,
  roleId: u.Role_ID ?? null, voteId: u.Vote_ID ?? null, sepcId: u.SEPC_ID ?? null, multiLogin: u.Multi_Login ?? false,
});

/** New users get a temporary password by mail and must change it at first sign-in. */
export async function createUser(ctx: Context, actor: Actor, input: unknown) {
  const u = parse(input);
  await checkRefs(ctx, u);
  const temp = temporaryPassword();
  const passwordHash = await hashPassword(temp);
  const row = await ctx.db.transaction((tx) => insertAudited(tx, users, { ...columns(u), passwordHash, isTempPassword: true }, actor.id));
  await ctx.providers.mail.send(row.email, 'Your PBS account',
    `An account was created for you. User name: ${row.userName}. Temporary password: ${temp}\nYou will be asked to change it at first sign-in.`);
  return row;
}

/**
 * An administrator's edit of a user. The mobile number receives sign-in codes: one's own is changed only
 * under Personal Information (which asks the password again), and a changed number's old owner is told.
 */
export async function updateUser(ctx: Context, actor: Actor, id: number, input: unknown) {
  const u = parse(input);
  await checkRefs(ctx, u);
  const before = (await findUserById(ctx.db, id))?.user;
  if (!before) throw notFound();
  const mobileChanged = digitsOf(u.Mobile_Number) !== digitsOf(before.mobileNumber);
  if (mobileChanged && id === actor.id) throw badInput({ key: 'SERVER.OWN_MOBILE' });
  const row = await ctx.db.transaction((tx) => updateAudited(tx, users, id, columns(u), actor.id));
  if (mobileChanged) await tellOldNumber(ctx, before.userName, before.mobileNumber, u.Mobile_Number);
  return row;
}

/** The number that received sign-in codes hears that it no longer does. */
async function tellOldNumber(ctx: Context, userName: string, before: string | null, after: string | null | undefined) {
  if (!before) return;
  await ctx.providers.sms.send(before, `The mobile number of your PBS account ${userName} was changed to ${maskPhone(after)}. `
    + 'If you did not make this change, contact the system administrator at once.');
}

/** Deactivating or locking a user also ends their sessions at once. */
export async function setUserFlags(ctx: Context, actor: Actor, id: number, flags: { status?: boolean; isLocked?: boolean }) {
  if (id === actor.id && (flags.status === false || flags.isLocked === true)) throw badInput({ key: 'SERVER.SELF_LOCK' });
  const row = await ctx.db.transaction((tx) => updateAudited(tx, users, id, flags, actor.id));
  if (flags.status === false || flags.isLocked === true) await revokeUserSessions(ctx.db, id, 'ACCOUNT_DISABLED');
  return row;
}

export const personalInput = z.object({
  First_Name: z.string().trim().min(1).max(100),
  Last_Name: z.string().trim().min(1).max(100),
  Mobile_Number: userInput.shape.Mobile_Number,
  Occupation: userInput.shape.Occupation,
  Notify_By: z.enum(NOTIFY_CHANNELS).nullable().optional(),
  Password: z.string().max(200).nullable().optional(),
});

const digitsOf = (mobile: string | null | undefined) => (mobile ?? '').replace(/\D/g, '');

/** The signed-in user's own record. */
export async function ownProfile(ctx: Pick<Context, 'db'>, actor: Actor) {
  const found = await findUserById(ctx.db, actor.id);
  if (!found) throw notFound();
  return found.user;
}

/**
 * A user's own details. The mobile number receives the sign-in codes, so changing it asks for the password
 * again, and the old number is told of the change.
 */
export async function updatePersonalInformation(ctx: Context, actor: Actor, input: unknown) {
  const p = valid(personalInput, input);
  const found = await findUserById(ctx.db, actor.id);
  if (!found) throw notFound();
  // Also when the number is cleared while SMS stays chosen.
  if ((p.Notify_By ?? found.user.notifyBy) === 'sms' && !digitsOf(p.Mobile_Number)) throw badInput({ key: 'SERVER.SMS_NEEDS_MOBILE' });
  const before = found.user.mobileNumber;
  const mobileChanged = digitsOf(p.Mobile_Number) !== digitsOf(before);
  if (mobileChanged) await confirmPassword(ctx, found.user, p.Password ?? '', 'change of mobile number');
  const updated = await ctx.db.transaction((tx) => updateAudited(tx, users, actor.id, {
    firstName: p.First_Name, lastName: p.Last_Name, mobileNumber: p.Mobile_Number ?? null, occupation: p.Occupation ?? null,
    ...(p.Notify_By ? { notifyBy: p.Notify_By } : {}),
  }, actor.id));
  if (mobileChanged) await tellOldNumber(ctx, found.user.userName, before, p.Mobile_Number);
  return updated;
}

export const listUsers = (ctx: Context, activeOnly = false) => repo.usersByName(ctx.db, activeOnly, LIMIT);

export const countUsers = (ctx: Context) => repo.userCount(ctx.db);

/** Users of a type (CG or LG side) who have no role yet, for role assignment screens. */
export const usersWithoutRole = (ctx: Context, userTypeId: number, area: 'CG' | 'LG') => repo.usersWithoutRole(ctx.db, userTypeId, area);

export const usersAssignedRole = (ctx: Context, userTypeName: string, roleId: number) => repo.usersWithRole(ctx.db, userTypeName, roleId);

export async function userRoleDetails(ctx: Context, userId: number) {
  const row = await repo.userWithPlaces(ctx.db, userId);
  if (!row) throw notFound();
  return { user: row.user, userRole: row.role, userVote: row.vote, isSepc: row.sepc != null, userSepc: row.sepc, programmeIds: await repo.programmesOfUser(ctx.db, userId) };
}

/**
 * The programmes a user answers for in reports of one type (userAssignedReportProgrammes): active ones, and for a
 * vote-bound user only those their vote delivers, each refusal naming the programme ids.
 */
export async function setUserProgrammes(ctx: Context, actor: Actor, userId: number, reportType: string, programmeIds: number[]) {
  if (!(REPORT_TYPES as readonly string[]).includes(reportType)) throw badInput({ key: 'FIELD.ONE_OF', params: { field: 'Report_Type', options: REPORT_TYPES.join(', ') } });
  if (programmeIds.length > 200) throw badInput({ key: 'FIELD.MAX_ITEMS', params: { field: 'Programme_IDs', n: 200 } });
  const user = (await findUserById(ctx.db, userId))?.user;
  if (!user) throw notFound();
  const ids = [...new Set(programmeIds)];
  const allowed = new Set(await assignableProgrammes(ctx.db, ids, user.voteId));
  const refused = ids.filter((id) => !allowed.has(id));
  if (refused.length) throw badInput({ key: user.voteId != null ? 'SERVER.PROGRAMMES_NOT_DELIVERED' : 'SERVER.PROGRAMMES_NOT_ACTIVE', params: { ids: refused.join(', ') } });
  await ctx.db.transaction((tx) => replaceUserProgrammes(tx, userId, reportType, ids, actor.id));
  return ids;
}

export const userProgrammeIds = (ctx: Context, userId: number, reportType: string) => programmeIdsOf(ctx.db, userId, reportType);

/** The language the user chose on the screens (a preference, not audited); their notices are written in it. */
export async function setMyLanguage(ctx: Context, actor: Actor, language: Language) {
  await repo.setLanguage(ctx.db, actor.id, language);
  return true;
}
