import { useQuery } from 'urql';
import { Drawer, Timeline } from 'antd';
import { useT, useFormat } from '../../i18n';
import { HISTORY } from './documents';

const COLOR: Record<string, string> = { Approved: 'green', Rejected: 'red', Initiated: 'blue', Resubmitted: 'blue', Consolidated: 'purple', Reopened: 'orange', Recalled: 'gray' };

/** Who did what, when, with which comment. */
export function HistoryDrawer({ submissionId, onClose }: { submissionId: number | null; onClose: () => void }) {
  const t = useT();
  const f = useFormat();
  const [{ data }] = useQuery({ query: HISTORY, variables: { s: submissionId ?? 0 }, pause: submissionId == null, requestPolicy: 'network-only' });
  return (
    <Drawer open={submissionId != null} onClose={onClose} title={t('REPORTS.HISTORY')} size={420}>
      <Timeline items={(data?.submissionHistory ?? []).map((e) => ({
        color: COLOR[e.Action] ?? 'gray',
        children: (
          <div data-testid="history-item">
            <strong>{t(`ACTION.${e.Action}`)}</strong> · {e.Level === 0 ? t('REPORTS.INITIATOR') : t('REPORTS.LEVEL_N', { n: e.Level })}
            <div>{e.First_Name} {e.Last_Name} ({e.User_Name}){e.Acting_For ? ` ${t('DELEGATION.ACTING_FOR', { user: e.Acting_For })}` : ''} — {f.dateTime(e.Created_Date)}</div>
            {e.Comment && <blockquote className="history-comment">{e.Comment}</blockquote>}
          </div>
        ),
      }))} />
    </Drawer>
  );
}
