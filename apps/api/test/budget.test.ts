import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { UPLOAD_KINDS, UploadError } from '@pbs/domain';
import { codeOf, rowsIn, setupApp } from './helpers.js';
import { getFile, postUpload, readWorkbook, workbook } from './upload-helpers.js';
import { fiscalYears } from '../src/db/schema/index.js';
import { factories } from './factories.js';

const t = await setupApp();
const make = factories(t);
const [cg, lg] = [(await t.login('cg.initiator')).token, (await t.login('lg.initiator')).token];
const ministry = await make.user('Budget Officer');
const [{ id: yearId }] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));

const rows = rowsIn(t.db);
const save = (token: string, lines: unknown[], o: { stage?: number; year?: number } = {}) => t.gql(`mutation($y:Int!,$s:Int!,$l:[MtefLineInput!]!){ saveMtefLines(Year_ID:$y, Stage:$s, lines:$l) }`,
  { y: o.year ?? yearId, s: o.stage ?? 2, l: lines }, token);
const amounts = (v: number) => UPLOAD_KINDS.mtef.columns.slice(3).map((c) => (c.header.endsWith('AIA') ? 0 : v));

describe('MTEF queries', () => {
  it('budgetMTEF adds up the caller\'s allocations: the vote\'s own for a vote user, every vote for the ministry', async () => {
    // Two lines of 900,000 in each Y1 category but AIA, 100 in each other year's: the planner's sums are known exactly.
    const vote = await make.vote();
    await make.mtef(vote, yearId, 2, { ceiling: 1_000_000, allocation: 900_000 });
    const planner = await make.user('CG Initiator', { voteId: vote.id });
    const q = '{ budgetMTEF { Y1_Wage Y1_NonWage Y1_GoUDevt Y1_AIA Y1_Donor Y0_Wage Y1_Budget } }';
    const mine = (await t.gql(q, {}, planner.token)).data.budgetMTEF;
    expect(mine).toEqual({ Y1_Wage: 1_800_000, Y1_NonWage: 1_800_000, Y1_GoUDevt: 1_800_000, Y1_AIA: 0, Y1_Donor: 1_800_000, Y0_Wage: 200, Y1_Budget: 7_200_000 });
    const all = (await t.gql(q, {}, ministry.token)).data.budgetMTEF;
    expect(all.Y1_Budget).toBeGreaterThan(mine.Y1_Budget);
  });

  it('cgCurrentMtefs shows a vote user only their own lines', async () => {
    const r = await t.gql(`query($y:Int!){ cgCurrentMtefs(Year_ID:$y, Stage:2){ Figure Prog_By_Vote_ID { Vote_Code } } }`, { y: yearId }, cg);
    const codes = new Set(r.data.cgCurrentMtefs.map((m: { Prog_By_Vote_ID: { Vote_Code: string } }) => m.Prog_By_Vote_ID.Vote_Code));
    expect([...codes]).toEqual(['014']);
  });
});

