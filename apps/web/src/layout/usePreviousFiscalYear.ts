import { useEffect } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../gql';
import { sessionActions } from '../lib/session';
import { useT } from '../i18n';
import { useFailure } from '../i18n/errors';

const PREVIOUS = graphql(`query PreviousFiscalYear { previousFiscalYear { Year_ID Fiscal_Year } }`);

/** Keeps the session's previous fiscal year current (the dashboard compares against it). */
export function usePreviousFiscalYear(active: boolean) {
  const t = useT();
  const fail = useFailure();
  const [{ data, error }] = useQuery({ query: PREVIOUS, pause: !active });
  useEffect(() => {
    if (data) sessionActions.setPreviousFiscalYear(data.previousFiscalYear ?? null);
    if (error && !error.graphQLErrors.some((e) => e.extensions.code === 'SCREEN_LOCKED' || e.extensions.code === 'UNAUTHENTICATED')) {
      fail(error, t('TOAST.PREVIOUS_YEAR'));
    }
  }, [data, error, t, fail]);
}
