import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { UPLOAD_KINDS, UploadError } from '@pbs/domain';
import { fiscalYears, votes } from '../src/db/schema/index.js';
import { setupApp } from './helpers.js';
import { postUpload, workbook } from './upload-helpers.js';

const t = await setupApp();
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [health] = await t.db.select().from(votes).where(and(eq(votes.code, '014'), eq(votes.kind, 'CG')));
const cg = (await t.login('cg.initiator')).token;
const ministry = (await t.login('budget.officer')).token;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const HEADERS = UPLOAD_KINDS.mtef.columns.slice(3).map((c) => c.header);
const COLUMNS = HEADERS.map((h) => h.toLowerCase().replace('nonwage', 'non_wage').replace('goudevt', 'gou_devt'));

/** Health's first line in the active stage: its programme, and its allocation and ceiling as the 30 amounts. */
async function line() {
  const [l] = await rows<{ pbv: number; code: string; stage: number }>(sql`select pv.id pbv, p.code, s.stage from programme_votes pv
    join programmes p on p.id = pv.programme_id join cg_mtefs m on m.prog_by_vote_id = pv.id join budget_stages s on s.id = m.stage_id and s.is_active
    where pv.vote_id = ${health.id} and m.kind = 'ceiling' order by p.code limit 1`);
  const figure = async (kind: string) => (await rows<Record<string, string>>(sql`select m.* from cg_mtefs m join budget_stages s on s.id = m.stage_id and s.is_active
    where m.prog_by_vote_id = ${l.pbv} and m.kind = ${kind}`))[0];
  const [allocation, ceiling] = [await figure('allocation'), await figure('ceiling')];
  return { ...l, allocation: COLUMNS.map((c) => Number(allocation[c])), ceiling: COLUMNS.map((c) => Number(ceiling[c])) };
}
const Y1_WAGE = HEADERS.indexOf('Y1_Wage');
const save = (token: string, stage: number, lines: unknown[]) => t.gql('mutation($y:Int!,$s:Int!,$l:[MtefLineInput!]!){ saveMtefLines(Year_ID:$y, Stage:$s, lines:$l) }',
  { y: year.id, s: stage, l: lines }, token);
const snapshot = () => rows(sql`select count(*)::int n, sum(y1_wage)::float8 w, (select count(*)::int from audits) a from cg_mtefs`);
const setControl = (control: 'Stop' | 'Warn') => t.db.update(fiscalYears).set({ ceilingControl: control }).where(eq(fiscalYears.id, year.id));

