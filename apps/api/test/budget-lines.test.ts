import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { codeKey } from '@pbs/domain';
import { setupApp, sqlRows } from './helpers.js';
import { factories } from './factories.js';
import { tell } from '../src/db/changes.js';
import { coaItems, coaOutputs, programmeVotes, subProgrammes } from '../src/db/schema/index.js';

const t = await setupApp();
const make = factories(t);
const year = await make.year({ activeStage: 2 });
const vote = await make.vote({ programmes: 1 });
const other = await make.vote({ programmes: 1 });
const planner = await make.user('CG Initiator', { voteId: vote.id });
const ministry = await make.user('Budget Officer');
// Each budget-year category of the vote's one programme: 10,000 (the MTEF figure the lines stand under).
await make.mtef(vote, year.id, 2, { ceiling: 10_000, allocation: 10_000 });
const [sub] = await t.db.insert(subProgrammes).values({ programmeId: vote.lines[0].programmeId, code: '01', name: 'Headquarters' }).returning();
const [output] = await t.db.insert(coaOutputs).values({ yearId: year.id, subProgrammeId: sub.id, code: '01', name: 'Policy and planning' }).returning();
const items = await t.db.insert(coaItems).values([
  { yearId: year.id, code: '211101', name: 'General Staff Salaries', classCode: '211' },
  { yearId: year.id, code: '221002', name: 'Workshops and Seminars', classCode: '221' },
]).returning();

const DETAIL = `query($y:Int!,$v:Int!){ voteDetail(Year_ID:$y, Stage:2, Vote_ID:$v){ Is_Open Budget_Lines { Line_ID Item_Code Fund_Code Amount Output_Name Programme_Code }
  Chart_Outputs { Output_ID Output_Name } Chart_Items { Item_ID Item_Code } Funds { Fund_Code MTEF_Category } MTEF_Figures { Category Amount } } }`;
const save = (lines: object[], token = planner.token, voteId = vote.id, stage = 2) => t.gql(
  'mutation($y:Int!,$s:Int!,$v:Int!,$l:[BudgetLineInput!]!){ saveBudgetLines(Year_ID:$y, Stage:$s, Vote_ID:$v, Lines:$l){ Saved Warnings } }',
  { y: year.id, s: stage, v: voteId, l: lines }, token);
const line = (item: number, fund: string, amount: number, id?: number) => ({ Line_ID: id, Output_ID: output.id, Item_ID: items[item].id, Fund_Code: fund, Amount: amount });
const held = async () => (await sqlRows<{ total: number; n: number }>(t.db, sql`select coalesce(sum(amount), 0)::float8 total, count(*)::int n from budget_lines where year_id = ${year.id}`))[0];

describe('the demo\'s detailed estimates', () => {
  it('add up, per vote, programme and category of each CG stage, to nine tenths of the demo\'s MTEF figures', async () => {
    const r = await t.db.execute(sql`with detail as (
        select l.stage_id, l.vote_id, l.programme_id, f.mtef_category, sum(l.amount) total, count(*) n
        from budget_lines l join coa_funds f on f.id = l.fund_id join fiscal_years y on y.id = l.year_id and y.is_active group by 1, 2, 3, 4),
      figures as (select m.stage_id, pv.vote_id, pv.programme_id, c.category, floor(case c.category when 'Wage' then m.y1_wage when 'NonWage' then m.y1_non_wage
          when 'GoUDevt' then m.y1_gou_devt when 'AIA' then m.y1_aia else m.y1_donor end) figure
        from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id join votes v on v.id = pv.vote_id and v.kind = 'CG'
        join fiscal_years y on y.id = m.year_id and y.is_active
        cross join (values ('Wage'), ('NonWage'), ('GoUDevt'), ('AIA'), ('Donor')) c(category) where m.kind = 'allocation')
      select count(*)::int figures, count(*) filter (where coalesce(d.total, 0) = floor(f.figure * 0.9 / 1000) * 1000)::int equal, coalesce(sum(d.n), 0)::int lines
      from figures f left join detail d on d.stage_id = f.stage_id and d.vote_id = f.vote_id and d.programme_id = f.programme_id and d.mtef_category = f.category`);
    const row = (r as { rows: { figures: number; equal: number; lines: number }[] }).rows[0];
    expect(row.lines).toBeGreaterThan(1_000);
    expect(row.equal).toBe(row.figures);
  });
});

