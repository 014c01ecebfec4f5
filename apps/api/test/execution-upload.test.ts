import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { UploadError } from '@pbs/domain';
import { rowsIn, setupApp } from './helpers.js';
import { factories } from './factories.js';
import { M, smallChart, totalsBy } from './small-chart.js';
import { postUpload, workbook } from './upload-helpers.js';

// A month of a vote's execution uploaded at the chart's grain (ADR 0026): the rules of the month's load on this path too.
const t = await setupApp();
const make = factories(t);
const rows = rowsIn(t.db);
const officer = await make.user('Budget Officer');
const { vote, programme, year } = await smallChart(t, make);
const planner = await make.user('CG Initiator', { voteId: vote.id });
const P = programme.programmeCode;
const totals = totalsBy(t, officer.token, year.id);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

type Line = [month: number, output: string, item: string, fund: string, warranted: number, released: number, spent: number];
/** A file of the vote's lines: [month, output, item, fund, warranted, released, spent] each. */
const upload = async (lines: Line[], token = officer.token, query = '') =>
  postUpload(t.app, 'execution-lines', await workbook('execution-lines', lines.map(([m, o, i, f, w, r, s]) => [vote.code, m, P, '01', o, i, f, w, r, s, null])), token, `?Year_ID=${year.id}${query}`);
/** The vote's lines of a month as stored: item code → [warranted, released, spent]. */
const held = async (month: number) => Object.fromEntries((await rows<{ code: string; w: number; r: number; s: number }>(sql`select i.code, e.warranted::float8 w, e.released::float8 r, e.spent::float8 s
  from execution_lines e join coa_items i on i.id = e.item_id where e.year_id = ${year.id} and e.month = ${month} and e.vote_id = ${vote.id} order by i.code`)).map((x) => [x.code, [x.w, x.r, x.s]]));

