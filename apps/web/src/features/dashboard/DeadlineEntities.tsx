import { useState } from 'react';
import { useQuery } from 'urql';
import { Checkbox, Modal, Table, Tag } from 'antd';
import { graphql } from '../../gql';
import { useFormat, useT } from '../../i18n';

const ENTITIES = graphql(`query DeadlineEntities($d: Int!) { deadlineEntities(Deadline_ID: $d) {
  Entity_ID Entity_Code Entity_Name Level Waiting_With Waiting_Count Reminded_At Escalated_At Escalated_To_Level } }`);

/**
 * The entities behind a deadline's "not yet approved" count, in the user's scope: where each waits and with whom,
 * when the sweep last reminded them and whether it escalated — what a desk officer chases before the due date.
 */
export function DeadlineEntities({ deadline, onClose }: { deadline: { Deadline_ID: number; Report_Name: string }; onClose: () => void }) {
  const t = useT();
  const f = useFormat();
  const [{ data, fetching }] = useQuery({ query: ENTITIES, variables: { d: deadline.Deadline_ID }, requestPolicy: 'network-only' });
  const [unheldOnly, setUnheldOnly] = useState(false);
  const rows = (data?.deadlineEntities ?? []).filter((e) => !unheldOnly || !e.Waiting_Count);
  return (
    <Modal open width={960} title={t('DEADLINES.PENDING_OF', { report: deadline.Report_Name })} onCancel={onClose} footer={null}>
      <Checkbox checked={unheldOnly} onChange={(e) => setUnheldOnly(e.target.checked)} style={{ marginBottom: 12 }} data-testid="deadline-unheld-only">
        {t('DEADLINES.NOBODY_ONLY')}
      </Checkbox>
      <Table rowKey="Entity_ID" size="small" loading={fetching} dataSource={rows} data-testid="deadline-entities"
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }} columns={[
          { key: 'entity', title: t('DEADLINES.ENTITY'), render: (_, e) => `${e.Entity_Code} ${e.Entity_Name}` },
          { key: 'at', title: t('DEADLINES.WAITING_AT'), render: (_, e) => (e.Level ? t('DEADLINES.AT_LEVEL', { level: e.Level }) : t('DEADLINES.WITH_INITIATORS')) },
          { key: 'with', title: t('DEADLINES.WAITING_WITH'), render: (_, e) => (e.Waiting_Count
            ? [e.Waiting_With.join(', '), e.Waiting_Count > e.Waiting_With.length ? t('DEADLINES.AND_MORE', { count: e.Waiting_Count - e.Waiting_With.length }) : ''].filter(Boolean).join(' ')
            : <Tag color="red">{t('DEADLINES.NOBODY')}</Tag>) },
          { key: 'reminded', title: t('DEADLINES.REMINDED'), render: (_, e) => (e.Reminded_At ? f.date(e.Reminded_At) : '—') },
          { key: 'escalated', title: t('DEADLINES.ESCALATED'), render: (_, e) => (e.Escalated_At && e.Escalated_To_Level
            ? <Tag color="volcano">{t('DEADLINES.ESCALATED_TO', { level: e.Escalated_To_Level, date: f.date(e.Escalated_At) })}</Tag>
            : t('DEADLINES.NOT_ESCALATED')) },
        ]} />
    </Modal>
  );
}
