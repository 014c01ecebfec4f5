import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Button, Card, Input, Modal, Segmented, Space, Table, Tag } from 'antd';
import type { CitizenQuestionsQuery } from '../../gql/graphql';
import { useFormat, useT, type MessageKey } from '../../i18n';
import { useErrorToast, useFailure } from '../../i18n/errors';
import { toastSuccess } from '../../lib/toast';
import { BUDGET_SCOPE } from '../../lib/budget-scope';
import { ANSWER_QUESTION, CITIZEN_QUESTIONS, REJECT_QUESTION } from './documents';

type Question = CitizenQuestionsQuery['citizenQuestions']['Questions'][number];
const STATES = ['new', 'answered', 'published', 'rejected'] as const;
const STATE_LABEL: Record<(typeof STATES)[number], MessageKey> = { new: 'QUESTIONS.NEW', answered: 'QUESTIONS.ANSWERED', published: 'QUESTIONS.PUBLISHED', rejected: 'QUESTIONS.REJECTED' };
const COLOUR: Record<string, string> = { new: 'blue', answered: 'gold', published: 'green', rejected: 'default' };

/**
 * Citizens' questions and comments sent from the portal (ministry users only): read them, answer — published on the
 * portal with the question, never with who asked, or kept — or set one aside. Every action is audited.
 */
export function QuestionsPanel() {
  const t = useT();
  const f = useFormat();
  const fail = useFailure();
  const [scope] = useQuery({ query: BUDGET_SCOPE });
  const ministry = scope.data?.myBudgetScope.Is_Ministry ?? false;
  const [state, setState] = useState<(typeof STATES)[number]>('new');
  const [{ data, fetching, error }, refetch] = useQuery({ query: CITIZEN_QUESTIONS, variables: { State: state }, pause: !ministry });
  useErrorToast(error, t('QUESTIONS.TITLE'));
  const [, answer] = useMutation(ANSWER_QUESTION);
  const [, reject] = useMutation(REJECT_QUESTION);
  const [open, setOpen] = useState<Question | null>(null);
  const [text, setText] = useState('');
  if (!ministry) return null;

  const done = (ok: boolean, said: MessageKey) => { if (ok) { toastSuccess(t(said)); setOpen(null); refetch({ requestPolicy: 'network-only' }); } };
  const send = async (publish: boolean) => {
    if (!open) return;
    const r = await answer({ q: open.Question_ID, a: text.trim(), p: publish });
    if (r.error) fail(r.error); else done(true, publish ? 'QUESTIONS.DONE_PUBLISHED' : 'QUESTIONS.DONE_ANSWERED');
  };
  const setAside = async (q: Question) => {
    const r = await reject({ q: q.Question_ID });
    if (r.error) fail(r.error); else done(true, 'QUESTIONS.DONE_REJECTED');
  };
  return (
    <Card type="inner" title={t('QUESTIONS.TITLE')} data-testid="questions-panel" style={{ marginBottom: 16 }}
      extra={<Segmented value={state} onChange={setState} options={STATES.map((s) => ({ value: s, label: t(STATE_LABEL[s]) }))} />}>
      <Table<Question> rowKey="Question_ID" size="small" loading={fetching} dataSource={data?.citizenQuestions.Questions ?? []}
        pagination={{ pageSize: 50, total: data?.citizenQuestions.Total ?? 0 }} locale={{ emptyText: t('QUESTIONS.EMPTY') }} columns={[
          { key: 'when', title: t('QUESTIONS.RECEIVED'), width: 150, render: (_, q) => f.date(q.Created_Date) },
          { key: 'q', title: t('QUESTIONS.QUESTION'), render: (_, q) => <>
            <div style={{ whiteSpace: 'pre-wrap' }}>{q.Question}</div>
            {q.Answer && <div style={{ whiteSpace: 'pre-wrap', marginTop: 6 }}><strong>{t('QUESTIONS.ANSWER')}: </strong>{q.Answer}</div>}
          </> },
          { key: 'who', title: t('QUESTIONS.FROM'), width: 200, render: (_, q) => [q.Name, q.Email].filter(Boolean).join(' · ') || '—' },
          { key: 'about', title: t('QUESTIONS.ABOUT'), width: 130, render: (_, q) => [q.Budget_Year, q.Vote_Code].filter(Boolean).join(' · ') || '—' },
          { key: 'state', title: t('QUESTIONS.STATE'), width: 110, render: (_, q) => <Tag color={COLOUR[q.State]}>{t(STATE_LABEL[q.State as (typeof STATES)[number]])}</Tag> },
          { key: 'do', title: '', width: 200, render: (_, q) => q.State === 'rejected' ? null : (
            <Space>
              <Button size="small" onClick={() => { setOpen(q); setText(q.Answer ?? ''); }} data-testid={`answer-${q.Question_ID}`}>{t('QUESTIONS.ANSWER_ACTION')}</Button>
              {q.State === 'new' && <Button size="small" danger onClick={() => { void setAside(q); }}>{t('QUESTIONS.REJECT')}</Button>}
            </Space>
          ) },
        ]} />
      <Modal open={open !== null} title={t('QUESTIONS.ANSWER_ACTION')} onCancel={() => setOpen(null)} footer={[
        <Button key="keep" onClick={() => { void send(false); }} disabled={!text.trim()}>{t('QUESTIONS.KEEP')}</Button>,
        <Button key="publish" type="primary" onClick={() => { void send(true); }} disabled={!text.trim()} data-testid="answer-publish">{t('QUESTIONS.PUBLISH')}</Button>,
      ]}>
        <p style={{ whiteSpace: 'pre-wrap' }}>{open?.Question}</p>
        <Input.TextArea aria-label={t('QUESTIONS.ANSWER')} rows={5} maxLength={4000} showCount value={text} onChange={(e) => setText(e.target.value)} />
        <p style={{ marginTop: 8 }}>{t('QUESTIONS.PUBLIC_NOTE')}</p>
      </Modal>
    </Card>
  );
}
