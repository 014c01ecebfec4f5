import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Drawer, Empty, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { expandMenuPath } from '@pbs/domain';
import { useSession } from '../lib/session';
import { useT } from '../i18n';
import type { MessageKey } from '../i18n';

export type Section = 'admin' | 'masters' | 'reports' | 'budget';
const TITLE: Record<Section, MessageKey> = { admin: 'MENU.ADMIN', masters: 'MENU.MASTERS', reports: 'MENU.REPORTS', budget: 'MENU.BUDGET' };

/** The user's sub-menus of one header section, filtered by sub-menu or main-menu name. */
export function MenuDrawer({ section, onClose }: { section: Section | null; onClose: () => void }) {
  const t = useT();
  const { menu } = useSession();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => {
    const q = query.trim().toLowerCase();
    return menu.filter((m) => m.Section === section).map((main) => {
      const mainName = t(`MAIN.${main.Main_Menu_Name}`);
      const mainHit = !q || mainName.toLowerCase().includes(q) || main.Main_Menu_Name.toLowerCase().includes(q);
      const areas = (main.Process_Area ?? '').toLowerCase().split(',').map((a) => a.trim()).filter(Boolean);
      // A process-area menu gives one entry per area (Approvals for CG, LG, SEPC): each is labelled with its area.
      const subs = main.subMenus.flatMap((s) => expandMenuPath(s.Sub_Menu_Path, main.Process_Area).map((path) => ({
        path, name: t(`PAGE.${s.Sub_Menu_Path}`) === `PAGE.${s.Sub_Menu_Path}` ? s.Sub_Menu_Name : t(`PAGE.${s.Sub_Menu_Path}`),
        area: path === s.Sub_Menu_Path ? '' : path.split('/').find((seg) => areas.includes(seg)) ?? '',
      }))).filter((s) => mainHit || s.name.toLowerCase().includes(q) || s.area.includes(q));
      return { main, mainName, subs };
    }).filter((g) => g.subs.length);
  }, [menu, section, query, t]);

  return (
    <Drawer open={!!section} onClose={onClose} placement="left" size={340} title={section ? t(TITLE[section]) : ''} destroyOnHidden>
      <Input allowClear prefix={<SearchOutlined />} placeholder={t('MENU.SEARCH')} value={query}
        onChange={(e) => setQuery(e.target.value)} className="menu-search" data-testid="menu-search" />
      {groups.length === 0 && <Empty description={t('MENU.EMPTY')} />}
      {groups.map(({ main, mainName, subs }) => (
        <section key={main.Main_Menu_ID} className="menu-group">
          <h4>{mainName}</h4>
          <ul>
            {subs.map((s) => (
              <li key={s.path}><Link to={s.path} onClick={onClose}>{s.name}{s.area && <span className="menu-area">{s.area.toUpperCase()}</span>}</Link></li>
            ))}
          </ul>
        </section>
      ))}
    </Drawer>
  );
}
