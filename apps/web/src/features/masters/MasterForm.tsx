import { useEffect, useMemo } from 'react';
import { Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useT } from '../../i18n';
import type { FieldSpec, MasterConfig } from './config';
import type { Options } from './useRefOptions';
import { fieldLabel, optionText } from './labels';

type Row = Record<string, unknown>;

/** Create/edit dialog built from the master's field list; the server validates again. */
export function MasterForm({ config, options, record, open, saving, onCancel, onSave }: {
  config: MasterConfig; options: Options; record: Row | null; open: boolean; saving: boolean;
  onCancel: () => void; onSave: (values: Row) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<Row>();
  const fields = useMemo(() => config.fields.filter((f) => f.form !== false), [config.fields]);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record) form.setFieldsValue(Object.fromEntries(fields.map((f) => [f.field, f.kind === 'ref' ? refId(record[f.field]) : record[f.field]])));
  }, [open, record, form, fields]);

  return (
    <Modal open={open} title={t(record ? 'COMMON.EDIT' : 'COMMON.ADD')} okText={t('COMMON.SAVE')} cancelText={t('COMMON.CANCEL')}
      confirmLoading={saving} onCancel={onCancel} onOk={() => form.submit()} destroyOnHidden width={560}>
      <Form form={form} layout="vertical" onFinish={(v: Row) => onSave(clean(v, fields))} data-testid="master-form">
        {fields.map((f) => {
          const rules = [
            ...(f.required ? [{ required: true, message: t('AUTH.VALIDATION.REQUIRED_FIELD') }] : []),
            ...(f.max ? [{ max: f.max, message: `${t('COMMON.SAVE')}: ≤ ${f.max}` }] : []),
          ];
          const label = fieldLabel(f.field, t);
          if (f.kind === 'bool') return <Form.Item key={f.field} name={f.field} valuePropName="checked"><Checkbox>{label}</Checkbox></Form.Item>;
          return (
            <Form.Item key={f.field} name={f.field} label={label} rules={f.kind === 'number' || f.kind === 'ref' ? rules.slice(0, 1) : rules}>
              {f.kind === 'number' ? <InputNumber min={1} max={f.max ?? 99} style={{ width: '100%' }} />
                : f.kind === 'select' ? <Select options={(f.options ?? []).map((o) => ({ value: o, label: optionText(f, o, t) }))} />
                : f.kind === 'ref' ? <Select showSearch={{ optionFilterProp: 'label' }} allowClear={!f.required} options={options.get(f.field) ?? []} />
                : f.kind === 'date' ? <Input type="date" />
                : <Input maxLength={f.max} showCount={!!f.max && f.max > 50} />}
            </Form.Item>
          );
        })}
      </Form>
    </Modal>
  );
}

/** Nested references come back as objects ({ Sub_Region_ID: {...} }); the form wants the id. */
export function refId(v: unknown): unknown {
  if (v && typeof v === 'object') return Object.values(v as Row)[0];
  return v;
}

function clean(values: Row, fields: FieldSpec[]): Row {
  const out: Row = {};
  for (const { field, kind } of fields) {
    const v = typeof values[field] === 'string' ? (values[field]).trim() : values[field];
    out[field] = kind === 'bool' ? !!v : v === '' || v === undefined ? null : v;
  }
  return out;
}
