import { Link } from 'react-router';
import { Card } from 'antd';
import { useT } from '../../i18n';

export default function TermsPage() {
  const t = useT();
  return (
    <div className="plain-page">
      <Card title={t('TERMS.TITLE')} style={{ maxWidth: 720 }}>
        <p>{t('TERMS.TEXT')}</p>
        <Link to="/auth/login">{t('AUTH.FORGOT.BACK')}</Link>
      </Card>
    </div>
  );
}
