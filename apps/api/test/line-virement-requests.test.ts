import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { reports } from '../src/db/schema/index.js';
import { composeDocument } from '../src/modules/documents/documents.service.js';
import { UploadError } from '@pbs/domain';
import { rowsIn, setupApp } from './helpers.js';
import { factories, type BuiltUser } from './factories.js';
import { M, smallChart, totalsBy, voteOnChart } from './small-chart.js';
import { postUpload, workbook } from './upload-helpers.js';

// A virement typed on the Budget screen at the grain the estimates were made (ADR 0027): the line rule of the upload
// (virements/line-rule.ts) holds on the request, on its approval and between the two paths.
const t = await setupApp();
const make = factories(t);
const rows = rowsIn(t.db);
const officer = await make.user('Budget Officer');

interface Detail { Output_ID: number; Item_ID: number; Fund_ID: number; Line: string; Category: string; Output_Name: string; Item_Name: string; Available: number; Pending_Out: number; Free: number }
const FIELDS = 'Virement_Request_ID Status Amount From_Programme_ID From_Category To_Category From_Line To_Line From_Available_Before To_Available_Before';

/** A vote of its own with three lines — advertising 100 and telephones 50 under clinics (NWR), salaries 300 under outreach (Wage) — and its planner. */
async function world() {
  const c = await smallChart(t, make);
  const { vote, budgetYear, programme, items, funds, outputs } = c;
  const planner = await make.user('CG Initiator', { voteId: vote.id });
  const adverts = { Output_ID: outputs.clinics.id, Item_ID: items.goods.id, Fund_ID: funds.fNwr.id };
  const phones = { Output_ID: outputs.clinics.id, Item_ID: items.phones.id, Fund_ID: funds.fNwr.id };
  const salaries = { Output_ID: outputs.outreach.id, Item_ID: items.wage.id, Fund_ID: funds.fWage.id };
  const P = programme.programmeCode;
  return {
    ...c, planner, adverts, phones, salaries, P,
    ask: (From_Line: unknown, To_Line: unknown, Amount: number, user: BuiltUser = planner, extra: object = {}) => t.gql(`mutation($i: VirementRequestInput!){ requestVirement(input: $i){ ${FIELDS} } }`,
      { i: { Year_ID: budgetYear.id, Vote_ID: vote.id, From_Line, To_Line, Amount, Reason: 'Calls for the outbreak', ...extra } }, user.token),
    decide: (id: number, Decision: string, user: BuiltUser = officer) =>
      t.gql(`mutation($id:Int!,$d:String!){ decideVirementRequest(Virement_Request_ID:$id, Decision:$d){ ${FIELDS} } }`, { id, d: Decision }, user.token),
    details: async () => (await t.gql('query($y:Int!,$v:Int){ virementLines(Year_ID:$y, Vote_ID:$v){ Detail_Lines { Output_ID Item_ID Fund_ID Line Category Output_Name Item_Name Available Pending_Out Free } } }',
      { y: budgetYear.id, v: vote.id }, planner.token)).data.virementLines.Detail_Lines as Detail[],
    /** A line-virement file of one row moving `amount` from advertising to salaries. */
    upload: async (amount: number) => postUpload(t.app, 'line-virement',
      await workbook('line-virement', [[vote.code, P, '01', '01', '221001', 'NWR', P, '01', '02', '211101', 'WAGE', amount, 'Adverts to salaries']]), planner.token, `?Year_ID=${budgetYear.id}`),
    state: async () => ({
      requests: await rows(sql`select id, status, amount from virement_requests where vote_id = ${vote.id} order by id`),
      adjustments: await rows(sql`select id, amount from budget_adjustments where vote_id = ${vote.id} order by id`),
    }),
  };
}
const find = (list: Detail[], l: { Item_ID: number }) => list.find((d) => d.Item_ID === l.Item_ID)!;

