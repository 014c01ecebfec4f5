import { useLayoutConfig } from '../lib/layout-config';
import { useT } from '../i18n';

const SITE = 'https://www.finance.go.ug';

/** Compact or extended by the layout builder; links go to the ministry's site. */
export function Footer() {
  const t = useT();
  const { footer } = useLayoutConfig();
  const year = new Date().getFullYear();
  return (
    <footer className={`app-footer footer-${footer}`}>
      {footer === 'extended' && (
        <div className="footer-extended">
          <div><strong>{t('APP.NAME')}</strong><p>{t('APP.MINISTRY')}</p></div>
          <div><a href={SITE} target="_blank" rel="noreferrer">{t('FOOTER.SITE')}</a><br />
            <a href="https://budget.finance.go.ug" target="_blank" rel="noreferrer">{t('FOOTER.BUDGET_PORTAL')}</a></div>
        </div>
      )}
      <div className="footer-bar">
        <span>{t('FOOTER.COPYRIGHT', { year })}</span>
        {/* The extended footer names the site above; the bar repeats it only when compact. */}
        {footer !== 'extended' && <a href={SITE} target="_blank" rel="noreferrer">{t('FOOTER.SITE')}</a>}
      </div>
    </footer>
  );
}
