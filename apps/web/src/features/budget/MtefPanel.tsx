import { useMemo, useState } from 'react';
import { useKeyedState } from '../../lib/useKeyedState';
import { useLeaveWarning } from '../../lib/useLeaveWarning';
import { LeaveConfirm } from '../../components/LeaveConfirm';
import { Alert, Button, Col, Form, InputNumber, Popconfirm, Row, Segmented, Select, Space, Table, Tag } from 'antd';
import { SaveOutlined, CopyOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { BUDGET_CATEGORIES, MTEF_YEARS } from '@pbs/domain';
import { useSession } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { useFormat, useT } from '../../i18n';
import { COPY_PREVIEW, COPY_STAGE, MTEF_FROZEN, MTEF_LINES, SAVE_MTEF } from './documents';
import { amountsOf, ceilingBreaches, valueOf, yearTotal, type Line, type MtefYear } from './mtef';
import { useBudgetChoices } from './useBudgetChoices';
import { MtefYearTotals } from './MtefYearTotals';
import { KeepVersion } from './KeepVersion';
import { CATEGORY_LABEL } from './categories';
import { stageName } from '../../i18n/stage-name';
import { useErrorToast, useFailure } from '../../i18n/errors';
import { choice, gridState } from './loading-state';

/**
 * CG MTEF grid: one vote's lines (programme × figure) for a year and stage; one MTEF year's five categories
 * editable at a time, with row, column and per-year totals. Enter moves down a column. Closed stages and the
 * ministry's ceilings are read-only for vote users.
 */
export function MtefPanel() {
  const t = useT();
  const fail = useFailure();
  const f = useFormat();
  const s = useSession();
  const c = useBudgetChoices();
  const [yearId, setYearId] = useState<number | null>(s.activeFiscalYear?.Year_ID ?? null);
  const stages = c.stages('CG', yearId);
  const [stage, setStage] = useState<number | null>(s.activeStages.find((x) => x.Process_Area === 'CG')?.Stage ?? null);
  const [chosenVote, setVoteId] = useState<number | null>(null);
  // The user's own CG vote (the first for the ministry) until another is chosen; none for other users.
  const voteId = chosenVote ?? (c.ready ? (c.ministry ? c.cgVotes[0]?.Vote_ID ?? null : c.ownKind === 'CG' ? c.ownVote : null) : null);
  const [year, setYear] = useState<MtefYear>('Y1');
  // Unsaved figures belong to the year, stage and vote shown.
  const [edits, setEdits] = useKeyedState(`${yearId}:${stage}:${voteId}`, () => new Map<number, Record<string, number>>());
  const leaving = useLeaveWarning(edits.size > 0);

  const vars = { Year_ID: yearId ?? 0, Stage: stage ?? 0 };
  const [{ data, fetching, error }, refetch] = useQuery({ query: MTEF_LINES, variables: vars, pause: !yearId || !stage });
  const [saving, save] = useMutation(SAVE_MTEF);
  const [copying, copy] = useMutation(COPY_STAGE);
  // What a copy would do, read when its confirmation opens: the lines copied and the lines it replaces.
  const [copyAsked, setCopyAsked] = useState(false);
  const copyVars = { Year_ID: vars.Year_ID, From_Stage: vars.Stage - 1, To_Stage: vars.Stage };
  const [preview] = useQuery({ query: COPY_PREVIEW, variables: copyVars, pause: !copyAsked, requestPolicy: 'network-only' });
  const plan = preview.data?.mtefStageCopyPreview;
  useErrorToast(error, t('TOAST.FAILED'));

  const lines = useMemo(() => ((data?.cgCurrentMtefs ?? []) as unknown as Line[]).filter((l) => l.Prog_By_Vote_ID.Vote_ID === voteId), [data, voteId]);
  // Figures an approved report was drawn from are frozen until the ministry reopens it: shown read-only, with why.
  const [frozen] = useQuery({ query: MTEF_FROZEN, variables: { Year_ID: vars.Year_ID, Stage: vars.Stage, Vote_ID: voteId ?? 0 }, pause: !yearId || !stage || !voteId });
  const freezes = frozen.data?.mtefFrozenBy ?? [];
  const open = (stages.find((x) => x.Stage === stage)?.Is_Active ?? false) && !freezes.length;
  const editable = (l: Line) => open && (c.ministry || l.Figure === 'Allocation');
  const setCell = (l: Line, key: string, v: number) => setEdits((m) => new Map(m).set(l.MTEF_ID, { ...m.get(l.MTEF_ID), [key]: v }));
  // Enter moves down the column to the next line that can be typed in (a vote user's ceiling rows cannot).
  const focusNext = (row: number, col: number) => {
    for (let r = row + 1; r < lines.length; r++) {
      const next = document.getElementById(`mtef-${r}-${col}`);
      if (next) { next.focus(); return; }
    }
  };

  const onSave = async () => {
    const changed = lines.filter((l) => edits.has(l.MTEF_ID));
    const r = await save({ ...vars, lines: changed.map((l) => ({ Prog_By_Vote_ID: l.Prog_By_Vote_ID.Prog_By_Vote_ID, Figure: l.Figure, Amounts: amountsOf(l, edits) })) });
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('BUDGET.SAVED', { count: r.data?.saveMtefLines ?? 0 }));
    setEdits(new Map());
    refetch({ requestPolicy: 'network-only' });
  };
  const onCopy = async () => {
    const r = await copy({ ...copyVars, Replace_Count: plan?.Replaced_Lines ?? 0 });
    setCopyAsked(false);
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('BUDGET.COPIED', { count: r.data?.copyMtefStage ?? 0 }));
    refetch({ requestPolicy: 'network-only' });
  };

  const sum = (figure: string, key: string) => lines.filter((l) => l.Figure === figure).reduce((a, l) => a + valueOf(l, edits, key), 0);
  const breaches = useMemo(() => ceilingBreaches(lines, edits), [lines, edits]);
  const overCount = [...breaches.values()].reduce((n, b) => n + b.length, 0);
  const control = c.years.find((y) => y.Year_ID === yearId)?.Ceiling_Control;
  const overOf = (l: Line, key: string) => breaches.get(l.MTEF_ID)?.find((b) => b.cell === key)?.over;
  return (
    <div id="mtef">
      <LeaveConfirm blocker={leaving} />
      <Form layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={5}><Form.Item label={t('FIELD.Fiscal_Year')}>
            <Select aria-label={t('FIELD.Fiscal_Year')} {...choice(c.ready, yearId)} onChange={(v) => { setYearId(v); setStage(null); }} options={c.years.map((y) => ({ value: y.Year_ID, label: y.Fiscal_Year }))} data-testid="mtef-year" />
          </Form.Item></Col>
          <Col xs={24} md={5}><Form.Item label={t('FIELD.Stage')}>
            <Select aria-label={t('FIELD.Stage')} {...choice(c.ready, stage)} onChange={setStage} data-testid="mtef-stage"
              options={stages.map((x) => ({ value: x.Stage, label: `${x.Stage} — ${stageName(t, x.Stage_Name)}${x.Is_Active ? ` (${t('BUDGET.OPEN')})` : ''}` }))} />
          </Form.Item></Col>
          <Col xs={24} md={8}><Form.Item label={t('TOPBAR.VOTE')}>
            <Select aria-label={t('TOPBAR.VOTE')} {...choice(c.ready, voteId)} onChange={setVoteId} disabled={!c.ministry} showSearch={{ optionFilterProp: 'label' }} data-testid="mtef-vote"
              options={c.cgVotes.map((v) => ({ value: v.Vote_ID, label: `${v.Vote_Code} — ${v.Vote_Name}` }))} />
          </Form.Item></Col>
          <Col xs={24} md={6}><Form.Item label={t('BUDGET.MTEF_YEAR')}>
            <Segmented value={year} onChange={(v) => setYear(v)} options={[...MTEF_YEARS]} data-testid="mtef-year-switch" />
          </Form.Item></Col>
        </Row>
      </Form>
      {freezes.length > 0 && (
        <Alert style={{ marginBottom: 12 }} showIcon type="info" data-testid="mtef-frozen" title={t('BUDGET.FROZEN')}
          description={freezes.map((r) => `${r.Entity}: ${r.Report_Name}${r.Approved_Date ? ` (${f.date(r.Approved_Date)})` : ''}`).join('; ')} />
      )}
      {lines.length > 0 && (
        <Alert style={{ marginBottom: 12 }} showIcon type={overCount ? (control === 'Stop' ? 'error' : 'warning') : 'success'} data-testid="mtef-consistency"
          title={overCount ? t('BUDGET.INCONSISTENT', { count: overCount }) : t('BUDGET.CONSISTENT')}
          description={overCount ? t(control === 'Stop' ? 'BUDGET.CEILING_STOP' : 'BUDGET.CEILING_WARN') : undefined} />
      )}
      <Table<Line> rowKey="MTEF_ID" size="small" bordered pagination={false} dataSource={lines} scroll={{ x: 1126 }}
        {...gridState({ data, error, fetching }, t(c.ready && !c.ministry && c.ownKind !== 'CG' ? 'BUDGET.MTEF_CG_ONLY' : 'BUDGET.NO_LINES'), t)}
        columns={[
          // Widths that fit the grid's 1,126 px inside a 1280 px screen: the Total column is seen without scrolling.
          { key: 'p', title: t('FIELD.Programme'), width: 200, fixed: 'left', render: (_, l) => (
            <>{`${l.Prog_By_Vote_ID.Programme_Code} — ${l.Prog_By_Vote_ID.Programme_Name}`}
              {l.Figure === 'Allocation' && (
                // The detailed estimates behind the figure: the Detailed estimates tab, on this vote and programme.
                <Link className="mtef-detail-link" to={{ search: `?year=${vars.Year_ID}&stage=${vars.Stage}&vote=${l.Prog_By_Vote_ID.Vote_ID}&programme=${encodeURIComponent(l.Prog_By_Vote_ID.Programme_Code)}`, hash: 'detail' }}
                  aria-label={t('BUDGET.SHOW_DETAIL', { programme: l.Prog_By_Vote_ID.Programme_Code })} data-testid="mtef-detail"><UnorderedListOutlined /></Link>
              )}</>
          ) },
          { key: 'f', title: t('BUDGET.FIGURE'), width: 96, render: (_, l) => <Tag color={l.Figure === 'Ceiling' ? 'gold' : 'blue'}>{t(l.Figure === 'Ceiling' ? 'BUDGET.CEILING' : 'BUDGET.ALLOCATION')}</Tag> },
          ...BUDGET_CATEGORIES.map((cat, col) => ({
            key: cat, title: t(CATEGORY_LABEL[cat]), align: 'right' as const, width: 136,
            render: (_: unknown, l: Line, row: number) => {
              const key = `${year}_${cat}`;
              const over = overOf(l, key);
              const cell = editable(l) ? (
                <InputNumber<number> id={`mtef-${row}-${col}`} value={valueOf(l, edits, key)} min={0} max={1e15} controls={false} style={{ width: '100%' }}
                  formatter={f.input.format} parser={f.input.parse} aria-label={`${l.Prog_By_Vote_ID.Programme_Code} ${key}`}
                  status={over ? 'error' : undefined} aria-invalid={over ? true : undefined}
                  onChange={(v) => setCell(l, key, v ?? 0)} onPressEnter={() => focusNext(row, col)} />
              ) : f.number(valueOf(l, edits, key));
              // Over its ceiling: said under the figure, not only by colour.
              return over ? <>{cell}<div className="mtef-over" data-testid="mtef-over">{t('BUDGET.OVER_BY', { amount: f.number(over) })}</div></> : cell;
            },
          })),
          { key: 'total', title: t('BUDGET.TOTAL'), align: 'right', width: 150, render: (_, l) => <strong>{f.number(yearTotal(l, edits, year))}</strong> },
        ]}
        summary={() => ['Allocation', 'Ceiling'].map((figure) => (
          <Table.Summary.Row key={figure}>
            <Table.Summary.Cell index={0} colSpan={2}><strong>{t(figure === 'Ceiling' ? 'BUDGET.TOTAL_CEILING' : 'BUDGET.TOTAL_ALLOCATION')}</strong></Table.Summary.Cell>
            {BUDGET_CATEGORIES.map((cat, i) => <Table.Summary.Cell key={cat} index={i + 2} align="right">{f.number(sum(figure, `${year}_${cat}`))}</Table.Summary.Cell>)}
            <Table.Summary.Cell index={7} align="right"><strong>{f.number(BUDGET_CATEGORIES.reduce((a, cat) => a + sum(figure, `${year}_${cat}`), 0))}</strong></Table.Summary.Cell>
          </Table.Summary.Row>
        ))}
      />
      <MtefYearTotals lines={lines} edits={edits} />
      <Space style={{ marginTop: 12 }} wrap>
        <Button type="primary" icon={<SaveOutlined />} disabled={!edits.size || !open} loading={saving.fetching} onClick={onSave} data-testid="mtef-save">
          {t('BUDGET.SAVE', { count: edits.size })}
        </Button>
        {c.ministry && open && (stage ?? 0) > 1 && (
          <Popconfirm open={copyAsked} onOpenChange={setCopyAsked} onConfirm={onCopy} okButtonProps={{ disabled: !plan?.Source_Lines }}
            title={!plan ? t('BUDGET.COPY_CHECKING') : plan.Source_Lines === 0 ? t('BUDGET.COPY_EMPTY', { from: copyVars.From_Stage })
              : <>{t('BUDGET.COPY_CONFIRM', { from: copyVars.From_Stage, to: copyVars.To_Stage, source: plan.Source_Lines, replaced: plan.Replaced_Lines })}
                {plan.Detail_Lines > 0 && <div data-testid="mtef-copy-detail">{t('BUDGET.COPY_DETAIL', { from: copyVars.From_Stage, to: copyVars.To_Stage, lines: f.number(plan.Detail_Lines), replaced: f.number(plan.Replaced_Detail_Lines) })}</div>}
                {plan.Over_Ceiling > 0 && <div data-testid="mtef-copy-over">{t('BUDGET.COPY_OVER', { count: plan.Over_Ceiling })}</div>}</>}>
            <Button icon={<CopyOutlined />} loading={copying.fetching} data-testid="mtef-copy">{t('BUDGET.COPY_STAGE', { from: (stage ?? 1) - 1 })}</Button>
          </Popconfirm>
        )}
        {yearId && stage && voteId && <KeepVersion area="CG" yearId={yearId} stage={stage} voteId={voteId} disabled={edits.size > 0 || !lines.length} />}
        {!open && !freezes.length && <Tag>{t('BUDGET.CLOSED_STAGE')}</Tag>}
      </Space>
    </div>
  );
}
