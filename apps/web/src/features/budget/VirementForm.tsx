import { useState } from 'react';
import { Alert, Descriptions, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useMutation } from 'urql';
import type { CombinedError } from 'urql';
import type { VirementLinesQuery } from '../../gql/graphql';
import { isMessageKey, useFormat, useT } from '../../i18n';
import { toastSuccess } from '../../lib/toast';
import { categoryName } from './categories';
import { REQUEST_VIREMENT } from './documents';
import { errorMessage } from '../../i18n/errors';

export type VirementLine = VirementLinesQuery['virementLines']['Lines'][number];
const keyOf = (l: VirementLine) => `${l.Programme_ID}:${l.Category}`;

/** A refusal in the user's language: the balance rules carry their rule's key and figures, other refusals the server's words. */
export function useRefusal() {
  const t = useT();
  const f = useFormat();
  return (error: CombinedError) => {
    const e = error.graphQLErrors.at(0);
    const reason = e?.extensions.reason;
    const params = (e?.extensions.params ?? {}) as Record<string, number>;
    if (typeof reason === 'string' && isMessageKey(reason)) return t(reason, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, f.number(v, 2)])));
    return errorMessage(error, t);
  };
}

/**
 * Asks for a virement: the line money leaves and the line it goes to, with each one's available balance before
 * and after the move as it is typed. The ministry decides; the server checks every rule again.
 */
export function VirementForm({ open, yearId, voteId, lines, onClose }: { open: boolean; yearId: number; voteId: number; lines: VirementLine[]; onClose: (asked: boolean) => void }) {
  const t = useT();
  const f = useFormat();
  const refusal = useRefusal();
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, ask] = useMutation(REQUEST_VIREMENT);
  const byKey = new Map(lines.map((l) => [keyOf(l), l]));
  const [fromLine, toLine] = [from ? byKey.get(from) : undefined, to ? byKey.get(to) : undefined];
  const label = (l: VirementLine) => `${l.Programme_Code} ${l.Programme_Name} · ${categoryName(t, l.Category)}`;
  // What a line can give: its balance less what pending requests already ask of it.
  const free = (l: VirementLine) => l.Available - l.Pending_Out;
  const options = (except: string | null, giving: boolean) => lines.filter((l) => keyOf(l) !== except && (!giving || free(l) > 0))
    .map((l) => ({ value: keyOf(l), label: giving ? `${label(l)} (${f.number(free(l))})` : label(l) }));
  const move = amount ?? 0;
  const reset = (asked: boolean) => { setFrom(null); setTo(null); setAmount(null); setReason(''); setProblem(null); onClose(asked); };
  const submit = async () => {
    if (!fromLine || !toLine) return;
    const r = await ask({ input: { Year_ID: yearId, Vote_ID: voteId, From_Programme_ID: fromLine.Programme_ID, From_Category: fromLine.Category,
      To_Programme_ID: toLine.Programme_ID, To_Category: toLine.Category, Amount: move, Reason: reason } });
    if (r.error) { setProblem(refusal(r.error)); return; }
    toastSuccess(t('VIREMENT.ASKED'));
    reset(true);
  };
  return (
    <Modal open={open} width={720} title={t('VIREMENT.ASK')} okText={t('VIREMENT.SEND')} cancelText={t('COMMON.CANCEL')} onCancel={() => reset(false)}
      onOk={() => { void submit(); }} okButtonProps={{ disabled: !fromLine || !toLine || !(move > 0) || !reason.trim(), loading: asking.fetching }}>
      <Form layout="vertical">
        <Form.Item label={t('VIREMENT.FROM')}>
          <Select showSearch={{ optionFilterProp: 'label' }} aria-label={t('VIREMENT.FROM')} value={from ?? undefined} onChange={setFrom} options={options(to, true)} data-testid="virement-from" />
        </Form.Item>
        <Form.Item label={t('VIREMENT.TO')}>
          <Select showSearch={{ optionFilterProp: 'label' }} aria-label={t('VIREMENT.TO')} value={to ?? undefined} onChange={setTo} options={options(from, false)} data-testid="virement-to" />
        </Form.Item>
        <Form.Item label={t('VIREMENT.AMOUNT')}>
          <InputNumber aria-label={t('VIREMENT.AMOUNT')} min={0} style={{ width: '100%' }} value={amount} onChange={(v) => setAmount(v)}
            formatter={f.input.format} parser={f.input.parse} data-testid="virement-amount" />
        </Form.Item>
        <Form.Item label={t('VIREMENT.REASON')}>
          <Input.TextArea aria-label={t('VIREMENT.REASON')} maxLength={500} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="virement-reason" />
        </Form.Item>
      </Form>
      {fromLine && toLine && (
        <Descriptions size="small" bordered column={1} data-testid="virement-effect" items={[
          { key: 'f', label: t('VIREMENT.FROM'), children: t('VIREMENT.BEFORE_AFTER', { before: f.number(free(fromLine)), after: f.number(free(fromLine) - move) }) },
          { key: 't', label: t('VIREMENT.TO'), children: t('VIREMENT.BEFORE_AFTER', { before: f.number(toLine.Available), after: f.number(toLine.Available + move) }) },
        ]} />
      )}
      {fromLine && move > free(fromLine) && <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('VIREMENT.OVER', { available: f.number(free(fromLine)) })} />}
      {problem && <Alert type="error" showIcon style={{ marginTop: 12 }} title={problem} data-testid="virement-problem" />}
    </Modal>
  );
}
