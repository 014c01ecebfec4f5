import { useState } from 'react';
import { Switch, Table, Typography } from 'antd';
import { useFormat, useT } from '../../i18n';
import { fieldLabel } from './audit-words';

type Values = Record<string, unknown> | null;
type Named = { old?: Record<string, string>; new?: Record<string, string> };
const parse = (s: string | null | undefined): unknown => { try { return s ? JSON.parse(s) as unknown : null; } catch { return null; } };
const raw = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * Old and new values of one audit row side by side, changed fields first and marked: fields by their screen labels, ids
 * by the names of what they point at, empty as empty; the raw values as signed into the chain one switch away.
 */
export function AuditDiff({ oldValues, newValues, valueNames }: { oldValues: string | null | undefined; newValues: string | null | undefined; valueNames?: string | null }) {
  const t = useT();
  const f = useFormat();
  const [showRaw, setShowRaw] = useState(false);
  const o = (parse(oldValues) ?? {}) as Values & object;
  const n = (parse(newValues) ?? {}) as Values & object;
  const named = (parse(valueNames) ?? {}) as Named;
  const words = (v: unknown, name: string | undefined): string => {
    if (showRaw) return raw(v);
    if (v === null || v === undefined || v === '') return '';
    if (name) return name;
    if (typeof v === 'boolean') return t(v ? 'AUDIT.YES' : 'AUDIT.NO');
    if (typeof v === 'number') return f.number(v);
    if (typeof v === 'string' && ISO_TIME.test(v)) return f.dateTime(v);
    return raw(v);
  };
  const rows = [...new Set([...Object.keys(o), ...Object.keys(n)])]
    .map((field) => ({ field, before: words(o[field], named.old?.[field]), after: words(n[field], named.new?.[field]), changed: raw(o[field]) !== raw(n[field]) }))
    .sort((a, b) => Number(b.changed) - Number(a.changed));
  return (
    <>
      <label style={{ display: 'inline-flex', gap: 8, marginBottom: 8 }}>
        <Switch size="small" checked={showRaw} onChange={setShowRaw} data-testid="audit-raw" />{t('AUDIT.RAW')}
      </label>
      <Table size="small" rowKey="field" pagination={false} dataSource={rows} data-testid="audit-diff"
        rowClassName={(r) => (r.changed ? 'diff-changed' : '')}
        columns={[
          { key: 'f', title: t('RECORDS.FIELD'), width: 220, render: (_, r) => (showRaw ? <code>{r.field}</code> : fieldLabel(t, r.field)) },
          { key: 'o', title: t('RECORDS.OLD'), render: (_, r) => <Typography.Text delete={r.changed && !!r.before} type={r.changed ? 'danger' : undefined}>{r.before}</Typography.Text> },
          { key: 'n', title: t('RECORDS.NEW'), render: (_, r) => <Typography.Text strong={r.changed}>{r.after}</Typography.Text> },
        ]} />
    </>
  );
}
