import { Button, Col, Form, Input, InputNumber, Modal, Row, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation } from 'urql';
import { PERFORMANCE_LIMITS } from '@pbs/domain';
import { toastSuccess } from '../../lib/toast';
import { useFormat, useT } from '../../i18n';
import { useFailure } from '../../i18n/errors';
import { SAVE_PERFORMANCE_OUTPUT } from './documents';
import { quarterTargets, type ChartOutput, type PerfOutput } from './performance';

interface IndicatorValues { Indicator_ID?: number; Name: string; Unit: string; Measure?: string; Baseline?: number | null; Target: number; Quarter_Targets: (number | null)[] }
interface Values { Output_ID: number; Description: string; Activities?: string; Indicators: IndicatorValues[] }

const valuesOf = (o: PerfOutput | null): Partial<Values> => (o ? {
  Output_ID: o.Output_ID, Description: o.Description, Activities: o.Activities,
  Indicators: o.Indicators.map((i) => ({ Indicator_ID: i.Indicator_ID, Name: i.Name, Unit: i.Unit, Measure: i.Measure, Baseline: i.Baseline, Target: i.Target, Quarter_Targets: quarterTargets(i) })),
} : { Indicators: [{ Name: '', Unit: '', Target: 0, Quarter_Targets: [0, 0, 0, 0] }] });

/**
 * Describes one of a vote's outputs — what it delivers, the activities planned and its indicators with baseline,
 * annual target and a target per quarter — or changes one described before. The server keeps its rules.
 */
export function OutputForm({ yearId, stage, voteId, output, outputs, onClose }: {
  yearId: number; stage: number; voteId: number; output: PerfOutput | null; outputs: ChartOutput[]; onClose: (saved: boolean) => void;
}) {
  const t = useT();
  const f = useFormat();
  const fail = useFailure();
  const [form] = Form.useForm<Values>();
  const [saving, save] = useMutation(SAVE_PERFORMANCE_OUTPUT);
  const onFinish = async (v: Values) => {
    const r = await save({ Year_ID: yearId, Stage: stage, Vote_ID: voteId, Output: {
      Output_ID: v.Output_ID, Description: v.Description, Activities: v.Activities ?? '',
      Indicators: v.Indicators.map((i) => ({ Indicator_ID: i.Indicator_ID ?? null, Name: i.Name, Unit: i.Unit, Measure: i.Measure ?? '', Baseline: i.Baseline ?? null,
        Target: i.Target, Quarter_Targets: i.Quarter_Targets.map((q) => q ?? 0) })),
    } });
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('PERF.SAVED'));
    onClose(true);
  };
  const required = [{ required: true, message: t('AUTH.VALIDATION.REQUIRED_FIELD') }];
  const figure = (label: string) => <InputNumber<number> min={0} max={PERFORMANCE_LIMITS.figure} style={{ width: '100%' }} formatter={f.input.format} parser={f.input.parse} aria-label={label} />;
  return (
    <Modal open title={t(output ? 'PERF.EDIT' : 'PERF.DESCRIBE')} okText={t('COMMON.SAVE')} cancelText={t('COMMON.CANCEL')} width={860}
      confirmLoading={saving.fetching} onCancel={() => onClose(false)} onOk={() => form.submit()} okButtonProps={{ 'data-testid': 'output-save' }} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={valuesOf(output)} onFinish={onFinish} data-testid="output-form">
        <Form.Item name="Output_ID" label={t('DETAIL.OUTPUT')} rules={required}>
          <Select aria-label={t('DETAIL.OUTPUT')} disabled={!!output} showSearch={{ optionFilterProp: 'label' }}
            options={outputs.map((o) => ({ value: o.Output_ID, label: `${o.Programme_Code}.${o.SubProgramme_Code}.${o.Output_Code} ${o.Output_Name}` }))} />
        </Form.Item>
        <Form.Item name="Description" label={t('PERF.DESCRIPTION')} rules={required}><Input.TextArea aria-label={t('PERF.DESCRIPTION')} rows={2} maxLength={PERFORMANCE_LIMITS.text} /></Form.Item>
        <Form.Item name="Activities" label={t('PERF.ACTIVITIES')}><Input.TextArea aria-label={t('PERF.ACTIVITIES')} rows={2} maxLength={PERFORMANCE_LIMITS.activities} /></Form.Item>
        <Form.List name="Indicators">
          {(fields, { add, remove }) => (
            <>
              {fields.map(({ key, name }) => (
                <div key={key} className="indicator-block" data-testid="indicator-block">
                  {/* The indicator's id travels with its row, so a change keeps it (and its actuals). */}
                  <Form.Item name={[name, 'Indicator_ID']} hidden><InputNumber /></Form.Item>
                  <Row gutter={8}>
                    <Col xs={24} md={10}><Form.Item name={[name, 'Name']} label={t('PERF.INDICATOR')} rules={required}><Input aria-label={t('PERF.INDICATOR')} maxLength={PERFORMANCE_LIMITS.name} /></Form.Item></Col>
                    <Col xs={12} md={4}><Form.Item name={[name, 'Unit']} label={t('PERF.UNIT')} rules={required}><Input aria-label={t('PERF.UNIT')} maxLength={PERFORMANCE_LIMITS.unit} /></Form.Item></Col>
                    <Col xs={12} md={10}><Form.Item name={[name, 'Measure']} label={t('PERF.MEASURE')}><Input aria-label={t('PERF.MEASURE')} maxLength={PERFORMANCE_LIMITS.text} /></Form.Item></Col>
                  </Row>
                  <Row gutter={8} align="bottom">
                    <Col xs={12} md={4}><Form.Item name={[name, 'Baseline']} label={t('PERF.BASELINE')}>{figure(t('PERF.BASELINE'))}</Form.Item></Col>
                    <Col xs={12} md={4}><Form.Item name={[name, 'Target']} label={t('PERF.TARGET')} rules={required}>{figure(t('PERF.TARGET'))}</Form.Item></Col>
                    {[0, 1, 2, 3].map((q) => (
                      <Col key={q} xs={6} md={3}><Form.Item name={[name, 'Quarter_Targets', q]} label={t('PERF.QUARTER_TARGET', { quarter: q + 1 })} rules={required}>
                        {figure(t('PERF.QUARTER_TARGET', { quarter: q + 1 }))}
                      </Form.Item></Col>
                    ))}
                    <Col xs={24} md={4}><Form.Item><Button icon={<DeleteOutlined />} onClick={() => remove(name)} disabled={fields.length < 2}>{t('PERF.REMOVE')}</Button></Form.Item></Col>
                  </Row>
                </div>
              ))}
              <Space><Button icon={<PlusOutlined />} disabled={fields.length >= PERFORMANCE_LIMITS.indicatorsPerOutput} data-testid="indicator-add"
                onClick={() => add({ Name: '', Unit: '', Target: 0, Quarter_Targets: [0, 0, 0, 0] })}>{t('PERF.ADD_INDICATOR')}</Button></Space>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
