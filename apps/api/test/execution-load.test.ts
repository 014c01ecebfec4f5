import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { codeKey } from '@pbs/domain';
import { setupApp, sqlRows } from './helpers.js';
import { factories } from './factories.js';
import { executionLoads, nationalLoads } from './load-helpers.js';
import { postUpload, workbook } from './upload-helpers.js';
import { quarterMoney } from '../src/modules/performance/dashboard.repo.js';
import { refreshToDate } from '../src/modules/execution/execution.repo.js';
import { nationalYear, PUBLISHED_MAPPING, SECTORS, toCsv } from '../src/seed/national-year.js';
import { damagedMonth, executionMonths, IFMIS_MAPPING, IFMIS_UPGRADED_MAPPING, type MonthFile } from '../src/seed/execution-months.js';

const t = await setupApp();
const make = factories(t);
const officer = await make.user('Budget Officer');
const ownVote = await make.vote();
const voteUser = await make.user('CG Initiator', { voteId: ownVote.id });
const csv = (f: MonthFile) => Buffer.from(toCsv(f.header, f.rows.map((r) => r ?? [])));

type Measure = 'warranted' | 'released' | 'spent';
const MEASURES: Measure[] = ['warranted', 'released', 'spent'];
const FUND_CODE = IFMIS_MAPPING.funds;

/** A month's file added up by vote, item or fund, from its rows alone (not by the product): codes by their key. */
function fileTotals(f: MonthFile, by: 'vote' | 'item' | 'fund') {
  const mapping = f.header.includes('Period') ? IFMIS_MAPPING : IFMIS_UPGRADED_MAPPING;
  const at = (field: string) => f.header.indexOf(mapping.columns[field as keyof typeof mapping.columns] ?? '');
  const keyCol = at(by === 'vote' ? 'voteCode' : by === 'item' ? 'itemCode' : 'fund');
  const out = new Map<string, Record<Measure, number>>();
  for (const r of f.rows) {
    if (!r) continue;
    const raw = String(r[keyCol]);
    const key = by === 'fund' ? FUND_CODE[raw] ?? raw : codeKey(raw);
    const sums = out.get(key) ?? { warranted: 0, released: 0, spent: 0 };
    for (const m of MEASURES) sums[m] += Math.round(Number(r[at(m)]));
    out.set(key, sums);
  }
  return out;
}

/**
 * A year of spending loaded from the financial system: the year before holds the detailed estimates the year is carried
 * out under (its budget year), and each month is the financial system's export of those estimates' lines.
 */
async function spendingYear(votes: number, seed: number) {
  const budgetYear = await make.year({ activeStage: 2 });
  const year = await make.year({ activeStage: 2 });
  const national = nationalYear({ votes, seed });
  const loads = executionLoads(t, year.id, officer.token);

  /** The estimates of the budget year loaded, and the mappings the months are read with kept. */
  async function loadEstimates() {
    const estimates = nationalLoads(t, budgetYear.id, 2, officer.token);
    await estimates.keepMapping('Published layout', PUBLISHED_MAPPING.columns, PUBLISHED_MAPPING.funds);
    const budget = await estimates.check(Buffer.from(toCsv(national.header, national.rows)), 'national.csv', 'Published layout');
    expect((await estimates.commit(budget.load.Load_ID)).State).toBe('loaded');
    await loads.keepMapping('IFMIS 2025', IFMIS_MAPPING.columns, IFMIS_MAPPING.funds);
    await loads.keepMapping('IFMIS upgraded', IFMIS_UPGRADED_MAPPING.columns, IFMIS_UPGRADED_MAPPING.funds);
  }

  /** The month as stored, added up in SQL by vote, item or fund code. */
  async function heldTotals(month: number, by: 'vote' | 'item' | 'fund') {
    const [join, code] = by === 'vote' ? [sql`join votes x on x.id = e.vote_id`, sql`x.code`] : by === 'item' ? [sql`join coa_items x on x.id = e.item_id`, sql`x.code`] : [sql`join coa_funds x on x.id = e.fund_id`, sql`x.code`];
    const rows = await sqlRows<{ code: string; warranted: number; released: number; spent: number }>(t.db, sql`select ${code} code, sum(e.warranted)::float8 warranted,
      sum(e.released)::float8 released, sum(e.spent)::float8 spent from execution_lines e ${join} where e.year_id = ${year.id} and e.month = ${month} group by 1`);
    return new Map(rows.map((r) => [by === 'fund' ? r.code : codeKey(r.code), { warranted: r.warranted, released: r.released, spent: r.spent }]));
  }

  const monthState = async (month: number) => (await sqlRows<{ n: number; spent: number; ids: string }>(t.db, sql`select count(*)::int n, coalesce(sum(spent), 0)::float8 spent,
    coalesce(string_agg(id::text || ':' || spent::text, ',' order by id), '') ids from execution_lines where year_id = ${year.id} and month = ${month}`))[0];

  async function loadMonth(f: MonthFile, month = f.month) {
    const mapping = f.header.includes('Period') ? 'IFMIS 2025' : 'IFMIS upgraded';
    const checked = await loads.check(csv(f), month, mapping);
    expect(checked.status).toBe(202);
    expect(checked.load.Problems).toEqual([]);
    expect(checked.load.State).toBe('checked');
    return { checked: checked.load, loaded: await loads.commit(checked.load.Load_ID) };
  }

  return { budgetYear, year, national, months: executionMonths(national), loads, loadEstimates, heldTotals, monthState, loadMonth };
}

