import { useState, type SubmitEvent } from 'react';
import { maskPhone, OTP_LENGTH } from '@pbs/domain';
import { sessionActions, type LoginPayload, type Session } from '../../lib/session';
import { useT } from '../../i18n';
import { VerifyOtpDocument as VERIFY_OTP } from '../../gql-session/graphql';
import { AuthAlert, AuthButton, Field, TextInput } from './AuthFields';
import { useSessionRequest } from '../../lib/session-request';

const CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** The code step: numeric input, Verify, and Cancel back to the login form. */
export function OtpStep({ pending, onDone }: { pending: NonNullable<Session['otpVerification']>; onDone: (l: LoginPayload) => void }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [shown, setShown] = useState(false);
  const [fetching, verify] = useSessionRequest(VERIFY_OTP);
  const invalid = !code ? 'AUTH.VALIDATION.REQUIRED_FIELD' : CODE.test(code) ? null : 'AUTH.OTP.LENGTH';

  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    setShown(true);
    if (invalid) return;
    setError(null);
    const r = await verify({ code }, pending.ticket);
    const v = r.data?.verifyOtpCode;
    if (v?.valid && !v.used && v.login) { onDone(v.login); return; }
    if (v?.valid && v.used) { setError(t('AUTH.VALIDATION.USED_OTP_CODE', { code })); return; }
    setError(t('AUTH.VALIDATION.INVALID_OTP_CODE', { code }));
    // The ticket expired or was refused: nothing is pending any more, start again.
    if (r.error) sessionActions.setOtp(null);
  };

  return (
    <>
      <h2 className="auth-title">{t('AUTH.OTP.TITLE')}</h2>
      <p className="auth-help">{t('AUTH.OTP.SENT', { phone: maskPhone(pending.mobile) })}</p>
      {error && <AuthAlert message={error} testId="otp-error" />}
      <form onSubmit={submit} noValidate>
        <Field id="code" error={shown && invalid ? t(invalid) : null}>
          <TextInput id="code" inputMode="numeric" maxLength={OTP_LENGTH} autoComplete="one-time-code" autoFocus className="otp-input"
            data-testid="otp-input" aria-label={t('AUTH.OTP.TITLE')} value={code} aria-invalid={Boolean(shown && invalid)} aria-describedby="code-help"
            onChange={(v) => { setCode(v.replace(/\D+/g, '')); setShown(true); }} />
        </Field>
        <div className="af-actions">
          <AuthButton primary type="submit" loading={fetching}>{t('AUTH.OTP.VERIFY')}</AuthButton>
          <AuthButton onClick={() => sessionActions.setOtp(null)}>{t('AUTH.OTP.CANCEL')}</AuthButton>
        </div>
      </form>
    </>
  );
}
