import { useState } from 'react';
import { useKeyedState } from '../../lib/useKeyedState';
import { useQuery, type AnyVariables, type TypedDocumentNode } from 'urql';
import { PAGE_SIZE } from '@pbs/domain';
import { downloadFile } from '../../lib/download';
import { useT } from '../../i18n';
import { useErrorToast, useFailure } from '../../i18n/errors';

/**
 * Server-side paging of a record screen: the page's rows and total come from the query; changing a filter goes
 * back to page 1. `exportFile` downloads the same filters as a spreadsheet.
 */
export function useRecordsPage<D, V extends AnyVariables>(query: TypedDocumentNode<D, V>, filters: Record<string, unknown>, kind: string) {
  const t = useT();
  const fail = useFailure();
  const [exporting, setExporting] = useState(false);
  // New filters start at page 1.
  const [pageNo, setPageNo] = useKeyedState(JSON.stringify(filters), () => 1);
  const [{ data, fetching, error }] = useQuery({ query, variables: { ...filters, Offset: (pageNo - 1) * PAGE_SIZE, Limit: PAGE_SIZE } as unknown as V, requestPolicy: 'cache-and-network' });
  useErrorToast(error, t('TOAST.FAILED'));
  const exportFile = async () => {
    setExporting(true);
    const q = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== '').map(([k, v]) => [k, String(v)]));
    try { await downloadFile(`/api/records/${kind}.xlsx?${q}`, `PBS_${kind}.xlsx`); } catch (e) { fail(e); }
    setExporting(false);
  };
  return { data, fetching, pageNo, setPageNo, exportFile, exporting };
}