describe('a vote\'s detailed estimates typed on the Budget screen', () => {
  it('saves lines within the MTEF figures, audited, and shows them with the figures above them', async () => {
    const r = await save([line(0, 'WAGE', 6_000), line(1, 'NWR', 4_000), line(1, 'GOUDEV', 9_999)]);
    expect(r.errors).toBeUndefined();
    expect(r.data.saveBudgetLines).toEqual({ Saved: 3, Warnings: [] });
    const d = (await t.gql(DETAIL, { y: year.id, v: vote.id }, planner.token)).data.voteDetail;
    expect(d.Is_Open).toBe(true);
    expect(d.Budget_Lines.map((l: { Item_Code: string; Fund_Code: string; Amount: number }) => `${l.Item_Code}/${l.Fund_Code}/${l.Amount}`))
      .toEqual(['211101/WAGE/6000', '221002/NWR/4000', '221002/GOUDEV/9999']);
    expect(d.Chart_Outputs).toEqual([{ Output_ID: output.id, Output_Name: 'Policy and planning' }]);
    expect(d.Funds.find((f: { Fund_Code: string }) => f.Fund_Code === 'ARREARS').MTEF_Category).toBe('NonWage');
    expect(d.MTEF_Figures.find((f: { Category: string }) => f.Category === 'Wage').Amount).toBe(10_000);
    const audited = await t.db.execute(sql`select count(*)::int n from audits where table_name = 'budget_lines' and audit_type = 'create' and (new_values->>'yearId')::int = ${year.id}`);
    expect((audited as { rows: { n: number }[] }).rows[0].n).toBe(3);
  });

  it('refuses a save that takes a category above its MTEF figure under Stop, naming it, and changes nothing', async () => {
    const before = await held();
    // Non-wage and arrears both count under Non wage: 4,000 + 6,001 is one over 10,000.
    const r = await save([line(1, 'ARREARS', 6_001)]);
    expect(r.errors?.[0].message).toMatch(/Vote T\d+, programme P\d+, Y1_NonWage: the detailed estimates add up to 10,001, above the MTEF figure of 10,000/);
    expect(await held()).toEqual(before);
    const fr = await t.gql('mutation($y:Int!,$v:Int!,$l:[BudgetLineInput!]!){ saveBudgetLines(Year_ID:$y, Stage:2, Vote_ID:$v, Lines:$l){ Saved } }',
      { y: year.id, v: vote.id, l: [line(1, 'ARREARS', 6_001)] }, planner.token, { 'accept-language': 'fr' });
    expect(fr.errors?.[0].message).toMatch(/au-dessus du montant du CDMT de 10\s000/);
  });

  it('lets only one of two saves through when together they would pass the figure (a burst in parallel)', async () => {
    const before = await held();
    const burst = await Promise.all([save([line(0, 'NWR', 3_000)]), save([line(1, 'ARREARS', 3_000)]), save([line(0, 'ARREARS', 3_000)])]);
    expect(burst.filter((r) => !r.errors)).toHaveLength(2);
    expect((await held()).total).toBe(before.total + 6_000);
  });

  it('saves above the figure under Warn and says so; a zero removes a line', async () => {
    await make.ceilingControl(year, 'Warn');
    const d = (await t.gql(DETAIL, { y: year.id, v: vote.id }, planner.token)).data.voteDetail;
    const wage = d.Budget_Lines.find((l: { Fund_Code: string }) => l.Fund_Code === 'WAGE');
    const r = await save([line(0, 'WAGE', 12_000, wage.Line_ID)]);
    expect(r.data.saveBudgetLines.Warnings).toEqual([expect.stringMatching(/Y1_Wage: the detailed estimates add up to 12,000, above the MTEF figure of 10,000/)]);
    await make.ceilingControl(year, 'Stop');
    const removed = await save([line(0, 'WAGE', 0, wage.Line_ID)]);
    expect(removed.data.saveBudgetLines.Saved).toBe(1);
    const after = (await t.gql(DETAIL, { y: year.id, v: vote.id }, planner.token)).data.voteDetail;
    expect(after.Budget_Lines.some((l: { Fund_Code: string }) => l.Fund_Code === 'WAGE')).toBe(false);
  });

  it('refuses another vote\'s lines, a closed stage, lines with no MTEF figure, and part shillings', async () => {
    const before = await held();
    expect((await save([line(0, 'WAGE', 1)], planner.token, other.id)).errors?.[0].extensions?.code).toBe('RECORD_NOT_FOUND');
    expect((await t.gql(DETAIL, { y: year.id, v: other.id }, planner.token)).errors?.[0].extensions?.code).toBe('RECORD_NOT_FOUND');
    expect((await save([line(0, 'WAGE', 1)], planner.token, vote.id, 3)).errors?.[0].message).toMatch(/active stage/i);
    expect((await save([line(0, 'WAGE', 1.5)])).errors?.[0].message).toMatch(/Amount/);
    // The other vote has no output of its programmes, and no MTEF line: the ministry is refused too.
    expect((await save([line(0, 'WAGE', 1)], ministry.token, other.id)).errors?.[0].extensions?.code).toBe('RECORD_NOT_FOUND');
    await t.db.insert(programmeVotes).values({ programmeId: vote.lines[0].programmeId, voteId: other.id });
    tell({ table: 'programme_votes' }); // as the programme-by-vote master's save does
    const none = await save([line(0, 'WAGE', 1)], ministry.token, other.id);
    expect(none.errors?.[0].message).toMatch(/the stage has no MTEF line for them/);
    expect(await held()).toEqual(before);
  });
});

