import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { UploadError } from '@pbs/domain';
import { codeOf, rowsIn, setupApp } from './helpers.js';
import { postUpload, workbook } from './upload-helpers.js';
import { factories } from './factories.js';

// Each test checks a vote of its own in a fiscal year of its own.
const t = await setupApp();
const make = factories(t);

const rows = rowsIn(t.db);
const consistency = (token: string, voteId: number, yearId: number) => t.gql(`query($v:Int!,$y:Int!){ checkConsistanceReportBalance(Vote_ID:$v, Year_ID:$y, Stage:2){
  Is_Balanced Message Lines { Programme_Code Category Ceiling Allocation Difference Is_Balanced } } }`, { v: voteId, y: yearId }, token);
const VIREMENT_BALANCE = `query($y:Int!,$v:String!){ checkAvailableVirementBalanceReportBalance(Year_ID:$y, Vote_Code:$v){
  Is_Balanced Lines { Programme_Code Category Available Virement_In Virement_Out } } }`;

describe('ceiling consistency', () => {
  it('a vote within its ceilings is consistent; an allocation above a ceiling names the line', async () => {
    const y = await make.year();
    const vote = await make.vote();
    const [within, over] = vote.lines;
    await make.mtef(vote, y.id, 2, { ceiling: 1_000, allocation: 900, lines: [within] });
    const planner = await make.user('CG Initiator', { voteId: vote.id });
    expect((await consistency(planner.token, vote.id, y.id)).data.checkConsistanceReportBalance).toMatchObject({ Is_Balanced: true, Message: 'Allocations are within the ceilings' });

    await make.mtef(vote, y.id, 2, { ceiling: 1_000, allocation: 1_250, lines: [over] });
    const bad = (await consistency(planner.token, vote.id, y.id)).data.checkConsistanceReportBalance;
    expect(bad).toMatchObject({ Is_Balanced: false, Message: '4 line(s) exceed their ceiling' });
    expect(bad.Lines.filter((l: { Is_Balanced: boolean }) => !l.Is_Balanced)).toEqual(['Wage', 'NonWage', 'GoUDevt', 'Donor'].map((Category) =>
      expect.objectContaining({ Programme_Code: over.programmeCode, Category, Ceiling: 1_000, Allocation: 1_250, Difference: -250 })));
  });

  it('another vote answers as not found', async () => {
    const y = await make.year();
    const [mine, theirs] = [await make.vote(), await make.vote()];
    await make.mtef(theirs, y.id, 2, { ceiling: 1_000, allocation: 900 });
    const planner = await make.user('CG Initiator', { voteId: mine.id });
    expect(codeOf(await consistency(planner.token, theirs.id, y.id))).toBe('RECORD_NOT_FOUND');
    // A vote code is at most 20 characters: a longer one is refused at the edge, not cut to another vote's code.
    const long = await t.gql(VIREMENT_BALANCE, { y: y.id, v: `${theirs.code}${'9'.repeat(20)}` }, planner.token);
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
  });
});

describe('virement balances', () => {
  /** Uploads virement rows (from programme, category, to programme, category, amount, reason) of one vote into a year. */
  const virement = async (code: string, lines: [string, string, string, string, number, string][], token: string, yearId: number) =>
    postUpload(t.app, 'virement', await workbook('virement', lines.map((l) => [code, ...l])), token, `?Year_ID=${yearId}`);

  it('virements move balance between lines; overdrawing and the 10 % limit are refused with nothing written', async () => {
    const y = await make.year();
    const vote = await make.vote();
    const [a, b] = vote.lines;
    await make.mtef(vote, y.id, 2, { ceiling: 1_000_000, allocation: 1_000_000 });
    const planner = await make.user('CG Initiator', { voteId: vote.id });
    const ok = await virement(vote.code, [[a.programmeCode, 'NonWage', b.programmeCode, 'Wage', 600_000, 'Fuel to salaries']], planner.token, y.id);
    expect(ok.body).toMatchObject({ ok: true, rows: 1 });
    const after = (await t.gql(VIREMENT_BALANCE, { y: y.id, v: vote.code }, planner.token)).data.checkAvailableVirementBalanceReportBalance;
    expect(after.Is_Balanced).toBe(true);
    expect(after.Lines).toContainEqual(expect.objectContaining({ Programme_Code: a.programmeCode, Category: 'NonWage', Available: 400_000, Virement_Out: 600_000 }));
    expect(after.Lines).toContainEqual(expect.objectContaining({ Programme_Code: b.programmeCode, Category: 'Wage', Available: 1_600_000, Virement_In: 600_000 }));

    const written = () => rows(sql`select (select count(*) from budget_adjustments) a, (select count(*) from upload_batches) b`);
    const before = await written();
    const over = await virement(vote.code, [
      [a.programmeCode, 'NonWage', b.programmeCode, 'Wage', 300_000, 'ok'], [a.programmeCode, 'NonWage', b.programmeCode, 'Wage', 200_000, 'one too many'],
      [a.programmeCode, 'NonWage', a.programmeCode, 'NonWage', 5, 'same line']], planner.token, y.id);
    expect(over.status).toBe(422);
    expect(over.body.rowErrors).toEqual([
      expect.objectContaining({ row: 3, code: UploadError.OVER_BALANCE, params: { available: 100_000, amount: 200_000 } }),
      expect.objectContaining({ row: 4, code: UploadError.SAME_LINE }),
    ]);

    // A vote held to the 10 % limit may move 100,000 of a 1,000,000 line, not a shilling more.
    const limited = await make.vote({ isVirementLimited: true });
    await make.mtef(limited, y.id, 2, { ceiling: 1_000_000, allocation: 1_000_000 });
    const limitedPlanner = await make.user('CG Initiator', { voteId: limited.id });
    const [la, lb] = limited.lines;
    const tooMuch = await virement(limited.code, [[lb.programmeCode, 'Wage', la.programmeCode, 'NonWage', 100_001, 'too much']], limitedPlanner.token, y.id);
    expect(tooMuch.body.rowErrors[0]).toMatchObject({ code: UploadError.OVER_VIREMENT_LIMIT });
    expect(await written()).toEqual(before);
    expect((await virement(limited.code, [[lb.programmeCode, 'Wage', la.programmeCode, 'NonWage', 100_000, 'the limit']], limitedPlanner.token, y.id)).body)
      .toMatchObject({ ok: true, rows: 1 });
  });
});
