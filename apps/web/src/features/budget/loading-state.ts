import type { Translate } from '../../i18n';

/**
 * A grid's spinner and empty text: "no lines" only once an answer has come; before it — the query in flight, or
 * still waiting for the year, stage and vote it needs — the spinner and "Loading the lines…". On a slow link the
 * choices arrive seconds before the lines: a grid must not say there are none meanwhile. `settled` says the query
 * waits for nothing and will never run (a user whose vote the tab does not serve): its empty text stands.
 */
export function gridState(q: { data?: unknown; error?: unknown; fetching: boolean }, emptyText: string, t: Translate, settled = false) {
  const waiting = !settled && (q.fetching || (q.data === undefined && q.error === undefined));
  return { loading: waiting, locale: { emptyText: waiting ? t('BUDGET.LOADING_LINES') : emptyText } };
}

/**
 * A chooser of year, stage or vote before the choices arrive: without options to name its value by, a select shows
 * the bare id ("2"); it shows its spinner instead, and its value once it can name it.
 */
export function choice(ready: boolean, id: number | null) {
  return { value: ready && id !== null ? id : undefined, loading: !ready };
}
