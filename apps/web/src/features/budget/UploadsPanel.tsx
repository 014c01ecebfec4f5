import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, Button, Col, Form, Row, Select, Space, Table, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { isUploadKind, stageAreaOf, UPLOAD_KINDS, UPLOAD_KIND_NAMES, UPLOAD_LIMITS, type RowError, type UploadErrorCode, type UploadKind, type UploadPhase, type UploadPreviewAnswer } from '@pbs/domain';
import { authorizedFetch, downloadFile } from '../../lib/download';
import { commitUpload, uploadSpreadsheet, type UploadAnswer } from '../../lib/upload';
import { UploadProgress } from './UploadProgress';
import { useSession } from '../../lib/session';
import { useT, useFormat } from '../../i18n';
import { useBudgetChoices } from './useBudgetChoices';
import { UploadPreview, UploadWarnings } from './UploadPreview';
import { UploadHistory, useRejectedRows } from './UploadHistory';
import { StoredList } from './StoredList';
import { useFailure } from '../../i18n/errors';
import { columnLabel } from './column-names';
import { choice } from './loading-state';

/** Kinds with screens of their own (the MTEF and IPF grids, the budget lines, the performance plan); the others are lists shown here. */
const OWN_SCREEN = new Set<UploadKind>(['mtef', 'ipf', 'virement', 'supplementary', 'performance', 'lg-performance']);

/**
 * Spreadsheet uploads: pick a kind, download its template (with the current figures for MTEF and IPF), fill it
 * and upload it. The file is checked and previewed first (what it adds, changes and removes) and written only on
 * Commit; the answer is either the number of rows imported or every row error, in the user's language.
 */
