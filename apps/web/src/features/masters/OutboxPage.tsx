import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { Card, Table, Tag } from 'antd';
import { PAGE_SIZE } from '@pbs/domain';
import { useT, useFormat } from '../../i18n';

const OUTBOX = graphql(`query Outbox { outboxMessages(Limit: 500) { Message_ID Channel Recipient Subject Body Created_Date } }`);

/** Messages delivered by the default SMS and mail providers (one-time codes, temporary passwords). */
export function OutboxPage() {
  const t = useT();
  const f = useFormat();
  const [{ data, fetching }] = useQuery({ query: OUTBOX, requestPolicy: 'network-only' });
  return (
    <Card>
      <Table rowKey="Message_ID" size="middle" loading={fetching} dataSource={data?.outboxMessages ?? []}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false }} columns={[
          { key: 'c', title: t('COMMON.CHANNEL'), dataIndex: 'Channel', width: 90, render: (v: string) => <Tag>{v.toUpperCase()}</Tag> },
          { key: 'r', title: t('COMMON.RECIPIENT'), dataIndex: 'Recipient', width: 240 },
          { key: 'b', title: t('COMMON.MESSAGE'), dataIndex: 'Body' },
          { key: 'd', title: t('COMMON.SENT'), dataIndex: 'Created_Date', width: 200, render: (v: string) => f.dateTime(v) },
        ]} />
    </Card>
  );
}
