import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsIn, setupApp } from './helpers.js';
import { postUpload, workbook } from './upload-helpers.js';
import { factories, type BuiltVote, type BuiltYear } from './factories.js';
import { coaItems, coaOutputs, subProgrammes } from '../src/db/schema/index.js';

// Each test copies between the stages of a fiscal year of its own, with votes of its own: opening stage 3 or
// emptying a stage touches nothing another test reads.
const t = await setupApp();
const make = factories(t);
const ministry = await make.user('Budget Officer');

const rows = rowsIn(t.db);
const copy = (y: BuiltYear, from: number, to: number, replace?: number, token = ministry.token) =>
  t.gql('mutation($y:Int!,$f:Int!,$t:Int!,$r:Int){ copyMtefStage(Year_ID:$y, From_Stage:$f, To_Stage:$t, Replace_Count:$r) }',
    { y: y.id, f: from, t: to, r: replace ?? null }, token);
const preview = async (y: BuiltYear) => (await t.gql(`query($y:Int!){ mtefStageCopyPreview(Year_ID:$y, From_Stage:2, To_Stage:3){
  Source_Lines Replaced_Lines Over_Ceiling Detail_Lines Replaced_Detail_Lines } }`, { y: y.id }, ministry.token)).data.mtefStageCopyPreview as
  { Source_Lines: number; Replaced_Lines: number; Over_Ceiling: number; Detail_Lines: number; Replaced_Detail_Lines: number };
/** The ministry opens a stage, as on the Budget Stages screen. */
const open = async (y: BuiltYear, stage: number) => {
  const r = await t.gql('mutation($s:Int!){ setActiveBudgetStage(Stage_ID:$s){ Is_Active } }', { s: y.stages[stage] }, ministry.token);
  expect(r.errors).toBeUndefined();
};
const held = async (y: BuiltYear, stage: number) =>
  (await rows<{ n: number }>(sql`select count(*)::int n from cg_mtefs where year_id = ${y.id} and stage_id = ${y.stages[stage]}`))[0].n;
const lastCopy = async (y: BuiltYear) => (await rows<{ lines: number | null; replaced: number; carried: number }>(sql`select jsonb_array_length(old_values->'lines')::int lines,
  (new_values->>'replaced')::int replaced, (new_values->>'overCeiling')::int carried from audits
  where table_name = 'cg_mtefs' and new_values->>'copy' = 'stage 2 → 3' and (new_values->>'yearId')::int = ${y.id} order by id desc limit 1`))[0];

/** A year with stage `active` open and a vote whose two lines hold figures in stage 2 (and in stage 3, when given). */
async function yearWithVote(o: { active: number; stage3?: { ceiling: number; allocation: number }; stage2?: { ceiling: number; allocation: number } }) {
  const y = await make.year({ activeStage: o.active });
  const vote = await make.vote();
  await make.mtef(vote, y.id, 2, o.stage2 ?? { ceiling: 1_000_000, allocation: 900_000 });
  if (o.stage3) await make.mtef(vote, y.id, 3, o.stage3);
  return { y, vote, planner: await make.user('CG Initiator', { voteId: vote.id }) };
}

