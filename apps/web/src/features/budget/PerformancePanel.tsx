import { useEffect, useMemo, useState } from 'react';
import { Button, Space, Table, Tag } from 'antd';
import { EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { shortFiscalYear } from '@pbs/domain';
import { useFormat, useT } from '../../i18n';
import { useErrorToast } from '../../i18n/errors';
import { VOTE_PERFORMANCE } from './documents';
import { useVoteStage } from './useVoteStage';
import { VoteStagePicker } from './VoteStagePicker';
import { Field } from '../../components/light-form/Fields';
import { Select } from '../../components/light-form/Select';
import { OutputForm } from './OutputForm';
import { ActualsForm } from './ActualsForm';
import { quarterTarget, type PerfIndicator, type PerfOutput } from './performance';

/**
 * A vote's key outputs of a year and stage: what each delivers, its cost (the detailed estimates under it), its
 * indicators with targets by quarter and the actuals recorded — described in the open stage, actuals recorded by
 * quarter, an actual short of target marked.
 */
export function PerformancePanel() {
  const t = useT();
  const f = useFormat();
  const v = useVoteStage({ localGovernments: true });
  const navigate = useNavigate();
  const { yearId, stage, voteId } = v;
  const [editing, setEditing] = useState<PerfOutput | null | undefined>(undefined);
  const [quarter, setQuarter] = useState(1);
  const [recording, setRecording] = useState(false);
  // Every output shows its indicators until its row is folded.
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const vars = { Year_ID: yearId ?? 0, Stage: stage ?? 0, Vote_ID: voteId ?? 0 };
  const chosen = Boolean(yearId && stage && voteId);
  const [{ data, fetching, error }, refetch] = useQuery({ query: VOTE_PERFORMANCE, variables: vars, pause: !chosen });
  useErrorToast(error, t('TOAST.FAILED'));
  // The tab stays mounted: each time it is shown again it reads the plan anew (an upload may have changed it).
  const shown = useLocation().hash === '#performance';
  useEffect(() => { if (shown && chosen) refetch({ requestPolicy: 'network-only' }); }, [shown, chosen, refetch]);
  const perf = data?.votePerformance;
  const outputs = useMemo(() => perf?.Outputs ?? [], [perf]);
  const indicators = useMemo(() => outputs.flatMap((o) => o.Indicators), [outputs]);
  const described = new Set(outputs.map((o) => o.Output_ID));
  // A year's outputs are planned for the budget year after it: their targets and actuals are that year's.
  const reported = perf?.Reported_Year ? ` ${shortFiscalYear(perf.Reported_Year)}` : '';
  const closed = (saved: boolean) => { setEditing(undefined); setRecording(false); if (saved) refetch({ requestPolicy: 'network-only' }); };

  const indicatorTable = (o: PerfOutput) => (
    <Table<PerfIndicator> rowKey="Indicator_ID" size="small" pagination={false} dataSource={o.Indicators} scroll={{ x: 900 }}
      columns={[
        { key: 'name', title: t('PERF.INDICATOR'), width: 260, render: (_, i) => <>{i.Name}{i.Measure ? <div className="muted">{i.Measure}</div> : null}</> },
        { key: 'unit', title: t('PERF.UNIT'), dataIndex: 'Unit', width: 90 },
        { key: 'baseline', title: t('PERF.BASELINE'), align: 'right', width: 100, render: (_, i) => (i.Baseline == null ? '–' : f.number(i.Baseline)) },
        { key: 'target', title: `${t('PERF.TARGET')}${reported}`, align: 'right', width: 110, render: (_, i) => f.number(i.Target) },
        ...[1, 2, 3, 4].map((q) => ({
          key: `q${q}`, title: `Q${q}`, align: 'right' as const, width: 130,
          render: (_: unknown, i: PerfIndicator) => {
            const a = i.Actuals.find((x) => x.Quarter === q);
            return (
              <span title={a?.Explanation || undefined}>
                {a ? f.number(a.Actual) : '–'} / {f.number(quarterTarget(i, q))}
                {a?.Is_Short ? <Tag color="orange" style={{ marginLeft: 4 }}>{t('PERF.SHORT')}</Tag> : null}
              </span>
            );
          },
        })),
      ]} />
  );

  return (
    <div id="performance">
      <VoteStagePicker v={v} extra={
        <Field label={t('PERF.QUARTER')} basis={120}>
          <Select label={t('PERF.QUARTER')} value={quarter} onChange={setQuarter} options={[1, 2, 3, 4].map((q) => ({ value: q, label: `Q${q}` }))} />
        </Field>
      } />
      <Space style={{ marginBottom: 12 }} wrap>
        <Button type="primary" icon={<PlusOutlined />} disabled={!perf?.Is_Open} onClick={() => setEditing(null)} data-testid="output-describe">{t('PERF.DESCRIBE')}</Button>
        <Button icon={<UploadOutlined />} disabled={!perf?.Is_Open} onClick={() => { void navigate({ hash: 'uploads' }, { state: { uploadKind: v.isLocal ? 'lg-performance' : 'performance' } }); }}
          data-testid="outputs-upload">{t('PERF.UPLOAD')}</Button>
        <Button icon={<EditOutlined />} disabled={!indicators.length || !perf?.Reported_Year_ID} onClick={() => setRecording(true)} data-testid="actuals-record">{`${t('PERF.RECORD')}${reported} — Q${quarter}`}</Button>
        {perf && !perf.Is_Open && <Tag>{t('BUDGET.CLOSED_STAGE')}</Tag>}
      </Space>
      <Table<PerfOutput> rowKey="Perf_Output_ID" size="small" bordered loading={fetching} pagination={false} dataSource={outputs} scroll={{ x: 900 }} data-testid="outputs-grid"
        locale={{ emptyText: t(v.c.ready && !v.voteId ? 'BUDGET.MTEF_CG_ONLY' : 'PERF.NONE') }}
        expandable={{ expandedRowRender: indicatorTable, expandedRowKeys: outputs.filter((o) => !folded.has(o.Perf_Output_ID)).map((o) => o.Perf_Output_ID),
          onExpand: (open, o) => setFolded((x) => { const next = new Set(x); if (open) next.delete(o.Perf_Output_ID); else next.add(o.Perf_Output_ID); return next; }) }}
        columns={[
          { key: 'output', title: t('DETAIL.OUTPUT'), width: 300, render: (_, o) => <><strong>{`${o.Output_Code} ${o.Output_Name}`}</strong>
            <div className="muted">{`${o.Programme_Code} ${o.Programme_Name} / ${o.SubProgramme_Code} ${o.SubProgramme_Name}`}</div></> },
          { key: 'description', title: t('PERF.DESCRIPTION'), render: (_, o) => <>{o.Description}{o.Activities ? <div className="muted">{o.Activities}</div> : null}</> },
          { key: 'indicators', title: t('PERF.INDICATORS'), align: 'right', width: 100, render: (_, o) => o.Indicators.length },
          { key: 'cost', title: t('PERF.COST'), align: 'right', width: 160, render: (_, o) => f.number(o.Cost) },
          { key: 'edit', title: '', width: 110, render: (_, o) => (
            <Button size="small" icon={<EditOutlined />} disabled={!perf?.Is_Open} onClick={() => setEditing(o)} aria-label={`${t('PERF.EDIT')} ${o.Output_Code}`}>{t('PERF.EDIT')}</Button>
          ) },
        ]} />
      {editing !== undefined && yearId && stage && voteId && (
        <OutputForm yearId={yearId} stage={stage} voteId={voteId} output={editing} onClose={closed}
          outputs={(perf?.Chart_Outputs ?? []).filter((o) => o.Output_ID === editing?.Output_ID || !described.has(o.Output_ID))} />
      )}
      {recording && perf?.Reported_Year_ID && voteId && (
        <ActualsForm yearId={perf.Reported_Year_ID} yearLabel={reported.trim()} voteId={voteId} quarter={quarter} indicators={indicators} onClose={closed} />
      )}
    </div>
  );
}
