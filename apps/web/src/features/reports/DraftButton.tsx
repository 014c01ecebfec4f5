import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { downloadFile } from '../../lib/download';
import { useT } from '../../i18n';
import { useFailure } from '../../i18n/errors';

/**
 * Opens the report generator's DRAFT of a task (Submission_ID) or of a report for an entity and year. Drawing a
 * document takes a moment: the button shows it is working and takes no second click meanwhile.
 */
export function DraftButton({ query }: { query: Record<string, number> }) {
  const t = useT();
  const fail = useFailure();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    setBusy(true);
    try { await downloadFile(`/api/reports/generator?${q.toString()}`, 'DRAFT.pdf'); } catch (e) { fail(e, t('REPORTS.DRAFT_UNAVAILABLE')); } finally { setBusy(false); }
  };
  return <Tooltip title={t('REPORTS.DRAFT_HINT')}><Button size="small" loading={busy} aria-busy={busy} onClick={() => { void open(); }} data-testid="draft-button">{t('REPORTS.DRAFT')}</Button></Tooltip>;
}
