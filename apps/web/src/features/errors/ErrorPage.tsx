import { Navigate, useNavigate, useParams } from 'react-router';
import { Button, Result, Space } from 'antd';
import { useT } from '../../i18n';

const VARIANTS = ['error-v1', 'error-v2', 'error-v3', 'error-v4', 'error-v5', 'error-v6'];

/** Six variants of one 'OOPS' page; v1 offers Back and Dashboard. Any other variant goes to v1. */
export default function ErrorPage() {
  const t = useT();
  const navigate = useNavigate();
  const { variant = 'error-v1' } = useParams();
  if (!VARIANTS.includes(variant)) return <Navigate to="/error/error-v1" replace />;
  const n = Number(variant.slice(-1));
  return (
    <div className={`error-page error-v${n}`}>
      <Result
        status={n % 2 ? '404' : 'warning'}
        title={<span className="error-title">{t('ERROR.OOPS')}</span>}
        subTitle={t('ERROR.NOT_FOUND')}
        extra={n === 1 && (
          <Space>
            <Button onClick={() => navigate(-1)}>{t('ERROR.BACK')}</Button>
            <Button type="primary" onClick={() => navigate('/dashboard')}>{t('ERROR.DASHBOARD')}</Button>
          </Space>
        )}
      />
    </div>
  );
}
