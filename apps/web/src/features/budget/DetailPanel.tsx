import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import SaveOutlined from '@ant-design/icons-svg/es/asn/SaveOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { useMutation, useQuery } from 'urql';
import { fundsShown } from '@pbs/domain';
import { useKeyedState } from '../../lib/useKeyedState';
import { useLeaveWarning } from '../../lib/useLeaveWarning';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { LeaveConfirm } from '../../components/LeaveConfirm';
import { Button } from '../../components/light/Button';
import { SvgIcon } from '../../components/light/SvgIcon';
import { Tag } from '../../components/light/Panel';
import { Alert } from '../../components/light-form/Alert';
import { Field } from '../../components/light-form/Fields';
import { Grid } from '../../components/light-form/Grid';
import { FigureCell } from '../../components/light-form/FigureCell';
import { toastSuccess } from '../../lib/toast';
import { useFormat, useT } from '../../i18n';
import { useErrorToast, useFailure } from '../../i18n/errors';
import { SAVE_BUDGET_LINES, VOTE_DETAIL } from './documents';
import { useVoteStage } from './useVoteStage';
import { VoteStagePicker } from './VoteStagePicker';
import { categoryName } from './categories';
import { cellKey, cellOf, envelopeUse, gridRows, overFigures, type DetailItem, type DetailLine, type Edits, type GridRow } from './detail';
import { DetailAddItem } from './DetailAddItem';
import { gridState } from './loading-state';

/** Lines one save sends at most (the server's limit). */
const SAVE_SLICE = 2_000;
/** Wide enough for 999,999,999,999 in the grid's font: seven funds and the total fit beside the lines at 1280 px. */
const AMOUNT_WIDTH = 128;
/** One row of the grid, in pixels: every row the same height, so only those in view need be drawn. */
const ROW_HEIGHT = 40;

/**
 * A vote's detailed estimates for a year and stage: programme → sub-programme → output → item with a column per
 * fund, sub-totals on each heading and totals below, searchable, and typed in place; the rows are drawn as they
 * scroll into view, so a vote of 2,000 lines stays quick. What would stand above its MTEF figure is said as it is
 * typed, as the server's rule will say it at Save.
 */
