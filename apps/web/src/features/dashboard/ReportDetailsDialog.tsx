import { downloadFile } from '../../lib/download';
import { useState } from 'react';
import { useQuery } from 'urql';
import { Button, Descriptions, Modal, Table, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { PAGE_SIZE } from '@pbs/domain';
import type { GridRowFragment, ReportDetailsQuery } from '../../gql/graphql';
import { useT } from '../../i18n';
import { DETAILS } from './documents';
import { KeyboardScroll } from '../../components/KeyboardScroll';
import { useErrorToast, useFailure } from '../../i18n/errors';

export interface DetailsTarget {
  Report_Type: string; Report_Category: string; Active_Year_ID: number; Previous_Year_ID: number | null;
  report: GridRowFragment; output: string;
}
type Row = ReportDetailsQuery['dashboardReportDetails'][number];

const LEVELS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh'] as const;
const COLOR: Record<string, string> = { Approved: 'green', Rejected: 'red', Pending: 'gold', Initiated: 'blue', Submitted: 'blue', Returned: 'red' };

/** Per-entity statuses behind one count, with the spreadsheet download. */
export function ReportDetailsDialog({ target, category, type, onClose }: { target: DetailsTarget | null; category: string; type: string; onClose: () => void }) {
  const t = useT();
  const fail = useFailure();
  const [downloading, setDownloading] = useState(false);
  const [{ data, fetching, error }] = useQuery({
    query: DETAILS, pause: !target,
    variables: target ? { Report_Type: target.Report_Type, Report_Category: target.Report_Category, Active_Year_ID: target.Active_Year_ID,
      Previous_Year_ID: target.Previous_Year_ID, Report_ID: target.report.Report_ID, Output: target.output }
      : { Report_Type: '', Report_Category: '', Active_Year_ID: 0, Report_ID: 0, Output: '' },
  });
  useErrorToast(error, t('TOAST.DETAILS'));
  const rows = data?.dashboardReportDetails ?? [];
  const status = (v: string) => <Tag color={COLOR[v] ?? 'default'}>{t(`STATUS.${v}`)}</Tag>;

  const download = async () => {
    if (!target) return;
    setDownloading(true);
    try {
      const q = new URLSearchParams({ Report_Type: target.Report_Type, Report_Category: target.Report_Category,
        Active_Year_ID: String(target.Active_Year_ID), Report_ID: String(target.report.Report_ID), Output: target.output,
        ...(target.Previous_Year_ID ? { Previous_Year_ID: String(target.Previous_Year_ID) } : {}) });
      await downloadFile(`/api/reports/submission-details.xlsx?${q}`, 'Report_Submission_Details.xlsx');
    } catch (e) {
      fail(e, t('TOAST.DETAILS'));
    } finally {
      setDownloading(false);
    }
  };

  const code = (r: Row) => r.Vote_Code ?? r.Programme_Code ?? r.Parastatal_Code;
  const name = (r: Row) => r.Vote_Name ?? r.Programme_Name ?? r.Parastatal_Name;
  return (
    <Modal open={!!target} onCancel={onClose} width={1200} title={t('DETAILS.TITLE')} destroyOnHidden
      footer={<Button type="primary" icon={<DownloadOutlined />} disabled={!rows.length} loading={downloading} onClick={download} data-testid="download-details">{t('DETAILS.DOWNLOAD')}</Button>}>
      <Descriptions size="small" column={3} items={[
        { key: 'c', label: t('DETAILS.CATEGORY'), children: category },
        { key: 't', label: t('DETAILS.TYPE'), children: type },
        { key: 'n', label: t('DETAILS.NAME'), children: target?.report.Report_Name },
      ]} />
      <KeyboardScroll label={t('DETAILS.TITLE')}>
        <Table<Row> size="small" loading={fetching} dataSource={rows} rowKey={(r) => `${code(r)}`} scroll={{ x: 'max-content' }}
          pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }} data-testid="details-grid"
          columns={[
            { key: 'code', title: t('DETAILS.CODE'), render: (_, r) => code(r), width: 80, fixed: 'left' },
            { key: 'name', title: t('DETAILS.ENTITY'), render: (_, r) => name(r), width: 260, fixed: 'left' },
            { key: 'task', title: t('DETAILS.TASK'), dataIndex: 'Task_Status', render: status },
            { key: 'init', title: t('DETAILS.INITIATOR'), dataIndex: 'Initiator_Status', render: status },
            ...LEVELS.map((l, i) => ({ key: l, title: t('DETAILS.LEVEL', { level: t(`LEVEL.${i + 1}`) }), dataIndex: `${l}_Level_Status`, render: status })),
          ]} />
      </KeyboardScroll>
    </Modal>
  );
}
