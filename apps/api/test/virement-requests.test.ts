import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { UploadError } from '@pbs/domain';
import { fiscalYears, users, votes } from '../src/db/schema/index.js';
import { NOTICE_QUEUE } from '../src/modules/notifications/notices.js';
import { codeOf, setupApp } from './helpers.js';
import { postUpload, workbook } from './upload-helpers.js';

const t = await setupApp();
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [health] = await t.db.select().from(votes).where(and(eq(votes.code, '014'), eq(votes.kind, 'CG')));
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const cg = (await t.login('cg.initiator')).token;
const officer = (await t.login('budget.officer')).token;
const admin = (await t.login('admin')).token;

interface Line { Programme_ID: number; Programme_Code: string; Category: string; Approved: number; Virement_In: number; Virement_Out: number; Pending_Out: number; Available: number }
const FIELDS = 'Virement_Request_ID Status Amount From_Programme_Code From_Category To_Category Requested_By Decided_By Comment From_Available_Before To_Available_Before';
const book = async (token = cg, voteId?: number) => {
  const r = await t.gql('query($y:Int!,$v:Int){ virementLines(Year_ID:$y, Vote_ID:$v){ Vote_Code Is_Virement_Limited Lines { Programme_ID Programme_Code Category Approved Virement_In Virement_Out Pending_Out Available } } }',
    { y: year.id, v: voteId }, token);
  return r;
};
const lines = async () => (await book()).data.virementLines.Lines as Line[];
const line = async (programmeId: number, category: string) => (await lines()).find((l) => l.Programme_ID === programmeId && l.Category === category)!;
const ask = (input: Record<string, unknown>, token = cg) =>
  t.gql(`mutation($i: VirementRequestInput!){ requestVirement(input: $i){ ${FIELDS} } }`, { i: { Year_ID: year.id, Reason: 'Staff moved to the new wing', ...input } }, token);
const decide = (id: number, Decision: string, token: string, Comment?: string) =>
  t.gql(`mutation($id:Int!,$d:String!,$c:String){ decideVirementRequest(Virement_Request_ID:$id, Decision:$d, Comment:$c){ ${FIELDS} } }`, { id, d: Decision, c: Comment }, token);
/** Everything a refused request or decision must leave as it was. */
const state = async () => ({
  requests: await rows(sql`select id, status, decided_by from virement_requests order by id`),
  adjustments: await rows(sql`select id, amount from budget_adjustments where vote_id = ${health.id} order by id`),
});

// The line the tests move money out of, and the one they move it to (another category of the same programme).
const source = (await lines()).filter((l) => l.Available > 1_000_000).sort((a, b) => b.Available - a.Available)[0];
const target = { Programme_ID: source.Programme_ID, Category: source.Category === 'NonWage' ? 'GoUDevt' : 'NonWage' };
const move = (Amount: number) => ({ From_Programme_ID: source.Programme_ID, From_Category: source.Category, To_Programme_ID: target.Programme_ID, To_Category: target.Category, Amount });

