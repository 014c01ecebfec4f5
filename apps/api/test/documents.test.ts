import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { REPORT_LAYOUT_NAMES, shiftFiscalYear, shortFiscalYear, UploadError, serverText } from '@pbs/domain';
import { budgetAdjustments, coaNames, executionLines, executionToDate, fiscalYears, programmes, programmeVotes, reports, submissions, uploadBatches, uploadRows, users, votes } from '../src/db/schema/index.js';
import { composeDocument, formatsOf, missingData as needs, renderDocument, type For } from '../src/modules/documents/documents.service.js';
import type { Doc } from '../src/modules/documents/model.js';
import { composeConsolidated } from '../src/modules/documents/consolidate.js';
import { codeOf, rowsIn, setupApp, sqlRows } from './helpers.js';
import { factories } from './factories.js';
import { postUpload, workbook } from './upload-helpers.js';

/** What a report needs, in the English of API clients. */
const missingData = async (...a: Parameters<typeof needs>) => (await needs(...a)).map((said) => serverText('en', said));

const t = await setupApp();
const db = t.db;
const make = factories(t);
const [year] = await db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const vote = async (kind: 'CG' | 'LG', code: string) => (await db.select().from(votes).where(and(eq(votes.kind, kind), eq(votes.code, code))))[0];
const rows = rowsIn(db);
const report = async (internalName: string) => (await db.select().from(reports).where(eq(reports.internalName, internalName)))[0];
const forVote = (id: number): For => ({ yearId: year.id, voteId: id, programmeId: null, sepcId: null });
const compose = async (name: string, f: For) => composeDocument(db, await report(name), f, { trail: [], draft: true });
const total = (d: Doc, table = 0) => d.tables[table].rows.at(-1)!.cells;

// Factories: exactly the uploaded data these documents read, for vote 013 (no demo uploads) and LG 502, written as the uploads write it.
const finance = await vote('CG', '013');
// The demo holds this vote's first months at the chart's grain; this file's quarters are the ones it uploads below.
await db.delete(executionLines).where(and(eq(executionLines.yearId, year.id), eq(executionLines.voteId, finance.id)));
await db.delete(executionToDate).where(and(eq(executionToDate.yearId, year.id), eq(executionToDate.voteId, finance.id)));
const agago = await vote('LG', '502');
const [admin] = await db.select().from(users).where(eq(users.userName, 'admin'));
const [pv1, pv2] = await db.select({ programmeId: programmeVotes.programmeId, code: programmes.code }).from(programmeVotes)
  .innerJoin(programmes, eq(programmes.id, programmeVotes.programmeId)).where(eq(programmeVotes.voteId, finance.id));
async function upload(kind: string, voteId: number, list: { data: Record<string, unknown>; amount?: number; programmeId?: number; quarter?: string; category?: string }[]) {
  const [batch] = await db.insert(uploadBatches).values({ kind, yearId: year.id, fileName: `${kind}.xlsx`, filePath: 'test', sha256: 'test', rowCount: list.length, createdBy: admin.id }).returning();
  if (list.length) await db.insert(uploadRows).values(list.map((r) => ({ batchId: batch.id, kind, yearId: year.id, voteId, programmeId: r.programmeId ?? null, quarter: r.quarter ?? null, category: r.category ?? null, amount: r.amount ?? 0, data: r.data })));
  return batch.id;
}
await upload('staff', finance.id, [
  { data: { Employee_Number: 'F001', Name: 'Akello Grace', Position: 'Principal Economist', Salary_Scale: 'U2', Monthly_Salary: 3_200_000 }, amount: 3_200_000 },
  { data: { Employee_Number: 'F002', Name: 'Mugisha Paul', Position: 'Economist', Salary_Scale: 'U4', Monthly_Salary: 2_100_000 }, amount: 2_100_000 },
  { data: { Employee_Number: 'F003', Name: 'Nankya Ruth', Position: 'Economist', Salary_Scale: 'U4', Monthly_Salary: 2_050_000 }, amount: 2_050_000 },
]);
await upload('pension', finance.id, [
  { data: { Employee_Number: 'P1', Name: 'Okot John', Benefit: 'Pension', Monthly_Amount: 900_000, Annual_Amount: 10_800_000 }, amount: 10_800_000 },
  { data: { Employee_Number: 'P2', Name: 'Atim Sarah', Benefit: 'Gratuity', Monthly_Amount: 0, Annual_Amount: 45_000_000 }, amount: 45_000_000 },
]);
await upload('student', finance.id, [
  { data: { Institution: 'Makerere University', Student_Number: 'S2', Name: 'Opio Brian', Course: 'BSc Statistics', Year_Of_Study: 2, Annual_Fees: 3_000_000 }, amount: 3_000_000 },
  { data: { Institution: 'Kyambogo University', Student_Number: 'S9', Name: 'Auma Joy', Course: 'BA Economics', Year_Of_Study: 1, Annual_Fees: 2_500_000 }, amount: 2_500_000 },
  { data: { Institution: 'Makerere University', Student_Number: 'S1', Name: 'Kato Ivan', Course: 'BSc Statistics', Year_Of_Study: 3, Annual_Fees: 3_000_000 }, amount: 3_000_000 },
]);
const q1 = { quarter: 'Q1', programmeId: pv1.programmeId, category: 'Wage' };
await upload('quarterly-cash-limits', finance.id, [{ ...q1, amount: 500_000_000, data: {} }]);
await upload('quarterly-releases', finance.id, [{ ...q1, amount: 400_000_000, data: {} }]);
await upload('quarterly-warrants-expenditure', finance.id, [{ ...q1, amount: 450_000_000, data: { Warrant_Amount: 450_000_000, Expenditure_Amount: 300_000_000 } }]);
const [revenue] = await rows<{ code: string }>(sql`select code from revenues where revenue_class = 'LocalRevenue' order by code limit 1`);
await upload('lrr', agago.id, [{ data: { Revenue_Code: revenue.code, Actual_Y0: 80_000_000, Estimate_Y1: 100_000_000 }, amount: 100_000_000 }]);
const batch = await upload('virement', finance.id, []);
await db.insert(budgetAdjustments).values([
  { batchId: batch, kind: 'virement', yearId: year.id, voteId: finance.id, fromProgrammeId: pv1.programmeId, fromCategory: 'NonWage', toProgrammeId: pv2.programmeId, toCategory: 'Wage', amount: 1_000_000, reason: 'Salary arrears', createdBy: admin.id },
  { batchId: batch, kind: 'supplementary', yearId: year.id, voteId: finance.id, toProgrammeId: pv2.programmeId, toCategory: 'GoUDevt', amount: 7_000_000, reason: 'Bridge repairs', createdBy: admin.id },
]);

