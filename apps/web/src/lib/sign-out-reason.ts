/**
 * Why the server ended this tab's session (SESSION_ENDS: signed in elsewhere, password changed…), kept for the
 * sign-in form to say once; sessionStorage, so it belongs to this tab and goes with it.
 */
const KEY = 'pbs-session-ended';

export function rememberSignOutReason(reason: unknown) {
  if (typeof reason === 'string' && /^[A-Z_]{1,40}$/.test(reason)) sessionStorage.setItem(KEY, reason);
}

/** The reason remembered, forgotten as it is read. */
export function takeSignOutReason(): string | null {
  const reason = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return reason;
}
