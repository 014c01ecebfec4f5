import { useState } from 'react';
import { useQuery } from 'urql';
import { Modal, Segmented, Table, Tag } from 'antd';
import { STANDINGS, type Standing } from '@pbs/domain';
import { graphql } from '../../gql';
import { useFormat, useT } from '../../i18n';
import { STANDING_COLOUR } from './standing-colour';

const STANDINGS_QUERY = graphql(`query DeadlineStandings($d: Int!) { deadlineStandings(Deadline_ID: $d) {
  Entity_ID Entity_Code Entity_Name State Handed_In_On Standing } }`);

/**
 * Every entity of a deadline's report in the user's scope: the day each handed the report in and whether that was on
 * time, late, or — not handed in — missing or not yet due. What the ministry's assessment of entities counts.
 */
export function DeadlineStandings({ deadline, initial, onClose }: {
  deadline: { Deadline_ID: number; Report_Name: string; Due_On: string }; initial: Standing | 'all'; onClose: () => void;
}) {
  const t = useT();
  const f = useFormat();
  const [{ data, fetching }] = useQuery({ query: STANDINGS_QUERY, variables: { d: deadline.Deadline_ID }, requestPolicy: 'network-only' });
  const [shown, setShown] = useState<Standing | 'all'>(initial);
  const all = data?.deadlineStandings ?? [];
  const rows = all.filter((e) => shown === 'all' || e.Standing === shown);
  const count = (s: Standing) => all.filter((e) => e.Standing === s).length;
  return (
    <Modal open width={860} title={t('DEADLINES.STANDINGS_OF', { report: deadline.Report_Name })} onCancel={onClose} footer={null}>
      <p>{`${t('DEADLINES.DUE_ON')}: ${f.date(`${deadline.Due_On}T12:00:00`)}`}</p>
      <Segmented<Standing | 'all'> value={shown} onChange={setShown} style={{ marginBottom: 12 }} data-testid="standing-filter"
        options={[{ value: 'all', label: `${t('DEADLINES.ALL')} (${f.number(all.length)})` },
          ...STANDINGS.map((s) => ({ value: s, label: `${t(`DEADLINES.STANDING.${s}`)} (${f.number(count(s))})` }))]} />
      <Table rowKey="Entity_ID" size="small" loading={fetching} dataSource={rows} data-testid="deadline-standings" scroll={{ x: 560 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }} columns={[
          { key: 'entity', title: t('DEADLINES.ENTITY'), render: (_, e) => `${e.Entity_Code} ${e.Entity_Name}` },
          { key: 'handed', title: t('DEADLINES.HANDED_IN'), render: (_, e) => (e.Handed_In_On ? f.date(`${e.Handed_In_On}T12:00:00`) : '—') },
          { key: 'standing', title: t('DEADLINES.STANDING'), render: (_, e) => {
            const s = e.Standing as Standing;
            return <Tag color={STANDING_COLOUR[s]}>{t(`DEADLINES.STANDING.${s}`)}</Tag>;
          } },
        ]} />
    </Modal>
  );
}
