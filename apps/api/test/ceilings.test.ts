import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { UPLOAD_KINDS, UploadError, type UploadKind } from '@pbs/domain';
import { rowsIn, setupApp } from './helpers.js';
import { postUpload, workbook } from './upload-helpers.js';
import { factories } from './factories.js';

// Each test enters figures on a vote of its own in a fiscal year of its own, whose ceiling control it may switch.
const t = await setupApp();
const make = factories(t);
const ministry = await make.user('Budget Officer');
const rows = rowsIn(t.db);
const HEADERS = UPLOAD_KINDS.mtef.columns.slice(3).map((c) => c.header);
const COLUMNS = HEADERS.map((h) => h.toLowerCase().replace('nonwage', 'non_wage').replace('goudevt', 'gou_devt'));
const Y1_WAGE = HEADERS.indexOf('Y1_Wage');

/** A year with stage 2 open, and a vote of one programme whose line there holds 8,000,000 against 10,000,000 in Y1. */
async function world() {
  const y = await make.year();
  const vote = await make.vote({ programmes: 1 });
  await make.mtef(vote, y.id, 2, { ceiling: 10_000_000, allocation: 8_000_000 });
  const [{ progByVoteId: pbv, programmeCode: code }] = vote.lines;
  const figure = async (kind: string) => (await rows<Record<string, string>>(sql`select * from cg_mtefs where prog_by_vote_id = ${pbv} and year_id = ${y.id} and kind = ${kind}`))[0];
  const [allocation, ceiling] = [await figure('allocation'), await figure('ceiling')];
  const planner = await make.user('CG Initiator', { voteId: vote.id });
  return {
    y, vote, pbv, code, planner, stage: 2,
    allocation: COLUMNS.map((c) => Number(allocation[c])), ceiling: COLUMNS.map((c) => Number(ceiling[c])),
    save: (token: string, lines: unknown[]) => t.gql('mutation($y:Int!,$l:[MtefLineInput!]!){ saveMtefLines(Year_ID:$y, Stage:2, lines:$l) }', { y: y.id, l: lines }, token),
    upload: async (kind: UploadKind, data: unknown[][], token: string) => postUpload(t.app, kind, await workbook(kind, data), token, `?Year_ID=${y.id}`),
  };
}
const snapshot = () => rows(sql`select count(*)::int n, sum(y1_wage)::float8 w, (select count(*)::int from audits) a from cg_mtefs`);

