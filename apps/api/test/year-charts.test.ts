import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { codeKey } from '@pbs/domain';
import { setupApp, sqlRows } from './helpers.js';
import { factories } from './factories.js';
import { nationalLoads } from './load-helpers.js';
import { nationalYear, printedBook, PUBLISHED_MAPPING, SECTORS, toCsv, type NationalYear } from '../src/seed/national-year.js';
import ExcelJS from 'exceljs';

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

  it('compares the years by function without a crosswalk, and by vote through one: a merger on one row, a reused code on two', async () => {
    const compare = async (by: string, token = officer.token) => {
      const r = await t.gql('query($y:[Int!]!,$b:String!){ compareYears(Year_IDs:$y, Stage:2, By:$b){ Years { Year_ID Fiscal_Year Held } Rows { Code Name Amounts_By_Year } Totals } }',
        { y: [y2, y1], b: by }, token);
      expect(r.errors).toBeUndefined();
      return r.data.compareYears as { Years: { Year_ID: number; Held: boolean }[]; Rows: { Code: string; Name: string | null; Amounts_By_Year: number[] }[]; Totals: number[] };
    };
    // The ministry classes each year's sectors under their COFOG division on the Sectors screen (the files carry none).
    const cofogOf = new Map(SECTORS.map(([code, , cofog]) => [codeKey(code), cofog]));
    const { data } = await t.gql('{ sectors { Sector_ID Year_ID Sector_Code Sector_Name } }', {}, officer.token);
    for (const x of (data.sectors as { Sector_ID: number; Year_ID: number; Sector_Code: string; Sector_Name: string }[]).filter((x) => x.Year_ID === y1 || x.Year_ID === y2)) {
      const r = await t.gql('mutation($id:Int!,$i:SectorInput!){ updateSector(id:$id, input:$i){ COFOG } }',
        { id: x.Sector_ID, i: { Year_ID: x.Year_ID, Sector_Code: x.Sector_Code, Sector_Name: x.Sector_Name, COFOG: cofogOf.get(codeKey(x.Sector_Code)) } }, officer.token);
      expect(r.errors).toBeUndefined();
    }
    // Function: each line's sector's COFOG division, computed here from the files and the sectors' table.
    const byFunction = (year: NationalYear) => {
      const m = new Map<string, number>();
      for (const r of year.rows) { const f = cofogOf.get(codeKey(String(r[0])))!; m.set(f, (m.get(f) ?? 0) + Math.round(Number(r[13]))); }
      return m;
    };
    const fn = await compare('function');
    expect(fn.Years.map((y) => y.Year_ID)).toEqual([y1, y2]);
    expect(fn.Totals).toEqual([printedBook(fy1).total, printedBook(fy2).total]);
    const [f1, f2] = [byFunction(fy1), byFunction(fy2)];
    expect(fn.Rows.map((r) => [r.Code, r.Amounts_By_Year])).toEqual([...new Set([...f1.keys(), ...f2.keys()])].sort().map((c) => [c, [f1.get(c) ?? 0, f2.get(c) ?? 0]]));
    expect(fn.Rows.find((r) => r.Code === '07')?.Name).toBe('Health');

    // The ministry's crosswalk: FY2's vote 1 continues FY1's votes 1 and 2 (a merger); FY2's vote 7 is another institution.
    const keep = await t.gql('mutation($y:Int!,$f:Int!,$e:[CrosswalkInput!]!){ keepCrosswalk(Year_ID:$y, Segment:"vote", From_Year_ID:$f, Entries:$e){ Code From_Code } }',
      { y: y2, f: y1, e: [{ Code: '001', From_Code: '1' }, { Code: '1', From_Code: '002' }, { Code: '7' }] }, officer.token);
    expect(keep.errors).toBeUndefined();
    const v = await compare('vote');
    const [b1, b2] = [printedBook(fy1), printedBook(fy2)];
    const row = (code: string, name: RegExp) => v.Rows.find((r) => codeKey(r.Code) === code && name.test(r.Name ?? ''));
    expect(row('1', /\(FY2\)$/)?.Amounts_By_Year).toEqual([b1.votes.get('1')!.total + b1.votes.get('2')!.total, b2.votes.get('1')!.total]);
    expect(row('2', /\(FY2\)$/)?.Amounts_By_Year).toEqual([0, b2.votes.get('2')!.total]);
    expect(row('7', /^Vote 007 .*\(FY1\)$/)?.Amounts_By_Year).toEqual([b1.votes.get('7')!.total, 0]);
    expect(row('7', /^Authority 007/)?.Amounts_By_Year).toEqual([0, b2.votes.get('7')!.total]);
    // Votes FY1 has and FY2 has not stand on their own rows with FY2 at zero; the years' totals are the books'.
    expect(v.Totals).toEqual([b1.total, b2.total]);
    // The same as a workbook.
    const res = await t.app.inject({ url: `/api/estimates/compare.xlsx?Year_IDs=${y1},${y2}&Stage=2&By=function`, headers: { authorization: `Bearer ${officer.token}` } });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const last = wb.worksheets[0].lastRow!;
    expect([last.getCell(2).value, last.getCell(3).value, last.getCell(4).value]).toEqual(['Total', b1.total, b2.total]);
    // Refused in words: one year, an unknown segment, a crosswalk against a later year.
    expect((await t.gql('query($y:[Int!]!){ compareYears(Year_IDs:$y, Stage:2, By:"vote"){ Totals } }', { y: [y1] }, officer.token)).errors?.[0]?.message).toMatch(/Year_IDs: at least 2/);
    expect((await t.gql('query($y:[Int!]!){ compareYears(Year_IDs:$y, Stage:2, By:"colour"){ Totals } }', { y: [y1, y2] }, officer.token)).errors?.[0]?.message).toMatch(/By: one of function/);
    expect((await t.gql('mutation($y:Int!,$f:Int!){ keepCrosswalk(Year_ID:$y, Segment:"vote", From_Year_ID:$f, Entries:[]){ Code } }', { y: y1, f: y2 }, officer.token)).errors?.[0]?.message)
      .toMatch(/an earlier year/);
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

  it('lets the ministry correct a year\'s names by hand: printed at once, audited, left by a later load of the year, refused in words otherwise', async () => {
    const NAMES = 'query($y:Int!,$s:String!,$v:Int){ yearNames(Year_ID:$y, Segment:$s, Vote_ID:$v){ Per_Vote Rows { Ref_ID Vote_ID Standing_Code Year_Code Year_Name Kept_By } } }';
    const KEEP = 'mutation($y:Int!,$s:String!,$r:Int!,$v:Int,$n:String!){ keepYearName(Year_ID:$y, Segment:$s, Ref_ID:$r, Vote_ID:$v, Name:$n){ Year_Code Year_Name Kept_By } }';
    const votesOfY1 = await t.gql(NAMES, { y: y1, s: 'vote' }, officer.token);
    expect(votesOfY1.errors).toBeUndefined();
    const twelve = (votesOfY1.data.yearNames.Rows as { Ref_ID: number; Year_Code: string | null; Year_Name: string | null }[]).find((r) => codeKey(r.Year_Code ?? '') === '12');
    expect(twelve?.Year_Name).toBe(printedBook(fy1).votes.get('12')?.name);
    const vote12 = twelve!.Ref_ID;
    // FY1 names programmes per vote: the vote's own programme 01 is corrected, not every vote's.
    const programmes = await t.gql(NAMES, { y: y1, s: 'programme', v: vote12 }, officer.token);
    expect(programmes.data.yearNames.Per_Vote).toBe(true);
    const p01 = (programmes.data.yearNames.Rows as { Ref_ID: number; Year_Code: string | null; Year_Name: string | null }[]).find((r) => codeKey(r.Year_Code ?? '') === '1');
    expect(p01?.Year_Name).toBeTruthy();
    const before = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int n from coa_names where year_id = ${y1}`);
    const audits = async () => (await sqlRows<{ n: number }>(t.db, sql`select count(*)::int n from audits where table_name = 'coa_names'`))[0]?.n;
    const auditsBefore = await audits();

    // Refused, each in words, with nothing changed.
    const clerk = await make.user('CG Initiator', { voteId: vote12 });
    const refusals: [Record<string, unknown>, string, RegExp][] = [
      [{ y: y1, s: 'vote', r: vote12, n: 'Ministry of Health' }, clerk.token, /You do not have access/],
      [{ y: y1, s: 'vote', r: vote12, n: ' x ' }, officer.token, /Name: at least 2 characters/],
      [{ y: y1, s: 'vote', r: vote12, n: 'y'.repeat(201) }, officer.token, /Name: at most 200 characters/],
      [{ y: y1, s: 'colour', r: vote12, n: 'Ministry of Health' }, officer.token, /Segment: one of vote, programme, sub-programme/],
      [{ y: y1, s: 'programme', r: p01!.Ref_ID, n: 'Primary health care' }, officer.token, /Vote_ID: the year names this for each vote/],
      [{ y: y1, s: 'vote', r: vote12, v: vote12, n: 'Ministry of Health' }, officer.token, /Vote_ID: the year gives this one name/],
      [{ y: y1, s: 'vote', r: 99_999_999, n: 'Ministry of Health' }, officer.token, /not found/i],
      [{ y: 99_999_999, s: 'vote', r: vote12, n: 'Ministry of Health' }, officer.token, /not found/i],
    ];
    for (const [v, token, message] of refusals) expect((await t.gql(KEEP, v, token)).errors?.[0]?.message, JSON.stringify(v)).toMatch(message);
    expect(await sqlRows<{ n: number }>(t.db, sql`select count(*)::int n from coa_names where year_id = ${y1}`)).toEqual(before);
    expect(await audits()).toBe(auditsBefore);

    // Eight corrections of one name at once: one row, the year's code kept, each audited.
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => t.gql(KEEP, { y: y1, s: 'vote', r: vote12, n: `Ministry of Health (${i})` }, officer.token)));
    expect(burst.map((b) => b.errors)).toEqual(Array(8).fill(undefined));
    const held = await sqlRows<{ code: string; name: string }>(t.db, sql`select code, name from coa_names where year_id = ${y1} and segment = 'vote' and ref_id = ${vote12}`);
    expect(held).toHaveLength(1);
    expect(codeKey(held[0].code)).toBe('12');
    expect(await audits()).toBe((auditsBefore ?? 0) + 8);
    const kept = await t.gql(KEEP, { y: y1, s: 'vote', r: vote12, n: '  Ministry of   Health ' }, officer.token);
    expect(kept.data.keepYearName).toMatchObject({ Year_Name: 'Ministry of Health', Kept_By: officer.userName });
    const prog = await t.gql(KEEP, { y: y1, s: 'programme', r: p01!.Ref_ID, v: vote12, n: 'Primary health care' }, officer.token);
    expect(prog.errors).toBeUndefined();

    // Printed at once: the year's totals by vote and the vote's detailed estimates; another vote's programme 01 is its own.
    expect((await totals(y1, 'vote')).find((v) => codeKey(v.Code_1 ?? '') === '12')?.Name_1).toBe('Ministry of Health');
    const detail = await t.gql('query($y:Int!,$v:Int!){ voteDetail(Year_ID:$y, Stage:2, Vote_ID:$v){ Budget_Lines { Programme_Code Programme_Name } } }', { y: y1, v: vote12 }, officer.token);
    const lines = detail.data.voteDetail.Budget_Lines as { Programme_Code: string; Programme_Name: string }[];
    expect(new Set(lines.filter((l) => codeKey(l.Programme_Code) === '1').map((l) => l.Programme_Name))).toEqual(new Set(['Primary health care']));
    const others = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int n from coa_names where year_id = ${y1} and segment = 'programme' and name = 'Primary health care'`);
    expect(others[0]?.n).toBe(1);

    // The year's file loaded again: its preview does not offer to rename what was corrected, and the load leaves it.
    const again = nationalLoads(t, y1, 2, officer.token);
    const checked = await again.check(Buffer.from(toCsv(fy1.header, fy1.rows)), 'fy1-again.csv', 'Published layout');
    expect(checked.load.State).toBe('checked');
    expect(checked.load.Preview.Renamed).toEqual([]);
    expect((await again.commit(checked.load.Load_ID)).State).toBe('loaded');
    expect((await totals(y1, 'vote')).find((v) => codeKey(v.Code_1 ?? '') === '12')?.Name_1).toBe('Ministry of Health');
    // A vote's user reads their own vote's names, and no other's.
    const own = await t.gql(NAMES, { y: y1, s: 'programme', v: 1 }, clerk.token);
    expect(new Set((own.data.yearNames.Rows as { Vote_ID: number }[]).map((r) => r.Vote_ID))).toEqual(new Set([vote12]));
  });
});
