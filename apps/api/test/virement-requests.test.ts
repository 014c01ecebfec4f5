import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { UploadError } from '@pbs/domain';
import { NOTICE_QUEUE } from '../src/modules/notifications/notices.js';
import { codeOf, rowsIn, setupApp } from './helpers.js';
import { postUpload, workbook } from './upload-helpers.js';
import { factories, type BuiltUser } from './factories.js';

// Each test asks for virements on a vote of its own in a fiscal year of its own.
const t = await setupApp();
const make = factories(t);
const officer = await make.user('Budget Officer');
const administrator = await make.user('System Administrator');
const rows = rowsIn(t.db);

interface Line { Programme_ID: number; Programme_Code: string; Category: string; Approved: number; Virement_In: number; Virement_Out: number; Pending_Out: number; Available: number }
const FIELDS = 'Virement_Request_ID Status Amount From_Programme_Code From_Category To_Category Requested_By Decided_By Comment From_Available_Before To_Available_Before';
const decide = (id: number, Decision: string, user: BuiltUser, Comment?: string) =>
  t.gql(`mutation($id:Int!,$d:String!,$c:String){ decideVirementRequest(Virement_Request_ID:$id, Decision:$d, Comment:$c){ ${FIELDS} } }`, { id, d: Decision, c: Comment }, user.token);

/**
 * A year and a vote of two programmes whose lines hold 2,000,000 in each Y1 category but AIA, with its planner. The
 * tests move money from the first programme's Wage to its NonWage.
 */
async function world() {
  const y = await make.year();
  const vote = await make.vote();
  await make.mtef(vote, y.id, 2, { ceiling: 2_000_000, allocation: 2_000_000 });
  const planner = await make.user('CG Initiator', { voteId: vote.id });
  const [first] = vote.lines;
  const source = { Programme_ID: first.programmeId, Programme_Code: first.programmeCode, Category: 'Wage' };
  const target = { Programme_ID: first.programmeId, Category: 'NonWage' };
  const book = (user: BuiltUser = planner, voteId?: number) => t.gql(`query($y:Int!,$v:Int){ virementLines(Year_ID:$y, Vote_ID:$v){ Vote_Code Vote_Name Is_Virement_Limited
    Lines { Programme_ID Programme_Code Category Approved Virement_In Virement_Out Pending_Out Available } } }`, { y: y.id, v: voteId }, user.token);
  const line = async (l: { Programme_ID: number; Category: string }) => ((await book()).data.virementLines.Lines as Line[])
    .find((x) => x.Programme_ID === l.Programme_ID && x.Category === l.Category)!;
  return {
    y, vote, planner, source, target, book, line,
    move: (Amount: number) => ({ From_Programme_ID: source.Programme_ID, From_Category: source.Category, To_Programme_ID: target.Programme_ID, To_Category: target.Category, Amount }),
    ask: (input: Record<string, unknown>, user: BuiltUser = planner) => t.gql(`mutation($i: VirementRequestInput!){ requestVirement(input: $i){ ${FIELDS} } }`,
      { i: { Year_ID: y.id, Reason: 'Staff moved to the new wing', ...input } }, user.token),
    /** Everything a refused request or decision must leave as it was. */
    state: async () => ({
      requests: await rows(sql`select id, status, decided_by from virement_requests order by id`),
      adjustments: await rows(sql`select id, amount from budget_adjustments where vote_id = ${vote.id} order by id`),
    }),
    /** A virement file of one row, uploaded by the vote into the year. */
    file: async (amount: number) => postUpload(t.app, 'virement',
      await workbook('virement', [[vote.code, source.Programme_Code, source.Category, source.Programme_Code, target.Category, amount, 'Fuel']]), planner.token, `?Year_ID=${y.id}`),
  };
}

