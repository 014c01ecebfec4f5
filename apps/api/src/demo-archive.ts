import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from './auth/actor.js';
import type { Config } from './config/index.js';
import type { Db } from './db/client.js';
import { fiscalYears, parastatals, reports, users, userTypes, votes } from './db/schema/index.js';
import type { FileStore } from './lib/file-store.js';
import type { Notices } from './lib/notices.js';
import { approve, initiate } from './modules/reports/workflow.service.js';
import { fiscalYearBefore } from './modules/masters/periods.repo.js';
import { publishConsolidation } from './modules/publications/publish.service.js';
import { saveSignature } from './modules/signatures/signatures.service.js';
import { apiRoot } from './paths.js';
import { entry, present } from './lib/present.js';

async function actorOf(db: Db, userName: string): Promise<Actor> {
  const row = present((await db.select({ user: users, isMinistry: userTypes.isMinistry }).from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId)).where(eq(users.userName, userName)))[0], `demo user ${userName}`);
  const u = row.user;
  return { id: u.id, userName: u.userName, roleId: u.roleId, userTypeId: u.userTypeId, isMinistry: row.isMinistry, voteId: u.voteId,
    sepcId: u.sepcId, isTempPassword: false, sessionId: 'demo-archive', paths: new Set() };
}

/** The demo approvers' signature images (seed/signatures/<user>.png), stored as each of them would upload theirs. */
async function signDemoApprovers(db: Db, files: FileStore) {
  const folder = join(apiRoot, 'src/seed/signatures');
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.png'))) {
    await saveSignature({ db, files }, await actorOf(db, file.slice(0, -'.png'.length)), readFileSync(join(folder, file)));
  }
}

/**
 * Reports approved at every level on the demo's first start, through the same workflow a user drives, so that
 * Archives shows real signed documents at once, with the approvers' signature images: Health's pension list,
 * Agago's Budget Framework Paper (stage 1; the demo year is at the Draft Estimates) and the Uganda Development
 * Bank's budget (reports the tests walk through themselves are left unstarted); then last year's enacted budget is
 * published.
 */
export async function archiveDemoReports(ctx: { db: Db; files: FileStore; config: Config; notices: Notices }) {
  const { db } = ctx;
  await signDemoApprovers(db, ctx.files);
  const year = present((await db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true)))[0], 'the active year');
  const byName = new Map((await db.select().from(reports).where(inArray(reports.internalName, ['pension_and_gratuity_list', 'lg_budget_framework_paper', 'parastatal_budget_estimates'])))
    .map((r) => [r.internalName, r.id]));
  const health = present((await db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.code, '014'))))[0], 'vote 014');
  const agago = present((await db.select().from(votes).where(and(eq(votes.kind, 'LG'), eq(votes.code, '501'))))[0], 'vote 501');
  const udb = present((await db.select().from(parastatals).where(eq(parastatals.code, 'P001')))[0], 'parastatal P001');
  const plan = [
    { report: 'pension_and_gratuity_list', entity: health.id, initiator: 'cg.initiator', approvers: ['cg.approver', 'mof.level2'] },
    { report: 'lg_budget_framework_paper', entity: agago.id, initiator: 'lg.initiator', approvers: ['lg.approver', 'mof.level2', 'mof.level3'] },
    { report: 'parastatal_budget_estimates', entity: udb.id, initiator: 'sepc.officer', approvers: ['budget.officer', 'mof.level2', 'mof.level3'] },
  ];
  for (const p of plan) {
    let s = await initiate(ctx, await actorOf(db, p.initiator), { Report_ID: entry(byName, p.report), Year_ID: year.id, Entity_ID: p.entity });
    for (const approver of p.approvers) s = await approve(ctx, await actorOf(db, approver), s.id, s.version, 'Checked and approved (demo data)');
  }
  await publishLastYear(ctx, year);
}

/**
 * Last year's Approved Estimates, approved and consolidated for every central vote before this installation
 * (seed/demo-last-year.ts), published as the consolidation's job publishes them: the budget being carried out now
 * is on the open budget portal from the first start, as the enacted budget.
 */
export async function publishLastYear(ctx: { db: Db; files: FileStore }, year: typeof fiscalYears.$inferSelect) {
  const last = await fiscalYearBefore(ctx.db, year);
  const [report] = await ctx.db.select().from(reports)
    .where(and(eq(reports.internalName, 'approved_estimates_of_revenue_and_expenditure'), eq(reports.reportType, 'CG')));
  if (!last || !report) return;
  await publishConsolidation(ctx.db, ctx.files, report, last.id, (await actorOf(ctx.db, 'admin')).id, null);
}
