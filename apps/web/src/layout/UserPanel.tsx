import { useNavigate } from 'react-router';
import { Avatar, Button, Descriptions, Drawer } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useSession } from '../lib/session';
import { useT } from '../i18n';

/** Right panel: picture, names, occupation, email and Sign out. */
export function UserPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <Drawer open={open} onClose={onClose} placement="right" title={t('PROFILE.PERSONAL')} size={340}>
      <div className="user-panel-head">
        <Avatar size={64} icon={<UserOutlined />} />
        <div><strong>{user?.First_Name} {user?.Last_Name}</strong><div>{user?.Occupation}</div></div>
      </div>
      <Descriptions column={1} size="small" items={[
        { key: 'email', label: t('FIELD.Email'), children: user?.Email },
        { key: 'user', label: t('FIELD.User_Name'), children: user?.User_Name },
      ]} />
      <Button block danger onClick={() => { onClose(); void navigate('/logout'); }} style={{ marginTop: 16 }}>{t('TOPBAR.SIGN_OUT')}</Button>
    </Drawer>
  );
}