describe('ceilings at entry', () => {
  it('refuses a typed allocation above its ceiling under Stop, naming the line and by how much; nothing changes', async () => {
    const l = await world();
    const over = [...l.allocation];
    over[Y1_WAGE] = l.ceiling[Y1_WAGE] + 5_000_000;
    const before = await snapshot();
    const r = await l.save(l.planner.token, [{ Prog_By_Vote_ID: l.pbv, Figure: 'Allocation', Amounts: over }]);
    expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0].message).toContain(`Vote ${l.vote.code}, programme ${l.code}, Y1_Wage: ${over[Y1_WAGE].toLocaleString('en-US')} is 5,000,000 over its ceiling of ${l.ceiling[Y1_WAGE].toLocaleString('en-US')}`);
    expect(await snapshot()).toEqual(before);

    // A burst of such saves: every one refused, nothing written.
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => {
      const a = [...l.allocation];
      a[Y1_WAGE] = l.ceiling[Y1_WAGE] + 1_000 * (i + 1);
      return l.save(l.planner.token, [{ Prog_By_Vote_ID: l.pbv, Figure: 'Allocation', Amounts: a }]);
    }));
    expect(burst.every((b) => b.errors?.[0].extensions?.code === 'BAD_USER_INPUT')).toBe(true);
    expect(await snapshot()).toEqual(before);

    // Within the ceiling, or a line brought down, is saved.
    const within = [...l.allocation];
    within[Y1_WAGE] = l.ceiling[Y1_WAGE];
    expect((await l.save(l.planner.token, [{ Prog_By_Vote_ID: l.pbv, Figure: 'Allocation', Amounts: within }])).data?.saveMtefLines).toBe(1);
  });

  it('lets the ministry raise a ceiling and the allocation in one save, and saves over the ceiling under Warn', async () => {
    const l = await world();
    const allocation = [...l.allocation];
    const ceiling = [...l.ceiling];
    allocation[Y1_WAGE] = l.ceiling[Y1_WAGE] + 2_000_000;
    ceiling[Y1_WAGE] = l.ceiling[Y1_WAGE] + 2_000_000;
    const both = await l.save(ministry.token, [{ Prog_By_Vote_ID: l.pbv, Figure: 'Allocation', Amounts: allocation }, { Prog_By_Vote_ID: l.pbv, Figure: 'Ceiling', Amounts: ceiling }]);
    expect(both.data?.saveMtefLines).toBe(2);

    await make.ceilingControl(l.y, 'Warn');
    const over = [...allocation];
    over[Y1_WAGE] = ceiling[Y1_WAGE] + 9_000_000;
    expect((await l.save(l.planner.token, [{ Prog_By_Vote_ID: l.pbv, Figure: 'Allocation', Amounts: over }])).data?.saveMtefLines).toBe(1);
    // Bringing a line that is over down, but not yet under, is never refused, even under Stop.
    await make.ceilingControl(l.y, 'Stop');
    const lower = [...over];
    lower[Y1_WAGE] = ceiling[Y1_WAGE] + 1_000_000;
    expect((await l.save(l.planner.token, [{ Prog_By_Vote_ID: l.pbv, Figure: 'Allocation', Amounts: lower }])).data?.saveMtefLines).toBe(1);
  });

  it('refuses an uploaded allocation above its ceiling with a row error, and takes the file\'s own raised ceiling', async () => {
    const l = await world();
    const over = [...l.allocation];
    over[Y1_WAGE] = l.ceiling[Y1_WAGE] + 3_000_000;
    const before = await snapshot();
    const refused = await l.upload('mtef', [[l.vote.code, l.code, 'Allocation', ...over]], l.planner.token);
    expect(refused.status).toBe(422);
    expect(refused.body.rowErrors).toEqual([{ row: 2, column: 'Y1_Wage', code: UploadError.OVER_CEILING,
      params: { column: 'Y1_Wage', allocation: over[Y1_WAGE].toLocaleString('en-US'), ceiling: l.ceiling[Y1_WAGE].toLocaleString('en-US'), over: '3,000,000' } }]);
    expect(await snapshot()).toEqual(before);

    const ceiling = [...l.ceiling];
    ceiling[Y1_WAGE] = over[Y1_WAGE];
    const taken = await l.upload('mtef', [[l.vote.code, l.code, 'Allocation', ...over], [l.vote.code, l.code, 'Ceiling', ...ceiling]], ministry.token);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ warnings: [], warningCount: 0 });
  });

  it('writes an uploaded allocation above its ceiling under Warn, and lists the breach in the preview and the answer', async () => {
    const l = await world();
    await make.ceilingControl(l.y, 'Warn');
    const over = [...l.allocation];
    over[Y1_WAGE] = l.ceiling[Y1_WAGE] + 3_000_000;
    const said = { row: 2, column: 'Y1_Wage', code: UploadError.OVER_CEILING,
      params: { column: 'Y1_Wage', allocation: over[Y1_WAGE].toLocaleString('en-US'), ceiling: l.ceiling[Y1_WAGE].toLocaleString('en-US'), over: '3,000,000' } };
    const file = await workbook('mtef', [[l.vote.code, l.code, 'Allocation', ...over]]);
    const preview = await postUpload(t.app, 'mtef', file, l.planner.token, `?Year_ID=${l.y.id}&Preview=1`);
    expect(preview.body.preview).toMatchObject({ warnings: [said], warningCount: 1 });
    const written = await l.upload('mtef', [[l.vote.code, l.code, 'Allocation', ...over]], l.planner.token);
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({ warnings: [said], warningCount: 1 });
    await make.ceilingControl(l.y, 'Stop');
  });

  it('keeps a line\'s allocation at or above what virements have moved out of it, typed or uploaded', async () => {
    const l = await world();
    const moved = await l.upload('virement', [[l.vote.code, l.code, 'Wage', l.code, 'NonWage', 1_000_000, 'Staff costs to operations']], l.planner.token);
    expect(moved.status).toBe(200);
    const low = [...l.allocation];
    low[Y1_WAGE] = 500_000;
    const before = await snapshot();
    const typed = await l.save(l.planner.token, [{ Prog_By_Vote_ID: l.pbv, Figure: 'Allocation', Amounts: low }]);
    expect(typed.errors?.[0].message).toBe(`Allocations cannot go below what virements have moved out of them: Programme ${l.code}, Y1_Wage: 500,000 leaves -500,000 available after the virements out of it`);
    const uploaded = await l.upload('mtef', [[l.vote.code, l.code, 'Allocation', ...low]], l.planner.token);
    expect(uploaded.body.rowErrors).toEqual([{ row: 2, column: 'Y1_Wage', code: UploadError.OVER_BALANCE, params: { amount: '500,000', available: '-500,000' } }]);
    expect(await snapshot()).toEqual(before);
    const enough = [...l.allocation];
    enough[Y1_WAGE] = 1_000_000;
    expect((await l.save(l.planner.token, [{ Prog_By_Vote_ID: l.pbv, Figure: 'Allocation', Amounts: enough }])).data?.saveMtefLines).toBe(1);
  });
});
