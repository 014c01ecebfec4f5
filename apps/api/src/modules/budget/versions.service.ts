import { z } from 'zod';
import type { Context } from '../../graphql/context.js';
import type { Actor } from '../../auth/actor.js';
import { writeAudit } from '../../lib/audit.js';
import { badInput, notFound } from '../../lib/errors.js';
import { valid } from '../../lib/valid.js';
import { stageByNumber } from '../masters/periods.repo.js';
import { voteById } from '../masters/master-rules.repo.js';
import { voteOf } from './vote-of.js';
import { keepVersion, versionsOf, type VersionArea } from './versions.repo.js';

const label = z.string().trim().min(1).max(120);
/** What each area's versions hold, as messages and the audit name them. */
const KEPT = { CG: { table: 'mtef_versions' }, LG: { table: 'ipf_versions' } } as const;

export interface KeepInput { Year_ID: number; Stage: number; Vote_ID?: number | null; Label: string }

/**
 * Keeps a vote's figures of a stage as they stand now (e.g. before a ceiling change) as its next version, audited:
 * MTEF lines for a CG vote, grant IPFs for a district. The working figures go on as the version after it; a vote
 * with no figures in the stage has nothing to keep.
 */
export async function keepBudgetVersion({ db }: Pick<Context, 'db'>, actor: Actor, area: VersionArea, input: KeepInput) {
  const voteId = voteOf(actor, input.Vote_ID);
  const text = valid(label, input.Label, 'Label');
  const [vote, stage] = [await voteById(db, voteId), await stageByNumber(db, input.Year_ID, area, input.Stage)];
  if (!vote || vote.kind !== area || !stage) throw notFound();
  return db.transaction(async (tx) => {
    const kept = await keepVersion(tx, area, { yearId: input.Year_ID, stageId: stage.id, voteId, label: text, userId: actor.id });
    if (!kept.lines) throw badInput({ key: area === 'CG' ? 'SERVER.NOTHING_TO_KEEP_CG' : 'SERVER.NOTHING_TO_KEEP_LG', params: { stage: input.Stage } });
    await writeAudit(tx, { table: KEPT[area].table, type: 'create', recordId: kept.id, actorId: actor.id,
      newValues: { voteId, yearId: input.Year_ID, stage: input.Stage, version: kept.version, label: text, lines: kept.lines } });
    return { Version_ID: kept.id, Stage: input.Stage, Version: kept.version, Label: text, Lines: kept.lines, Created_By: actor.userName, Created_Date: new Date().toISOString() };
  });
}

/** A vote's kept versions of a year, stage by stage, newest first. */
export async function budgetVersionsOf({ db }: Pick<Context, 'db'>, actor: Actor, area: VersionArea, yearId: number, voteId?: number | null) {
  const rows = await versionsOf(db, area, yearId, voteOf(actor, voteId));
  return rows.map((r) => ({ Version_ID: r.id, Stage: r.stage, Version: r.version, Label: r.label, Lines: r.lines, Created_By: r.createdBy ?? '', Created_Date: r.createdAt.toISOString() }));
}
