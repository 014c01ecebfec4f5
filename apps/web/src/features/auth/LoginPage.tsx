import { useState, type MouseEvent, type SubmitEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { USERNAME_MAX, USERNAME_MIN } from '@pbs/domain';
import { sessionActions, useSession, type LoginPayload } from '../../lib/session';
import { isMessageKey, useT } from '../../i18n';
import { takeSignOutReason } from '../../lib/sign-out-reason';
import { useSessionRequest } from '../../lib/session-request';
import { LoginDocument as LOGIN } from '../../gql-session/graphql';
import { authRefusal } from '../../i18n/refusal';
import { OtpStep } from './OtpStep';
import { AuthAlert, AuthButton, Field, PasswordInput, TextInput } from './AuthFields';
import type { MessageKey } from '../../i18n';

/** The message key for a username or password that breaks the rules of SPEC.md section 5, or null. */
function fieldError(value: string, requiredKey: MessageKey): MessageKey | null {
  const v = value.trim();
  if (!v) return requiredKey;
  if (v.length < USERNAME_MIN) return 'AUTH.VALIDATION.MIN_LENGTH';
  if (v.length > USERNAME_MAX) return 'AUTH.VALIDATION.MAX_LENGTH';
  return null;
}

/** Username and password, then the one-time code step when the role asks for it (SPEC.md section 4). */
/**
 * `onSubmit` is told when the password goes to the server, so that the app can load the next screen meanwhile;
 * `loadForgot` fetches the forgotten-password page's chunks (started when the pointer or focus reaches the link).
 */
export function LoginPage({ onSubmit, loadForgot }: { onSubmit?: () => void; loadForgot?: () => Promise<unknown> }) {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const [error, setError] = useState<string | null>(null);
  const [values, setValues] = useState({ username: '', password: '' });
  // A field shows its message once edited, or once the form was submitted.
  const [shown, setShown] = useState({ username: false, password: false });
  const [fetching, login] = useSessionRequest(LOGIN);
  // On a slow link the page behind the link takes seconds to arrive: the link says it is opening meanwhile.
  const [opening, setOpening] = useState(false);
  const forgot = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!loadForgot || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    setOpening(true);
    void loadForgot().catch(() => undefined).then(() => navigate('/auth/forgot-password'));
  };
  // Why the last session ended, when the server ended it (another sign-in, a password change…): said once.
  const [ended] = useState(takeSignOutReason);
  const endedKey = ended ? `SESSION.${ended}` : null;

  if (session.access_token && session.user && !session.otpVerification) return <Navigate to="/dashboard" replace />;
  if (session.otpVerification) return <OtpStep pending={session.otpVerification} onDone={finish} />;

  function finish(l: LoginPayload) {
    sessionActions.complete(l);
    void navigate(l.user.Is_Temp_Password ? '/user-profile/change-password' : '/dashboard', { replace: true });
  }

  const errors = {
    username: fieldError(values.username, 'AUTH.VALIDATION.USER_NAME'),
    password: fieldError(values.password, 'AUTH.VALIDATION.PASSWORD'),
  };
  const set = (k: keyof typeof values) => (v: string) => { setValues({ ...values, [k]: v }); setShown({ ...shown, [k]: true }); };
  const message = (k: keyof typeof values) => (shown[k] && errors[k] ? t(errors[k]) : null);

  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    setShown({ username: true, password: true });
    if (errors.username || errors.password) return;
    setError(null);
    onSubmit?.();
    const r = await login({ User_Name: values.username.trim(), Password1: values.password.trim(), ipAddress: null });
    const l = r.data?.login;
    if (!l) { setError(authRefusal(r.error, 'AUTH.VALIDATION.INVALID_LOGIN', t)); return; }
    if (l.otpVerification) { sessionActions.setOtp({ userId: l.user.User_ID, mobile: l.user.Mobile_Number ?? '', ticket: l.access_token ?? '' }); return; }
    finish(l);
  };

  return (
    <>
      <h2 className="auth-title">{t('AUTH.LOGIN.TITLE')}</h2>
      {error && <AuthAlert message={error} testId="login-error" />}
      {!error && endedKey && isMessageKey(endedKey) && <AuthAlert tone="info" message={t(endedKey)} testId="session-ended" />}
      <form onSubmit={submit} noValidate>
        <Field id="username" label={t('AUTH.INPUT.USERNAME')} error={message('username')}>
          <TextInput id="username" autoComplete="username" autoFocus value={values.username} onChange={set('username')}
            aria-invalid={Boolean(message('username'))} aria-describedby="username-help" />
        </Field>
        <Field id="password" label={t('AUTH.INPUT.PASSWORD')} error={message('password')}>
          <PasswordInput id="password" autoComplete="current-password" value={values.password} onChange={set('password')}
            aria-invalid={Boolean(message('password'))} aria-describedby="password-help" />
        </Field>
        <div className="auth-row">
          <Link to="/auth/forgot-password" onClick={forgot} aria-busy={opening} data-testid="forgot-link"
            onPointerEnter={() => { void loadForgot?.(); }} onFocus={() => { void loadForgot?.(); }}>
            {t('AUTH.GENERAL.FORGOT_BUTTON')}
            {opening && <span className="auth-opening" role="status"><span className="af-spin" aria-hidden="true" />{t('AUTH.GENERAL.OPENING')}</span>}
          </Link>
          <AuthButton primary type="submit" loading={fetching}>{t('AUTH.LOGIN.BUTTON')}</AuthButton>
        </div>
      </form>
    </>
  );
}
