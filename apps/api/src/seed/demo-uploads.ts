import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import * as s from '../db/schema/index.js';
import { present } from '../lib/present.js';

// Demo uploads, so that every generated report of the demo users' own entities has its data on first start:
// Ministry of Health (014, cg.initiator) and Finance (008, admin) for the vote reports, Agago (501, lg.initiator),
// Uganda Development Bank (P001, sepc.officer).

const FIRST = ['Sarah', 'Joseph', 'Agnes', 'Peter', 'Ruth', 'Moses', 'Irene', 'David', 'Esther', 'Brian', 'Florence', 'Henry', 'Grace', 'Paul'];
const LAST = ['Namusoke', 'Okello', 'Akello', 'Mugisha', 'Nabirye', 'Opio', 'Nakato', 'Ssempala', 'Auma', 'Tumusiime', 'Atim', 'Wasswa'];
const POSTS: [string, string, number][] = [
  ['Permanent Secretary', 'U1SE', 6_500_000], ['Commissioner', 'U1E', 4_900_000], ['Assistant Commissioner', 'U1E', 4_300_000],
  ['Principal Medical Officer', 'U2', 3_600_000], ['Senior Medical Officer', 'U3', 3_100_000], ['Medical Officer', 'U4', 2_700_000],
  ['Senior Nursing Officer', 'U4', 2_300_000], ['Nursing Officer', 'U5', 1_500_000], ['Enrolled Nurse', 'U7', 780_000], ['Office Attendant', 'U8', 420_000],
];
const person = (i: number) => `${FIRST[i % FIRST.length]} ${LAST[(i * 5) % LAST.length]}`;

async function batch(db: Db, kind: string, yearId: number, rows: number) {
  const [b] = await db.insert(s.uploadBatches).values({ kind, yearId, fileName: 'Demo data', filePath: '', sha256: '', rowCount: rows }).returning();
  return present(b, 'the batch written').id;
}

async function list(db: Db, kind: string, yearId: number, rows: Omit<typeof s.uploadRows.$inferInsert, 'batchId' | 'kind' | 'yearId'>[]) {
  const batchId = await batch(db, kind, yearId, rows.length);
  await db.insert(s.uploadRows).values(rows.map((r) => ({ ...r, batchId, kind, yearId })));
}

/** Programme × category lines of a vote's budget year (Y1) in the active stage, and its external financing Y1–Y5. */
async function lines(db: Db, voteId: number, yearId: number, stageId: number) {
  const r = await db.execute(sql`select pv.programme_id as programme, p.code, sum(m.y1_wage)::float8 as "Wage", sum(m.y1_non_wage)::float8 as "NonWage",
      sum(m.y1_gou_devt)::float8 as "GoUDevt",
      array[sum(m.y1_donor), sum(m.y2_donor), sum(m.y3_donor), sum(m.y4_donor), sum(m.y5_donor)]::float8[] as donor
    from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id join programmes p on p.id = pv.programme_id
    where pv.vote_id = ${voteId} and m.year_id = ${yearId} and m.stage_id = ${stageId} and m.kind = 'allocation' group by 1, 2 order by 2`);
  return (r as { rows: { programme: number; code: string; Wage: number; NonWage: number; GoUDevt: number; donor: number[] }[] }).rows;
}

const round = (n: number) => Math.round(n / 1000) * 1000;

