import { useState } from 'react';
import { Alert, Descriptions, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useMutation } from 'urql';
import type { CombinedError } from 'urql';
import type { VirementLinesQuery } from '../../gql/graphql';
import { isMessageKey, useFormat, useT } from '../../i18n';
import { toastSuccess } from '../../lib/toast';
import { categoryName } from './categories';
import { REQUEST_VIREMENT } from './documents';
import { errorMessage } from '../../i18n/errors';

export type VirementLine = VirementLinesQuery['virementLines']['Lines'][number];
export type VirementDetailLine = VirementLinesQuery['virementLines']['Detail_Lines'][number];
type Grain = 'programme' | 'line';

/** A line a request may name, at either grain: what it may give, what it holds, and how the request names it on each side. */
interface Choice { key: string; code: string; names: string; free: number; available: number; from: object; to: object }

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
 * Asks for a virement: the line money leaves and the line it goes to — programmes and categories, or lines of the
 * detailed estimates (output, item and fund) — with each one's available balance before and after the move as it is
 * typed. The ministry decides; the server checks every rule again.
 */
export function VirementForm({ open, yearId, voteId, lines, details, onClose }: {
  open: boolean; yearId: number; voteId: number; lines: VirementLine[]; details: VirementDetailLine[]; onClose: (asked: boolean) => void;
}) {
  const t = useT();
  const f = useFormat();
  const refusal = useRefusal();
  const [grain, setGrain] = useState<Grain>('programme');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, ask] = useMutation(REQUEST_VIREMENT);
  // What a line can give: its balance less what pending requests (and, for a line of the estimates, its warrants) hold.
  const choices: Choice[] = grain === 'programme'
    ? lines.map((l) => ({
      key: `${l.Programme_ID}:${l.Category}`, code: `${l.Programme_Code} ${l.Programme_Name} · ${categoryName(t, l.Category)}`, names: '', free: l.Available - l.Pending_Out, available: l.Available,
      from: { From_Programme_ID: l.Programme_ID, From_Category: l.Category }, to: { To_Programme_ID: l.Programme_ID, To_Category: l.Category },
    }))
    : details.map((d) => {
      const line = { Output_ID: d.Output_ID, Item_ID: d.Item_ID, Fund_ID: d.Fund_ID };
      return { key: `${d.Output_ID}:${d.Item_ID}:${d.Fund_ID}`, code: d.Line, names: ` · ${d.Output_Name} · ${d.Item_Name}`, free: d.Free, available: d.Available, from: { From_Line: line }, to: { To_Line: line } };
    });
  const byKey = new Map(choices.map((c) => [c.key, c]));
  const [fromLine, toLine] = [from ? byKey.get(from) : undefined, to ? byKey.get(to) : undefined];
  const options = (except: string | null, giving: boolean) => choices.filter((c) => c.key !== except && (!giving || c.free > 0))
    // The codes and what the line may give first, the names after: a narrow list cuts the end of a long label.
    .map((c) => ({ value: c.key, label: giving ? `${c.code} (${f.number(c.free)})${c.names}` : `${c.code}${c.names}` }));
  const move = amount ?? 0;
  const reset = (asked: boolean) => { setGrain('programme'); setFrom(null); setTo(null); setAmount(null); setReason(''); setProblem(null); onClose(asked); };
  const submit = async () => {
    if (!fromLine || !toLine) return;
    const r = await ask({ input: { Year_ID: yearId, Vote_ID: voteId, ...fromLine.from, ...toLine.to, Amount: move, Reason: reason } });
    if (r.error) { setProblem(refusal(r.error)); return; }
    toastSuccess(t('VIREMENT.ASKED'));
    reset(true);
  };
  return (
    <Modal open={open} width={720} title={t('VIREMENT.ASK')} okText={t('VIREMENT.SEND')} cancelText={t('COMMON.CANCEL')} onCancel={() => reset(false)}
      onOk={() => { void submit(); }} okButtonProps={{ disabled: !fromLine || !toLine || !(move > 0) || !reason.trim(), loading: asking.fetching }}>
      <Form layout="vertical">
        {details.length > 0 && (
          <Form.Item label={t('VIREMENT.GRAIN')}>
            {/* Radios wrap on a phone where a segmented control would cut its labels short. */}
            <Radio.Group value={grain} onChange={(e) => { setGrain(e.target.value as Grain); setFrom(null); setTo(null); }} data-testid="virement-grain"
              options={[{ value: 'programme', label: t('VIREMENT.GRAIN_PROGRAMME') }, { value: 'line', label: t('VIREMENT.GRAIN_LINE') }]} />
          </Form.Item>
        )}
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
          { key: 'f', label: t('VIREMENT.FROM'), children: t('VIREMENT.BEFORE_AFTER', { before: f.number(fromLine.free), after: f.number(fromLine.free - move) }) },
          { key: 't', label: t('VIREMENT.TO'), children: t('VIREMENT.BEFORE_AFTER', { before: f.number(toLine.available), after: f.number(toLine.available + move) }) },
        ]} />
      )}
      {fromLine && move > fromLine.free && <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('VIREMENT.OVER', { available: f.number(fromLine.free) })} />}
      {problem && <Alert type="error" showIcon style={{ marginTop: 12 }} title={problem} data-testid="virement-problem" />}
    </Modal>
  );
}
