import { z } from 'zod';
import { LANGUAGES, type Language } from '@pbs/domain';
import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { forbidden } from '../../lib/errors.js';
import * as auth from '../auth/auth.service.js';
import { ParastatalRef, CgVoteRef } from '../masters/organisation.masters.js';
import { RoleRef } from '../masters/access.masters.js';
import { UserRef } from '../auth/user.types.js';
import * as svc from './users.service.js';

const ADMIN = '/admin/users';

const UserInputRef = builder.inputType('UserInput', {
  fields: (t) => ({
    User_Name: t.string({ required: true }), First_Name: t.string({ required: true }), Last_Name: t.string({ required: true }),
    Email: t.string({ required: true }), Mobile_Number: t.string(), Occupation: t.string(),
    User_Type_ID: t.int({ required: true }), Role_ID: t.int(), Vote_ID: t.int(), SEPC_ID: t.int(), Multi_Login: t.boolean(),
  }),
});

const PersonalInputRef = builder.inputType('PersonalInformationInput', {
  fields: (t) => ({
    First_Name: t.string({ required: true }), Last_Name: t.string({ required: true }), Mobile_Number: t.string(), Occupation: t.string(),
    // 'app', 'mail' or 'sms': how workflow notices reach the user besides the app (unchanged when omitted).
    Notify_By: t.string(),
    // Needed only when Mobile_Number changes: it receives the sign-in codes.
    Password: t.string(),
  }),
});

const UserCountRef = builder.objectRef<{ n: number }>('UserCount').implement({ fields: (t) => ({ Count: t.int({ resolve: (r) => r.n }) }) });

type Details = Awaited<ReturnType<typeof svc.userRoleDetails>>;
const UserRoleDetailsRef = builder.objectRef<Details>('UserRoleDetails').implement({
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (d) => d.user }),
    userRole: t.field({ type: RoleRef, nullable: true, resolve: (d) => d.userRole }),
    userVote: t.field({ type: CgVoteRef, nullable: true, resolve: (d) => d.userVote }),
    isSepc: t.exposeBoolean('isSepc'),
    userSepc: t.field({ type: ParastatalRef, nullable: true, resolve: (d) => d.userSepc }),
    programmeIds: t.exposeIntList('programmeIds'),
  }),
});

builder.queryFields((t) => ({
  getUserProfile: t.field({
    type: UserRef, authScopes: { selfService: true },
    resolve: (_r, _a, ctx) => svc.ownProfile(ctx, actorOf(ctx)),
  }),
  users: t.field({ type: [UserRef], authScopes: { menu: ADMIN }, resolve: (_r, _a, ctx) => svc.listUsers(ctx) }),
  activeUsers: t.field({ type: [UserRef], authScopes: { menu: ADMIN }, resolve: (_r, _a, ctx) => svc.listUsers(ctx, true) }),
  countUsers: t.field({ type: UserCountRef, authScopes: { menu: ADMIN }, resolve: async (_r, _a, ctx) => ({ n: await svc.countUsers(ctx) }) }),
  usersByCgUserTypeAndNotAssigndRoles: t.field({
    type: [UserRef], authScopes: { menu: ADMIN }, args: { User_Type_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => svc.usersWithoutRole(ctx, a.User_Type_ID, 'CG'),
  }),
  usersByLgUserTypeAndNotAssigndRoles: t.field({
    type: [UserRef], authScopes: { menu: ADMIN }, args: { User_Type_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => svc.usersWithoutRole(ctx, a.User_Type_ID, 'LG'),
  }),
  usersAssignedRole: t.field({
    type: [UserRef], authScopes: { menu: ADMIN },
    args: { User_Type_Name: t.arg.string({ required: true, validate: { maxLength: 100 } }), Role_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => svc.usersAssignedRole(ctx, a.User_Type_Name, a.Role_ID),
  }),
  /** The programmes a user answers for in reports of one type (administrators, for the assignment screen). */
  userProgrammeIds: t.intList({
    authScopes: { menu: ADMIN }, args: { User_ID: t.arg.int({ required: true }), Report_Type: t.arg.string({ required: true, validate: { maxLength: 20 } }) },
    resolve: (_r, a, ctx) => svc.userProgrammeIds(ctx, a.User_ID, a.Report_Type),
  }),
  /** A user may read their own details; administrators anyone's. */
  userRoleDetails: t.field({
    type: UserRoleDetailsRef, authScopes: { signedIn: true }, args: { User_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => {
      const actor = actorOf(ctx);
      if (a.User_ID !== actor.id && !actor.paths.has(ADMIN)) throw forbidden();
      return svc.userRoleDetails(ctx, a.User_ID);
    },
  }),
}));

builder.mutationFields((t) => ({
  /** The programmes a user answers for in reports of one type; replaces the previous set. */
  setUserProgrammes: t.intList({
    authScopes: { menu: ADMIN },
    args: { User_ID: t.arg.int({ required: true }), Report_Type: t.arg.string({ required: true, validate: { maxLength: 20 } }), Programme_IDs: t.arg.intList({ required: true }) },
    resolve: (_r, a, ctx) => svc.setUserProgrammes(ctx, actorOf(ctx), a.User_ID, a.Report_Type, a.Programme_IDs),
  }),
  createUser: t.field({
    type: UserRef, authScopes: { menu: ADMIN }, args: { input: t.arg({ type: UserInputRef, required: true }) },
    resolve: (_r, a, ctx) => svc.createUser(ctx, actorOf(ctx), a.input),
  }),
  updateUser: t.field({
    type: UserRef, authScopes: { menu: ADMIN }, args: { id: t.arg.int({ required: true }), input: t.arg({ type: UserInputRef, required: true }) },
    resolve: (_r, a, ctx) => svc.updateUser(ctx, actorOf(ctx), a.id, a.input),
  }),
  setUserStatus: t.field({
    type: UserRef, authScopes: { menu: ADMIN }, args: { id: t.arg.int({ required: true }), Status: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => svc.setUserFlags(ctx, actorOf(ctx), a.id, { status: a.Status }),
  }),
  setUserLocked: t.field({
    type: UserRef, authScopes: { menu: ADMIN }, args: { id: t.arg.int({ required: true }), Is_Locked: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => svc.setUserFlags(ctx, actorOf(ctx), a.id, { isLocked: a.Is_Locked }),
  }),
  updatePersonalInformation: t.field({
    type: UserRef, authScopes: { signedIn: true }, args: { input: t.arg({ type: PersonalInputRef, required: true }) },
    resolve: (_r, a, ctx) => svc.updatePersonalInformation(ctx, actorOf(ctx), a.input),
  }),
  setMyLanguage: t.boolean({
    authScopes: { signedIn: true }, description: 'Records the language the user chose on the screens; their notices are written in it.',
    args: { Language: t.arg.string({ required: true, validate: { schema: z.enum(LANGUAGES) } }) },
    resolve: (_r, a, ctx) => svc.setMyLanguage(ctx, actorOf(ctx), a.Language as Language),
  }),
  changePassword: t.boolean({
    authScopes: { selfService: true },
    args: { Old_Password: t.arg.string({ required: true, validate: { maxLength: 200 } }), New_Password: t.arg.string({ required: true, validate: { maxLength: 200 } }) },
    resolve: (_r, a, ctx) => auth.changePassword(ctx, actorOf(ctx), a.Old_Password, a.New_Password),
  }),
}));
