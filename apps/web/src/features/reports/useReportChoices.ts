import { useMemo } from 'react';
import { useQuery } from 'urql';
import { useSession } from '../../lib/session';
import { AREA_TYPES, REPORTS_AND_YEARS } from './documents';

/** Reports of a process area and the fiscal years, with the active year as the default. */
export function useReportChoices(area: string) {
  const s = useSession();
  const [{ data }] = useQuery({ query: REPORTS_AND_YEARS });
  return useMemo(() => ({
    reports: (data?.reports ?? []).filter((r) => r.Status && (AREA_TYPES[area] ?? []).includes(r.Report_Type)),
    years: data?.fiscalYears ?? [],
    activeYearId: s.activeFiscalYear?.Year_ID ?? null,
  }), [data, area, s.activeFiscalYear]);
}
