import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { Standing } from '@pbs/domain';
import { graphql } from '../../gql';
import { useSession } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { useFormat, useT } from '../../i18n';
import { STANDING_COLOUR } from './standing-colour';
import { useFailure } from '../../i18n/errors';
import { antIsland } from '../../app/ant-island';
import { Button } from '../../components/light/Button';
import { Panel, Tag } from '../../components/light/Panel';
import { DataTable } from '../../components/light/DataTable';
import { DialogLoading } from '../../components/light/DialogLoading';

const DEADLINES = graphql(`query Deadlines($y: Int!) { reportDeadlines(Year_ID: $y) {
  Deadline_ID Report_ID Report_Name Due_On Statutory_Due_On Remind_Days_Before Escalate_To Pending Due_Soon Overdue On_Time Late Missing } }`);
const SWEEP = graphql(`mutation SendDeadlineReminders { sendDeadlineReminders }`);
const STATUTORY = graphql(`mutation SetStatutoryDeadlines($y: Int!) { setStatutoryDeadlines(Year_ID: $y) }`);

/** Who may set deadlines: those who assign the reports' approvers. */
const MANAGE = '/reports/approvers';

// The dialogs load when opened, Ant Design with them (the mask and a spinner meanwhile) (the date picker and form when an administrator sets a
// deadline), not with every dashboard.
const DeadlineEditor = antIsland(() => import('./DeadlineEditor'), <DialogLoading />);
const DeadlineStandings = antIsland(() => import('./DeadlineStandings').then((m) => ({ default: m.DeadlineStandings })), <DialogLoading />);
const DeadlineEntities = antIsland(() => import('./DeadlineEntities').then((m) => ({ default: m.DeadlineEntities })), <DialogLoading />);

/**
 * The year's report deadlines: for each, how many of the user's entities are still pending, due soon and
 * overdue. Report administrators set due dates here and can send the day's reminders at once.
 */
export function DeadlinesCard() {
  const t = useT();
  const fail = useFailure();
  const f = useFormat();
  const s = useSession();
  const y = s.activeFiscalYear?.Year_ID ?? 0;
  const manage = s.menuPaths.includes(MANAGE);
  const [{ data }, refetch] = useQuery({ query: DEADLINES, variables: { y }, pause: !y, requestPolicy: 'cache-and-network' });
  const [{ fetching: sweeping }, sweep] = useMutation(SWEEP);
  const [{ fetching: filling }, fill] = useMutation(STATUTORY);
  const [editing, setEditing] = useState(false);
  const [shown, setShown] = useState<{ Deadline_ID: number; Report_Name: string } | null>(null);
  const [standing, setStanding] = useState<{ deadline: { Deadline_ID: number; Report_Name: string; Due_On: string }; initial: Standing | 'all' } | null>(null);
  const rows = data?.reportDeadlines ?? [];
  if (!rows.length && !manage) return null;
  const sendNow = async () => {
    const r = await sweep({});
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('DEADLINES.SENT', { count: r.data?.sendDeadlineReminders ?? 0 }));
  };
  const fillStatutory = async () => {
    const r = await fill({ y });
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('DEADLINES.STATUTORY_SET', { count: r.data?.setStatutoryDeadlines ?? 0 }));
    refetch({ requestPolicy: 'network-only' });
  };
  type Row = (typeof rows)[number];
  // Each count opens the entities standing that way; a zero stays plain text.
  const standingCount = (d: Row, s: Standing, n: number) => (n
    ? <button type="button" className="l-btn l-btn-link" data-testid={`deadline-${s}-${d.Deadline_ID}`} aria-label={`${t(`DEADLINES.STANDING.${s}`)}: ${f.number(n)} — ${t('DEADLINES.SHOW_STANDINGS', { report: d.Report_Name })}`}
      onClick={() => setStanding({ deadline: d, initial: s })}><Tag colour={STANDING_COLOUR[s]}>{f.number(n)}</Tag></button>
    : <span>0</span>);
  const count = (n: number, colour: string) => (n ? <Tag colour={colour}>{f.number(n)}</Tag> : <span>0</span>);
  return (
    <Panel title={t('DEADLINES.TITLE')} className="deadlines-card" testId="deadlines-card" extra={manage && (
      <div className="l-space">
        <Button onClick={() => { void fillStatutory(); }} loading={filling} data-testid="deadlines-statutory">{t('DEADLINES.STATUTORY')}</Button>
        <Button onClick={() => { void sendNow(); }} loading={sweeping}>{t('DEADLINES.SEND_NOW')}</Button>
        <Button kind="primary" onClick={() => setEditing(true)}>{t('DEADLINES.SET')}</Button>
      </div>
    )}>
      <DataTable rows={rows} rowKey={(d) => d.Deadline_ID} minWidth={900} empty={t('DEADLINES.NONE')} columns={[
        { key: 'report', title: t('REPORTS.REPORT'), render: (d) => d.Report_Name },
        { key: 'due', title: t('DEADLINES.DUE_ON'), render: (d) => <>{f.date(`${d.Due_On}T12:00:00`)}
          {d.Statutory_Due_On && d.Statutory_Due_On !== d.Due_On
            ? <div className="muted">{t('DEADLINES.STATUTORY_DATE', { date: f.date(`${d.Statutory_Due_On}T12:00:00`) })}</div> : null}</> },
        { key: 'pending', title: t('DEADLINES.PENDING'), render: (d) => (d.Pending
          ? <button type="button" className="l-btn l-btn-link" data-testid={`deadline-pending-${d.Deadline_ID}`} aria-label={t('DEADLINES.SHOW_PENDING', { count: f.number(d.Pending) })}
            onClick={() => setShown(d)}>{f.number(d.Pending)}</button>
          : <span>0</span>) },
        { key: 'soon', title: t('DEADLINES.DUE_SOON'), render: (d) => count(d.Due_Soon, 'orange') },
        { key: 'overdue', title: t('DEADLINES.OVERDUE'), render: (d) => count(d.Overdue, 'red') },
        { key: 'on_time', title: t('DEADLINES.ON_TIME'), render: (d) => standingCount(d, 'on_time', d.On_Time) },
        { key: 'late', title: t('DEADLINES.LATE'), render: (d) => standingCount(d, 'late', d.Late) },
        { key: 'missing', title: t('DEADLINES.MISSING'), render: (d) => standingCount(d, 'missing', d.Missing) },
      ]} />
      {standing && <DeadlineStandings deadline={standing.deadline} initial={standing.initial} onClose={() => setStanding(null)} />}
      {shown && <DeadlineEntities deadline={shown} onClose={() => setShown(null)} />}
      {editing && <DeadlineEditor yearId={y} onClose={() => setEditing(false)} onSaved={() => { setEditing(false); refetch({ requestPolicy: 'network-only' }); }} />}
    </Panel>
  );
}
