import { z } from 'zod';
import { entityKindOf, ErrorCode, isNationalReport } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Report, Submission } from '../../db/schema/index.js';
import { fiscalYearById } from '../masters/periods.repo.js';
import type { Context } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badInput, conflict, forbidden, mapDbError, notFound, type Said } from '../../lib/errors.js';
import { unknownRef, valid } from '../../lib/valid.js';
import { assigneeOverride, assignees, capacityAt, givenAtCurrentLevel, isAssigned, toldAt } from './approvers.repo.js';
import { principalsOf } from './delegations.repo.js';
import { entityColumn } from '../../access/categories.js';
import { entityVisible, voteOfEntity } from './entities.js';
import * as repo from './workflow.repo.js';
import { prepareArchive, recordArchive } from '../archives/archive.service.js';
import { CONSOLIDATION_QUEUE, type ConsolidationJob } from './consolidation-jobs.js';
import { checkBudgetGates } from './budget-gates.js';
import { dataStageOf, missingData, requireDocument } from '../documents/documents.service.js';
import { entry } from '../../lib/present.js';

export const comment = z.string().trim().min(3).max(1000);
/** Why a delegation or reassignment was made, as the history shows it. */
export const reason = z.string().trim().min(3).max(500);

const canGenerate = async (ctx: Pick<Context, 'db'>, actor: Actor) => actor.roleId != null && await repo.roleMayGenerate(ctx.db, actor.roleId);

export const entityOf = (s: Submission) => s.voteId ?? s.programmeId ?? s.sepcId ?? 0;
const label = (r: Report) => r.name;

/** What a submission's notices ask: approve it at a level, or resubmit it; settled when it moves on. */
export const taskOf = (submissionId: number) => `submission:${submissionId}`;
/** The screen a notice opens: the report area's approvals (for approvers) or submissions (for initiators). */
export const screenOf = (r: Report, screen: 'approvals' | 'submissions') =>
  `/reports/${r.reportType.startsWith('LG') ? 'lg' : r.reportType === 'SEPC' ? 'sepc' : 'cg'}/${screen}`;

/** The initiator submits a report for one entity and year; level 1 is told. */
export async function initiate(ctx: Pick<Context, 'db' | 'notices'>, actor: Actor, input: { Report_ID: number; Year_ID: number; Entity_ID: number }) {
  const report = await repo.activeReport(ctx.db, input.Report_ID);
  if (!report) throw notFound();
  const category = report.category;
  const entity = await entityVisible(ctx.db, actor, category, input.Entity_ID);
  if (!entity) throw notFound();
  const year = await fiscalYearById(ctx.db, input.Year_ID);
  if (!year?.status) throw unknownRef('Year_ID');
  const votes = await voteOfEntity(ctx.db, category, entity.id);
  if (!await canGenerate(ctx, actor) || !await isAssigned(ctx.db, report.id, 0, actor.id, votes)) throw forbidden();
  if (isNationalReport(report) && !actor.isMinistry) throw forbidden();
  await mustHaveApprovers(ctx, report, votes);
  await checkBudgetGates(ctx.db, actor, report, entity.id, year.id);
  const missing = await missingData(ctx.db, report, { yearId: year.id, voteId: null, programmeId: null, sepcId: null, [entityColumn(category)]: entity.id });
  if (missing.length) throw badInput({ key: 'SERVER.CANNOT_INITIATE', params: { report: report.name, missing } });

  return ctx.db.transaction(async (tx) => {
    await requireDocument(tx, report, { reportId: report.id, yearId: year.id, voteId: null, programmeId: null, sepcId: null, [entityColumn(category)]: entity.id });
    const row = await repo.insertSubmission(tx, {
      reportId: report.id, yearId: year.id, [entityColumn(category)]: entity.id,
      state: 'Initiated', currentLevel: 1, initiatedBy: actor.id, createdBy: actor.id,
    }).catch((e: unknown) => {
      if ((e as { cause?: { code?: string } }).cause?.code === '23505' || (e as { code?: string }).code === '23505') {
        throw conflict({ key: 'SERVER.ALREADY_INITIATED' });
      }
      return mapDbError(e);
    });
    await repo.addEvent(tx, { submissionId: row.id, level: 0, action: 'Initiated', actorId: actor.id });
    await writeAudit(tx, { table: 'submissions', type: 'create', recordId: row.id, newValues: row, actorId: actor.id });
    await ctx.notices.send(tx, await toldAt(tx, report.id, 1, votes), {
      title: { key: 'NOTICE.AWAITS', params: { report: label(report) } },
      description: { key: 'NOTICE.AWAITS.FIRST', params: { entity: `${entity.code} ${entity.name}`, year: year.fiscalYear } },
      task: taskOf(row.id), path: screenOf(report, 'approvals'),
    });
    return row;
  });
}