describe('ceilings at entry', () => {
  it('refuses a typed allocation above its ceiling under Stop, naming the line and by how much; nothing changes', async () => {
    const l = await line();
    const over = [...l.allocation];
    over[Y1_WAGE] = l.ceiling[Y1_WAGE] + 5_000_000;
    const before = await snapshot();
    const r = await save(cg, l.stage, [{ Prog_By_Vote_ID: l.pbv, Figure: 'Allocation', Amounts: over }]);
    expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0].message).toContain(`Vote 014, programme ${l.code}, Y1_Wage: ${over[Y1_WAGE].toLocaleString('en-US')} is 5,000,000 over its ceiling of ${l.ceiling[Y1_WAGE].toLocaleString('en-US')}`);
    expect(await snapshot()).toEqual(before);

    // A burst of such saves: every one refused, nothing written.
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => {
      const a = [...l.allocation];
      a[Y1_WAGE] = l.ceiling[Y1_WAGE] + 1_000 * (i + 1);
      return save(cg, l.stage, [{ Prog_By_Vote_ID: l.pbv, Figure: 'Allocation', Amounts: a }]);
    }));
    expect(burst.every((b) => b.errors?.[0].extensions?.code === 'BAD_USER_INPUT')).toBe(true);
    expect(await snapshot()).toEqual(before);

    // Within the ceiling, or a line brought down, is saved.
    const within = [...l.allocation];
    within[Y1_WAGE] = l.ceiling[Y1_WAGE];
    expect((await save(cg, l.stage, [{ Prog_By_Vote_ID: l.pbv, Figure: 'Allocation', Amounts: within }])).data?.saveMtefLines).toBe(1);
  });

  it('lets the ministry raise a ceiling and the allocation in one save, and saves over the ceiling under Warn', async () => {
    const l = await line();
    const allocation = [...l.allocation];
    const ceiling = [...l.ceiling];
    allocation[Y1_WAGE] = l.ceiling[Y1_WAGE] + 2_000_000;
    ceiling[Y1_WAGE] = l.ceiling[Y1_WAGE] + 2_000_000;
    const both = await save(ministry, l.stage, [{ Prog_By_Vote_ID: l.pbv, Figure: 'Allocation', Amounts: allocation }, { Prog_By_Vote_ID: l.pbv, Figure: 'Ceiling', Amounts: ceiling }]);
    expect(both.data?.saveMtefLines).toBe(2);

    await setControl('Warn');
    try {
      const over = [...allocation];
      over[Y1_WAGE] = ceiling[Y1_WAGE] + 9_000_000;
      expect((await save(cg, l.stage, [{ Prog_By_Vote_ID: l.pbv, Figure: 'Allocation', Amounts: over }])).data?.saveMtefLines).toBe(1);
      // Bringing a line that is over down, but not yet under, is never refused, even under Stop.
      await setControl('Stop');
      const lower = [...over];
      lower[Y1_WAGE] = ceiling[Y1_WAGE] + 1_000_000;
      expect((await save(cg, l.stage, [{ Prog_By_Vote_ID: l.pbv, Figure: 'Allocation', Amounts: lower }])).data?.saveMtefLines).toBe(1);
    } finally { await setControl('Stop'); }
  });

  it('refuses an uploaded allocation above its ceiling with a row error, and takes the file\'s own raised ceiling', async () => {
    const l = await line();
    const over = [...l.allocation];
    over[Y1_WAGE] = l.ceiling[Y1_WAGE] + 3_000_000;
    const before = await snapshot();
    const refused = await postUpload(t.app, 'mtef', await workbook('mtef', [['014', l.code, 'Allocation', ...over]]), cg);
    expect(refused.status).toBe(422);
    expect(refused.body.rowErrors).toEqual([{ row: 2, column: 'Y1_Wage', code: UploadError.OVER_CEILING,
      params: { column: 'Y1_Wage', allocation: over[Y1_WAGE].toLocaleString('en-US'), ceiling: l.ceiling[Y1_WAGE].toLocaleString('en-US'), over: '3,000,000' } }]);
    expect(await snapshot()).toEqual(before);

    const ceiling = [...l.ceiling];
    ceiling[Y1_WAGE] = over[Y1_WAGE];
    const taken = await postUpload(t.app, 'mtef', await workbook('mtef', [['014', l.code, 'Allocation', ...over], ['014', l.code, 'Ceiling', ...ceiling]]), ministry);
    expect(taken.status).toBe(200);
  });

  it('keeps a line\'s allocation at or above what virements have moved out of it, typed or uploaded', async () => {
    const l = await line();
    const moved = await postUpload(t.app, 'virement', await workbook('virement', [['014', l.code, 'Wage', l.code, 'NonWage', 1_000_000, 'Staff costs to operations']]), cg);
    expect(moved.status).toBe(200);
    const low = [...l.allocation];
    low[Y1_WAGE] = 500_000;
    const before = await snapshot();
    const typed = await save(cg, l.stage, [{ Prog_By_Vote_ID: l.pbv, Figure: 'Allocation', Amounts: low }]);
    expect(typed.errors?.[0].message).toBe(`Allocations cannot go below what virements have moved out of them: Programme ${l.code}, Y1_Wage: 500,000 leaves -500,000 available after the virements out of it`);
    const uploaded = await postUpload(t.app, 'mtef', await workbook('mtef', [['014', l.code, 'Allocation', ...low]]), cg);
    expect(uploaded.body.rowErrors).toEqual([{ row: 2, column: 'Y1_Wage', code: UploadError.OVER_BALANCE, params: { amount: '500,000', available: '-500,000' } }]);
    expect(await snapshot()).toEqual(before);
    const enough = [...l.allocation];
    enough[Y1_WAGE] = 1_000_000;
    expect((await save(cg, l.stage, [{ Prog_By_Vote_ID: l.pbv, Figure: 'Allocation', Amounts: enough }])).data?.saveMtefLines).toBe(1);
  });
});
