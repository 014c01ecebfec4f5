import { createHash } from 'node:crypto';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isNationalReport } from '@pbs/domain';
import type { Db } from '../db/client.js';
import { tellAll } from '../db/changes.js';
import * as s from '../db/schema/index.js';
import { hashPassword } from '../auth/passwords.js';
import { seedDemoDetail } from './demo-detail.js';
import { CG_VOTES, LG_BY_SUB_REGION, PARASTATALS } from './data-votes.js';
import { PROGRAMMES, programmesOfVote, REVENUES, SUB_REGION_CODES, SUB_SUB_PROGRAMMES } from './data-programmes.js';
import { MENUS, ROLE_PATHS } from './seed-menus.js';
import { seedDemoUploads } from './demo-uploads.js';
import { seedDemoPerformance } from './demo-performance.js';
import { seedDemoLastYear } from './demo-last-year.js';
import { seedDemoExecution } from './demo-execution.js';
import { internalName, LAYOUT_OF, REPORTS, STAGE_OF } from './data-reports.js';
import { entry, present } from '../lib/present.js';

export const DEMO_PASSWORD = 'Demo@2026!';

/** Stable pseudo-random figures: the same seed always produces the same budget. */
const pick = (key: string, n: number) => parseInt(createHash('sha1').update(key).digest('hex').slice(0, 8), 16) % n;
const figure = (key: string, max: number) => pick(key, max) * 1000;

/** Code → id of a master's rows (any table with both columns). */
async function idMap(db: Db, table: PgTable & { id: PgColumn; code: PgColumn }, where?: SQL) {
  const rows = await db.select({ id: table.id, code: table.code }).from(table).where(where);
  return new Map(rows.map((r) => [String(r.code), Number(r.id)]));
}

async function seedOrganisation(db: Db) {
  // Populations of the order of a country's of this size, growing 2.5 % a year: the citizens' budget's figure per person.
  const population: Record<number, number> = { 2024: 45_905_000, 2025: 47_053_000, 2026: 48_229_000 };
  await db.insert(s.fiscalYears).values([2024, 2025, 2026].map((y) => ({
    fiscalYear: `${y}-${y + 1}`, startDate: `${y}-07-01`, endDate: `${y + 1}-06-30`, isActive: y === 2025, module: 'Budget', population: population[y],
  }))).onConflictDoNothing();
  const years = await db.select().from(s.fiscalYears);
  const stageNames = ['Budget Framework Paper', 'Draft Estimates', 'Approved Estimates'];
  await db.insert(s.budgetStages).values(years.flatMap((y) => ['CG', 'LG', 'SEPC'].flatMap((area) => stageNames.map((name, i) => ({
    yearId: y.id, processArea: area, stage: i + 1, stageName: name, isActive: y.isActive && i === 1,
  }))))).onConflictDoNothing();

  await db.insert(s.subRegions).values(Object.entries(SUB_REGION_CODES).map(([name, code]) => ({ code, name }))).onConflictDoNothing();
  const regions = await idMap(db, s.subRegions);
  await db.insert(s.votes).values(CG_VOTES.map(([code, name]) => ({
    kind: 'CG', code, name, isAia: pick(`aia${code}`, 3) === 0, isIfms: true, isMps: name.startsWith('Ministry'),
    isNtr: pick(`ntr${code}`, 4) === 0, isVirementLimited: pick(`vir${code}`, 5) === 0,
  }))).onConflictDoNothing();
  let lgCode = 501;
  await db.insert(s.votes).values(Object.entries(LG_BY_SUB_REGION).flatMap(([region, names]) => names.map((name) => ({
    kind: 'LG', code: String(lgCode++), name: /City|MC$/.test(name) ? name : `${name} District`, isMc: /City|MC$/.test(name),
    isIfms: pick(`ifms${name}`, 2) === 0, subRegionId: entry(regions, SUB_REGION_CODES[region]),
  })))).onConflictDoNothing();

  await db.insert(s.programmes).values(PROGRAMMES.map(([code, name]) => ({ code, name }))).onConflictDoNothing();
  const progs = await idMap(db, s.programmes);
  await db.insert(s.subProgrammes).values(PROGRAMMES.flatMap(([pcode, , subs]) => subs.map((name, i) => ({
    programmeId: entry(progs, pcode), code: `${pcode}${String(i + 1).padStart(2, '0')}`, name, isLg: i === 0 || pcode === '12',
  })))).onConflictDoNothing();
  const subs = await db.select().from(s.subProgrammes);
  await db.insert(s.subSubProgrammes).values(subs.flatMap((sp) => SUB_SUB_PROGRAMMES.map((name, i) => ({
    subProgrammeId: sp.id, code: `${sp.code}${String(i + 1).padStart(2, '0')}`, name,
  })))).onConflictDoNothing();

  const cg = await idMap(db, s.votes, eq(s.votes.kind, 'CG'));
  const voteNames = new Map(CG_VOTES);
  await db.insert(s.programmeVotes).values([...cg.entries()].flatMap(([code, voteId]) =>
    programmesOfVote(voteNames.get(code) ?? '').map((p) => ({ programmeId: entry(progs, p), voteId })))).onConflictDoNothing();
  await db.insert(s.parastatals).values(PARASTATALS.map(([code, name], i) => ({ code, name, voteId: cg.get(present(CG_VOTES[i % CG_VOTES.length], 'a vote')[0]) }))).onConflictDoNothing();

  await db.insert(s.revenues).values(REVENUES.map(([code, name, , revenueClass, mtefCategory]) => ({ code, name, revenueClass, mtefCategory }))).onConflictDoNothing();
  const revs = await idMap(db, s.revenues);
  await db.insert(s.subGrants).values(REVENUES.flatMap(([rcode, , grants]) => grants.map(([code, name, , mtefCategory]) => ({ revenueId: entry(revs, rcode), code, name, mtefCategory }))))
    .onConflictDoNothing();
}

