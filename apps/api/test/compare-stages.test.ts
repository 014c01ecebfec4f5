import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { fiscalYears, votes } from '../src/db/schema/index.js';
import { rowsIn, setupApp, withoutDetail } from './helpers.js';

const t = await setupApp();
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [health] = await t.db.select().from(votes).where(and(eq(votes.code, '014'), eq(votes.kind, 'CG')));
const rows = rowsIn(t.db);
const cg = (await t.login('cg.initiator')).token;
await withoutDetail(t, '014');
const lg = (await t.login('lg.initiator')).token;
const ministry = (await t.login('budget.officer')).token;
type Pair = { Line_Code: string; Figure: string; Year: string; Category: string; Stage_Amount: number; Other_Stage_Amount: number; Difference: number };
const compare = async (token: string, area: string, stage: number, other: number, voteId?: number) => t.gql(`query($y:Int!,$a:String!,$s:Int!,$o:Int!,$v:Int){
  compareBudgetStages(Year_ID:$y, Area:$a, Stage:$s, Other_Stage:$o, Vote_ID:$v){ Line_Code Figure Year Category Stage_Amount Other_Stage_Amount Difference } }`,
  { y: year.id, a: area, s: stage, o: other, v: voteId ?? null }, token);
const stored = (stage: number, column: string, kind: string, code: string) => rows<{ v: number }>(sql`select ${sql.raw(`m.${column}`)}::float8 v from cg_mtefs m
  join programme_votes pv on pv.id = m.prog_by_vote_id join programmes p on p.id = pv.programme_id join budget_stages s on s.id = m.stage_id
  where pv.vote_id = ${health.id} and s.stage = ${stage} and s.process_area = 'CG' and m.year_id = ${year.id} and m.kind = ${kind} and p.code = ${code}`);

