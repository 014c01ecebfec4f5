import { Fragment, useState } from 'react';
import { NavLink } from 'react-router';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { useSession } from '../lib/session';
import { useLayoutConfig } from '../lib/layout-config';
import { useT } from '../i18n';
import type { Section } from './MenuDrawer';
import { useOpened } from '../lib/useOpened';
import { TopBar } from './TopBar';
import type { MessageKey } from '../i18n';
import { antIsland } from '../app/ant-island';
import { SvgIcon } from '../components/light/SvgIcon';
import { Button } from '../components/light/Button';

// The section menu and the phone's drawer load at their first opening, Ant Design with them.
const MenuDrawer = antIsland(() => import('./MenuDrawer').then((m) => ({ default: m.MenuDrawer })));
const PhoneNav = antIsland(() => import('./PhoneNav'));

const DRAWER_SECTIONS: { section: Section; key: MessageKey }[] = [
  { section: 'admin', key: 'MENU.ADMIN' }, { section: 'masters', key: 'MENU.MASTERS' },
];

/** Dashboard, Admin, Masters, Budget, Reports, Archives; the drawer items appear only when the user has menus there. */
export function Header({ aside, setAside }: { aside: 'notifications' | 'user' | null; setAside: (a: 'notifications' | 'user' | null) => void }) {
  const t = useT();
  const { menu } = useSession();
  const { menuArrows } = useLayoutConfig();
  const [open, setOpen] = useState<Section | null>(null);
  const menuOpened = useOpened(open != null);
  // On a phone the sections sit in a drawer behind a menu button instead of a bar too narrow to hold them.
  const [phoneNav, setPhoneNav] = useState(false);
  const phoneNavOpened = useOpened(phoneNav);
  const has = (s: Section) => menu.some((m) => m.Section === s);
  const pick = (section: Section) => { setPhoneNav(false); setOpen(section); };
  const drawerItem = (section: Section, key: MessageKey) => has(section) && (
    <button type="button" className={`nav-item ${open === section ? 'active' : ''}`} onClick={() => pick(section)} data-testid={`nav-${section}`}>
      {t(key)}{menuArrows && <SvgIcon icon={DownOutlined} className="nav-arrow" />}
    </button>
  );
  const link = (to: string, key: MessageKey) => <NavLink to={to} className="nav-item" onClick={() => setPhoneNav(false)}>{t(key)}</NavLink>;
  const items = (
    <>
      {link('/dashboard', 'MENU.DASHBOARD')}
      {/* No wrapper element: a section the user has no menus in leaves no gap in the bar. */}
      {DRAWER_SECTIONS.map(({ section, key }) => <Fragment key={section}>{drawerItem(section, key)}</Fragment>)}
      {link('/budget', 'MENU.BUDGET')}
      {drawerItem('reports', 'MENU.REPORTS')}
      {link('/archives', 'MENU.ARCHIVES')}
    </>
  );
  return (
    <header className="app-header">
      <Button kind="text" className="nav-toggle" icon={<SvgIcon icon={MenuOutlined} />} aria-label={t('MENU.OPEN')} aria-expanded={phoneNav}
        onClick={() => setPhoneNav(true)} data-testid="nav-toggle" />
      <NavLink to="/dashboard" className="brand"><span className="brand-logo">PBS</span><span className="brand-name">{t('APP.NAME')}</span></NavLink>
      <nav className="nav" aria-label="main">{items}</nav>
      {phoneNavOpened && <PhoneNav open={phoneNav} onClose={() => setPhoneNav(false)} title={t('MENU.OPEN')}>{items}</PhoneNav>}
      <TopBar aside={aside} setAside={setAside} />
      {menuOpened && <MenuDrawer section={open} onClose={() => setOpen(null)} />}
    </header>
  );
}
