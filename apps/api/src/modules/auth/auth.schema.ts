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
    user: t.field({ type: UserRef, resolve: (r) => r.user as never }),
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

// Lengths are capped before any work so that huge inputs cost nothing.
const cap = (s: string | null | undefined, n = 200) => (s ?? '').slice(0, n);

builder.mutationFields((t) => ({
  login: t.field({
    type: LoginResultRef, authScopes: { public: true },
    args: { User_Name: t.arg.string({ required: true }), Password1: t.arg.string({ required: true }), ipAddress: t.arg.string() },
    resolve: (_r, a, ctx) => auth.login(ctx, { User_Name: cap(a.User_Name), Password1: cap(a.Password1), ipAddress: cap(a.ipAddress, 64) }),
  }),
  verifyOtpCode: t.field({
    type: OtpResultRef, authScopes: { otpPending: true }, args: { code: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => {
      if (ctx.auth.kind !== 'otp-pending') throw new Error('unreachable: scope otpPending');
      return auth.verifyOtpCode(ctx, cap(a.code, 10), ctx.auth);
    },
  }),
  refreshToken: t.field({
    type: TokenPairRef, authScopes: { public: true },
    args: { access_token: t.arg.string(), refresh_token: t.arg.string() },
    resolve: (_r, a, ctx) => auth.refresh(ctx, cap(a.refresh_token, 100) || ctx.refreshCookie.read()),
  }),
  logout: t.boolean({
    authScopes: { public: true }, args: { User_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => auth.logout(ctx, a.User_ID),
  }),
  resetForgotPassword: t.field({
    type: ResetRef, authScopes: { public: true }, args: { email: t.arg.string({ required: true }) },
    resolve: async (_r, a, ctx) => ({ reset: await auth.resetForgotPassword(ctx, cap(a.email, 100)) }),
  }),
  lockScreen: t.boolean({ authScopes: { selfService: true }, resolve: (_r, _a, ctx) => auth.lockScreen(ctx, actorOf(ctx)) }),
}));
