import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { graphql } from '../gql';
import { sessionActions, useSession } from '../lib/session';
import { useT } from '../i18n';
import { LanguageSelect } from '../components/LanguageSelect';
import { useOpened } from '../lib/useOpened';
import { antIsland } from '../app/ant-island';
import { SvgIcon } from '../components/light/SvgIcon';
import { Button } from '../components/light/Button';
import { MenuButton, type MenuEntry } from '../components/light/MenuButton';

// The panels load at their first opening, Ant Design with them, not with every screen.
const NotificationsPanel = antIsland(() => import('./NotificationsPanel').then((m) => ({ default: m.NotificationsPanel })));
const UserPanel = antIsland(() => import('./UserPanel').then((m) => ({ default: m.UserPanel })));

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
  const bellName = unread > 0 ? t('TOPBAR.NOTIFICATIONS_UNREAD', { count: unread }) : t('TOPBAR.NOTIFICATIONS');
  const entries: MenuEntry[] = [
    { key: 'who', content: (
      <div className="user-card" data-testid="user-card">
        <strong>{name}</strong>
        <span>{s.userRole?.Title}</span>
        {s.userVote && <span>{t('TOPBAR.VOTE')}: {s.userVote.Vote_Code} — {s.userVote.Vote_Name}</span>}
        {s.activeFiscalYear && <span>{t('TOPBAR.FISCAL_YEAR')}: {s.activeFiscalYear.Fiscal_Year}</span>}
      </div>
    ) },
    { key: 'divider', divider: true },
    { key: 'profile', label: t('TOPBAR.MY_PROFILE'), onClick: () => { void navigate('/user-profile'); } },
    { key: 'panel', label: t('PROFILE.PERSONAL'), onClick: () => setAside('user') },
    { key: 'out', label: t('TOPBAR.SIGN_OUT'), danger: true, onClick: () => { void navigate('/logout'); } },
  ];
  return (
    <div className="topbar">
      <LanguageSelect compact />
      <span className="l-badge">
        {/* The count is part of the button's name, so a screen reader says it; the badge is drawn for the eye only. */}
        <Button kind="text" className="topbar-icon" icon={<SvgIcon icon={BellOutlined} />} onClick={() => { void openNotifications(); }}
          aria-label={bellName} title={bellName} data-testid="notifications-button" />
        {unread > 0 && <sup className="l-badge-count" aria-hidden="true">{unread > 99 ? '99+' : unread}</sup>}
      </span>
      <Button kind="text" className="topbar-icon" icon={<SvgIcon icon={LockOutlined} />} onClick={() => { void lockNow(); }}
        aria-label={t('TOPBAR.LOCK')} title={t('TOPBAR.LOCK')} data-testid="lock-button" />
      <MenuButton entries={entries} className="user-toggle" testId="user-menu">
        <span className="l-avatar"><SvgIcon icon={UserOutlined} /></span> <span className="user-name">{s.user?.User_Name}</span>
      </MenuButton>
      {notificationsOpened && <NotificationsPanel open={aside === 'notifications'} onClose={() => setAside(null)} items={data?.myNotifications ?? []}
        onOpen={(path) => { setAside(null); void navigate(path); }} />}
      {userOpened && <UserPanel open={aside === 'user'} onClose={() => setAside(null)} />}
    </div>
  );
}
