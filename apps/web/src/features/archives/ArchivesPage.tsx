import { Card, Empty } from 'antd';
import { useT } from '../../i18n';

export default function ArchivesPage() {
  const t = useT();
  return <Card title={t('ARCHIVES.TITLE')}><Empty description={t('ARCHIVES.TEXT')} /></Card>;
}
