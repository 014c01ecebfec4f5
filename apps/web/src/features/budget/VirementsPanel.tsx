import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Modal, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from 'urql';
import type { VirementRequestsQuery } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { useFormat, useT } from '../../i18n';
import { KeyboardScroll } from '../../components/KeyboardScroll';
import { categoryName } from './categories';
import { DECIDE_VIREMENT, VIREMENT_LINES, VIREMENT_REQUESTS } from './documents';
import { useBudgetChoices } from './useBudgetChoices';
import { useYearVotes, voteOption } from './useYearVotes';
import { useRefusal, VirementForm, type VirementDetailLine, type VirementLine } from './VirementForm';
import { useErrorToast } from '../../i18n/errors';

type Request = VirementRequestsQuery['virementRequests'][number];
type Decision = 'Approve' | 'Reject' | 'Withdraw';
const DECIDE_LABEL = { Approve: 'VIREMENT.APPROVE', Reject: 'VIREMENT.REJECT', Withdraw: 'VIREMENT.WITHDRAW' } as const;
const COLOR: Record<string, string> = { Pending: 'gold', Approved: 'green', Rejected: 'red', Withdrawn: 'default' };

/**
 * Virements of a CG vote's budget year: each line's balance (approved, moved in and out, asked for), requests
 * with their state, and the ministry's decision on each — another officer than the one who asked.
 */
