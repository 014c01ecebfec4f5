import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { UPLOAD_KINDS, UploadError } from '@pbs/domain';
import { setupApp, type TestApp } from './helpers.js';
import { getFile, postUpload, readWorkbook, workbook } from './upload-helpers.js';
import { budgetStages, fiscalYears, votes } from '../src/db/schema/index.js';

let t: TestApp;
let cg: string;
let lg: string;
let ministry: string;
let yearId: number;
let vote014: number;

const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const Y1 = 'Y1_Wage Y1_NonWage Y1_GoUDevt Y1_AIA Y1_Donor';
const lines014 = () => rows<{ pbv: number; code: string }>(sql`select pv.id pbv, p.code from programme_votes pv join programmes p on p.id = pv.programme_id
  where pv.vote_id = ${vote014} order by p.code`);

beforeAll(async () => {
  t = await setupApp();
  [cg, lg, ministry] = [(await t.login('cg.initiator')).token, (await t.login('lg.initiator')).token, (await t.login('budget.officer')).token];
  [{ id: yearId }] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
  [{ id: vote014 }] = await t.db.select().from(votes).where(and(eq(votes.code, '014'), eq(votes.kind, 'CG')));
});

describe('MTEF queries', () => {
  it('budgetMTEF adds up the caller\'s allocations: the vote\'s own for a vote user, every vote for the ministry', async () => {
    const q = `{ budgetMTEF { ${Y1} Y0_Wage Y1_Budget } }`;
    const mine = (await t.gql(q, {}, cg)).data.budgetMTEF;
    const [expected] = await rows<{ w: number; total: number }>(sql`select sum(m.y1_wage)::float8 w,
      sum(m.y1_wage + m.y1_non_wage + m.y1_gou_devt + m.y1_aia + m.y1_donor)::float8 total
      from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id join budget_stages s on s.id = m.stage_id
      where pv.vote_id = ${vote014} and m.kind = 'allocation' and m.year_id = ${yearId} and s.is_active`);
    expect(mine.Y1_Wage).toBeCloseTo(expected.w, 2);
    expect(mine.Y1_Budget).toBeCloseTo(expected.total, 2);
    const all = (await t.gql(q, {}, ministry)).data.budgetMTEF;
    expect(all.Y1_Budget).toBeGreaterThan(mine.Y1_Budget * 50);
  });

  it('cgCurrentMtefs shows a vote user only their own lines', async () => {
    const r = await t.gql(`query($y:Int!){ cgCurrentMtefs(Year_ID:$y, Stage:2){ Figure Prog_By_Vote_ID { Vote_Code } } }`, { y: yearId }, cg);
    const codes = new Set(r.data.cgCurrentMtefs.map((m: { Prog_By_Vote_ID: { Vote_Code: string } }) => m.Prog_By_Vote_ID.Vote_Code));
    expect([...codes]).toEqual(['014']);
  });
});