describe('the chart of accounts on the masters screens', () => {
  const create = (type: string, input: object) => t.gql(`mutation($i:${type}Input!){ create${type}(input:$i){ Year_ID } }`, { i: input }, ministry.token);

  it('keeps a sector, an item, a fund and an output per year, audited, with codes keyed as the load matches them', async () => {
    expect((await create('Sector', { Year_ID: year.id, Sector_Code: '007', Sector_Name: 'Education', COFOG: '09' })).errors).toBeUndefined();
    // `7` is the same sector as `007`: refused as a duplicate of the year.
    expect((await create('Sector', { Year_ID: year.id, Sector_Code: '7', Sector_Name: 'Education again' })).errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await create('Sector', { Year_ID: year.id, Sector_Code: '08', Sector_Name: 'Health', COFOG: '11' })).errors?.[0].message).toMatch(/COFOG/);
    expect((await create('EconomicItem', { Year_ID: year.id, Item_Code: '2211', Item_Name: 'Short', Class_Code: '221' })).errors?.[0].message).toMatch(/six digits/);
    expect((await create('EconomicItem', { Year_ID: year.id, Item_Code: '991101', Item_Name: 'Unknown class', Class_Code: '991' })).errors?.[0].message).toMatch(/GFS class/);
    expect((await create('EconomicItem', { Year_ID: year.id, Item_Code: '222001', Item_Name: 'Telecommunications', Class_Code: '222' })).errors).toBeUndefined();
    const keys = (await sqlRows<{ code: string; code_key: string }>(t.db, sql`select code, code_key from coa_sectors where year_id = ${year.id}`));
    for (const k of keys) expect(k.code_key).toBe(codeKey(k.code));
    const audited = await t.db.execute(sql`select count(*)::int n from audits where table_name in ('coa_sectors', 'coa_items') and (new_values->>'yearId')::int = ${year.id}`);
    expect((audited as { rows: { n: number }[] }).rows[0].n).toBe(2);
  });

  it('refuses moving a fund with lines to another MTEF category, which would move its lines from under their figures', async () => {
    const fund = (await t.gql('{ fundSources { Fund_ID Year_ID Fund_Code Fund_Name MTEF_Category } }', {}, ministry.token)).data.fundSources
      .find((f: { Year_ID: number; Fund_Code: string }) => f.Year_ID === year.id && f.Fund_Code === 'NWR');
    const r = await t.gql('mutation($id:Int!,$i:FundSourceInput!){ updateFundSource(id:$id, input:$i){ MTEF_Category } }',
      { id: fund.Fund_ID, i: { Year_ID: year.id, Fund_Code: 'NWR', Fund_Name: fund.Fund_Name, MTEF_Category: 'GoUDevt' } }, ministry.token);
    expect(r.errors?.[0].message).toMatch(/Fund NWR finances detailed estimates/);
    const renamed = await t.gql('mutation($id:Int!,$i:FundSourceInput!){ updateFundSource(id:$id, input:$i){ Fund_Name MTEF_Category } }',
      { id: fund.Fund_ID, i: { Year_ID: year.id, Fund_Code: 'NWR', Fund_Name: 'Non-wage recurrent (GoU)', MTEF_Category: 'NonWage' } }, ministry.token);
    expect(renamed.data.updateFundSource).toEqual({ Fund_Name: 'Non-wage recurrent (GoU)', MTEF_Category: 'NonWage' });
  });
});
