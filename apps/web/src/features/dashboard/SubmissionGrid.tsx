import { useState } from 'react';
import { useQuery, type TypedDocumentNode } from 'urql';
import { Button, Table } from 'antd';
import { PAGE_SIZE } from '@pbs/domain';
import type { GridRowFragment } from '../../gql/graphql';
import { useSession } from '../../lib/session';

import { useT } from '../../i18n';
import { ReportDetailsDialog, type DetailsTarget } from './ReportDetailsDialog';
import type { MessageKey } from '../../i18n';
import { useErrorToast } from '../../i18n/errors';

export type GridDoc = TypedDocumentNode<{ rows: GridRowFragment[] }, { Report_Type: string; Report_Category: string; Active_Year_ID: number; Previous_Year_ID?: number | null }>;

const COUNT_COLUMNS: { key: keyof GridRowFragment; label: MessageKey; clickable: boolean }[] = [
  { key: 'Consolidated', label: 'DASHBOARD.CONSOLIDATED', clickable: false },
  { key: 'NotInitiated', label: 'DASHBOARD.NOT_INITIATED', clickable: true },
  { key: 'Initiated', label: 'DASHBOARD.INITIATED', clickable: true },
  { key: 'Rejected', label: 'DASHBOARD.REJECTED', clickable: true },
  { key: 'Approved', label: 'DASHBOARD.APPROVED', clickable: true },
];

/** One Submission Status sub-tab: counts per report; a count opens the Report Details dialog. */
export function SubmissionGrid({ doc, type, category, failure }: { doc: GridDoc; type: string; category: string; failure: MessageKey }) {
  const t = useT();
  const s = useSession();
  const [target, setTarget] = useState<DetailsTarget | null>(null);
  const vars = { Report_Type: type, Report_Category: category, Active_Year_ID: s.activeFiscalYear?.Year_ID ?? 0, Previous_Year_ID: s.previousFiscalYear?.Year_ID ?? null };
  const [{ data, fetching, error }] = useQuery({ query: doc, variables: vars, pause: !s.activeFiscalYear });
  useErrorToast(error, t(failure));

  const columns = [
    { key: 'name', title: t('DASHBOARD.REPORT_NAME'), dataIndex: 'Report_Name' },
    ...COUNT_COLUMNS.map((c) => ({
      key: c.key, title: t(c.label), dataIndex: c.key, width: 130, align: 'right' as const,
      render: (v: number, row: GridRowFragment) => (c.clickable
        ? <Button type="link" size="small" onClick={() => setTarget({ ...vars, report: row, output: c.key })} data-testid={`count-${c.key}-${row.Report_ID}`}>{v}</Button>
        : v),
    })),
  ];
  return (
    <>
      <Table<GridRowFragment> rowKey="Report_ID" size="small" loading={fetching && !data} dataSource={data?.rows ?? []} columns={columns}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }} />
      <ReportDetailsDialog target={target} category={category} type={type} onClose={() => setTarget(null)} />
    </>
  );
}