export function VirementsPanel() {
  const t = useT();
  const f = useFormat();
  const s = useSession();
  const c = useBudgetChoices();
  const refusal = useRefusal();
  const yearId = s.activeFiscalYear?.Year_ID ?? null;
  const { cgVotes } = useYearVotes(c, yearId);
  const [chosenVote, setVote] = useState<number | null>(null);
  const voteId = c.ministry ? chosenVote ?? c.cgVotes.at(0)?.Vote_ID ?? null : c.ownKind === 'CG' ? c.ownVote : null;
  const vars = { Year_ID: yearId ?? 0, Vote_ID: voteId };
  const [book, refetchBook] = useQuery({ query: VIREMENT_LINES, variables: vars, pause: !yearId || !voteId });
  const [requests, refetchRequests] = useQuery({ query: VIREMENT_REQUESTS, variables: vars, pause: !yearId || !voteId });
  useErrorToast(book.error ?? requests.error, t('TOAST.FAILED'));
  const [asking, setAsking] = useState(false);
  const [deciding, setDeciding] = useState<{ request: Request; decision: Decision } | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [decided, decide] = useMutation(DECIDE_VIREMENT);
  const refresh = () => { refetchBook({ requestPolicy: 'network-only' }); refetchRequests({ requestPolicy: 'network-only' }); };

  if (c.ready && !c.ministry && c.ownKind !== 'CG') return <Alert type="info" showIcon title={t('VIREMENT.CG_ONLY')} />;
  const lines = book.data?.virementLines.Lines ?? [];
  const limited = book.data?.virementLines.Is_Virement_Limited ?? false;
  const shown = lines.filter((l) => l.Approved || l.Supplementary || l.Virement_In || l.Virement_Out || l.Pending_Out);
  const me = s.user?.User_Name;
  const money = (v: number | null | undefined) => (v == null ? '—' : f.number(v));
  const details = book.data?.virementLines.Detail_Lines ?? [];
  // A request at line grain shows its line of the estimates under the programme and category it stands under.
  const lineText = (code: string, category: string, line?: string | null) => (line
    ? <><div>{code} · {categoryName(t, category)}</div><Typography.Text type="secondary">{line}</Typography.Text></> : `${code} · ${categoryName(t, category)}`);
  const availableNow = (r: Request) => (r.From_Line ? details.find((d) => d.Line === r.From_Line)?.Available
    : lines.find((l) => l.Programme_Code === r.From_Programme_Code && l.Category === r.From_Category)?.Available);

  const onDecide = async () => {
    if (!deciding) return;
    const r = await decide({ id: deciding.request.Virement_Request_ID, Decision: deciding.decision, Comment: comment.trim() || null });
    if (r.error) { setProblem(refusal(r.error)); return; }
    toastSuccess(t(`VIREMENT.DONE.${deciding.decision}`));
    setDeciding(null);
    refresh();
  };
  const open = (request: Request, decision: Decision) => { setComment(''); setProblem(null); setDeciding({ request, decision }); };
  const actions = (r: Request) => {
    if (r.Status !== 'Pending') return null;
    if (r.Requested_By === me) return <Button size="small" onClick={() => open(r, 'Withdraw')}>{t('VIREMENT.WITHDRAW')}</Button>;
    if (!c.ministry) return null;
    return (
      <Space>
        <Button size="small" type="primary" onClick={() => open(r, 'Approve')}>{t('VIREMENT.APPROVE')}</Button>
        <Button size="small" danger onClick={() => open(r, 'Reject')}>{t('VIREMENT.REJECT')}</Button>
      </Space>
    );
  };

  return (
    <div id="virements">
      <Row gutter={16} align="bottom">
        {c.ministry && <Col xs={24} md={10}><Form.Item label={t('VIREMENT.VOTE')}>
          <Select showSearch={{ optionFilterProp: 'label' }} aria-label={t('VIREMENT.VOTE')} value={voteId ?? undefined} onChange={setVote} data-testid="virement-vote"
            options={cgVotes.map(voteOption)} />
        </Form.Item></Col>}
        <Col flex="auto" style={{ textAlign: 'right', marginBottom: 24 }}>
          {/* Shown once the lines are in, already in its final state: no fade from disabled while they load. */}
          {book.data && (
            <Button type="primary" icon={<PlusOutlined />} disabled={!book.data.virementLines.Stage_Open} onClick={() => setAsking(true)} data-testid="virement-ask">
              {t('VIREMENT.ASK')}
            </Button>
          )}
        </Col>
      </Row>
      {limited && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('VIREMENT.LIMITED')} />}
      <Card size="small" title={t('VIREMENT.LINES')}>
        <KeyboardScroll label={t('VIREMENT.LINES')}>
          <Table<VirementLine> size="small" rowKey={(l) => `${l.Programme_ID}:${l.Category}`} loading={book.fetching} dataSource={shown} pagination={false}
            scroll={{ x: 1100 }} data-testid="virement-lines" locale={{ emptyText: t('BUDGET.NO_LINES') }} columns={[
              { key: 'p', title: t('FIELD.Programme'), fixed: 'left', width: 260, render: (_, l) => `${l.Programme_Code} ${l.Programme_Name}` },
              { key: 'c', title: t('BUDGET.CATEGORY'), width: 110, render: (_, l) => categoryName(t, l.Category) },
              ...(['Approved', 'Supplementary', 'Virement_In', 'Virement_Out', 'Pending_Out', 'Available'] as const).map((k) => ({
                key: k, title: t(`VIREMENT.COL.${k}`), align: 'right' as const, width: 140, render: (_: unknown, l: VirementLine) => money(l[k]),
              })),
              ...(limited ? [{ key: 'limit', title: t('VIREMENT.COL.Limit_Left'), align: 'right' as const, width: 140, render: (_: unknown, l: VirementLine) => money(l.Limit_Left) }] : []),
            ]} />
        </KeyboardScroll>
      </Card>
      {details.length > 0 && (
        <Card size="small" title={t('VIREMENT.GRAIN_LINE')} style={{ marginTop: 16 }}>
          <KeyboardScroll label={t('VIREMENT.GRAIN_LINE')}>
            <Table<VirementDetailLine> size="small" rowKey={(d) => `${d.Output_ID}:${d.Item_ID}:${d.Fund_ID}`} dataSource={details} pagination={{ pageSize: 20, showSizeChanger: false }}
              scroll={{ x: 1100 }} data-testid="virement-detail-lines" columns={[
                { key: 'l', title: t('VIREMENT.COL.Line'), fixed: 'left', width: 210, render: (_, d) => d.Line },
                { key: 'o', title: t('DETAIL.OUTPUT'), width: 200, render: (_, d) => d.Output_Name },
                { key: 'i', title: t('DETAIL.ITEM'), width: 200, render: (_, d) => d.Item_Name },
                { key: 'a', title: t('VIREMENT.COL.Available'), align: 'right', width: 140, render: (_, d) => money(d.Available) },
                { key: 'p', title: t('VIREMENT.COL.Pending_Out'), align: 'right', width: 140, render: (_, d) => money(d.Pending_Out) },
                { key: 'w', title: t('COLUMN.Warranted'), align: 'right', width: 140, render: (_, d) => money(d.Warranted) },
                { key: 'f', title: t('VIREMENT.COL.Free'), align: 'right', width: 140, render: (_, d) => money(d.Free) },
              ]} />
          </KeyboardScroll>
        </Card>
      )}
      <Card size="small" title={t('VIREMENT.REQUESTS')} style={{ marginTop: 16 }}>
        <KeyboardScroll label={t('VIREMENT.REQUESTS')}>
          <Table<Request> size="small" rowKey="Virement_Request_ID" loading={requests.fetching} dataSource={requests.data?.virementRequests ?? []}
            pagination={{ pageSize: 20 }} scroll={{ x: 1300 }} data-testid="virement-requests" locale={{ emptyText: t('VIREMENT.NONE') }} columns={[
              { key: 'd', title: t('VIREMENT.ASKED_ON'), width: 150, render: (_, r) => <><div>{f.dateTime(r.Requested_Date)}</div><Typography.Text type="secondary">{r.Requested_By}</Typography.Text></> },
              { key: 'f', title: t('VIREMENT.FROM'), width: 170, render: (_, r) => lineText(r.From_Programme_Code, r.From_Category, r.From_Line) },
              { key: 't', title: t('VIREMENT.TO'), width: 170, render: (_, r) => lineText(r.To_Programme_Code, r.To_Category, r.To_Line) },
              { key: 'a', title: t('VIREMENT.AMOUNT'), align: 'right', width: 140, render: (_, r) => money(r.Amount) },
              { key: 'r', title: t('VIREMENT.REASON'), width: 220, render: (_, r) => r.Reason },
              { key: 's', title: t('VIREMENT.STATUS'), width: 110, render: (_, r) => <Tag color={COLOR[r.Status]}>{t(`STATUS.${r.Status}`)}</Tag> },
              { key: 'b', title: t('VIREMENT.BALANCES'), width: 200, render: (_, r) => {
                // Decided: the balance recorded at approval. Waiting: the line's balance now, as the decision would find it.
                const before = r.From_Available_Before ?? (r.Status === 'Pending' ? availableNow(r) : undefined);
                return before == null || r.Status === 'Rejected' || r.Status === 'Withdrawn' ? '—'
                  : <Typography.Text type="secondary">{t('VIREMENT.BEFORE_AFTER', { before: money(before), after: money(before - r.Amount) })}</Typography.Text>;
              } },
              { key: 'x', title: t('VIREMENT.DECISION'), width: 200, render: (_, r) => (r.Decided_By ? <><div>{r.Decided_By} · {r.Decided_Date ? f.date(r.Decided_Date) : ''}</div><Typography.Text type="secondary">{r.Comment}</Typography.Text></> : actions(r)) },
            ]} />
        </KeyboardScroll>
      </Card>
      {yearId && voteId && <VirementForm open={asking} yearId={yearId} voteId={voteId} lines={lines} details={details} onClose={(done) => { setAsking(false); if (done) refresh(); }} />}
      <Modal open={!!deciding} title={deciding ? t(`VIREMENT.CONFIRM.${deciding.decision}`, { amount: money(deciding.request.Amount) }) : ''}
        okText={deciding ? t(DECIDE_LABEL[deciding.decision]) : ''} cancelText={t('COMMON.CANCEL')}
        okButtonProps={{ danger: deciding?.decision !== 'Approve', loading: decided.fetching, disabled: deciding?.decision === 'Reject' && !comment.trim() }}
        onCancel={() => setDeciding(null)} onOk={() => { void onDecide(); }}>
        {deciding && deciding.decision !== 'Withdraw' && (
          <Input.TextArea aria-label={t('VIREMENT.COMMENT')} placeholder={t('VIREMENT.COMMENT')} maxLength={500} rows={3} value={comment}
            onChange={(e) => setComment(e.target.value)} data-testid="virement-comment" />
        )}
        {problem && <Alert type="error" showIcon style={{ marginTop: 12 }} title={problem} data-testid="virement-decide-problem" />}
      </Modal>
    </div>
  );
}
