import { useState } from 'react';
import { Card, Col, Form, Input, Select, Table, Tag, Typography } from 'antd';
import { LOG_TYPES, PAGE_SIZE } from '@pbs/domain';
import { useT, useFormat } from '../../i18n';
import { LOGS_PAGE } from './documents';
import { RecordFilters, rangeVars, type DateRange } from './RecordFilters';
import { useRecordsPage } from './useRecordsPage';
import { LogFields, logMessage } from './LogDetails';

const COLOR: Record<string, string> = { Error: 'red', Warning: 'orange', Log: 'blue', Debug: 'default', Verbose: 'default' };

/** Application logs: by date, type, service and text, newest first, paged on the server. */
export function LogsPage() {
  const t = useT();
  const f = useFormat();
  const [range, setRange] = useState<DateRange>(null);
  const [type, setType] = useState<string | undefined>();
  const [service, setService] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const filters = { ...rangeVars(range), Log_Type: type, Service_Name: service, Search: search.trim() || undefined };
  const { data, fetching, pageNo, setPageNo, exportFile, exporting } = useRecordsPage(LOGS_PAGE, filters, 'logs');
  return (
    <Card title={t('RECORDS.LOGS')}>
      <RecordFilters range={range} onRange={setRange} onExport={exportFile} exporting={exporting}>
        <Col xs={12} md={4}><Form.Item label={t('RECORDS.LOG_TYPE')}>
          <Select aria-label={t('RECORDS.LOG_TYPE')} allowClear value={type} onChange={setType} options={LOG_TYPES.map((l) => ({ value: l, label: t(`LOG_TYPE.${l}`) }))} data-testid="logs-type" />
        </Form.Item></Col>
        <Col xs={12} md={4}><Form.Item label={t('RECORDS.SERVICE')}>
          <Select aria-label={t('RECORDS.SERVICE')} allowClear value={service} onChange={setService} options={(data?.logServices ?? []).map((s) => ({ value: s, label: s }))} />
        </Form.Item></Col>
        <Col xs={24} md={5}><Form.Item label={t('RECORDS.SEARCH')}>
          <Input.Search aria-label={t('RECORDS.SEARCH')} allowClear maxLength={100} onSearch={setSearch} />
        </Form.Item></Col>
      </RecordFilters>
      <Table rowKey="Log_ID" size="small" loading={fetching} dataSource={data?.page.dataList ?? []}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: data?.page.availableDataSize ?? 0, onChange: setPageNo, showSizeChanger: false, showTotal: (n) => t('RECORDS.TOTAL', { count: n }) }}
        columns={[
          { key: 'd', title: t('RECORDS.WHEN'), width: 190, render: (_, r) => f.dateTime(r.Created_Date) },
          { key: 't', title: t('RECORDS.LOG_TYPE'), width: 100, render: (_, r) => <Tag color={COLOR[r.Log_Type]}>{t(`LOG_TYPE.${r.Log_Type}`)}</Tag> },
          { key: 's', title: t('RECORDS.SERVICE'), dataIndex: 'Service_Name', width: 120 },
          { key: 'm', title: t('RECORDS.DETAILS'), render: (_, r) => <Typography.Text ellipsis style={{ maxWidth: 700 }}>{logMessage(r.Log_Details)}</Typography.Text> },
        ]}
        expandable={{ expandedRowRender: (r) => <LogFields details={r.Log_Details} /> }} />
    </Card>
  );
}
