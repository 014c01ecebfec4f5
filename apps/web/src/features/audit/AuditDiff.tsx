import { Table, Typography } from 'antd';
import { useT } from '../../i18n';

type Values = Record<string, unknown> | null;
const parse = (s: string | null | undefined): Values => { try { return s ? JSON.parse(s) as Values : null; } catch { return null; } };
const show = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v));

/** Old and new values of one audit row side by side; changed fields first and marked. */
export function AuditDiff({ oldValues, newValues }: { oldValues: string | null | undefined; newValues: string | null | undefined }) {
  const t = useT();
  const o = parse(oldValues) ?? {};
  const n = parse(newValues) ?? {};
  const rows = [...new Set([...Object.keys(o), ...Object.keys(n)])]
    .map((field) => ({ field, before: show(o[field]), after: show(n[field]), changed: show(o[field]) !== show(n[field]) }))
    .sort((a, b) => Number(b.changed) - Number(a.changed));
  return (
    <Table size="small" rowKey="field" pagination={false} dataSource={rows} data-testid="audit-diff"
      rowClassName={(r) => (r.changed ? 'diff-changed' : '')}
      columns={[
        { key: 'f', title: t('RECORDS.FIELD'), dataIndex: 'field', width: 200 },
        { key: 'o', title: t('RECORDS.OLD'), render: (_, r) => <Typography.Text delete={r.changed && !!r.before} type={r.changed ? 'danger' : undefined}>{r.before}</Typography.Text> },
        { key: 'n', title: t('RECORDS.NEW'), render: (_, r) => <Typography.Text type={r.changed ? 'success' : undefined} strong={r.changed}>{r.after}</Typography.Text> },
      ]} />
  );
}
