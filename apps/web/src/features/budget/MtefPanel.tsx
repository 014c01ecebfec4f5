import { useMemo, useState } from 'react';
import { useKeyedState } from '../../lib/useKeyedState';
import { useLeaveWarning } from '../../lib/useLeaveWarning';
import { LeaveConfirm } from '../../components/LeaveConfirm';
import SaveOutlined from '@ant-design/icons-svg/es/asn/SaveOutlined';
import CopyOutlined from '@ant-design/icons-svg/es/asn/CopyOutlined';
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { BUDGET_CATEGORIES, MTEF_YEARS } from '@pbs/domain';
import { useSession } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { useFormat, useT } from '../../i18n';
import { antIsland } from '../../app/ant-island';
import { Button } from '../../components/light/Button';
import { SvgIcon } from '../../components/light/SvgIcon';
import { Tag } from '../../components/light/Panel';
import { DialogLoading } from '../../components/light/DialogLoading';
import { Alert } from '../../components/light-form/Alert';
import { Field, Fields } from '../../components/light-form/Fields';
import { Grid } from '../../components/light-form/Grid';
import { NumberInput } from '../../components/light-form/NumberInput';
import { Segmented } from '../../components/light-form/Segmented';
import { Select } from '../../components/light-form/Select';
import { MTEF_FROZEN, MTEF_LINES, SAVE_MTEF } from './documents';
import { amountsOf, ceilingBreaches, valueOf, yearTotal, type Line, type MtefYear } from './mtef';
import { useBudgetChoices } from './useBudgetChoices';
import { useYearVotes, voteOption } from './useYearVotes';
import { MtefYearTotals } from './MtefYearTotals';
import { KeepVersion } from './KeepVersion';
import { CATEGORY_LABEL } from './categories';
import { stageName } from '../../i18n/stage-name';
import { useErrorToast, useFailure } from '../../i18n/errors';
import { gridState } from './loading-state';

