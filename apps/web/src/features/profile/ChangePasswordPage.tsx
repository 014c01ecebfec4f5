import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import { Alert, Button, Card, Form, Input } from 'antd';
import { getSession, sessionActions, useSession } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { useT } from '../../i18n';
import { useFailure } from '../../i18n/errors';

const CHANGE = graphql(`mutation ChangePassword($o: String!, $n: String!) { changePassword(Old_Password: $o, New_Password: $n) }`);

/** Also the forced stop for users signed in with a temporary password. */
export default function ChangePasswordPage() {
  const t = useT();
  const fail = useFailure();
  const navigate = useNavigate();
  const { user } = useSession();
  const [{ fetching }, change] = useMutation(CHANGE);
  const submit = async (v: { old: string; next: string }) => {
    const r = await change({ o: v.old, n: v.next });
    if (r.error) { fail(r.error); return; }
    const user = getSession().user;
    if (user) sessionActions.setUser({ ...user, Is_Temp_Password: false });
    toastSuccess(t('PROFILE.PASSWORD_CHANGED'));
    void navigate('/dashboard');
  };
  return (
    <Card title={t('PROFILE.CHANGE_PASSWORD')} style={{ maxWidth: 560 }}>
      {user?.Is_Temp_Password && <Alert type="warning" showIcon title={t('PROFILE.TEMP_NOTICE')} style={{ marginBottom: 16 }} data-testid="temp-notice" />}
      <Form layout="vertical" onFinish={submit}>
        <Form.Item name="old" label={t('PROFILE.OLD_PASSWORD')} rules={[{ required: true, message: t('AUTH.VALIDATION.REQUIRED_FIELD') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="next" label={t('PROFILE.NEW_PASSWORD')} extra={t('PROFILE.PASSWORD_RULES')} rules={[
          { required: true, message: t('AUTH.VALIDATION.REQUIRED_FIELD') },
          { min: 10, message: t('PASSWORD.TOO_SHORT') }, { max: 50, message: t('PASSWORD.TOO_LONG') },
          { pattern: /[A-Za-z]/, message: t('PASSWORD.NEEDS_LETTER') }, { pattern: /\d/, message: t('PASSWORD.NEEDS_DIGIT') },
        ]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label={t('PROFILE.CONFIRM_PASSWORD')} dependencies={['next']} rules={[
          { required: true, message: t('AUTH.VALIDATION.REQUIRED_FIELD') },
          ({ getFieldValue }) => ({ validator: (_, v) => (v === getFieldValue('next') ? Promise.resolve() : Promise.reject(new Error(t('PROFILE.MISMATCH')))) }),
        ]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={fetching}>{t('COMMON.SAVE')}</Button>
      </Form>
    </Card>
  );
}
