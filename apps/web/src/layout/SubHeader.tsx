import { Fragment } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Breadcrumb, Button, Dropdown } from 'antd';
import { FileTextOutlined, DownOutlined } from '@ant-design/icons';
import { useSession } from '../lib/session';
import { endWords, pageInfo, type Crumb } from '../lib/breadcrumbs';
import { isMessageKey, useT } from '../i18n';

/** Page title, breadcrumbs, a Reports button and an Actions dropdown. */
export function SubHeader() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { menu } = useSession();
  const info = pageInfo(menu, pathname);
  const label = (c: Crumb) => {
    const text = c.key && isMessageKey(c.key) ? t(c.key) : c.label;
    return c.ends ? endWords(text) : [text];
  };
  const items = info.crumbs.flatMap((c) => label(c)).map((title, i) => ({ key: i, title }));
  const title = info.titleKey && isMessageKey(info.titleKey) ? t(info.titleKey) : info.title;
  return (
    <div className="subheader">
      <div className="subheader-title">
        <h1 data-testid="page-title">{title}</h1>
        <Breadcrumb items={items.map((i) => ({ ...i, title: <Fragment>{i.title}</Fragment> }))} data-testid="breadcrumbs" />
      </div>
      <div className="subheader-actions">
        <Button icon={<FileTextOutlined />} onClick={() => navigate('/archives')}>{t('SUBHEADER.REPORTS')}</Button>
        <Dropdown menu={{ items: [{ key: 'none', label: t('SUBHEADER.NO_ACTIONS'), disabled: true }] }}>
          <Button type="primary">{t('SUBHEADER.ACTIONS')} <DownOutlined /></Button>
        </Dropdown>
      </div>
    </div>
  );
}
