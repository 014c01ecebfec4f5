import { useState } from 'react';
import { AutoComplete, Form, Input, Modal } from 'antd';
import { useMutation } from 'urql';
import { DEFAULT_FUNDS, EXECUTION_FIELDS, LOAD_FIELDS, type LoadKind } from '@pbs/domain';
import { useT } from '../../i18n';
import { useFailure } from '../../i18n/errors';
import { KEEP_MAPPING } from './documents';

interface Kept { Name: string; Columns: { Field: string; Column: string }[]; Funds: { Name: string; Fund: string }[] }

/**
 * A column mapping, kept by name for this file and the next of its layout: which of the file's columns holds each
 * field of its kind of file (estimates, or a month of execution; offered from the file's header when a load has read
 * it), and the file's name for each fund source.
 */
export function MappingEditor({ name, kind, mappings, headers, onClose }: { name: string | null; kind: LoadKind; mappings: Kept[]; headers: string[]; onClose: (saved: string | null) => void }) {
  const fields: readonly { field: string; required: boolean }[] = kind === 'execution' ? EXECUTION_FIELDS : LOAD_FIELDS;
  const t = useT();
  const fail = useFailure();
  const [, keep] = useMutation(KEEP_MAPPING);
  const kept = mappings.find((m) => m.Name === name);
  const [form] = Form.useForm<Record<string, string | undefined>>();
  const [busy, setBusy] = useState(false);
  const initial = {
    name: name ?? '',
    ...Object.fromEntries((kept?.Columns ?? []).map((c) => [`col.${c.Field}`, c.Column])),
    ...Object.fromEntries(DEFAULT_FUNDS.map((f) => [`fund.${f.code}`, kept?.Funds.filter((x) => x.Fund === f.code).map((x) => x.Name).join('; ') ?? ''])),
  };
  const options = headers.map((h) => ({ value: h }));
  const save = async () => {
    const v = await form.validateFields();
    setBusy(true);
    const r = await keep({
      Name: (v.name ?? '').trim(),
      Kind: kind,
      Columns: fields.flatMap((f) => { const column = (v[`col.${f.field}`] ?? '').trim(); return column ? [{ Field: f.field, Column: column }] : []; }),
      // A fund may go by several names in one file: separated by semicolons.
      Funds: DEFAULT_FUNDS.flatMap((f) => (v[`fund.${f.code}`] ?? '').split(';').map((n) => n.trim()).filter(Boolean).map((n) => ({ Name: n, Fund: f.code }))),
    });
    setBusy(false);
    if (r.error) { fail(r.error); return; }
    onClose((v.name ?? '').trim());
  };
  return (
    <Modal open title={t('LOAD.MAPPING')} okText={t('LOAD.SAVE_MAPPING')} onOk={() => { void save(); }} confirmLoading={busy} onCancel={() => onClose(null)} width={720}>
      <Form form={form} layout="vertical" initialValues={initial} data-testid="mapping-form">
        <Form.Item name="name" label={t('LOAD.MAPPING_NAME')} rules={[{ required: true, max: 100 }]}><Input /></Form.Item>
        {fields.map((f) => (
          <Form.Item key={f.field} name={`col.${f.field}`} label={t(`LOAD.FIELD.${f.field}` as never)} rules={f.required ? [{ required: true, max: 200 }] : [{ max: 200 }]}>
            <AutoComplete options={options} showSearch={{ filterOption: (input, o) => (o?.value ?? '').toLowerCase().includes(input.toLowerCase()) }} />
          </Form.Item>
        ))}
        {DEFAULT_FUNDS.map((f) => (
          <Form.Item key={f.code} name={`fund.${f.code}`} label={t('LOAD.FUND_NAMES', { fund: `${f.code} — ${f.name}` })}><Input /></Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
