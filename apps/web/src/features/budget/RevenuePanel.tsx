import { useMutation, useQuery } from 'urql';
import { useState } from 'react';
import { isMessageKey, useFormat, useT, type MessageKey } from '../../i18n';
import { useErrorToast, useFailure } from '../../i18n/errors';
import { toastSuccess } from '../../lib/toast';
import { useSession } from '../../lib/session';
import { useKeyedState } from '../../lib/useKeyedState';
import { useLeaveWarning } from '../../lib/useLeaveWarning';
import { LeaveConfirm } from '../../components/LeaveConfirm';
import { Button } from '../../components/light/Button';
import { DataTable, type Column } from '../../components/light/DataTable';
import { Alert } from '../../components/light-form/Alert';
import { Field, Fields } from '../../components/light-form/Fields';
import { NumberInput } from '../../components/light-form/NumberInput';
import { Select } from '../../components/light-form/Select';
import { stageName } from '../../i18n/stage-name';
import { REVENUE_ESTIMATES, SAVE_REVENUE_ESTIMATES } from './documents';
import { useBudgetChoices } from './useBudgetChoices';

type Line = { Code: string; Kind: string; Name: string; Amount: number };
const KIND: Record<string, MessageKey> = { tax: 'REVENUE.KIND_TAX', nonTax: 'REVENUE.KIND_NON_TAX', grant: 'REVENUE.KIND_GRANT', borrowing: 'REVENUE.KIND_BORROWING' };
const MAX = 1e15;

/**
 * A CG stage's revenue and financing estimates (GFSM 2014 codes): what its spending is paid from, typed by the
 * ministry on the open stage, read by everyone; beside them the stage's spending, the balance and what is unfinanced.
 */
export function RevenuePanel() {
  const t = useT();
  const f = useFormat();
  const fail = useFailure();
  const s = useSession();
  const c = useBudgetChoices();
  const [yearId, setYearId] = useState<number | null>(s.activeFiscalYear?.Year_ID ?? null);
  const [stage, setStage] = useState<number | null>(s.activeStages.find((x) => x.Process_Area === 'CG')?.Stage ?? null);
  const vars = { Year_ID: yearId ?? 0, Stage: stage ?? 0 };
  const [{ data, fetching, error }, refetch] = useQuery({ query: REVENUE_ESTIMATES, variables: vars, pause: !yearId || !stage });
  useErrorToast(error, t('TOAST.FAILED'));
  const [edits, setEdits] = useKeyedState(`${yearId}:${stage}`, () => new Map<string, number>());
  const leaving = useLeaveWarning(edits.size > 0);
  const [saving, save] = useMutation(SAVE_REVENUE_ESTIMATES);
  const answer = data?.revenueEstimates;
  const editable = c.ministry && (answer?.Stage_Open ?? false);
  const amountOf = (l: Line) => edits.get(l.Code) ?? l.Amount;
  // The classification's names in the screen's language; the server's English for a code this build does not know.
  const sourceName = (l: Line) => (isMessageKey(`REVENUE.SRC.${l.Code}`) ? t(`REVENUE.SRC.${l.Code}` as MessageKey) : l.Name);

  const onSave = async () => {
    const r = await save({ ...vars, Lines: [...edits].map(([Code, Amount]) => ({ Code, Amount })) });
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('REVENUE.SAVED', { count: edits.size }));
    setEdits(new Map());
    refetch({ requestPolicy: 'network-only' });
  };
  const columns: Column<Line>[] = [
    { key: 'code', title: t('REVENUE.CODE'), width: 70, render: (l) => l.Code },
    { key: 'name', title: t('REVENUE.SOURCE'), render: (l) => sourceName(l) },
    { key: 'kind', title: t('REVENUE.KIND'), width: 150, render: (l) => t(KIND[l.Kind] ?? 'REVENUE.KIND_TAX') },
    { key: 'amount', title: t('REVENUE.AMOUNT'), align: 'right', width: 210, render: (l) => (editable ? (
      <NumberInput value={amountOf(l)} format={f.input.format} parse={f.input.parse} label={`${l.Code} ${sourceName(l)}`} min={l.Kind === 'borrowing' ? -MAX : 0} max={MAX}
        onChange={(v) => setEdits((m) => new Map(m).set(l.Code, Math.round(v ?? 0)))} />
    ) : f.number(l.Amount)) },
  ];
  const x = answer?.Totals;
  const totals: [MessageKey, number | undefined][] = [
    ['REVENUE.TAX', x?.Tax], ['REVENUE.NON_TAX', x?.Non_Tax], ['REVENUE.GRANTS', x?.Grants], ['REVENUE.REVENUE', x?.Revenue],
    ['REVENUE.SPENDING', x?.Spending], ['REVENUE.BALANCE', x?.Balance], ['REVENUE.BORROWING', x?.Borrowing], ['REVENUE.UNFINANCED', x?.Unfinanced],
  ];
  return (
    <div id="revenue">
      <LeaveConfirm blocker={leaving} />
      <Fields>
        <Field label={t('FIELD.Fiscal_Year')} basis={140}>
          <Select label={t('FIELD.Fiscal_Year')} loading={!c.ready} value={yearId} onChange={(y) => { setYearId(y); setStage(null); }}
            options={c.years.map((y) => ({ value: y.Year_ID, label: y.Fiscal_Year }))} />
        </Field>
        <Field label={t('FIELD.Stage')} basis={200}>
          <Select label={t('FIELD.Stage')} loading={!c.ready} value={stage} onChange={setStage} testId="revenue-stage"
            options={c.stages('CG', yearId).map((x) => ({ value: x.Stage, label: `${x.Stage} — ${stageName(t, x.Stage_Name)}${x.Is_Active ? ` (${t('BUDGET.OPEN')})` : ''}` }))} />
        </Field>
      </Fields>
      {answer && !answer.Held && <Alert type="info" title={t('REVENUE.NONE')} description={editable ? t('REVENUE.NONE_TYPE') : undefined} />}
      <DataTable<Line> rows={answer?.Lines ?? []} rowKey={(l) => l.Code} columns={columns} loading={fetching && !answer} minWidth={620} testId="revenue-table" />
      {/* Figures in the language's own marks, with what the stage's spending leaves. */}
      <div className="year-totals revenue-totals">
        <dl data-testid="revenue-totals">
          {totals.map(([label, v]) => <div key={label}><dt>{t(label)}</dt><dd>{v == null ? '—' : f.number(v)}</dd></div>)}
        </dl>
      </div>
      {editable && (
        <div className="l-space mtef-actions">
          <Button kind="primary" disabled={!edits.size} loading={saving.fetching} onClick={() => { void onSave(); }} data-testid="revenue-save">
            {t('REVENUE.SAVE', { count: edits.size })}
          </Button>
        </div>
      )}
    </div>
  );
}
