import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Avatar, Button, Input, Modal, Space } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { getSession, sessionActions, useSession } from '../lib/session';
import { useSessionRequest } from '../lib/session-request';
import { LoginDocument as LOGIN } from '../gql-session/graphql';
import { useT } from '../i18n';

/** Persisted lock: a reload stays locked; the password unlocks through the sign-in call. */
export function LockScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fetching, login] = useSessionRequest(LOGIN);

  const unlock = async () => {
    if (!password.trim()) { setError(t('LOCK.EMPTY')); return; }
    setError(null);
    if (!user) return;
    const r = await login({ User_Name: user.User_Name, Password1: password.trim(), ipAddress: null }, getSession().access_token);
    if (!r.data?.login.access_token || r.data.login.otpVerification) { setError(t('AUTH.VALIDATION.INVALID_PASSWORD')); return; }
    setPassword('');
    sessionActions.complete(r.data.login);
  };

  return (
    <Modal open closable={false} footer={null} centered mask={{ closable: false }} keyboard={false} width={420}
      styles={{ mask: { backdropFilter: 'blur(8px)', background: 'rgba(10, 30, 60, 0.55)' } }}>
      <div className="lock-screen" data-testid="lock-screen">
        <Avatar size={72} icon={<UserOutlined />} />
        <h3>{user?.First_Name} {user?.Last_Name}</h3>
        <p><strong>{t('LOCK.TITLE')}</strong></p>
        <p>{t('LOCK.TEXT')}</p>
        {error && <Alert type="error" showIcon title={error} data-testid="lock-error" />}
        <Input.Password prefix={<LockOutlined />} value={password} onChange={(e) => setPassword(e.target.value)}
          onPressEnter={unlock} placeholder={t('AUTH.INPUT.PASSWORD')} autoFocus data-testid="lock-password" />
        <Space>
          <Button onClick={() => navigate('/logout')}>{t('LOCK.LOGOUT')}</Button>
          <Button type="primary" loading={fetching} onClick={unlock} data-testid="unlock-button">{t('LOCK.UNLOCK')}</Button>
        </Space>
      </div>
    </Modal>
  );
}