describe('virement requests on the screen', () => {
  it('shows a vote its lines with what is available; another vote is not found', async () => {
    const w = await world();
    const other = await make.vote();
    await make.mtef(other, w.y.id, 2, { ceiling: 1_000, allocation: 1_000 });
    const own = await w.book();
    expect(own.data.virementLines.Vote_Code).toBe(w.vote.code);
    expect((own.data.virementLines.Lines as Line[]).find((l) => l.Programme_ID === w.source.Programme_ID && l.Category === 'Wage'))
      .toMatchObject({ Approved: 2_000_000, Virement_In: 0, Virement_Out: 0, Pending_Out: 0, Available: 2_000_000 });
    expect(codeOf(await w.book(w.planner, other.id))).toBe('RECORD_NOT_FOUND');
    expect((await w.book(officer, other.id)).data.virementLines.Lines.length).toBeGreaterThan(0);
    // Each programme as the year names it for the vote (ADR 0024), not by its standing name.
    await t.db.execute(sql`insert into coa_names (year_id, segment, ref_id, vote_id, code, name) values (${w.y.id}, 'programme', ${w.source.Programme_ID}, ${w.vote.id}, ${w.source.Programme_Code}, 'The year''s own name')`);
    const named = await t.gql('query($y:Int!){ virementLines(Year_ID:$y){ Lines { Programme_ID Programme_Name } } }', { y: w.y.id }, w.planner.token);
    expect(new Set((named.data.virementLines.Lines as { Programme_ID: number; Programme_Name: string }[]).filter((l) => l.Programme_ID === w.source.Programme_ID).map((l) => l.Programme_Name)))
      .toEqual(new Set(["The year's own name"]));
    // So is the vote, in the screen's heading and in the list of its requests.
    await t.db.execute(sql`insert into coa_names (year_id, segment, ref_id, code, name) values (${w.y.id}, 'vote', ${w.vote.id}, ${w.vote.code}, 'The vote, as the year names it')`);
    expect((await w.book()).data.virementLines.Vote_Name).toBe('The vote, as the year names it');
    expect((await w.ask(w.move(1_000))).errors).toBeUndefined();
    const listed = await t.gql('query($y:Int!){ virementRequests(Year_ID:$y){ Vote_Name From_Programme_Name } }', { y: w.y.id }, w.planner.token);
    expect(listed.data.virementRequests[0]).toEqual({ Vote_Name: 'The vote, as the year names it', From_Programme_Name: "The year's own name" });
  });

  it('asks, shows the amount pending, and the ministry\'s approval records the virement with the balances before it, audited', async () => {
    const w = await world();
    const asked = await w.ask(w.move(250_000));
    expect(asked.errors).toBeUndefined();
    const id = asked.data.requestVirement.Virement_Request_ID;
    expect(asked.data.requestVirement).toMatchObject({ Status: 'Pending', Requested_By: w.planner.userName, Decided_By: null });
    expect((await w.line(w.source)).Pending_Out).toBe(250_000);

    const approved = await decide(id, 'Approve', officer, 'Within the vote\'s plan');
    expect(approved.errors).toBeUndefined();
    expect(approved.data.decideVirementRequest).toMatchObject({ Status: 'Approved', Decided_By: officer.userName, Comment: 'Within the vote\'s plan',
      From_Available_Before: 2_000_000, To_Available_Before: 2_000_000 });
    expect(await w.line(w.source)).toMatchObject({ Available: 1_750_000, Virement_Out: 250_000, Pending_Out: 0 });
    expect((await w.line(w.target)).Available).toBe(2_250_000);
    const [recorded] = await rows<{ kind: string; amount: string; batch_id: number | null }>(sql`select kind, amount, batch_id from budget_adjustments where request_id = ${id}`);
    expect(recorded).toMatchObject({ kind: 'virement', batch_id: null });
    expect(Number(recorded.amount)).toBe(250_000);
    const audits = await rows<{ table_name: string; audit_type: string }>(sql`select table_name, audit_type from audits
      where (table_name = 'virement_requests' and record_id = ${String(id)}) or (table_name = 'budget_adjustments' and new_values->>'requestId' = ${String(id)}) order by id`);
    expect(audits.map((a) => `${a.table_name}:${a.audit_type}`)).toEqual(['virement_requests:create', 'budget_adjustments:create', 'virement_requests:update']);
    // Decided once: a second decision is a conflict.
    expect(codeOf(await decide(id, 'Reject', administrator, 'Too late'))).toBe('CONFLICT');
  });

  it('tells the ministry of a request, and the one who asked of the decision, with where to act by mail', async () => {
    const w = await world();
    const byMail = await make.user('Budget Officer', { notifyBy: 'mail' });
    const told = async (user: BuiltUser) => (await t.gql('{ myNotifications { Category Title Description } }', {}, user.token)).data.myNotifications as { Category: string; Title: string; Description: string }[];
    const id = (await w.ask({ ...w.move(1_000), Reason: 'Fuel for the outreach' })).data.requestVirement.Virement_Request_ID;
    const text = `1,000 from programme ${w.source.Programme_Code} Wage to programme ${w.source.Programme_Code} NonWage: Fuel for the outreach`;
    expect(await told(byMail)).toContainEqual({ Category: 'Budget', Title: `Virement request from vote ${w.vote.code}`, Description: text });
    expect((await told(w.planner)).some((n) => n.Title.startsWith('Virement request from'))).toBe(false);
    const mails = (await t.app.jobs.list<{ subject: string; body: string }>(NOTICE_QUEUE)).filter((j) => j.data.body.includes(text));
    expect(mails.map((m) => m.data.subject)).toEqual([`PBS: Virement request from vote ${w.vote.code}`]);
    expect(mails[0].data.body).toContain('/budget/#virements');

    expect((await decide(id, 'Reject', officer, 'Not this quarter')).errors).toBeUndefined();
    expect(await told(w.planner)).toContainEqual({ Category: 'Budget', Title: `Virement request rejected for vote ${w.vote.code}`, Description: `${text} — Not this quarter` });
  });

  it('refuses bad requests with a clear error and records nothing', async () => {
    const w = await world();
    const other = await make.vote({ programmes: 1 });
    const was = await w.state();
    const over = await w.ask(w.move(2_000_001));
    expect(over.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: UploadError.OVER_BALANCE });
    expect(over.errors?.[0].message).toMatch(/is more than the available balance of/);
    expect((await w.ask({ ...w.move(10), To_Category: 'Wage' })).errors?.[0].message).toBe('To_Category: A virement must move money to a different line');
    expect((await w.ask({ ...w.move(10), To_Programme_ID: other.lines[0].programmeId })).errors?.[0].message).toBe(`To_Programme_ID: a programme that vote ${w.vote.code} delivers`);
    expect((await w.ask(w.move(-5))).errors?.[0].message).toBe('Amount: more than 0');
    expect((await w.ask({ ...w.move(5), From_Category: 'Salaries' })).errors?.[0].message).toMatch(/^From_Category: one of Wage, NonWage/);
    expect((await w.ask({ ...w.move(5), Reason: '  ' })).errors?.[0].message).toBe('Reason: must not be empty');
    expect(codeOf(await w.ask({ ...w.move(5), Vote_ID: other.id }))).toBe('RECORD_NOT_FOUND');
    expect(await w.state()).toEqual(was);
  });

  it('lets only the ministry decide, never on its own request, asks a reason to reject, and lets the requester withdraw', async () => {
    const w = await world();
    const own = (await w.ask({ ...w.move(1_000), Vote_ID: w.vote.id }, officer)).data.requestVirement.Virement_Request_ID;
    const was = await w.state();
    expect(codeOf(await decide(own, 'Approve', w.planner))).toBe('FORBIDDEN');
    expect((await decide(own, 'Approve', officer)).errors?.[0].message).toBe('A virement is decided by another officer than the one who asked for it');
    expect((await decide(own, 'Reject', administrator)).errors?.[0].message).toBe('Comment: say why the virement is rejected');
    expect(codeOf(await decide(own, 'Withdraw', w.planner))).toBe('FORBIDDEN');
    expect(await w.state()).toEqual(was);
    expect((await decide(own, 'Reject', administrator, 'Move it in the next quarter')).data.decideVirementRequest)
      .toMatchObject({ Status: 'Rejected', Decided_By: administrator.userName });

    const mine = (await w.ask(w.move(2_000))).data.requestVirement.Virement_Request_ID;
    expect((await decide(mine, 'Withdraw', w.planner)).data.decideVirementRequest.Status).toBe('Withdrawn');
    const listed = (await t.gql('query($y:Int!){ virementRequests(Year_ID:$y){ Virement_Request_ID Status } }', { y: w.y.id }, w.planner.token)).data.virementRequests;
    expect(listed).toEqual([{ Virement_Request_ID: mine, Status: 'Withdrawn' }, { Virement_Request_ID: own, Status: 'Rejected' }]);
  });

  it('counts pending requests against the line, also in a burst, and approves each request once', async () => {
    const w = await world();
    // Five requests of 600,000 against 2,000,000 at once: three fit.
    const burst = await Promise.all(Array.from({ length: 5 }, () => w.ask(w.move(600_000))));
    const accepted = burst.filter((r) => !r.errors).map((r) => r.data.requestVirement.Virement_Request_ID as number);
    expect(accepted).toHaveLength(3);
    expect(burst.filter((r) => r.errors).map((r) => r.errors?.[0].extensions?.reason)).toEqual([UploadError.OVER_BALANCE, UploadError.OVER_BALANCE]);
    expect((await w.line(w.source)).Pending_Out).toBe(1_800_000);

    const approvals = await Promise.all(Array.from({ length: 4 }, () => decide(accepted[0], 'Approve', officer)));
    expect(approvals.filter((r) => !r.errors)).toHaveLength(1);
    expect(approvals.filter((r) => r.errors).map((r) => codeOf(r))).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT']);
    expect(await rows(sql`select id from budget_adjustments where request_id = ${accepted[0]}`)).toHaveLength(1);
  });

  it('holds what a pending request waits for against a virement file too, and checks the balance again at approval', async () => {
    const w = await world();
    const id = (await w.ask(w.move(2_000_000))).data.requestVirement.Virement_Request_ID;
    // The line cannot be asked for twice over: the pending request holds all of it, on the screen and in a file.
    expect((await w.ask({ ...w.move(1), Vote_ID: w.vote.id }, officer)).errors?.[0].extensions?.reason).toBe(UploadError.OVER_BALANCE);
    const was = await w.state();
    const file = await w.file(10);
    expect(file.status).toBe(422);
    expect(file.body.rowErrors).toEqual([expect.objectContaining({ row: 2, code: UploadError.OVER_BALANCE, params: { available: 0, amount: 10 } })]);
    expect(await w.state()).toEqual(was);

    // The vote lowers the line's allocation by 10 meanwhile (a pending request moves nothing yet): the approval sees it and refuses.
    const lowered = Array.from({ length: 30 }, (_, i) => (i % 5 === 3 ? 0 : i === 5 ? 1_999_990 : i >= 5 && i < 10 ? 2_000_000 : 100));
    const saved = await t.gql('mutation($y:Int!,$l:[MtefLineInput!]!){ saveMtefLines(Year_ID:$y, Stage:2, lines:$l) }',
      { y: w.y.id, l: [{ Prog_By_Vote_ID: w.vote.lines[0].progByVoteId, Figure: 'Allocation', Amounts: lowered }] }, w.planner.token);
    expect(saved.data?.saveMtefLines).toBe(1);
    const stateNow = await w.state();
    const refused = await decide(id, 'Approve', officer);
    expect(refused.errors?.[0].extensions).toMatchObject({ reason: UploadError.OVER_BALANCE, params: { available: 1_999_990, amount: 2_000_000 } });
    expect(await w.state()).toEqual(stateNow);
    expect((await w.line(w.source)).Pending_Out).toBe(2_000_000);

    // Withdrawn, the request holds nothing: the same file goes through.
    expect((await decide(id, 'Withdraw', w.planner)).errors).toBeUndefined();
    expect((await w.file(10)).status).toBe(200);
  });
});
