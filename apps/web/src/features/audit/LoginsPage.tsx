import { useState } from 'react';
import { Card, Col, Form, Input, Table, Tag } from 'antd';
import { PAGE_SIZE } from '@pbs/domain';
import { useT, useFormat } from '../../i18n';
import { LOGINS_PAGE } from './documents';
import { RecordFilters, rangeVars, type DateRange } from './RecordFilters';
import { useRecordsPage } from './useRecordsPage';

/** Sign-ins, or only the failed ones: by date and user name, newest first, paged on the server. */
export function LoginsPage({ failed }: { failed: boolean }) {
  const t = useT();
  const f = useFormat();
  const [range, setRange] = useState<DateRange>(null);
  const [user, setUser] = useState('');
  const filters = { ...rangeVars(range), User_Name: user.trim() || undefined, Login_Status: failed ? false : undefined };
  const { data, fetching, pageNo, setPageNo, exportFile, exporting } = useRecordsPage(LOGINS_PAGE, filters, 'logins');
  return (
    <Card title={t(failed ? 'RECORDS.FAILED_LOGINS' : 'RECORDS.LOGINS')}>
      <RecordFilters range={range} onRange={setRange} onExport={exportFile} exporting={exporting}>
        <Col xs={24} md={6}><Form.Item label={t('AUTH.INPUT.USERNAME')}>
          <Input.Search aria-label={t('AUTH.INPUT.USERNAME')} allowClear maxLength={50} onSearch={setUser} data-testid="logins-user" />
        </Form.Item></Col>
      </RecordFilters>
      <Table rowKey="Login_ID" size="small" loading={fetching} dataSource={data?.page.dataList ?? []}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: data?.page.availableDataSize ?? 0, onChange: setPageNo, showSizeChanger: false, showTotal: (n) => t('RECORDS.TOTAL', { count: n }) }}
        columns={[
          { key: 'd', title: t('RECORDS.WHEN'), width: 190, render: (_, r) => f.dateTime(r.Created_Date) },
          { key: 'u', title: t('AUTH.INPUT.USERNAME'), dataIndex: 'User_Name' },
          { key: 's', title: t('RECORDS.RESULT'), width: 120, render: (_, r) => <Tag color={r.Login_Status ? 'green' : 'red'}>{t(r.Login_Status ? 'RECORDS.SUCCEEDED' : 'RECORDS.FAILED')}</Tag> },
          { key: 'm', title: t('RECORDS.MESSAGE'), dataIndex: 'Login_Message' },
          { key: 'ip', title: t('RECORDS.IP'), dataIndex: 'IP_Address', width: 160 },
        ]} />
    </Card>
  );
}

export const LoginsScreen = () => <LoginsPage key="all" failed={false} />;
export const FailedLoginsScreen = () => <LoginsPage key="failed" failed />;
