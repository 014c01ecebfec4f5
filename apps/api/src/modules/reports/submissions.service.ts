import { isNationalReport } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { notFound } from '../../lib/errors.js';
import { entityColumn } from '../../access/categories.js';
import { yearFor } from './dashboard.service.js';
import { entitiesInScope } from './entities.js';
import * as repo from './submissions.repo.js';
import * as flowRepo from './workflow.repo.js';

/** Every entity in the actor's scope with its submission of one report and year. */
export async function entityStatuses(ctx: Context, actor: Actor, reportId: number, yearId: number) {
  const report = await repo.findReport(ctx.db, reportId);
  if (!report) throw notFound();
  const category = report.category;
  const [entities, subs] = await Promise.all([entitiesInScope(ctx.db, actor, category), repo.submissionsOf(ctx.db, report.id, yearId)]);
  const col = entityColumn(category);
  return entities.map((entity) => ({ report, entity, submission: subs.find((s) => s[col] === entity.id) ?? null }));
}

/** A submission's events, for users who may see its entity (others are told it does not exist). */
export async function history(ctx: Context, actor: Actor, submissionId: number) {
  const found = await flowRepo.findSubmission(ctx.db, submissionId);
  if (!found) throw notFound();
  const category = found.report.category;
  const entities = await entitiesInScope(ctx.db, actor, category);
  if (!entities.some((e) => e.id === found.submission[entityColumn(category)])) throw notFound();
  return flowRepo.history(ctx.db, submissionId);
}

export interface InitiatedQuestion {
  Internal_Report_Name: string; Report_Category: string; Report_Type: string; Vote_ID: number; Year_ID: number; Previous_Year_ID?: number | null;
}

/** Whether an entity in the actor's scope has a submission of the report in the year the report is due for. */
export async function isInitiated(ctx: Context, actor: Actor, q: InitiatedQuestion) {
  const report = await repo.findReportByNames(ctx.db, q.Internal_Report_Name, q.Report_Category, q.Report_Type);
  if (!report) throw notFound();
  const category = report.category;
  if (!(await entitiesInScope(ctx.db, actor, category)).some((e) => e.id === q.Vote_ID)) throw notFound();
  const year = yearFor({ Report_Type: report.reportType, Report_Category: category, Active_Year_ID: q.Year_ID, Previous_Year_ID: q.Previous_Year_ID });
  return repo.hasSubmission(ctx.db, report.id, year, category, q.Vote_ID);
}

/** Reports the actor may initiate for a vote (their own, or any for the ministry), of the stage asked. */
export async function reportsToInitiate(ctx: Context, actor: Actor, voteId: number, yearId: number, stage?: number | null) {
  if (!actor.isMinistry && actor.voteId !== voteId) throw notFound();
  if (!await repo.yearExists(ctx.db, yearId)) throw notFound();
  return (await repo.reportsInitiatedBy(ctx.db, actor.id))
    .filter((r) => (stage == null || r.stage == null || r.stage === stage) && (actor.isMinistry || !isNationalReport(r)));
}

export const assignedProgrammes = (ctx: Context, actor: Actor, reportType?: string) =>
  repo.programmesAssigned(ctx.db, actor.id, reportType);
