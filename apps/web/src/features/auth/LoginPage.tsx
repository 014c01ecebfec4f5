import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { Alert, Button, Form, Input } from 'antd';
import { sessionActions, useSession, type LoginPayload } from '../../lib/session';
import { useT } from '../../i18n';
import { LOGIN } from './loginDocuments';
import { errorKey } from './errors';
import { OtpStep } from './OtpStep';

/** Username and password, then the one-time code step when the role asks for it (SPEC.md section 4). */
export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, login] = useMutation(LOGIN);

  if (session.access_token && session.user && !session.otpVerification) return <Navigate to="/dashboard" replace />;

  const finish = (l: LoginPayload) => {
    sessionActions.complete(l);
    navigate(l.user.Is_Temp_Password ? '/user-profile/change-password' : '/dashboard', { replace: true });
  };

  const submit = async (v: { username: string; password: string }) => {
    setError(null);
    const r = await login({ User_Name: v.username.trim(), Password1: v.password.trim(), ipAddress: null });
    const l = r.data?.login;
    if (!l) return setError(t(errorKey(r.error, 'AUTH.VALIDATION.INVALID_LOGIN')));
    if (l.otpVerification) return sessionActions.setOtp({ userId: l.user.User_ID, mobile: l.user.Mobile_Number ?? '', ticket: l.access_token ?? '' });
    finish(l);
  };

  if (session.otpVerification) return <OtpStep pending={session.otpVerification} onDone={finish} />;

  const length = [
    { min: 3, message: t('AUTH.VALIDATION.MIN_LENGTH') },
    { max: 50, message: t('AUTH.VALIDATION.MAX_LENGTH') },
  ];
  return (
    <>
      <h2 className="auth-title">{t('AUTH.LOGIN.TITLE')}</h2>
      {error && <Alert type="error" showIcon title={error} className="auth-alert" data-testid="login-error" />}
      <Form layout="vertical" onFinish={submit} requiredMark={false} size="large">
        <Form.Item name="username" label={t('AUTH.INPUT.USERNAME')}
          rules={[{ required: true, whitespace: true, message: t('AUTH.VALIDATION.USER_NAME') }, ...length]}>
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label={t('AUTH.INPUT.PASSWORD')}
          rules={[{ required: true, whitespace: true, message: t('AUTH.VALIDATION.PASSWORD') }, ...length]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <div className="auth-row">
          <Link to="/auth/forgot-password">{t('AUTH.GENERAL.FORGOT_BUTTON')}</Link>
          <Button type="primary" htmlType="submit" loading={fetching}>{t('AUTH.LOGIN.BUTTON')}</Button>
        </div>
      </Form>
    </>
  );
}
