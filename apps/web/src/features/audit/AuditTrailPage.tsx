import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Select, Table, Tag } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from 'urql';
import { PAGE_SIZE } from '@pbs/domain';
import { useT, useFormat } from '../../i18n';
import { AUDITS_PAGE, CHAIN_STATUS } from './documents';
import { AuditDiff } from './AuditDiff';
import { tableLabel } from './audit-words';
import { RecordFilters, rangeVars, type DateRange } from './RecordFilters';
import { useRecordsPage } from './useRecordsPage';
import { graphql } from '../../gql';

const USERS = graphql(`query AuditUsers { users { User_ID User_Name } }`);
const TYPE_COLOR: Record<string, string> = { create: 'green', update: 'blue', remove: 'red' };

/** Audit trail: filter by table, type, user and date; each row opens its old and new values; the chain can be verified. */
export function AuditTrailPage() {
  const t = useT();
  const f = useFormat();
  const [range, setRange] = useState<DateRange>(null);
  const [table, setTable] = useState<string | undefined>();
  const [type, setType] = useState<string | undefined>();
  const [user, setUser] = useState<number | undefined>();
  const [verify, setVerify] = useState(false);
  const filters = { ...rangeVars(range), Table_Name: table, Audit_Type: type, User_ID: user };
  const { data, fetching, pageNo, setPageNo, exportFile, exporting } = useRecordsPage(AUDITS_PAGE, filters, 'audits');
  const [users] = useQuery({ query: USERS });
  const [chain, recheck] = useQuery({ query: CHAIN_STATUS, pause: !verify, requestPolicy: 'network-only' });
  const status = chain.data?.auditChainStatus;
  return (
    <Card title={t('RECORDS.AUDIT_TRAIL')} extra={
      <Button icon={<SafetyCertificateOutlined />} loading={chain.fetching} data-testid="verify-chain"
        onClick={() => (verify ? recheck({ requestPolicy: 'network-only' }) : setVerify(true))}>{t('RECORDS.VERIFY_CHAIN')}</Button>}>
      {status && (
        <Alert showIcon style={{ marginBottom: 12 }} type={status.Ok ? 'success' : 'error'} data-testid="chain-status"
          title={status.Ok ? t('RECORDS.CHAIN_OK', { count: status.Checked }) : t('RECORDS.CHAIN_BROKEN', { id: status.Broken_ID ?? 0, reason: status.Reason ?? '' })} />
      )}
      <RecordFilters range={range} onRange={setRange} onExport={exportFile} exporting={exporting}>
        <Col xs={12} md={5}><Form.Item label={t('RECORDS.TABLE')}>
          <Select aria-label={t('RECORDS.TABLE')} allowClear showSearch={{ optionFilterProp: 'label' }} value={table} onChange={setTable} options={(data?.auditTables ?? []).map((x) => ({ value: x, label: tableLabel(t, x) }))} data-testid="audit-table" />
        </Form.Item></Col>
        <Col xs={12} md={3}><Form.Item label={t('RECORDS.AUDIT_TYPE')}>
          <Select aria-label={t('RECORDS.AUDIT_TYPE')} allowClear value={type} onChange={setType} options={['create', 'update', 'remove'].map((x) => ({ value: x, label: t(`RECORDS.TYPE_${x.toUpperCase()}`) }))} />
        </Form.Item></Col>
        <Col xs={24} md={4}><Form.Item label={t('RECORDS.USER')}>
          <Select aria-label={t('RECORDS.USER')} allowClear showSearch={{ optionFilterProp: 'label' }} value={user} onChange={setUser}
            options={(users.data?.users ?? []).map((u) => ({ value: u.User_ID, label: u.User_Name }))} />
        </Form.Item></Col>
      </RecordFilters>
      <Table rowKey="Audit_ID" size="small" loading={fetching} dataSource={data?.page.dataList ?? []}
        expandable={{ expandedRowRender: (r) => <AuditDiff oldValues={r.Old_Values} newValues={r.New_Values} valueNames={r.Value_Names} /> }}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: data?.page.availableDataSize ?? 0, onChange: setPageNo, showSizeChanger: false, showTotal: (n) => t('RECORDS.TOTAL', { count: n }) }}
        columns={[
          { key: 'd', title: t('RECORDS.WHEN'), width: 190, render: (_, r) => f.dateTime(r.Created_Date) },
          { key: 'tb', title: t('RECORDS.TABLE'), render: (_, r) => <span title={r.Table_Name}>{tableLabel(t, r.Table_Name)}</span> },
          { key: 'ty', title: t('RECORDS.AUDIT_TYPE'), width: 110, render: (_, r) => <Tag color={TYPE_COLOR[r.Audit_Type]}>{t(`RECORDS.TYPE_${r.Audit_Type.toUpperCase()}`)}</Tag> },
          { key: 'id', title: t('RECORDS.RECORD'), render: (_, r) => <span title={r.Record_ID ? `${r.Table_Name} ${r.Record_ID}` : r.Table_Name}>{r.Record_Name ?? r.Record_ID ?? ''}</span> },
          { key: 'u', title: t('RECORDS.USER'), render: (_, r) => r.Created_By_Name ?? '—' },
          { key: 'h', title: t('RECORDS.HASH'), width: 140, render: (_, r) => <code title={r.Hash}>{r.Hash.slice(0, 12)}…</code> },
        ]} />
    </Card>
  );
}
