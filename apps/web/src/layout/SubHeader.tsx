import { Fragment } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Breadcrumb, Button, Dropdown } from 'antd';
import { FileTextOutlined, DownOutlined } from '@ant-design/icons';
import { useSession } from '../lib/session';
import { endWords, pageInfo, type Crumb } from '../lib/breadcrumbs';
import { isMessageKey, useT } from '../i18n';

/** Page title, breadcrumbs, a Reports button and an Actions dropdown. */
export function SubHeader() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const { menu } = useSession();
  const info = pageInfo(menu, pathname, hash);
  const label = (c: Crumb) => {
    const text = c.key && isMessageKey(c.key) ? t(c.key) : c.label;
    return (c.ends ? endWords(text) : [text]).map((words) => ({ words, to: c.to }));
  };
  const items = info.crumbs.flatMap((c) => label(c)).map(({ words, to }, i) => ({ key: i, title: to ? <Link to={to}>{words}</Link> : <Fragment>{words}</Fragment> }));
  const title = info.titleKey && isMessageKey(info.titleKey) ? t(info.titleKey) : info.title;
  return (
    <div className="subheader">
      <div className="subheader-title">
        <h1 data-testid="page-title">{title}</h1>
        <Breadcrumb items={items} data-testid="breadcrumbs" />
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