/** At an approval level: the person an administrator gave the submission to (or their acting approver), else the level's approvers. */
async function approvalCapacity(ctx: Pick<Context, 'db'>, submissionId: number, reportId: number, level: number, actor: Actor, votes: number[]) {
  const given = await assigneeOverride(ctx.db, submissionId, level);
  if (given == null) return capacityAt(ctx.db, reportId, level, actor.id, votes);
  if (given === actor.id) return { actingFor: null };
  return (await principalsOf(ctx.db, actor.id)).includes(given) ? { actingFor: given } : null;
}

/** Told to whoever acts on a submission that changed since they loaded it. */
export const MOVED_ON: Said = { key: 'SERVER.MOVED_ON' };

/** Every level must have someone to act, or the submission would wait there in nobody's list. */
async function mustHaveApprovers(ctx: Pick<Context, 'db'>, report: Report, votes: number[]) {
  const empty: number[] = [];
  for (let level = 1; level <= report.levelOfApproval; level++) if (!(await assignees(ctx.db, report.id, level, votes)).length) empty.push(level);
  if (empty.length) throw badInput({ key: 'SERVER.NO_APPROVER', params: { report: report.name, levels: empty.join(', ') } });
}

/**
 * Loads a submission the actor may act on at `level` (the current level by default). Another vote's
 * submission answers like a missing one; an unassigned level is forbidden.
 */
export async function forAction(ctx: Pick<Context, 'db'>, actor: Actor, id: number, level?: number, version?: number) {
  const found = await repo.findSubmission(ctx.db, id);
  if (!found) throw notFound();
  const { submission, report } = found;
  const category = report.category;
  if (!actor.isMinistry && !await entityVisible(ctx.db, actor, category, entityOf(submission))) throw notFound();
  // Moved on since the actor loaded it (to a level that is not theirs, perhaps): say so, not "forbidden".
  if (version !== undefined && submission.version !== version) throw conflict(MOVED_ON);
  const votes = await voteOfEntity(ctx.db, category, entityOf(submission));
  const at = level ?? submission.currentLevel;
  // Initiators (level 0) act only in person; an approval level may be acted on by an approver's acting approver.
  const capacity = at === 0 ? (await isAssigned(ctx.db, report.id, 0, actor.id, votes) ? { actingFor: null } : null) : await approvalCapacity(ctx, submission.id, report.id, at, actor, votes);
  if (!capacity) throw forbidden();
  return { submission, report, votes, actingFor: capacity.actingFor };
}