describe('virement requests on the screen', () => {
  it('shows a vote its lines with what is available; another vote is not found', async () => {
    const own = await book();
    expect(own.data.virementLines.Vote_Code).toBe('014');
    for (const l of own.data.virementLines.Lines as Line[]) expect(l.Available).toBeCloseTo(l.Approved + l.Virement_In - l.Virement_Out, 2);
    const [other] = await rows<{ id: number }>(sql`select id from votes where kind = 'CG' and id <> ${health.id} limit 1`);
    expect(codeOf(await book(cg, other.id))).toBe('RECORD_NOT_FOUND');
    expect((await book(officer, other.id)).data.virementLines.Lines.length).toBeGreaterThan(0);
  });

  it('asks, shows the amount pending, and the ministry\'s approval records the virement with the balances before it, audited', async () => {
    const before = { from: await line(source.Programme_ID, source.Category), to: await line(target.Programme_ID, target.Category) };
    const asked = await ask(move(250_000));
    expect(asked.errors).toBeUndefined();
    const id = asked.data.requestVirement.Virement_Request_ID;
    expect(asked.data.requestVirement).toMatchObject({ Status: 'Pending', Requested_By: 'cg.initiator', Decided_By: null });
    expect((await line(source.Programme_ID, source.Category)).Pending_Out).toBe(250_000);

    const approved = await decide(id, 'Approve', officer, 'Within the vote\'s plan');
    expect(approved.errors).toBeUndefined();
    expect(approved.data.decideVirementRequest).toMatchObject({ Status: 'Approved', Decided_By: 'budget.officer', Comment: 'Within the vote\'s plan',
      From_Available_Before: before.from.Available, To_Available_Before: before.to.Available });
    const after = { from: await line(source.Programme_ID, source.Category), to: await line(target.Programme_ID, target.Category) };
    expect(after.from).toMatchObject({ Available: before.from.Available - 250_000, Virement_Out: before.from.Virement_Out + 250_000, Pending_Out: 0 });
    expect(after.to.Available).toBe(before.to.Available + 250_000);
    const [recorded] = await rows<{ kind: string; amount: string; batch_id: number | null }>(sql`select kind, amount, batch_id from budget_adjustments where request_id = ${id}`);
    expect(recorded).toMatchObject({ kind: 'virement', batch_id: null });
    expect(Number(recorded.amount)).toBe(250_000);
    const audits = await rows<{ table_name: string; audit_type: string }>(sql`select table_name, audit_type from audits
      where (table_name = 'virement_requests' and record_id = ${String(id)}) or (table_name = 'budget_adjustments' and new_values->>'requestId' = ${String(id)}) order by id`);
    expect(audits.map((a) => `${a.table_name}:${a.audit_type}`)).toEqual(['virement_requests:create', 'budget_adjustments:create', 'virement_requests:update']);
    // Decided once: a second decision is a conflict.
    expect(codeOf(await decide(id, 'Reject', admin, 'Too late'))).toBe('CONFLICT');
  });

  it('tells the ministry of a request, and the one who asked of the decision, with where to act by mail', async () => {
    const told = async (token: string) => (await t.gql('{ myNotifications { Category Title Description } }', {}, token)).data.myNotifications as { Category: string; Title: string; Description: string }[];
    await t.db.update(users).set({ notifyBy: 'mail' }).where(eq(users.userName, 'budget.officer'));
    const id = (await ask({ ...move(1_000), Reason: 'Fuel for the outreach' })).data.requestVirement.Virement_Request_ID;
    const text = `1,000 from programme ${source.Programme_Code} ${source.Category} to programme ${source.Programme_Code} ${target.Category}: Fuel for the outreach`;
    expect(await told(officer)).toContainEqual({ Category: 'Budget', Title: 'Virement request from vote 014', Description: text });
    expect((await told(cg)).some((n) => n.Title.startsWith('Virement request from'))).toBe(false);
    const mails = (await t.app.jobs.list<{ subject: string; body: string }>(NOTICE_QUEUE)).filter((j) => j.data.body.includes(text));
    expect(mails.map((m) => m.data.subject)).toEqual(['PBS: Virement request from vote 014']);
    expect(mails[0].data.body).toContain('/budget/#virements');
    await t.db.update(users).set({ notifyBy: 'app' }).where(eq(users.userName, 'budget.officer'));

    expect((await decide(id, 'Reject', officer, 'Not this quarter')).errors).toBeUndefined();
    expect(await told(cg)).toContainEqual({ Category: 'Budget', Title: 'Virement request rejected for vote 014', Description: `${text} — Not this quarter` });
  });

  it('refuses bad requests with a clear error and records nothing', async () => {
    const was = await state();
    const { Available } = await line(source.Programme_ID, source.Category);
    const over = await ask(move(Available + 1));
    expect(over.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: UploadError.OVER_BALANCE });
    expect(over.errors?.[0].message).toMatch(/is more than the available balance of/);
    expect((await ask({ ...move(10), To_Category: source.Category })).errors?.[0].message).toBe('To_Category: A virement must move money to a different line');
    const [foreign] = await rows<{ id: number }>(sql`select p.id from programmes p where p.id not in (select programme_id from programme_votes where vote_id = ${health.id}) limit 1`);
    expect((await ask({ ...move(10), To_Programme_ID: foreign.id })).errors?.[0].message).toBe('To_Programme_ID: a programme that vote 014 delivers');
    expect((await ask(move(-5))).errors?.[0].message).toBe('Amount: more than 0');
    expect((await ask({ ...move(5), From_Category: 'Salaries' })).errors?.[0].message).toMatch(/^From_Category: one of Wage, NonWage/);
    expect((await ask({ ...move(5), Reason: '  ' })).errors?.[0].message).toBe('Reason: must not be empty');
    const [other] = await rows<{ id: number }>(sql`select id from votes where kind = 'CG' and id <> ${health.id} limit 1`);
    expect(codeOf(await ask({ ...move(5), Vote_ID: other.id }))).toBe('RECORD_NOT_FOUND');
    expect(await state()).toEqual(was);
  });

  it('lets only the ministry decide, never on its own request, asks a reason to reject, and lets the requester withdraw', async () => {
    const own = (await ask({ ...move(1_000), Vote_ID: health.id }, officer)).data.requestVirement.Virement_Request_ID;
    const was = await state();
    expect(codeOf(await decide(own, 'Approve', cg))).toBe('FORBIDDEN');
    expect((await decide(own, 'Approve', officer)).errors?.[0].message).toBe('A virement is decided by another officer than the one who asked for it');
    expect((await decide(own, 'Reject', admin)).errors?.[0].message).toBe('Comment: say why the virement is rejected');
    expect(codeOf(await decide(own, 'Withdraw', cg))).toBe('FORBIDDEN');
    expect(await state()).toEqual(was);
    expect((await decide(own, 'Reject', admin, 'Move it in the next quarter')).data.decideVirementRequest).toMatchObject({ Status: 'Rejected', Decided_By: 'admin' });

    const mine = (await ask(move(2_000))).data.requestVirement.Virement_Request_ID;
    expect((await decide(mine, 'Withdraw', cg)).data.decideVirementRequest.Status).toBe('Withdrawn');
    const listed = (await t.gql('query($y:Int!){ virementRequests(Year_ID:$y){ Virement_Request_ID Status } }', { y: year.id }, cg)).data.virementRequests;
    expect(listed.find((r: { Virement_Request_ID: number }) => r.Virement_Request_ID === mine).Status).toBe('Withdrawn');
  });

  it('counts pending requests against the line, also in a burst, and approves each request once', async () => {
    const { Available } = await line(source.Programme_ID, source.Category);
    const third = Math.floor(Available / 3);
    const burst = await Promise.all(Array.from({ length: 5 }, () => ask(move(third))));
    const accepted = burst.filter((r) => !r.errors).map((r) => r.data.requestVirement.Virement_Request_ID as number);
    expect(accepted).toHaveLength(3);
    expect(burst.filter((r) => r.errors).map((r) => r.errors?.[0].extensions?.reason)).toEqual([UploadError.OVER_BALANCE, UploadError.OVER_BALANCE]);

    const approvals = await Promise.all(Array.from({ length: 4 }, () => decide(accepted[0], 'Approve', officer)));
    expect(approvals.filter((r) => !r.errors)).toHaveLength(1);
    expect(approvals.filter((r) => r.errors).map((r) => codeOf(r))).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT']);
    expect(await rows(sql`select id from budget_adjustments where request_id = ${accepted[0]}`)).toHaveLength(1);
    for (const id of accepted.slice(1)) await decide(id, 'Withdraw', cg);
  });

  it('holds what a pending request waits for against a virement file too, and checks the balance again at approval', async () => {
    const { Available } = await line(source.Programme_ID, source.Category);
    const id = (await ask(move(Available))).data.requestVirement.Virement_Request_ID;
    // The line cannot be asked for twice over: the pending request holds all of it, on the screen and in a file.
    expect((await ask({ ...move(1), Vote_ID: health.id }, officer)).errors?.[0].extensions?.reason).toBe(UploadError.OVER_BALANCE);
    const was = await state();
    const file = await postUpload(t.app, 'virement', await workbook('virement', [['014', source.Programme_Code, source.Category, source.Programme_Code, target.Category, 10, 'Fuel']]), cg);
    expect(file.status).toBe(422);
    expect(file.body.rowErrors).toEqual([expect.objectContaining({ row: 2, code: UploadError.OVER_BALANCE, params: { available: 0, amount: 10 } })]);
    expect(await state()).toEqual(was);

    // The allocation is lowered by 10 meanwhile (a later MTEF figure): the approval sees it and refuses.
    const column = sql.raw(`y1_${source.Category.replace('GoUDevt', 'gou_devt').replace('NonWage', 'non_wage').toLowerCase()}`);
    const allocation = sql`kind = 'allocation' and year_id = ${year.id} and stage_id = (select id from budget_stages where year_id = ${year.id} and process_area = 'CG' and is_active)
      and prog_by_vote_id = (select id from programme_votes where vote_id = ${health.id} and programme_id = ${source.Programme_ID})`;
    await t.db.execute(sql`update cg_mtefs set ${column} = ${column} - 10 where ${allocation}`);
    try {
      const refused = await decide(id, 'Approve', officer);
      expect(refused.errors?.[0].extensions).toMatchObject({ reason: UploadError.OVER_BALANCE, params: { available: Available - 10, amount: Available } });
      expect(await state()).toEqual(was);
      expect((await line(source.Programme_ID, source.Category)).Pending_Out).toBe(Available);
    } finally { await t.db.execute(sql`update cg_mtefs set ${column} = ${column} + 10 where ${allocation}`); }

    // Withdrawn, the request holds nothing: the same file goes through.
    expect((await decide(id, 'Withdraw', cg)).errors).toBeUndefined();
    expect((await postUpload(t.app, 'virement', await workbook('virement', [['014', source.Programme_Code, source.Category, source.Programme_Code, target.Category, 10, 'Fuel']]), cg)).status).toBe(200);
  });
});
