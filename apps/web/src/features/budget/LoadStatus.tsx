import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Descriptions, Progress, Select, Space, Table, Tag } from 'antd';
import { useMutation, useQuery } from 'urql';
import { toastSuccess } from '../../lib/toast';
import { downloadFile } from '../../lib/download';
import { useFormat, useT } from '../../i18n';
import { useFailure } from '../../i18n/errors';
import { COMMIT_LOAD, DROP_LOAD, ESTIMATE_LOAD, LOAD_MAPPINGS, RECHECK_LOAD } from './documents';
import { MappingEditor } from './MappingEditor';

const RUNNING = new Set(['checking', 'loading']);

/**
 * One load as its job goes: progress while it is checked or written (asked again every second — the job runs on
 * the server whether the screen is open or not), then its preview with Load and Drop, or its bad rows with a way
 * to map the file's columns and check it again without sending it again.
 */
export function LoadStatus({ id, onSettled }: { id: string; onSettled: () => void }) {
  const t = useT();
  const f = useFormat();
  const fail = useFailure();
  const [{ data }, refetch] = useQuery({ query: ESTIMATE_LOAD, variables: { Load_ID: id }, requestPolicy: 'network-only' });
  const [maps, refetchMaps] = useQuery({ query: LOAD_MAPPINGS });
  const [, commit] = useMutation(COMMIT_LOAD);
  const [, drop] = useMutation(DROP_LOAD);
  const [, recheck] = useMutation(RECHECK_LOAD);
  const [mapping, setMapping] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const load = data?.estimateLoad;
  const running = !!load && RUNNING.has(load.State);
  // The history is told each time the load is seen at rest in a new state — not only after it was seen running: a job
  // woken at commit can go from checked to loaded, or be checked already, between two answers.
  const state = load?.State;
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (state && !running && seen.current !== state) onSettled();
    seen.current = state;
  }, [state, running, onSettled]);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), 1000);
    return () => clearInterval(timer);
  }, [running, refetch]);
  if (!load) return null;

  const act = async (run: () => Promise<{ error?: Error }>, done?: string) => {
    const r = await run();
    if (r.error) { fail(r.error); return; }
    if (done) toastSuccess(done);
    refetch({ requestPolicy: 'network-only' });
  };
  const p = load.Preview;
  const names = (maps.data?.loadMappings ?? []).filter((m) => m.Kind === load.Kind).map((m) => m.Name);
  const again = mapping ?? load.Mapping_Name;
  const execution = load.Kind === 'execution';
  return (
    <Card size="small" title={`${load.File_Name} — ${t(`LOAD.STATE_${load.State.toUpperCase()}` as never)}`} data-testid="load-status">
      {running && (
        <div aria-live="polite">
          <Progress percent={load.Total ? Math.round((load.Done / load.Total) * 100) : 0} status="active" />
          <Tag>{t(`LOAD.PHASE_${(load.Phase ?? 'queued').toUpperCase()}` as never)}</Tag> {load.Total > 0 && `${f.number(load.Done)} / ${f.number(load.Total)}`}
        </div>
      )}
      {load.State === 'checked' && p && (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="load-preview">
          <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} items={[
            { key: 'rows', label: t('LOAD.ROWS'), children: `${f.number(p.Rows)} (${t('LOAD.BLANK_REPEATED', { blank: p.Blank_Rows, repeated: p.Repeated })})` },
            { key: 'lines', label: t('LOAD.LINES'), children: t('LOAD.DIFF', { added: f.number(p.Added), changed: f.number(p.Changed), removed: f.number(p.Removed), unchanged: f.number(p.Unchanged) }) },
            execution ? { key: 'month', label: t('LOAD.MONTH'), children: load.Month }
              : { key: 'codes', label: t('LOAD.NEW_CODES'), children: p.New_Codes.length ? p.New_Codes.map((c) => `${c.Segment}: ${c.Count}`).join(' · ') : '—' },
          ]} />
          {p.Warnings.length > 0 && <Alert type="warning" showIcon title={t(execution ? 'LOAD.EXEC_WARNINGS' : 'LOAD.WARNINGS', { count: p.Warning_Count })}
            description={p.Warnings.slice(0, 5).join('; ')} data-testid="load-warnings" />}
          {execution && (
            <Table size="small" rowKey="Code" pagination={false} dataSource={p.Measures} scroll={{ x: 600 }} title={() => t('LOAD.MEASURES')} data-testid="load-measures"
              columns={[
                { key: 'measure', title: t('LOAD.MEASURE'), render: (_, r) => t(`LOAD.MEASURE.${r.Code}` as never) },
                { key: 'held', title: t('LOAD.HELD'), align: 'right', render: (_, r) => f.number(r.Held) },
                { key: 'file', title: t('LOAD.FILE'), align: 'right', render: (_, r) => f.number(r.File) },
              ]} />
          )}
          <Table size="small" rowKey="Code" pagination={false} dataSource={p.Funds} scroll={{ x: 600 }} title={() => t('LOAD.BY_FUND')}
            columns={[
              { key: 'fund', title: t('LOAD.FUND'), render: (_, r) => `${r.Code} — ${r.Name}` },
              { key: 'held', title: t('LOAD.HELD'), align: 'right', render: (_, r) => f.number(r.Held) },
              { key: 'file', title: t('LOAD.AFTER'), align: 'right', render: (_, r) => f.number(r.File) },
              { key: 'diff', title: t('LOAD.CHANGE'), align: 'right', render: (_, r) => f.number(r.File - r.Held) },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}><strong>{t('BUDGET.TOTAL')}</strong></Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right"><strong>{f.number(p.Held_Total)}</strong></Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right"><strong data-testid="load-file-total">{f.number(p.File_Total)}</strong></Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right"><strong>{f.number(p.File_Total - p.Held_Total)}</strong></Table.Summary.Cell>
              </Table.Summary.Row>
            )} />
          <Table size="small" rowKey="Code" pagination={{ pageSize: 10, showSizeChanger: false }} dataSource={p.Votes} scroll={{ x: 600 }} title={() => t('LOAD.BY_VOTE')}
            columns={[
              { key: 'vote', title: t('TOPBAR.VOTE'), render: (_, r) => `${r.Code} — ${r.Name}` },
              { key: 'held', title: t('LOAD.HELD'), align: 'right', render: (_, r) => f.number(r.Held) },
              { key: 'file', title: t('LOAD.FILE'), align: 'right', render: (_, r) => f.number(r.File) },
            ]} />
          <Space>
            <Button type="primary" onClick={() => { void act(() => commit({ Load_ID: id })); }} data-testid="load-commit">{t('LOAD.COMMIT')}</Button>
            <Button onClick={() => { void act(() => drop({ Load_ID: id })); }}>{t('LOAD.DROP_LOAD')}</Button>
          </Space>
        </Space>
      )}
      {(load.State === 'refused' || load.State === 'failed') && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert type="error" showIcon title={t('LOAD.PROBLEMS', { count: load.Problem_Count })} data-testid="load-problems"
            action={<Button size="small" data-testid="load-problems-download" onClick={() => {
              downloadFile(`/api/estimates/loads/${id}/problems.xlsx`, 'problems.xlsx').catch(fail);
            }}>{t('LOAD.DOWNLOAD_PROBLEMS')}</Button>} />
          <Table size="small" rowKey={(r) => `${r.Row}:${r.Message}`} pagination={{ pageSize: 10, showSizeChanger: false }} dataSource={load.Problems}
            columns={[{ key: 'row', title: t('LOAD.ROW'), width: 90, render: (_, r) => (r.Row || '—') }, { key: 'm', title: t('LOAD.PROBLEM'), render: (_, r) => r.Message }]} />
          {load.State === 'refused' && (
            <Space wrap>
              <Select style={{ minWidth: 220 }} aria-label={t('LOAD.MAPPING')} value={again} onChange={setMapping} options={names.map((n) => ({ value: n, label: n }))} />
              <Button onClick={() => setEditing(true)}>{t('LOAD.EDIT_MAPPING')}</Button>
              <Button type="primary" onClick={() => { void act(() => recheck({ Load_ID: id, Mapping_Name: again })); }} data-testid="load-recheck">{t('LOAD.RECHECK')}</Button>
              <Button onClick={() => { void act(() => drop({ Load_ID: id })); }}>{t('LOAD.DROP_LOAD')}</Button>
            </Space>
          )}
        </Space>
      )}
      {load.State === 'loaded' && <Alert type="success" showIcon title={load.Batch_ID ? t(execution ? 'LOAD.EXEC_LOADED' : 'LOAD.LOADED') : t(execution ? 'LOAD.EXEC_NOTHING_CHANGED' : 'LOAD.NOTHING_CHANGED')} data-testid="load-done" />}
      {editing && <MappingEditor name={again} kind={execution ? 'execution' : 'estimates'} mappings={maps.data?.loadMappings ?? []} headers={load.Headers}
        onClose={(saved) => { setEditing(false); if (saved) { setMapping(saved); refetchMaps({ requestPolicy: 'network-only' }); } }} />}
    </Card>
  );
}
