import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsIn, setupApp } from './helpers.js';
import { factories } from './factories.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postUpload, savedByLibreOffice, workbook } from './upload-helpers.js';
import { nationalLoads } from './load-helpers.js';
import { coaItems, coaOutputs, subProgrammes, subSubProgrammes } from '../src/db/schema/index.js';
import { envelopeKey, lgEnvelopes } from '../src/modules/budget/envelope.repo.js';

// A district's detailed estimates under its envelope: grant IPFs by their grants' categories plus local revenue.
const t = await setupApp();
const make = factories(t);
const rows = rowsIn(t.db);
const year = await make.year({ activeStage: 2 });
const district = await make.vote({ kind: 'LG', programmes: 0 });
const officer = await make.user('LG Initiator', { voteId: district.id });
const neighbour = await make.vote({ kind: 'LG', programmes: 0 });
const stranger = await make.user('LG Initiator', { voteId: neighbour.id });
const administrator = await make.user('System Administrator');
const [{ programme }] = await rows<{ programme: number }>(sql`select id programme from programmes where status order by id limit 1`);
const [department] = await t.db.insert(subProgrammes).values({ programmeId: programme, code: 'LGH', name: 'Health department', isLg: true }).returning();
const [ssp] = await t.db.insert(subSubProgrammes).values({ subProgrammeId: department.id, code: 'LGH01', name: 'Primary health care' }).returning();
const [output] = await t.db.insert(coaOutputs).values({ yearId: year.id, subProgrammeId: department.id, code: '01', name: 'Health centres staffed' }).returning();
const [item] = await t.db.insert(coaItems).values({ yearId: year.id, code: '211101', name: 'General Staff Salaries', classCode: '211' }).returning();
const grant = async (code: string) => (await rows<{ id: number; revenue: number; code: string; revenueCode: string }>(sql`select g.id, g.revenue_id revenue, g.code,
  r.code "revenueCode" from sub_grants g join revenues r on r.id = g.revenue_id where g.code = ${code}`))[0];
const wageGrant = await grant('CGT01');
const nonWageGrant = await grant('CGT02');
const LOCAL_REVENUE = '2';

const ipfLine = (g: { id: number; revenue: number }, y1: number, id?: number) =>
  ({ Grant_IPF_ID: id, Sub_SubProgramme_ID: ssp.id, Revenue_ID: g.revenue, SubGrant_ID: g.id, Transfer: 'Conditional', Amounts: [0, y1, 0, 0, 0, 0, 0, 0, 0, 0] });
const saveIpf = (lines: object[], token = officer.token) => t.gql('mutation($y:Int!,$v:Int!,$l:[IpfLineInput!]!){ saveIpfLines(Year_ID:$y, Stage:2, Vote_ID:$v, Lines:$l) }',
  { y: year.id, v: district.id, l: lines }, token);
const line = (fund: string, amount: number) => ({ Output_ID: output.id, Item_ID: item.id, Fund_Code: fund, Amount: amount });
const saveLines = (lines: object[], token = officer.token, lang?: string) => t.gql('mutation($y:Int!,$v:Int!,$l:[BudgetLineInput!]!){ saveBudgetLines(Year_ID:$y, Stage:2, Vote_ID:$v, Lines:$l){ Saved Warnings } }',
  { y: year.id, v: district.id, l: lines }, token, lang ? { 'accept-language': lang } : {});
const DETAIL = 'query($y:Int!,$v:Int!){ voteDetail(Year_ID:$y, Stage:2, Vote_ID:$v){ Chart_Outputs { Output_ID } MTEF_Figures { Programme_ID Category Amount } Budget_Lines { Fund_Code Amount } } }';
const ipfRow = (g: { code: string; revenueCode: string }, y1: number) => [district.code, ssp.code, g.revenueCode, g.code, 'Conditional', null, 0, y1, 0, 0, 0, 0, 0, 0, 0, 0];
const state = async () => JSON.stringify(await rows(sql`select
  (select coalesce(sum(amount), 0)::float8 from budget_lines where vote_id = ${district.id}) lines,
  (select coalesce(sum(projection_y1), 0)::float8 from lg_grant_ipfs where vote_id = ${district.id}) ipf,
  (select coalesce(sum(amount), 0)::float8 from upload_rows where vote_id = ${district.id}) lrr,
  (select count(*)::int from upload_batches) batches`));