export async function approve(ctx: Pick<Context, 'db' | 'files' | 'config' | 'notices'>, actor: Actor, id: number, version: number, note?: string | null) {
  const { submission: s, report, votes, actingFor } = await forAction(ctx, actor, id, undefined, version);
  if (s.state !== 'Initiated') throw conflict({ key: 'SERVER.NOT_AWAITING' });
  if (s.initiatedBy === actor.id) throw new AppError(ErrorCode.FORBIDDEN, { key: 'SERVER.APPROVE_OWN' });
  if (await repo.otherLevelsApprovedBy(ctx.db, s.id, [actor.id, actingFor ?? actor.id], s.currentLevel) > 0) throw new AppError(ErrorCode.FORBIDDEN, { key: 'SERVER.OTHER_LEVEL' });
  const last = s.currentLevel >= report.levelOfApproval;
  // The final approval archives the report files in the same transaction; they are rendered first.
  const stage = last ? await dataStageOf(ctx.db, report, s.yearId) : null;
  const prepared = last ? await prepareArchive(ctx.db, ctx.files, ctx.config, report, s,
    { level: s.currentLevel, userName: actor.userName, when: new Date(), comment: note?.trim() || null, actingForId: actingFor }) : null;
  return ctx.db.transaction(async (tx) => {
    const row = await repo.transition(tx, s.id, version, last ? { state: 'Approved', stageId: stage?.id ?? null } : { currentLevel: s.currentLevel + 1 }, actor.id);
    if (!row) throw conflict(MOVED_ON);
    await repo.addEvent(tx, { submissionId: s.id, level: s.currentLevel, action: 'Approved', comment: note?.trim() || null, actorId: actor.id, actingFor });
    await writeAudit(tx, { table: 'submissions', type: 'update', recordId: s.id, oldValues: s, newValues: row, actorId: actor.id });
    if (prepared) await recordArchive(tx, ctx.files, s.id, prepared, actor.id);
    await ctx.notices.settle(tx, taskOf(s.id));
    const next = last ? [s.initiatedBy ?? 0] : await toldAt(tx, report.id, s.currentLevel + 1, votes);
    await ctx.notices.send(tx, next, last
      ? { title: { key: 'NOTICE.APPROVED', params: { report: label(report) } }, description: { key: 'NOTICE.APPROVED.TEXT' }, path: screenOf(report, 'submissions') }
      : { title: { key: 'NOTICE.AWAITS', params: { report: label(report) } }, description: { key: 'NOTICE.AWAITS.LEVEL', params: { level: s.currentLevel + 1, levels: report.levelOfApproval } },
        task: taskOf(s.id), path: screenOf(report, 'approvals') });
    return row;
  });
}

export async function reject(ctx: Context, actor: Actor, id: number, version: number, text: string) {
  const typed = valid(comment, text, 'Comment');
  const { submission: s, report, actingFor } = await forAction(ctx, actor, id, undefined, version);
  if (s.state !== 'Initiated') throw conflict({ key: 'SERVER.NOT_AWAITING' });
  if (s.initiatedBy === actor.id) throw new AppError(ErrorCode.FORBIDDEN, { key: 'SERVER.REJECT_OWN' });
  // The same person may not act at two levels of one round, whether approving or rejecting.
  if (await repo.otherLevelsApprovedBy(ctx.db, s.id, [actor.id, actingFor ?? actor.id], s.currentLevel) > 0) throw new AppError(ErrorCode.FORBIDDEN, { key: 'SERVER.OTHER_LEVEL' });
  return ctx.db.transaction(async (tx) => {
    const row = await repo.transition(tx, s.id, version, { state: 'Rejected' }, actor.id);
    if (!row) throw conflict(MOVED_ON);
    await repo.addEvent(tx, { submissionId: s.id, level: s.currentLevel, action: 'Rejected', comment: typed, actorId: actor.id, actingFor });
    await writeAudit(tx, { table: 'submissions', type: 'update', recordId: s.id, oldValues: s, newValues: row, actorId: actor.id });
    await ctx.notices.settle(tx, taskOf(s.id));
    await ctx.notices.send(tx, [s.initiatedBy ?? 0], { title: { key: 'NOTICE.REJECTED', params: { report: label(report), level: s.currentLevel } }, description: typed,
      task: taskOf(s.id), path: screenOf(report, 'submissions') });
    return row;
  });
}