describe('saving MTEF lines', () => {
  const save = (token: string, lines: unknown[], stage = 2) => t.gql(`mutation($y:Int!,$s:Int!,$l:[MtefLineInput!]!){ saveMtefLines(Year_ID:$y, Stage:$s, lines:$l) }`,
    { y: yearId, s: stage, l: lines }, token);
  const amounts = (v: number) => UPLOAD_KINDS.mtef.columns.slice(3).map((c) => (c.header.endsWith('AIA') ? 0 : v));

  it('saves a vote\'s allocation with an audit entry holding old and new values', async () => {
    const [line] = await lines014();
    const r = await save(cg, [{ Prog_By_Vote_ID: line.pbv, Figure: 'Allocation', Amounts: amounts(777) }]);
    expect(r.data.saveMtefLines).toBe(1);
    const [a] = await rows<{ old_values: Record<string, number>; new_values: Record<string, number> }>(sql`select old_values, new_values from audits
      where table_name = 'cg_mtefs' and audit_type = 'update' order by id desc limit 1`);
    expect(a.new_values.y1_wage).toBe(777);
    expect(a.old_values.y1_wage).not.toBe(777);
  });

  it('refuses ceilings from a vote, other votes\' lines, closed stages, AIA for a non-AIA vote and wrong sizes — changing nothing', async () => {
    await t.db.update(votes).set({ isAia: false }).where(eq(votes.id, vote014));
    const [line] = await lines014();
    const [other] = await rows<{ pbv: number }>(sql`select id pbv from programme_votes where vote_id <> ${vote014} limit 1`);
    const before = await rows(sql`select count(*) n, sum(y1_wage) s, (select count(*) from audits) a from cg_mtefs`);
    const aia = amounts(1);
    aia[UPLOAD_KINDS.mtef.columns.slice(3).findIndex((c) => c.header === 'Y1_AIA')] = 5;
    const cases: [unknown[], string, number?][] = [
      [[{ Prog_By_Vote_ID: line.pbv, Figure: 'Ceiling', Amounts: amounts(1) }], 'FORBIDDEN'],
      [[{ Prog_By_Vote_ID: other.pbv, Figure: 'Allocation', Amounts: amounts(1) }], 'RECORD_NOT_FOUND'],
      [[{ Prog_By_Vote_ID: line.pbv, Figure: 'Allocation', Amounts: amounts(1) }], 'BAD_USER_INPUT', 1],
      [[{ Prog_By_Vote_ID: line.pbv, Figure: 'Allocation', Amounts: aia }], 'BAD_USER_INPUT'],
      [[{ Prog_By_Vote_ID: line.pbv, Figure: 'Allocation', Amounts: [1, 2, 3] }], 'BAD_USER_INPUT'],
      [[{ Prog_By_Vote_ID: line.pbv, Figure: 'Allocation', Amounts: amounts(-1) }], 'BAD_USER_INPUT'],
      [[], 'BAD_USER_INPUT'],
    ];
    for (const [l, code, stage] of cases) {
      const r = await save(cg, l, stage);
      expect(r.errors?.[0].extensions?.code, JSON.stringify(l).slice(0, 80)).toBe(code);
    }
    expect(await rows(sql`select count(*) n, sum(y1_wage) s, (select count(*) from audits) a from cg_mtefs`)).toEqual(before);
  });
});

