import { Button, Tooltip } from 'antd';
import { downloadFile } from '../../lib/download';
import { useT } from '../../i18n';
import { useFailure } from '../../i18n/errors';

/** Opens the report generator's DRAFT of a task (Submission_ID) or of a report for an entity and year. */
export function DraftButton({ query }: { query: Record<string, number> }) {
  const t = useT();
  const fail = useFailure();
  const open = async () => {
    const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    try { await downloadFile(`/api/reports/generator?${q.toString()}`, 'DRAFT.pdf'); } catch (e) { fail(e, t('REPORTS.DRAFT_UNAVAILABLE')); }
  };
  return <Tooltip title={t('REPORTS.DRAFT_HINT')}><Button size="small" onClick={() => { void open(); }}>{t('REPORTS.DRAFT')}</Button></Tooltip>;
}