export function DetailPanel() {
  const t = useT();
  const f = useFormat();
  const fail = useFailure();
  const v = useVoteStage({ localGovernments: true });
  const { c, yearId, stage, voteId } = v;
  const target = `${yearId}:${stage}:${voteId}`;
  const [edits, setEdits] = useKeyedState<string, Edits>(target, () => new Map());
  const [added, setAdded] = useKeyedState<string, { outputId: number; item: DetailItem }[]>(target, () => []);
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  // Followed from a figure of the MTEF grid: its year, stage, vote and programme come in the address.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const programme = params.get('programme');
  const { setYearId, setStage, setVoteId } = v;
  useEffect(() => {
    const [year, at, vote] = ['year', 'stage', 'vote'].map((k) => Number(params.get(k)) || null);
    if (year) setYearId(year);
    if (at) setStage(at);
    if (vote) setVoteId(vote);
  }, [params, setYearId, setStage, setVoteId]);
  const leaving = useLeaveWarning(edits.size > 0);
  // On a phone the line column is narrower and scrolls with the figures, so an amount is always in view.
  const wide = useMediaQuery('(min-width: 768px)');
  const lineWidth = wide ? 280 : 190;

  const vars = { Year_ID: yearId ?? 0, Stage: stage ?? 0, Vote_ID: voteId ?? 0 };
  const [{ data, fetching, error }, refetch] = useQuery({ query: VOTE_DETAIL, variables: vars, pause: !yearId || !stage || !voteId });
  const noVote = c.ready && !voteId;
  const shown = gridState({ data, error, fetching }, t(noVote ? 'BUDGET.MTEF_CG_ONLY' : 'DETAIL.NO_LINES'), t, noVote);
  const [saving, save] = useMutation(SAVE_BUDGET_LINES);
  useErrorToast(error, t('TOAST.FAILED'));
  const detail = data?.voteDetail;
  // Statutory funds are the ministry's (set by its national file): a column only where the vote has such lines.
  const funds = useMemo(() => fundsShown((detail?.Funds ?? []).map((x) => ({ ...x, code: x.Fund_Code })),
    (code) => !!detail?.Budget_Lines.some((l) => l.Fund_Code === code)), [detail]);
  const fundCodes = useMemo(() => funds.map((x) => x.Fund_Code), [funds]);
  const lines = useMemo(() => (detail?.Budget_Lines ?? []) as DetailLine[], [detail]);
  const outputs = useMemo(() => detail?.Chart_Outputs ?? [], [detail]);
  const all = useMemo(() => gridRows(lines, outputs, added, edits, fundCodes, ''), [lines, outputs, added, edits, fundCodes]);
  const rows = useMemo(() => (search.trim() || programme ? gridRows(lines, outputs, added, edits, fundCodes, search, programme) : all),
    [all, search, programme, lines, outputs, added, edits, fundCodes]);
  const categoryOf = useMemo(() => Object.fromEntries(funds.map((x) => [x.Fund_Code, x.MTEF_Category])), [funds]);
  const over = useMemo(() => overFigures(all, outputs, categoryOf, detail?.MTEF_Figures ?? []), [all, outputs, categoryOf, detail]);
  // A local government's figures are its envelope by category, for the whole vote (programme 0).
  const lg = (detail?.MTEF_Figures ?? []).some((x) => x.Programme_ID === 0);
  const envelope = useMemo(() => (lg ? envelopeUse(all, categoryOf, detail?.MTEF_Figures ?? []) : []), [lg, all, categoryOf, detail]);
  const control = c.years.find((y) => y.Year_ID === yearId)?.Ceiling_Control;
  const open = detail?.Is_Open ?? false;
  const totals = useMemo(() => Object.fromEntries(fundCodes.map((x) => [x, all.filter((r) => r.level === 0).reduce((sum, r) => sum + (r.amounts[x] ?? 0), 0)])), [all, fundCodes]);

  const setCell = (r: GridRow, fund: string, v: number) => {
    if (!r.outputId || !r.itemId) return;
    const key = cellKey(r.outputId, r.itemId, fund);
    setEdits((m) => new Map(m).set(key, Math.round(v)));
  };
  const onSave = async () => {
    const changed = [...edits].map(([key, amount]) => {
      const { outputId, itemId, fund } = cellOf(key);
      const line = lines.find((l) => l.Output_ID === outputId && l.Item_ID === itemId && l.Fund_Code === fund);
      return { Line_ID: line?.Line_ID, Output_ID: outputId, Item_ID: itemId, Fund_Code: fund, Amount: amount };
    }).filter((l) => l.Line_ID != null || l.Amount > 0);
    let saved = 0;
    const warnings: string[] = [];
    for (let i = 0; i < changed.length; i += SAVE_SLICE) {
      const r = await save({ ...vars, Lines: changed.slice(i, i + SAVE_SLICE) });
      if (r.error) { fail(r.error); return; }
      saved += r.data?.saveBudgetLines.Saved ?? 0;
      warnings.push(...(r.data?.saveBudgetLines.Warnings ?? []));
    }
    toastSuccess(warnings.length ? t('DETAIL.WARNINGS', { detail: warnings.join('; ') }) : t('BUDGET.SAVED', { count: saved }));
    setEdits(new Map());
    setAdded([]);
    refetch({ requestPolicy: 'network-only' });
  };

  const label = (r: GridRow) => (r.level === 3 ? `${r.code} ${r.name}` : `${r.code} — ${r.name}`);
  return (
    <div id="detail">
      <LeaveConfirm blocker={leaving} />
      <VoteStagePicker v={v} extra={
        <Field label={t('DETAIL.SEARCH')} basis={220}>
          {/* Searched on Enter or the button; emptied, every line shows again. */}
          <span className="l-search" data-testid="detail-search">
            <input className="l-input" type="search" aria-label={t('DETAIL.SEARCH')} value={typed} maxLength={200}
              onChange={(e) => { setTyped(e.target.value); if (!e.target.value) setSearch(''); }}
              onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); setSearch(typed); } }} />
            <Button icon={<SvgIcon icon={SearchOutlined} />} aria-label={t('COMMON.SEARCH')} onClick={() => setSearch(typed)} />
          </span>
        </Field>
      } />
      {programme && (
        <p className="detail-programme">
          <Tag colour="default">
            <span data-testid="detail-programme">
              {t('DETAIL.PROGRAMME_ONLY', { programme: [programme, lines.find((l) => l.Programme_Code === programme)?.Programme_Name].filter(Boolean).join(' — ') })}
              <button type="button" className="l-tag-close" aria-label={t('DETAIL.EVERY_PROGRAMME')} onClick={() => { void navigate({ hash: 'detail' }, { replace: true }); }}>
                <SvgIcon icon={CloseOutlined} />
              </button>
            </span>
          </Tag>
        </p>
      )}
      {(lines.length > 0 || lg) && (
        <Alert type={over.length ? (control === 'Stop' ? 'error' : 'warning') : 'success'} testId="detail-consistency"
          title={over.length ? t(lg ? 'DETAIL.OVER_LG' : 'DETAIL.OVER', { count: over.length }) : t(lg ? 'DETAIL.WITHIN_LG' : 'DETAIL.WITHIN')}
          description={lg
            // A district plans within its envelope: each category's lines beside it, typed or not.
            ? envelope.map((e) => t('DETAIL.ENVELOPE_LINE', { category: categoryName(t, e.category), detail: f.number(e.detail), figure: f.number(e.figure) })).join(' · ')
            : over.length ? over.slice(0, 6).map((o) => t('DETAIL.OVER_LINE', {
              programme: o.programme, category: categoryName(t, o.category), detail: f.number(o.detail), figure: o.figure === null ? '—' : f.number(o.figure),
            })).join('; ') : undefined} />
      )}
      <Grid<GridRow> rowKey={(r) => r.key} {...shown} rows={rows} height={560} rowHeight={ROW_HEIGHT}
        rowClassName={(r) => `detail-level-${r.level}`} testId="detail-grid" label={t('BUDGET.TAB_DETAIL')}
        columns={[
          { key: 'line', title: t('DETAIL.LINE'), width: lineWidth, fixed: wide, render: (r) => <span style={{ paddingInlineStart: r.level * 12 }} title={label(r)}>{r.level < 3 ? <strong>{label(r)}</strong> : label(r)}</span> },
          ...funds.map((fund) => ({
            key: fund.Fund_Code, title: fund.Fund_Name, align: 'right' as const, width: AMOUNT_WIDTH,
            render: (r: GridRow) => (r.level === 3 && open ? (
              <FigureCell className="detail-amount" value={r.amounts[fund.Fund_Code] || null} format={f.input.format} parse={f.input.parse}
                label={`${r.code} ${fund.Fund_Name}`} onChange={(v) => setCell(r, fund.Fund_Code, v ?? 0)} />
            ) : r.level < 3 ? <strong>{r.amounts[fund.Fund_Code] ? f.number(r.amounts[fund.Fund_Code]) : '–'}</strong> : f.number(r.amounts[fund.Fund_Code])),
          })),
          { key: 'total', title: t('BUDGET.TOTAL'), align: 'right', width: AMOUNT_WIDTH, render: (r) => <strong>{f.number(r.total)}</strong> },
        ]}
        foot={[{ key: 'total', cells: [
          { key: 'line', content: <strong>{t('BUDGET.TOTAL')}</strong> },
          ...fundCodes.map((x) => ({ key: x, align: 'right' as const, content: <strong>{f.number(totals[x])}</strong> })),
          { key: 'total', align: 'right', content: <strong data-testid="detail-total">{f.number(Object.values(totals).reduce((a, b) => a + b, 0))}</strong> },
        ] }]}
      />
      <div className="l-space detail-actions">
        <Button kind="primary" icon={<SvgIcon icon={SaveOutlined} />} disabled={!edits.size || !open} loading={saving.fetching} onClick={() => { void onSave(); }} data-testid="detail-save">
          {t('BUDGET.SAVE', { count: edits.size })}
        </Button>
        {open && detail && <DetailAddItem outputs={outputs} items={detail.Chart_Items} onAdd={(outputId, item) => setAdded((a) => [...a, { outputId, item }])} />}
        <Tag colour="default">{t('DETAIL.LINES_COUNT', { count: lines.length })}</Tag>
        {detail && !open && <Tag colour="default">{t('BUDGET.CLOSED_STAGE')}</Tag>}
      </div>
    </div>
  );
}