describe('stages', () => {
  it('copies stage 2 into stage 3 once it is the active stage, and the comparison shows no difference', async () => {
    const refused = await t.gql(`mutation($y:Int!){ copyMtefStage(Year_ID:$y, From_Stage:2, To_Stage:3) }`, { y: yearId }, ministry);
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(`mutation($y:Int!){ copyMtefStage(Year_ID:$y, From_Stage:2, To_Stage:3) }`, { y: yearId }, cg)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await t.db.update(budgetStages).set({ isActive: false }).where(and(eq(budgetStages.yearId, yearId), eq(budgetStages.processArea, 'CG')));
    await t.db.update(budgetStages).set({ isActive: true }).where(and(eq(budgetStages.yearId, yearId), eq(budgetStages.processArea, 'CG'), eq(budgetStages.stage, 3)));
    const copied = await t.gql(`mutation($y:Int!){ copyMtefStage(Year_ID:$y, From_Stage:2, To_Stage:3) }`, { y: yearId }, ministry);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int n from cg_mtefs m join budget_stages s on s.id = m.stage_id where s.stage = 2 and m.year_id = ${yearId} and s.process_area = 'CG'`);
    expect(copied.data.copyMtefStage).toBe(n);
    const cmp = await t.gql(`query($y:Int!){ compareMtefStages(Year_ID:$y, Stage:3){ Vote_Code Category Stage_Amount Previous_Stage_Amount Difference } }`, { y: yearId }, cg);
    expect(cmp.data.compareMtefStages.length).toBeGreaterThan(0);
    expect(cmp.data.compareMtefStages.every((r: { Vote_Code: string; Difference: number }) => r.Vote_Code === '014' && r.Difference === 0)).toBe(true);
    await t.db.update(budgetStages).set({ isActive: false }).where(and(eq(budgetStages.yearId, yearId), eq(budgetStages.processArea, 'CG')));
    await t.db.update(budgetStages).set({ isActive: true }).where(and(eq(budgetStages.yearId, yearId), eq(budgetStages.processArea, 'CG'), eq(budgetStages.stage, 2)));
  });
});

describe('stage copy safety', () => {
  const copy = (from: number, to: number, replace?: number) => t.gql(`mutation($y:Int!,$f:Int!,$t:Int!,$r:Int){ copyMtefStage(Year_ID:$y, From_Stage:$f, To_Stage:$t, Replace_Count:$r) }`,
    { y: yearId, f: from, t: to, r: replace ?? null }, ministry);
  const held = async (stage: number) => (await rows<{ n: number }>(sql`select count(*)::int n from cg_mtefs m join budget_stages s on s.id = m.stage_id
    where s.stage = ${stage} and m.year_id = ${yearId} and s.process_area = 'CG'`))[0].n;
  const activate = async (stage: number) => {
    await t.db.update(budgetStages).set({ isActive: false }).where(and(eq(budgetStages.yearId, yearId), eq(budgetStages.processArea, 'CG')));
    await t.db.update(budgetStages).set({ isActive: true }).where(and(eq(budgetStages.yearId, yearId), eq(budgetStages.processArea, 'CG'), eq(budgetStages.stage, stage)));
  };

  it('refuses to copy an empty stage over a full one, and nothing changes', async () => {
    // A year whose Budget Framework Paper holds nothing (the demo's holds lines).
    await t.db.execute(sql`delete from cg_mtefs where stage_id in (select id from budget_stages where year_id = ${yearId} and stage = 1 and process_area = 'CG')`);
    const before = await held(2);
    expect(before).toBeGreaterThan(0);
    const r = await copy(1, 2, before);
    expect(r.errors?.[0].message).toBe('Stage 1 holds no MTEF lines for this year: there is nothing to copy, and stage 2 is left as it is');
    const inJapanese = await t.gql(`mutation($y:Int!){ copyMtefStage(Year_ID:$y, From_Stage:1, To_Stage:2, Replace_Count:${before}) }`, { y: yearId }, ministry, { 'accept-language': 'ja' });
    expect(inJapanese.errors?.[0].message).toBe('第 1 段階には今年度の MTEF 行がありません。コピーするものはなく、第 2 段階はそのままです');
    expect(await held(2)).toBe(before);
  });

  it('replaces a stage only with the count the caller was shown, keeps the replaced lines in the audit, and a burst does not double it', async () => {
    await activate(3);
    try {
      const source = await held(2);
      if (await held(3) === 0) expect((await copy(2, 3)).data?.copyMtefStage).toBe(source);
      const preview = await t.gql(`query($y:Int!){ mtefStageCopyPreview(Year_ID:$y, From_Stage:2, To_Stage:3){ Source_Lines Replaced_Lines } }`, { y: yearId }, ministry);
      expect(preview.data.mtefStageCopyPreview).toEqual({ Source_Lines: source, Replaced_Lines: source });
      const unconfirmed = await copy(2, 3);
      expect([unconfirmed.errors?.[0].extensions?.code, unconfirmed.errors?.[0].message])
        .toEqual(['CONFLICT', `Stage 3 holds ${source} MTEF lines that the copy would replace; confirm with Replace_Count ${source}`]);
      expect((await copy(2, 3, source - 1)).errors?.[0].extensions?.code).toBe('CONFLICT');

      const burst = await Promise.all(Array.from({ length: 4 }, () => copy(2, 3, source)));
      expect(burst.map((r) => r.errors ?? r.data?.copyMtefStage)).toEqual([source, source, source, source]);
      expect(await held(3)).toBe(source);
      const [audit] = await rows<{ lines: number; replaced: number }>(sql`select jsonb_array_length(old_values->'lines')::int lines, (new_values->>'replaced')::int replaced
        from audits where table_name = 'cg_mtefs' and new_values->>'copy' = 'stage 2 → 3' order by id desc limit 1`);
      expect(audit).toEqual({ lines: source, replaced: source });
    } finally { await activate(2); }
  });

  it('refuses a copy that would leave an allocation below what virements moved out of it, and nothing changes', async () => {
    await activate(3);
    try {
      const lines3 = await held(3);
      if (lines3 === 0) await copy(2, 3); else await copy(2, 3, lines3);
      const line = async (stage: number) => (await rows<{ id: number; code: string; wage: number }>(sql`select m.id, p.code, m.y1_wage::float8 wage from cg_mtefs m
        join programme_votes pv on pv.id = m.prog_by_vote_id join programmes p on p.id = pv.programme_id join budget_stages s on s.id = m.stage_id
        where pv.vote_id = ${vote014} and s.stage = ${stage} and s.process_area = 'CG' and m.year_id = ${yearId} and m.kind = 'allocation' order by p.code limit 1`))[0];
      const target = await line(3);
      await t.db.update(votes).set({ isVirementLimited: false }).where(eq(votes.id, vote014));
      const moved = Math.floor(target.wage / 2);
      const virement = await postUpload(t.app, 'virement', await workbook('virement', [['014', target.code, 'Wage', target.code, 'NonWage', moved, 'Drugs']]), cg);
      expect(virement.status).toBe(200);
      // Stage 2 holds a quarter of the wage: copied over stage 3, the line would have less than the virement took.
      await t.db.execute(sql`update cg_mtefs set y1_wage = ${Math.floor(target.wage / 4)} where id = ${(await line(2)).id}`);
      const source = await line(2);
      const r = await copy(2, 3, await held(3));
      expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0].message).toContain(`Programme ${target.code}, Y1_Wage`);
      expect((await line(3)).wage).toBe(target.wage);
      // Put things back for the tests after: stage 2's figure, then the virement (reverted as a user would).
      await t.db.execute(sql`update cg_mtefs set y1_wage = ${target.wage} where id = ${source.id}`);
      const undone = await t.app.inject({ method: 'POST', url: `/api/uploads/batches/${virement.body.batchId}/revert`, headers: { authorization: `Bearer ${cg}` } });
      expect(undone.statusCode).toBe(200);
    } finally {
      await activate(2);
    }
  });
});

describe('stage copy and ceilings', () => {
  const copy = (replace: number) => t.gql(`mutation($y:Int!,$r:Int){ copyMtefStage(Year_ID:$y, From_Stage:2, To_Stage:3, Replace_Count:$r) }`, { y: yearId, r: replace }, ministry);
  const preview = async () => (await t.gql(`query($y:Int!){ mtefStageCopyPreview(Year_ID:$y, From_Stage:2, To_Stage:3){ Source_Lines Replaced_Lines Over_Ceiling } }`, { y: yearId }, ministry)).data.mtefStageCopyPreview;
  const stageOf = (stage: number) => sql`(select id from budget_stages where year_id = ${yearId} and stage = ${stage} and process_area = 'CG')`;
  const overCells = async (stage: number) => (await rows<{ n: number }>(sql`select count(*)::int n from cg_mtefs a
    join cg_mtefs c on c.prog_by_vote_id = a.prog_by_vote_id and c.stage_id = a.stage_id and c.year_id = a.year_id and c.kind = 'ceiling',
    lateral (values (a.y1_wage > c.y1_wage), (a.y1_non_wage > c.y1_non_wage), (a.y1_gou_devt > c.y1_gou_devt), (a.y1_aia > c.y1_aia), (a.y1_donor > c.y1_donor),
      (a.y2_wage > c.y2_wage), (a.y2_non_wage > c.y2_non_wage), (a.y2_gou_devt > c.y2_gou_devt), (a.y2_aia > c.y2_aia), (a.y2_donor > c.y2_donor),
      (a.y3_wage > c.y3_wage), (a.y3_non_wage > c.y3_non_wage), (a.y3_gou_devt > c.y3_gou_devt), (a.y3_aia > c.y3_aia), (a.y3_donor > c.y3_donor),
      (a.y4_wage > c.y4_wage), (a.y4_non_wage > c.y4_non_wage), (a.y4_gou_devt > c.y4_gou_devt), (a.y4_aia > c.y4_aia), (a.y4_donor > c.y4_donor),
      (a.y5_wage > c.y5_wage), (a.y5_non_wage > c.y5_non_wage), (a.y5_gou_devt > c.y5_gou_devt), (a.y5_aia > c.y5_aia), (a.y5_donor > c.y5_donor)) v(over)
    where a.kind = 'allocation' and v.over and a.year_id = ${yearId} and a.stage_id = ${stageOf(stage)}`))[0].n;
  const activate = async (stage: number) => {
    await t.db.execute(sql`update budget_stages set is_active = false where year_id = ${yearId} and process_area = 'CG'`);
    await t.db.execute(sql`update budget_stages set is_active = true where year_id = ${yearId} and process_area = 'CG' and stage = ${stage}`);
  };

  it('the copy preview counts the figures carried above their ceilings; the copy carries them as decided and records how many', async () => {
    const carried = await overCells(2);
    expect(carried).toBeGreaterThan(0);
    expect((await preview()).Over_Ceiling).toBe(carried);
    await activate(3);
    try {
      const held = (await preview()).Replaced_Lines;
      expect((await copy(held)).errors).toBeUndefined();
      expect(await overCells(3)).toBe(carried);
      const [audit] = await rows<{ carried: number }>(sql`select (new_values->>'overCeiling')::int carried from audits where table_name = 'cg_mtefs' and new_values->>'copy' = 'stage 2 → 3' order by id desc limit 1`);
      expect(audit.carried).toBe(carried);
    } finally { await activate(2); }
  });

  it('names a line new to the stage by its vote and programme when its first figures break the ceiling given with them', async () => {
    const [line] = await lines014();
    const where = sql`prog_by_vote_id = ${line.pbv} and year_id = ${yearId} and stage_id = ${stageOf(2)}`;
    await t.db.execute(sql`create table kept_lines as select * from cg_mtefs where ${where}`);
    await t.db.execute(sql`delete from cg_mtefs where ${where}`);
    try {
      const amounts = (n: number) => Array.from({ length: 30 }, (_, i) => (i >= 5 && i % 5 !== 3 ? n : 0));
      const r = await t.gql(`mutation($y:Int!,$l:[MtefLineInput!]!){ saveMtefLines(Year_ID:$y, Stage:2, lines:$l) }`,
        { y: yearId, l: [{ Prog_By_Vote_ID: line.pbv, Figure: 'Ceiling', Amounts: amounts(100) }, { Prog_By_Vote_ID: line.pbv, Figure: 'Allocation', Amounts: amounts(150) }] }, ministry);
      expect(r.errors?.[0].message).toContain(`Vote 014, programme ${line.code}, Y1_Wage: 150 is 50 over its ceiling of 100`);
      expect((await rows<{ n: number }>(sql`select count(*)::int n from cg_mtefs where ${where}`))[0].n).toBe(0);
    } finally {
      await t.db.execute(sql`insert into cg_mtefs select * from kept_lines`);
      await t.db.execute(sql`drop table kept_lines`);
    }
  });
});

describe('balance checks', () => {
  const consistency = (token: string, voteId = vote014) => t.gql(`query($v:Int!,$y:Int!){ checkConsistanceReportBalance(Vote_ID:$v, Year_ID:$y, Stage:2){ Is_Balanced Message Lines { Programme_Code Category Ceiling Allocation Difference Is_Balanced } } }`,
    { v: voteId, y: yearId }, token);

  it('a vote within its ceilings is consistent; an allocation above a ceiling names the line', async () => {
    const [line] = await lines014();
    await t.db.execute(sql`update cg_mtefs set y1_wage = 0 where prog_by_vote_id = ${line.pbv} and kind = 'allocation'`);
    const ok = (await consistency(cg)).data.checkConsistanceReportBalance;
    expect(ok.Is_Balanced).toBe(true);
    await t.db.execute(sql`update cg_mtefs set y1_wage = y1_wage + 1e13 where prog_by_vote_id = ${line.pbv} and kind = 'allocation'`);
    const bad = (await consistency(cg)).data.checkConsistanceReportBalance;
    expect(bad.Is_Balanced).toBe(false);
    expect(bad.Lines.filter((l: { Is_Balanced: boolean }) => !l.Is_Balanced)).toEqual([expect.objectContaining({ Programme_Code: line.code, Category: 'Wage' })]);
    await t.db.execute(sql`update cg_mtefs set y1_wage = 0 where prog_by_vote_id = ${line.pbv} and kind = 'allocation'`);
  });

  it('another vote answers as not found', async () => {
    const [other] = await rows<{ id: number }>(sql`select id from votes where kind = 'CG' and id <> ${vote014} limit 1`);
    expect((await consistency(cg, other.id)).errors?.[0].extensions?.code).toBe('RECORD_NOT_FOUND');
  });

  it('virements move balance between lines; overdrawing and the 10 % limit are refused with nothing written', async () => {
    const [a, b] = await lines014();
    const [{ w }] = await rows<{ w: number }>(sql`select y1_wage::float8 w from cg_mtefs where prog_by_vote_id = ${b.pbv} and kind = 'allocation'`);
    await t.db.execute(sql`update cg_mtefs set y1_non_wage = 1000000 where prog_by_vote_id = ${a.pbv} and kind = 'allocation'`);
    await t.db.update(votes).set({ isVirementLimited: false }).where(eq(votes.id, vote014));
    const ok = await postUpload(t.app, 'virement', await workbook('virement', [['014', a.code, 'NonWage', b.code, 'Wage', 600000, 'Fuel to salaries']]), cg);
    expect(ok.body).toMatchObject({ ok: true, rows: 1 });
    const check = async () => (await t.gql(`query($y:Int!){ checkAvailableVirementBalanceReportBalance(Year_ID:$y, Vote_Code:"014"){ Is_Balanced Lines { Programme_Code Category Available Virement_In Virement_Out } } }`, { y: yearId }, cg)).data.checkAvailableVirementBalanceReportBalance;
    const after = await check();
    expect(after.Is_Balanced).toBe(true);
    expect(after.Lines).toContainEqual(expect.objectContaining({ Programme_Code: a.code, Category: 'NonWage', Available: 400000, Virement_Out: 600000 }));
    expect(after.Lines).toContainEqual(expect.objectContaining({ Programme_Code: b.code, Category: 'Wage', Available: w + 600000, Virement_In: 600000 }));

    const before = await rows(sql`select (select count(*) from budget_adjustments) a, (select count(*) from upload_batches) b`);
    const over = await postUpload(t.app, 'virement', await workbook('virement', [
      ['014', a.code, 'NonWage', b.code, 'Wage', 300000, 'ok'], ['014', a.code, 'NonWage', b.code, 'Wage', 200000, 'one too many'],
      ['014', a.code, 'NonWage', a.code, 'NonWage', 5, 'same line']]), cg);
    expect(over.status).toBe(422);
    expect(over.body.rowErrors).toEqual([
      expect.objectContaining({ row: 3, code: UploadError.OVER_BALANCE, params: { available: 100000, amount: 200000 } }),
      expect.objectContaining({ row: 4, code: UploadError.SAME_LINE }),
    ]);
    await t.db.update(votes).set({ isVirementLimited: true }).where(eq(votes.id, vote014));
    const limited = await postUpload(t.app, 'virement', await workbook('virement', [['014', b.code, 'Wage', a.code, 'NonWage', Math.ceil(w * 0.1) + 1, 'too much']]), cg);
    expect(limited.body.rowErrors[0]).toMatchObject({ code: UploadError.OVER_VIREMENT_LIMIT });
    expect(await rows(sql`select (select count(*) from budget_adjustments) a, (select count(*) from upload_batches) b`)).toEqual(before);
  });
});

describe('LG grants', () => {
  it('transfer grids and budgetGrantIpf cover the LG user\'s own district only', async () => {
    const [v] = await rows<{ id: number }>(sql`select id from votes where kind = 'LG' and code = '501'`);
    const [otherLg] = await rows<{ id: number }>(sql`select id from votes where kind = 'LG' and code <> '501' limit 1`);
    const grid = `query($v:Int!){ lgGetConditionalTransfersGrid(Vote_ID:$v, Stage:2){ Vote_Code Revenue_Budget Projection_Y1 } lgGetDiscretionaryTransfersGrid(Vote_ID:$v, Stage:2){ SubGrant_Code } }`;
    const mine = (await t.gql(grid, { v: v.id }, lg)).data;
    expect(mine.lgGetConditionalTransfersGrid.length).toBeGreaterThan(0);
    expect(mine.lgGetConditionalTransfersGrid.every((r: { Vote_Code: string }) => r.Vote_Code === '501')).toBe(true);
    expect((await t.gql(grid, { v: otherLg.id }, lg)).data.lgGetConditionalTransfersGrid).toEqual([]);
    const y = { v: v.id, y: yearId };
    const [ssp] = (await t.gql('query($v:Int!,$y:Int!){ lgIpfSubSubProgrammeByVote(Vote_ID:$v, Year_ID:$y){ id code } }', y, lg)).data.lgIpfSubSubProgrammeByVote;
    const [rev] = (await t.gql('query($s:Int!,$v:Int!,$y:Int!){ lgIpfRevenuBySubSubProgrammeAndVote(Sub_SubProgramme_ID:$s, Vote_ID:$v, Year_ID:$y){ id } }', { ...y, s: ssp.id }, lg)).data.lgIpfRevenuBySubSubProgrammeAndVote;
    const grants = (await t.gql('query($r:Int!,$v:Int!,$y:Int!){ lgIpfSubGrantByRevenueAndVote(Revenue_ID:$r, Vote_ID:$v, Year_ID:$y){ id } }', { ...y, r: rev.id }, lg)).data.lgIpfSubGrantByRevenueAndVote;
    expect(grants.length).toBeGreaterThan(0);
    expect((await t.gql('query($v:Int!,$y:Int!){ lgIpfSubSubProgrammeByVote(Vote_ID:$v, Year_ID:$y){ id } }', { ...y, v: otherLg.id }, lg)).data.lgIpfSubSubProgrammeByVote).toEqual([]);
    const ipf = (await t.gql('{ budgetGrantIpf { Projection_Y1 Projection_Y5 } }', {}, lg)).data.budgetGrantIpf;
    const [sum] = await rows<{ s: number }>(sql`select sum(i.projection_y1)::float8 s from lg_grant_ipfs i join budget_stages s on s.id = i.stage_id and s.is_active where i.vote_id = ${v.id}`);
    expect(ipf.Projection_Y1).toBeCloseTo(sum.s, 2);
  });

  it('an IPF upload replaces the district\'s rows; a sub-grant of another revenue is refused', async () => {
    const [g] = await rows<{ sg: string; rev: string; other: string; ssp: string }>(sql`select sg.code sg, r.code rev,
      (select code from revenues where id <> r.id limit 1) other, (select code from sub_sub_programmes limit 1) ssp
      from sub_grants sg join revenues r on r.id = sg.revenue_id limit 1`);
    const row = (rev: string) => ['501', g.ssp, rev, g.sg, 'Conditional', '', 10, 100, 110, 120, 130, 140, 25, 25, 0, 0];
    const bad = await postUpload(t.app, 'ipf', await workbook('ipf', [row(g.other)]), lg);
    expect(bad.body.rowErrors[0]).toMatchObject({ code: UploadError.SUBGRANT_REVENUE });
    const ok = await postUpload(t.app, 'ipf', await workbook('ipf', [row(g.rev)]), lg);
    expect(ok.body).toMatchObject({ ok: true, rows: 1 });
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int n from lg_grant_ipfs i join votes v on v.id = i.vote_id join budget_stages s on s.id = i.stage_id and s.is_active
      where v.code = '501' and v.kind = 'LG'`);
    expect(n).toBe(1);
    // The per-vote totals behind the dashboard follow the upload's delete and insert, and a multi-row update.
    const drift = () => rows(sql`select * from (select year_id, stage_id, vote_id, sum(projection_y1) y1, sum(projection_y5) y5 from lg_grant_ipfs group by 1, 2, 3) d
      full join lg_ipf_totals t using (year_id, stage_id, vote_id)
      where coalesce(d.y1, 0) <> coalesce(t.projection_y1, 0) or coalesce(d.y5, 0) <> coalesce(t.projection_y5, 0)`);
    // And the ministry's shards follow the per-vote totals.
    const shardDrift = () => rows(sql`select * from (select year_id, stage_id, vote_id % 16 shard, sum(projection_y1) y1, sum(projection_y5) y5 from lg_ipf_totals group by 1, 2, 3) d
      full join lg_ipf_shard_totals s using (year_id, stage_id, shard)
      where coalesce(d.y1, 0) <> coalesce(s.projection_y1, 0) or coalesce(d.y5, 0) <> coalesce(s.projection_y5, 0)`);
    expect([await drift(), await shardDrift()]).toEqual([[], []]);
    await t.db.execute(sql`update lg_grant_ipfs set projection_y1 = projection_y1 * 2 + 1, projection_y5 = 0 where id % 3 = 0`);
    expect([await drift(), await shardDrift()]).toEqual([[], []]);
  });

  it('list uploads replace the vote\'s rows of that kind only', async () => {
    const file = (n: number) => workbook('pension', Array.from({ length: n }, (_, i) => ['014', `E${i}`, `Pensioner ${i}`, 'Pension', 100, 1200]));
    expect((await postUpload(t.app, 'pension', await file(3), cg)).body).toMatchObject({ ok: true, rows: 3 });
    expect((await postUpload(t.app, 'pension', await file(2), cg)).body).toMatchObject({ ok: true, rows: 2 });
    const [{ n, total }] = await rows<{ n: number; total: number }>(sql`select count(*)::int n, sum(amount)::float8 total from upload_rows where kind = 'pension'`);
    expect([n, total]).toEqual([2, 2400]);
    const template = await readWorkbook((await getFile(t.app, '/api/uploads/pension/template.xlsx', cg)).body);
    expect(template.worksheets[0].getRow(3).values).toEqual([undefined, '014', 'E1', 'Pensioner 1', 'Pension', 100, 1200]);
  });
});

