import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../gql';
import { Avatar, Badge, Button, Dropdown, Tooltip } from 'antd';
import { BellOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { sessionActions, useSession } from '../lib/session';
import { useT } from '../i18n';
import { LanguageSelect } from '../components/LanguageSelect';
import { useOpened } from '../lib/useOpened';

// The panels load at their first opening, not with every screen.
const NotificationsPanel = lazy(() => import('./NotificationsPanel').then((m) => ({ default: m.NotificationsPanel })));
const UserPanel = lazy(() => import('./UserPanel').then((m) => ({ default: m.UserPanel })));

const NOTIFICATIONS = graphql(`query MyNotifications { myNotifications { Notification_ID Category Icon Title Description Is_Read Created_Date Path } }`);
const LOCK = graphql(`mutation LockScreen { lockScreen }`);
const MARK_READ = graphql(`mutation MarkNotificationsRead { markNotificationsRead }`);

export function TopBar({ aside, setAside }: { aside: 'notifications' | 'user' | null; setAside: (a: 'notifications' | 'user' | null) => void }) {
  const t = useT();
  const navigate = useNavigate();
  const s = useSession();
  const [{ data }, refetch] = useQuery({ query: NOTIFICATIONS });
  const [, lock] = useMutation(LOCK);
  const [, markRead] = useMutation(MARK_READ);
  const notificationsOpened = useOpened(aside === 'notifications');
  const userOpened = useOpened(aside === 'user');
  const unread = (data?.myNotifications ?? []).filter((n) => !n.Is_Read).length;
  const name = [s.user?.First_Name, s.user?.Last_Name].filter(Boolean).join(' ') || s.user?.User_Name;

  const lockNow = async () => { sessionActions.setLocked(true); await lock({}); };
  // Opening the panel is reading it: the bell then counts only what arrives after.
  const openNotifications = async () => {
    setAside('notifications');
    if (unread) { await markRead({}); refetch({ requestPolicy: 'network-only' }); }
  };
  const items = [
    { key: 'who', disabled: true, label: (
      <div className="user-card" data-testid="user-card">
        <strong>{name}</strong>
        <span>{s.userRole?.Title}</span>
        {s.userVote && <span>{t('TOPBAR.VOTE')}: {s.userVote.Vote_Code} — {s.userVote.Vote_Name}</span>}
        {s.activeFiscalYear && <span>{t('TOPBAR.FISCAL_YEAR')}: {s.activeFiscalYear.Fiscal_Year}</span>}
      </div>
    ) },
    { type: 'divider' as const },
    { key: 'profile', label: t('TOPBAR.MY_PROFILE'), onClick: () => navigate('/user-profile') },
    { key: 'panel', label: t('PROFILE.PERSONAL'), onClick: () => setAside('user') },
    { key: 'out', label: t('TOPBAR.SIGN_OUT'), danger: true, onClick: () => navigate('/logout') },
  ];
  return (
    <div className="topbar">
      <LanguageSelect compact />
      <Tooltip title={t('TOPBAR.NOTIFICATIONS')}>
        <Badge count={unread} size="small">
          <Button type="text" shape="circle" icon={<BellOutlined />} onClick={() => { void openNotifications(); }} aria-label={t('TOPBAR.NOTIFICATIONS')} data-testid="notifications-button" />
        </Badge>
      </Tooltip>
      <Tooltip title={t('TOPBAR.LOCK')}>
        <Button type="text" shape="circle" icon={<LockOutlined />} onClick={lockNow} aria-label={t('TOPBAR.LOCK')} data-testid="lock-button" />
      </Tooltip>
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <button type="button" className="user-toggle" data-testid="user-menu">
          <Avatar size="small" icon={<UserOutlined />} /> <span className="user-name">{s.user?.User_Name}</span>
        </button>
      </Dropdown>
      <Suspense fallback={null}>
        {notificationsOpened && <NotificationsPanel open={aside === 'notifications'} onClose={() => setAside(null)} items={data?.myNotifications ?? []}
          onOpen={(path) => { setAside(null); void navigate(path); }} />}
        {userOpened && <UserPanel open={aside === 'user'} onClose={() => setAside(null)} />}
      </Suspense>
    </div>
  );
}
