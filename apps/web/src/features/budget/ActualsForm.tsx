import { Form, Input, InputNumber, Modal, Table } from 'antd';
import { useMutation } from 'urql';
import { PERFORMANCE_LIMITS, SHORTFALL_MARGIN, shortOfTarget } from '@pbs/domain';
import { toastSuccess } from '../../lib/toast';
import { useFormat, useT } from '../../i18n';
import { useFailure } from '../../i18n/errors';
import { SAVE_INDICATOR_ACTUALS } from './documents';
import { quarterTarget, type PerfIndicator } from './performance';

type Values = Partial<Record<string, { Actual?: number | null; Explanation?: string }>>;

/**
 * A quarter's actuals of every indicator of a vote, each beside its target; an actual more than the margin short
 * of the target asks for its explanation before it can be saved, as the server's rule does.
 */
export function ActualsForm({ yearId, yearLabel, voteId, quarter, indicators, onClose }: {
  /** The year whose quarter is reported (the budget year the indicators' targets were planned for), and how it is written. */
  yearId: number; yearLabel: string; voteId: number; quarter: number; indicators: PerfIndicator[]; onClose: (saved: boolean) => void;
}) {
  const t = useT();
  const f = useFormat();
  const fail = useFailure();
  const [form] = Form.useForm<Values>();
  const [saving, save] = useMutation(SAVE_INDICATOR_ACTUALS);
  const targetOf = (i: PerfIndicator) => quarterTarget(i, quarter);
  const initial: Values = Object.fromEntries(indicators.map((i) => {
    const a = i.Actuals.find((x) => x.Quarter === quarter);
    return [String(i.Indicator_ID), { Actual: a?.Actual ?? null, Explanation: a?.Explanation ?? '' }];
  }));
  const onFinish = async (v: Values) => {
    const actuals = indicators.flatMap((i) => {
      const x = v[String(i.Indicator_ID)];
      return x?.Actual != null ? [{ Indicator_ID: i.Indicator_ID, Actual: x.Actual, Explanation: x.Explanation ?? '' }] : [];
    });
    if (!actuals.length) { onClose(false); return; }
    const r = await save({ Year_ID: yearId, Vote_ID: voteId, Quarter: quarter, Actuals: actuals });
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('PERF.ACTUALS_SAVED', { count: r.data?.saveIndicatorActuals ?? 0 }));
    onClose(true);
  };
  return (
    <Modal open title={`${t('PERF.RECORD')} ${yearLabel} — Q${quarter}`} okText={t('COMMON.SAVE')} cancelText={t('COMMON.CANCEL')} width={900}
      confirmLoading={saving.fetching} onCancel={() => onClose(false)} onOk={() => form.submit()} okButtonProps={{ 'data-testid': 'actuals-save' }} destroyOnHidden>
      <Form form={form} initialValues={initial} onFinish={onFinish} data-testid="actuals-form">
        <Table<PerfIndicator> rowKey="Indicator_ID" size="small" pagination={false} dataSource={indicators} scroll={{ x: 760 }}
          columns={[
            { key: 'name', title: t('PERF.INDICATOR'), width: 260, render: (_, i) => `${i.Name} (${i.Unit})` },
            { key: 'target', title: t('PERF.QUARTER_TARGET', { quarter }), align: 'right', width: 120, render: (_, i) => f.number(targetOf(i)) },
            { key: 'actual', title: t('PERF.ACTUAL'), width: 150, render: (_, i) => (
              <Form.Item name={[String(i.Indicator_ID), 'Actual']} style={{ margin: 0 }}>
                <InputNumber<number> min={0} max={PERFORMANCE_LIMITS.figure} style={{ width: '100%' }} formatter={f.input.format} parser={f.input.parse} aria-label={`${t('PERF.ACTUAL')} ${i.Name}`} />
              </Form.Item>
            ) },
            { key: 'why', title: t('PERF.EXPLANATION'), render: (_, i) => (
              <Form.Item name={[String(i.Indicator_ID), 'Explanation']} style={{ margin: 0 }} dependencies={[[String(i.Indicator_ID), 'Actual']]}
                rules={[({ getFieldValue }) => ({ validator: (_r, value: string | undefined) => {
                  const actual = getFieldValue([String(i.Indicator_ID), 'Actual']) as number | null | undefined;
                  return actual != null && shortOfTarget(actual, targetOf(i)) && !value?.trim()
                    ? Promise.reject(new Error(t('PERF.EXPLAIN_REQUIRED', { margin: SHORTFALL_MARGIN * 100, target: f.number(targetOf(i)) }))) : Promise.resolve();
                } })]}>
                <Input aria-label={`${t('PERF.EXPLANATION')} ${i.Name}`} maxLength={PERFORMANCE_LIMITS.text} />
              </Form.Item>
            ) },
          ]} />
      </Form>
    </Modal>
  );
}
