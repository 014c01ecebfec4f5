import { useMemo, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useFormat, useT, type MessageKey } from '../../i18n';
import { useErrorToast, useFailure } from '../../i18n/errors';
import { toastSuccess } from '../../lib/toast';
import { useSession } from '../../lib/session';
import { Button } from '../../components/light/Button';
import { DataTable, type Column } from '../../components/light/DataTable';
import { Field, Fields } from '../../components/light-form/Fields';
import { Select } from '../../components/light-form/Select';
import { KEEP_YEAR_NAME, YEAR_NAMES } from './documents';
import { useBudgetChoices } from './useBudgetChoices';
import { useYearVotes, voteOption } from './useYearVotes';

const SEGMENTS = ['vote', 'programme', 'sub-programme'] as const;
type Segment = (typeof SEGMENTS)[number];
const SEGMENT_LABEL: Record<Segment, MessageKey> = { vote: 'NAMES.VOTES', programme: 'NAMES.PROGRAMMES', 'sub-programme': 'NAMES.SUB_PROGRAMMES' };
type Row = {
  Ref_ID: number; Vote_ID?: number | null; Parent_Code?: string | null; Standing_Code: string; Standing_Name: string;
  Year_Code?: string | null; Year_Name?: string | null; Kept_By?: string | null; Kept_At?: unknown;
};
const keyOf = (r: Row) => `${r.Ref_ID}/${r.Vote_ID ?? 0}`;

/**
 * The ministry's page of a year's names (ADR 0024): what the year prints for each vote, programme and sub-programme —
 * as its loads named them, or as corrected here. A correction is kept by hand, so a later load of the year leaves it.
 */