describe('comparing two stages', () => {
  it('sets a vote\'s MTEF of two stages side by side for every year and category, ceilings included, as stored', async () => {
    const r = await compare(cg, 'CG', 2, 1);
    expect(r.errors).toBeUndefined();
    const pairs = r.data.compareBudgetStages as Pair[];
    expect(new Set(pairs.map((p) => p.Year))).toEqual(new Set(['Y0', 'Y1', 'Y2', 'Y3', 'Y4', 'Y5']));
    expect(new Set(pairs.map((p) => p.Figure))).toEqual(new Set(['Allocation', 'Ceiling']));
    // The demo's Budget Framework Paper differs from the Draft Estimates: the comparison shows it.
    expect(pairs.some((p) => p.Difference !== 0)).toBe(true);
    for (const p of pairs.filter((x) => x.Year === 'Y3' && x.Category === 'NonWage')) {
      const kind = p.Figure === 'Ceiling' ? 'ceiling' : 'allocation';
      const [[a], [b]] = [await stored(2, 'y3_non_wage', kind, p.Line_Code), await stored(1, 'y3_non_wage', kind, p.Line_Code)];
      expect([p.Stage_Amount, p.Other_Stage_Amount, p.Difference]).toEqual([a?.v ?? 0, b?.v ?? 0, (a?.v ?? 0) - (b?.v ?? 0)]);
    }
  });

  it('sets a district\'s grant IPFs of two stages side by side, Y0 to Y5', async () => {
    const pairs = (await compare(lg, 'LG', 2, 1)).data.compareBudgetStages as Pair[];
    expect(pairs.every((p) => p.Figure === 'IPF')).toBe(true);
    const [{ a, b }] = await rows<{ a: number; b: number }>(sql`select sum(i.projection_y1) filter (where s.stage = 2)::float8 a, sum(i.projection_y1) filter (where s.stage = 1)::float8 b
      from lg_grant_ipfs i join votes v on v.id = i.vote_id join budget_stages s on s.id = i.stage_id where v.code = '501' and v.kind = 'LG' and i.year_id = ${year.id}`);
    const y1 = pairs.filter((p) => p.Year === 'Y1');
    expect(y1.reduce((s, p) => s + p.Stage_Amount, 0)).toBeCloseTo(a, 2);
    expect(y1.reduce((s, p) => s + p.Other_Stage_Amount, 0)).toBeCloseTo(b, 2);
  });

  it('keeps a vote to its own vote, asks the ministry which vote, and refuses a stage compared with itself', async () => {
    const [other] = await rows<{ id: number }>(sql`select id from votes where kind = 'CG' and id <> ${health.id} limit 1`);
    expect((await compare(cg, 'CG', 2, 1, other.id)).errors?.[0].extensions?.code).toBe('RECORD_NOT_FOUND');
    expect((await compare(ministry, 'CG', 2, 1)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await compare(ministry, 'CG', 2, 1, health.id)).data.compareBudgetStages.length).toBeGreaterThan(0);
    expect((await compare(cg, 'CG', 2, 2)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await compare(cg, 'XX', 2, 1)).errors).toBeDefined();
  });

  it('keeps a vote\'s MTEF as numbered versions and compares the working figures with a kept version', async () => {
    const keep = (token: string, label: string, voteId?: number) => t.gql(`mutation($y:Int!,$s:Int!,$v:Int,$l:String!){ keepMtefVersion(Year_ID:$y, Stage:$s, Vote_ID:$v, Label:$l){
      Version_ID Version Lines Label Created_By } }`, { y: year.id, s: 2, v: voteId ?? null, l: label }, token);
    const first = (await keep(cg, 'Before the ceiling change')).data.keepMtefVersion;
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int n from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id
      join budget_stages s on s.id = m.stage_id where pv.vote_id = ${health.id} and s.stage = 2 and s.process_area = 'CG' and m.year_id = ${year.id}`);
    expect(first).toMatchObject({ Version: 1, Lines: n, Label: 'Before the ceiling change', Created_By: 'cg.initiator' });
    const lines = (await t.gql('{ cgMtefs { MTEF_Version Stage Figure Prog_By_Vote_ID { Prog_By_Vote_ID } } }', {}, cg)).data.cgMtefs as
      { MTEF_Version: number; Stage: number; Figure: string; Prog_By_Vote_ID: { Prog_By_Vote_ID: number } }[];
    const working = lines.filter((l) => l.Stage === 2);
    expect(new Set(working.map((l) => l.MTEF_Version))).toEqual(new Set([2]));

    // One figure typed down by 1,000 after the version was kept: the comparison shows exactly that.
    const line = working.find((l) => l.Figure === 'Allocation')!;
    const [stored] = await rows<Record<string, number>>(sql`select m.* from cg_mtefs m join budget_stages s on s.id = m.stage_id
      where m.prog_by_vote_id = ${line.Prog_By_Vote_ID.Prog_By_Vote_ID} and s.stage = 2 and s.process_area = 'CG' and m.kind = 'allocation'`);
    const amounts = ['y0', 'y1', 'y2', 'y3', 'y4', 'y5'].flatMap((y) => ['wage', 'non_wage', 'gou_devt', 'aia', 'donor'].map((c) => Number(stored[`${y}_${c}`])));
    amounts[5] -= 1_000;
    const saved = await t.gql('mutation($y:Int!,$l:[MtefLineInput!]!){ saveMtefLines(Year_ID:$y, Stage:2, lines:$l) }',
      { y: year.id, l: [{ Prog_By_Vote_ID: line.Prog_By_Vote_ID.Prog_By_Vote_ID, Figure: 'Allocation', Amounts: amounts }] }, cg);
    expect(saved.errors).toBeUndefined();
    const cmp = await t.gql(`query($y:Int!,$o:Int){ compareBudgetStages(Year_ID:$y, Area:"CG", Stage:2, Other_Stage:2, Other_Version_ID:$o){ Figure Year Category Difference } }`,
      { y: year.id, o: first.Version_ID }, cg);
    expect((cmp.data.compareBudgetStages as { Difference: number }[]).filter((r) => r.Difference !== 0)).toEqual([{ Figure: 'Allocation', Year: 'Y1', Category: 'Wage', Difference: -1_000 }]);

    // Versions kept at once are numbered one after another, never twice the same.
    const burst = await Promise.all(Array.from({ length: 4 }, (_, i) => keep(cg, `Draft ${i}`)));
    expect(burst.map((b) => b.data.keepMtefVersion.Version).sort()).toEqual([2, 3, 4, 5]);
    const listed = (await t.gql('query($y:Int!){ mtefVersions(Year_ID:$y){ Version Stage } }', { y: year.id }, cg)).data.mtefVersions;
    expect(listed.map((v: { Version: number }) => v.Version)).toEqual([5, 4, 3, 2, 1]);

    // Another vote's version is not found; a blank label is refused, and an MTEF version is no IPF version.
    const other = (await keep(ministry, 'Other vote', (await rows<{ id: number }>(sql`select id from votes where kind = 'CG' and id <> ${health.id} limit 1`))[0].id)).data.keepMtefVersion;
    const foreign = await t.gql(`query($y:Int!,$o:Int){ compareBudgetStages(Year_ID:$y, Area:"CG", Stage:2, Other_Stage:2, Other_Version_ID:$o){ Difference } }`, { y: year.id, o: other.Version_ID }, cg);
    expect(foreign.errors?.[0].extensions?.code).toBe('RECORD_NOT_FOUND');
    expect((await keep(cg, '   ')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const ipf = await t.gql(`query($y:Int!,$v:Int){ compareBudgetStages(Year_ID:$y, Area:"LG", Stage:2, Other_Stage:2, Version_ID:$v){ Difference } }`, { y: year.id, v: first.Version_ID }, lg);
    expect(ipf.errors?.[0].extensions?.code).toBe('RECORD_NOT_FOUND');
  });

  it('keeps a district\'s grant IPFs as numbered versions and compares the working figures with a kept version; a CG vote keeps none', async () => {
    const keep = (token: string, label: string, voteId?: number) => t.gql(`mutation($y:Int!,$s:Int!,$v:Int,$l:String!){ keepIpfVersion(Year_ID:$y, Stage:$s, Vote_ID:$v, Label:$l){
      Version_ID Version Lines Label Created_By } }`, { y: year.id, s: 2, v: voteId ?? null, l: label }, token);
    const stage2 = sql`(select id from budget_stages where year_id = ${year.id} and process_area = 'LG' and stage = 2)`;
    const [district] = await rows<{ id: number; n: number }>(sql`select v.id, (select count(*)::int from lg_grant_ipfs i where i.vote_id = v.id and i.year_id = ${year.id} and i.stage_id = ${stage2}) n
      from votes v where v.code = '501' and v.kind = 'LG'`);
    expect(district.n).toBeGreaterThan(0);
    const first = await keep(lg, 'As the district submitted it');
    expect(first.errors).toBeUndefined();
    expect(first.data.keepIpfVersion).toMatchObject({ Version: 1, Lines: district.n, Label: 'As the district submitted it', Created_By: 'lg.initiator' });
    const [audit] = await rows<{ table_name: string }>(sql`select table_name from audits where table_name = 'ipf_versions' and record_id = ${String(first.data.keepIpfVersion.Version_ID)}`);
    expect(audit).toBeDefined();

    // A projection changes after the version was kept (as a district's re-upload would change one figure; IPFs have no
    // typed entry): the comparison against it shows exactly that change. Nothing after this reads the row.
    const [row] = await rows<{ id: number }>(sql`select id from lg_grant_ipfs where vote_id = ${district.id} and year_id = ${year.id} and stage_id = ${stage2} order by id limit 1`);
    await t.db.execute(sql`update lg_grant_ipfs set projection_y2 = projection_y2 + 5000 where id = ${row.id}`);
    const cmp = await t.gql(`query($y:Int!,$o:Int){ compareBudgetStages(Year_ID:$y, Area:"LG", Stage:2, Other_Stage:2, Other_Version_ID:$o){ Figure Year Difference } }`,
      { y: year.id, o: first.data.keepIpfVersion.Version_ID }, lg);
    expect(cmp.errors).toBeUndefined();
    expect((cmp.data.compareBudgetStages as Pair[]).filter((p) => p.Difference !== 0)).toEqual([{ Figure: 'IPF', Year: 'Y2', Difference: 5000 }]);

    const listed = (await t.gql('query($y:Int!){ ipfVersions(Year_ID:$y){ Version Stage Label } }', { y: year.id }, lg)).data.ipfVersions;
    expect(listed).toEqual([{ Version: 1, Stage: 2, Label: 'As the district submitted it' }]);
    expect((await t.gql('query($y:Int!,$v:Int){ ipfVersions(Year_ID:$y, Vote_ID:$v){ Version } }', { y: year.id, v: health.id }, lg)).errors?.[0].extensions?.code).toBe('RECORD_NOT_FOUND');
    // A CG vote has no grant IPFs to keep, and a vote user keeps only their own.
    expect((await keep(ministry, 'Wrong kind', health.id)).errors?.[0].extensions?.code).toBe('RECORD_NOT_FOUND');
    expect((await keep(cg, 'Not mine', district.id)).errors?.[0].extensions?.code).toBe('RECORD_NOT_FOUND');
  });
});
