import { budgetLines, coaFunds, coaItems, coaOutputs, coaSectors, subProgrammes } from '../src/db/schema/index.js';
import type { TestApp } from './helpers.js';
import type { factories } from './factories.js';

export const M = 1_000_000;

/**
 * A vote of one programme whose approved estimates, in a budget year of its own, are three lines on a small chart —
 * advertising 100 and telephones 50 (non-wage) under output 01 Clinics, salaries 300 (wage) under output 02 Outreach,
 * in millions — and the year after, carried out under them, under Stop. MTEF allocations leave room in every category.
 */
export async function smallChart(t: TestApp, make: ReturnType<typeof factories>) {
  const chart = await chartOf(t, make);
  return { ...chart, ...await voteOnChart(t, make, chart) };
}

/** The two years, the budget year's sector, items and funds. */
async function chartOf(t: TestApp, make: ReturnType<typeof factories>) {
  const budgetYear = await make.year({ activeStage: 2 });
  const year = await make.year({ activeStage: 2 });
  await make.ceilingControl(year, 'Stop');
  const [sector] = await t.db.insert(coaSectors).values({ yearId: budgetYear.id, code: '08', name: 'Health', cofog: '07' }).returning();
  const [wage, goods, phones] = await t.db.insert(coaItems).values([{ yearId: budgetYear.id, code: '211101', name: 'Salaries', classCode: '211' },
    { yearId: budgetYear.id, code: '221001', name: 'Advertising', classCode: '221' }, { yearId: budgetYear.id, code: '222001', name: 'Telephones', classCode: '222' }]).returning();
  const [fWage, fNwr] = await t.db.insert(coaFunds).values([{ yearId: budgetYear.id, code: 'WAGE', name: 'Wage', mtefCategory: 'Wage' },
    { yearId: budgetYear.id, code: 'NWR', name: 'Non wage', mtefCategory: 'NonWage' }]).returning();
  return { budgetYear, year, sector, items: { wage, goods, phones }, funds: { fWage, fNwr } };
}
type Chart = Awaited<ReturnType<typeof chartOf>>;

/** A vote of one programme with the three lines of the small chart, in its budget year: another vote beside the first. */
export async function voteOnChart(t: TestApp, make: ReturnType<typeof factories>, { budgetYear, sector, items: { wage, goods, phones }, funds: { fWage, fNwr } }: Chart) {
  const vote = await make.vote({ programmes: 1 });
  const [programme] = vote.lines;
  await make.mtef(vote, budgetYear.id, 2, { ceiling: 1_000 * M, allocation: 1_000 * M });
  const [sub] = await t.db.insert(subProgrammes).values({ programmeId: programme.programmeId, code: '01', name: 'Primary care' }).returning();
  const [clinics, outreach] = await t.db.insert(coaOutputs).values([{ yearId: budgetYear.id, subProgrammeId: sub.id, voteId: vote.id, code: '01', name: 'Clinics run' },
    { yearId: budgetYear.id, subProgrammeId: sub.id, voteId: vote.id, code: '02', name: 'Outreach' }]).returning();
  const at = { voteId: vote.id, programmeId: programme.programmeId, subProgrammeId: sub.id, sectorId: sector.id, yearId: budgetYear.id, stageId: budgetYear.stages[3] };
  await t.db.insert(budgetLines).values([
    { ...at, outputId: clinics.id, itemId: goods.id, fundId: fNwr.id, amount: 100 * M },
    { ...at, outputId: clinics.id, itemId: phones.id, fundId: fNwr.id, amount: 50 * M },
    { ...at, outputId: outreach.id, itemId: wage.id, fundId: fWage.id, amount: 300 * M },
  ]);
  return { vote, programme, outputs: { clinics, outreach } };
}

/** Budget against actual for a year by one segment, as the ministry reads it. */
export const totalsBy = (t: TestApp, token: string, yearId: number) => async (by: string, toMonth = 12) =>
  (await t.gql(`query($y:Int!,$b:[String!]!,$m:Int){ executionTotals(Year_ID:$y, By:$b, To_Month:$m){ Code_1 Approved Revised Warranted Released Spent Spent_Of_Revised } }`,
    { y: yearId, b: [by], m: toMonth }, token)).data.executionTotals as { Code_1: string | null; Approved: number; Revised: number; Warranted: number; Released: number; Spent: number; Spent_Of_Revised: number | null }[];
