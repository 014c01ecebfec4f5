import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { useFormat, useT, type MessageKey } from '../../i18n';
import { useErrorToast } from '../../i18n/errors';
import { useSession } from '../../lib/session';
import { DataTable, type Column } from '../../components/light/DataTable';
import { Field, Fields } from '../../components/light-form/Fields';
import { Select } from '../../components/light-form/Select';
import { EXECUTION_TOTALS } from './documents';
import { useBudgetChoices } from './useBudgetChoices';
import { useYearVotes, voteOption } from './useYearVotes';

const SEGMENTS = ['vote', 'programme', 'subProgramme', 'output', 'economicClass', 'item', 'fund', 'function', 'sector'] as const;
type Segment = (typeof SEGMENTS)[number];
const LABEL: Record<Segment, MessageKey> = {
  vote: 'BUDGET.YEARS.VOTE', programme: 'BUDGET.YEARS.PROGRAMME', subProgramme: 'EXEC.SUB_PROGRAMME', output: 'EXEC.OUTPUT', economicClass: 'BUDGET.YEARS.ECONOMIC',
  item: 'EXEC.ITEM', fund: 'EXEC.FUND', function: 'BUDGET.YEARS.FUNCTION', sector: 'BUDGET.YEARS.SECTOR',
};
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
type Row = { Code_1?: string | null; Name_1?: string | null; Code_2?: string | null; Name_2?: string | null; Approved: number; Revised: number; Warranted: number; Released: number;
  Spent: number; Released_Share?: number | null; Spent_Share?: number | null; Spent_Of_Revised?: number | null };
const keyOf = (r: Row) => `${r.Code_1 ?? ''}|${r.Name_1 ?? ''}|${r.Code_2 ?? ''}|${r.Name_2 ?? ''}`;

/**
 * The year's budget against what was spent, at any grain of the chart (ADR 0026): the estimates the year is carried out
 * under, as approved and as revised by supplementaries and virements (ADR 0027), beside what the financial system reported warranted, released and spent to the end of a month,
 * added up by one segment or two. A vote's officer sees their own vote; the ministry every vote or one.
 */
export function ExecutionPanel() {
  const t = useT();
  const f = useFormat();
  const s = useSession();
  const c = useBudgetChoices();
  const [yearId, setYearId] = useState<number | null>(s.activeFiscalYear?.Year_ID ?? null);
  const [toMonth, setToMonth] = useState(12);
  const [by, setBy] = useState<Segment>('vote');
  const [then, setThen] = useState<Segment | 'none'>('none');
  const [voteId, setVoteId] = useState(0);
  const { cgVotes } = useYearVotes(c, yearId);
  const segments = then === 'none' || then === by ? [by] : [by, then];
  const [{ data, fetching, error }] = useQuery({
    query: EXECUTION_TOTALS, variables: { Year_ID: yearId ?? 0, By: segments, To_Month: toMonth, Vote_ID: c.ministry && voteId ? voteId : null }, pause: !yearId,
  });
  useErrorToast(error, t('TOAST.FAILED'));
  const rows: Row[] = useMemo(() => data?.executionTotals ?? [], [data]);
  const total = useMemo(() => rows.reduce((a, r) => ({ Approved: a.Approved + r.Approved, Revised: a.Revised + r.Revised, Warranted: a.Warranted + r.Warranted, Released: a.Released + r.Released, Spent: a.Spent + r.Spent }),
    { Approved: 0, Revised: 0, Warranted: 0, Released: 0, Spent: 0 }), [rows]);
  const pct = (v?: number | null) => (v == null ? '—' : `${f.number(v, 1)} %`);
  const named = (code?: string | null, name?: string | null) => (code ? `${code}${name ? ` — ${name}` : ''}` : '—');
  const columns: Column<Row>[] = [
    { key: 'one', title: t(LABEL[by]), render: (r) => named(r.Code_1, r.Name_1) },
    ...(segments.length > 1 ? [{ key: 'two', title: t(LABEL[segments[1] ?? by]), render: (r: Row) => named(r.Code_2, r.Name_2) }] : []),
    { key: 'approved', title: t('EXEC.APPROVED'), align: 'right', render: (r) => f.number(r.Approved) },
    { key: 'revised', title: t('EXEC.REVISED'), align: 'right', render: (r) => f.number(r.Revised) },
    { key: 'warranted', title: t('EXEC.WARRANTED'), align: 'right', render: (r) => f.number(r.Warranted) },
    { key: 'released', title: t('EXEC.RELEASED'), align: 'right', render: (r) => f.number(r.Released) },
    { key: 'spent', title: t('EXEC.SPENT'), align: 'right', render: (r) => f.number(r.Spent) },
    { key: 'rs', title: t('EXEC.RELEASED_SHARE'), align: 'right', render: (r) => pct(r.Released_Share) },
    { key: 'ss', title: t('EXEC.SPENT_SHARE'), align: 'right', render: (r) => pct(r.Spent_Share) },
    { key: 'sr', title: t('EXEC.SPENT_OF_REVISED'), align: 'right', render: (r) => pct(r.Spent_Of_Revised) },
  ];
  const share = (part: number) => (total.Revised ? pct((part / total.Revised) * 100) : '—');
  return (
    <div id="execution">
      <p className="names-intro">{t('EXEC.INTRO')}</p>
      <Fields>
        <Field label={t('FIELD.Fiscal_Year')} basis={140}>
          <Select label={t('FIELD.Fiscal_Year')} loading={!c.ready} value={yearId} onChange={setYearId} options={c.years.map((y) => ({ value: y.Year_ID, label: y.Fiscal_Year }))} />
        </Field>
        <Field label={t('EXEC.TO_MONTH')} basis={120}>
          <Select label={t('EXEC.TO_MONTH')} value={toMonth} onChange={setToMonth} testId="execution-month" options={MONTHS.map((n) => ({ value: n, label: t('LOAD.MONTH_N', { n }) }))} />
        </Field>
        <Field label={t('BUDGET.YEARS.BY')} basis={170}>
          <Select label={t('BUDGET.YEARS.BY')} value={by} onChange={setBy} testId="execution-by" options={SEGMENTS.map((x) => ({ value: x, label: t(LABEL[x]) }))} />
        </Field>
        <Field label={t('EXEC.THEN_BY')} basis={170}>
          <Select label={t('EXEC.THEN_BY')} value={then} onChange={setThen} testId="execution-then"
            options={[{ value: 'none' as const, label: t('EXEC.NO_SECOND') }, ...SEGMENTS.filter((x) => x !== by).map((x) => ({ value: x, label: t(LABEL[x]) }))]} />
        </Field>
        {c.ministry && (
          <Field label={t('TOPBAR.VOTE')} basis={240} grow={2}>
            <Select label={t('TOPBAR.VOTE')} loading={!c.ready} value={voteId} onChange={setVoteId} testId="execution-vote"
              options={[{ value: 0, label: t('BUDGET.YEARS.ALL_VOTES') }, ...cgVotes.map(voteOption)]} />
          </Field>
        )}
      </Fields>
      {rows.length > 0 && (
        <p className="execution-total" data-testid="execution-total">
          {t('EXEC.TOTAL_LINE', { approved: f.number(total.Approved), revised: f.number(total.Revised), released: f.number(total.Released), spent: f.number(total.Spent), share: share(total.Spent) })}
        </p>
      )}
      <DataTable<Row> rows={rows} rowKey={keyOf} columns={columns} loading={fetching && !data} pageSize={50} minWidth={900} empty={t('EXEC.EMPTY')} testId="execution-table" />
    </div>
  );
}
