import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fiscalYears } from '../src/db/schema/index.js';
import { codeOf, setupApp } from './helpers.js';
import { factories } from './factories.js';

const t = await setupApp();
const make = factories(t);
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const ministry = (await t.login('budget.officer')).token;

/** Y0..Y5 × categories, AIA left at 0: `y1` in every budget-year cell, `rest` elsewhere. */
const amounts = (y1: number, rest = 0) => Array.from({ length: 30 }, (_, i) => (i % 5 === 3 ? 0 : i >= 5 && i < 10 ? y1 : rest));
const save = (token: string, lines: unknown[]) => t.gql('mutation($y:Int!,$l:[MtefLineInput!]!){ saveMtefLines(Year_ID:$y, Stage:2, lines:$l) }', { y: year.id, l: lines }, token);
const lines = async (token: string) => (await t.gql('query($y:Int!){ cgCurrentMtefs(Year_ID:$y, Stage:2){ Figure Y1_Wage Prog_By_Vote_ID { Prog_By_Vote_ID Vote_ID } } }', { y: year.id }, token))
  .data.cgCurrentMtefs as { Figure: string; Y1_Wage: number; Prog_By_Vote_ID: { Prog_By_Vote_ID: number; Vote_ID: number } }[];

describe('a vote created for the test, with nothing from the demo data', () => {
  it('receives ceilings from the ministry and allocations from its own user, within the ceilings only, and keeps a version', async () => {
    const vote = await make.vote({ programmes: 2 });
    const other = await make.vote({ programmes: 1 });
    const planner = await make.user('CG Initiator', { voteId: vote.id });
    const [a, b] = vote.lines;

    expect((await save(ministry, vote.lines.map((l) => ({ Prog_By_Vote_ID: l.progByVoteId, Figure: 'Ceiling', Amounts: amounts(1_000_000, 500_000) })))).errors).toBeUndefined();
    expect((await save(planner.token, [{ Prog_By_Vote_ID: a.progByVoteId, Figure: 'Allocation', Amounts: amounts(900_000, 400_000) }])).data.saveMtefLines).toBe(1);

    // Above the ceiling is refused and names the line; another vote's line is not found; a ceiling is the ministry's.
    const over = await save(planner.token, [{ Prog_By_Vote_ID: b.progByVoteId, Figure: 'Allocation', Amounts: amounts(1_000_001) }]);
    expect(over.errors?.[0].message).toContain(`Vote ${vote.code}, programme ${b.programmeCode}, Y1_Wage: 1,000,001 is 1 over its ceiling of 1,000,000`);
    expect(codeOf(await save(planner.token, [{ Prog_By_Vote_ID: other.lines[0].progByVoteId, Figure: 'Allocation', Amounts: amounts(1) }]))).toBe('RECORD_NOT_FOUND');
    expect(codeOf(await save(planner.token, [{ Prog_By_Vote_ID: a.progByVoteId, Figure: 'Ceiling', Amounts: amounts(9e9) }]))).toBe('FORBIDDEN');

    // The vote's user sees exactly its three lines: two ceilings and the one allocation.
    const seen = await lines(planner.token);
    expect(seen.every((l) => l.Prog_By_Vote_ID.Vote_ID === vote.id)).toBe(true);
    expect(seen.map((l) => `${l.Figure}:${l.Y1_Wage}`).sort()).toEqual(['Allocation:900000', 'Ceiling:1000000', 'Ceiling:1000000']);

    const kept = await t.gql('mutation($y:Int!){ keepMtefVersion(Year_ID:$y, Stage:2, Label:"First draft"){ Version Lines } }', { y: year.id }, planner.token);
    expect(kept.data.keepMtefVersion).toEqual({ Version: 1, Lines: 3 });
  });
});
