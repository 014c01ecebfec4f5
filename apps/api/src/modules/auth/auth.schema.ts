import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { BudgetStageRef, CgVoteRef, FiscalYearRef } from '../masters/organisation.masters.js';
import { RoleRef } from '../masters/access.masters.js';
import { UserMenuEntryRef } from '../menus/menus.schema.js';
import { UserRef } from './user.types.js';
import * as auth from './auth.service.js';
import type { LoginResult } from './login-result.js';
import type { OtpResult } from './auth.service.js';

const LoginResultRef = builder.objectRef<LoginResult>('LoginResult').implement({
  fields: (t) => ({
    access_token: t.exposeString('access_token', { nullable: true }),
    refresh_token: t.exposeString('refresh_token', { nullable: true }),
    otpVerification: t.exposeBoolean('otpVerification'),
    user: t.field({ type: UserRef, resolve: (r) => r.user }),
    userMenu: t.field({ type: [UserMenuEntryRef], resolve: (r) => r.userMenu }),
    activeFiscalYear: t.field({ type: FiscalYearRef, nullable: true, resolve: (r) => r.activeFiscalYear }),
    activeStages: t.field({ type: [BudgetStageRef], resolve: (r) => r.activeStages }),
    userRole: t.field({ type: RoleRef, nullable: true, resolve: (r) => r.userRole }),
    userVote: t.field({ type: CgVoteRef, nullable: true, resolve: (r) => r.userVote }),
  }),
});

const OtpResultRef = builder.objectRef<OtpResult>('OtpVerification').implement({
  fields: (t) => ({
    valid: t.exposeBoolean('valid'),
    used: t.exposeBoolean('used'),
    userId: t.exposeInt('userId', { nullable: true }),
    login: t.field({ type: LoginResultRef, nullable: true, resolve: (r) => r.login }),
  }),
});

const TokenPairRef = builder.objectRef<{ access_token: string; refresh_token: string }>('TokenPair').implement({
  fields: (t) => ({ access_token: t.exposeString('access_token'), refresh_token: t.exposeString('refresh_token') }),
});

const ResetRef = builder.objectRef<{ reset: boolean }>('PasswordReset').implement({
  fields: (t) => ({ reset: t.exposeBoolean('reset') }),
});

// Lengths are refused before any work (validate), so that huge inputs cost nothing.
const upTo = (n: number) => ({ validate: { maxLength: n } });

builder.mutationFields((t) => ({
  login: t.field({
    type: LoginResultRef, authScopes: { public: true },
    args: { User_Name: t.arg.string({ required: true, ...upTo(200) }), Password1: t.arg.string({ required: true, ...upTo(200) }), ipAddress: t.arg.string(upTo(64)) },
    resolve: (_r, a, ctx) => auth.login(ctx, a),
  }),
  verifyOtpCode: t.field({
    type: OtpResultRef, authScopes: { otpPending: true }, args: { code: t.arg.string({ required: true, ...upTo(10) }) },
    resolve: (_r, a, ctx) => {
      if (ctx.auth.kind !== 'otp-pending') throw new Error('unreachable: scope otpPending');
      return auth.verifyOtpCode(ctx, a.code, ctx.auth);
    },
  }),
  refreshToken: t.field({
    type: TokenPairRef, authScopes: { public: true },
    args: { access_token: t.arg.string(upTo(2000)), refresh_token: t.arg.string(upTo(100)) },
    resolve: (_r, a, ctx) => auth.refresh(ctx, a.refresh_token || ctx.refreshCookie.read()),
  }),
  logout: t.boolean({
    authScopes: { public: true }, args: { User_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => auth.logout(ctx, a.User_ID),
  }),
  resetForgotPassword: t.field({
    type: ResetRef, authScopes: { public: true }, args: { email: t.arg.string({ required: true, ...upTo(100) }) },
    resolve: async (_r, a, ctx) => ({ reset: await auth.resetForgotPassword(ctx, a.email) }),
  }),
  lockScreen: t.boolean({ authScopes: { selfService: true }, resolve: (_r, _a, ctx) => auth.lockScreen(ctx, actorOf(ctx)) }),
}));
