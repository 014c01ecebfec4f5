import { Outlet, Link } from 'react-router';
import { LanguageSelect } from '../../components/LanguageSelect';
import { useT } from '../../i18n';

/** Brand panel on the left, the form on the right, legal links and language below it. */
export function AuthLayout() {
  const t = useT();
  return (
    <div className="auth-page">
      <aside className="auth-brand">
        <div className="auth-logo">PBS</div>
        <h1>{t('APP.NAME')}</h1>
        <p>{t('APP.MINISTRY')}</p>
        <p className="auth-tagline">{t('AUTH.LOGIN.SUBTITLE')}</p>
      </aside>
      <main className="auth-main">
        <div className="auth-form"><Outlet /></div>
        <footer className="auth-footer">
          <LanguageSelect />
          <nav>
            <Link to="/terms">{t('AUTH.FOOTER.PRIVACY')}</Link>
            <Link to="/terms">{t('AUTH.FOOTER.LEGAL')}</Link>
            <Link to="/terms">{t('AUTH.FOOTER.CONTACT')}</Link>
          </nav>
        </footer>
      </main>
    </div>
  );
}
