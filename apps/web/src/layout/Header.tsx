import { Fragment, useState } from 'react';
import { NavLink } from 'react-router';
import { Layout } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useSession } from '../lib/session';
import { useLayoutConfig } from '../lib/layout-config';
import { useT } from '../i18n';
import { MenuDrawer, type Section } from './MenuDrawer';
import { TopBar } from './TopBar';
import type { MessageKey } from '../i18n';

const DRAWER_SECTIONS: { section: Section; key: MessageKey }[] = [
  { section: 'admin', key: 'MENU.ADMIN' }, { section: 'masters', key: 'MENU.MASTERS' },
];

/** Dashboard, Admin, Masters, Budget, Reports, Archives; the drawer items appear only when the user has menus there. */
export function Header({ aside, setAside }: { aside: 'notifications' | 'user' | null; setAside: (a: 'notifications' | 'user' | null) => void }) {
  const t = useT();
  const { menu } = useSession();
  const { menuArrows } = useLayoutConfig();
  const [open, setOpen] = useState<Section | null>(null);
  const has = (s: Section) => menu.some((m) => m.Section === s);
  const drawerItem = (section: Section, key: MessageKey) => has(section) && (
    <button type="button" className={`nav-item ${open === section ? 'active' : ''}`} onClick={() => setOpen(section)} data-testid={`nav-${section}`}>
      {t(key)}{menuArrows && <DownOutlined className="nav-arrow" />}
    </button>
  );
  return (
    <Layout.Header className="app-header">
      <NavLink to="/dashboard" className="brand"><span className="brand-logo">PBS</span><span className="brand-name">{t('APP.NAME')}</span></NavLink>
      <nav className="nav" aria-label="main">
        <NavLink to="/dashboard" className="nav-item">{t('MENU.DASHBOARD')}</NavLink>
        {/* No wrapper element: a section the user has no menus in leaves no gap in the bar. */}
        {DRAWER_SECTIONS.map(({ section, key }) => <Fragment key={section}>{drawerItem(section, key)}</Fragment>)}
        <NavLink to="/budget" className="nav-item">{t('MENU.BUDGET')}</NavLink>
        {drawerItem('reports', 'MENU.REPORTS')}
        <NavLink to="/archives" className="nav-item">{t('MENU.ARCHIVES')}</NavLink>
      </nav>
      <TopBar aside={aside} setAside={setAside} />
      <MenuDrawer section={open} onClose={() => setOpen(null)} />
    </Layout.Header>
  );
}
