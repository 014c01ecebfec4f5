import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import type { Db, Executor } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { badInput, notFound } from '../../lib/errors.js';
import { voteOf } from './vote-of.js';
import { cgStageId } from './mtef.repo.js';
import { keepVersion, versionsOf } from './versions.repo.js';

const label = z.string().trim().min(1, 'Label: say what this version is (1 to 120 characters)').max(120, 'Label: at most 120 characters');

/**
 * Keeps a vote's MTEF lines of a stage as they stand now (e.g. before a ceiling change) as its next version,
 * audited; the working figures go on as the version after it. A vote with no lines in the stage has nothing to keep.
 */
export async function keepMtefVersion(db: Db, actor: Actor, input: { Year_ID: number; Stage: number; Vote_ID?: number | null; Label: string }) {
  const voteId = voteOf(actor, input.Vote_ID);
  const text = label.safeParse(input.Label);
  if (!text.success) throw badInput(text.error.issues[0].message);
  const stage = await cgStageId(db, input.Year_ID, input.Stage);
  if (!stage) throw notFound();
  return db.transaction(async (tx) => {
    const kept = await keepVersion(tx, { yearId: input.Year_ID, stageId: stage.id, voteId, label: text.data, userId: actor.id });
    if (!kept.lines) throw badInput(`Stage ${input.Stage} holds no MTEF lines of this vote: there is nothing to keep`);
    await writeAudit(tx, { table: 'mtef_versions', type: 'create', recordId: kept.id, actorId: actor.id,
      newValues: { voteId, yearId: input.Year_ID, stage: input.Stage, version: kept.version, label: text.data, lines: kept.lines } });
    return { MTEF_Version_ID: kept.id, Stage: input.Stage, Version: kept.version, Label: text.data, Lines: kept.lines, Created_By: actor.userName, Created_Date: new Date().toISOString() };
  });
}

/** A vote's kept MTEF versions of a year, stage by stage, newest first. */
export async function mtefVersionsOf(db: Executor, actor: Actor, yearId: number, voteId?: number | null) {
  const rows = await versionsOf(db, yearId, voteOf(actor, voteId));
  return rows.map((r) => ({ MTEF_Version_ID: r.id, Stage: r.stage, Version: r.version, Label: r.label, Lines: r.lines, Created_By: r.createdBy ?? '', Created_Date: r.createdAt.toISOString() }));
}