const CopyStageDialog = antIsland(() => import('./CopyStageDialog'), <DialogLoading />);

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
  const { cgVotes } = useYearVotes(c, yearId);
  // The user's own CG vote (the first for the ministry) until another is chosen; none for other users.
  const voteId = chosenVote ?? (c.ready ? (c.ministry ? c.cgVotes[0]?.Vote_ID ?? null : c.ownKind === 'CG' ? c.ownVote : null) : null);
  const [year, setYear] = useState<MtefYear>('Y1');
  // Unsaved figures belong to the year, stage and vote shown.
  const [edits, setEdits] = useKeyedState(`${yearId}:${stage}:${voteId}`, () => new Map<number, Record<string, number>>());
  const leaving = useLeaveWarning(edits.size > 0);

  const vars = { Year_ID: yearId ?? 0, Stage: stage ?? 0 };
  const [{ data, fetching, error }, refetch] = useQuery({ query: MTEF_LINES, variables: vars, pause: !yearId || !stage });
  const [saving, save] = useMutation(SAVE_MTEF);
  // The ministry's copy of the stage before: its dialog says what the copy would do before it is made.
  const [copyAsked, setCopyAsked] = useState(false);
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
  const sum = (figure: string, key: string) => lines.filter((l) => l.Figure === figure).reduce((a, l) => a + valueOf(l, edits, key), 0);
  const breaches = useMemo(() => ceilingBreaches(lines, edits), [lines, edits]);
  const overCount = [...breaches.values()].reduce((n, b) => n + b.length, 0);
  const control = c.years.find((y) => y.Year_ID === yearId)?.Ceiling_Control;
  const overOf = (l: Line, key: string) => breaches.get(l.MTEF_ID)?.find((b) => b.cell === key)?.over;
  const loading = !c.ready;
  return (
    <div id="mtef">
      <LeaveConfirm blocker={leaving} />
      <Fields>
        <Field label={t('FIELD.Fiscal_Year')} basis={140}>
          <Select label={t('FIELD.Fiscal_Year')} loading={loading} value={yearId} onChange={(v) => { setYearId(v); setStage(null); }} testId="mtef-year"
            options={c.years.map((y) => ({ value: y.Year_ID, label: y.Fiscal_Year }))} />
        </Field>
        <Field label={t('FIELD.Stage')} basis={180}>
          <Select label={t('FIELD.Stage')} loading={loading} value={stage} onChange={setStage} testId="mtef-stage"
            options={stages.map((x) => ({ value: x.Stage, label: `${x.Stage} — ${stageName(t, x.Stage_Name)}${x.Is_Active ? ` (${t('BUDGET.OPEN')})` : ''}` }))} />
        </Field>
        <Field label={t('TOPBAR.VOTE')} basis={260} grow={2}>
          <Select label={t('TOPBAR.VOTE')} loading={loading} value={voteId} onChange={setVoteId} disabled={!c.ministry} testId="mtef-vote"
            options={cgVotes.map(voteOption)} />
        </Field>
        <Field label={t('BUDGET.MTEF_YEAR')} basis={300} grow={0}>
          <Segmented label={t('BUDGET.MTEF_YEAR')} value={year} onChange={setYear} options={MTEF_YEARS} testId="mtef-year-switch" />
        </Field>
      </Fields>
      {freezes.length > 0 && (
        <Alert type="info" testId="mtef-frozen" title={t('BUDGET.FROZEN')}
          description={freezes.map((r) => `${r.Entity}: ${r.Report_Name}${r.Approved_Date ? ` (${f.date(r.Approved_Date)})` : ''}`).join('; ')} />
      )}
      {lines.length > 0 && (
        <Alert type={overCount ? (control === 'Stop' ? 'error' : 'warning') : 'success'} testId="mtef-consistency"
          title={overCount ? t('BUDGET.INCONSISTENT', { count: overCount }) : t('BUDGET.CONSISTENT')}
          description={overCount ? t(control === 'Stop' ? 'BUDGET.CEILING_STOP' : 'BUDGET.CEILING_WARN') : undefined} />
      )}
      <Grid<Line> rowKey={(l) => l.MTEF_ID} rows={lines} testId="mtef-grid" label={t('BUDGET.TAB_MTEF')}
        {...gridState({ data, error, fetching }, t(c.ready && !c.ministry && c.ownKind !== 'CG' ? 'BUDGET.MTEF_CG_ONLY' : 'BUDGET.NO_LINES'), t)}
        columns={[
          // Widths that fit the grid's 1,126 px inside a 1280 px screen: the Total column is seen without scrolling.
          { key: 'p', title: t('FIELD.Programme'), width: 200, fixed: true, render: (l) => (
            <>{`${l.Prog_By_Vote_ID.Programme_Code} — ${l.Prog_By_Vote_ID.Programme_Name}`}
              {l.Figure === 'Allocation' && (
                // The detailed estimates behind the figure: the Detailed estimates tab, on this vote and programme.
                <Link className="mtef-detail-link" to={{ search: `?year=${vars.Year_ID}&stage=${vars.Stage}&vote=${l.Prog_By_Vote_ID.Vote_ID}&programme=${encodeURIComponent(l.Prog_By_Vote_ID.Programme_Code)}`, hash: 'detail' }}
                  aria-label={t('BUDGET.SHOW_DETAIL', { programme: l.Prog_By_Vote_ID.Programme_Code })} data-testid="mtef-detail"><SvgIcon icon={UnorderedListOutlined} /></Link>
              )}</>
          ) },
          { key: 'f', title: t('BUDGET.FIGURE'), width: 96, render: (l) => <Tag colour={l.Figure === 'Ceiling' ? 'gold' : 'blue'}>{t(l.Figure === 'Ceiling' ? 'BUDGET.CEILING' : 'BUDGET.ALLOCATION')}</Tag> },
          ...BUDGET_CATEGORIES.map((cat, col) => ({
            key: cat, title: t(CATEGORY_LABEL[cat]), align: 'right' as const, width: 136,
            render: (l: Line, row: number) => {
              const key = `${year}_${cat}`;
              const over = overOf(l, key);
              const cell = editable(l) ? (
                <NumberInput id={`mtef-${row}-${col}`} value={valueOf(l, edits, key)} format={f.input.format} parse={f.input.parse}
                  label={`${l.Prog_By_Vote_ID.Programme_Code} ${key}`} invalid={!!over}
                  onChange={(v) => setCell(l, key, v ?? 0)} onEnter={() => focusNext(row, col)} />
              ) : f.number(valueOf(l, edits, key));
              // Over its ceiling: said under the figure, not only by colour.
              return over ? <>{cell}<div className="mtef-over" data-testid="mtef-over">{t('BUDGET.OVER_BY', { amount: f.number(over) })}</div></> : cell;
            },
          })),
          { key: 'total', title: t('BUDGET.TOTAL'), align: 'right', width: 150, render: (l) => <strong>{f.number(yearTotal(l, edits, year))}</strong> },
        ]}
        foot={['Allocation', 'Ceiling'].map((figure) => ({ key: figure, cells: [
          { key: 'p', span: 2, content: <strong>{t(figure === 'Ceiling' ? 'BUDGET.TOTAL_CEILING' : 'BUDGET.TOTAL_ALLOCATION')}</strong> },
          ...BUDGET_CATEGORIES.map((cat) => ({ key: cat, align: 'right' as const, content: f.number(sum(figure, `${year}_${cat}`)) })),
          { key: 'total', align: 'right', content: <strong>{f.number(BUDGET_CATEGORIES.reduce((a, cat) => a + sum(figure, `${year}_${cat}`), 0))}</strong> },
        ] }))}
      />
      <MtefYearTotals lines={lines} edits={edits} />
      <div className="l-space mtef-actions">
        <Button kind="primary" icon={<SvgIcon icon={SaveOutlined} />} disabled={!edits.size || !open} loading={saving.fetching} onClick={() => { void onSave(); }} data-testid="mtef-save">
          {t('BUDGET.SAVE', { count: edits.size })}
        </Button>
        {c.ministry && open && (stage ?? 0) > 1 && (
          <Button icon={<SvgIcon icon={CopyOutlined} />} onClick={() => setCopyAsked(true)} data-testid="mtef-copy">{t('BUDGET.COPY_STAGE', { from: (stage ?? 1) - 1 })}</Button>
        )}
        {copyAsked && yearId && stage && (
          <CopyStageDialog yearId={yearId} stage={stage} onClose={(copied) => { setCopyAsked(false); if (copied) refetch({ requestPolicy: 'network-only' }); }} />
        )}
        {yearId && stage && voteId && <KeepVersion area="CG" yearId={yearId} stage={stage} voteId={voteId} disabled={edits.size > 0 || !lines.length} />}
        {!open && !freezes.length && <Tag colour="default">{t('BUDGET.CLOSED_STAGE')}</Tag>}
      </div>
    </div>
  );
}
