import { useEffect, useState } from 'react';
import { useQuery, type TypedDocumentNode } from 'urql';
import { PAGE_SIZE } from '@pbs/domain';
import type { GridRowFragment } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { useT } from '../../i18n';
import type { DetailsTarget } from './ReportDetailsDialog';
import type { MessageKey } from '../../i18n';
import { useErrorToast } from '../../i18n/errors';
import { DataTable, type Column } from '../../components/light/DataTable';
import { useOpened } from '../../lib/useOpened';
import { antIsland, warmAntIslands } from '../../app/ant-island';
import { DialogLoading } from '../../components/light/DialogLoading';

// The details dialog and Ant Design are fetched once the counts are drawn (or at the first count opened, on a link
// that saves data): a count is what a user opens first.
const ReportDetailsDialog = antIsland(() => import('./ReportDetailsDialog').then((m) => ({ default: m.ReportDetailsDialog })), <DialogLoading />, { warm: true });

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
  const detailsOpened = useOpened(target != null);
  const vars = { Report_Type: type, Report_Category: category, Active_Year_ID: s.activeFiscalYear?.Year_ID ?? 0, Previous_Year_ID: s.previousFiscalYear?.Year_ID ?? null };
  const [{ data, fetching, error }] = useQuery({ query: doc, variables: vars, pause: !s.activeFiscalYear });
  useErrorToast(error, t(failure));
  useEffect(() => { if (data) warmAntIslands(); }, [data]);

  const columns: Column<GridRowFragment>[] = [
    { key: 'name', title: t('DASHBOARD.REPORT_NAME'), render: (row) => row.Report_Name },
    ...COUNT_COLUMNS.map((c): Column<GridRowFragment> => ({
      key: c.key, title: t(c.label), width: 130, align: 'right',
      render: (row) => (c.clickable
        ? <button type="button" className="l-btn l-btn-link" onClick={() => setTarget({ ...vars, report: row, output: c.key })} data-testid={`count-${c.key}-${row.Report_ID}`}>{row[c.key]}</button>
        : row[c.key]),
    })),
  ];
  return (
    <>
      <DataTable rows={data?.rows ?? []} rowKey={(r) => r.Report_ID} columns={columns} loading={fetching && !data} pageSize={PAGE_SIZE} minWidth={860} />
      {detailsOpened && <ReportDetailsDialog target={target} category={category} type={type} onClose={() => setTarget(null)} />}
    </>
  );
}
