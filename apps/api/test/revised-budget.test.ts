import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { UploadError } from '@pbs/domain';
import { coaNames, programmeVotes } from '../src/db/schema/index.js';
import { rowsIn, setupApp } from './helpers.js';
import { factories } from './factories.js';
import { M, smallChart, totalsBy } from './small-chart.js';
import { executionLoads } from './load-helpers.js';
import { postUpload, workbook } from './upload-helpers.js';
import { toCsv } from '../src/seed/national-year.js';
import { IFMIS_HEADER, IFMIS_MAPPING } from '../src/seed/execution-months.js';

// The revised budget at the chart's grain (ADR 0027): supplementaries and virements naming lines of the detailed
// estimates, the rules on each path that changes them, and the revised budget the execution rules and totals read.
const t = await setupApp();
const make = factories(t);
const rows = rowsIn(t.db);
const officer = await make.user('Budget Officer');
const { vote, programme, budgetYear, year, items: { wage, phones }, funds: { fNwr }, outputs: { clinics } } = await smallChart(t, make);
const planner = await make.user('CG Initiator', { voteId: vote.id });
// Programme codes scoped to each vote, as real charts have them (ADR 0024): another vote delivers the same code under its own name.
const other = await make.vote({ programmes: 0 });
await t.db.insert(programmeVotes).values({ programmeId: programme.programmeId, voteId: other.id });
await t.db.insert(coaNames).values({ yearId: budgetYear.id, segment: 'programme', refId: programme.programmeId, voteId: other.id, code: programme.programmeCode, name: 'Another vote\'s programme of the same code' });

const P = programme.programmeCode;
const upload = (kind: 'line-supplementary' | 'line-virement', lines: unknown[][], token: string) =>
  workbook(kind, lines.map((l) => [vote.code, ...l])).then((body) => postUpload(t.app, kind, body, token, `?Year_ID=${budgetYear.id}`));
const adjustments = async () => (await rows<{ n: number; total: number }>(sql`select count(*)::int n, coalesce(sum(amount), 0)::float8 total from budget_adjustments where vote_id = ${vote.id}`))[0];
const totals = totalsBy(t, officer.token, year.id);
const byCode = <R extends { Code_1: string | null }>(list: R[]) => new Map(list.map((r) => [r.Code_1, r]));

const loads = executionLoads(t, year.id, officer.token);
const HEAD = [...IFMIS_HEADER];
/** A month of the financial system's export: one row per [output, item, fund name, warranted, released, spent]. */
const month = (n: number, lines: [string, string, string, number, number, number][]) =>
  Buffer.from(toCsv(HEAD, lines.map(([output, item, fund, w, r, s]) => [`P${String(n).padStart(2, '0')}`, vote.code, P, '1', output, item, fund, w, r, s, ''])));

