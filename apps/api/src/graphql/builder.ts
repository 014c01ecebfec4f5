import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { ErrorCode } from '@pbs/domain';
import { AppError } from '../lib/errors.js';
import type { Context } from './context.js';

/**
 * Every root field must name one of these scopes (a schema-walking test enforces it):
 * public — anyone; otpPending — holder of a pending one-time-code ticket;
 * selfService — signed in and unlocked, even with a temporary password;
 * signedIn — signed in, unlocked, password changed; menu — signedIn and the role opens one of the paths.
 */
export interface Scopes {
  public: boolean;
  otpPending: boolean;
  selfService: boolean;
  signedIn: boolean;
  ministry: boolean;
  menu: string | string[];
}

export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: Scopes;
  Scalars: { DateTime: { Input: Date; Output: Date | string } };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => {
      const a = ctx.auth;
      const ready = a.kind === 'signed-in' && !a.actor.isTempPassword;
      return {
        public: true,
        otpPending: a.kind === 'otp-pending',
        selfService: a.kind === 'signed-in',
        signedIn: ready,
        ministry: ready && a.kind === 'signed-in' && a.actor.isMinistry,
        menu: (paths: string | string[]) =>
          ready && a.kind === 'signed-in' && (Array.isArray(paths) ? paths : [paths]).some((p) => a.actor.paths.has(p)),
      };
    },
    unauthorizedError: (_parent, ctx) => {
      const a = ctx.auth;
      if (a.kind === 'anonymous' || a.kind === 'otp-pending') return new AppError(ErrorCode.UNAUTHENTICATED);
      if (a.kind === 'locked') return new AppError(ErrorCode.SCREEN_LOCKED);
      if (a.actor.isTempPassword) return new AppError(ErrorCode.FORBIDDEN, 'Please change your temporary password first');
      return new AppError(ErrorCode.FORBIDDEN);
    },
  },
});

builder.scalarType('DateTime', {
  serialize: (v) => (v instanceof Date ? v.toISOString() : String(v)),
  parseValue: (v) => {
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) throw new AppError(ErrorCode.BAD_INPUT, 'Invalid date');
    return d;
  },
});

builder.queryType({});
builder.mutationType({});
