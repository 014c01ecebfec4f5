import { useState } from 'react';
import { useMutation } from 'urql';
import { Alert, Button, Form, Input, Space } from 'antd';
import { maskPhone } from '@pbs/domain';
import { sessionActions, type LoginPayload, type Session } from '../../lib/session';
import { useT } from '../../i18n';
import { VERIFY_OTP } from './loginDocuments';

/** The code step: numeric input, Verify, and Cancel back to the login form. */
export function OtpStep({ pending, onDone }: { pending: NonNullable<Session['otpVerification']>; onDone: (l: LoginPayload) => void }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, verify] = useMutation(VERIFY_OTP);

  const submit = async ({ code }: { code: string }) => {
    setError(null);
    const r = await verify({ code }, { fetchOptions: { headers: { Authorization: `Bearer ${pending.ticket}` } } });
    const v = r.data?.verifyOtpCode;
    if (v?.valid && !v.used && v.login) return onDone(v.login);
    if (v?.valid && v.used) return setError(t('AUTH.VALIDATION.USED_OTP_CODE', { code }));
    setError(t('AUTH.VALIDATION.INVALID_OTP_CODE', { code }));
    // The ticket expired or was refused: nothing is pending any more, start again.
    if (r.error) sessionActions.setOtp(null);
  };

  return (
    <>
      <h2 className="auth-title">{t('AUTH.OTP.TITLE')}</h2>
      <p className="auth-help">{t('AUTH.OTP.SENT', { phone: maskPhone(pending.mobile) })}</p>
      {error && <Alert type="error" showIcon title={error} className="auth-alert" data-testid="otp-error" />}
      <Form layout="vertical" onFinish={submit} requiredMark={false} size="large">
        <Form.Item name="code" rules={[
          { required: true, message: t('AUTH.VALIDATION.REQUIRED_FIELD') },
          { pattern: /^\d{5}$/, message: t('AUTH.OTP.LENGTH') },
        ]}>
          <Input inputMode="numeric" maxLength={5} autoComplete="one-time-code" autoFocus className="otp-input" data-testid="otp-input" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={fetching}>{t('AUTH.OTP.VERIFY')}</Button>
          <Button onClick={() => sessionActions.setOtp(null)}>{t('AUTH.OTP.CANCEL')}</Button>
        </Space>
      </Form>
    </>
  );
}
