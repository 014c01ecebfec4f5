import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { shiftFiscalYear } from '@pbs/domain';
import { fiscalYears, publications, reports, users, votes } from '../src/db/schema/index.js';
import { composeDocument } from '../src/modules/documents/documents.service.js';
import { CONSOLIDATION_QUEUE } from '../src/modules/reports/consolidation-jobs.js';
import { publishConsolidation } from '../src/modules/publications/publish.service.js';
import { databaseFiles } from '../src/lib/file-store.js';
import { refreshToDate } from '../src/modules/execution/execution.repo.js';
import { publishLastYear } from '../src/demo-archive.js';
import { codeOf, rowsIn, setupApp } from './helpers.js';
import { factories } from './factories.js';
import { postUpload, workbook } from './upload-helpers.js';

// The Frictionless Data library (frictionlessdata/datapackage-js) checks what we publish, not our own code.
const require = createRequire(import.meta.url);
const { Package, Profile } = require('datapackage') as {
  Package: { load(descriptor: object, options: { basePath: string }): Promise<{ valid: boolean; errors: Error[]; getResource(name: string): { read(o: object): Promise<Record<string, unknown>[]> } }> };
  Profile: { load(name: string): Promise<{ validate(descriptor: object): { valid: boolean; errors: Error[] } }> };
};

