import { useMutation, useQuery } from 'urql';
import { useState } from 'react';
import { useFormat, useT, type MessageKey } from '../../i18n';
import { useErrorToast, useFailure } from '../../i18n/errors';
import { toastSuccess } from '../../lib/toast';
import { useSession } from '../../lib/session';
import { useKeyedState } from '../../lib/useKeyedState';
import { useLeaveWarning } from '../../lib/useLeaveWarning';
import { LeaveConfirm } from '../../components/LeaveConfirm';
import { Button } from '../../components/light/Button';
import { Alert } from '../../components/light-form/Alert';
import { Field, Fields } from '../../components/light-form/Fields';
import { Select } from '../../components/light-form/Select';
import { stageName } from '../../i18n/stage-name';
import { REVENUE_ESTIMATES, SAVE_REVENUE_ESTIMATES } from './documents';
import { useBudgetChoices } from './useBudgetChoices';
import { RevenueSources } from './RevenueSources';


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
  const onSave = async () => {
    const r = await save({ ...vars, Lines: [...edits].map(([Code, Amount]) => ({ Code, Amount })) });
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('REVENUE.SAVED', { count: edits.size }));
    setEdits(new Map());
    refetch({ requestPolicy: 'network-only' });
  };
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
      <RevenueSources lines={answer?.Lines ?? []} loading={fetching && !answer} testId="revenue-table"
        {...(editable ? { edits, onEdit: (code: string, amount: number) => setEdits((m) => new Map(m).set(code, amount)) } : {})} />
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