describe('a month of a vote\'s execution, uploaded', () => {
  it('is written line by line and read back by budget against actual as computed from the files', async () => {
    // Codes written as a spreadsheet keeps them (no leading zeros), a fund by its name.
    const res = await upload([[1, '1', '222001', 'Non wage', 20 * M, 18 * M, 15 * M], [1, '2', '211101', 'WAGE', 25 * M, 25 * M, 25 * M]]);
    expect(res.status).toBe(200);
    expect(await held(1)).toEqual({ 211101: [25 * M, 25 * M, 25 * M], 222001: [20 * M, 18 * M, 15 * M] });
    expect((await upload([[2, '01', '222001', 'NWR', 10 * M, 10 * M, 9 * M]])).status).toBe(200);
    const items = new Map((await totals('item', 2)).map((r) => [r.Code_1, r]));
    expect(items.get('222001')).toMatchObject({ Approved: 50 * M, Warranted: 30 * M, Released: 28 * M, Spent: 24 * M });
    expect(items.get('211101')).toMatchObject({ Approved: 300 * M, Warranted: 25 * M, Spent: 25 * M });
  });

  it('previews a month against the vote\'s month as held: what changes, what stays, what goes', async () => {
    const preview = await upload([[1, '01', '222001', 'NWR', 20 * M, 18 * M, 16 * M], [1, '01', '221001', 'NWR', 1 * M, 1 * M, 1 * M]], officer.token, '&Preview=1');
    expect(preview.status).toBe(200);
    expect(preview.body.preview.diff).toMatchObject({ added: 1, changed: 1, unchanged: 0, removed: 1 });
    expect(preview.body.preview.diff.changedRows[0].changes).toEqual([{ column: 'Spent', from: 15 * M, to: 16 * M }]);
    expect(await held(1)).toEqual({ 211101: [25 * M, 25 * M, 25 * M], 222001: [20 * M, 18 * M, 15 * M] });
  });

  it('refuses, under Stop, what breaks the rules to date — naming each row — and writes nothing', async () => {
    const before = await held(2);
    const res = await upload([
      // Telephones: 50 approved, 20 warranted in month 1: 31 more is over.
      [2, '01', '222001', 'NWR', 31 * M, 31 * M, 31 * M],
      // Advertising: released above warranted.
      [2, '01', '221001', 'NWR', 5 * M, 6 * M, 1 * M],
      // Salaries: spent above released.
      [2, '02', '211101', 'WAGE', 25 * M, 25 * M, 26 * M],
    ]);
    expect(res.status).toBe(422);
    expect(res.body.rowErrors.map((e: { row: number; code: string; column: string }) => [e.row, e.code, e.column])).toEqual([
      [2, UploadError.EXEC_WARRANTED_OVER_BUDGET, 'Warranted'], [3, UploadError.EXEC_RELEASED_OVER_WARRANTED, 'Released'], [4, UploadError.EXEC_SPENT_OVER_RELEASED, 'Spent']]);
    expect(await held(2)).toEqual(before);
  });

  it('refuses bad files with a clear error and writes nothing', async () => {
    const before = [await held(1), await held(2)];
    const mixed = await upload([[2, '01', '222001', 'NWR', 1, 1, 1], [3, '01', '221001', 'NWR', 1, 1, 1], [2, '01', '999999', 'NWR', 1, 1, 1], [2, '01', '222001', 'NWR', 1, 1, 1]]);
    expect(mixed.status).toBe(422);
    expect(mixed.body.rowErrors.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([
      [3, UploadError.ONE_MONTH], [4, UploadError.NOT_AN_ITEM], [5, UploadError.DUPLICATE]]);
    expect((await upload([[13, '01', '222001', 'NWR', 1, 1, 1]])).body.rowErrors[0]).toMatchObject({ column: 'Month', code: UploadError.NOT_INTEGER });
    // Warrants and releases are the ministry's: a vote's officer may not upload them.
    expect((await upload([[2, '01', '222001', 'NWR', 1, 1, 1]], planner.token)).status).toBe(403);
    expect([await held(1), await held(2)]).toEqual(before);
  });

  it('replaces the vote\'s month, and its revert puts the month back as it stood', async () => {
    const res = await upload([[2, '02', '211101', 'WAGE', 30 * M, 30 * M, 29 * M]]);
    expect(res.status).toBe(200);
    expect(await held(2)).toEqual({ 211101: [30 * M, 30 * M, 29 * M] });
    expect((await totals('vote', 2))[0]).toMatchObject({ Warranted: 75 * M });
    const revert = await t.app.inject({ method: 'POST', url: `/api/uploads/batches/${res.body.batchId}/revert`, headers: auth(officer.token) });
    expect(revert.statusCode).toBe(200);
    expect(await held(2)).toEqual({ 222001: [10 * M, 10 * M, 9 * M] });
    // The lines to date are rebuilt with the revert: budget against actual reads the month as it stood.
    expect((await totals('vote', 2))[0]).toMatchObject({ Warranted: 55 * M });
  });

  it('two months sent at once that together warrant above a line\'s budget: one is taken, the other refused', async () => {
    // Salaries: 300 approved, 25 warranted to date; 150 in month 3 and 150 in month 4 together reach 325.
    const answers = await Promise.all([upload([[3, '02', '211101', 'WAGE', 150 * M, 0, 0]]), upload([[4, '02', '211101', 'WAGE', 150 * M, 0, 0]])]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const [sum] = await rows<{ w: number }>(sql`select sum(warranted)::float8 w from execution_lines where year_id = ${year.id} and vote_id = ${vote.id} and month in (3, 4)`);
    expect(sum.w).toBe(150 * M);
  });

  it('under Warn writes a month that breaks the rules, and says each breach by row in the preview and the answer', async () => {
    await make.ceilingControl(year, 'Warn');
    // Advertising: released above warranted, in month 5.
    const lines: Line[] = [[5, '01', '221001', 'NWR', 5 * M, 6 * M, 1 * M]];
    const preview = await upload(lines, officer.token, '&Preview=1');
    expect(preview.body.preview.warnings.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([[2, UploadError.EXEC_RELEASED_OVER_WARRANTED]]);
    const res = await upload(lines);
    expect(res.status).toBe(200);
    expect(res.body.warningCount).toBe(1);
    expect(res.body.warnings[0]).toMatchObject({ row: 2, column: 'Released', code: UploadError.EXEC_RELEASED_OVER_WARRANTED });
    expect(await held(5)).toEqual({ 221001: [5 * M, 6 * M, 1 * M] });
    await make.ceilingControl(year, 'Stop');
  });
});
