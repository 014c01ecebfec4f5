import { Fragment } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { useSession } from '../lib/session';
import { endWords, pageInfo, type Crumb } from '../lib/breadcrumbs';
import { isMessageKey, useT } from '../i18n';
import { SvgIcon } from '../components/light/SvgIcon';
import { Button } from '../components/light/Button';
import { MenuButton } from '../components/light/MenuButton';

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
  const crumbs = info.crumbs.flatMap((c) => label(c));
  const title = info.titleKey && isMessageKey(info.titleKey) ? t(info.titleKey) : info.title;
  return (
    <div className="subheader">
      <div className="subheader-title">
        <h1 data-testid="page-title">{title}</h1>
        <nav aria-label={t('SUBHEADER.BREADCRUMBS')}>
          <ol className="l-breadcrumb" data-testid="breadcrumbs">
            {crumbs.map(({ words, to }, i) => (
              // The separator is text, as a screen reader or a copy reads the path: 'LG/Masters/Sub Regions'.
              <li key={i}>{i > 0 && <span className="l-breadcrumb-sep" aria-hidden="true">/</span>}{to ? <Link to={to}>{words}</Link> : <Fragment>{words}</Fragment>}</li>
            ))}
          </ol>
        </nav>
      </div>
      <div className="subheader-actions">
        <Button icon={<SvgIcon icon={FileTextOutlined} />} onClick={() => { void navigate('/archives'); }}>{t('SUBHEADER.REPORTS')}</Button>
        <MenuButton entries={[{ key: 'none', label: t('SUBHEADER.NO_ACTIONS'), disabled: true }]} className="l-btn l-btn-primary">
          <span>{t('SUBHEADER.ACTIONS')}</span> <SvgIcon icon={DownOutlined} />
        </MenuButton>
      </div>
    </div>
  );
}
