import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { codeKey } from '@pbs/domain';
import { setupApp, sqlRows } from './helpers.js';
import { factories } from './factories.js';
import { nationalLoads } from './load-helpers.js';
import { nationalYear, printedBook, PUBLISHED_MAPPING, toCsv, type NationalYear } from '../src/seed/national-year.js';

const t = await setupApp();
const make = factories(t);
const officer = await make.user('Budget Officer');

/** A year's totals by one segment, as estimateTotals answers them. */
async function totals(yearId: number, by: string) {
  const r = await t.gql('query($y:Int!,$b:[String!]!){ estimateTotals(Year_ID:$y, Stage:2, By:$b){ Code_1 Name_1 Amount } }', { y: yearId, b: [by] }, officer.token);
  expect(r.errors).toBeUndefined();
  return r.data.estimateTotals as { Code_1: string | null; Name_1: string | null; Amount: number }[];
}

/** Loads a generated year as published (CSV as Excel writes it), without forcing anything to fit. */
async function load(yearId: number, year: NationalYear, fileName: string) {
  const loads = nationalLoads(t, yearId, 2, officer.token);
  const checked = await loads.check(Buffer.from(toCsv(year.header, year.rows)), fileName, 'Published layout');
  expect(checked.load.State, JSON.stringify(checked.load.Problems?.slice(0, 3))).toBe('checked');
  const done = await loads.commit(checked.load.Load_ID);
  expect(done.State).toBe('loaded');
  return checked.load.Preview as { Programme_Scope: string; Renamed: { Segment: string; Count: number }[] };
}

describe('a chart of accounts year by year, scoped as real charts are (ADR 0024)', { timeout: 240_000 }, () => {
  const fy1 = nationalYear({ votes: 40, seed: 11, kind: 'vote', label: 'FY1' });
  const fy2 = nationalYear({ votes: 36, seed: 12, kind: 'national', label: 'FY2', reused: [7] });
  let y1 = 0;
  let y2 = 0;

  it('loads a year whose votes span sectors and whose programme codes are each vote\'s own, as published, and prints its book\'s sector and vote totals and names', async () => {
    await t.gql('mutation($n:String!,$c:[LoadColumnInput!]!,$f:[LoadFundNameInput!]!){ keepLoadMapping(Name:$n, Columns:$c, Funds:$f){ Name } }', {
      n: 'Published layout', c: Object.entries(PUBLISHED_MAPPING.columns).map(([Field, Column]) => ({ Field, Column })),
      f: Object.entries(PUBLISHED_MAPPING.funds).map(([Name, Fund]) => ({ Name, Fund })) }, officer.token);
    y1 = (await make.year({ activeStage: 2 })).id;
    const preview = await load(y1, fy1, 'fy1.csv');
    expect(preview.Programme_Scope).toBe('vote');
    const book = printedBook(fy1);
    // Every sector total is the sum of its lines (votes spanning sectors included), to the shilling, with its name.
    const sectors = await totals(y1, 'sector');
    expect(sectors.map((s) => [codeKey(s.Code_1 ?? ''), s.Name_1, s.Amount]).sort()).toEqual([...book.sectors].map(([k, s]) => [k, s.name, s.total]).sort());
    const votes = await totals(y1, 'vote');
    expect(votes.map((v) => [codeKey(v.Code_1 ?? ''), v.Name_1, v.Amount]).sort()).toEqual([...book.votes].map(([k, v]) => [k, v.name, v.total]).sort());
  });

  it('prints each vote\'s own programme and sub-programme names on its detailed estimates, never another vote\'s', async () => {
    const vote = (await sqlRows<{ id: number; code: string }>(t.db, sql`select id, code from votes where kind = 'CG'`)).find((v) => codeKey(v.code) === '12');
    expect(vote).toBeDefined();
    const r = await t.gql('query($y:Int!,$v:Int!){ voteDetail(Year_ID:$y, Stage:2, Vote_ID:$v){ Budget_Lines { Programme_Code Programme_Name SubProgramme_Code SubProgramme_Name Amount } } }',
      { y: y1, v: vote!.id }, officer.token);
    expect(r.errors).toBeUndefined();
    const printed = new Set((r.data.voteDetail.Budget_Lines as { Programme_Code: string; Programme_Name: string; SubProgramme_Name: string }[])
      .map((l) => `${codeKey(l.Programme_Code)} ${l.Programme_Name} / ${l.SubProgramme_Name}`));
    const file = new Set(fy1.rows.filter((row) => codeKey(String(row[2])) === '12').map((row) => `${codeKey(String(row[4]))} ${row[5]} / ${row[7]}`));
    expect([...printed].sort()).toEqual([...file].sort());
    // Programme 01 is named differently by each vote, and each vote's lines print its own name.
    const names = await sqlRows<{ n: number }>(t.db, sql`select count(distinct name)::int n from coa_names where year_id = ${y1} and segment = 'programme' and code in ('1', '01')`);
    expect(names[0]?.n).toBeGreaterThan(30);
  });

  it('holds a second year restructured in national programmes beside the first, each printing its own names; a reused vote code names its new institution', async () => {
    y2 = (await make.year({ activeStage: 2 })).id;
    const preview = await load(y2, fy2, 'fy2.csv');
    expect(preview.Programme_Scope).toBe('national');
    const book2 = printedBook(fy2);
    for (const [yearId, year] of [[y1, fy1], [y2, fy2]] as const) {
      const book = printedBook(year);
      const votes = await totals(yearId, 'vote');
      expect(votes.map((v) => [codeKey(v.Code_1 ?? ''), v.Name_1, v.Amount]).sort()).toEqual([...book.votes].map(([k, v]) => [k, v.name, v.total]).sort());
    }
    expect(book2.votes.get('7')?.name).toMatch(/^Authority 007/);
    expect((await totals(y2, 'vote')).find((v) => codeKey(v.Code_1 ?? '') === '7')?.Name_1).toBe(book2.votes.get('7')?.name);
    expect((await totals(y1, 'vote')).find((v) => codeKey(v.Code_1 ?? '') === '7')?.Name_1).toMatch(/^Vote 007 .*\(FY1\)$/);
    // Function totals need no crosswalk: every line's function is its sector's, summed.
    const fn = await totals(y2, 'function');
    expect(fn.reduce((a, f) => a + f.Amount, 0)).toBe(book2.total);
  });

  it('shows, before a file is committed, the names it would change in the year', async () => {
    const renamed = nationalYear({ votes: 40, seed: 11, kind: 'vote', label: 'FY1 revised' });
    const loads = nationalLoads(t, y1, 2, officer.token);
    const checked = await loads.check(Buffer.from(toCsv(renamed.header, renamed.rows)), 'fy1-revised.csv', 'Published layout');
    expect(checked.load.State).toBe('checked');
    expect(checked.load.Preview.Renamed.find((r: { Segment: string }) => r.Segment === 'vote')).toMatchObject({ Count: 40 });
    expect(checked.load.Preview).toMatchObject({ Added: 0, Changed: 0, Removed: 0 });
    await t.gql('mutation($id:String!){ dropEstimateLoad(Load_ID:$id){ Load_ID } }', { id: checked.load.Load_ID }, officer.token);
  });
});