/** Back to level 1 after a rejection, by any initiator of the entity. */
export async function resubmit(ctx: Context, actor: Actor, id: number, version: number, note?: string | null) {
  const { submission: s, report, votes } = await forAction(ctx, actor, id, 0);
  if (s.state !== 'Rejected') throw conflict({ key: 'SERVER.RESUBMIT_ONLY' });
  return ctx.db.transaction(async (tx) => {
    const row = await repo.transition(tx, s.id, version, { state: 'Initiated', currentLevel: 1 }, actor.id);
    if (!row) throw conflict(MOVED_ON);
    await repo.addEvent(tx, { submissionId: s.id, level: 0, action: 'Resubmitted', comment: note?.trim() || null, actorId: actor.id });
    await writeAudit(tx, { table: 'submissions', type: 'update', recordId: s.id, oldValues: s, newValues: row, actorId: actor.id });
    await ctx.notices.settle(tx, taskOf(s.id));
    await ctx.notices.send(tx, await toldAt(tx, report.id, 1, votes), { title: { key: 'NOTICE.RESUBMITTED', params: { report: label(report) } }, description: { key: 'NOTICE.RESUBMITTED.TEXT' },
      task: taskOf(s.id), path: screenOf(report, 'approvals') });
    return row;
  });
}

/**
 * A ministry user whose role may consolidate folds an approved submission into the consolidated document of
 * its report and year, which is then drawn anew from every consolidated submission by a durable job.
 * Parastatal reports are not consolidated.
 */
export async function consolidate(ctx: Context, actor: Actor, id: number, version: number) {
  if (!actor.isMinistry || actor.roleId == null || !await repo.roleMayConsolidate(ctx.db, actor.roleId)) throw forbidden();
  const found = await repo.findSubmission(ctx.db, id);
  if (!found) throw notFound();
  const { submission: s, report } = found;
  if (entityKindOf(report.category) === 'parastatal') throw badInput({ key: 'SERVER.PARASTATAL_NOT_CONSOLIDATED' });
  if (s.state !== 'Approved' || s.isConsolidated) throw conflict('Only an approved, not yet consolidated submission can be consolidated');
  const row = await ctx.db.transaction(async (tx) => {
    const next = await repo.transition(tx, s.id, version, { isConsolidated: true }, actor.id);
    if (!next) throw conflict(MOVED_ON);
    await repo.addEvent(tx, { submissionId: s.id, level: report.levelOfApproval, action: 'Consolidated', actorId: actor.id });
    await writeAudit(tx, { table: 'submissions', type: 'update', recordId: s.id, oldValues: s, newValues: next, actorId: actor.id });
    await ctx.jobs.send<ConsolidationJob>(tx, CONSOLIDATION_QUEUE, [{ reportId: report.id, yearId: s.yearId, actorId: actor.id }]);
    return next;
  });
  return row;
}

/** The submissions waiting for the actor: at a level the actor approves (or stands in for), of their vote where the level is vote-bound. */
export async function myTasks(ctx: Context, actor: Actor, yearId: number) {
  // Tasks of the approvers the actor stands in for today are the actor's too.
  const people = [actor.id, ...await principalsOf(ctx.db, actor.id)];
  const mine = (await repo.approverRowsOf(ctx.db, people)).filter((m) => m.userId === actor.id || m.level >= 1);
  const open = mine.length ? await repo.waitingSubmissions(ctx.db, yearId, [...new Set(mine.map((m) => m.reportId))]) : [];
  // A vote-bound approver acts for their vote's own submissions, its programmes' and its parastatals'.
  const votesOf = await repo.votesOfSubmissions(ctx.db, open);
  const byLevel = open.filter((s) => mine.some((m) => m.reportId === s.reportId && m.level === s.currentLevel
    && (m.voteId == null || (votesOf.get(s.id) ?? []).includes(m.voteId))));
  // A submission an administrator gave to someone at its level is theirs alone.
  const given = new Map((await givenAtCurrentLevel(ctx.db, yearId)).map((g) => [g.s.id, g]));
  const toUs = [...given.values()].filter((g) => people.includes(g.userId) && !byLevel.some((b) => b.id === g.s.id)).map((g) => g.s);
  return [...byLevel.filter((s) => !given.has(s.id) || people.includes(entry(given, s.id).userId)), ...toUs].filter((s) => s.initiatedBy !== actor.id);
}