describe('virement requests at line grain', () => {
  it('list the vote\'s lines of the detailed estimates with their codes, names and what each may give', async () => {
    const w = await world();
    const lines = await w.details();
    expect(lines.map((l) => [l.Line, l.Category, l.Output_Name, l.Item_Name, l.Available, l.Free])).toEqual([
      [`${w.P}.01.01 221001 NWR`, 'NonWage', 'Clinics run', 'Advertising', 100 * M, 100 * M],
      [`${w.P}.01.01 222001 NWR`, 'NonWage', 'Clinics run', 'Telephones', 50 * M, 50 * M],
      [`${w.P}.01.02 211101 WAGE`, 'Wage', 'Outreach', 'Salaries', 300 * M, 300 * M],
    ]);
  });

  it('take the programme and category of their lines, hold what they ask against uploads and other requests, and become a line move when approved', async () => {
    const w = await world();
    const asked = await w.ask(w.adverts, w.salaries, 60 * M);
    expect(asked.errors).toBeUndefined();
    const request = asked.data.requestVirement;
    expect(request).toMatchObject({ Status: 'Pending', From_Programme_ID: w.programme.programmeId, From_Category: 'NonWage', To_Category: 'Wage',
      From_Line: `${w.P}.01.01 221001 NWR`, To_Line: `${w.P}.01.02 211101 WAGE` });
    expect(find(await w.details(), w.adverts)).toMatchObject({ Available: 100 * M, Pending_Out: 60 * M, Free: 40 * M });

    // What the request waits for is held: neither a file nor another request may take it.
    const before = await w.state();
    const file = await w.upload(50 * M);
    expect(file.status).toBe(422);
    expect(file.body.rowErrors).toEqual([expect.objectContaining({ row: 2, code: UploadError.OVER_BALANCE, params: { available: 40 * M, amount: 50 * M } })]);
    const again = await w.ask(w.adverts, w.phones, 50 * M);
    expect(again.errors?.[0]?.extensions).toMatchObject({ reason: UploadError.OVER_BALANCE, params: { available: 40 * M, amount: 50 * M } });
    expect(await w.state()).toEqual(before);

    const approved = await w.decide(request.Virement_Request_ID, 'Approve');
    expect(approved.errors).toBeUndefined();
    // The one who asked is told of the approval by the two lines moved between.
    const told = (await t.gql('{ myNotifications { Title Description } }', {}, w.planner.token)).data.myNotifications as { Title: string; Description: string }[];
    expect(told).toContainEqual({ Title: `Virement request approved for vote ${w.vote.code}`,
      Description: `60,000,000 from line ${w.P}.01.01 221001 NWR to line ${w.P}.01.02 211101 WAGE: Calls for the outbreak` });
    expect(approved.data.decideVirementRequest).toMatchObject({ Status: 'Approved', From_Available_Before: 100 * M, To_Available_Before: 300 * M });
    const [moved] = await rows(sql`select kind, from_output_id, from_item_id, from_fund_id, from_category, to_output_id, to_item_id, to_fund_id, to_category, amount::float8
      from budget_adjustments where request_id = ${request.Virement_Request_ID}`);
    expect(moved).toEqual({ kind: 'virement', from_output_id: w.adverts.Output_ID, from_item_id: w.adverts.Item_ID, from_fund_id: w.adverts.Fund_ID, from_category: 'NonWage',
      to_output_id: w.salaries.Output_ID, to_item_id: w.salaries.Item_ID, to_fund_id: w.salaries.Fund_ID, to_category: 'Wage', amount: 60 * M });
    // The revised budget of each line is the approved one moved by the request, computed here from the figures asked.
    const items = new Map((await totalsBy(t, officer.token, w.year.id)('item')).map((r) => [r.Code_1, r]));
    expect(items.get('221001')).toMatchObject({ Approved: 100 * M, Revised: 40 * M });
    expect(items.get('211101')).toMatchObject({ Approved: 300 * M, Revised: 360 * M });
    expect(find(await w.details(), w.adverts)).toMatchObject({ Available: 40 * M, Pending_Out: 0, Free: 40 * M });
    // The vote's virement document prints the two lines it moved between.
    const doc = await composeDocument(t.db, (await t.db.select().from(reports).where(eq(reports.internalName, 'virement_request')))[0],
      { yearId: w.budgetYear.id, voteId: w.vote.id, programmeId: null, sepcId: null }, { trail: [], draft: true });
    const [moves] = doc.tables;
    expect(moves.columns.map((c) => c.label)).toEqual(['From programme', 'From category', 'From line', 'To programme', 'To category', 'To line', 'Amount', 'Reason']);
    expect(moves.rows[0]?.cells.slice(1, 7)).toEqual(['Non wage', `${w.P}.01.01 221001 NWR`, expect.stringMatching(new RegExp(`^${w.P} `)), 'Wage', `${w.P}.01.02 211101 WAGE`, 60 * M]);
  });

  it('refuse a half-named move, a line the vote has not, the same line and more than the line holds, with a clear error and nothing written', async () => {
    const w = await world();
    const other = await world();
    const before = await w.state();
    const cases: [unknown, unknown, number, string][] = [
      [w.adverts, null, M, 'From_Line: a virement names both lines'],
      [null, null, M, 'From_Line: a virement names both lines'],
      [other.adverts, w.salaries, M, `From_Line: a line of the detailed estimates of vote ${w.vote.code}`],
      [w.adverts, { ...w.salaries, Item_ID: 999_999 }, M, `To_Line: a line of the detailed estimates of vote ${w.vote.code}`],
      // An output of the vote's chart that the estimates hold no line of has nothing to give.
      [{ ...w.salaries, Output_ID: w.outputs.clinics.id }, w.adverts, M, `From_Line: a line of the detailed estimates of vote ${w.vote.code}`],
      [w.adverts, w.adverts, M, 'A virement must move money to a different line'],
      [w.phones, w.adverts, 51 * M, '51000000 is more than the available balance of 50000000'],
    ];
    for (const [from, to, amount, said] of cases) {
      const r = await w.ask(from, to, amount);
      expect(r.errors?.[0]?.message, JSON.stringify([from, to])).toContain(said);
    }
    // A line of another vote is not even offered to ask about.
    expect((await w.ask(w.adverts, w.salaries, M, other.planner)).errors?.[0]?.extensions?.code).toBe('RECORD_NOT_FOUND');
    expect(await w.state()).toEqual(before);
  });

  it('are checked again on approval as the data stands: a supplementary taken back since leaves too little, the request left pending', async () => {
    const w = await world();
    const added = await postUpload(t.app, 'line-supplementary', await workbook('line-supplementary', [[w.vote.code, w.P, '01', '01', '222001', 'NWR', 20 * M, 'Outbreak calls']]),
      officer.token, `?Year_ID=${w.budgetYear.id}`);
    expect(added.status).toBe(200);
    const asked = (await w.ask(w.phones, w.adverts, 60 * M)).data.requestVirement;
    expect(asked).toMatchObject({ Status: 'Pending' });
    // Taking the supplementary back out leaves telephones 50: nothing recorded is overdrawn, so the revert is taken.
    const [batch] = await rows<{ batch_id: number }>(sql`select batch_id from budget_adjustments where vote_id = ${w.vote.id} and kind = 'supplementary'`);
    const revert = await t.app.inject({ method: 'POST', url: `/api/uploads/batches/${batch.batch_id}/revert`, headers: { authorization: `Bearer ${officer.token}` } });
    expect(revert.statusCode).toBe(200);
    const before = await w.state();
    const refused = await w.decide(asked.Virement_Request_ID, 'Approve');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ reason: UploadError.OVER_BALANCE, params: { available: 50 * M, amount: 60 * M } });
    expect(await w.state()).toEqual(before);
  });

  it('between two lines of one programme × category are held to the lines alone, as the upload holds them', async () => {
    const w = await world();
    // The vote's Non Wage allocation (1,000) is nearly all asked for by a pending request across categories.
    const across = await t.gql(`mutation($i: VirementRequestInput!){ requestVirement(input: $i){ Status } }`, { i: { Year_ID: w.budgetYear.id, Vote_ID: w.vote.id,
      From_Programme_ID: w.programme.programmeId, From_Category: 'NonWage', To_Programme_ID: w.programme.programmeId, To_Category: 'Wage', Amount: 960 * M, Reason: 'Salaries' } }, w.planner.token);
    expect(across.errors).toBeUndefined();
    // Advertising to telephones stays within Non Wage: the category's 40 left does not limit it; the line's 100 does.
    const asked = await w.ask(w.adverts, w.phones, 60 * M);
    expect(asked.errors).toBeUndefined();
    const book = await t.gql('query($y:Int!,$v:Int){ virementLines(Year_ID:$y, Vote_ID:$v){ Lines { Programme_ID Category Pending_Out } } }', { y: w.budgetYear.id, v: w.vote.id }, w.planner.token);
    expect(book.data.virementLines.Lines.find((l: { Category: string }) => l.Category === 'NonWage').Pending_Out).toBe(960 * M);
    expect((await w.decide(asked.data.requestVirement.Virement_Request_ID, 'Approve')).errors).toBeUndefined();
    // The upload takes the same move on the same terms.
    const file = await postUpload(t.app, 'line-virement', await workbook('line-virement', [[w.vote.code, w.P, '01', '01', '221001', 'NWR', w.P, '01', '01', '222001', 'NWR', 40 * M, 'Adverts to calls']]),
      w.planner.token, `?Year_ID=${w.budgetYear.id}`);
    expect(file.status).toBe(200);
    expect(find(await w.details(), w.adverts)).toMatchObject({ Available: 0, Free: 0 });
  });

  it('hold each vote of a file of several to its own lines and its own pending requests', async () => {
    const a = await world();
    const b = await voteOnChart(t, make, a);
    const planner = await make.user('CG Initiator', { voteId: b.vote.id });
    const line = (l: { clinics: { id: number } }, item: { id: number }): object => ({ Output_ID: l.clinics.id, Item_ID: item.id, Fund_ID: a.funds.fNwr.id });
    expect((await a.ask(line(b.outputs, a.items.goods), line(b.outputs, a.items.phones), 70 * M, planner, { Vote_ID: b.vote.id })).errors).toBeUndefined();
    const row = (v: { vote: { code: string }; programme: { programmeCode: string } }, amount: number) =>
      [v.vote.code, v.programme.programmeCode, '01', '01', '221001', 'NWR', v.programme.programmeCode, '01', '02', '211101', 'WAGE', amount, 'Adverts to salaries'];
    // 50 of A's advertising is free (100); of B's only 30 (100 less its pending 70).
    const before = await rows(sql`select count(*)::int n from budget_adjustments where vote_id in (${a.vote.id}, ${b.vote.id})`);
    const file = await postUpload(t.app, 'line-virement', await workbook('line-virement', [row(a, 50 * M), row(b, 50 * M)]), officer.token, `?Year_ID=${a.budgetYear.id}`);
    expect(file.status).toBe(422);
    expect(file.body.rowErrors).toEqual([expect.objectContaining({ row: 3, code: UploadError.OVER_BALANCE, params: { available: 30 * M, amount: 50 * M } })]);
    expect(await rows(sql`select count(*)::int n from budget_adjustments where vote_id in (${a.vote.id}, ${b.vote.id})`)).toEqual(before);
    const taken = await postUpload(t.app, 'line-virement', await workbook('line-virement', [row(a, 50 * M), row(b, 30 * M)]), officer.token, `?Year_ID=${a.budgetYear.id}`);
    expect(taken.status).toBe(200);
  });

  it('two requests out of one line sent at once: one is taken, the other refused, never more asked than the line holds', async () => {
    const w = await world();
    const answers = await Promise.all([w.ask(w.salaries, w.adverts, 200 * M), w.ask(w.salaries, w.phones, 200 * M)]);
    expect(answers.map((a) => (a.errors ? 'refused' : 'asked')).sort()).toEqual(['asked', 'refused']);
    const [held] = await rows<{ n: number; total: number }>(sql`select count(*)::int n, sum(amount)::float8 total from virement_requests where vote_id = ${w.vote.id}`);
    expect(held).toEqual({ n: 1, total: 200 * M });
  });
});