export function NamesPanel() {
  const t = useT();
  const f = useFormat();
  const fail = useFailure();
  const s = useSession();
  const c = useBudgetChoices();
  const [yearId, setYearId] = useState<number | null>(s.activeFiscalYear?.Year_ID ?? null);
  const [segment, setSegment] = useState<Segment>('vote');
  const { cgVotes, lgVotes } = useYearVotes(c, yearId);
  const votes = useMemo(() => [...cgVotes, ...lgVotes], [cgVotes, lgVotes]);
  const [chosenVote, setVoteId] = useState<number | null>(null);
  const voteId = chosenVote ?? votes[0]?.Vote_ID ?? null;
  const perVoteSegment = segment !== 'vote';
  const [{ data, fetching, error }] = useQuery({
    query: YEAR_NAMES, variables: { Year_ID: yearId ?? 0, Segment: segment, Vote_ID: perVoteSegment ? voteId : null },
    pause: !yearId || (perVoteSegment && !voteId),
  });
  useErrorToast(error, t('TOAST.FAILED'));
  const [typed, setTyped] = useState('');
  const [editing, setEditing] = useState<{ key: string; name: string } | null>(null);
  const [saving, keep] = useMutation(KEEP_YEAR_NAME);
  const fiscalYear = c.years.find((y) => y.Year_ID === yearId)?.Fiscal_Year ?? '';

  const rows = useMemo(() => {
    const all: Row[] = data?.yearNames.Rows ?? [];
    const q = typed.trim().toLowerCase();
    return q ? all.filter((r) => [r.Year_Code, r.Standing_Code, r.Year_Name, r.Standing_Name, r.Parent_Code].some((x) => x?.toLowerCase().includes(q))) : all;
  }, [data, typed]);

  const save = async (r: Row, name: string) => {
    if (!yearId) return;
    const done = await keep({ Year_ID: yearId, Segment: segment, Ref_ID: r.Ref_ID, Vote_ID: r.Vote_ID ?? null, Name: name });
    if (done.error) { fail(done.error); return; }
    setEditing(null);
    toastSuccess(t('NAMES.SAVED', { code: done.data?.keepYearName.Year_Code ?? r.Standing_Code, name: done.data?.keepYearName.Year_Name ?? name, year: fiscalYear }));
  };
  const nameCell = (r: Row) => {
    const key = keyOf(r);
    if (editing?.key === key) {
      return (
        <form className="names-edit" onSubmit={(e) => { e.preventDefault(); void save(r, editing.name); }}>
          <input className="l-input" value={editing.name} maxLength={200} autoFocus aria-label={t('NAMES.CORRECT_LABEL', { code: r.Year_Code ?? r.Standing_Code })}
            onChange={(e) => setEditing({ key, name: e.target.value })} onKeyDown={(e) => { if (e.key === 'Escape') setEditing(null); }} data-testid="names-input" />
          <Button kind="primary" type="submit" loading={saving.fetching} disabled={editing.name.trim().length < 2}>{t('NAMES.SAVE')}</Button>
          <Button onClick={() => setEditing(null)}>{t('NAMES.CANCEL')}</Button>
        </form>
      );
    }
    return (
      <div className="names-name">
        <span>{r.Year_Name ?? r.Standing_Name}</span>
        {!r.Year_Name && <span className="l-tag">{t('NAMES.NOT_NAMED')}</span>}
        {r.Kept_By && <span className="l-tag l-tag-blue">{t('NAMES.KEPT', { user: r.Kept_By, date: typeof r.Kept_At === 'string' ? f.date(r.Kept_At) : '' })}</span>}
      </div>
    );
  };
  const columns: Column<Row>[] = [
    ...(segment === 'sub-programme' ? [{ key: 'p', title: t('NAMES.PROGRAMME'), render: (r: Row) => r.Parent_Code ?? '' }] : []),
    { key: 'code', title: t('NAMES.CODE'), width: 90, render: (r) => r.Year_Code ?? r.Standing_Code },
    { key: 'name', title: t('NAMES.YEAR_NAME', { year: fiscalYear }), render: nameCell },
    { key: 'standing', title: t('NAMES.STANDING'), render: (r) => (r.Year_Name && r.Year_Name !== r.Standing_Name ? `${r.Standing_Code} — ${r.Standing_Name}` : '—') },
    { key: 'edit', title: '', width: 110, render: (r) => (editing?.key === keyOf(r) ? null : (
      <Button kind="link" onClick={() => setEditing({ key: keyOf(r), name: r.Year_Name ?? r.Standing_Name })}
        aria-label={t('NAMES.CORRECT_LABEL', { code: r.Year_Code ?? r.Standing_Code })} data-testid="names-correct">{t('NAMES.CORRECT')}</Button>
    )) },
  ];
  return (
    <div id="names">
      <p className="names-intro">{t('NAMES.INTRO')}</p>
      <Fields>
        <Field label={t('FIELD.Fiscal_Year')} basis={140}>
          <Select label={t('FIELD.Fiscal_Year')} loading={!c.ready} value={yearId} onChange={(y) => { setYearId(y); setEditing(null); }}
            options={c.years.map((y) => ({ value: y.Year_ID, label: y.Fiscal_Year }))} />
        </Field>
        <Field label={t('NAMES.SEGMENT')} basis={180}>
          <Select label={t('NAMES.SEGMENT')} value={segment} onChange={(v) => { setSegment(v); setEditing(null); }} testId="names-segment"
            options={SEGMENTS.map((x) => ({ value: x, label: t(SEGMENT_LABEL[x]) }))} />
        </Field>
        {perVoteSegment && (
          <Field label={t('TOPBAR.VOTE')} basis={260} grow={2}>
            <Select label={t('TOPBAR.VOTE')} loading={!c.ready} value={voteId} onChange={(v) => { setVoteId(v); setEditing(null); }} options={votes.map(voteOption)} testId="names-vote" />
          </Field>
        )}
        <Field label={t('NAMES.FILTER')} basis={220}>
          <input className="l-input" type="search" value={typed} maxLength={200} onChange={(e) => setTyped(e.target.value)} />
        </Field>
      </Fields>
      <DataTable<Row> rows={rows} rowKey={keyOf} columns={columns} loading={fetching && !data} pageSize={50} minWidth={640} testId="names-table" />
    </div>
  );
}
