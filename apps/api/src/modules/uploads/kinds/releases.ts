import { formatNumber, UPLOAD_KINDS, UploadError, type RowError, type Said, type UploadKind } from '@pbs/domain';
import { releaseBreaches, voteQuarter, type Release } from '../../budget/release-limits.js';
import { idIn, type ParsedRow } from '../validate-rows.js';
import type { KindHandler, StoredRow } from './handler.js';
import { listHandler, QUARTER_LINE } from './lists.js';
import { entry } from '../../../lib/present.js';

const stored = (r: StoredRow): Release => ({ voteId: Number(r.vote_id), programmeId: Number(r.programme_id), quarter: String(r.quarter), category: String(r.category), amount: Number(r.amount) });

/** 'Vote 014, programme 02, Q1 Wage: 900,000 is over the quarter's cash limit of 500,000', in any language. */
function breachSaid(row: StoredRow, b: { limit: 'cash' | 'expenditure'; allowed: number; total: number }): Said {
  const d = row.data as Record<string, unknown>;
  return { key: b.limit === 'cash' ? 'SERVER.RELEASE_OVER_CASH' : 'SERVER.RELEASE_OVER_ANNUAL', params: {
    vote: String(d.Vote_Code), programme: String(d.Programme_Code), quarter: String(row.quarter), category: String(row.category), amount: b.total, limit: b.allowed,
  } };
}

/**
 * Releases (quarterly, or with their warrants): a list kind whose rows must also keep within the quarter's cash
 * limit and the year's GoU expenditure limit of their line (budget/release-limits.ts) — when uploaded, and when
 * a revert brings older rows back under limits set since.
 */
export function releaseHandler(kind: UploadKind, amount: string): KindHandler {
  const base = listHandler(kind, UPLOAD_KINDS[kind].columns, amount, QUARTER_LINE);
  return {
    ...base,
    async check(db, rows, ctx) {
      const errors = await base.check(db, rows, ctx);
      const known = rows.filter((r) => r.id.Vote_Code != null && r.id.Programme_Code != null);
      const rowOf = new Map<object, ParsedRow>();
      const releases = known.map((r) => {
        const release = { voteId: idIn(r, 'Vote_Code'), programmeId: idIn(r, 'Programme_Code'), quarter: String(r.v.Quarter), category: String(r.v.Category), amount: Number(r.v[amount] ?? 0) };
        rowOf.set(release, r);
        return release;
      });
      const breaches = await releaseBreaches(db, kind, ctx.yearId, releases);
      return [...errors, ...breaches.map((b): RowError => ({
        row: entry(rowOf, b.release).row, column: amount,
        code: b.limit === 'cash' ? UploadError.OVER_CASH_LIMIT : UploadError.OVER_EXPENDITURE_LIMIT,
        params: { amount: formatNumber(b.total), limit: formatNumber(b.allowed) },
      }))];
    },
    async revertCheck(db, restored, current, { yearId }) {
      const rowOf = new Map<Release, StoredRow>(restored.map((r) => [stored(r), r]));
      const replaced = new Set([...restored, ...current].map((r) => voteQuarter(Number(r.vote_id), String(r.quarter))));
      const breaches = await releaseBreaches(db, kind, yearId, [...rowOf.keys()], replaced);
      return breaches.map((b) => breachSaid(entry(rowOf, b.release), b));
    },
  };
}
