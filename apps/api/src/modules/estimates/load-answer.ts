import { LOAD_LIMITS, serverText, type Language } from '@pbs/domain';
import type { Said } from '../../lib/errors.js';
import type { LoadPlan, SideBySide } from './load-plan.js';
import type { EstimateLoad } from './loads.repo.js';

/**
 * A load's preview as stored: the plan, the file's row counts, and the warnings (figures over their MTEF, or a month's
 * lines breaking the execution rules, under Warn; `warningCount` when more were found than kept). A month of execution
 * also gives its totals by measure.
 */
export type StoredPreview = LoadPlan & { rows: number; blankRows: number; repeated: number; warnings: Said[]; warningCount?: number; measures?: SideBySide[] };
export interface StoredProblems { count: number; rows: { row: number; said: Said }[] }

/** A load as the API answers it, its messages in the reader's language. */
export function loadAnswer(l: EstimateLoad, lang: Language, extra: { fiscalYear?: string; stage?: number; createdBy?: string | null } = {}) {
  const preview = l.preview as StoredPreview | null;
  const problems = l.problems as StoredProblems | null;
  return {
    id: l.id, kind: l.kind, month: l.month, fileName: l.fileName, sha256: l.sha256, mappingName: l.mappingName, state: l.state, phase: l.phase, done: l.done, total: l.total,
    headers: l.headers ?? [], createdAt: l.createdAt.toISOString(), finishedAt: l.finishedAt?.toISOString() ?? null, batchId: l.batchId,
    fiscalYear: extra.fiscalYear ?? null, stage: extra.stage ?? null, createdBy: extra.createdBy ?? null,
    preview: preview && { ...preview, warnings: preview.warnings.map((w) => serverText(lang, w)), warningCount: preview.warningCount ?? preview.warnings.length, measures: preview.measures ?? [] },
    problemCount: problems?.count ?? 0,
    problems: (problems?.rows ?? []).slice(0, LOAD_LIMITS.badRowsShown).map((p) => ({ row: p.row, message: serverText(lang, p.said) })),
  };
}
export type LoadAnswer = ReturnType<typeof loadAnswer>;

/** Every problem kept of a refused load, in the reader's language, for its downloadable list. */
export function allProblems(l: EstimateLoad, lang: Language): { row: number; message: string }[] {
  return ((l.problems as StoredProblems | null)?.rows ?? []).map((p) => ({ row: p.row, message: serverText(lang, p.said) }));
}