describe('report documents from the data they describe', () => {
  it('a vote\'s estimates: every fiscal year labelled, totals equal to the MTEF lines in the database', async () => {
    const d = await compose('draft_estimates_of_revenue_and_expenditure', forVote(finance.id));
    const [db1] = await rows<{ y0: number; y1: number; y5: number; aia: number }>(sql`select sum(m.y0_wage + m.y0_non_wage + m.y0_gou_devt + m.y0_aia + m.y0_donor)::float8 y0,
      sum(m.y1_wage + m.y1_non_wage + m.y1_gou_devt + m.y1_aia + m.y1_donor)::float8 y1, sum(m.y5_wage + m.y5_non_wage + m.y5_gou_devt + m.y5_aia + m.y5_donor)::float8 y5,
      sum(m.y1_aia)::float8 aia from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id
      join budget_stages s on s.id = m.stage_id where pv.vote_id = ${finance.id} and m.kind = 'allocation' and s.is_active and s.process_area = 'CG' and m.year_id = ${year.id}`);
    expect(d.subject).toMatchObject({ kind: 'Vote', code: '013' });
    // Estimates are titled for the budget year they prepare, the year of their figures; a staff list for its own year.
    expect(d.fiscalYear).toBe(shortFiscalYear(shiftFiscalYear(year.fiscalYear, 1)));
    expect(d.identity).toContain(`FY ${shortFiscalYear(shiftFiscalYear(year.fiscalYear, 1))}`);
    expect((await compose('staff_list', forVote(finance.id))).fiscalYear).toBe(shortFiscalYear(year.fiscalYear));
    const labels = d.tables[1].columns.map((c) => c.label);
    expect(labels).toEqual(['Programme', `Approved ${shortFiscalYear(year.fiscalYear)}`, ...[1, 2, 3, 4, 5].map((y) => `${y === 1 ? 'Budget' : 'Projection'} ${shortFiscalYear(shiftFiscalYear(year.fiscalYear, y))}`)]);
    expect(total(d, 1)[1]).toBeCloseTo(db1.y0, 2);
    expect(total(d, 1)[2]).toBeCloseTo(db1.y1, 2);
    expect(total(d, 1)[6]).toBeCloseTo(db1.y5, 2);
    expect(total(d, 0)[6]).toBeCloseTo(db1.y1, 2);
    expect(total(d, 2)[1]).toBeCloseTo(db1.aia, 2);
  });

  it('a vote\'s estimates carry its detailed estimates by programme, sub-programme, output and item, and by economic class, equal to SQL', async () => {
    const d = await compose('draft_estimates_of_revenue_and_expenditure', forVote(finance.id));
    const detail = d.tables.find((x) => x.title.startsWith('Detailed estimates') && x.title.includes('by programme'))!;
    const byClass = d.tables.find((x) => x.title.includes('by economic class'))!;
    const sums = await rows<{ fund: string; total: number }>(sql`select f.code fund, sum(l.amount)::float8 total from budget_lines l join coa_funds f on f.id = l.fund_id
      join budget_stages s on s.id = l.stage_id and s.is_active and s.process_area = 'CG' where l.vote_id = ${finance.id} and l.year_id = ${year.id} group by f.code`);
    const grand = sums.reduce((a, r) => a + r.total, 0);
    expect(grand).toBeGreaterThan(0);
    expect(detail.rows.at(-1)!.cells.at(-1)).toBe(grand);
    expect(byClass.rows.at(-1)!.cells.at(-1)).toBe(grand);
    for (const r of sums) expect(detail.rows.at(-1)!.cells[1 + detail.columns.slice(1).findIndex((c) => c.label === { WAGE: 'Wage', NWR: 'Non-wage recurrent', GOUDEV: 'GoU development', EXTFIN: 'External financing', AIA: 'AIA', ARREARS: 'Arrears' }[r.fund])]).toBe(r.total);
    // Headings carry the sum of what they hold: the programme sub-totals add up to the total.
    const programmeRows = detail.rows.filter((r) => r.style === 'subtotal' && r.indent === 0);
    expect(programmeRows.reduce((a, r) => a + Number(r.cells.at(-1)), 0)).toBe(grand);
    expect(byClass.rows[0].cells[0]).toMatch(/^2\d [A-Z]/);
    const pdf = await renderDocument(d, 'PDF');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('external financing is one figure: by project, each programme\'s sub-total is its MTEF external financing; more by project refuses the document', async () => {
    const v014 = await vote('CG', '014');
    const d = await compose('draft_estimates_of_revenue_and_expenditure', forVote(v014.id));
    const byProject = d.tables.find((x) => x.title.startsWith('External financing by programme and project'))!;
    const donor = await rows<{ code: string; y: number[] }>(sql`select p.code, array[sum(m.y1_donor), sum(m.y2_donor), sum(m.y3_donor), sum(m.y4_donor), sum(m.y5_donor)]::float8[] y
      from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id join programmes p on p.id = pv.programme_id join budget_stages s on s.id = m.stage_id
      where pv.vote_id = ${v014.id} and m.kind = 'allocation' and s.is_active and s.process_area = 'CG' and m.year_id = ${year.id} group by p.code`);
    for (const sub of byProject.rows.filter((r) => r.style === 'subtotal')) {
      const code = String(sub.cells[0]).replace('Sub-total ', '').split(' ')[0];
      expect(sub.cells.slice(2)).toEqual(donor.find((x) => x.code === code)!.y);
    }
    // The projects' grand total is the revenue table's external financing: printed twice, one figure.
    const revenue = d.tables.find((x) => x.title.startsWith('Revenue: appropriation in aid'))!;
    expect(byProject.rows.at(-1)!.cells[2]).toBe(revenue.rows.at(-1)!.cells[2]);
    expect(byProject.rows.map((r) => r.cells[0])).toContain('1440');

    const [mtef] = await rows<{ y1: number }>(sql`select sum(m.y1_donor)::float8 y1 from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id
      join budget_stages s on s.id = m.stage_id where pv.vote_id = ${finance.id} and pv.programme_id = ${pv1.programmeId} and m.kind = 'allocation' and s.is_active and s.process_area = 'CG' and m.year_id = ${year.id}`);
    const over = await upload('external-finance', finance.id, [{ programmeId: pv1.programmeId, amount: mtef.y1 + 1_000,
      data: { Programme_Code: pv1.code, Project_Code: '9001', Financier: 'African Development Bank', Estimate_Y1: mtef.y1 + 1_000 } }]);
    try {
      expect(await missingData(db, await report('draft_estimates_of_revenue_and_expenditure'), forVote(finance.id)))
        .toEqual([expect.stringMatching(new RegExp(`^external financing by project of programme ${pv1.code} within the programme's external financing in the MTEF for \\d{4}/\\d{2} \\(`))]);
    } finally {
      await db.delete(uploadRows).where(eq(uploadRows.batchId, over));
    }
  });

  it('the Appropriation schedule: a vote\'s line from its detail by fund, and the national schedule one line per vote', async () => {
    const schedule = await make.report({ layout: 'appropriation' });
    const v014 = await vote('CG', '014');
    const d = await composeDocument(db, schedule, forVote(v014.id), { trail: [], draft: true });
    const sums = new Map((await rows<{ fund: string; total: number }>(sql`select f.code fund, sum(l.amount)::float8 total from budget_lines l join coa_funds f on f.id = l.fund_id
      join budget_stages s on s.id = l.stage_id and s.is_active and s.process_area = 'CG' where l.vote_id = ${v014.id} and l.year_id = ${year.id} group by f.code`)).map((r) => [r.fund, r.total]));
    const [line] = d.tables[0].rows;
    const at = (label: string) => Number(line.cells[d.tables[0].columns.findIndex((c) => c.label.startsWith(label))]);
    expect(at('Wage')).toBe(sums.get('WAGE') ?? 0);
    expect(at('Arrears')).toBe(sums.get('ARREARS') ?? 0);
    expect(at('Appropriated')).toBe((sums.get('WAGE') ?? 0) + (sums.get('NWR') ?? 0) + (sums.get('GOUDEV') ?? 0));
    expect(at('Total')).toBe([...sums.values()].reduce((a, b) => a + b, 0));
    const national = await composeConsolidated(db, schedule, [forVote(finance.id), forVote(v014.id)], { expected: [], at: new Date(), by: null, sources: new Map() });
    expect(national!.tables[0].title).toMatch(/^Appropriation \d{4}\/\d{2} \(UGX\): the total of each vote$/);
    expect(national!.tables[0].rows.map((r) => r.cells[0])).toEqual(['013 Ministry of Education and Sports', '014 Ministry of Health', 'Total']);
    // Statutory expenditure (the Judiciary's pay) stands apart: in the total, not in what Parliament appropriates.
    const judiciary = await vote('CG', '101');
    const j = await composeDocument(db, schedule, forVote(judiciary.id), { trail: [], draft: true });
    const jSums = new Map((await rows<{ fund: string; total: number }>(sql`select f.code fund, sum(l.amount)::float8 total from budget_lines l join coa_funds f on f.id = l.fund_id
      join budget_stages s on s.id = l.stage_id and s.is_active and s.process_area = 'CG' where l.vote_id = ${judiciary.id} and l.year_id = ${year.id} group by f.code`)).map((r) => [r.fund, r.total]));
    const jAt = (label: string) => Number(j.tables[0].rows[0].cells[j.tables[0].columns.findIndex((c) => c.label.startsWith(label))]);
    expect(jSums.get('STATWAGE')).toBeGreaterThan(0);
    expect(jAt('Statutory')).toBe((jSums.get('STATWAGE') ?? 0) + (jSums.get('STATNWR') ?? 0));
    expect(jAt('Wage')).toBe(jSums.get('WAGE') ?? 0);
    expect(jAt('Appropriated')).toBe((jSums.get('WAGE') ?? 0) + (jSums.get('NWR') ?? 0) + (jSums.get('GOUDEV') ?? 0));
    expect(jAt('Total')).toBe([...jSums.values()].reduce((a, b) => a + b, 0));
    expect(j.facts).toContainEqual([expect.stringMatching(/^Statutory \d{4}\/\d{2} \(UGX\)$/), jAt('Statutory')]);
    // A vote without detailed estimates in the stage cannot have its line drawn: the document says what is missing.
    const bare = await make.vote();
    expect(await missingData(db, schedule, forVote(bare.id))).toEqual([expect.stringMatching(/^detailed estimates of the Draft Estimates stage of \d{4}\/\d{2} for this vote$/)]);
  });

  it('a programme\'s estimates add up its votes; an LG\'s grants and local revenue add up its lines', async () => {
    const p = await compose('programme_budget_framework_paper', { yearId: year.id, voteId: null, programmeId: pv1.programmeId, sepcId: null });
    const [prog] = await rows<{ y1: number; votes: number }>(sql`select sum(m.y1_wage + m.y1_non_wage + m.y1_gou_devt + m.y1_aia + m.y1_donor)::float8 y1, count(distinct pv.vote_id)::int votes
      from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id join budget_stages s on s.id = m.stage_id
      where pv.programme_id = ${pv1.programmeId} and m.kind = 'allocation' and s.stage = 1 and s.process_area = 'CG' and m.year_id = ${year.id}`);
    expect(p.tables[0].rows.length - 1).toBe(prog.votes);
    expect(total(p, 0)[6]).toBeCloseTo(prog.y1, 2);

    const lg = await compose('lg_draft_budget_estimates', forVote(agago.id));
    const ipf = new Map((await rows<{ class: string; y1: number; y0: number }>(sql`select r.revenue_class class, sum(projection_y1)::float8 y1, sum(plan_y0)::float8 y0
      from lg_grant_ipfs i join revenues r on r.id = i.revenue_id join budget_stages s on s.id = i.stage_id
      where i.vote_id = ${agago.id} and s.is_active and i.year_id = ${year.id} group by 1`)).map((r) => [r.class, r]));
    expect(lg.subject.kind).toBe('Local government');
    // Each revenue source printed once, under its class: transfers, external financing, local revenue from its upload.
    const table = (title: string) => lg.tables.find((x) => x.title.startsWith(title))!;
    const transfers = table('Government transfers by revenue source');
    expect(transfers.rows.at(-1)!.cells[2]).toBeCloseTo(ipf.get('Transfer')!.y0, 2);
    expect(transfers.rows.at(-1)!.cells[3]).toBeCloseTo(ipf.get('Transfer')!.y1, 2);
    expect(transfers.rows.filter((r) => r.style === 'subtotal').length).toBeGreaterThan(1);
    expect(transfers.rows.some((r) => String(r.cells[0]).includes('Donor'))).toBe(false);
    expect(table('External financing by source').rows.at(-1)!.cells[3]).toBeCloseTo(ipf.get('External')!.y1, 2);
    expect(ipf.has('LocalRevenue')).toBe(false);
    expect(table('Locally raised revenue').rows.at(-1)!.cells.slice(1)).toEqual([80_000_000, 100_000_000, 20_000_000, 25]);
    const summary = table('Revenue ');
    expect(summary.rows.map((r) => r.cells[0])).toEqual(['Government transfers: conditional', 'Government transfers: discretionary', 'Locally raised revenue', 'External financing', 'Total revenue']);
    expect(summary.rows[2].cells[1]).toBe(100_000_000);
    expect(summary.rows.at(-1)!.cells[1]).toBeCloseTo(ipf.get('Transfer')!.y1 + ipf.get('External')!.y1 + 100_000_000, 2);
    expect(lg.facts[0]).toEqual([expect.stringMatching(/^Government transfers /), expect.closeTo(ipf.get('Transfer')!.y1, 2)]);
    const lrr = await compose('lg_locally_raised_revenue_estimates', forVote(agago.id));
    expect(total(lrr, 0)[2]).toBe(100_000_000);
  });

  it('lists count and total their uploads; quarterly reports measure absorption', async () => {
    const staff = await compose('staff_list', forVote(finance.id));
    expect(total(staff).slice(4)).toEqual([3, 7_350_000, 88_200_000]);
    expect(staff.tables[0].rows.filter((r) => r.style === 'subtotal').map((r) => r.cells[0])).toEqual(['Sub-total U2', 'Sub-total U4']);
    expect(staff.facts).toContainEqual(['Staff', 3]);
    const students = await compose('student_list', forVote(finance.id));
    expect(total(students).slice(5)).toEqual([3, 8_500_000]);
    expect(students.tables[0].rows.filter((r) => r.style === 'subtotal').map((r) => [r.cells[0], r.cells[5], r.cells[6]]))
      .toEqual([['Sub-total Kyambogo University', 1, 2_500_000], ['Sub-total Makerere University', 2, 6_000_000]]);
    expect(students.tables[0].rows.filter((r) => !r.style).map((r) => r.cells[0])).toEqual(['S9', 'S1', 'S2']);
    expect(students.facts).toEqual([['Students', 3], ['Institutions', 2], ['Annual fees (UGX)', 8_500_000]]);
    const pension = await compose('pension_and_gratuity_list', forVote(finance.id));
    expect(total(pension).slice(3)).toEqual([2, 900_000, 55_800_000]);

    const quarter = await compose('quarterly_performance_report_q1', forVote(finance.id));
    expect(total(quarter).slice(2)).toEqual([500_000_000, 450_000_000, 400_000_000, 300_000_000, 75]);
    expect(await missingData(db, await report('quarterly_performance_report_q2'), forVote(finance.id))).toEqual([expect.stringContaining('Q2 releases')]);
  });

  it('the quarterly report puts the year so far beside the approved budget: cumulative releases and expenditure, the three shares, equal to SQL', async () => {
    const q2 = { quarter: 'Q2', programmeId: pv1.programmeId };
    const added = [
      await upload('quarterly-releases', finance.id, [{ ...q2, category: 'Wage', amount: 350_000_000, data: {} }, { ...q2, category: 'GoUDevt', amount: 120_000_000, data: {} }]),
      await upload('quarterly-warrants-expenditure', finance.id, [{ ...q2, category: 'Wage', amount: 0, data: { Warrant_Amount: 350_000_000, Expenditure_Amount: 333_333_333 } }]),
    ];
    try {
      const d = await compose('quarterly_performance_report_q2', forVote(finance.id));
      const year2date = d.tables.find((x) => x.title.startsWith('Financial performance to the end of Q2'))!;
      expect(year2date.columns.map((c) => c.label).slice(3)).toEqual(['Released Q1–Q2', 'Spent Q1–Q2', '% of budget released', '% of budget spent', '% of releases spent']);
      // Each programme × category line against SQL: Y0 of the last stage holding the vote's figures, Q1 + Q2 uploads.
      const sums = await rows<{ programme: string; category: string; budget: number; released: number; spent: number }>(sql`
        with stage as (select m.stage_id from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id join budget_stages s on s.id = m.stage_id
          where pv.vote_id = ${finance.id} and m.year_id = ${year.id} and m.kind = 'allocation' order by s.stage desc limit 1),
        budget as (select p.code || ' ' || p.name programme, c.category, sum(case c.category when 'Wage' then m.y0_wage when 'NonWage' then m.y0_non_wage
            when 'GoUDevt' then m.y0_gou_devt when 'AIA' then m.y0_aia else m.y0_donor end)::float8 budget
          from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id join programmes p on p.id = pv.programme_id
          cross join (values ('Wage'), ('NonWage'), ('GoUDevt'), ('AIA'), ('Donor')) c(category)
          where pv.vote_id = ${finance.id} and m.year_id = ${year.id} and m.kind = 'allocation' and m.stage_id = (select stage_id from stage) group by 1, 2),
        moved as (select p.code || ' ' || p.name programme, u.category,
            sum(case when u.kind = 'quarterly-releases' then u.amount else 0 end)::float8 released,
            sum(case when u.kind = 'quarterly-warrants-expenditure' then (u.data->>'Expenditure_Amount')::numeric else 0 end)::float8 spent
          from upload_rows u join programmes p on p.id = u.programme_id
          where u.vote_id = ${finance.id} and u.year_id = ${year.id} and u.quarter in ('Q1', 'Q2') group by 1, 2)
        select coalesce(b.programme, m.programme) programme, coalesce(b.category, m.category) category, coalesce(b.budget, 0) budget,
          coalesce(m.released, 0) released, coalesce(m.spent, 0) spent from budget b full join moved m using (programme, category)
        where coalesce(b.budget, 0) <> 0 or coalesce(m.released, 0) <> 0 or coalesce(m.spent, 0) <> 0`);
      const names: Record<string, string> = { Wage: 'Wage', NonWage: 'Non wage', GoUDevt: 'GoU development', AIA: 'AIA', Donor: 'External financing' };
      const body = year2date.rows.slice(0, -1);
      expect(body).toHaveLength(sums.length);
      for (const x of sums) {
        const line = body.find((r) => r.cells[0] === x.programme && r.cells[1] === names[x.category])!;
        expect(line.cells.slice(2, 5)).toEqual([x.budget, x.released, x.spent]);
        expect(line.cells[5]).toBeCloseTo(x.budget ? (x.released / x.budget) * 100 : 0, 6);
        expect(line.cells[7]).toBeCloseTo(x.released ? (x.spent / x.released) * 100 : 0, 6);
      }
      const wage = body.find((r) => String(r.cells[0]).startsWith(`${pv1.code} `) && r.cells[1] === 'Wage')!;
      expect(wage.cells.slice(3, 5)).toEqual([750_000_000, 633_333_333]);
      const [budget, released, spent] = [2, 3, 4].map((k) => sums.reduce((a, x) => a + [x.budget, x.released, x.spent][k - 2], 0));
      expect(year2date.rows.at(-1)!.cells.slice(2, 5)).toEqual([budget, released, spent]);
      expect(year2date.rows.at(-1)!.cells[6]).toBeCloseTo((spent / budget) * 100, 6);
      expect(d.facts).toContainEqual(['Releases spent to date', `${(Math.round((spent / released) * 1000) / 10).toFixed(1)} %`]);
      // The quarter's own table holds Q2 only.
      expect(total(d, 0)[4]).toBe(470_000_000);
    } finally {
      for (const b of added) await db.delete(uploadRows).where(eq(uploadRows.batchId, b));
    }
  });

  it('a vote whose year holds its months prints each output and economic class: approved, revised, released and spent to date, equal to SQL', async () => {
    // A demo vote holding its first months at the chart's grain (not the vote this file uploads quarters for).
    const [held] = await rows<{ vote_id: number }>(sql`select vote_id from execution_lines where year_id = ${year.id} and vote_id <> ${finance.id}
      group by vote_id order by count(*) desc, vote_id limit 1`);
    const d = await compose('quarterly_performance_report_q1', forVote(held.vote_id));
    const outputs = d.tables.find((x) => x.title.startsWith('Financial performance by output, Q1'))!;
    const classes = d.tables.find((x) => x.title.startsWith('Financial performance by economic class, Q1'))!;
    expect(outputs.columns.map((c) => c.label).slice(2)).toEqual(['Revised', 'Released Q1', 'Spent Q1', '% of revised released', '% of revised spent']);
    // Independently: the approved lines of the year before (its last stage holding the vote's lines), the line adjustments,
    // and months 1–3 of the year, each added up by output and by GFS class.
    const sums = (by: 'output' | 'class') => rows<{ code: string | null; approved: number; revised: number; released: number; spent: number }>(sql`
      with b as (select id from fiscal_years where start_date < ${year.startDate} order by start_date desc limit 1),
        st as (select max(s.stage) stage from budget_lines l join budget_stages s on s.id = l.stage_id where l.year_id = (select id from b) and l.vote_id = ${held.vote_id}),
        lines as (select l.output_id, l.item_id, l.amount::float8 a from budget_lines l join budget_stages s on s.id = l.stage_id
          where l.year_id = (select id from b) and l.vote_id = ${held.vote_id} and s.stage = (select stage from st)),
        adj as (select to_output_id output_id, to_item_id item_id, amount::float8 a from budget_adjustments where year_id = (select id from b) and vote_id = ${held.vote_id}
          union all select from_output_id, from_item_id, -amount::float8 from budget_adjustments where year_id = (select id from b) and vote_id = ${held.vote_id} and kind = 'virement'),
        ex as (select output_id, item_id, released::float8 r, spent::float8 s from execution_lines where year_id = ${year.id} and vote_id = ${held.vote_id} and month <= 3),
        x as (select output_id, item_id, a approved, a revised, 0 released, 0 spent from lines union all select output_id, item_id, 0, a, 0, 0 from adj
          union all select output_id, item_id, 0, 0, r, s from ex)
      select ${by === 'output' ? sql`p.code || '.' || sp.code || '.' || o.code` : sql`left(i.class_code, 2)`} code, sum(approved)::float8 approved, sum(revised)::float8 revised,
        sum(released)::float8 released, sum(spent)::float8 spent
      from x left join coa_outputs o on o.id = x.output_id left join sub_programmes sp on sp.id = o.sub_programme_id left join programmes p on p.id = sp.programme_id
        left join coa_items i on i.id = x.item_id group by 1`);
    for (const [table, expected] of [[outputs, await sums('output')], [classes, await sums('class')]] as const) {
      const body = table.rows.slice(0, -1);
      expect(body).toHaveLength(expected.length);
      for (const e of expected) {
        const line = body.find((r) => String(r.cells[0]).startsWith(`${e.code} `))!;
        expect(line.cells.slice(1, 5)).toEqual([e.approved, e.revised, e.released, e.spent]);
      }
      expect(table.rows.at(-1)!.cells.slice(1, 5)).toEqual([0, 1, 2, 3].map((k) => expected.reduce((a, e) => a + [e.approved, e.revised, e.released, e.spent][k], 0)));
    }
    expect([outputs.sumRows, classes.sumRows]).toEqual([false, true]);
  });

  it('adjustments show balances before and after, titled for the budget year whose lines they move', async () => {
    const vired = await compose('virement_request', forVote(finance.id));
    // Virements move the budget year's (Y1) lines: the document, its table and its refusal all name that year.
    const budgetYear = shortFiscalYear(shiftFiscalYear(year.fiscalYear, 1));
    expect(vired.fiscalYear).toBe(budgetYear);
    expect(vired.tables[0].title).toBe(`Virements ${budgetYear} (UGX)`);
    const none = await make.vote();
    expect(await missingData(db, await report('virement_request'), forVote(none.id))).toEqual([`virements of ${budgetYear} for this vote (Virement upload)`]);
    // An LG's grant receipts are of the budget year's quarters, and so is the document.
    const lgQuarter = await compose('lg_quarterly_performance_report', forVote(agago.id));
    expect(lgQuarter.fiscalYear).toBe(budgetYear);
    expect(lgQuarter.tables[0].title).toBe(`Grants received ${budgetYear} by quarter (UGX)`);
    // Its quarterly report of Q2 runs from Q1 to Q2, cumulative, in thousands: every figure against SQL.
    const q2 = await compose('lg_quarterly_performance_report_q2', forVote(agago.id));
    expect(q2.tables[0].title).toBe(`Grants received ${budgetYear}, Q1 to Q2 (cumulative, UGX thousands)`);
    expect(q2.tables[0].columns.map((c) => c.label)).toEqual(['Grant', `Budget ${budgetYear}`, 'Q1', 'Q2', 'Received to date', 'Received %']);
    const [held] = await rows<{ budget: number; q1: number; q2: number }>(sql`select sum(i.projection_y1)::float8 budget, sum(i.actual_y1q1)::float8 q1,
      sum(i.actual_y1q2)::float8 q2 from lg_grant_ipfs i join budget_stages s on s.id = i.stage_id where i.vote_id = ${agago.id} and s.is_active and i.year_id = ${year.id}`);
    expect(held.q1 + held.q2).toBeGreaterThan(0);
    const t2 = total(q2, 0);
    [held.budget, held.q1, held.q2, held.q1 + held.q2].forEach((v, k) => expect(Number(t2[k + 1])).toBeCloseTo(v / 1000, 6));
    expect(Number(t2[5])).toBeCloseTo(((held.q1 + held.q2) / held.budget) * 100, 6);
    expect(q2.facts).toContainEqual(['Received to the end of Q2 (UGX)', held.q1 + held.q2]);
    const balances = vired.tables[1].rows.slice(0, -1);
    for (const r of balances) expect(r.cells[5]).toBeCloseTo(Number(r.cells[2]) + Number(r.cells[3]) - Number(r.cells[4]), 2);
    expect(total(vired, 1).slice(3, 5)).toEqual([1_000_000, 1_000_000]);
    const supp = await compose('supplementary_budget_request', forVote(finance.id));
    expect(total(supp, 0)[2]).toBe(7_000_000);
    expect(total(supp, 1)[3]).toBe(7_000_000);
  });

  it('names a vote, its programmes and a district\'s departments as the year names them, in headings and tables', async () => {
    const [sp] = await rows<{ id: number; code: string; name: string }>(sql`select distinct s.id, s.code, s.name from lg_grant_ipfs i
      join sub_sub_programmes ss on ss.id = i.sub_sub_programme_id join sub_programmes s on s.id = ss.sub_programme_id where i.vote_id = ${agago.id} and i.year_id = ${year.id} limit 1`);
    const named = [
      { segment: 'vote' as const, refId: finance.id, voteId: null, code: '013', name: 'Treasury of the Year' },
      { segment: 'programme' as const, refId: pv1.programmeId, voteId: finance.id, code: pv1.code, name: 'Finance\'s own first programme' },
      { segment: 'programme' as const, refId: pv2.programmeId, voteId: null, code: pv2.code, name: 'A national programme of the year' },
      { segment: 'sub-programme' as const, refId: sp.id, voteId: agago.id, code: sp.code, name: 'Agago\'s department of the year' },
    ];
    await db.insert(coaNames).values(named.map((n) => ({ ...n, yearId: year.id })));
    try {
      const vired = await compose('virement_request', forVote(finance.id));
      expect(vired.subject).toMatchObject({ code: '013', name: 'Treasury of the Year' });
      expect(vired.tables[0].rows[0].cells.slice(0, 3)).toEqual([`${pv1.code} Finance's own first programme`, 'Non wage', `${pv2.code} A national programme of the year`]);
      expect(vired.tables[1].rows.slice(0, -1).map((r) => r.cells[0]).sort()).toEqual([`${pv1.code} Finance's own first programme`, `${pv2.code} A national programme of the year`].sort());
      const quarter = JSON.stringify(await compose('quarterly_performance_report_q1', forVote(finance.id)));
      expect(quarter).toContain('Treasury of the Year');
      const lg = JSON.stringify(await compose('lg_grant_allocation_report', forVote(agago.id)));
      expect(lg).toContain(`${sp.code} Agago's department of the year`);
      expect(lg).not.toContain(`${sp.code} ${sp.name}`);
    } finally {
      await db.delete(coaNames).where(eq(coaNames.yearId, year.id));
    }
  });

  it('an LG uploads its own staff list with the LG kind, and its LG Staff List is drawn from it', async () => {
    const lgUser = await t.login('lg.initiator');
    const [own, other] = [await vote('LG', '501'), await vote('LG', '502')];
    const refused = await postUpload(t.app, 'lg-staff', await workbook('lg-staff', [['502', 'A1', 'Okot Denis', 'Clerk', 'U7', 700_000]]), lgUser.token);
    expect(refused.body.rowErrors[0]).toMatchObject({ code: UploadError.NOT_YOUR_VOTE });
    const ok = await postUpload(t.app, 'lg-staff', await workbook('lg-staff', [
      ['501', 'AG01', 'Akello Agnes', 'Chief Administrative Officer', 'U1SE', 5_200_000], ['501', 'AG02', 'Opio Moses', 'District Planner', 'U2', 3_100_000]]), lgUser.token);
    expect(ok.body).toMatchObject({ ok: true, rows: 2 });
    const d = await compose('lg_staff_list', forVote(own.id));
    expect(d.subject.kind).toBe('Local government');
    expect(total(d).slice(4)).toEqual([2, 8_300_000, 99_600_000]);
    expect(await missingData(db, await report('lg_staff_list'), forVote(other.id))).toEqual([expect.stringContaining('for this local government (Staff list upload)')]);
  });

  it('no two layouts draw the same table, and an uploaded-document report draws none', async () => {
    // Identical figures may appear twice only as the same table of the same source (an LG's local revenue is part
    // of its estimates and the whole of its LRR report); a different source never repeats another's table.
    const seen = new Map<string, string>();
    const layouts = new Set<string>();
    // The performance contract is a layout a ministry defines a report with; its own test draws it (performance.test.ts).
    await make.report({ layout: 'performance-contract' });
    for (const r of await db.select().from(reports)) {
      if (!r.layout) continue;
      const f = r.reportType.startsWith('LG') ? forVote(agago.id) : r.category === 'PROGRAMME'
        ? { yearId: year.id, voteId: null, programmeId: pv1.programmeId, sepcId: null }
        : r.category === 'Parastatal' ? { yearId: year.id, voteId: null, programmeId: null, sepcId: 1 } : forVote(finance.id);
      const d = await composeDocument(db, r, f, { trail: [], draft: true });
      for (const table of d.tables) {
        const key = JSON.stringify([table.columns, table.rows]);
        if (table.rows.length && seen.has(key)) expect(seen.get(key), r.name).toBe(table.title);
        seen.set(key, table.title);
      }
      layouts.add(r.layout);
    }
    expect([...layouts].sort()).toEqual([...REPORT_LAYOUT_NAMES].sort());
    const mps = await compose('ministerial_policy_statement', forVote(finance.id));
    expect(mps.tables).toEqual([]);
  });

  it('consolidates: one row per entity carrying its totals, and the grand total of them all; says how many of how many, and who', async () => {
    const v014 = await vote('CG', '014');
    // Vote 013 without detailed estimates in the framework paper's stage, 014 with: their documents hold different tables.
    await db.execute(sql`delete from budget_lines where vote_id = ${finance.id} and stage_id = (select id from budget_stages where year_id = ${year.id} and process_area = 'CG' and stage = 1)`);
    const each = [await compose('budget_framework_paper', forVote(finance.id)), await compose('budget_framework_paper', forVote(v014.id))];
    const expected = (await db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.status, true)))).map((v) => ({ code: v.code, name: v.name }))
      .sort((a, b) => a.code.localeCompare(b.code));
    const at = new Date('2026-11-26T09:30:00Z');
    const on = { expected, at, by: { name: 'Grace Nakato', title: 'Commissioner, Budget Policy' }, sources: new Map([['014', { code: 'AAAA-BBBB-CCCC', approvedAt: at }]]) };
    const national = await composeConsolidated(db, await report('budget_framework_paper'), [forVote(finance.id), forVote(v014.id)], on);
    expect(national?.subject).toMatchObject({ kind: 'Consolidated', name: `2 of ${expected.length} votes` });
    const byVote = national!.tables[0];
    // The national totals as the Appropriation schedule reads them, from the votes' MTEF lines in the database.
    const [mtef] = (await sqlRows<{ total: number; aia: number; donor: number }>(db, sql`select sum(m.y1_wage + m.y1_non_wage + m.y1_gou_devt + m.y1_aia + m.y1_donor)::float8 total,
      sum(m.y1_aia)::float8 aia, sum(m.y1_donor)::float8 donor from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id
      join budget_stages s on s.id = m.stage_id where pv.vote_id in (${finance.id}, ${v014.id}) and s.year_id = ${year.id} and s.process_area = 'CG' and s.stage = 1
      and m.year_id = ${year.id} and m.kind = 'allocation'`));
    const fy1 = shortFiscalYear(shiftFiscalYear(year.fiscalYear, 1));
    expect(national!.facts).toEqual([['Votes consolidated', `2 of ${expected.length}`], ['Consolidated by', 'Grace Nakato, Commissioner, Budget Policy'], ['Drawn on', '2026-11-26 09:30 UTC'],
      [`Budget ${fy1} (UGX)`, mtef.total], [`Excluding external financing ${fy1} (UGX)`, mtef.total - mtef.donor], [`Excluding external financing and AIA ${fy1} (UGX)`, mtef.total - mtef.donor - mtef.aia]]);
    expect(mtef.donor + mtef.aia).toBeGreaterThan(0);
    expect(byVote.rows.at(-1)?.cells.at(6)).toBe(mtef.total);
    expect(byVote.title).not.toMatch(/ by programme/);
    expect(byVote.columns[0].label).toBe('Vote');
    const [included, missing] = national!.tables.slice(-2);
    expect(included.rows.map((r) => r.cells)).toEqual([['013 Ministry of Education and Sports', '', ''], ['014 Ministry of Health', '2026-11-26', 'AAAA-BBBB-CCCC']]);
    expect(missing.title).toBe(`Not yet consolidated (${expected.length - 2})`);
    expect(missing.rows.map((r) => r.cells[0])).not.toContain('014 Ministry of Health');
    expect(byVote.rows.map((r) => r.cells[0])).toEqual(['013 Ministry of Education and Sports', '014 Ministry of Health', 'Total']);
    const y1 = (d: Doc) => Number(total(d, 0)[6]);
    expect(byVote.rows[0].cells[6]).toBe(y1(each[0]));
    expect(byVote.rows[2].cells[6]).toBeCloseTo(y1(each[0]) + y1(each[1]), 2);
    // Tables are matched by title: 014's detail is consolidated alone, never under another table's columns; its
    // economic classes are added up as a classification.
    expect(new Set(national!.tables.map((x) => x.title)).size).toBe(national!.tables.length);
    const detailOf = (d: Doc) => d.tables.find((x) => x.title.includes('by programme, sub-programme'));
    expect(detailOf(each[0])).toBeUndefined();
    const detail = national!.tables.find((x) => x.title.startsWith('Detailed estimates') && x.title.endsWith('the total of each vote'))!;
    const own = Number(detailOf(each[1])!.rows.at(-1)!.cells.at(-1));
    expect(detail.rows.map((r) => [r.cells[0], r.cells.at(-1)])).toEqual([['014 Ministry of Health', own], ['Total', own]]);
    const classes = national!.tables.find((x) => x.title.includes('by economic class'))!;
    expect(classes.columns[0].label).toBe('Economic class (GFS)');
    expect(classes.rows.at(-1)!.cells.at(-1)).toBe(own);
    expect(await composeConsolidated(db, await report('budget_framework_paper'), [], on)).toBeNull();
  });

  it('consolidates quarterly reports into the national picture of each programme: figures added across votes, shares worked out again, indicators counted', async () => {
    // The demo's two votes with the year's first two quarters uploaded: Finance (008) and Health (014).
    const [v008, v014] = [await vote('CG', '008'), await vote('CG', '014')];
    const q2 = await report('quarterly_performance_report_q2');
    const at = new Date('2026-11-26T09:30:00Z');
    const on = { expected: [], at, by: null, sources: new Map() };
    const national = (await composeConsolidated(db, q2, [forVote(v008.id), forVote(v014.id)], on))!;
    const programmes = national.tables.find((x) => x.title.includes('by programme, cumulative'))!;
    const sums = await rows<{ programme: string; budget: number; released: number; spent: number }>(sql`
      with budget as (select p.code || ' ' || p.name programme, sum(m.y0_wage + m.y0_non_wage + m.y0_gou_devt + m.y0_aia + m.y0_donor) budget
          from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id join programmes p on p.id = pv.programme_id join budget_stages s on s.id = m.stage_id
          where pv.vote_id in (${v008.id}, ${v014.id}) and m.year_id = ${year.id} and m.kind = 'allocation'
            and s.stage = (select max(s2.stage) from cg_mtefs m2 join programme_votes pv2 on pv2.id = m2.prog_by_vote_id join budget_stages s2 on s2.id = m2.stage_id
              where pv2.vote_id = pv.vote_id and m2.year_id = ${year.id} and m2.kind = 'allocation') group by 1),
        moved as (select p.code || ' ' || p.name programme, sum(case when u.kind = 'quarterly-releases' then u.amount else 0 end) released,
            sum(case when u.kind = 'quarterly-warrants-expenditure' then (u.data->>'Expenditure_Amount')::numeric else 0 end) spent
          from upload_rows u join programmes p on p.id = u.programme_id where u.vote_id in (${v008.id}, ${v014.id}) and u.year_id = ${year.id}
            and u.quarter in ('Q1', 'Q2') and u.kind in ('quarterly-releases', 'quarterly-warrants-expenditure') group by 1)
      select programme, coalesce(b.budget, 0)::float8 budget, coalesce(m.released, 0)::float8 released, coalesce(m.spent, 0)::float8 spent
      from budget b full join moved m using (programme) order by programme`);
    const body = programmes.rows.slice(0, -1);
    expect(body.map((r) => [r.cells[0], r.cells[1], r.cells[2], r.cells[3]])).toEqual(sums.filter((x) => x.budget || x.released || x.spent).map((x) => [x.programme, x.budget, x.released, x.spent]));
    // A programme two votes deliver is one row; its shares come from its summed figures, not the votes' shares added.
    for (const r of body) {
      expect(r.cells[4]).toBeCloseTo(Number(r.cells[1]) ? (Number(r.cells[2]) / Number(r.cells[1])) * 100 : 0, 6);
      expect(Number(r.cells[6] ?? 0)).toBeLessThanOrEqual(100);
    }
    expect(programmes.rows.at(-1)!.cells[3]).toBe(sums.reduce((a, x) => a + x.spent, 0));
    // Indicators by programme: Health's plan, counted nationally.
    const indicators = national.tables.find((x) => x.title.startsWith('Indicators by programme'))!;
    expect(indicators.rows.at(-1)!.cells.slice(1)).toEqual([4, 3, 1, 0]);
  });

  it('renders the PDF and a workbook carrying the same figures; Report_Format chooses the files', async () => {
    const d = await compose('staff_list', forVote(finance.id));
    const pdf = await renderDocument(d, 'PDF');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await renderDocument(d, 'Excel')).body as never);
    const values = wb.worksheets[0].getSheetValues().flat().filter((v) => typeof v === 'number');
    expect(values).toContain(88_200_000);
    // The summary under the title is figures too, not text: a budget officer can add them up.
    const facts = d.facts.filter(([, v]) => typeof v === 'number').map(([, v]) => v);
    expect(facts.length).toBeGreaterThan(0);
    for (const v of facts) expect(values).toContain(v);
    expect(formatsOf({ ...(await report('staff_list')), format: 'PDF' })).toEqual(['PDF']);
    expect(formatsOf({ ...(await report('staff_list')), format: 'PDF and Excel' })).toEqual(['PDF', 'Excel']);
  });

  it('refuses to initiate a report whose data is missing, says what is missing, and writes nothing', async () => {
    const initiator = await t.login('cg.initiator');
    const v014 = await vote('CG', '014');
    // The demo data holds 014's first two quarters only.
    const q3 = await report('quarterly_performance_report_q3');
    const before = await rows(sql`select count(*)::int n from submissions`);
    const r = await t.gql('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID } }',
      { r: q3.id, y: year.id, e: v014.id }, initiator.token);
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0].message).toMatch(/Quarterly Performance Report Q3 cannot be initiated until the system holds the Q3 releases or warrants and expenditure of .* \(quarterly uploads\)/);
    expect(await rows(sql`select count(*)::int n from submissions`)).toEqual(before);
    expect(await db.select().from(submissions).where(eq(submissions.reportId, q3.id))).toEqual([]);
  });

  it('the Budget Framework Paper, the Draft and the Approved Estimates each print the figures of their own stage', async () => {
    // A year of its own: the vote's two lines hold 800,000 in each Y1 category but AIA at stage 1, 900,000 at stage 2.
    const y = await make.year({ activeStage: 2 });
    const v = await make.vote();
    await make.mtef(v, y.id, 1, { ceiling: 1_000_000, allocation: 800_000 });
    await make.mtef(v, y.id, 2, { ceiling: 1_000_000, allocation: 900_000 });
    const f: For = { yearId: y.id, voteId: v.id, programmeId: null, sepcId: null };
    const bfp = await compose('budget_framework_paper', f);
    const draft = await compose('draft_estimates_of_revenue_and_expenditure', f);
    expect([bfp.stage, draft.stage]).toEqual(['Budget Framework Paper', 'Draft Estimates']);
    expect([total(bfp, 0)[6], total(draft, 0)[6]]).toEqual([6_400_000, 7_200_000]);
    // The draft sets the Budget Framework Paper beside its own figures; the paper has no stage before it.
    const budgetYear = shortFiscalYear(shiftFiscalYear(y.fiscalYear, 1));
    expect(draft.tables[0].columns.map((c) => c.label)).toContain(`Budget Framework Paper ${budgetYear}`);
    expect(bfp.tables[0].columns.map((c) => c.label)).not.toContain('Change');

    // Until the ministry moves the year to stage 3 there are no approved figures to print, and it says so.
    const approved = await report('approved_estimates_of_revenue_and_expenditure');
    expect(await missingData(db, approved, f)).toEqual([expect.stringContaining('of the Approved Estimates stage of')]);
    const ministry = await make.user('Budget Officer');
    expect((await t.gql('mutation($s:Int!){ setActiveBudgetStage(Stage_ID:$s){ Stage_ID } }', { s: y.stages[3] }, ministry.token)).errors).toBeUndefined();
    expect((await t.gql('mutation($y:Int!){ copyMtefStage(Year_ID:$y, From_Stage:2, To_Stage:3) }', { y: y.id }, ministry.token)).data.copyMtefStage).toBe(4);
    const signed = await composeDocument(db, approved, f, { trail: [], draft: false });
    expect(signed.stage).toBe('Approved Estimates');
    expect(total(signed, 0)[6]).toBe(7_200_000);
    expect(signed.tables[0].columns.map((c) => c.label)).toContain(`Draft Estimates ${budgetYear}`);
  });
});