export async function seedDemoUploads(db: Db) {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(s.uploadBatches).where(eq(s.uploadBatches.fileName, 'Demo data'));
  if (existing && existing.n > 0) return;
  const year = present((await db.select().from(s.fiscalYears).where(eq(s.fiscalYears.isActive, true)))[0], 'the active year');
  const stage = present((await db.select().from(s.budgetStages).where(and(eq(s.budgetStages.yearId, year.id), eq(s.budgetStages.processArea, 'CG'), eq(s.budgetStages.isActive, true))))[0], 'the active stage');
  const vote = async (kind: string, code: string) => present((await db.select().from(s.votes).where(and(eq(s.votes.kind, kind), eq(s.votes.code, code))))[0], `vote ${code}`);
  const [health, finance, agago] = [await vote('CG', '014'), await vote('CG', '008'), await vote('LG', '501')];

  await list(db, 'staff', year.id, Array.from({ length: 24 }, (_, i) => {
    const [position, scale, salary] = present(POSTS[Math.min(POSTS.length - 1, Math.floor(i / 2.4))], 'a post');
    return { voteId: health.id, amount: salary, data: { Vote_Code: '014', Employee_Number: `MOH${String(1001 + i)}`, Name: person(i), Position: position, Salary_Scale: scale, Monthly_Salary: salary } };
  }));
  await list(db, 'pension', year.id, Array.from({ length: 8 }, (_, i) => {
    const gratuity = i % 4 === 3;
    const monthly = gratuity ? 0 : 650_000 + i * 85_000;
    const annual = gratuity ? 38_000_000 + i * 1_500_000 : monthly * 12;
    return { voteId: health.id, amount: annual, data: { Vote_Code: '014', Employee_Number: `PEN${String(501 + i)}`, Name: person(i + 30), Benefit: gratuity ? 'Gratuity' : 'Pension', Monthly_Amount: monthly, Annual_Amount: annual } };
  }));

  // Nursing and medical students the ministry sponsors at its training schools and the universities.
  const SCHOOLS = [['Mulago School of Nursing and Midwifery', 'Diploma in Nursing', 2_400_000], ['Makerere University', 'Bachelor of Medicine and Surgery', 6_800_000],
    ['Mbarara University of Science and Technology', 'Bachelor of Pharmacy', 5_900_000]] as const;
  await list(db, 'student', year.id, Array.from({ length: 15 }, (_, i) => {
    const [school, course, fees] = present(SCHOOLS[i % 3], 'a school');
    const data = { Vote_Code: '014', Institution: school, Student_Number: `STU${String(2301 + i)}`, Name: person(i + 50), Course: course, Year_Of_Study: 1 + (i % 4), Annual_Fees: fees };
    return { voteId: health.id, amount: fees, data };
  }));

  // Q1 and Q2 of the budget year: cash limits, warrants, releases and expenditure as shares of each line's allocation.
  for (const v of [health, finance]) {
    const budget = await lines(db, v.id, year.id, stage.id);
    const each = (share: (q: number) => number, extra: (line: (typeof budget)[number], cat: string, q: number) => Record<string, number> = () => ({})) =>
      [1, 2].flatMap((q) => budget.flatMap((l) => (['Wage', 'NonWage', 'GoUDevt'] as const).map((cat) => ({
        voteId: v.id, programmeId: l.programme, quarter: `Q${q}`, category: cat, amount: round(l[cat] * share(q)),
        data: { Vote_Code: v.code, Programme_Code: l.code, Quarter: `Q${q}`, Category: cat, Amount: round(l[cat] * share(q)), ...extra(l, cat, q) },
      }))));
    await list(db, 'quarterly-cash-limits', year.id, each(() => 0.25));
    await list(db, 'quarterly-releases', year.id, each((q) => (q === 1 ? 0.24 : 0.22)));
    await list(db, 'quarterly-warrants-expenditure', year.id, each((q) => (q === 1 ? 0.2 : 0.17),
      (l, cat, q) => ({ Warrant_Amount: round(l[cat as 'Wage'] * (q === 1 ? 0.24 : 0.22)), Expenditure_Amount: round(l[cat as 'Wage'] * (q === 1 ? 0.2 : 0.17)) })));
  }

  // Two projects of Health's first programme, a breakdown of the programme's external financing in the MTEF
  // (half and three tenths of it: the Budget Framework Paper's figures are at least 0.93 of these).
  const hcd = present((await lines(db, health.id, year.id, stage.id))[0], "Health's first programme");
  const project = (code: string, financier: string, share: number) => {
    const y = Object.fromEntries([1, 2, 3, 4, 5].map((k) => [`Estimate_Y${k}`, round((hcd.donor[k - 1] ?? 0) * share)]));
    return { voteId: health.id, programmeId: hcd.programme, amount: y.Estimate_Y1, data: { Vote_Code: '014', Programme_Code: hcd.code, Project_Code: code, Financier: financier, ...y } };
  };
  await list(db, 'external-finance', year.id, [project('1440', 'Global Fund', 0.5), project('1615', 'World Bank (IDA)', 0.3)]);

  const [lrr] = await db.select().from(s.revenues).where(eq(s.revenues.code, '2'));
  if (lrr) await list(db, 'lrr', year.id, [{ voteId: agago.id, amount: 1_850_000_000, data: { Vote_Code: '501', Revenue_Code: '2', Actual_Y0: 1_620_000_000, Estimate_Y1: 1_850_000_000 } }]);

  const [bank] = await db.select().from(s.parastatals).where(eq(s.parastatals.code, 'P001'));
  const bankVote = bank?.voteId;
  if (bank && bankVote) {
    const item = (line: string, code: string, name: string, y: [number, number, number, number]) => ({
      voteId: bankVote, sepcId: bank.id, category: line, amount: y[1],
      data: { Parastatal_Code: 'P001', Line: line, Item_Code: code, Item: name, Approved_Y0: y[0], Estimate_Y1: y[1], Projection_Y2: y[2], Projection_Y3: y[3] },
    });
    await list(db, 'sepc-estimates', year.id, [
      item('Revenue', 'R01', 'Interest on loans', [96_000_000_000, 112_000_000_000, 124_000_000_000, 135_000_000_000]),
      item('Revenue', 'R02', 'Fees and commissions', [8_500_000_000, 9_200_000_000, 9_900_000_000, 10_400_000_000]),
      item('Revenue', 'R03', 'Government capitalisation', [100_000_000_000, 100_000_000_000, 100_000_000_000, 100_000_000_000]),
      item('Expenditure', 'E01', 'Staff costs', [31_000_000_000, 34_500_000_000, 36_000_000_000, 37_800_000_000]),
      item('Expenditure', 'E02', 'Interest expense on borrowings', [28_000_000_000, 33_000_000_000, 36_500_000_000, 39_000_000_000]),
      item('Expenditure', 'E03', 'Loan loss provisions', [12_000_000_000, 14_000_000_000, 15_000_000_000, 15_500_000_000]),
      item('Expenditure', 'E04', 'Administration and premises', [9_800_000_000, 10_600_000_000, 11_000_000_000, 11_400_000_000]),
    ]);
  }

  // A virement and a supplementary request for Finance (008), within its lines' balances.
  const [a, b] = await lines(db, finance.id, year.id, stage.id);
  if (a && b) {
    const batchId = await batch(db, 'virement', year.id, 2);
    await db.insert(s.budgetAdjustments).values([
      { batchId, kind: 'virement', yearId: year.id, voteId: finance.id, fromProgrammeId: a.programme, fromCategory: 'NonWage', toProgrammeId: b.programme, toCategory: 'GoUDevt', amount: round(a.NonWage * 0.05), reason: 'Counterpart funding for the revenue administration project' },
      { batchId, kind: 'supplementary', yearId: year.id, voteId: finance.id, toProgrammeId: a.programme, toCategory: 'NonWage', amount: round(a.NonWage * 0.08), reason: 'Census of public assets ordered by Parliament' },
    ]);
  }
}
