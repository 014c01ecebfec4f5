import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { stageName } from '../../i18n/stage-name';
import { Field, Fields } from '../../components/light-form/Fields';
import { Select } from '../../components/light-form/Select';
import type { VoteStage } from './useVoteStage';
import { voteOption } from './useYearVotes';

/** The year, stage and vote choosers above a vote-level budget tab, and whatever else the tab asks (`extra`). */
export function VoteStagePicker({ v, extra }: { v: VoteStage; extra?: ReactNode }) {
  const t = useT();
  const loading = !v.c.ready;
  return (
    <Fields>
      <Field label={t('FIELD.Fiscal_Year')} basis={140}>
        <Select label={t('FIELD.Fiscal_Year')} loading={loading} value={v.yearId} onChange={v.setYearId} options={v.c.years.map((y) => ({ value: y.Year_ID, label: y.Fiscal_Year }))} />
      </Field>
      <Field label={t('FIELD.Stage')} basis={180}>
        <Select label={t('FIELD.Stage')} loading={loading} value={v.stage} onChange={v.setStage}
          options={v.stages.map((x) => ({ value: x.Stage, label: `${x.Stage} — ${stageName(t, x.Stage_Name)}${x.Is_Active ? ` (${t('BUDGET.OPEN')})` : ''}` }))} />
      </Field>
      <Field label={t('TOPBAR.VOTE')} basis={260} grow={2}>
        <Select label={t('TOPBAR.VOTE')} loading={loading} value={v.voteId} onChange={v.setVoteId} disabled={!v.c.ministry}
          options={v.votes.map(voteOption)} />
      </Field>
      {extra}
    </Fields>
  );
}
