import { formatNumber, UPLOAD_KINDS, UploadError, type RowError } from '@pbs/domain';
import type { Executor } from '../../../db/client.js';
import type { ExecutionLine } from '../../budget/execution.repo.js';
import { externalBreachesIn } from '../../budget/external-limits.js';
import { BOUNDED_BY, lineKey, limitsStop, RELEASE_KINDS, storedLimits, type LimitKind } from '../../budget/limits.js';
import { releaseBreachesIn, voteQuarter } from '../../budget/release-limits.js';
import type { KindHandler } from './handler.js';
import { inListScope, listHandler, listLine, listScope, QUARTER_LINE, storedLine } from './lists.js';
import { entry } from '../../../lib/present.js';

const AMOUNT = 'Amount';

/** What is already entered under a limit and would be over it: the limit line (as its key in `limitKey`) and the figures. */
interface Shortfall { limitKey: string; code: typeof UploadError.LIMIT_BELOW_RELEASES | typeof UploadError.LIMIT_BELOW_EXTERNAL; total: number; limit: number }

/** The key of a limit line as the breaches name it: cash per quarter, GoU per line, external finance per programme. */
function limitKey(l: ExecutionLine): string {
  if (l.kind === 'quarterly-cash-limits') return lineKey('cash', l.voteId, l.programmeId, l.quarter, l.category);
  return l.category?.startsWith('External Finance:') ? lineKey('external', l.voteId, l.programmeId) : lineKey('annual', l.voteId, l.programmeId, l.category);
}

/**
 * Under Stop, what the stored releases and external finance estimates of these votes would break if `limits` were
 * the year's limits: each breach once, with the limit line it is over.
 */
async function shortfalls(db: Executor, yearId: number, voteIds: number[], kind: LimitKind, limits: (stored: ExecutionLine[]) => ExecutionLine[]): Promise<Shortfall[]> {
  if (!voteIds.length || !await limitsStop(db, yearId)) return [];
  const stored = await storedLimits(db, yearId, voteIds, BOUNDED_BY[kind]);
  const lines = limits(stored.filter((l) => l.kind === 'quarterly-cash-limits' || l.kind === 'expenditure-limits'));
  const found = new Map<string, Shortfall>();
  const note = (s: Shortfall) => { if (!found.has(s.limitKey)) found.set(s.limitKey, s); };
  for (const rk of RELEASE_KINDS.filter((k) => BOUNDED_BY[kind].includes(k))) {
    const releases = stored.filter((l) => l.kind === rk).flatMap((l) => (l.programmeId != null && l.quarter != null && l.category != null
      ? [{ voteId: l.voteId, programmeId: l.programmeId, quarter: l.quarter, category: l.category, amount: l.amount }] : []));
    // Every stored release is entered anew against the limits: none is counted twice.
    for (const b of releaseBreachesIn(lines, rk, releases, new Set(releases.map((r) => voteQuarter(r.voteId, r.quarter))))) {
      const r = b.release;
      note({
        limitKey: b.limit === 'cash' ? lineKey('cash', r.voteId, r.programmeId, r.quarter, r.category) : lineKey('annual', r.voteId, r.programmeId, `GoU:${r.category}`),
        code: UploadError.LIMIT_BELOW_RELEASES, total: b.total, limit: b.allowed,
      });
    }
  }
  if (BOUNDED_BY[kind].includes('external-finance')) {
    const estimates = stored.flatMap((l) => (l.kind === 'external-finance' && l.programmeId != null ? [{ voteId: l.voteId, programmeId: l.programmeId, amount: l.amount }] : []));
    for (const b of externalBreachesIn(lines, estimates)) {
      note({ limitKey: lineKey('external', b.voteId, b.programmeId), code: UploadError.LIMIT_BELOW_EXTERNAL, total: b.total, limit: b.limit });
    }
  }
  return [...found.values()];
}

/**
 * Limits (expenditure limits, quarterly cash limits): list kinds whose new figures must not fall below what is
 * already entered under them — the releases of the year and quarter, the external finance estimates of the
 * programme — when uploaded, and when a revert brings older limits back. The other direction (an entry over its
 * limits) is the entry's own rule (releases.ts, external-finance.ts). A shortfall is named on the row of the limit.
 */
export function limitsHandler(kind: LimitKind): KindHandler {
  const columns = UPLOAD_KINDS[kind].columns;
  const base = listHandler(kind, columns, AMOUNT, kind === 'expenditure-limits' ? ['Limit_Type', 'Vote_Code', 'Programme_Code', 'Category'] : QUARTER_LINE);
  return {
    ...base,
    async check(db, rows, ctx) {
      const errors = await base.check(db, rows, ctx);
      const known = rows.filter((r) => r.id.Vote_Code != null && r.id.Programme_Code != null);
      const scope = listScope(columns, known);
      const lineOf = new Map(known.map((r) => [r, listLine(kind, columns, AMOUNT, r)]));
      const found = await shortfalls(db, ctx.yearId, scope.voteIds, kind,
        (stored) => [...stored.filter((l) => l.kind !== kind || !inListScope(scope, l)), ...lineOf.values()]);
      return [...errors, ...found.flatMap((s): RowError[] => {
        const row = known.find((r) => limitKey(entry(lineOf, r)) === s.limitKey);
        return row ? [{ row: row.row, column: AMOUNT, code: s.code, params: { amount: formatNumber(s.total), limit: formatNumber(s.limit) } }] : [];
      })];
    },
    async revertCheck(db, restored, current, { yearId }) {
      const gone = new Set(current.map((r) => Number(r.id)));
      const back = restored.map((r) => ({ row: r, line: storedLine(r) }));
      const found = await shortfalls(db, yearId, [...new Set([...restored, ...current].map((r) => Number(r.vote_id)))], kind,
        (stored) => [...stored.filter((l) => l.id === undefined || !gone.has(l.id)), ...back.map((b) => b.line)]);
      return found.flatMap((s) => {
        const limit = back.find((b) => limitKey(b.line) === s.limitKey);
        if (!limit) return [];
        const d = limit.row.data as Record<string, unknown>;
        return [{ key: s.code === UploadError.LIMIT_BELOW_EXTERNAL ? 'SERVER.REVERT_BELOW_EXTERNAL' : 'SERVER.REVERT_BELOW_RELEASES', params: {
          // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the row's cells are text or numbers
          vote: String(d.Vote_Code), programme: String(d.Programme_Code), line: [d.Quarter, d.Limit_Type, d.Category].filter((x) => x != null).join(' '), amount: s.total, limit: s.limit,
        } } as const];
      });
    },
  };
}
