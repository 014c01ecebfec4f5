import { ErrorCode } from '@pbs/domain';
import type { AuthState } from '../auth/actor.js';
import { AppError } from '../lib/errors.js';

/**
 * Who may call what, one rule for GraphQL fields (graphql/builder.ts) and REST routes (access/rest-hook.ts):
 * public — anyone; otpPending — holder of a pending one-time-code ticket;
 * selfService — signed in and unlocked, even with a temporary password;
 * signedIn — signed in, unlocked, password changed; ministry — signedIn on the ministry's side;
 * menu — signedIn and the role opens one of the paths.
 */
export interface Scopes {
  public: boolean;
  otpPending: boolean;
  selfService: boolean;
  signedIn: boolean;
  ministry: boolean;
  menu: string | string[];
}
export type Scope = Partial<Scopes>;

/** What the caller holds, in the shape Pothos' scope-auth asks for. */
export function grantsOf(a: AuthState) {
  const ready = a.kind === 'signed-in' && !a.actor.isTempPassword;
  return {
    public: true,
    otpPending: a.kind === 'otp-pending',
    selfService: a.kind === 'signed-in',
    signedIn: ready,
    ministry: ready && a.actor.isMinistry,
    menu: (paths: string | string[]) => ready && (Array.isArray(paths) ? paths : [paths]).some((p) => a.actor.paths.has(p)),
  };
}

/** Whether any of the scope's entries is granted (scope-auth's default: any of them). */
export function allows(a: AuthState, scope: Scope): boolean {
  const g = grantsOf(a);
  return Object.entries(scope).some(([k, v]) => (k === 'menu' ? g.menu(v as string | string[]) : v === true && g[k as Exclude<keyof Scopes, 'menu'>]));
}

/** The error a refused caller gets: who they are decides it, not what they asked for. */
export function refusalOf(a: AuthState): AppError {
  if (a.kind === 'anonymous' && a.ended) return new AppError(ErrorCode.UNAUTHENTICATED, undefined, { reason: a.ended });
  if (a.kind === 'anonymous' || a.kind === 'otp-pending') return new AppError(ErrorCode.UNAUTHENTICATED);
  if (a.kind === 'locked') return new AppError(ErrorCode.SCREEN_LOCKED);
  if (a.actor.isTempPassword) return new AppError(ErrorCode.FORBIDDEN, 'Please change your temporary password first');
  return new AppError(ErrorCode.FORBIDDEN);
}
