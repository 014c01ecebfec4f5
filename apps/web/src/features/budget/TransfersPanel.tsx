import { useState } from 'react';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useQuery } from 'urql';
import { useSession } from '../../lib/session';
import { gridState } from './loading-state';
import { useT, useFormat } from '../../i18n';
import { TRANSFERS } from './documents';
import { useBudgetChoices } from './useBudgetChoices';
import { useYearVotes, voteOption } from './useYearVotes';
import { stageName } from '../../i18n/stage-name';
import { KeepVersion } from './KeepVersion';
import { useErrorToast } from '../../i18n/errors';
import { antIsland } from '../../app/ant-island';
import { Button } from '../../components/light/Button';
import { SvgIcon } from '../../components/light/SvgIcon';
import { Tabs } from '../../components/light/Tabs';
import { DialogLoading } from '../../components/light/DialogLoading';
import { Field, Fields } from '../../components/light-form/Fields';
import { Grid, type GridColumn } from '../../components/light-form/Grid';
import { Select } from '../../components/light-form/Select';
import { IPF_AMOUNTS, type IpfRow as Row, type Transfer } from './ipf';

const IpfLineForm = antIsland(() => import('./IpfLineForm').then((m) => ({ default: m.IpfLineForm })), <DialogLoading />);

/**
 * LG grant IPFs of one district: conditional and discretionary transfer grids with the revenue's budget. In the
 * open stage a line can be added or corrected (IpfLineForm, which brings Ant Design with it); a version can be kept.
 */
export function TransfersPanel() {
  const t = useT();
  const f = useFormat();
  const s = useSession();
  const c = useBudgetChoices();
  const [chosenVote, setVoteId] = useState<number | null>(null);
  const [stage, setStage] = useState<number | null>(s.activeStages.find((x) => x.Process_Area === 'LG')?.Stage ?? null);
  const yearId = s.activeFiscalYear?.Year_ID ?? null;
  const { lgVotes } = useYearVotes(c, yearId);
  // The user's own LG (the first for the ministry) until another is chosen.
  const voteId = chosenVote ?? (c.ready ? (c.ministry ? c.lgVotes[0]?.Vote_ID ?? null : c.ownKind === 'LG' ? c.ownVote : null) : null);
  const [{ data, fetching, error }, refetch] = useQuery({ query: TRANSFERS, variables: { Vote_ID: voteId ?? 0, Stage: stage ?? 0 }, pause: !voteId || !stage });
  useErrorToast(error, t('TOAST.FAILED'));
  const [tab, setTab] = useState<'conditional' | 'discretionary'>('conditional');
  const [editing, setEditing] = useState<{ row: Row | null; transfer: Transfer } | null>(null);
  // The open LG stage is typed in, by the district's own officers or the ministry (the server checks both).
  const open = c.stages('LG', yearId).find((x) => x.Stage === stage)?.Is_Active ?? false;
  const transferOf = (withGrant: boolean): Transfer => (withGrant ? 'Discretionary' : 'Conditional');
  const columns = (withGrant: boolean): GridColumn<Row>[] => [
    { key: 'g', title: t('BUDGET.REVENUE'), width: 220, fixed: true, render: (r) => `${r.Revenue_Code} — ${r.Revenue_Name}` },
    ...(withGrant ? [{ key: 'sg', title: t('BUDGET.SUB_GRANT'), width: 200, render: (r: Row) => (r.SubGrant_Code ? `${r.SubGrant_Code} — ${r.SubGrant_Name}` : '—') }] : []),
    { key: 'ssp', title: t('FIELD.Sub_SubProgramme'), width: 220, render: (r) => `${r.Sub_SubProgramme_Code} — ${r.Sub_SubProgramme_Name}` },
    ...IPF_AMOUNTS.map((k) => ({ key: k, title: k.replace('Projection_', '').replace('Plan_', ''), align: 'right' as const, width: 130, render: (r: Row) => f.number(Number(r[k] ?? 0)) })),
    { key: 'rb', title: t('BUDGET.REVENUE_BUDGET'), align: 'right', width: 150, render: (r) => f.number(Number(r.Revenue_Budget ?? 0)) },
    ...(open ? [{ key: 'edit', title: '', width: 130, render: (r: Row) => (
      <Button icon={<SvgIcon icon={EditOutlined} />} onClick={() => setEditing({ row: r, transfer: transferOf(withGrant) })} data-testid={`ipf-correct-${r.ID}`}>{t('BUDGET.IPF_CORRECT')}</Button>
    ) }] : []),
  ];
  // Rows are drawn as they scroll into view, so a district of many grants stays quick.
  const grid = (rows: Row[], withGrant: boolean, id: string) => (
    <Grid<Row> rowKey={(r) => r.ID} rows={rows} columns={columns(withGrant)} testId={id} label={t('BUDGET.TAB_IPF')} height={600}
      {...gridState({ data, error, fetching }, t('BUDGET.NO_LINES'), t, c.ready && !voteId)} />
  );
  return (
    <div id="ipf">
      <Fields>
        <Field label={t('ARCHIVES.LG_VOTE')} basis={320} grow={2}>
          <Select label={t('ARCHIVES.LG_VOTE')} loading={!c.ready} value={voteId} onChange={setVoteId} disabled={!c.ministry} testId="ipf-vote"
            options={lgVotes.map(voteOption)} />
        </Field>
        <Field label={t('FIELD.Stage')} basis={180}>
          <Select label={t('FIELD.Stage')} loading={!c.ready} value={stage} onChange={setStage}
            options={c.stages('LG', yearId).map((x) => ({ value: x.Stage, label: `${x.Stage} — ${stageName(t, x.Stage_Name)}` }))} />
        </Field>
      </Fields>
      {open && voteId && (
        <div className="l-space ipf-actions">
          <Button icon={<SvgIcon icon={PlusOutlined} />} onClick={() => setEditing({ row: null, transfer: tab === 'discretionary' ? 'Discretionary' : 'Conditional' })} data-testid="ipf-add">{t('BUDGET.IPF_ADD')}</Button>
        </div>
      )}
      {editing && yearId && stage && voteId && (
        <IpfLineForm yearId={yearId} stage={stage} voteId={voteId} row={editing.row} transfer={editing.transfer}
          onClose={(saved) => { setEditing(null); if (saved) refetch({ requestPolicy: 'network-only' }); }} />
      )}
      <Tabs variant="card" active={tab} onChange={(k) => setTab(k as typeof tab)} items={[
        { key: 'conditional', label: t('BUDGET.CONDITIONAL'), children: grid(data?.conditional ?? [], false, 'conditional-grid') },
        { key: 'discretionary', label: t('BUDGET.DISCRETIONARY'), children: grid(data?.discretionary ?? [], true, 'discretionary-grid') },
      ]} />
      {yearId && stage && voteId && (
        <div className="l-space ipf-actions">
          <KeepVersion area="LG" yearId={yearId} stage={stage} voteId={voteId} disabled={!data?.conditional.length && !data?.discretionary.length} />
        </div>
      )}
    </div>
  );
}
