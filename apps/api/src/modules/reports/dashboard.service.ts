import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import type { submissions } from '../../db/schema/index.js';
import { perDatabase } from '../../db/per-database.js';
import { sharedRead } from '../../db/shared-reads.js';
import { badInput, notFound } from '../../lib/errors.js';
import { isReportCategory } from '@pbs/domain';
import { CATEGORIES, type Category } from '../../access/categories.js';
import { buildGrid, dashboardReport, entitiesInColumn, OUTPUTS, type Output, type Variant } from './dashboard.repo.js';

export interface GridArgs { Report_Type: string; Report_Category: string; Active_Year_ID: number; Previous_Year_ID?: number | null }

function check(a: GridArgs): Category {
  if (!isReportCategory(a.Report_Category)) throw badInput({ key: 'FIELD.ONE_OF', params: { field: 'Report_Category', options: CATEGORIES.join(', ') } });
  return a.Report_Category;
}

/** Out-turn (BOT) reports describe the year before the active one. */
export const yearFor = (a: GridArgs) => (a.Report_Type.endsWith('BOT') && a.Previous_Year_ID ? a.Previous_Year_ID : a.Active_Year_ID);

const variantOf = (actor: Actor): Variant => (actor.isMinistry ? 'ministry' : actor.sepcId ? 'sepc' : 'vote');

const GRID_STATEMENTS = perDatabase(() => new Map<string, ReturnType<typeof buildGrid>>());

/** One row per dashboard report of the category: submission counts by grid column in the actor's scope and year. */
export async function gridData({ db }: Pick<Context, 'db'>, actor: Actor, a: GridArgs) {
  const category = check(a);
  const variant = variantOf(actor);
  const statements = GRID_STATEMENTS(db);
  let statement = statements.get(`${category} ${variant}`);
  if (!statement) statements.set(`${category} ${variant}`, (statement = buildGrid(db, category, variant)));
  const params = { year: yearFor(a), type: a.Report_Type, vote: actor.voteId ?? -1, sepc: actor.sepcId ?? -1 };
  const rows = await sharedRead(db, `grid ${category} ${variant} ${JSON.stringify(params)}`, () => statement.execute(params));
  return rows.map(({ inScope, total, ...r }) => ({ ...r, NotInitiated: Math.max(inScope - total, 0) }));
}

export type LevelStatus = 'Approved' | 'Pending' | 'Rejected' | 'Not Started' | 'N/A';

/** What the statuses of a submission depend on. */
type Progress = Pick<typeof submissions.$inferSelect, 'state' | 'currentLevel' | 'isConsolidated'>;

/** Initiator and First..Seventh level statuses of one entity's submission. */
export function levelStatuses(s: Progress | undefined, levels: number) {
  const status = (k: number): LevelStatus => {
    if (k > levels) return 'N/A';
    if (!s) return 'Not Started';
    if (s.state === 'Approved' || k < s.currentLevel) return 'Approved';
    if (k === s.currentLevel) return s.state === 'Rejected' ? 'Rejected' : 'Pending';
    return 'Not Started';
  };
  return {
    Task_Status: !s ? 'Not Initiated' : s.state,
    Initiator_Status: !s ? 'Pending' : s.state === 'Rejected' ? 'Returned' : 'Submitted',
    levels: [1, 2, 3, 4, 5, 6, 7].map(status),
  };
}

/** The per-entity rows behind one count of the grid (Output = the clicked column). */
export async function reportDetails({ db }: Pick<Context, 'db'>, actor: Actor, a: GridArgs & { Report_ID: number; Output: string }) {
  const category = check(a);
  if (!OUTPUTS.includes(a.Output as Output)) throw badInput({ key: 'FIELD.ONE_OF', params: { field: 'Output', options: OUTPUTS.join(', ') } });
  const report = await dashboardReport(db, a.Report_ID, category, a.Report_Type);
  if (!report) throw notFound();
  const found = await entitiesInColumn(db, actor, category, report.id, yearFor(a), a.Output as Output);
  return {
    report,
    rows: found.map((r) => {
      const st = levelStatuses(r.submissionId == null || r.state == null || r.currentLevel == null ? undefined : { state: r.state, currentLevel: r.currentLevel, isConsolidated: r.isConsolidated ?? false }, report.levelOfApproval);
      return {
        category, entity: { id: r.id, code: r.code, name: r.name }, Task_Status: st.Task_Status, Initiator_Status: st.Initiator_Status,
        levels: st.levels, Submission_ID: r.submissionId,
      };
    }),
  };
}