const t = await setupApp();
const make = factories(t);
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const budgetYear = shiftFiscalYear(year.fiscalYear, 1);
const [health] = await t.db.select().from(votes).where(and(eq(votes.code, '014'), eq(votes.kind, 'CG')));
const cg = (await t.login('cg.initiator')).token;
const admin = (await t.login('admin')).token;
const rows = rowsIn(t.db);
const open = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const dir = await mkdtemp(join(tmpdir(), 'pbs-open-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Approves vote 014's Budget Framework Paper at every level, consolidates it and waits for the job that publishes. */
async function consolidateFrameworkPaper() {
  const s = await make.approveFully('budget_framework_paper', year.id, health.id, cg);
  const done = await t.gql('mutation($s:Int!,$v:Int!){ consolidateSubmission(Submission_ID:$s, Version:$v){ Is_Consolidated } }', { s: s.id, v: s.version }, admin);
  expect(done.errors).toBeUndefined();
  await t.jobsDone(CONSOLIDATION_QUEUE);
  return s;
}

const listed = async () => (await open('/api/open/publications')).json().publications as { id: number; document: string; phase: string; budgetYear: string; votes: number; lines: number; total: number; files: Record<string, { url: string }>; pdf: string | null }[];
const DECIDE = 'mutation($p:Int!,$s:String!,$r:String!){ decidePublication(Publication_ID:$p, State:$s, Reason:$r){ State Reason Decided_By } }';

/**
 * Real charts scope sectors to the line and names to the year (ADR 0024): a third of vote 014's lines move to another
 * sector, some carry their own function, and the year names the vote as its book printed it.
 */
async function spreadHealthAcrossSectors() {
  const [other] = await rows<{ id: number }>(sql`select s.id from coa_sectors s where s.year_id = ${year.id}
    and s.id <> all(select distinct l.sector_id from budget_lines l where l.year_id = ${year.id} and l.vote_id = ${health.id} and l.sector_id is not null)
    order by s.code limit 1`);
  await t.db.execute(sql`update budget_lines set sector_id = ${other.id} where year_id = ${year.id} and vote_id = ${health.id} and id % 3 = 0`);
  await t.db.execute(sql`update budget_lines set cofog = '10.9' where year_id = ${year.id} and vote_id = ${health.id} and id % 5 = 0`);
  await t.db.execute(sql`insert into coa_names (year_id, segment, ref_id, code, name) values (${year.id}, 'vote', ${health.id}, ${health.code}, 'Health, as the year names it')`);
  // The nation's revenue estimates of the stage: never set beside one vote's spending.
  await t.db.execute(sql`insert into revenue_estimates (year_id, stage_id, code, amount) select year_id, id, '114', 1e12 from budget_stages
    where year_id = ${year.id} and process_area = 'CG' and stage = 1`);
}

describe('open budget data', () => {
  const consolidated = spreadHealthAcrossSectors().then(consolidateFrameworkPaper);

  it('publishes a consolidated estimates stage as a Fiscal Data Package that the Frictionless library validates, whose totals are the stage\'s lines and the document\'s', async () => {
    await consolidated;
    const list = await listed();
    expect(list.map((p) => [p.document, p.phase, p.budgetYear, p.votes])).toEqual([['pre-budget-statement', 'proposed', budgetYear, 1]]);
    const [p] = list;
    const descriptor = (await open(p.files['datapackage.json'].url)).json();
    const csv = await open(p.files['budget.csv'].url);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    await writeFile(join(dir, 'budget.csv'), csv.rawPayload);

    const pkg = await Package.load(descriptor, { basePath: dir });
    expect(pkg.errors.map((e) => e.message)).toEqual([]);
    expect(pkg.valid).toBe(true);
    const fiscal = (await Profile.load('fiscal-data-package')).validate(descriptor);
    expect(fiscal.errors.map((e) => e.message)).toEqual([]);
    expect(descriptor.model.measures.amount).toMatchObject({ currency: 'UGX', phase: 'proposed', direction: 'expenditure' });
    expect(Object.keys(descriptor.model.dimensions).sort()).toEqual(['activity', 'administrative', 'date', 'economic', 'functional', 'fund']);
    // Every row is read and cast against the table schema by the library; a bad cell would throw.
    const table = await pkg.getResource('budget').read({ keyed: true, cast: true });

    const [held] = await rows<{ n: number; total: number }>(sql`select count(*)::int n, sum(l.amount)::float8 total from budget_lines l
      join budget_stages s on s.id = l.stage_id and s.stage = 1 and s.process_area = 'CG' where l.year_id = ${year.id} and l.vote_id = ${health.id}`);
    expect(table).toHaveLength(held.n);
    expect(table.reduce((s, r) => s + Number(r.amount_ugx), 0)).toBe(held.total);
    expect([p.lines, p.total]).toEqual([held.n, held.total]);
    expect(new Set(table.map((r) => r.vote_code))).toEqual(new Set(['014']));
    expect(table.every((r) => r.cofog_code && r.gfs_class_code && r.item_code && r.fund_code && r.output_code)).toBe(true);
    // Each line is published in its own sector and function, under the name the year gives its vote.
    const bySector = await rows<{ code: string; n: number; total: number }>(sql`select s.code, count(*)::int n, sum(l.amount)::float8 total
      from budget_lines l join budget_stages st on st.id = l.stage_id and st.stage = 1 and st.process_area = 'CG' join coa_sectors s on s.id = l.sector_id
      where l.year_id = ${year.id} and l.vote_id = ${health.id} group by s.code order by s.code`);
    expect(bySector.length).toBe(2);
    const publishedBySector = new Map<string, { n: number; total: number }>();
    for (const r of table) {
      const x = publishedBySector.get(String(r.sector_code)) ?? { n: 0, total: 0 };
      publishedBySector.set(String(r.sector_code), { n: x.n + 1, total: x.total + Number(r.amount_ugx) });
    }
    expect([...publishedBySector].map(([code, x]) => ({ code, ...x })).sort((a, b) => a.code.localeCompare(b.code))).toEqual(bySector);
    const [social] = await rows<{ n: number }>(sql`select count(*)::int n from budget_lines l join budget_stages st on st.id = l.stage_id and st.stage = 1
      and st.process_area = 'CG' where l.year_id = ${year.id} and l.vote_id = ${health.id} and l.cofog = '10.9'`);
    expect(social.n).toBeGreaterThan(0);
    expect(table.filter((r) => r.cofog_code === '10')).toHaveLength(social.n);
    expect(new Set(table.map((r) => r.vote_name))).toEqual(new Set(['Health, as the year names it']));

    // The approved document prints the same total in its detailed estimates.
    const [report] = await t.db.select().from(reports).where(eq(reports.internalName, 'budget_framework_paper'));
    const doc = await composeDocument(t.db, report, { yearId: year.id, voteId: health.id, programmeId: null, sepcId: null }, { trail: [], draft: true });
    const detail = doc.tables.find((x) => x.title.startsWith('Detailed estimates') && x.title.includes('by programme'))!;
    expect(detail.rows.at(-1)!.cells.at(-1)).toBe(held.total);
    // It prints the stage's figures too, which the demo does not set out line by line: both totals and the gap are published.
    const figures = doc.tables.find((x) => x.title.startsWith('Budget ') && x.title.includes('by programme and category'))!;
    const [mtef] = await rows<{ total: number }>(sql`select sum(m.y1_wage + m.y1_non_wage + m.y1_gou_devt + m.y1_aia + m.y1_donor)::float8 total
      from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id join budget_stages s on s.id = m.stage_id and s.stage = 1 and s.process_area = 'CG'
      where m.year_id = ${year.id} and m.kind = 'allocation' and pv.vote_id = ${health.id}`);
    expect(figures.rows.at(-1)!.cells.at(-1)).toBe(mtef.total);
    expect(mtef.total).not.toBe(held.total);

    // The citizens' summary adds up to the same total every way it is cut.
    const summary = (await open(p.files['summary.json'].url)).json();
    for (const cut of ['byFunction', 'bySector', 'byFund', 'byEconomic', 'votes']) {
      expect(summary[cut].reduce((s: number, x: { amount: number }) => s + x.amount, 0), cut).toBe(held.total);
    }
    expect(summary.reconciliation).toEqual({ figures: mtef.total, lines: held.total, difference: mtef.total - held.total });
    expect(summary.sources).toBeNull();
    expect(Object.keys(p.files)).not.toContain('revenue.csv');
    const pdf = await open(p.pdf!);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers with a strong ETag and public caching, and 304 to a client that holds the bytes', async () => {
    await consolidated;
    const [p] = await listed();
    const first = await open(p.files['budget.csv'].url);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=300/);
    expect(first.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await open(p.files['budget.csv'].url, { 'if-none-match': String(first.headers.etag) });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
    const list = await open('/api/open/publications');
    expect((await open('/api/open/publications', { 'if-none-match': String(list.headers.etag) })).statusCode).toBe(304);
  });

  it('reads a publication\'s id only as digits: 0x1, 1e0, 01, +1 and the like are not another spelling of it', async () => {
    await consolidated;
    const [p] = await listed();
    const url = p.files['budget.csv'].url;
    expect(url).toBe(`/api/open/publications/${p.id}/budget.csv`);
    expect((await open(url)).statusCode).toBe(200);
    for (const spelt of [`0x${p.id.toString(16)}`, `${p.id}e0`, `0${p.id}`, `+${p.id}`, `${p.id}.0`, `%20${p.id}`, `${p.id}%20`, `-${p.id}`, '99999999999']) {
      expect([spelt, (await open(`/api/open/publications/${spelt}/budget.csv`)).statusCode]).toEqual([spelt, 404]);
    }
  });

  it('publishes the same figures once, however many consolidation jobs run at once', async () => {
    await consolidated;
    const [report] = await t.db.select().from(reports).where(eq(reports.internalName, 'budget_framework_paper'));
    const [{ id: adminId }] = await t.db.select().from(users).where(eq(users.userName, 'admin'));
    const before = await t.db.select().from(publications);
    const burst = await Promise.all(Array.from({ length: 6 }, () => publishConsolidation(t.db, databaseFiles, report, year.id, adminId, null)));
    expect(burst.filter(Boolean)).toHaveLength(0);
    expect(await t.db.select().from(publications)).toHaveLength(before.length);
  });

  it('shows the public only what is published: withheld and retracted publications vanish, with the reason audited; stages not consolidated were never published', async () => {
    await consolidated;
    const [p] = await listed();
    // Only the ministry decides, with a reason of some length; a refusal changes nothing.
    expect(codeOf(await t.gql(DECIDE, { p: p.id, s: 'withheld', r: 'Figures under review' }, cg))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(DECIDE, { p: p.id, s: 'withheld', r: 'no' }, admin))).toBe('BAD_USER_INPUT');
    expect((await listed()).map((x) => x.id)).toEqual([p.id]);

    const withheld = await t.gql(DECIDE, { p: p.id, s: 'withheld', r: 'Figures under review by the Budget Committee' }, admin);
    expect(withheld.data.decidePublication).toMatchObject({ State: 'withheld', Reason: 'Figures under review by the Budget Committee' });
    expect(await listed()).toEqual([]);
    for (const url of [...Object.values(p.files).map((f) => f.url), p.pdf!]) expect((await open(url)).statusCode, url).toBe(404);
    const [audit] = await rows<{ new_values: { state: string; reason: string } }>(sql`select new_values from audits where table_name = 'publications' and record_id = ${String(p.id)} and audit_type = 'update' order by id desc limit 1`);
    expect(audit.new_values).toMatchObject({ state: 'withheld', reason: 'Figures under review by the Budget Committee' });

    expect((await t.gql(DECIDE, { p: p.id, s: 'published', r: 'Reviewed and confirmed' }, admin)).data.decidePublication.State).toBe('published');
    expect((await listed()).map((x) => x.id)).toEqual([p.id]);
    expect((await t.gql(DECIDE, { p: p.id, s: 'retracted', r: 'Published in error' }, admin)).data.decidePublication.State).toBe('retracted');
    expect(await listed()).toEqual([]);
    const again = await t.gql(DECIDE, { p: p.id, s: 'published', r: 'Try to bring it back' }, admin, { 'accept-language': 'fr' });
    expect(again.errors![0].message).toBe('Une publication retirée le reste : la prochaine consolidation publie à nouveau');

    // Nothing of the Draft or Approved Estimates (never consolidated) was published; no account's details are in any answer.
    const all = await t.db.select().from(publications);
    expect(all.map((x) => x.document)).toEqual(['pre-budget-statement']);
    const everything = JSON.stringify((await open('/api/open/publications')).json()) + JSON.stringify((await open(`/api/open/calendar?year=${budgetYear}`)).json());
    for (const u of await t.db.select().from(users)) for (const personal of [u.userName, u.email, u.mobileNumber].filter((x): x is string => !!x && x.length > 3)) expect(everything).not.toContain(personal);
  });

  it('keeps the publication calendar: due dates of the eight key documents, and on time or late as published', async () => {
    await consolidated;
    const cal = async () => (await open(`/api/open/calendar?year=${budgetYear}`)).json();
    const first = Number(budgetYear.slice(0, 4));
    // One vote of all is the document in part only; published whole, it is on time or late by its first day whole.
    await t.db.update(publications).set({ state: 'published', publishedAt: new Date(`${first - 1}-12-20T10:00:00Z`) });
    let c = await cal();
    expect(c.rows.find((r: { document: string }) => r.document === 'pre-budget-statement')).toMatchObject({ publishedOn: `${first - 1}-12-20`, status: 'partial' });
    await t.db.update(publications).set({ expectedVotes: 1 });
    c = await cal();
    const row = (d: string, q: number | null = null) => c.rows.find((r: { document: string; quarter: number | null }) => r.document === d && r.quarter === q);
    expect(c.rows).toHaveLength(11);
    expect(row('pre-budget-statement')).toEqual({ document: 'pre-budget-statement', quarter: null, due: `${first - 1}-12-31`, publishedOn: `${first - 1}-12-20`, status: 'on-time' });
    expect(row('executive-budget-proposal')).toMatchObject({ due: `${first}-04-01`, publishedOn: null });
    // The enacted budget's data is not the citizens' budget: with nothing of its own published, it is not marked published.
    const mine = (document: 'pre-budget-statement' | 'enacted-budget') => and(eq(publications.budgetYear, budgetYear), eq(publications.document, document));
    await t.db.update(publications).set({ document: 'enacted-budget' }).where(mine('pre-budget-statement'));
    c = await cal();
    expect(row('enacted-budget')?.publishedOn).not.toBeNull();
    expect(row('citizens-budget')).toMatchObject({ publishedOn: null });
    await t.db.update(publications).set({ document: 'pre-budget-statement' }).where(mine('enacted-budget'));
    c = await cal();
    expect(row('in-year-report', 2)).toMatchObject({ due: `${first + 1}-03-31` });
    await t.db.update(publications).set({ publishedAt: new Date(`${first}-01-05T10:00:00Z`) });
    c = await cal();
    expect(row('pre-budget-statement')).toMatchObject({ publishedOn: `${first}-01-05`, status: 'late' });
    expect((await open('/api/open/calendar?year=2026')).statusCode).toBe(400);
  });

  it('publishes a consolidated quarterly report as the in-year report of its quarter (executed phase), valid to the Frictionless library, its totals the uploads\' and the approved budget\'s', async () => {
    await consolidated;
    const s = await make.approveFully('quarterly_performance_report_q2', year.id, health.id, cg);
    const done = await t.gql('mutation($s:Int!,$v:Int!){ consolidateSubmission(Submission_ID:$s, Version:$v){ Is_Consolidated } }', { s: s.id, v: s.version }, admin);
    expect(done.errors).toBeUndefined();
    await t.jobsDone(CONSOLIDATION_QUEUE);
    const p = (await listed()).find((x) => x.document === 'in-year-report')! as Awaited<ReturnType<typeof listed>>[number] & { quarter: number };
    expect([p.phase, p.budgetYear, p.quarter, p.votes]).toEqual(['executed', year.fiscalYear, 2, 1]);
    const descriptor = (await open(p.files['datapackage.json'].url)).json();
    await writeFile(join(dir, 'budget.csv'), (await open(p.files['budget.csv'].url)).rawPayload);
    const pkg = await Package.load(descriptor, { basePath: dir });
    expect(pkg.errors.map((e) => e.message)).toEqual([]);
    expect((await Profile.load('fiscal-data-package')).validate(descriptor).errors.map((e) => e.message)).toEqual([]);
    expect(descriptor.model.measures.spent).toMatchObject({ source: 'spent_ugx', phase: 'executed', currency: 'UGX' });
    const table = await pkg.getResource('budget').read({ keyed: true, cast: true });
    expect(new Set(table.map((r) => r.period))).toEqual(new Set(['Q1-Q2']));

    // Released and spent Q1 + Q2 of the vote's uploads, and the approved budget (Y0 of its last stage with figures), against SQL.
    const [held] = await rows<{ approved: number; released: number; spent: number }>(sql`
      with st as (select max(s.stage) stage from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id join budget_stages s on s.id = m.stage_id
        where pv.vote_id = ${health.id} and m.year_id = ${year.id} and m.kind = 'allocation')
      select (select sum(m.y0_wage + m.y0_non_wage + m.y0_gou_devt + m.y0_aia + m.y0_donor) from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id
          join budget_stages s on s.id = m.stage_id where pv.vote_id = ${health.id} and m.year_id = ${year.id} and m.kind = 'allocation' and s.stage = (select stage from st))::float8 approved,
        (select sum(amount) from upload_rows where vote_id = ${health.id} and year_id = ${year.id} and kind = 'quarterly-releases' and quarter in ('Q1', 'Q2'))::float8 released,
        (select sum((data->>'Expenditure_Amount')::numeric) from upload_rows where vote_id = ${health.id} and year_id = ${year.id} and kind = 'quarterly-warrants-expenditure' and quarter in ('Q1', 'Q2'))::float8 spent`);
    const sum = (k: string) => table.reduce((a, r) => a + Number(r[k]), 0);
    expect([sum('approved_ugx'), sum('released_ugx'), sum('spent_ugx')]).toEqual([held.approved, held.released, held.spent]);
    expect(p.total).toBe(held.spent);
    expect((await open(p.files['summary.json'].url)).json()).toMatchObject({ quarter: 2, approved: held.approved, released: held.released, spent: held.spent });
    // The calendar counts it for its own year's Q2 (one vote of all so far: in part).
    const c = (await open(`/api/open/calendar?year=${year.fiscalYear}`)).json();
    expect(c.rows.find((r: { document: string; quarter: number | null }) => r.document === 'in-year-report' && r.quarter === 2)).toMatchObject({ status: 'partial' });
    // Published again at once by several jobs with nothing changed, nothing new is published.
    const [q2] = await t.db.select().from(reports).where(eq(reports.internalName, 'quarterly_performance_report_q2'));
    const [{ id: adminId }] = await t.db.select().from(users).where(eq(users.userName, 'admin'));
    const burst = await Promise.all(Array.from({ length: 4 }, () => publishConsolidation(t.db, databaseFiles, q2, year.id, adminId, null)));
    expect(burst.filter(Boolean)).toHaveLength(0);
    // A figure changed, four jobs at once publish it once, superseding the one before (kept).
    await t.db.execute(sql`update upload_rows set amount = amount + 1000 where id = (select min(id) from upload_rows
      where vote_id = ${health.id} and year_id = ${year.id} and kind = 'quarterly-releases' and quarter = 'Q2')`);
    const changed = await Promise.all(Array.from({ length: 4 }, () => publishConsolidation(t.db, databaseFiles, q2, year.id, adminId, null)));
    expect(changed.filter(Boolean)).toHaveLength(1);
    const inYear = await t.db.select().from(publications).where(eq(publications.document, 'in-year-report'));
    expect([inYear.length, inYear.filter((x) => x.supersededAt === null).length]).toEqual([2, 1]);
    expect(inYear.find((x) => x.supersededAt === null)!.files['budget.csv'].sha256).not.toBe(inYear.find((x) => x.supersededAt !== null)!.files['budget.csv'].sha256);
  });

  it('publishes the adjusted budget (adjusted phase) when a virement report is consolidated: approved, supplementaries and virements of every vote, valid and equal to SQL', async () => {
    // Health moves 1,250,000 from non-wage to development, as its officer uploads it.
    const [line] = await rows<{ code: string }>(sql`select p.code from programme_votes pv join programmes p on p.id = pv.programme_id where pv.vote_id = ${health.id} order by pv.id limit 1`);
    const moved = await postUpload(t.app, 'virement', await workbook('virement', [['014', line.code, 'NonWage', line.code, 'GoUDevt', 1250000, 'Equipment for regional referral hospitals']]), cg);
    expect(moved.status).toBe(200);
    const s = await make.approveFully('virement_request', year.id, health.id, cg);
    const done = await t.gql('mutation($s:Int!,$v:Int!){ consolidateSubmission(Submission_ID:$s, Version:$v){ Is_Consolidated } }', { s: s.id, v: s.version }, admin);
    expect(done.errors).toBeUndefined();
    await t.jobsDone(CONSOLIDATION_QUEUE);
    const p = (await listed()).find((x) => x.document === 'adjusted-budget')!;
    expect([p.phase, p.budgetYear]).toEqual(['adjusted', budgetYear]);
    const descriptor = (await open(p.files['datapackage.json'].url)).json();
    await writeFile(join(dir, 'budget.csv'), (await open(p.files['budget.csv'].url)).rawPayload);
    const pkg = await Package.load(descriptor, { basePath: dir });
    expect(pkg.errors.map((e) => e.message)).toEqual([]);
    expect((await Profile.load('fiscal-data-package')).validate(descriptor).errors.map((e) => e.message)).toEqual([]);
    expect(descriptor.model.measures.adjusted).toMatchObject({ source: 'adjusted_ugx', phase: 'adjusted' });
    expect(descriptor.model.measures.approved).toMatchObject({ source: 'approved_ugx', phase: 'approved' });
    const table = await pkg.getResource('budget').read({ keyed: true, cast: true });
    const sum = (k: string, of = table) => of.reduce((a, r) => a + Number(r[k]), 0);

    // Every vote's approved allocation (Y1 of its last stage with figures) and every adjustment of the year, against SQL.
    const [held] = await rows<{ approved: number; supplementary: number; virement: number }>(sql`
      with st as (select pv.vote_id, max(s.stage) stage from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id join budget_stages s on s.id = m.stage_id
        where m.year_id = ${year.id} and m.kind = 'allocation' group by pv.vote_id)
      select (select sum(m.y1_wage + m.y1_non_wage + m.y1_gou_devt + m.y1_aia + m.y1_donor) from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id
          join budget_stages s on s.id = m.stage_id join st on st.vote_id = pv.vote_id and st.stage = s.stage where m.year_id = ${year.id} and m.kind = 'allocation')::float8 approved,
        (select sum(amount) from budget_adjustments where year_id = ${year.id} and kind = 'supplementary')::float8 supplementary,
        (select sum(amount) from budget_adjustments where year_id = ${year.id} and kind = 'virement')::float8 virement`);
    expect(held.supplementary).toBeGreaterThan(0);
    expect([sum('approved_ugx'), sum('supplementary_ugx'), sum('virement_in_ugx'), sum('virement_out_ugx')])
      .toEqual([held.approved, held.supplementary, held.virement, held.virement]);
    expect(sum('adjusted_ugx')).toBe(held.approved + held.supplementary);
    expect(p.total).toBe(held.approved + held.supplementary);
    // Health's line: 1,250,000 out of non-wage into development.
    const mine = table.filter((r) => r.vote_code === '014');
    expect([sum('virement_in_ugx', mine.filter((r) => r.budget_category === 'GoU development')), sum('virement_out_ugx', mine.filter((r) => r.budget_category === 'Non wage'))])
      .toEqual([1250000, 1250000]);
    expect((await open(p.files['summary.json'].url)).json()).toMatchObject({ document: 'adjusted-budget', adjusted: held.approved + held.supplementary });
    // The key documents' calendar is as it was: the adjusted budget has no statutory date.
    const c = (await open(`/api/open/calendar?year=${budgetYear}`)).json();
    expect(c.rows.map((r: { document: string }) => r.document)).not.toContain('adjusted-budget');
  });

  it('publishes at the demo\'s first start last year\'s enacted budget: every vote, valid, its total the budget being carried out (this year\'s Y0), once', async () => {
    await publishLastYear({ db: t.db, files: databaseFiles }, year);
    const p = (await listed()).find((x) => x.document === 'enacted-budget')!;
    expect([p.phase, p.budgetYear, p.votes]).toEqual(['approved', year.fiscalYear, (await rows(sql`select id from votes where kind = 'CG' and status`)).length]);
    const [held] = await rows<{ n: number; total: number }>(sql`select count(*)::int n, sum(l.amount)::float8 total from budget_lines l
      join budget_stages s on s.id = l.stage_id and s.stage = 3 and s.process_area = 'CG' join fiscal_years y on y.id = l.year_id and y.end_date = ${year.startDate}::date - 1`);
    // The budget being carried out this year: Y0 of every vote's allocations in the stage being worked.
    const [current] = await rows<{ total: number }>(sql`select sum(y0_wage + y0_non_wage + y0_gou_devt + y0_aia + y0_donor)::float8 total from cg_mtefs m
      join budget_stages s on s.id = m.stage_id and s.is_active and s.process_area = 'CG' where m.year_id = ${year.id} and m.kind = 'allocation'`);
    expect([p.lines, p.total]).toEqual([held.n, held.total]);
    expect(held.total).toBe(current.total);
    const descriptor = (await open(p.files['datapackage.json'].url)).json();
    await writeFile(join(dir, 'budget.csv'), (await open(p.files['budget.csv'].url)).rawPayload);
    const pkg = await Package.load(descriptor, { basePath: dir });
    expect(pkg.errors.map((e) => e.message)).toEqual([]);
    expect(descriptor.model.measures.amount).toMatchObject({ currency: 'UGX', phase: 'approved' });
    const table = await pkg.getResource('budget').read({ keyed: true, cast: true });
    expect(table.reduce((s, r) => s + Number(r.amount_ugx), 0)).toBe(held.total);
    // Where its money comes from, a second table of the package, cast by the library and equal to the stage's estimates.
    expect((await Profile.load('fiscal-data-package')).validate(descriptor).errors.map((e) => e.message)).toEqual([]);
    expect(descriptor.model.measures.revenue).toMatchObject({ resource: 'revenue', direction: 'revenue', currency: 'UGX' });
    await writeFile(join(dir, 'revenue.csv'), (await open(p.files['revenue.csv'].url)).rawPayload);
    const sources = await (await Package.load(descriptor, { basePath: dir })).getResource('revenue').read({ keyed: true, cast: true });
    const estimates = await rows<{ code: string; amount: number }>(sql`select e.code, e.amount::float8 amount from revenue_estimates e
      join budget_stages s on s.id = e.stage_id and s.stage = 3 and s.process_area = 'CG' join fiscal_years y on y.id = s.year_id and y.end_date = ${year.startDate}::date - 1`);
    expect(estimates.length).toBeGreaterThan(10);
    expect(Object.fromEntries(sources.map((r) => [r.gfs_source_code, Number(r.amount_ugx)]))).toEqual(Object.fromEntries(estimates.map((e) => [e.code, e.amount])));
    // Its documents predate the installation; a second start publishes nothing new.
    expect(p.pdf).toBeNull();
    const before = await t.db.$count(publications);
    await publishLastYear({ db: t.db, files: databaseFiles }, year);
    expect(await t.db.$count(publications)).toBe(before);
  });

  it('walks a vote of a published budget down to its items, and finds what it holds by name or code — from the published lines', async () => {
    await publishLastYear({ db: t.db, files: databaseFiles }, year);
    const p = (await listed()).find((x) => x.document === 'enacted-budget')!;
    // Independently: the approved lines the enacted budget published, added up in SQL.
    const lines = (by: ReturnType<typeof sql>) => rows<{ code: string; amount: number; votes: number }>(sql`select ${by} code, sum(l.amount)::float8 amount, count(distinct l.vote_id)::int votes
      from budget_lines l join budget_stages s on s.id = l.stage_id and s.stage = 3 and s.process_area = 'CG' join fiscal_years y on y.id = l.year_id and y.end_date = ${year.startDate}::date - 1
      join votes v on v.id = l.vote_id join programmes p on p.id = l.programme_id join sub_programmes sp on sp.id = l.sub_programme_id
      join coa_outputs o on o.id = l.output_id join coa_items i on i.id = l.item_id where ${by} is not null group by 1`);
    const walk = await open(`/api/open/publications/${p.id}/votes/${health.code}`);
    expect(walk.statusCode).toBe(200);
    const vote = walk.json<{ amount: number; programmes: { code: string; amount: number; children: { code: string; amount: number; children: { code: string; amount: number; children: { code: string; amount: number }[] }[] }[] }[] }>();
    const [held] = await lines(sql`case when v.code = ${health.code} then v.code end`);
    expect(vote.amount).toBe(held.amount);
    const byOutput = new Map((await lines(sql`case when v.code = ${health.code} then p.code || '.' || sp.code || '.' || o.code end`)).map((x) => [x.code, x.amount]));
    const byItem = new Map((await lines(sql`case when v.code = ${health.code} then p.code || '.' || sp.code || '.' || o.code || ' ' || i.code end`)).map((x) => [x.code, x.amount]));
    const outputs = vote.programmes.flatMap((pr) => pr.children.flatMap((sp) => sp.children.map((o) => ({ key: `${sp.code}.${o.code}`, o }))));
    expect(outputs.length).toBe(byOutput.size);
    for (const { key, o } of outputs) {
      expect(o.amount, key).toBe(byOutput.get(key));
      for (const item of o.children) expect(item.amount, `${key} ${item.code}`).toBe(byItem.get(`${key} ${item.code}`));
      expect(o.children.reduce((a, i) => a + i.amount, 0)).toBe(o.amount);
    }
    // An item across the budget: its national total and how many votes spend on it.
    const [item] = await rows<{ code: string; name: string }>(sql`select i.code, i.name from budget_lines l join coa_items i on i.id = l.item_id
      join budget_stages s on s.id = l.stage_id and s.stage = 3 and s.process_area = 'CG' join fiscal_years y on y.id = l.year_id and y.end_date = ${year.startDate}::date - 1
      where l.vote_id = ${health.id} group by 1, 2 order by count(*) desc, 1 limit 1`);
    const national = (await lines(sql`i.code`)).find((x) => x.code === item.code)!;
    const found = (await open(`/api/open/publications/${p.id}/search?q=${encodeURIComponent(item.name.slice(0, 12))}`)).json().results as { kind: string; code: string; amount: number; votes?: number }[];
    expect(found.find((r) => r.kind === 'item' && r.code === item.code)).toMatchObject({ amount: national.amount, votes: national.votes });
    const byCode = (await open(`/api/open/publications/${p.id}/search?q=${health.code}`)).json().results as { kind: string; code: string; amount: number }[];
    expect(byCode.find((r) => r.kind === 'vote')).toMatchObject({ code: health.code, amount: held.amount });
    // Clear refusals: too short or too long a search, a vote the budget does not hold, a publication that holds no lines.
    expect((await open(`/api/open/publications/${p.id}/search?q=a`)).statusCode).toBe(400);
    expect((await open(`/api/open/publications/${p.id}/search?q=${'x'.repeat(81)}`)).statusCode).toBe(400);
    expect((await open(`/api/open/publications/${p.id}/votes/NOPE`)).statusCode).toBe(404);
    const inYear = (await listed()).find((x) => x.document === 'in-year-report');
    if (inYear) expect((await open(`/api/open/publications/${inYear.id}/votes/${health.code}`)).statusCode).toBe(404);
  });

  it('opens each function of government down to the votes that spend on it, as the published lines add up', async () => {
    const p = (await listed()).find((x) => x.document === 'enacted-budget')!;
    // Independently: the published CSV, read with a CSV library and added up here.
    const csvRows = parse<Record<string, string>>((await open(p.files['budget.csv'].url)).rawPayload, { columns: true });
    const summary = (await open(p.files['summary.json'].url)).json<{ byFunction: { code: string; amount: number }[] }>();
    for (const f of summary.byFunction) {
      const own = csvRows.filter((r) => r.cofog_code === f.code);
      const byVote = new Map<string, number>();
      for (const r of own) byVote.set(r.vote_code, (byVote.get(r.vote_code) ?? 0) + Number(r.amount_ugx));
      const res = await open(`/api/open/publications/${p.id}/functions/${f.code || 'none'}`);
      expect(res.statusCode, f.code).toBe(200);
      const walked = res.json<{ amount: number; votes: { code: string; amount: number; sectors: { amount: number }[] }[] }>();
      expect(walked.amount).toBe(f.amount);
      expect(new Map(walked.votes.map((v) => [v.code, v.amount]))).toEqual(byVote);
      for (const v of walked.votes) expect(v.sectors.reduce((a, x) => a + x.amount, 0)).toBe(v.amount);
    }
    for (const bad of ['7', 'abc', '07.123', '%27%20or%201=1']) expect((await open(`/api/open/publications/${p.id}/functions/${bad}`)).statusCode).toBe(404);
  });

  it('walks and finds a name as a ministry\'s file writes it — a semicolon, quotes and a line break in it — whole', async () => {
    const [o] = await rows<{ id: number; code: string; sp: string }>(sql`select o.id, o.code, sp.code sp from budget_lines l join coa_outputs o on o.id = l.output_id
      join sub_programmes sp on sp.id = o.sub_programme_id join fiscal_years y on y.id = l.year_id and y.end_date = ${year.startDate}::date - 1
      where l.vote_id = ${health.id} order by l.amount desc limit 1`);
    const name = 'Drugs; vaccines and "essential" supplies\nfor the districts, Q1; Q2';
    await t.db.execute(sql`update coa_outputs set name = ${name} where id = ${o.id}`);
    await publishLastYear({ db: t.db, files: databaseFiles }, year);
    const p = (await listed()).find((x) => x.document === 'enacted-budget')!;
    const vote = (await open(`/api/open/publications/${p.id}/votes/${health.code}`)).json<{ programmes: { children: { code: string; children: { code: string; name: string }[] }[] }[] }>();
    const output = vote.programmes.flatMap((pr) => pr.children.filter((sp) => sp.code.endsWith(o.sp)).flatMap((sp) => sp.children)).find((x) => x.code === o.code && x.name === name);
    expect(output?.name).toBe(name);
    // The demo's outputs may serve several votes: every output found is the one renamed, Health's among them.
    const found = (await open(`/api/open/publications/${p.id}/search?q=${encodeURIComponent('vaccines and "essential"')}`)).json().results as { kind: string; name: string; vote: string }[];
    const outputs = found.filter((r) => r.kind === 'output');
    expect(new Set(outputs.map((r) => r.name))).toEqual(new Set([name]));
    expect(outputs.map((r) => r.vote)).toContain(health.code);
  });

  it('publishes, beside an in-year report\'s programmes, each line of the votes held month by month: valid, and equal to SQL over the lines and months', async () => {
    // Health's first quarter held month by month from the financial system, from its approved lines of the year before.
    const [before] = await rows<{ id: number }>(sql`select id from fiscal_years where start_date < ${year.startDate} order by start_date desc limit 1`);
    const approvedLines = sql`budget_lines l join budget_stages s on s.id = l.stage_id and s.stage = 3 and s.process_area = 'CG' where l.year_id = ${before.id} and l.vote_id = ${health.id}`;
    await t.db.execute(sql`insert into execution_lines (year_id, month, vote_id, programme_id, sub_programme_id, output_id, item_id, fund_id, warranted, released, spent)
      select ${year.id}::int, m, l.vote_id, l.programme_id, l.sub_programme_id, l.output_id, l.item_id, l.fund_id, floor(l.amount / 12), floor(l.amount / 12 * 0.9), floor(l.amount / 12 * 0.8)
      from budget_lines l join budget_stages s on s.id = l.stage_id and s.stage = 3 and s.process_area = 'CG' cross join generate_series(1, 3) m
      where l.year_id = ${before.id} and l.vote_id = ${health.id}`);
    await t.db.transaction((tx) => refreshToDate(tx, year.id, before.id));
    const s = await make.approveFully('quarterly_performance_report_q1', year.id, health.id, cg);
    expect((await t.gql('mutation($s:Int!,$v:Int!){ consolidateSubmission(Submission_ID:$s, Version:$v){ Is_Consolidated } }', { s: s.id, v: s.version }, admin)).errors).toBeUndefined();
    await t.jobsDone(CONSOLIDATION_QUEUE);
    const p = (await listed()).find((x) => x.document === 'in-year-report' && (x as { quarter?: number }).quarter === 1)!;
    expect(Object.keys(p.files)).toContain('lines.csv');
    const descriptor = (await open(p.files['datapackage.json'].url)).json();
    await writeFile(join(dir, 'budget.csv'), (await open(p.files['budget.csv'].url)).rawPayload);
    await writeFile(join(dir, 'lines.csv'), (await open(p.files['lines.csv'].url)).rawPayload);
    const pkg = await Package.load(descriptor, { basePath: dir });
    expect(pkg.errors.map((e) => e.message)).toEqual([]);
    expect((await Profile.load('fiscal-data-package')).validate(descriptor).errors.map((e) => e.message)).toEqual([]);
    expect(descriptor.model.measures.line_spent).toMatchObject({ resource: 'lines', phase: 'executed', currency: 'UGX' });
    const table = await pkg.getResource('lines').read({ keyed: true, cast: true });
    const sum = (rows_: Record<string, unknown>[], k: string) => rows_.reduce((a, r) => a + Number(r[k]), 0);
    const [held] = await rows<{ approved: number; released: number; spent: number; lines: number }>(sql`select
      (select sum(l.amount) from ${approvedLines})::float8 approved, (select count(*) from ${approvedLines})::int lines,
      (select sum(released) from execution_lines where year_id = ${year.id} and vote_id = ${health.id} and month <= 3)::float8 released,
      (select sum(spent) from execution_lines where year_id = ${year.id} and vote_id = ${health.id} and month <= 3)::float8 spent`);
    expect([table.length, sum(table, 'approved_ugx'), sum(table, 'released_ugx'), sum(table, 'spent_ugx')]).toEqual([held.lines, held.approved, held.released, held.spent]);
    expect(new Set(table.map((r) => r.vote_code))).toEqual(new Set([health.code]));
    // The programme table of the same report reads the same months: one model.
    const programmes = await pkg.getResource('budget').read({ keyed: true, cast: true });
    expect([sum(programmes, 'released_ugx'), sum(programmes, 'spent_ugx')]).toEqual([held.released, held.spent]);
  });

  it('publishes the year\'s consolidated out-turn report as the year-end report: every quarter, and each line held month by month, valid and equal to SQL', async () => {
    const s = await make.approveFully('annual_budget_performance_report', year.id, health.id, cg);
    expect((await t.gql('mutation($s:Int!,$v:Int!){ consolidateSubmission(Submission_ID:$s, Version:$v){ Is_Consolidated } }', { s: s.id, v: s.version }, admin)).errors).toBeUndefined();
    await t.jobsDone(CONSOLIDATION_QUEUE);
    const p = (await listed()).find((x) => x.document === 'year-end-report')! as Awaited<ReturnType<typeof listed>>[number] & { quarter: number | null };
    expect([p.phase, p.budgetYear, p.quarter, p.votes]).toEqual(['executed', year.fiscalYear, null, 1]);
    expect(Object.keys(p.files)).toEqual(expect.arrayContaining(['budget.csv', 'lines.csv']));
    const descriptor = (await open(p.files['datapackage.json'].url)).json();
    expect(descriptor.keywords).toContain('year-end-report');
    await writeFile(join(dir, 'budget.csv'), (await open(p.files['budget.csv'].url)).rawPayload);
    await writeFile(join(dir, 'lines.csv'), (await open(p.files['lines.csv'].url)).rawPayload);
    const pkg = await Package.load(descriptor, { basePath: dir });
    expect(pkg.errors.map((e) => e.message)).toEqual([]);
    expect((await Profile.load('fiscal-data-package')).validate(descriptor).errors.map((e) => e.message)).toEqual([]);
    const table = await pkg.getResource('budget').read({ keyed: true, cast: true });
    const lines = await pkg.getResource('lines').read({ keyed: true, cast: true });
    expect(new Set([...table, ...lines].map((r) => r.period))).toEqual(new Set(['Q1-Q4']));
    // Against SQL: the first quarter from the months held (one model), the three after from the quarterly uploads.
    const [held] = await rows<{ released: number; spent: number; lineReleased: number; lineSpent: number }>(sql`select
      (select sum(amount) from upload_rows where vote_id = ${health.id} and year_id = ${year.id} and kind = 'quarterly-releases' and quarter <> 'Q1')::float8
        + (select sum(released) from execution_lines where year_id = ${year.id} and vote_id = ${health.id} and month <= 3)::float8 released,
      (select sum((data->>'Expenditure_Amount')::numeric) from upload_rows where vote_id = ${health.id} and year_id = ${year.id} and kind = 'quarterly-warrants-expenditure' and quarter <> 'Q1')::float8
        + (select sum(spent) from execution_lines where year_id = ${year.id} and vote_id = ${health.id} and month <= 3)::float8 spent,
      (select sum(released) from execution_lines where year_id = ${year.id} and vote_id = ${health.id})::float8 "lineReleased",
      (select sum(spent) from execution_lines where year_id = ${year.id} and vote_id = ${health.id})::float8 "lineSpent"`);
    const sum = (rows_: Record<string, unknown>[], k: string) => rows_.reduce((a, r) => a + Number(r[k]), 0);
    expect([sum(table, 'released_ugx'), sum(table, 'spent_ugx')]).toEqual([held.released, held.spent]);
    expect([sum(lines, 'released_ugx'), sum(lines, 'spent_ugx')]).toEqual([held.lineReleased, held.lineSpent]);
    expect((await open(p.files['summary.json'].url)).json()).toMatchObject({ document: 'year-end-report', released: held.released, spent: held.spent });
    // The calendar counts it as the year's year-end report, of one vote of all: in part.
    const c = (await open(`/api/open/calendar?year=${year.fiscalYear}`)).json();
    expect(c.rows.find((r: { document: string }) => r.document === 'year-end-report')).toMatchObject({ status: 'partial' });
  });
});
