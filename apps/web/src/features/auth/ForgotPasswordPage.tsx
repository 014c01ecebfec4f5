import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useT } from '../../i18n';
import { errorMessage } from '../../i18n/errors';

const RESET = graphql(`mutation Reset($email: String!) { resetForgotPassword(email: $email) { reset } }`);

export default function ForgotPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, reset] = useMutation(RESET);

  const submit = async ({ email }: { email: string }) => {
    setError(null);
    const r = await reset({ email: email.trim() });
    if (r.data?.resetForgotPassword.reset) { setDone(true); return; }
    setError(r.error ? errorMessage(r.error, t) : t('AUTH.VALIDATION.NOT_FOUND', { name: email }));
  };

  if (done) {
    return (
      <Result status="success" title={t('AUTH.FORGOT.DONE_TITLE')} subTitle={t('AUTH.FORGOT.DONE_TEXT')}
        extra={<Button type="primary" onClick={() => navigate('/auth')}>{t('AUTH.FORGOT.OK')}</Button>} />
    );
  }
  return (
    <>
      <h2 className="auth-title">{t('AUTH.FORGOT.TITLE')}</h2>
      <p className="auth-help">{t('AUTH.FORGOT.DESC')}</p>
      {error && <Alert type="error" showIcon title={error} className="auth-alert" />}
      <Form layout="vertical" onFinish={submit} requiredMark={false} size="large">
        <Form.Item name="email" label={t('AUTH.INPUT.EMAIL')} rules={[
          { required: true, message: t('AUTH.VALIDATION.REQUIRED_FIELD') },
          { type: 'email', message: t('AUTH.FORGOT.WRONG_EMAIL') },
          { min: 3, message: t('AUTH.FORGOT.MIN') },
          { max: 50, message: t('AUTH.FORGOT.MAX') },
        ]}>
          <Input autoComplete="email" autoFocus />
        </Form.Item>
        <div className="auth-row">
          <Link to="/auth/login">{t('AUTH.FORGOT.BACK')}</Link>
          <Button type="primary" htmlType="submit" loading={fetching}>{t('AUTH.FORGOT.SUBMIT')}</Button>
        </div>
      </Form>
    </>
  );
}