async function seedAccess(db: Db) {
  await db.insert(s.userTypes).values([
    { name: 'Ministry', processArea: 'CG,LG,SEPC', isMinistry: true },
    { name: 'CG Vote', processArea: 'CG' }, { name: 'LG Vote', processArea: 'LG' }, { name: 'SEPC', processArea: 'SEPC' },
  ]).onConflictDoNothing();
  const types = new Map((await db.select().from(s.userTypes)).map((t) => [t.name, t.id]));
  await db.insert(s.roles).values([
    { title: 'System Administrator', userTypeId: entry(types, 'Ministry'), generatePermission: true, approvePermission: true, consolidatePermission: true },
    { title: 'Budget Officer', userTypeId: entry(types, 'Ministry'), generatePermission: true, approvePermission: true, isOtp: true, consolidatePermission: true },
    { title: 'CG Initiator', userTypeId: entry(types, 'CG Vote'), generatePermission: true },
    { title: 'CG Accounting Officer', userTypeId: entry(types, 'CG Vote'), approvePermission: true, isOtp: true },
    { title: 'LG Initiator', userTypeId: entry(types, 'LG Vote'), generatePermission: true },
    { title: 'LG Chief Administrative Officer', userTypeId: entry(types, 'LG Vote'), approvePermission: true, isOtp: true },
    { title: 'SEPC Finance Officer', userTypeId: entry(types, 'SEPC'), generatePermission: true },
    { title: 'Ministry Approver', userTypeId: entry(types, 'Ministry'), approvePermission: true },
  ]).onConflictDoNothing();
  const roles = new Map((await db.select().from(s.roles)).map((r) => [r.title, r]));

  for (const m of MENUS) {
    await db.insert(s.mainMenus).values({ name: m.name, icon: m.icon, section: m.section, level: m.level, processArea: m.processArea, processAreaCategory: m.category })
      .onConflictDoNothing();
    const main = present((await db.select().from(s.mainMenus).where(eq(s.mainMenus.name, m.name)))[0], `menu ${m.name}`);
    await db.insert(s.subMenus).values(m.subs.map(([name, path], i) => ({ mainMenuId: main.id, name, path, level: i + 1 }))).onConflictDoNothing();
  }
  const subMenus = await db.select({ id: s.subMenus.id, path: s.subMenus.path, main: s.mainMenus.name })
    .from(s.subMenus).innerJoin(s.mainMenus, eq(s.mainMenus.id, s.subMenus.mainMenuId));
  await db.insert(s.roleMenus).values(Object.entries(ROLE_PATHS).flatMap(([title, allows]) =>
    subMenus.filter((sm) => allows(sm.path, sm.main)).map((sm) => ({ roleId: entry(roles, title).id, subMenuId: sm.id })))).onConflictDoNothing();

  const votes = new Map((await db.select().from(s.votes)).map((v) => [`${v.kind}${v.code}`, v.id]));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const demo = (userName: string, first: string, last: string, role: string, type: string, vote: string | null, mobile: string, occupation: string) => ({
    userName, firstName: first, lastName: last, email: `${userName}@finance.go.ug`, mobileNumber: mobile, occupation, passwordHash,
    userTypeId: entry(types, type), roleId: entry(roles, role).id, voteId: vote ? entry(votes, vote) : null,
  });
  await db.insert(s.users).values([
    demo('admin', 'Grace', 'Namukasa', 'System Administrator', 'Ministry', 'CG008', '+256 772 100 101', 'Systems Administrator'),
    demo('budget.officer', 'Joseph', 'Okello', 'Budget Officer', 'Ministry', 'CG008', '+256 772 100 202', 'Principal Budget Officer'),
    demo('cg.initiator', 'Sarah', 'Achieng', 'CG Initiator', 'CG Vote', 'CG014', '+256 772 100 303', 'Senior Planner'),
    demo('cg.approver', 'Peter', 'Mugisha', 'CG Accounting Officer', 'CG Vote', 'CG014', '+256 772 100 404', 'Permanent Secretary'),
    demo('mof.approver', 'Rose', 'Kyomuhendo', 'CG Accounting Officer', 'CG Vote', 'CG008', '+256 772 100 808', 'Permanent Secretary'),
    demo('lg.initiator', 'Agnes', 'Akello', 'LG Initiator', 'LG Vote', 'LG501', '+256 772 100 505', 'District Planner'),
    demo('lg.approver', 'Moses', 'Opio', 'LG Chief Administrative Officer', 'LG Vote', 'LG501', '+256 772 100 606', 'Chief Administrative Officer'),
    demo('sepc.officer', 'Ruth', 'Nabirye', 'SEPC Finance Officer', 'SEPC', null, '+256 772 100 707', 'Finance Manager'),
    // Levels 2 to 7.
    ...LEVEL_NAMES.map(([first, last], k) => demo(`mof.level${k + 2}`, first, last, 'Ministry Approver', 'Ministry', 'CG008',
      `+256 772 200 ${102 + k}`, `Approver, level ${k + 2}`)),
  ]).onConflictDoNothing();
  await db.update(s.users).set({ sepcId: sql`(select id from parastatals where code = 'P001')` }).where(eq(s.users.userName, 'sepc.officer'));
}