export function UploadsPanel() {
  const t = useT();
  const fail = useFailure();
  const f = useFormat();
  const s = useSession();
  const c = useBudgetChoices();
  const kinds = useMemo(() => UPLOAD_KIND_NAMES.filter((k) => c.ministry || (!UPLOAD_KINDS[k].ministryOnly && UPLOAD_KINDS[k].area === (c.ownKind ?? 'CG'))), [c.ministry, c.ownKind]);
  const [kind, setKind] = useState<UploadKind | null>(null);
  const [yearId, setYearId] = useState<number | null>(s.activeFiscalYear?.Year_ID ?? null);
  const [progress, setProgress] = useState<number | null>(null);
  // The server's step once the bytes are in (parse, check, compare or write), for an upload or a commit.
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [answer, setAnswer] = useState<UploadAnswer | null>(null);
  // Another screen may send the person here for one kind (the Performance tab's plan upload): each visit so sent
  // picks it, whether this tab was open before or not.
  const location = useLocation();
  const [visit, setVisit] = useState<string | null>(null);
  if (location.key !== visit) {
    setVisit(location.key);
    const asked = (location.state as { uploadKind?: string } | null)?.uploadKind;
    if (asked && isUploadKind(asked) && kinds.includes(asked)) { setKind(asked); setAnswer(null); }
  }
  const [committing, setCommitting] = useState(false);
  // Bumped when an upload lands or is reverted: the history reads itself again.
  const [version, setVersion] = useState(0);
  const rejectedRows = useRejectedRows();
  const def = kind ? UPLOAD_KINDS[kind] : null;
  const stage = kind && def?.staged ? c.stages(stageAreaOf(kind), yearId).find((x) => x.Is_Active)?.Stage : undefined;
  const query = new URLSearchParams({ ...(yearId ? { Year_ID: String(yearId) } : {}), ...(stage ? { Stage: String(stage) } : {}) }).toString();

  const template = async () => {
    try { await downloadFile(`/api/uploads/${kind}/template.xlsx?${query}`, `PBS_${kind}_template.xlsx`); } catch (e) { fail(e); }
  };
  const upload = async (file: File) => {
    if (!kind) return;
    setAnswer(null);
    setProgress(0);
    try {
      const result = await uploadSpreadsheet(`/api/uploads/${kind}?${query}&Preview=1`, file, setProgress, setPhase);
      setAnswer(result);
      if (!result.ok && result.params?.rejection) setVersion((v) => v + 1);
    } catch (e) {
      fail(e);
    } finally {
      setProgress(null);
      setPhase(null);
    }
  };
  /** Writes the previewed file (every check runs again), or drops it. */
  const decide = async (preview: UploadPreviewAnswer['preview'], commit: boolean) => {
    setCommitting(true);
    try {
      const result = commit ? await commitUpload(preview.id, setPhase) : null;
      if (!commit) await authorizedFetch(`/api/uploads/previews/${preview.id}`, { method: 'DELETE' });
      setAnswer(result);
      if (result) setVersion((v) => v + 1);
    } catch (e) {
      fail(e);
    } finally { setCommitting(false); setPhase(null); }
  };
  const message = (e: { code: UploadErrorCode; params?: Record<string, string | number> }) => t(e.code, { ...e.params });
  const rejection = answer && !answer.ok ? answer.params?.rejection : undefined;

  return (
    <div id="uploads">
      <Form layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={10}><Form.Item label={t('UPLOAD.KIND')}>
            <Select aria-label={t('UPLOAD.KIND')} value={kind ?? undefined} onChange={(k) => { setKind(k); setAnswer(null); }} data-testid="upload-kind" placeholder={t('UPLOAD.CHOOSE_KIND')}
              showSearch={{ optionFilterProp: 'label' }}
              options={kinds.map((k) => ({ value: k, label: t(`UPLOAD.KIND.${k}`) }))} />
          </Form.Item></Col>
          <Col xs={24} md={6}><Form.Item label={t('FIELD.Fiscal_Year')}>
            <Select aria-label={t('FIELD.Fiscal_Year')} {...choice(c.ready, yearId)} onChange={setYearId} options={c.years.map((y) => ({ value: y.Year_ID, label: y.Fiscal_Year }))} />
          </Form.Item></Col>
          <Col xs={24} md={8}><Form.Item label=" ">
            <Button icon={<DownloadOutlined />} disabled={!kind} onClick={template} data-testid="upload-template">{t('UPLOAD.TEMPLATE')}</Button>
          </Form.Item></Col>
        </Row>
      </Form>
      {def && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert type="info" showIcon title={t('UPLOAD.RULES', { rows: f.number(UPLOAD_LIMITS.dataRows), size: 10 })}
            description={`${t('UPLOAD.COLUMNS')}: ${def.columns.map((col) => columnLabel(t, col.header)).join(', ')}${def.staged ? ` · ${t('FIELD.Stage')} ${stage ?? '—'}` : ''}`} />
          <Upload.Dragger accept=".xlsx" multiple={false} showUploadList={false} disabled={progress !== null || (def.staged && !stage)}
            beforeUpload={(file) => { void upload(file); return false; }} data-testid="upload-drop">
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">{t('UPLOAD.DROP')}</p>
          </Upload.Dragger>
          {(progress !== null || phase) && <UploadProgress bytes={progress} phase={phase} />}
          {answer?.ok && 'preview' in answer && (
            <UploadPreview preview={answer.preview} busy={committing} onCommit={() => { void decide(answer.preview, true); }} onCancel={() => { void decide(answer.preview, false); }} />
          )}
          {answer?.ok && 'batchId' in answer && (
            <>
              <Alert type="success" showIcon title={t('UPLOAD.DONE', { rows: answer.rows })} data-testid="upload-done" />
              <UploadWarnings warnings={answer.warnings} count={answer.warningCount} />
            </>
          )}
          {answer && !answer.ok && (
            <>
              <Alert type="error" showIcon title={message(answer)} data-testid="upload-failed"
                description={answer.errorCount > answer.rowErrors.length ? t('UPLOAD.MORE_ERRORS', { shown: answer.rowErrors.length, total: answer.errorCount }) : undefined}
                action={rejection ? (
                  <Button size="small" icon={<DownloadOutlined />} data-testid="upload-rejected-rows"
                    onClick={() => { void rejectedRows(String(rejection), kind ?? 'upload'); }}>{t('UPLOAD.REJECTED_ROWS')}</Button>
                ) : undefined} />
              {answer.rowErrors.length > 0 && (
                <Table<RowError> size="small" rowKey={(e) => `${e.row}-${e.column}-${e.code}`} dataSource={answer.rowErrors} pagination={{ pageSize: 50 }} data-testid="upload-errors"
                  columns={[
                    { key: 'r', title: t('UPLOAD.ROW'), dataIndex: 'row', width: 80 },
                    { key: 'c', title: t('UPLOAD.COLUMN'), width: 220, render: (_, e) => columnLabel(t, e.column) },
                    { key: 'm', title: t('UPLOAD.PROBLEM'), render: (_, e) => message(e) },
                  ]} />
              )}
            </>
          )}
          {kind && yearId && !OWN_SCREEN.has(kind) && <StoredList kind={kind} yearId={yearId} version={version} />}
          {kind && yearId && <UploadHistory kind={kind} yearId={yearId} version={version} onReverted={() => setAnswer(null)} />}
        </Space>
      )}
    </div>
  );
}