describe('saving MTEF lines', () => {
  it('saves a vote\'s allocation with an audit entry holding old and new values', async () => {
    const vote = await make.vote();
    await make.mtef(vote, yearId, 2, { ceiling: 1_000_000, allocation: 900_000 });
    const planner = await make.user('CG Initiator', { voteId: vote.id });
    const [line] = vote.lines;
    const saved = await save(planner.token, [{ Prog_By_Vote_ID: line.progByVoteId, Figure: 'Allocation', Amounts: amounts(77) }]);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveMtefLines).toBe(1);
    const [a] = await rows<{ old_values: Record<string, number>; new_values: Record<string, number> }>(sql`select old_values, new_values from audits
      where table_name = 'cg_mtefs' and audit_type = 'update' and created_by = ${planner.id} order by id desc limit 1`);
    expect([a.old_values.y1_wage, a.new_values.y1_wage]).toEqual([900_000, 77]);
  });

  it('refuses ceilings from a vote, other votes\' lines, closed stages, AIA for a non-AIA vote and wrong sizes — changing nothing', async () => {
    const vote = await make.vote({ isAia: false });
    const other = await make.vote();
    await make.mtef(vote, yearId, 2, { ceiling: 1_000_000, allocation: 900_000 });
    const planner = await make.user('CG Initiator', { voteId: vote.id });
    const [line] = vote.lines;
    const before = await rows(sql`select count(*) n, sum(y1_wage) s, (select count(*) from audits) a from cg_mtefs`);
    const aia = amounts(1);
    aia[UPLOAD_KINDS.mtef.columns.slice(3).findIndex((c) => c.header === 'Y1_AIA')] = 5;
    const cases: [unknown[], string, number?][] = [
      [[{ Prog_By_Vote_ID: line.progByVoteId, Figure: 'Ceiling', Amounts: amounts(1) }], 'FORBIDDEN'],
      [[{ Prog_By_Vote_ID: other.lines[0].progByVoteId, Figure: 'Allocation', Amounts: amounts(1) }], 'RECORD_NOT_FOUND'],
      [[{ Prog_By_Vote_ID: line.progByVoteId, Figure: 'Allocation', Amounts: amounts(1) }], 'BAD_USER_INPUT', 1],
      [[{ Prog_By_Vote_ID: line.progByVoteId, Figure: 'Allocation', Amounts: aia }], 'BAD_USER_INPUT'],
      [[{ Prog_By_Vote_ID: line.progByVoteId, Figure: 'Allocation', Amounts: [1, 2, 3] }], 'BAD_USER_INPUT'],
      [[{ Prog_By_Vote_ID: line.progByVoteId, Figure: 'Allocation', Amounts: amounts(-1) }], 'BAD_USER_INPUT'],
      [[], 'BAD_USER_INPUT'],
    ];
    for (const [l, code, stage] of cases) {
      const r = await save(planner.token, l, { stage });
      expect(codeOf(r), JSON.stringify(l).slice(0, 80)).toBe(code);
    }
    expect(await rows(sql`select count(*) n, sum(y1_wage) s, (select count(*) from audits) a from cg_mtefs`)).toEqual(before);
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
    // Narrowed to the chosen sub-sub-programme: exactly the sub-grants the district's rows hold under it and the revenue.
    const narrowed = (await t.gql('query($r:Int!,$v:Int!,$y:Int!,$s:Int){ lgIpfSubGrantByRevenueAndVote(Revenue_ID:$r, Vote_ID:$v, Year_ID:$y, Sub_SubProgramme_ID:$s){ id } }',
      { ...y, r: rev.id, s: ssp.id }, lg)).data.lgIpfSubGrantByRevenueAndVote;
    const held = await rows<{ id: number }>(sql`select distinct sub_grant_id id from lg_grant_ipfs where vote_id = ${v.id} and year_id = ${yearId}
      and revenue_id = ${rev.id} and sub_sub_programme_id = ${ssp.id} and sub_grant_id is not null order by 1`);
    expect(narrowed.map((g: { id: number }) => g.id).sort((a: number, b: number) => a - b)).toEqual(held.map((h) => h.id));
    expect(narrowed.length).toBeLessThanOrEqual(grants.length);
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
    // Locally raised revenue is not a grant IPF: the file naming it is refused on that row; an LRR file naming a
    // transfer is refused the other way (each source classed once on the Revenue master).
    const [local] = await rows<{ rev: string; sg: string | null; transfer: string }>(sql`select r.code rev,
      (select code from sub_grants where revenue_id = r.id limit 1) sg, (select code from revenues where revenue_class = 'Transfer' limit 1) transfer
      from revenues r where r.revenue_class = 'LocalRevenue' limit 1`);
    const localRow = ['501', g.ssp, local.rev, local.sg ?? '', 'Discretionary', '', 10, 100, 110, 120, 130, 140, 25, 25, 0, 0];
    const refused = await postUpload(t.app, 'ipf', await workbook('ipf', [localRow]), lg);
    expect(refused.body.rowErrors).toEqual([expect.objectContaining({ row: 2, column: 'Revenue_Code', code: UploadError.LOCAL_REVENUE_IPF })]);
    const lrr = await postUpload(t.app, 'lrr', await workbook('lrr', [['501', local.transfer, 1_000, 2_000]]), lg);
    expect(lrr.body.rowErrors).toEqual([expect.objectContaining({ column: 'Revenue_Code', code: UploadError.NOT_LOCAL_REVENUE })]);
    expect((await postUpload(t.app, 'lrr', await workbook('lrr', [['501', local.rev, 1_000, 2_000]]), lg)).body).toMatchObject({ ok: true, rows: 1 });
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
  const mtefDrift = () => rows(sql`select * from (select m.year_id, m.stage_id, pv.vote_id, m.kind, sum(m.y1_wage) w, sum(m.y0_donor) d, sum(m.y5_aia) a
      from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id group by 1, 2, 3, 4) lines
    full join cg_mtef_totals t using (year_id, stage_id, vote_id, kind)
    where coalesce(lines.w, 0) <> coalesce(t.y1_wage, 0) or coalesce(lines.d, 0) <> coalesce(t.y0_donor, 0) or coalesce(lines.a, 0) <> coalesce(t.y5_aia, 0)`);
  // The ministry reads shards of the per-vote totals: they must follow them.
  const shardDrift = () => rows(sql`select * from (select year_id, stage_id, kind, vote_id % 16 shard, sum(y1_wage) w, sum(y0_donor) d, sum(y5_aia) a
      from cg_mtef_totals group by 1, 2, 3, 4) t
    full join cg_mtef_shard_totals s using (year_id, stage_id, kind, shard)
    where coalesce(t.w, 0) <> coalesce(s.y1_wage, 0) or coalesce(t.d, 0) <> coalesce(s.y0_donor, 0) or coalesce(t.a, 0) <> coalesce(s.y5_aia, 0)`);

  it('cg_mtef_totals equal the lines summed per vote, and their shards the totals, after a save, a stage copy, a multi-row update and a delete', async () => {
    const y = await make.year({ activeStage: 2 });
    const vote = await make.vote({ programmes: 3 });
    await make.mtef(vote, y.id, 2, { ceiling: 1_000_000, allocation: 900_000 });
    const planner = await make.user('CG Initiator', { voteId: vote.id });
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int n from cg_mtef_totals where year_id = ${y.id} and y1_wage <> 0`);
    expect(n).toBe(2);
    expect([await mtefDrift(), await shardDrift()]).toEqual([[], []]);
    expect((await save(planner.token, [{ Prog_By_Vote_ID: vote.lines[0].progByVoteId, Figure: 'Allocation', Amounts: amounts(55) }], { year: y.id })).errors).toBeUndefined();
    expect([await mtefDrift(), await shardDrift()]).toEqual([[], []]);
    await t.gql('mutation($s:Int!){ setActiveBudgetStage(Stage_ID:$s){ Is_Active } }', { s: y.stages[3] }, ministry.token);
    expect((await t.gql('mutation($y:Int!){ copyMtefStage(Year_ID:$y, From_Stage:2, To_Stage:3) }', { y: y.id }, ministry.token)).data.copyMtefStage).toBe(6);
    expect([await mtefDrift(), await shardDrift()]).toEqual([[], []]);
    // Writes that skip the application (a database administrator's fix) are followed too: the totals are kept by triggers.
    await t.db.execute(sql`update cg_mtefs set y1_wage = y1_wage + 5, y0_donor = 0, y5_aia = y5_aia * 3 where year_id = ${y.id} and id % 2 = 1`);
    expect([await mtefDrift(), await shardDrift()]).toEqual([[], []]);
    await t.db.execute(sql`delete from cg_mtefs where year_id = ${y.id} and id % 3 = 2`);
    expect([await mtefDrift(), await shardDrift()]).toEqual([[], []]);
  });

  it('refuses to move a programme mapping to another vote, which would strand its totals', async () => {
    const [vote, other] = [await make.vote({ programmes: 1 }), await make.vote({ programmes: 1 })];
    const error = await t.db.execute(sql`update programme_votes set vote_id = ${other.id} where id = ${vote.lines[0].progByVoteId}`).catch((e: unknown) => e);
    expect(String((error as Error & { cause?: Error }).cause?.message)).toMatch(/vote of a programme mapping cannot change/);
  });
});