const LEVEL_NAMES: [string, string][] = [['Irene', 'Nakato'], ['David', 'Ssempala'], ['Esther', 'Auma'], ['Brian', 'Tumusiime'], ['Florence', 'Atim'], ['Henry', 'Wasswa']];

/**
 * Report definitions with their people: initiators (level 0) and level 1 at the vote, parastatal or district;
 * later levels at the ministry, one approver per level so that no one approves two levels. A national report
 * (NATIONAL_LAYOUTS) is the ministry's: its budget officer files it under the ministry's vote.
 */
async function seedReports(db: Db) {
  await db.insert(s.reports).values(REPORTS.map(([category, reportType, name, levels, quarter]) => ({
    category, reportType, name, internalName: internalName(name), levelOfApproval: levels, quarter: quarter ?? null,
    format: 'PDF and Excel', isDashboard: true, layout: LAYOUT_OF[name] ?? null, stage: STAGE_OF[name] ?? null,
  }))).onConflictDoNothing();
  const users = new Map((await db.select().from(s.users)).map((u) => [u.userName, u]));
  const rows: (typeof s.reportApprovers.$inferInsert)[] = [];
  for (const r of await db.select().from(s.reports)) {
    const side = isNationalReport(r) ? 'mof' : r.reportType.startsWith('LG') ? 'lg' : r.category === 'Parastatal' ? 'sepc' : 'cg';
    const initiator = side === 'sepc' ? 'sepc.officer' : side === 'mof' ? 'budget.officer' : `${side}.initiator`;
    const first = side === 'sepc' ? 'budget.officer' : `${side}.approver`;
    // Vote-side people act for their own vote only; ministry people for every vote.
    const atVote = (name: string) => ({ userId: entry(users, name).id, voteId: side === 'sepc' ? null : entry(users, name).voteId });
    rows.push({ reportId: r.id, level: 0, ...atVote(initiator) });
    rows.push({ reportId: r.id, level: 1, ...(side === 'sepc' ? { userId: entry(users, first).id } : atVote(first)) });
    for (let l = 2; l <= r.levelOfApproval; l++) rows.push({ reportId: r.id, level: l, userId: entry(users, `mof.level${l}`).id });
  }
  await db.insert(s.reportApprovers).values(rows).onConflictDoNothing();
}

