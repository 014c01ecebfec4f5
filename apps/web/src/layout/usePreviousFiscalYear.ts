import { useEffect } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../gql';
import { sessionActions } from '../lib/session';
import { toastError } from '../lib/toast';
import { useT } from '../i18n';

const PREVIOUS = graphql(`query PreviousFiscalYear { previousFiscalYear { Year_ID Fiscal_Year } }`);

/** Keeps the session's previous fiscal year current (the dashboard compares against it). */
export function usePreviousFiscalYear(active: boolean) {
  const t = useT();
  const [{ data, error }] = useQuery({ query: PREVIOUS, pause: !active });
  useEffect(() => {
    if (data) sessionActions.setPreviousFiscalYear(data.previousFiscalYear ?? null);
    if (error && !error.graphQLErrors.some((e) => e.extensions.code === 'SCREEN_LOCKED' || e.extensions.code === 'UNAUTHENTICATED')) {
      toastError(error.graphQLErrors[0]?.message ?? error.message, t('TOAST.PREVIOUS_YEAR'));
    }
  }, [data, error, t]);
}