describe('dashboard totals', () => {
  // Runs last: by now lines were saved, copied between stages and uploaded above.
  it('cg_mtef_totals equal the lines summed per vote, and their shards the totals, after every change above, a multi-row update and a delete', async () => {
    const drift = () => rows(sql`select * from (select m.year_id, m.stage_id, pv.vote_id, m.kind, sum(m.y1_wage) w, sum(m.y0_donor) d, sum(m.y5_aia) a
        from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id group by 1, 2, 3, 4) lines
      full join cg_mtef_totals t using (year_id, stage_id, vote_id, kind)
      where coalesce(lines.w, 0) <> coalesce(t.y1_wage, 0) or coalesce(lines.d, 0) <> coalesce(t.y0_donor, 0) or coalesce(lines.a, 0) <> coalesce(t.y5_aia, 0)`);
    // The ministry reads shards of the per-vote totals: they must follow them.
    const shardDrift = () => rows(sql`select * from (select year_id, stage_id, kind, vote_id % 16 shard, sum(y1_wage) w, sum(y0_donor) d, sum(y5_aia) a
        from cg_mtef_totals group by 1, 2, 3, 4) t
      full join cg_mtef_shard_totals s using (year_id, stage_id, kind, shard)
      where coalesce(t.w, 0) <> coalesce(s.y1_wage, 0) or coalesce(t.d, 0) <> coalesce(s.y0_donor, 0) or coalesce(t.a, 0) <> coalesce(s.y5_aia, 0)`);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int n from cg_mtef_shard_totals where y1_wage <> 0`);
    expect(n).toBeGreaterThan(0);
    expect([await drift(), await shardDrift()]).toEqual([[], []]);
    await t.db.execute(sql`update cg_mtefs set y1_wage = y1_wage + 5, y0_donor = 0, y5_aia = y5_aia * 3 where id % 4 = 1`);
    expect([await drift(), await shardDrift()]).toEqual([[], []]);
    await t.db.execute(sql`delete from cg_mtefs where id % 5 = 2`);
    expect([await drift(), await shardDrift()]).toEqual([[], []]);
  });

  it('refuses to move a programme mapping to another vote, which would strand its totals', async () => {
    const [pv] = await rows<{ id: number }>(sql`select id from programme_votes limit 1`);
    const error = await t.db.execute(sql`update programme_votes set vote_id = ${vote014} + 1 where id = ${pv.id}`).catch((e: Error) => e);
    expect(String((error as Error & { cause?: Error }).cause?.message)).toMatch(/vote of a programme mapping cannot change/);
  });
});
