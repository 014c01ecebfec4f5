import { useEffect } from 'react';
import { useQuery } from 'urql';
import { Button } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { downloadFile } from '../../lib/download';
import { useT } from '../../i18n';
import { BUDGET_SCOPE } from '../../lib/budget-scope';
import { CONSOLIDATED_DOCS } from './documents';
import { useFailure } from '../../i18n/errors';

/** The newest consolidated document of a report and year, for ministry users; re-read when `refresh` changes. */
export function ConsolidatedButton({ reportId, yearId, refresh }: { reportId: number; yearId: number; refresh: number }) {
  const t = useT();
  const fail = useFailure();
  const [scope] = useQuery({ query: BUDGET_SCOPE });
  const ministry = scope.data?.myBudgetScope.Is_Ministry ?? false;
  const [{ data }, reload] = useQuery({ query: CONSOLIDATED_DOCS, variables: { r: reportId, y: yearId }, pause: !ministry });
  // The document is drawn after consolidation answers: look again a moment later.
  useEffect(() => {
    if (!refresh || !ministry) return;
    const timer = setTimeout(() => { reload({ requestPolicy: 'network-only' }); }, 1500);
    return () => { clearTimeout(timer); };
  }, [refresh, ministry, reload]);
  const newest = data?.consolidatedDocuments.find((d) => d.File_Format === 'PDF') ?? data?.consolidatedDocuments[0];
  if (!newest) return null;
  const open = async () => {
    try { await downloadFile(`/api/archive/consolidated/${newest.Consolidated_ID}`, 'Consolidated.pdf'); } catch (e) { fail(e); }
  };
  return <Button icon={<FilePdfOutlined />} onClick={() => { void open(); }} data-testid="consolidated-document">{t('REPORTS.CONSOLIDATED_DOC', { n: newest.Entities })}</Button>;
}