const uploadIpf = async (lines: unknown[][]) => postUpload(t.app, 'ipf', await workbook('ipf', lines), officer.token, `?Year_ID=${year.id}&Stage=2`);
const uploadLrr = async (estimate: number) => postUpload(t.app, 'lrr', await workbook('lrr', [[district.code, LOCAL_REVENUE, 0, estimate]]), officer.token, `?Year_ID=${year.id}`);

describe('the demo\'s districts', () => {
  it('hold detailed estimates in each CG stage within their envelopes, nine tenths of each to the thousand', async () => {
    const [active] = await rows<{ id: number }>(sql`select id from fiscal_years where is_active`);
    const lgVotes = (await rows<{ id: number }>(sql`select id from votes where kind = 'LG'`)).map((v) => v.id);
    const stages = await rows<{ id: number }>(sql`select id from budget_stages where year_id = ${active.id} and process_area = 'CG' and stage < 3`);
    let checked = 0;
    for (const stage of stages) {
      const envelopes = await lgEnvelopes(t.db, active.id, stage.id, lgVotes);
      const detail = await rows<{ vote: number; category: string; total: number }>(sql`select l.vote_id vote, f.mtef_category category, sum(l.amount)::float8 total
        from budget_lines l join coa_funds f on f.id = l.fund_id join votes v on v.id = l.vote_id and v.kind = 'LG'
        where l.year_id = ${active.id} and l.stage_id = ${stage.id} group by 1, 2`);
      for (const d of detail) {
        const envelope = envelopes.get(envelopeKey(stage.id, d.vote, d.category)) ?? 0;
        expect(d.total).toBeLessThanOrEqual(envelope);
        // Agago's local revenue came after its lines: AIA aside, each total is nine tenths of its envelope's grants.
        if (d.category === 'AIA') continue;
        expect(d.total).toBe(Math.floor(envelope * 0.9 / 1000) * 1000);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('a local government\'s detailed estimates under its grant IPFs and local revenue', () => {
  it('shows the district its department\'s outputs and its envelope by category, for the whole vote', async () => {
    expect((await saveIpf([ipfLine(wageGrant, 10_000), ipfLine(nonWageGrant, 6_000)])).errors).toBeUndefined();
    const lrr = await uploadLrr(3_000);
    expect(lrr.status).toBe(200);
    const d = (await t.gql(DETAIL, { y: year.id, v: district.id }, officer.token)).data.voteDetail;
    expect(d.Chart_Outputs.map((o: { Output_ID: number }) => o.Output_ID)).toContain(output.id);
    const figure = (c: string) => d.MTEF_Figures.find((f: { Category: string }) => f.Category === c);
    expect([figure('Wage'), figure('NonWage').Amount, figure('AIA').Amount, figure('GoUDevt').Amount]).toEqual([{ Programme_ID: 0, Category: 'Wage', Amount: 10_000 }, 6_000, 3_000, 0]);
    // Another district's officer sees none of it.
    expect((await t.gql(DETAIL, { y: year.id, v: district.id }, stranger.token)).errors?.[0].message).toMatch(/not found/i);
  });

  it('saves lines within the envelope and refuses, naming it, a category above it under Stop — nothing changed', async () => {
    const ok = await saveLines([line('WAGE', 10_000), line('NWR', 5_000), line('ARREARS', 1_000), line('AIA', 3_000)]);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.saveBudgetLines).toEqual({ Saved: 4, Warnings: [] });
    const before = await state();
    const over = await saveLines([line('NWR', 5_001)]);
    expect(over.errors?.[0].message).toMatch(new RegExp(`Local government ${district.code}, Y1_NonWage: the detailed estimates add up to 6,001, above its grant IPFs and local revenue of 6,000`));
    const fr = await saveLines([line('GOUDEV', 1)], officer.token, 'fr');
    expect(fr.errors?.[0].message).toMatch(/Collectivité locale .*Y1_GoUDevt.*de 0/);
    expect(await state()).toBe(before);
  });

  it('refuses an IPF typed below the lines over it, and lets it rise', async () => {
    const [wage] = await rows<{ id: number }>(sql`select id from lg_grant_ipfs where vote_id = ${district.id} and sub_grant_id = ${wageGrant.id}`);
    const before = await state();
    const lower = await saveIpf([ipfLine(wageGrant, 9_999, wage.id)]);
    expect(lower.errors?.[0].message).toMatch(/Y1_Wage: the detailed estimates add up to 10,000, above its grant IPFs and local revenue of 9,999/);
    expect(await state()).toBe(before);
    expect((await saveIpf([ipfLine(wageGrant, 12_000, wage.id)])).errors).toBeUndefined();
  });

  it('refuses an IPF file and a local revenue file that would lower an envelope below its lines, writing nothing', async () => {
    const before = await state();
    const ipf = await uploadIpf([ipfRow(wageGrant, 12_000), ipfRow(nonWageGrant, 5_500)]);
    expect(ipf.status).toBe(409);
    expect(ipf.body).toMatchObject({ code: 'UPLOAD.DETAIL_OVER' });
    expect(ipf.body.params.detail).toMatch(/Y1_NonWage: the detailed estimates add up to 6,000, above its grant IPFs and local revenue of 5,500/);
    const lrr = await uploadLrr(2_000);
    expect(lrr.status).toBe(409);
    expect(lrr.body.params.detail).toMatch(/Y1_AIA: the detailed estimates add up to 3,000, above its grant IPFs and local revenue of 2,000/);
    // The same file as an officer keeps it, saved again by LibreOffice Calc: refused the same way.
    const dir = mkdtempSync(join(tmpdir(), 'pbs-lrr-'));
    writeFileSync(join(dir, 'lrr.xlsx'), await workbook('lrr', [[district.code, LOCAL_REVENUE, 0, 2_000]]));
    const saved = savedByLibreOffice(dir, [join(dir, 'lrr.xlsx')]).get(join(dir, 'lrr.xlsx'))!;
    const again = await postUpload(t.app, 'lrr', saved, officer.token, `?Year_ID=${year.id}`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'UPLOAD.DETAIL_OVER' });
    expect(await state()).toBe(before);
  });

  it('refuses to revert an IPF file whose figures the lines now use, and reverts it once they are brought back', async () => {
    const up = await uploadIpf([ipfRow(wageGrant, 15_000), ipfRow(nonWageGrant, 6_000)]);
    expect(up.status).toBe(200);
    expect((await saveLines([line('WAGE', 14_000)])).errors).toBeUndefined();
    const revert = () => t.app.inject({ method: 'POST', url: `/api/uploads/batches/${up.body.batchId}/revert`, headers: { authorization: `Bearer ${officer.token}` } });
    const before = await state();
    const refused = await revert();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'UPLOAD.REVERT_REFUSED' });
    expect(refused.json().params.detail).toMatch(/Y1_Wage: the detailed estimates add up to 14,000, above its grant IPFs and local revenue of 12,000/);
    expect(await state()).toBe(before);
    expect((await saveLines([line('WAGE', 12_000)])).errors).toBeUndefined();
    expect((await revert()).statusCode).toBe(200);
  });

  it('lets only one of a line save and an IPF cut through when together they would break the rule (a burst in parallel)', async () => {
    // Wage: IPF 12,000 (the file reverted to the screen's figure), lines 12,000. Room is made, then a save and a cut race for it.
    const [wage] = await rows<{ id: number }>(sql`select id from lg_grant_ipfs where vote_id = ${district.id} and sub_grant_id = ${wageGrant.id}`);
    expect((await saveLines([line('WAGE', 11_000)])).errors).toBeUndefined();
    const burst = await Promise.all([saveLines([line('WAGE', 12_000)]), saveIpf([ipfLine(wageGrant, 11_000, wage.id)]),
      saveLines([line('WAGE', 11_500)]), saveIpf([ipfLine(wageGrant, 11_200, wage.id)])]);
    expect(burst.filter((r) => !r.errors).length).toBeGreaterThan(0);
    const [after] = await rows<{ lines: number; ipf: number }>(sql`select
      (select sum(l.amount)::float8 from budget_lines l join coa_funds f on f.id = l.fund_id where l.vote_id = ${district.id} and f.mtef_category = 'Wage') lines,
      (select projection_y1::float8 from lg_grant_ipfs where id = ${wage.id}) ipf`);
    expect(after.lines).toBeLessThanOrEqual(after.ipf);
  });

  it('under Warn, lets an IPF fall below its lines and answers a line save above it with a warning', async () => {
    await make.ceilingControl(year, 'Warn');
    try {
      const lrr = await uploadLrr(1_000);
      expect(lrr.status).toBe(200);
      const r = await saveLines([line('AIA', 3_500)]);
      expect(r.errors).toBeUndefined();
      expect(r.data.saveBudgetLines.Warnings[0]).toMatch(/Y1_AIA: the detailed estimates add up to 3,500, above its grant IPFs and local revenue of 1,000/);
    } finally {
      await make.ceilingControl(year, 'Stop');
    }
  });

  it('leaves a district\'s lines out of a stage copy, which carries central votes\' figures and detail', async () => {
    // Stage 1 (closed) holds more wage for the district than stage 2's IPFs give; a CG vote gives the copy figures to carry.
    const vote = await make.vote({ programmes: 1 });
    await make.mtef(vote, year.id, 1, { ceiling: 1_000, allocation: 1_000 });
    const ministry = await make.user('Budget Officer');
    const [wageFund] = await rows<{ id: number }>(sql`select id from coa_funds where year_id = ${year.id} and code = 'WAGE'`);
    await t.db.execute(sql`insert into budget_lines (year_id, stage_id, vote_id, programme_id, sub_programme_id, output_id, item_id, fund_id, amount)
      values (${year.id}, ${year.stages[1]}, ${district.id}, ${programme}, ${department.id}, ${output.id}, ${item.id}, ${wageFund.id}, 50000),
        (${year.id}, ${year.stages[1]}, ${vote.id}, ${vote.lines[0].programmeId}, ${department.id}, ${output.id}, ${item.id}, ${wageFund.id}, 900)`);
    const district2 = async () => rows(sql`select output_id, item_id, fund_id, amount from budget_lines where vote_id = ${district.id} and stage_id = ${year.stages[2]} order by id`);
    const before = await district2();
    const held = (await rows<{ n: number }>(sql`select count(*)::int n from cg_mtefs where year_id = ${year.id} and stage_id = ${year.stages[2]}`))[0].n;
    const copy = await t.gql('mutation($y:Int!,$r:Int){ copyMtefStage(Year_ID:$y, From_Stage:1, To_Stage:2, Replace_Count:$r) }', { y: year.id, r: held }, ministry.token);
    expect(copy.errors).toBeUndefined();
    expect(await district2()).toEqual(before);
    expect((await rows<{ amount: number }>(sql`select amount::float8 from budget_lines where vote_id = ${vote.id} and stage_id = ${year.stages[2]}`))).toEqual([{ amount: 900 }]);
  });

  it('refuses a national load that would take a district above its envelope, naming it, and loads one within it', async () => {
    const ministry = await make.user('Budget Officer');
    const loads = nationalLoads(t, year.id, 2, ministry.token);
    await loads.keepMapping('District layout', { voteCode: 'Vote', programmeCode: 'Programme', subProgrammeCode: 'Department', outputCode: 'Output', itemCode: 'Item', fund: 'Fund', amount: 'Amount' }, { Wage: 'WAGE' });
    const [{ code }] = await rows<{ code: string }>(sql`select code from programmes where id = ${programme}`);
    const file = (amount: number) => Buffer.from(`Vote,Programme,Department,Output,Item,Fund,Amount\n${district.code},${code},${department.code},01,211101,Wage,${amount}\n`);
    const before = await state();
    const over = await loads.check(file(99_999_999), 'district.csv', 'District layout');
    expect(over.load.State).toBe('refused');
    expect(over.load.Problems.map((p: { Message: string }) => p.Message).join(' ')).toMatch(new RegExp(`Local government ${district.code}, Y1_Wage: the detailed estimates add up to 99,999,999, above its grant IPFs and local revenue of`));
    const within = await loads.check(file(1_000), 'district.csv', 'District layout');
    expect(within.load.State, JSON.stringify(within.load.Problems)).toBe('checked');
    expect(await state()).toBe(before);
    expect((await loads.commit(within.load.Load_ID)).State).toBe('loaded');
    expect((await rows<{ n: number; total: number }>(sql`select count(*)::int n, sum(amount)::float8 total from budget_lines where vote_id = ${district.id} and stage_id = ${year.stages[2]}`))[0])
      .toEqual({ n: 1, total: 1_000 });
  });

  it('keeps the MTEF category of a grant or revenue source IPFs or local revenue name, and lets an unused one change', async () => {
    const update = (id: number, input: object) => t.gql('mutation($id:Int!,$i:SubGrantInput!){ updateSubGrant(id:$id, input:$i){ MTEF_Category } }', { id, i: input }, administrator.token);
    const [cgt01] = await rows<{ code: string; name: string }>(sql`select code, name from sub_grants where id = ${wageGrant.id}`);
    const refused = await update(wageGrant.id, { Revenue_ID: wageGrant.revenue, SubGrant_Code: cgt01.code, SubGrant_Name: cgt01.name, MTEF_Category: 'NonWage' });
    expect(refused.errors?.[0].message).toMatch(/CGT01 has grant IPFs or local revenue estimates/);
    expect((await rows<{ c: string }>(sql`select mtef_category c from sub_grants where id = ${wageGrant.id}`))[0].c).toBe('Wage');
    const renamed = await update(wageGrant.id, { Revenue_ID: wageGrant.revenue, SubGrant_Code: cgt01.code, SubGrant_Name: cgt01.name, MTEF_Category: 'Wage' });
    expect(renamed.errors).toBeUndefined();
    const revenue = await t.gql('mutation($id:Int!,$i:RevenueInput!){ updateRevenue(id:$id, input:$i){ MTEF_Category } }', {
      id: (await rows<{ id: number }>(sql`select id from revenues where code = ${LOCAL_REVENUE}`))[0].id,
      i: { Revenue_Code: LOCAL_REVENUE, Revenue_Name: 'Locally Raised Revenues', Revenue_Class: 'LocalRevenue', MTEF_Category: 'NonWage' },
    }, administrator.token);
    expect(revenue.errors?.[0].message).toMatch(/has grant IPFs or local revenue estimates/);
    const [spare] = await rows<{ id: number; revenue: number; code: string }>(sql`select g.id, g.revenue_id revenue, g.code from sub_grants g
      where not exists (select 1 from lg_grant_ipfs i where i.sub_grant_id = g.id) order by g.id limit 1`);
    expect(spare).toBeDefined();
    expect((await update(spare.id, { Revenue_ID: spare.revenue, SubGrant_Code: spare.code, SubGrant_Name: 'Spare grant', MTEF_Category: 'GoUDevt' })).data.updateSubGrant.MTEF_Category).toBe('GoUDevt');
  });
});
