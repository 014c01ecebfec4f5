import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Alert, Button, Card, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { PAGE_SIZE } from '@pbs/domain';
import { useT } from '../../i18n';
import { toastSuccess } from '../../lib/toast';
import type { MasterConfig } from './config';
import { useRefOptions } from './useRefOptions';
import { LOCK_USER, masterDocuments } from './documents';
import { MasterForm, refId } from './MasterForm';
import { fieldLabel, optionText } from './labels';
import { UserProgrammesButton } from './UserProgrammesButton';
import { errorMessage, useFailure } from '../../i18n/errors';

type Row = Record<string, unknown>;

/** List, search, create, edit, (de)activate any master described in config.ts. */
const NO_ROWS: Row[] = [];
/** A cell as text: scalars as written, anything else as JSON (never '[object Object]'). */
const cellText = (v: unknown) => (v == null ? '' : typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v));

export function MasterPage({ config }: { config: MasterConfig }) {
  const t = useT();
  const fail = useFailure();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const docs = useMemo(() => masterDocuments(config), [config]);
  const [{ data, error, fetching }, refetch] = useQuery<Record<string, Row[] | undefined>>({ query: docs.list });
  const options = useRefOptions(config.fields);
  const [save, runSave] = useMutation(docs.create);
  const [, runUpdate] = useMutation(docs.update);
  const [, runStatus] = useMutation(docs.status);
  const [, runCurrent] = useMutation(docs.makeCurrent);
  const [, runLock] = useMutation(LOCK_USER);

  const rows = data?.[config.list] ?? NO_ROWS;
  const label = useCallback((field: string, value: unknown) => options.get(field)?.find((o) => o.value === Number(refId(value)))?.label ?? '', [options]);
  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!q) return rows;
    return rows.filter((r) => config.fields.some((f) => (f.kind === 'ref' ? label(f.field, r[f.field]) : cellText(r[f.field])).toLowerCase().includes(q)));
  }, [rows, search, label, config.fields]);

  const done = (r: { error?: Parameters<typeof errorMessage>[0] }, ok = t('COMMON.SAVED')) => {
    if (r.error) { fail(r.error); return false; }
    toastSuccess(ok);
    refetch({ requestPolicy: 'network-only' });
    return true;
  };
  const onSave = async (input: Row) => {
    const r = editing ? await runUpdate({ id: editing[config.id], input }) : await runSave({ input });
    if (done(r)) setEditing(undefined);
  };

  const columns = [
    ...config.fields.filter((f) => f.grid !== false).map((f) => ({
      key: f.field, title: fieldLabel(f.field, t), dataIndex: f.field,
      sorter: f.kind === 'text' || f.kind === 'number' ? (a: Row, b: Row) => cellText(a[f.field]).localeCompare(cellText(b[f.field]), undefined, { numeric: true }) : undefined,
      render: (v: unknown) => f.kind === 'bool' ? (v ? <Tag color="blue">{t('COMMON.YES')}</Tag> : <span className="muted">{t('COMMON.NO')}</span>)
        : f.kind === 'ref' ? label(f.field, v) : f.optionLabels ? optionText(f, cellText(v), t) : cellText(v),
    })),
    { key: 'Status', title: t('COMMON.STATUS'), dataIndex: 'Status', width: 110,
      render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{t(v ? 'COMMON.ACTIVE' : 'COMMON.INACTIVE')}</Tag> },
    { key: 'actions', title: t('COMMON.ACTIONS'), width: 260, render: (_: unknown, r: Row) => (
      <Space size="small" wrap>
        <Button size="small" onClick={() => setEditing(r)}>{t('COMMON.EDIT')}</Button>
        <Popconfirm title={t('COMMON.CONFIRM_STATUS')} okText={t('COMMON.YES')} cancelText={t('COMMON.NO')}
          onConfirm={async () => done(await runStatus({ id: r[config.id], s: !r.Status }))}>
          <Button size="small" danger={!!r.Status}>{t(r.Status ? 'COMMON.DEACTIVATE' : 'COMMON.ACTIVATE')}</Button>
        </Popconfirm>
        {config.makeCurrent && !r[config.makeCurrent.flag] && !!r.Status && (
          <Button size="small" onClick={async () => done(await runCurrent({ id: r[config.id] }))}>{t('COMMON.MAKE_CURRENT')}</Button>
        )}
        {config.lockable && (
          <Button size="small" onClick={async () => done(await runLock({ id: r[config.id], l: !r.Is_Locked }))}>
            {t(r.Is_Locked ? 'COMMON.UNLOCK_USER' : 'COMMON.LOCK_USER')}
          </Button>
        )}
        {config.programmes && <UserProgrammesButton userId={Number(r[config.id])} userName={typeof r.User_Name === 'string' ? r.User_Name : ''} />}
      </Space>
    ) },
  ];

  return (
    <Card>
      <div className="grid-toolbar">
        <Input allowClear prefix={<SearchOutlined />} placeholder={t('COMMON.SEARCH')} value={search}
          onChange={(e) => setSearch(e.target.value)} style={{ maxWidth: 320 }} data-testid="grid-search" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>{t('COMMON.ADD')}</Button>
      </div>
      {error && <Alert type="error" showIcon title={t('COMMON.LOAD_FAILED')} description={errorMessage(error, t, 'TOAST.FAILED')} />}
      <Table<Row> rowKey={config.id} size="middle" loading={fetching && !data} dataSource={filtered} columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, showTotal: (n) => t('COMMON.RECORDS', { count: n }) }} />
      <MasterForm config={config} options={options} record={editing ?? null} open={editing !== undefined} saving={save.fetching}
        onCancel={() => setEditing(undefined)} onSave={onSave} />
    </Card>
  );
}