/** MTEF allocations for every programme-by-vote and grant IPFs for every LG vote in the active year and stage. */
async function seedBudget(db: Db) {
  const year = present((await db.select().from(s.fiscalYears).where(eq(s.fiscalYears.isActive, true)))[0], 'the active year');
  const stages = await db.select().from(s.budgetStages).where(sql`${s.budgetStages.yearId} = ${year.id} and ${s.budgetStages.isActive}`);
  const cgStage = present(stages.find((st) => st.processArea === 'CG'), 'the active CG stage');
  const lgStage = present(stages.find((st) => st.processArea === 'LG'), 'the active LG stage');
  const pvs = await db.select({ id: s.programmeVotes.id, isAia: s.votes.isAia, code: s.votes.code })
    .from(s.programmeVotes).innerJoin(s.votes, eq(s.votes.id, s.programmeVotes.voteId));
  const cols = ['wage', 'non_wage', 'gou_devt', 'aia', 'donor'];
  // Allocations within the ministry's ceilings (rounded up to the million), except for one vote in ten, and
  // AIA only for votes that collect it — so the consistency check has both answers in the demo data.
  const mtef = (pv: (typeof pvs)[number], kind: 'allocation' | 'ceiling') => {
    const row: Record<string, unknown> = { yearId: year.id, progByVoteId: pv.id, stageId: cgStage.id, kind };
    const over = pick(`over${pv.code}`, 10) === 0 && pv.code !== '014';
    for (let y = 0; y <= 5; y++) {
      for (const c of cols) {
        // Each line grows about 5 % a year from its approved Y0, as medium-term projections do.
        const amount = c === 'aia' && !pv.isAia ? 0 : figure(`${pv.id}${c}`, 50_000_000) * (1 + y * 0.05);
        row[`y${y}_${c}`] = kind === 'allocation' ? amount : over ? Math.floor(amount * 0.9) : Math.ceil(amount / 1e6) * 1e6;
      }
    }
    return row as typeof s.cgMtefs.$inferInsert;
  };
  // The Budget Framework Paper (stage 1) came before: the same lines, most a few per cent lower, some higher,
  // so comparing the stages shows what changed between them.
  const firstStage = async (area: 'CG' | 'LG') => present((await db.select().from(s.budgetStages)
    .where(sql`${s.budgetStages.yearId} = ${year.id} and ${s.budgetStages.processArea} = ${area} and ${s.budgetStages.stage} = 1`))[0], `the ${area} stage 1`);
  const [cgBfp, lgBfp] = [await firstStage('CG'), await firstStage('LG')];
  const bfp = (key: string) => 0.93 + pick(`bfp${key}`, 10) * 0.01;
  const earlier = <T extends Record<string, unknown>>(row: T, stageId: number, factor: number, columns: string[]) =>
    ({ ...row, stageId, ...Object.fromEntries(columns.map((c) => [c, Math.round(Number(row[c]) * factor / 1e3) * 1e3])) });
  const mtefCells = [0, 1, 2, 3, 4, 5].flatMap((y) => cols.map((c) => `y${y}_${c}`));
  for (let i = 0; i < pvs.length; i += 200) {
    const slice = pvs.slice(i, i + 200);
    await db.insert(s.cgMtefs).values([...slice.map((pv) => mtef(pv, 'allocation')), ...slice.map((pv) => mtef(pv, 'ceiling'))]).onConflictDoNothing();
    await db.insert(s.cgMtefs).values(slice.flatMap((pv) => (['allocation', 'ceiling'] as const)
      .map((kind) => earlier(mtef(pv, kind) as Record<string, unknown>, cgBfp.id, bfp(String(pv.id)), mtefCells) as typeof s.cgMtefs.$inferInsert))).onConflictDoNothing();
  }
  const lgVotes = await db.select().from(s.votes).where(eq(s.votes.kind, 'LG'));
  const ssps = (await db.select().from(s.subSubProgrammes)).slice(0, 6);
  const grants = await db.select().from(s.subGrants);
  const kinds = new Map(REVENUES.flatMap(([, , g]) => g.map(([code, , kind]) => [code, kind])));
  // Locally raised revenue is estimated on the LRR upload, never as an IPF line (budget/ipf-rules.ts).
  const local = new Set(REVENUES.filter(([, , , c]) => c === 'LocalRevenue').flatMap(([, , g]) => g.map(([code]) => code)));
  const rows = lgVotes.flatMap((v) => ssps.flatMap((ssp, k) => grants.filter((grant, g) => (g + k) % 3 === 0 && !local.has(grant.code)).map((grant) => {
    const base = figure(`${v.id}-${ssp.id}-${grant.id}`, 2_000_000);
    return {
      yearId: year.id, voteId: v.id, stageId: lgStage.id, subSubProgrammeId: ssp.id, revenueId: grant.revenueId, subGrantId: grant.id,
      transferKind: kinds.get(grant.code) ?? 'conditional', planY0: base * 0.95,
      projectionY1: base, projectionY2: base * 1.04, projectionY3: base * 1.08, projectionY4: base * 1.12, projectionY5: base * 1.17,
      actualY1Q1: base * 0.22, actualY1Q2: base * 0.24, actualY1Q3: 0, actualY1Q4: 0,
    };
  })));
  for (let i = 0; i < rows.length; i += 500) await db.insert(s.lgGrantIpfs).values(rows.slice(i, i + 500)).onConflictDoNothing();
  // The districts' stage 1 in one statement from their stage 2 (thousands of rows: no round trip per slice).
  const ipfCells = ['plan_y0', 'projection_y1', 'projection_y2', 'projection_y3', 'projection_y4', 'projection_y5', 'actual_y1q1', 'actual_y1q2', 'actual_y1q3', 'actual_y1q4'];
  const factor = sql`(0.93 + ((vote_id * 7 + sub_sub_programme_id * 3) % 10) * 0.01)`;
  await db.execute(sql`insert into lg_grant_ipfs (year_id, vote_id, stage_id, sub_sub_programme_id, revenue_id, sub_grant_id, transfer_kind, ${sql.raw(ipfCells.join(', '))})
    select year_id, vote_id, ${lgBfp.id}, sub_sub_programme_id, revenue_id, sub_grant_id, transfer_kind,
      ${sql.join(ipfCells.map((c) => sql`round(${sql.raw(c)} * ${factor}, -3)`), sql`, `)}
    from lg_grant_ipfs where year_id = ${year.id} and stage_id = ${lgStage.id} on conflict do nothing`);
}

/** Idempotent: every insert skips rows that exist already. */
export async function seed(db: Db) {
  // The demo writes rows straight to the tables, between the services it calls, which keep the masters they read
  // (db/master-cache.ts): each step's writes are told before the next reads.
  const steps: (() => Promise<unknown>)[] = [
    () => seedOrganisation(db), () => seedAccess(db), () => seedReports(db), () => seedBudget(db),
    async () => seedDemoDetail(db, present((await db.select().from(s.fiscalYears).where(eq(s.fiscalYears.isActive, true)))[0], 'the active year').id),
    () => seedDemoLastYear(db), () => seedDemoUploads(db), () => seedDemoExecution(db), () => seedDemoPerformance(db),
  ];
  for (const step of steps) {
    await step();
    tellAll();
  }
}

export async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(s.users);
  return (row?.n ?? 0) > 0;
}

export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (await hasUsers(db)) return false;
  await seed(db);
  return true;
}