describe('the revised budget at the chart\'s grain', () => {
  it('a supplementary names a line of the estimates; codes the year\'s chart does not hold are refused, nothing written', async () => {
    const bad = await upload('line-supplementary', [
      [P, '1', '9', '222001', 'NWR', 5 * M, 'an output the vote has not'],
      [P, '01', '01', '999999', 'NWR', 5 * M, 'an item the chart has not'],
      [P, '01', '01', '222001', 'XYZ', 5 * M, 'a fund the chart has not'],
    ], officer.token);
    expect(bad.status).toBe(422);
    expect(bad.body.rowErrors.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([
      [2, UploadError.NOT_AN_OUTPUT], [3, UploadError.NOT_AN_ITEM], [4, UploadError.NOT_A_FUND]]);
    expect(await adjustments()).toEqual({ n: 0, total: 0 });
    // A vote's officer may not add money: the ministry's kind.
    expect((await upload('line-supplementary', [[P, '1', '1', '222001', 'NWR', 20 * M, 'calls']], planner.token)).status).toBe(403);

    // Codes written without their leading zeros find the line.
    const ok = await upload('line-supplementary', [[P, '1', '1', '222001', 'NWR', 20 * M, 'Airtime for outbreak calls']], officer.token);
    expect(ok.status).toBe(200);
    const [row] = await rows<{ to_item_id: number; to_output_id: number; to_fund_id: number; to_category: string; to_programme_id: number }>(sql`
      select to_item_id, to_output_id, to_fund_id, to_category, to_programme_id from budget_adjustments where vote_id = ${vote.id}`);
    expect(row).toEqual({ to_item_id: phones.id, to_output_id: clinics.id, to_fund_id: fNwr.id, to_category: 'NonWage', to_programme_id: programme.programmeId });
  });

  it('a virement between lines takes no more than its line holds; the same line and an overdraw are refused, nothing written', async () => {
    const ok = await upload('line-virement', [[P, '01', '01', '221001', 'NWR', P, '01', '01', '222001', 'NWR', 30 * M, 'Adverts to calls']], planner.token);
    expect(ok.status).toBe(200);
    const before = await adjustments();
    const bad = await upload('line-virement', [
      // 70 is left on advertising: 80 overdraws it.
      [P, '01', '01', '221001', 'NWR', P, '01', '02', '211101', 'WAGE', 80 * M, 'too much'],
      [P, '01', '01', '221001', 'NWR', P, '1', '1', '221001', 'NWR', 1 * M, 'to itself'],
    ], planner.token);
    expect(bad.status).toBe(422);
    expect(bad.body.rowErrors).toEqual([
      expect.objectContaining({ row: 2, code: UploadError.OVER_BALANCE, params: { available: 70 * M, amount: 80 * M } }),
      expect.objectContaining({ row: 3, code: UploadError.SAME_LINE })]);
    expect(await adjustments()).toEqual(before);
  });

  it('budget against actual carries the revised budget of each line, equal to a computation from what was asked', async () => {
    // Approved 100 / 50 / 300; supplementary +20 to telephones; virement 30 from advertising to telephones.
    const expected = { '221001': [100, 70], '222001': [50, 100], '211101': [300, 300] } as Record<string, [number, number]>;
    const items = byCode(await totals('item'));
    for (const [code, [approved, revised]] of Object.entries(expected)) expect(items.get(code)).toMatchObject({ Approved: approved * M, Revised: revised * M });
    const [whole] = await totals('vote');
    expect(whole).toMatchObject({ Approved: 450 * M, Revised: 470 * M });
    const outputs = byCode(await totals('output'));
    expect(outputs.get('01')).toMatchObject({ Approved: 150 * M, Revised: 170 * M });
  });

  it('a month\'s warrants are held to each line\'s revised budget: above the approved but within the revised is taken', async () => {
    await loads.keepMapping('IFMIS revised', IFMIS_MAPPING.columns, IFMIS_MAPPING.funds);
    // Telephones: approved 50, revised 100 — 90 warranted is within it. Advertising: revised 70 — 75 is over.
    const over = await loads.check(month(1, [['01', '222001', 'Non Wage Recurrent', 90 * M, 90 * M, 60 * M], ['01', '221001', 'Non Wage Recurrent', 75 * M, 10 * M, 5 * M]]), 1, 'IFMIS revised');
    expect(over.load.State).toBe('refused');
    expect(over.load.Problems).toEqual([{ Row: 3, Message: expect.stringContaining('70,000,000') }]);
    const within = await loads.check(month(1, [['01', '222001', 'Non Wage Recurrent', 90 * M, 90 * M, 60 * M], ['01', '221001', 'Non Wage Recurrent', 70 * M, 10 * M, 5 * M]]), 1, 'IFMIS revised');
    expect(within.load.Problems).toEqual([]);
    expect((await loads.commit(within.load.Load_ID)).State).toBe('loaded');
    const items = byCode(await totals('item', 1));
    expect(items.get('222001')).toMatchObject({ Revised: 100 * M, Warranted: 90 * M, Spent: 60 * M, Spent_Of_Revised: 60 });
  });

  it('a change leaving a line\'s revised budget below its warrants is refused on the virement and the revert alike, nothing changed', async () => {
    // Telephones holds 100 with 90 warranted: 11 may not move out of it.
    const before = await adjustments();
    const moved = await upload('line-virement', [[P, '01', '01', '222001', 'NWR', P, '01', '02', '211101', 'WAGE', 11 * M, 'more than is free']], planner.token);
    expect(moved.status).toBe(422);
    expect(moved.body.rowErrors).toEqual([expect.objectContaining({ row: 2, code: UploadError.OVER_BALANCE, params: { available: 10 * M, amount: 11 * M } })]);
    expect(await adjustments()).toEqual(before);
    // Taking the supplementary back out would leave telephones 80 against 90 warranted.
    const [batch] = await rows<{ batch_id: number }>(sql`select batch_id from budget_adjustments where vote_id = ${vote.id} and kind = 'supplementary'`);
    const revert = await t.app.inject({ method: 'POST', url: `/api/uploads/batches/${batch.batch_id}/revert`, headers: { authorization: `Bearer ${officer.token}` } });
    expect(revert.statusCode).toBe(409);
    expect(revert.json()).toMatchObject({ code: UploadError.REVERT_REFUSED });
    expect(revert.json().params.detail).toMatch(/warranted to date 90,000,000 is above the revised budget of the line .*80,000,000/);
    expect(await adjustments()).toEqual(before);
  });

  it('two virements out of one line sent at once: one is taken, the other refused, the line never overdrawn', async () => {
    // Advertising holds 70 with 70 warranted: nothing is free. Outreach's salaries (300, none warranted) give 200 twice.
    const send = () => upload('line-virement', [[P, '01', '02', '211101', 'WAGE', P, '01', '01', '221001', 'NWR', 200 * M, 'salaries to adverts']], planner.token);
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const [left] = await rows<{ out: number }>(sql`select coalesce(sum(amount), 0)::float8 out from budget_adjustments where vote_id = ${vote.id} and from_item_id = ${wage.id}`);
    expect(left.out).toBe(200 * M);
  });
});