describe('copying a stage into the next', () => {
  it('copies stage 2 into stage 3 once it is the active stage, and the comparison shows no difference', async () => {
    const { y, vote, planner } = await yearWithVote({ active: 2 });
    expect((await copy(y, 2, 3)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    await open(y, 3);
    expect((await copy(y, 2, 3, undefined, planner.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await copy(y, 2, 3)).data.copyMtefStage).toBe(4);
    const cmp = (await t.gql('query($y:Int!){ compareMtefStages(Year_ID:$y, Stage:3){ Vote_Code Difference } }', { y: y.id }, planner.token)).data.compareMtefStages;
    expect(cmp.length).toBeGreaterThan(0);
    expect(cmp.every((r: { Vote_Code: string; Difference: number }) => r.Vote_Code === vote.code && r.Difference === 0)).toBe(true);
  });

  it('carries the stage\'s revenue and financing with its figures where the next stage has none, and leaves a stage\'s own', async () => {
    const { y } = await yearWithVote({ active: 2 });
    const sources = (stage: number) => t.gql('query($y:Int!,$s:Int!){ revenueEstimates(Year_ID:$y, Stage:$s){ Lines { Code Amount } } }', { y: y.id, s: stage }, ministry.token)
      .then((r) => (r.data.revenueEstimates.Lines as { Code: string; Amount: number }[]).filter((l) => l.Amount !== 0).map((l) => [l.Code, l.Amount]));
    const save = (stage: number, lines: { Code: string; Amount: number }[]) =>
      t.gql('mutation($y:Int!,$s:Int!,$l:[RevenueLineInput!]!){ saveRevenueEstimates(Year_ID:$y, Stage:$s, Lines:$l){ Lines { Code } } }', { y: y.id, s: stage, l: lines }, ministry.token);
    const first = await save(2, [{ Code: '114', Amount: 600_000 }, { Code: '131', Amount: 100_000 }, { Code: '332', Amount: 200_000 }]);
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    await open(y, 3);
    expect((await copy(y, 2, 3)).errors).toBeUndefined();
    expect(await sources(3)).toEqual(await sources(2));
    // The stage's own revenue, typed since, stays through a copy that replaces its figures.
    expect((await save(3, [{ Code: '114', Amount: 650_000 }])).errors).toBeUndefined();
    const own = await sources(3);
    expect((await copy(y, 2, 3, await held(y, 3))).errors).toBeUndefined();
    expect(await sources(3)).toEqual(own);
  });

  it('refuses to copy an empty stage over a full one, and nothing changes', async () => {
    const { y } = await yearWithVote({ active: 2 });
    const before = await held(y, 2);
    expect(before).toBe(4);
    const r = await copy(y, 1, 2, before);
    expect(r.errors?.[0].message).toBe('Stage 1 holds no MTEF lines for this year: there is nothing to copy, and stage 2 is left as it is');
    const inJapanese = await t.gql(`mutation($y:Int!){ copyMtefStage(Year_ID:$y, From_Stage:1, To_Stage:2, Replace_Count:${before}) }`, { y: y.id }, ministry.token, { 'accept-language': 'ja' });
    expect(inJapanese.errors?.[0].message).toBe('第 1 段階には今年度の MTEF 行がありません。コピーするものはなく、第 2 段階はそのままです');
    expect(await held(y, 2)).toBe(before);
  });

  it('replaces a stage only with the count the caller was shown, keeps the replaced lines in the audit, and a burst does not double it', async () => {
    const { y } = await yearWithVote({ active: 3, stage3: { ceiling: 1_000_000, allocation: 500_000 } });
    expect(await preview(y)).toMatchObject({ Source_Lines: 4, Replaced_Lines: 4 });
    const unconfirmed = await copy(y, 2, 3);
    expect([unconfirmed.errors?.[0].extensions?.code, unconfirmed.errors?.[0].message])
      .toEqual(['CONFLICT', 'Stage 3 holds 4 MTEF lines that the copy would replace; confirm with Replace_Count 4']);
    expect((await copy(y, 2, 3, 3)).errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await held(y, 3)).toBe(4);

    const burst = await Promise.all(Array.from({ length: 4 }, () => copy(y, 2, 3, 4)));
    expect(burst.map((r) => r.errors ?? r.data?.copyMtefStage)).toEqual([4, 4, 4, 4]);
    expect(await held(y, 3)).toBe(4);
    expect(await lastCopy(y)).toMatchObject({ lines: 4, replaced: 4 });
  });

  it('refuses a copy that would leave an allocation below what virements moved out of it, and nothing changes', async () => {
    // Stage 2 holds a quarter of stage 3's wage; a virement moves half of stage 3's wage out of the first line.
    const { y, vote, planner } = await yearWithVote({ active: 3, stage2: { ceiling: 1_000_000, allocation: 250_000 }, stage3: { ceiling: 1_000_000, allocation: 1_000_000 } });
    const [line] = vote.lines;
    const virement = await postUpload(t.app, 'virement', await workbook('virement', [[vote.code, line.programmeCode, 'Wage', line.programmeCode, 'NonWage', 500_000, 'Drugs']]),
      planner.token, `?Year_ID=${y.id}`);
    expect(virement.body).toMatchObject({ ok: true, rows: 1 });
    const stage3 = async () => rows(sql`select * from cg_mtefs where year_id = ${y.id} and stage_id = ${y.stages[3]} order by id`);
    const before = await stage3();
    const r = await copy(y, 2, 3, 4);
    expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0].message).toContain(`Programme ${line.programmeCode}, Y1_Wage`);
    expect(await stage3()).toEqual(before);
  });
});

describe('stage copy and ceilings', () => {
  it('the copy preview counts the figures carried above their ceilings; the copy carries them as decided and records how many', async () => {
    // Both lines 500 over in Y1 of Wage, NonWage, GoUDevt and Donor: 8 cells.
    const { y, planner } = await yearWithVote({ active: 2, stage2: { ceiling: 1_000, allocation: 1_500 } });
    expect((await preview(y)).Over_Ceiling).toBe(8);
    await open(y, 3);
    expect((await copy(y, 2, 3)).errors).toBeUndefined();
    expect((await lastCopy(y)).carried).toBe(8);
    const copied = (await t.gql('query($y:Int!){ cgCurrentMtefs(Year_ID:$y, Stage:3){ Figure Y1_Wage } }', { y: y.id }, planner.token)).data.cgCurrentMtefs;
    expect(copied.map((l: { Figure: string; Y1_Wage: number }) => `${l.Figure}:${l.Y1_Wage}`).sort())
      .toEqual(['Allocation:1500', 'Allocation:1500', 'Ceiling:1000', 'Ceiling:1000']);
  });

  it('names a line new to the stage by its vote and programme when its first figures break the ceiling given with them', async () => {
    const y = await make.year({ activeStage: 2 });
    const vote: BuiltVote = await make.vote({ programmes: 1 });
    const [line] = vote.lines;
    const amounts = (n: number) => Array.from({ length: 30 }, (_, i) => (i >= 5 && i % 5 !== 3 ? n : 0));
    const r = await t.gql('mutation($y:Int!,$l:[MtefLineInput!]!){ saveMtefLines(Year_ID:$y, Stage:2, lines:$l) }',
      { y: y.id, l: [{ Prog_By_Vote_ID: line.progByVoteId, Figure: 'Ceiling', Amounts: amounts(100) }, { Prog_By_Vote_ID: line.progByVoteId, Figure: 'Allocation', Amounts: amounts(150) }] }, ministry.token);
    expect(r.errors?.[0].message).toContain(`Vote ${vote.code}, programme ${line.programmeCode}, Y1_Wage: 150 is 50 over its ceiling of 100`);
    expect(await held(y, 2)).toBe(0);
  });

  it('carries the detailed estimates of the stage before with their figures, replacing the stage\'s own, kept in the audit, and the plans of votes with none', async () => {
    const { y, vote, planner } = await yearWithVote({ active: 2, stage3: { ceiling: 1_000_000, allocation: 800_000 } });
    const [sub] = await t.db.insert(subProgrammes).values({ programmeId: vote.lines[0].programmeId, code: '01', name: 'Headquarters' }).returning();
    const [output] = await t.db.insert(coaOutputs).values({ yearId: y.id, subProgrammeId: sub.id, code: '01', name: 'Policy and planning' }).returning();
    const items = await t.db.insert(coaItems).values([
      { yearId: y.id, code: '211101', name: 'General Staff Salaries', classCode: '211' }, { yearId: y.id, code: '221002', name: 'Workshops and Seminars', classCode: '221' },
    ]).returning();
    const save = async (stage: number, lines: [number, string, number][]) => {
      const r = await t.gql('mutation($y:Int!,$s:Int!,$v:Int!,$l:[BudgetLineInput!]!){ saveBudgetLines(Year_ID:$y, Stage:$s, Vote_ID:$v, Lines:$l){ Saved } }',
        { y: y.id, s: stage, v: vote.id, l: lines.map(([i, fund, amount]) => ({ Output_ID: output.id, Item_ID: items[i].id, Fund_Code: fund, Amount: amount })) }, planner.token);
      expect(r.errors).toBeUndefined();
    };
    const detail = async (stage: number) => (await rows<{ item: string; fund: string; amount: number }>(sql`select i.code item, f.code fund, l.amount::float8 amount
      from budget_lines l join coa_items i on i.id = l.item_id join coa_funds f on f.id = l.fund_id
      where l.year_id = ${y.id} and l.stage_id = ${y.stages[stage]} order by 1, 2`)).map((l) => `${l.item}/${l.fund}/${l.amount}`);
    await save(2, [[0, 'WAGE', 6_000], [1, 'NWR', 4_000], [1, 'ARREARS', 1_500]]);
    // The vote's performance plan of stage 2: one output, two indicators.
    const indicators = [{ Name: 'Plans approved on time', Unit: 'Number', Baseline: 3, Target: 12, Quarter_Targets: [3, 3, 3, 3] },
      { Name: 'Staff trained', Unit: 'Number', Target: 40, Quarter_Targets: [10, 10, 10, 10] }];
    const planned = await t.gql('mutation($y:Int!,$s:Int!,$v:Int!,$o:PerformanceOutputInput!){ savePerformanceOutput(Year_ID:$y, Stage:$s, Vote_ID:$v, Output:$o) }',
      { y: y.id, s: 2, v: vote.id, o: { Output_ID: output.id, Description: 'Plans and budgets prepared', Activities: 'Workshops', Indicators: indicators } }, planner.token);
    expect(planned.errors).toBeUndefined();
    const plan = async (stage: number) => rows<Record<string, unknown>>(sql`select o.output_id, o.description, o.activities, i.name, i.unit, i.baseline::float8,
      i.target::float8, i.q1_target::float8 q1, i.q4_target::float8 q4 from perf_outputs o join perf_indicators i on i.perf_output_id = o.id
      where o.year_id = ${y.id} and o.stage_id = ${y.stages[stage]} and o.vote_id = ${vote.id} order by i.name`);
    await open(y, 3);
    await save(3, [[1, 'NWR', 7_000]]);
    expect(await preview(y)).toMatchObject({ Detail_Lines: 3, Replaced_Detail_Lines: 1 });
    const replaced = await held(y, 3);
    expect((await copy(y, 2, 3, replaced)).errors).toBeUndefined();
    expect(await detail(3)).toEqual(await detail(2));
    expect(await detail(3)).toEqual(['211101/WAGE/6000', '221002/ARREARS/1500', '221002/NWR/4000']);
    const [audit] = await rows<{ lines: number; replaced: number[][] }>(sql`select (new_values->>'lines')::int lines, old_values->'lines' replaced from audits
      where table_name = 'budget_lines' and new_values->>'copy' = 'stage 2 → 3' and (new_values->>'yearId')::int = ${y.id}`);
    expect(audit.lines).toBe(3);
    expect(audit.replaced).toEqual([[vote.id, output.id, items[1].id, expect.any(Number), 7_000]]);
    // The plan went with the figures, audited; copied again, the stage's own plan stays and is not doubled.
    expect(await plan(3)).toEqual(await plan(2));
    expect((await plan(3)).map((p) => p.name)).toEqual(['Plans approved on time', 'Staff trained']);
    const [planAudit] = await rows<{ outputs: number; indicators: number }>(sql`select (new_values->>'outputs')::int outputs, (new_values->>'indicators')::int indicators
      from audits where table_name = 'perf_outputs' and new_values->>'copy' = 'stage 2 → 3' and (new_values->>'yearId')::int = ${y.id}`);
    expect(planAudit).toEqual({ outputs: 1, indicators: 2 });
    expect((await copy(y, 2, 3, await held(y, 3))).errors).toBeUndefined();
    expect(await plan(3)).toEqual(await plan(2));
    // The Approved Estimates stage now prints the detail: the vote's totals are the stage before's.
    const totals = await t.gql('query($y:Int!,$v:Int){ estimateTotals(Year_ID:$y, Stage:3, By:["fund"], Vote_ID:$v){ Code_1 Amount } }', { y: y.id, v: vote.id }, ministry.token);
    expect(totals.data.estimateTotals).toEqual([{ Code_1: 'WAGE', Amount: 6_000 }, { Code_1: 'NWR', Amount: 4_000 }, { Code_1: 'ARREARS', Amount: 1_500 }]
      .sort((a, b) => a.Code_1.localeCompare(b.Code_1)));
  });
});
