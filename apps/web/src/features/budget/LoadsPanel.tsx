import { useCallback, useState } from 'react';
import type { LoadKind } from '@pbs/domain';
import { Alert, Button, Col, Form, Popconfirm, Row, Select, Space, Table, Tag, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from 'urql';
import { useSession } from '../../lib/session';
import { startNationalLoad } from '../../lib/upload';
import { toastSuccess } from '../../lib/toast';
import { useFormat, useT } from '../../i18n';
import { stageName } from '../../i18n/stage-name';
import { useErrorToast, useFailure } from '../../i18n/errors';
import { ESTIMATE_LOADS, LOAD_MAPPINGS, REVERT_EXECUTION_LOAD, REVERT_LOAD } from './documents';
import { useBudgetChoices } from './useBudgetChoices';
import { LoadStatus } from './LoadStatus';
import { MappingEditor } from './MappingEditor';
import { UploadProgress } from './UploadProgress';
import { choice } from './loading-state';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The ministry's national load (docs/NATIONAL-LOAD.md): a year's detailed estimates — or a month of its execution from
 * the financial system (docs/EXECUTION-LOAD.md) — from one flat file, its columns read through a mapping of that kind
 * kept by name, checked in the background into a preview, then loaded. A load is a job on the server: the screen
 * follows the newest, and the history lists every load of the year to come back to.
 */
export function LoadsPanel() {
  const t = useT();
  const f = useFormat();
  const fail = useFailure();
  const s = useSession();
  const c = useBudgetChoices();
  const [yearId, setYearId] = useState<number | null>(s.activeFiscalYear?.Year_ID ?? null);
  const stages = c.stages('CG', yearId);
  const [stage, setStage] = useState<number | null>(s.activeStages.find((x) => x.Process_Area === 'CG')?.Stage ?? null);
  const [kind, setKind] = useState<LoadKind>('estimates');
  const [month, setMonth] = useState<number | null>(null);
  const [mapping, setMapping] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const [maps, refetchMaps] = useQuery({ query: LOAD_MAPPINGS });
  const [loads, refetchLoads] = useQuery({ query: ESTIMATE_LOADS, variables: { Year_ID: yearId ?? 0 }, pause: !yearId });
  const [, revert] = useMutation(REVERT_LOAD);
  const [, revertMonth] = useMutation(REVERT_EXECUTION_LOAD);
  useErrorToast(maps.error ?? loads.error, t('TOAST.FAILED'));
  const mappings = (maps.data?.loadMappings ?? []).filter((m) => m.Kind === kind);
  const execution = kind === 'execution';
  const target = execution ? month : stage;
  const chosen = mapping ?? mappings.at(0)?.Name ?? null;

  const settled = useCallback(() => refetchLoads({ requestPolicy: 'network-only' }), [refetchLoads]);
  const send = async (file: File) => {
    if (!yearId || !target || !chosen) return;
    setSent(0);
    try {
      const id = await startNationalLoad(execution ? '/api/execution/loads' : '/api/estimates/loads',
        new URLSearchParams({ Year_ID: String(yearId), [execution ? 'Month' : 'Stage']: String(target), Mapping_Name: chosen }).toString(), file, setSent);
      setCurrent(id);
      refetchLoads({ requestPolicy: 'network-only' });
    } catch (err) {
      fail(err);
    } finally {
      setSent(null);
    }
  };
  const onRevert = async (batchId: number, of: string) => {
    const r = of === 'execution' ? await revertMonth({ Batch_ID: batchId }).then((x) => ({ error: x.error, done: x.data?.revertExecutionLoad }))
      : await revert({ Batch_ID: batchId }).then((x) => ({ error: x.error, done: x.data?.revertEstimateLoad }));
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('UPLOAD.REVERTED_OK', { removed: r.done?.Removed ?? 0, restored: r.done?.Restored ?? 0 }));
    refetchLoads({ requestPolicy: 'network-only' });
  };

  return (
    <div id="loads">
      <Form layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={6}><Form.Item label={t('LOAD.KIND')}>
            <Select aria-label={t('LOAD.KIND')} value={kind} onChange={(v) => { setKind(v); setMapping(null); }} data-testid="load-kind"
              options={[{ value: 'estimates', label: t('LOAD.KIND_ESTIMATES') }, { value: 'execution', label: t('LOAD.KIND_EXECUTION') }]} />
          </Form.Item></Col>
          <Col xs={24} md={4}><Form.Item label={t('FIELD.Fiscal_Year')}>
            <Select aria-label={t('FIELD.Fiscal_Year')} {...choice(c.ready, yearId)} onChange={(v) => { setYearId(v); setStage(null); }} options={c.years.map((y) => ({ value: y.Year_ID, label: y.Fiscal_Year }))} />
          </Form.Item></Col>
          {execution ? (
            <Col xs={24} md={4}><Form.Item label={t('LOAD.MONTH')}>
              <Select aria-label={t('LOAD.MONTH')} value={month ?? undefined} onChange={setMonth} data-testid="load-month"
                options={MONTHS.map((n) => ({ value: n, label: t('LOAD.MONTH_N', { n }) }))} />
            </Form.Item></Col>
          ) : (
            <Col xs={24} md={4}><Form.Item label={t('FIELD.Stage')}>
              <Select aria-label={t('FIELD.Stage')} {...choice(c.ready, stage)} onChange={setStage}
                options={stages.map((x) => ({ value: x.Stage, label: `${x.Stage} — ${stageName(t, x.Stage_Name)}${x.Is_Active ? ` (${t('BUDGET.OPEN')})` : ''}` }))} />
            </Form.Item></Col>
          )}
          <Col xs={24} md={6}><Form.Item label={t('LOAD.MAPPING')}>
            <Select aria-label={t('LOAD.MAPPING')} value={chosen ?? undefined} onChange={setMapping} data-testid="load-mapping" placeholder={t('LOAD.NO_MAPPING')}
              options={mappings.map((m) => ({ value: m.Name, label: m.Name }))} notFoundContent={t('LOAD.NO_MAPPING')} />
          </Form.Item></Col>
          <Col xs={24} md={4}><Form.Item label=" ">
            <Button onClick={() => setEditing(true)} data-testid="load-edit-mapping">{t(chosen ? 'LOAD.EDIT_MAPPING' : 'LOAD.NEW_MAPPING')}</Button>
          </Form.Item></Col>
        </Row>
      </Form>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t(execution ? 'LOAD.RULES_EXECUTION' : 'LOAD.RULES')} />
        <Upload.Dragger accept=".xlsx,.csv" multiple={false} showUploadList={false} disabled={sent !== null || !chosen || !target}
          beforeUpload={(file) => { void send(file); return false; }} data-testid="load-drop">
          <p className="ant-upload-drag-icon"><InboxOutlined /></p>
          <p className="ant-upload-text">{t('LOAD.DROP')}</p>
        </Upload.Dragger>
        {sent !== null && <UploadProgress bytes={sent} phase={null} />}
        {current && <LoadStatus key={current} id={current} onSettled={settled} />}
        <Table size="small" rowKey="Load_ID" loading={loads.fetching} pagination={false} dataSource={loads.data?.estimateLoads ?? []} data-testid="load-history"
          scroll={{ x: 900 }} title={() => t('LOAD.HISTORY')} locale={{ emptyText: t('UPLOAD.HISTORY.EMPTY') }}
          columns={[
            { key: 'file', title: t('UPLOAD.HISTORY.FILE'), render: (_, l) => <Button type="link" onClick={() => setCurrent(l.Load_ID)}>{l.File_Name}</Button> },
            { key: 'stage', title: `${t('FIELD.Stage')} / ${t('LOAD.MONTH')}`, render: (_, l) => (l.Kind === 'execution' ? t('LOAD.MONTH_N', { n: l.Month ?? 0 }) : l.Stage) },
            { key: 'mapping', title: t('LOAD.MAPPING'), render: (_, l) => l.Mapping_Name },
            { key: 'state', title: t('LOAD.STATE'), render: (_, l) => <Tag color={l.State === 'loaded' ? 'green' : l.State === 'refused' || l.State === 'failed' ? 'red' : 'blue'}>{t(`LOAD.STATE_${l.State.toUpperCase()}` as never)}</Tag> },
            { key: 'when', title: t('UPLOAD.HISTORY.WHEN'), render: (_, l) => `${f.dateTime(l.Created_Date)} · ${l.Created_By ?? ''}` },
            { key: 'act', title: '', render: (_, l) => {
              const batch = l.Batch_ID;
              return l.State === 'loaded' && batch ? (
                <Popconfirm title={t('LOAD.REVERT_CONFIRM')} onConfirm={() => { void onRevert(batch, l.Kind); }}>
                  <Button size="small">{t('UPLOAD.REVERT')}</Button>
                </Popconfirm>
              ) : null;
            } },
          ]} />
      </Space>
      {editing && <MappingEditor name={chosen} kind={kind} mappings={mappings} headers={[]} onClose={(saved) => { setEditing(false); if (saved) { setMapping(saved); refetchMaps({ requestPolicy: 'network-only' }); } }} />}
    </div>
  );
}