// A national year of 140 votes (about 21,000 lines a month) on PostgreSQL. PGlite runs the same code at about half the
// speed (docs/PERFORMANCE.md measures its load at full size): there 36 votes, about 5,400 lines a month with every shape
// of the export — still more than one slice of the month's writes (5,000 rows) — keeps CI's time. A small year of its
// own carries the properties that hold at any size.
const nationalSpend = await spendingYear(process.env.DATABASE_URL ? 140 : 36, 77);
const smallSpend = await spendingYear(24, 78);

// Twelve months of the national year, checked and written, and what the product answers of them.
describe('the year as it is spent, loaded month by month from the financial system', { timeout: 600_000 }, () => {
  const { budgetYear, year, national, months, loadEstimates, heldTotals, loadMonth } = nationalSpend;

  it('loads the year\'s estimates, then twelve months whose totals by vote, item and fund equal each file\'s', async () => {
    await loadEstimates();
    for (const f of months) {
      const { checked, loaded } = await loadMonth(f);
      expect(checked.Kind).toBe('execution');
      expect(checked.Month).toBe(f.month);
      expect(checked.Preview.Blank_Rows).toBeGreaterThan(0);
      expect(checked.Preview.Repeated).toBeGreaterThan(0);
      expect(checked.Preview.Warning_Count).toBe(0);
      const spentOfFile = [...fileTotals(f, 'vote').values()].reduce((s, v) => s + v.spent, 0);
      expect(checked.Preview.Measures.find((m: { Code: string }) => m.Code === 'spent').File).toBe(spentOfFile);
      expect(loaded.State).toBe('loaded');
      for (const by of ['vote', 'item', 'fund'] as const) expect(await heldTotals(f.month, by)).toEqual(fileTotals(f, by));
    }
  });

  it('answers the budget against its execution to a month by vote, economic class and function, equal to the files\' and the estimates\' own sums', async () => {
    const SECTOR_COFOG = new Map(SECTORS.map(([code, , cofog]) => [codeKey(code), cofog]));
    // The ministry classes the budget year's sectors under their COFOG division on the Sectors screen (the files carry none).
    const { data } = await t.gql('{ sectors { Sector_ID Year_ID Sector_Code Sector_Name } }', {}, officer.token);
    for (const x of (data.sectors as { Sector_ID: number; Year_ID: number; Sector_Code: string; Sector_Name: string }[]).filter((x) => x.Year_ID === budgetYear.id)) {
      const r = await t.gql('mutation($id:Int!,$i:SectorInput!){ updateSector(id:$id, input:$i){ COFOG } }',
        { id: x.Sector_ID, i: { Year_ID: x.Year_ID, Sector_Code: x.Sector_Code, Sector_Name: x.Sector_Name, COFOG: SECTOR_COFOG.get(codeKey(x.Sector_Code)) } }, officer.token);
      expect(r.errors).toBeUndefined();
    }
    // Each budget line's function from its own row of the estimates; a month's line takes its budget line's.
    const lineKey = (vote: unknown, programme: unknown, sub: unknown, output: unknown, item: unknown, fund: string) =>
      [vote, programme, sub, output, item].map((c) => codeKey(String(c))).join('|') + '|' + fund;
    const cofogOfLine = new Map<string, string>();
    const expected = { vote: new Map<string, { approved: number; spent: number }>(), economicClass: new Map<string, { approved: number; spent: number }>(), function: new Map<string, { approved: number; spent: number }>() };
    const add = (by: keyof typeof expected, key: string, measure: 'approved' | 'spent', amount: number) => {
      const row = expected[by].get(key) ?? { approved: 0, spent: 0 };
      row[measure] += amount;
      expected[by].set(key, row);
    };
    for (const r of national.rows) {
      const fund = (PUBLISHED_MAPPING.funds as Record<string, string>)[String(r[12])] ?? String(r[12]);
      const cofog = SECTOR_COFOG.get(codeKey(String(r[0]))) ?? '';
      cofogOfLine.set(lineKey(r[2], r[4], r[6], r[8], r[10], fund), cofog);
      const amount = Math.round(Number(r[13]));
      add('vote', codeKey(String(r[2])), 'approved', amount);
      add('economicClass', String(r[10]).slice(0, 2), 'approved', amount);
      add('function', cofog, 'approved', amount);
    }
    for (const f of months.slice(0, 6)) {
      const mapping = f.header.includes('Period') ? IFMIS_MAPPING : IFMIS_UPGRADED_MAPPING;
      const at = (field: keyof typeof mapping.columns) => f.header.indexOf(mapping.columns[field] ?? '');
      for (const r of f.rows) {
        if (!r) continue;
        const spent = Math.round(Number(r[at('spent')]));
        add('vote', codeKey(String(r[at('voteCode')])), 'spent', spent);
        add('economicClass', String(r[at('itemCode')]).slice(0, 2), 'spent', spent);
        add('function', cofogOfLine.get(lineKey(r[at('voteCode')], r[at('programmeCode')], r[at('subProgrammeCode')], r[at('outputCode')], r[at('itemCode')], FUND_CODE[String(r[at('fund')])] ?? '')) ?? '?', 'spent', spent);
      }
    }
    for (const by of ['vote', 'economicClass', 'function'] as const) {
      const r = await t.gql('query($y:Int!,$b:[String!]!){ executionTotals(Year_ID:$y, By:$b, To_Month:6){ Code_1 Name_1 Approved Spent Spent_Share } }', { y: year.id, b: [by] }, officer.token);
      expect(r.errors).toBeUndefined();
      const got = new Map((r.data.executionTotals as { Code_1: string; Approved: number; Spent: number }[]).map((x) => [by === 'vote' ? codeKey(x.Code_1) : x.Code_1, { approved: x.Approved, spent: x.Spent }]));
      expect(got).toEqual(expected[by]);
    }
    // A vote's officer reads its own vote only, whatever vote is asked for.
    const [vote12] = await sqlRows<{ id: number; code: string }>(t.db, sql`select id, code from votes where ltrim(code, '0') = '12'`);
    const own = await make.user('CG Initiator', { voteId: vote12.id });
    const mine = await t.gql('query($y:Int!){ executionTotals(Year_ID:$y, By:["vote"], To_Month:6){ Code_1 Approved Spent } }', { y: year.id }, own.token);
    expect(mine.data.executionTotals.map((x: { Code_1: string }) => codeKey(x.Code_1))).toEqual(['12']);
    expect(mine.data.executionTotals[0].Spent).toBe(expected.vote.get('12')?.spent);
    const other = await t.gql('query($y:Int!,$v:Int!){ executionTotals(Year_ID:$y, By:["vote"], Vote_ID:$v){ Code_1 } }', { y: year.id, v: vote12.id + 1 }, own.token);
    expect(other.errors?.[0]?.message).toBeTruthy();
  });

  it('reads a quarter held month by month as its lines\' sums, and refuses a quarterly upload for it', async () => {
    // The dashboard's quarters and the in-year reports read quarterly_figures: Q1 is months 1–3 of the files.
    const spentOf = (fs: MonthFile[]) => fs.reduce((s, f) => s + [...fileTotals(f, 'vote').values()].reduce((a, v) => a + v.spent, 0), 0);
    const quarters = await quarterMoney(t.db, year.id, null);
    expect(quarters.find((q) => q.quarter === 'Q1')?.spent).toBe(spentOf(months.slice(0, 3)));
    expect(quarters.find((q) => q.quarter === 'Q3')?.spent).toBe(spentOf(months.slice(6, 9)));
    // An upload of a held vote's Q1 is refused row by row; another vote's quarter goes in as before.
    const [held] = await sqlRows<{ vote: string; programme: string }>(t.db, sql`select v.code vote, p.code programme from execution_lines e
      join votes v on v.id = e.vote_id join programmes p on p.id = e.programme_id where e.year_id = ${year.id} limit 1`);
    const before = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int n from upload_rows where year_id = ${year.id}`);
    const refused = await postUpload(t.app, 'quarterly-releases', await workbook('quarterly-releases', [[held.vote, held.programme, 'Q1', 'Wage', 1_000]]), officer.token, `?Year_ID=${year.id}`);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(refused.body)).toContain('UPLOAD.ROW.HELD_BY_MONTHS');
    expect(await sqlRows(t.db, sql`select count(*)::int n from upload_rows where year_id = ${year.id}`)).toEqual(before);
    const [own] = await sqlRows<{ vote: string; programme: string }>(t.db, sql`select v.code vote, p.code programme from votes v
      join programme_votes pv on pv.vote_id = v.id join programmes p on p.id = pv.programme_id where v.id = ${ownVote.id} limit 1`);
    const accepted = await postUpload(t.app, 'quarterly-releases', await workbook('quarterly-releases', [[own.vote, own.programme, 'Q1', 'Wage', 1_000]]), officer.token, `?Year_ID=${year.id}`);
    expect(accepted.status).toBe(200);
  });

});

// What a month's load does whatever the year's size: loaded twice, saved by Calc, committed twice at once, damaged,
// corrected and reverted, refused by the year's rules.
describe('a month loaded again, corrected or refused', { timeout: 600_000 }, () => {
  const { budgetYear, year, months, loads, loadEstimates, heldTotals, monthState, loadMonth } = smallSpend;

  // A year's estimates and twelve months through their jobs: longer than a hook's minute on a slow machine.
  beforeAll(async () => {
    await loadEstimates();
    for (const f of months) expect((await loadMonth(f)).loaded.State).toBe('loaded');
  }, 600_000);

  it('changes nothing when a month is loaded again', async () => {
    const before = await monthState(1);
    const { loaded } = await loadMonth(months[0]);
    expect(loaded.State).toBe('loaded');
    expect(loaded.Batch_ID).toBeNull();
    expect(await monthState(1)).toEqual(before);
  });

  it("keeps the year's lines to date their size, refreshed load after load (PGlite runs no autovacuum)", async () => {
    const size = async () => (await sqlRows<{ n: number }>(t.db, sql`select pg_relation_size('execution_to_date')::float8 n`))[0]?.n ?? 0;
    const held = async () => (await sqlRows<{ h: string }>(t.db, sql`select md5(string_agg(e::text, ',' order by e.vote_id, e.sub_programme_id,
      coalesce(e.output_id, 0), e.item_id, e.fund_id)) h from execution_to_date e where e.year_id = ${year.id}`))[0]?.h;
    const before = await held();
    const sizes: number[] = [];
    for (let k = 0; k < 6; k++) {
      await t.db.transaction((tx) => refreshToDate(tx, year.id, budgetYear.id));
      sizes.push(await size());
    }
    // Each refresh writes the year where the one before it left room: the table does not grow by the year each time.
    expect(Math.max(...sizes.slice(2))).toBeLessThanOrEqual(Math.max(sizes[0] ?? 0, sizes[1] ?? 0));
    expect(await held()).toBe(before);
  });

  it('reads a month saved again by LibreOffice Calc as it read the export, changing nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pbs-exec-lo-'));
    writeFileSync(join(dir, 'ifmis-01.csv'), csv(months[0]));
    execFileSync('soffice', [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--infilter=CSV:44,34,76,1', '--convert-to', 'xlsx:Calc MS Excel 2007 XML',
      '--outdir', join(dir, 'lo'), join(dir, 'ifmis-01.csv')], { stdio: 'ignore', timeout: 180_000 });
    const before = await monthState(1);
    const r = await loads.check(readFileSync(join(dir, 'lo', 'ifmis-01.xlsx')), 1, 'IFMIS 2025');
    expect(r.load.State, JSON.stringify(r.load.Problems)).toBe('checked');
    // Calc wrote codes as numbers (their leading zeros gone) and the amounts as it read them: the same lines, the same figures.
    expect(r.load.Preview).toMatchObject({ Added: 0, Changed: 0, Removed: 0, Unchanged: before.n });
    expect((await loads.commit(r.load.Load_ID)).Batch_ID).toBeNull();
    expect(await monthState(1)).toEqual(before);
  });

  it('writes one file whole when two loads of the same month are committed at once', async () => {
    const [a, b] = [0, 1].map((k) => ({ ...months[2], rows: months[2].rows.filter((_, i) => i % 7 !== k) }));
    const [ca, cb] = [await loads.check(csv(a), 3, 'IFMIS 2025'), await loads.check(csv(b), 3, 'IFMIS 2025')];
    expect([ca.load.State, cb.load.State]).toEqual(['checked', 'checked']);
    const both = await Promise.all([ca, cb].map((c) => t.gql('mutation($id:String!){ commitEstimateLoad(Load_ID:$id){ State } }', { id: c.load.Load_ID }, officer.token)));
    expect(both.map((x) => x.errors)).toEqual([undefined, undefined]);
    await t.jobsDone('estimate-loads', 120_000);
    expect([(await loads.loadOf(ca.load.Load_ID)).State, (await loads.loadOf(cb.load.Load_ID)).State]).toEqual(['loaded', 'loaded']);
    // The month is one of the two files, never a mix of them.
    const held = await heldTotals(3, 'item');
    expect([fileTotals(a, 'item'), fileTotals(b, 'item')]).toContainEqual(held);
    // Back to the month as exported, for the tests after.
    expect((await loadMonth(months[2])).loaded.State).toBe('loaded');
    expect(await heldTotals(3, 'item')).toEqual(fileTotals(months[2], 'item'));
  });

  it('refuses a damaged month naming each bad row, and writes nothing', async () => {
    const before = await monthState(2);
    const damaged = damagedMonth(months[1]);
    const r = await loads.check(csv(damaged.file), 2, 'IFMIS 2025');
    expect(r.load.State).toBe('refused');
    expect(r.load.Problems.map((p: { Row: number }) => p.Row)).toEqual(damaged.rows);
    const messages = r.load.Problems.map((p: { Message: string }) => p.Message).join('\n');
    expect(messages).toContain('#REF!');
    expect(messages).toContain('twelve million');
    expect(messages).toContain('item 999999 is not in the chart');
    expect(messages).toContain('is not month 2 of the year');
    expect(await monthState(2)).toEqual(before);
  });

  it('replaces a month with its corrected file and, reverted, restores the month as it stood', async () => {
    const before = await monthState(3);
    const corrected = { ...months[2], rows: months[2].rows.filter((_, i) => i % 10 !== 0) };
    const { checked, loaded } = await loadMonth(corrected);
    // A tenth of the month's lines left out.
    expect(checked.Preview.Removed).toBeGreaterThan(months[2].rows.length / 20);
    expect(loaded.State).toBe('loaded');
    const after = await monthState(3);
    expect(after.n).toBeLessThan(before.n);
    const r = await loads.revert(loaded.Batch_ID);
    expect(r.errors).toBeUndefined();
    expect(await monthState(3)).toEqual(before);
    const again = await loads.revert(loaded.Batch_ID);
    expect(again.errors?.[0]?.message).toMatch(/already been reverted|reverted/i);
    expect(await monthState(3)).toEqual(before);
  });

  it('refuses, under Stop, a month releasing more than was warranted, spending more than was released or warranting above the budget — naming the row', async () => {
    const f = months[3];
    const mapping = IFMIS_MAPPING.columns;
    const col = (field: keyof typeof mapping) => f.header.indexOf(mapping[field] ?? '');
    const rows = f.rows.map((r) => (r ? [...r] : r));
    const dataRows = rows.flatMap((r, i) => (r ? [i] : []));
    const [a, b, c] = [dataRows[10], dataRows[20], dataRows[30]];
    // Four times the month's warrant: above what was warranted to date whatever earlier months left unreleased.
    const row = (i: number) => rows[i] ?? [];
    row(a)[col('released')] = Number(row(a)[col('warranted')]) * 4;
    row(b)[col('spent')] = Number(row(b)[col('released')]) * 4;
    row(c)[col('warranted')] = 9e12; row(c)[col('released')] = 1; row(c)[col('spent')] = 1;
    const before = await monthState(4);
    const r = await loads.check(csv({ ...f, rows }), 4, 'IFMIS 2025');
    expect(r.load.State).toBe('refused');
    expect(r.load.Problems.map((p: { Row: number }) => p.Row).sort((x: number, y: number) => x - y)).toEqual([a + 2, b + 2, c + 2]);
    const text = r.load.Problems.map((p: { Message: string }) => p.Message).join('\n');
    expect(text).toContain('is above warranted to date');
    expect(text).toContain('is above released to date');
    expect(text).toContain('is above the revised budget of the line');
    expect(await monthState(4)).toEqual(before);
    // Under Warn the month is written and the preview says what it breaks.
    await make.ceilingControl(year, 'Warn');
    try {
      const warned = await loads.check(csv({ ...f, rows }), 4, 'IFMIS 2025');
      expect(warned.load.State).toBe('checked');
      expect(warned.load.Preview.Warning_Count).toBe(3);
      expect(warned.load.Preview.Warnings.join('\n')).toContain('is above the revised budget of the line');
      expect((await loads.commit(warned.load.Load_ID)).State).toBe('loaded');
      expect((await monthState(4)).n).toBe(before.n);
      expect((await monthState(4)).spent).not.toBe(before.spent);
    } finally {
      await make.ceilingControl(year, 'Stop');
    }
  });

  it('refuses, under Stop, a month whose warrants take its quarter above a cash limit, naming the row; nothing written', async () => {
    // Month 5's lines of one vote, programme and category, and the quarter's warrants of that group (months 4–6 held).
    const [group] = await sqlRows<{ vote: string; programme: string; category: string; warranted: number }>(t.db, sql`select v.code vote, p.code programme,
      f.mtef_category category, sum(e.warranted)::float8 warranted from execution_lines e join votes v on v.id = e.vote_id join programmes p on p.id = e.programme_id
      join coa_funds f on f.id = e.fund_id where e.year_id = ${year.id} and e.month between 4 and 6 group by 1, 2, 3 order by 4 desc limit 1`);
    const limit = await postUpload(t.app, 'quarterly-cash-limits', await workbook('quarterly-cash-limits', [[group.vote, group.programme, 'Q2', group.category, group.warranted - 1]]),
      officer.token, `?Year_ID=${year.id}`);
    expect(limit.status).toBe(200);
    const before = await monthState(5);
    const r = await loads.check(csv(months[4]), 5, 'IFMIS 2025');
    expect(r.load.State).toBe('refused');
    // (Month 4's lines written under Warn above still break their rules to the end of month 5: said too.)
    const cash = (r.load.Problems as { Message: string }[]).filter((p) => p.Message.includes('cash limit'));
    expect(cash).toHaveLength(1);
    expect(cash[0].Message).toBe(`Vote ${group.vote}, programme ${group.programme}, Q2 ${group.category}: warranted in the quarter ${group.warranted.toLocaleString('en-GB')} is above its cash limit of ${(group.warranted - 1).toLocaleString('en-GB')}`);
    expect(await monthState(5)).toEqual(before);
  });

  it('refuses a vote user, a month out of the year, an estimates mapping and a year without estimates before it, changing nothing', async () => {
    const body = csv(months[4]);
    const before = await monthState(5);
    expect((await loads.check(body, 5, 'IFMIS 2025', voteUser.token)).status).toBe(403);
    expect((await loads.check(body, 13, 'IFMIS 2025')).status).toBe(400);
    const wrongKind = await loads.check(body, 5, 'Published layout');
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.load.error).toContain('reads detailed estimates, not a month of execution');
    const first = await make.year();
    const orphan = await make.year();
    const none = await loads.check(body, 5, 'IFMIS 2025', officer.token, orphan.id);
    expect(none.status).toBe(422);
    expect(none.load.error).toContain(`${first.fiscalYear} holds none`);
    expect(await monthState(5)).toEqual(before);
  });
});
