import { and, asc, eq, isNull } from 'drizzle-orm';
import { codeKey } from '@pbs/domain';
import type { Db } from '../db/client.js';
import * as s from '../db/schema/index.js';
import { fiscalYearBefore } from '../modules/masters/periods.repo.js';
import { present } from '../lib/present.js';

/** Health's key outputs as its contract for the active year put them: [output, what it delivers, activities, indicators]. */
const PLAN: [string, string, string, [name: string, unit: string, baseline: number, target: number, quarters: [number, number, number, number], actuals: (number | [number, string])[]][]][] = [
  ['Immunisation services', 'Children and mothers immunised against the vaccine-preventable diseases', 'Outreach clinics; cold chain maintenance; vaccine supply',
    [['Children under one fully immunised', '%', 88, 95, [95, 95, 95, 95], [94, [82, 'Vaccine stock-out in three districts in November']]],
      ['Health workers trained in immunisation', 'Number', 900, 1_200, [300, 300, 300, 300], [310, 295]]]],
  ['Maternal and child health services', 'Safe deliveries and antenatal care in public health facilities', 'Midwife deployment; delivery kits; ambulance referrals',
    [['Deliveries in health facilities', 'Number', 1_450_000, 1_600_000, [400_000, 400_000, 400_000, 400_000], [385_000, 402_000]],
      ['Pregnant women attending four antenatal visits', '%', 42, 50, [50, 50, 50, 50], [47, 49]]]],
];

/**
 * The demo's programme performance: Health's (014, cg.initiator's) performance contract for the active year, planned
 * the year before (outputs of that year's chart, approved stage) with indicators and targets, and its actuals of
 * the two quarters the demo has money for — one shortfall explained — so the quarterly reports, the annual report
 * and the dashboard's performance tab read true on first start. Skipped when the plan is there.
 */
export async function seedDemoPerformance(db: Db) {
  const [year] = await db.select().from(s.fiscalYears).where(eq(s.fiscalYears.isActive, true));
  const plan = year && await fiscalYearBefore(db, year);
  const [health] = await db.select().from(s.votes).where(and(eq(s.votes.kind, 'CG'), eq(s.votes.code, '014')));
  if (!plan || !health) return;
  const [stage] = await db.select().from(s.budgetStages)
    .where(and(eq(s.budgetStages.yearId, plan.id), eq(s.budgetStages.processArea, 'CG'), eq(s.budgetStages.stage, 3)));
  if (!stage || (await db.select({ id: s.perfOutputs.id }).from(s.perfOutputs).where(and(eq(s.perfOutputs.yearId, plan.id), eq(s.perfOutputs.voteId, health.id))).limit(1)).length) return;
  const [sub] = await db.select({ id: s.subProgrammes.id }).from(s.subProgrammes)
    .innerJoin(s.programmeVotes, and(eq(s.programmeVotes.programmeId, s.subProgrammes.programmeId), eq(s.programmeVotes.voteId, health.id)))
    .orderBy(asc(s.subProgrammes.id)).limit(1);
  if (!sub) return;
  for (const [k, [name, description, activities, indicators]] of PLAN.entries()) {
    const code = String(k + 1).padStart(2, '0');
    // The sub-programme's shared output of that code, renamed for the plan, else a new one.
    const [held] = await db.select({ id: s.coaOutputs.id }).from(s.coaOutputs).where(and(eq(s.coaOutputs.yearId, plan.id), eq(s.coaOutputs.subProgrammeId, sub.id),
      isNull(s.coaOutputs.voteId), eq(s.coaOutputs.codeKey, codeKey(code))));
    const output = present((held ? await db.update(s.coaOutputs).set({ name }).where(eq(s.coaOutputs.id, held.id)).returning()
      : await db.insert(s.coaOutputs).values({ yearId: plan.id, subProgrammeId: sub.id, code, name }).returning())[0], `output ${name}`);
    const described = present((await db.insert(s.perfOutputs).values({ yearId: plan.id, stageId: stage.id, voteId: health.id, outputId: output.id, description, activities }).returning())[0], 'the output described');
    for (const [indicator, unit, baseline, target, [q1, q2, q3, q4], actuals] of indicators) {
      const i = present((await db.insert(s.perfIndicators).values({ perfOutputId: described.id, name: indicator, unit, baseline, target, q1, q2, q3, q4 }).returning())[0], `indicator ${indicator}`);
      await db.insert(s.perfActuals).values(actuals.map((a, q) => {
        const [actual, explanation] = Array.isArray(a) ? a : [a, ''];
        return { indicatorId: i.id, quarter: q + 1, actual, explanation };
      }));
    }
  }
}
