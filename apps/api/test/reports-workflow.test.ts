import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { shiftFiscalYear, shortFiscalYear } from '@pbs/domain';
import { fiscalYears, notifications, submissions } from '../src/db/schema/index.js';
import { verifyAuditChain } from '../src/lib/audit.js';
import { CONSOLIDATION_QUEUE } from '../src/modules/reports/consolidation-jobs.js';
import { codeOf, setupApp, sqlRows } from './helpers.js';
import { factories, type BuiltUser } from './factories.js';

// Every test builds its own vote, report definition and the people who act on it; none reads another's rows.
const t = await setupApp();
const make = factories(t);
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const admin = (await t.login('admin')).token;
const as = (u: BuiltUser | string) => (q: string, v?: Record<string, unknown>) => t.gql(q, v, typeof u === 'string' ? u : u.token);

const INITIATE = 'mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID State Current_Level Version } }';
const APPROVE = 'mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ State Current_Level Version } }';
const REJECT = 'mutation($s:Int!,$v:Int!,$c:String!){ rejectSubmission(Submission_ID:$s, Version:$v, Comment:$c){ State Current_Level Version } }';
const RESUBMIT = 'mutation($s:Int!,$v:Int!){ resubmitSubmission(Submission_ID:$s, Version:$v){ State Current_Level Version } }';
const GRID = `query($y:Int!){ dashboardReportsGridDataVote(Report_Type:"CG", Report_Category:"VOTE", Active_Year_ID:$y){
  Report_ID NotInitiated Initiated InProgress Rejected Approved Consolidated } }`;
/** Y0..Y5 × categories as the MTEF screen sends them, AIA at 0: `y1` in the budget year, 100 elsewhere (as the factory). */
const amounts = (y1: number) => Array.from({ length: 30 }, (_, i) => (i % 5 === 3 ? 0 : i >= 5 && i < 10 ? y1 : 100));

/** A vote, a report and its people of their own (factories.reportWorld) in the active year. */
const world = (o: Parameters<typeof make.reportWorld>[1] = {}) => make.reportWorld(year.id, o);
type World = Awaited<ReturnType<typeof world>>;

/** A submission walked through the API: its id and the version the next actor must name. */
class Walk {
  version = 0;
  constructor(readonly id: number) {}
  static async start(w: World) { const r = await w.initiate(); expect(r.errors).toBeUndefined(); const s = new Walk(r.data.initiateReport.Submission_ID); s.version = r.data.initiateReport.Version; return s; }
  async act(user: BuiltUser, query: string, extra: Record<string, unknown> = {}) {
    const r = await as(user)(query, { s: this.id, v: this.version, ...extra });
    expect(r.errors).toBeUndefined();
    const out = Object.values(r.data)[0] as { State: string; Current_Level: number; Version: number };
    this.version = out.Version;
    return out;
  }
}

/** A report approved at every level for a vote of its own. */
async function approved(o: { stage?: number | null } = {}) {
  const w = await world(o);
  const s = await Walk.start(w);
  for (const a of w.approvers) await s.act(a, APPROVE);
  return { w, s };
}

const counts = async (token: string, reportId: number) => {
  const rows = (await as(token)(GRID, { y: year.id })).data.dashboardReportsGridDataVote as { Report_ID: number }[];
  const { Report_ID: _, ...n } = rows.find((r) => r.Report_ID === reportId)!;
  return n as Record<'NotInitiated' | 'Initiated' | 'InProgress' | 'Rejected' | 'Approved' | 'Consolidated', number>;
};

describe('report submission workflow', () => {
  it('lets only the assigned initiator of the entity initiate, once, and only within the ceilings', async () => {
    const w = await world({ overCeiling: true });
    const other = await world();
    const before = await counts(admin, w.report.id);
    expect(codeOf(await as(w.approvers[0])(INITIATE, { r: w.report.id, y: year.id, e: w.vote.id }))).toBe('FORBIDDEN');
    expect(codeOf(await as(w.initiator)(INITIATE, { r: w.report.id, y: year.id, e: other.vote.id }))).toBe('RECORD_NOT_FOUND');
    // The estimates wait until the vote's allocations are within the ministry's ceilings; the vote brings them down.
    const refused = await w.initiate();
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].message).toContain('ceilings');
    const lowered = await as(w.initiator)('mutation($y:Int!,$l:[MtefLineInput!]!){ saveMtefLines(Year_ID:$y, Stage:2, lines:$l) }',
      { y: year.id, l: w.vote.lines.map((l) => ({ Prog_By_Vote_ID: l.progByVoteId, Figure: 'Allocation', Amounts: amounts(990_000) })) });
    expect(lowered.data?.saveMtefLines).toBe(2);
    expect((await w.initiate()).data.initiateReport).toMatchObject({ State: 'Initiated', Current_Level: 1 });
    expect(codeOf(await w.initiate())).toBe('CONFLICT');
    // Said in the language the request asks for (the screens send the one chosen); English otherwise.
    const said = async (language?: string) => (await t.gql(INITIATE, { r: w.report.id, y: year.id, e: w.vote.id }, w.initiator.token,
      language ? { 'accept-language': language } : {})).errors?.[0].message;
    expect([await said(), await said('de-DE,de;q=0.9'), await said('ja'), await said('xx, fr;q=0.5')]).toEqual([
      'This report is already initiated for this entity and year', 'Dieser Bericht ist für diese Einheit und dieses Jahr bereits eingereicht',
      'この報告書はこの機関と年度について既に提出されています', 'Ce rapport est déjà initié pour cette entité et cette année']);
    expect(await counts(admin, w.report.id)).toMatchObject({ NotInitiated: before.NotInitiated - 1, Initiated: 1 });
    // The vote's own view counts only its vote.
    expect(await counts(w.initiator.token, w.report.id)).toMatchObject({ NotInitiated: 0, Initiated: 1 });
  });

  it('refuses approval by the initiator, another vote, and the wrong level', async () => {
    const w = await world();
    const s = await Walk.start(w);
    const stranger = await make.user('CG Accounting Officer', { voteId: (await make.vote()).id });
    const v = { s: s.id, v: s.version };
    expect(codeOf(await as(w.initiator)(APPROVE, v))).toBe('FORBIDDEN');
    expect(codeOf(await as(stranger)(APPROVE, v))).toBe('RECORD_NOT_FOUND');
    expect(codeOf(await as(w.approvers[1])(APPROVE, v))).toBe('FORBIDDEN');
    // Said in the screen's language like every refusal, also where the code has no words of its own.
    const inGerman = async (u: BuiltUser) => (await t.gql(APPROVE, v, u.token, { 'accept-language': 'de' })).errors?.[0].message;
    expect([await inGerman(w.initiator), await inGerman(stranger)]).toEqual(['Sie haben keinen Zugriff auf diesen Vorgang', 'Der angeforderte Datensatz wurde nicht gefunden']);
    expect(await counts(w.initiator.token, w.report.id)).toMatchObject({ Initiated: 1, InProgress: 0 });
  });

  it('tells the next actor, moves level by level, takes a rejection only with a comment and starts again at level 1', async () => {
    const w = await world();
    const [first, second, third] = w.approvers;
    const toldTo = async (u: BuiltUser) => (await t.db.select().from(notifications).where(eq(notifications.userId, u.id))).length;
    const s = await Walk.start(w);
    expect([await toldTo(first), await toldTo(second)]).toEqual([1, 0]);
    expect(await s.act(first, APPROVE)).toMatchObject({ State: 'Initiated', Current_Level: 2 });
    expect(await toldTo(second)).toBe(1);
    expect(await counts(w.initiator.token, w.report.id)).toMatchObject({ Initiated: 1, InProgress: 1 });

    expect(codeOf(await as(second)(REJECT, { s: s.id, v: s.version, c: '  ' }))).toBe('BAD_USER_INPUT');
    expect(await s.act(second, REJECT, { c: 'Wage figures do not match the staff list' })).toMatchObject({ State: 'Rejected', Current_Level: 2 });
    expect(await counts(w.initiator.token, w.report.id)).toMatchObject({ Initiated: 0, Rejected: 1 });
    expect(codeOf(await as(second)(APPROVE, { s: s.id, v: s.version }))).toBe('CONFLICT');

    expect(await s.act(w.initiator, RESUBMIT)).toMatchObject({ State: 'Initiated', Current_Level: 1 });
    for (const a of [first, second]) await s.act(a, APPROVE);
    expect(await s.act(third, APPROVE)).toMatchObject({ State: 'Approved', Current_Level: 3 });
    expect(await counts(w.initiator.token, w.report.id)).toMatchObject({ Approved: 1, Initiated: 0, Rejected: 0 });

    const HISTORY = 'query($s:Int!){ submissionHistory(Submission_ID:$s){ Level Action Comment User_Name } }';
    const h = (await as(w.initiator)(HISTORY, { s: s.id })).data.submissionHistory;
    expect(h.map((e: { Action: string }) => e.Action)).toEqual(['Initiated', 'Approved', 'Rejected', 'Resubmitted', 'Approved', 'Approved', 'Approved']);
    expect(h[2]).toMatchObject({ Level: 2, Comment: 'Wage figures do not match the staff list', User_Name: second.userName });
    const stranger = await make.user('CG Accounting Officer', { voteId: (await make.vote()).id });
    expect(codeOf(await as(stranger)(HISTORY, { s: s.id }))).toBe('RECORD_NOT_FOUND');
  });

  it('lets one of two approvers at the same level win, and no one approve at two levels', async () => {
    const w = await world();
    const [first, second, third] = w.approvers;
    const colleague = await make.user('Ministry Approver');
    const set = await as(admin)('mutation($r:Int!,$u:[Int!]!,$v:Int){ setReportApprovers(Report_ID:$r, Level:3, User_IDs:$u, Vote_ID:$v){ User_ID } }',
      { r: w.report.id, u: [second.id, third.id, colleague.id], v: w.vote.id });
    expect(set.data.setReportApprovers).toHaveLength(3);
    const s = await Walk.start(w);
    for (const a of [first, second]) await s.act(a, APPROVE);
    // The level-2 approver is assigned at level 3 too, but may not approve twice.
    expect(codeOf(await as(second)(APPROVE, { s: s.id, v: s.version }))).toBe('FORBIDDEN');
    const race = await Promise.all([third, colleague].map((u) => as(u)(APPROVE, { s: s.id, v: s.version })));
    const wins = race.filter((r) => !r.errors);
    expect(wins).toHaveLength(1);
    expect(codeOf(race.find((r) => r.errors)!)).toBe('CONFLICT');
    expect(wins[0].data.approveSubmission.State).toBe('Approved');
  });

  it('lets the ministry consolidate an approved report, draws its documents and keeps the audit chain intact', async () => {
    const { w, s } = await approved();
    const CONSOLIDATE = 'mutation($s:Int!,$v:Int!){ consolidateSubmission(Submission_ID:$s, Version:$v){ Is_Consolidated } }';
    expect(codeOf(await as(w.initiator)(CONSOLIDATE, { s: s.id, v: s.version }))).toBe('FORBIDDEN');
    // A ministry approver without the consolidate permission of their role is refused too.
    expect(codeOf(await as(w.approvers[1])(CONSOLIDATE, { s: s.id, v: s.version }))).toBe('FORBIDDEN');
    expect((await as(admin)(CONSOLIDATE, { s: s.id, v: s.version })).data.consolidateSubmission.Is_Consolidated).toBe(true);
    expect(await counts(admin, w.report.id)).toMatchObject({ Approved: 1, Consolidated: 1 });
    // The consolidated document is drawn by a job after the answer, archived with its hash, and served to the ministry only.
    await t.jobsDone(CONSOLIDATION_QUEUE);
    const docs = (await as(admin)('query($r:Int!,$y:Int!){ consolidatedDocuments(Report_ID:$r, Year_ID:$y){ Consolidated_ID File_Format Entities } }',
      { r: w.report.id, y: year.id })).data.consolidatedDocuments;
    expect(docs.map((d: { File_Format: string; Entities: number }) => [d.File_Format, d.Entities]).sort()).toEqual([['Excel', 1], ['PDF', 1]]);
    const pdf = docs.find((d: { File_Format: string }) => d.File_Format === 'PDF');
    const file = (token: string) => t.app.inject({ method: 'GET', url: `/api/archive/consolidated/${pdf.Consolidated_ID}`, headers: { authorization: `Bearer ${token}` } });
    const served = await file(admin);
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await file(w.initiator.token)).statusCode).toBe(403);
    // The code it prints verifies like any archived document's, with who drew it in place of approvals.
    const [{ code }] = (await sqlRows<{ code: string }>(t.db, sql`select verification_code code from consolidated_documents where id = ${pdf.Consolidated_ID}`));
    // Named for the year it is titled for: estimates, the budget year after the report's (FY2026-27 for 2025-2026).
    const budgetYear = shiftFiscalYear(year.fiscalYear, 1);
    expect(served.headers['content-disposition']).toContain(`consolidated_FY${budgetYear.slice(0, 5)}${budgetYear.slice(7)}_${code}.pdf`);
    const VERIFY = 'query($c:String!){ verifyArchivedDocument(Code:$c){ Report_Name Entity_Name Files { File_Format } Approvals { Action Name } } }';
    const verified = (await as(admin)(VERIFY, { c: code })).data.verifyArchivedDocument;
    expect(verified).toMatchObject({ Report_Name: `${w.report.name} — consolidated`, Entity_Name: 'Consolidated (1)', Approvals: [{ Action: 'Consolidated' }] });
    expect(verified.Files.map((f: { File_Format: string }) => f.File_Format).sort()).toEqual(['Excel', 'PDF']);
    // Reopened, the submission leaves the consolidation: the national document is drawn again, the earlier marked superseded.
    const [now] = await t.db.select().from(submissions).where(eq(submissions.id, s.id));
    const reopened = await as(admin)('mutation($s:Int!,$v:Int!,$r:String!){ reopenSubmission(Submission_ID:$s, Version:$v, Reason:$r){ State } }', { s: s.id, v: now.version, r: 'Figures to correct' });
    expect(reopened.errors).toBeUndefined();
    await t.jobsDone(CONSOLIDATION_QUEUE);
    const after = (await as(admin)('query($r:Int!,$y:Int!){ consolidatedDocuments(Report_ID:$r, Year_ID:$y){ Consolidated_ID Superseded_Date } }',
      { r: w.report.id, y: year.id })).data.consolidatedDocuments as { Superseded_Date: string | null }[];
    expect(after).toHaveLength(2);
    expect(after.every((d) => d.Superseded_Date !== null)).toBe(true);
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: true });
  });

  it('leaves one current consolidated document when two votes are consolidated at once, holding both', async () => {
    const { w, s } = await approved();
    // A second vote of the same report, approved by its own people.
    const vote = await make.vote();
    await make.mtef(vote, year.id, 2, { ceiling: 1_000_000, allocation: 900_000 });
    const chain = await make.chain(w.report, vote.id);
    const started = await as(chain.initiator)(INITIATE, { r: w.report.id, y: year.id, e: vote.id });
    const other = new Walk(started.data.initiateReport.Submission_ID);
    other.version = started.data.initiateReport.Version;
    for (const a of chain.approvers) await other.act(a, APPROVE);
    const CONSOLIDATE = 'mutation($s:Int!,$v:Int!){ consolidateSubmission(Submission_ID:$s, Version:$v){ Is_Consolidated } }';
    const both = await Promise.all([s, other].map((x) => as(admin)(CONSOLIDATE, { s: x.id, v: x.version })));
    for (const r of both) expect(r.errors).toBeUndefined();
    await t.jobsDone(CONSOLIDATION_QUEUE);
    const docs = (await as(admin)('query($r:Int!,$y:Int!){ consolidatedDocuments(Report_ID:$r, Year_ID:$y){ File_Format Entities Superseded_Date } }',
      { r: w.report.id, y: year.id })).data.consolidatedDocuments as { File_Format: string; Entities: number; Superseded_Date: string | null }[];
    expect(docs.filter((d) => !d.Superseded_Date).map((d) => [d.File_Format, d.Entities]).sort()).toEqual([['Excel', 2], ['PDF', 2]]);
  });

  it('details the clicked count with per-level statuses, and downloads them', async () => {
    const { w } = await approved();
    const q = `query($y:Int!,$r:Int!,$o:String!){ dashboardReportDetails(Report_Type:"CG", Report_Category:"VOTE", Active_Year_ID:$y, Report_ID:$r, Output:$o){
      Vote_Code Task_Status Initiator_Status First_Level_Status Third_Level_Status Fourth_Level_Status } }`;
    const details = async (o: string) => (await as(admin)(q, { y: year.id, r: w.report.id, o })).data.dashboardReportDetails;
    expect(await details('Approved')).toEqual([{ Vote_Code: w.vote.code, Task_Status: 'Approved', Initiator_Status: 'Submitted',
      First_Level_Status: 'Approved', Third_Level_Status: 'Approved', Fourth_Level_Status: 'N/A' }]);
    const notInitiated = (await counts(admin, w.report.id)).NotInitiated;
    expect((await details('NotInitiated')).length).toBe(notInitiated);
    expect(codeOf(await as(admin)(q, { y: year.id, r: w.report.id, o: 'Everything' }))).toBe('BAD_USER_INPUT');

    // The download: named after user, category and type; one row per entity under the heading.
    const url = (o: string) => `/api/reports/submission-details.xlsx?Report_Type=CG&Report_Category=VOTE&Active_Year_ID=${year.id}&Report_ID=${w.report.id}&Output=${o}`;
    const res = await t.app.inject({ method: 'GET', url: url('NotInitiated'), headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="admin_VOTE_CG_Report_Submission_Details_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx"$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(1).value).toBe('Code');
    expect(ws.getColumn(1).width).toBe(20);
    expect(ws.rowCount).toBe(1 + notInitiated);
    expect((await t.app.inject({ method: 'GET', url: url('NotInitiated') })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: url('Bogus'), headers: { authorization: `Bearer ${admin}` } })).statusCode).toBe(400);
  });
});

describe('archive on final approval', () => {
  const ARCHIVES = `query($y:Int!,$v:Int!){ getArchivedReportsByTypeYearAndVote(type:"CG", year:$y, vote:$v){
    Report_Name Vote_Code Fiscal_Year Is_Archived Report_File File_Format SHA256 Verification_Code } }`;
  const archived = async (voteId: number) => (await as(admin)(ARCHIVES, { y: year.id, v: voteId })).data.getArchivedReportsByTypeYearAndVote as
    { Report_Name: string; Vote_Code: string; Report_File: string; File_Format: string; SHA256: string; Verification_Code: string }[];
  const get = (file: string, token: string) => t.app.inject({ method: 'GET', url: `/api/archive/files/${file}`, headers: { authorization: `Bearer ${token}` } });
  const byStage = async (reportName: string, stage: number) => ((await as(admin)('query($y:Int!,$s:Int!){ getArchivedReportsByTypeYearAndStage(type:"CG", year:$y, stage:$s){ Report_Name } }',
    { y: year.id, s: stage })).data.getArchivedReportsByTypeYearAndStage as { Report_Name: string }[]).some((r) => r.Report_Name === reportName);

  it('stores the PDF and Excel files of the approved report with their SHA-256, and lists them by stage', async () => {
    const { w } = await approved();
    const rows = await archived(w.vote.id);
    expect(rows.map((r) => r.File_Format).sort()).toEqual(['Excel', 'PDF']);
    expect(rows[0]).toMatchObject({ Report_Name: w.report.name, Vote_Code: w.vote.code, Fiscal_Year: year.fiscalYear, Is_Archived: true });
    const pdf = rows.find((r) => r.File_Format === 'PDF')!;
    const res = await get(pdf.Report_File, w.initiator.token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(pdf.SHA256);
    // Estimates (the factory's layout) are filed under the budget year they prepare.
    const budgetYear = shortFiscalYear(shiftFiscalYear(year.fiscalYear, 1)).replace('/', '-');
    expect(res.headers['content-disposition']).toContain(`filename="${w.report.name.replace(/[^A-Za-z0-9._-]+/g, '_')}_${w.vote.code}_FY${budgetYear}.pdf"`);
    const own = (await as(w.initiator)('{ getArchivedReports { Vote_Code } }')).data.getArchivedReports as { Vote_Code: string }[];
    expect(own.length).toBe(2);
    expect(own.every((r) => r.Vote_Code === w.vote.code)).toBe(true);
    // By stage: a report of stage 2 is listed for stage 2 only; a report without a stage for every stage.
    const unstaged = await approved({ stage: null });
    expect([await byStage(w.report.name, 2), await byStage(w.report.name, 3)]).toEqual([true, false]);
    expect([await byStage(unstaged.w.report.name, 2), await byStage(unstaged.w.report.name, 3)]).toEqual([true, true]);
  });

  it('prints a verification code and QR link on the document; the code finds the files, their hashes and the approvals', async () => {
    const { w } = await approved();
    const rows = await archived(w.vote.id);
    const code = rows[0].Verification_Code;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(rows.every((r) => r.Verification_Code === code)).toBe(true);
    const excel = rows.find((r) => r.File_Format === 'Excel')!;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await get(excel.Report_File, w.initiator.token)).rawPayload as never);
    const cells = wb.worksheets[0].getSheetValues().flat().map(String);
    expect(cells).toContain(`Verification code ${code}`);
    expect(cells).toContain(`${t.config.publicUrl}/archives?verify=${code}`);

    const VERIFY = 'query($c:String!){ verifyArchivedDocument(Code:$c){ Report_Name Entity_Code Fiscal_Year Files { File_Format SHA256 } Approvals { Level Action Name } } }';
    // Any signed-in user may check a printed copy, typed in lower case without dashes; a wrong code finds nothing.
    const stranger = await make.user('CG Accounting Officer', { voteId: (await make.vote()).id });
    const found = (await as(stranger)(VERIFY, { c: code.replace(/-/g, '').toLowerCase() })).data.verifyArchivedDocument;
    expect(found).toMatchObject({ Report_Name: w.report.name, Entity_Code: w.vote.code, Fiscal_Year: year.fiscalYear });
    expect(found.Files.map((f: { SHA256: string }) => f.SHA256).sort()).toEqual(rows.map((r) => r.SHA256).sort());
    expect(found.Approvals).toContainEqual(expect.objectContaining({ Level: 3, Action: 'Approved' }));
    expect((await as(stranger)(VERIFY, { c: 'ZZZZ-ZZZZ-ZZZZ' })).data.verifyArchivedDocument).toBeNull();
    expect(codeOf(await as(stranger)(VERIFY, { c: 'not a code' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(VERIFY, { c: code }))).toBe('UNAUTHENTICATED');
  });

  it('refuses another vote, unknown paths and callers without a session', async () => {
    const { w } = await approved();
    const [row] = await archived(w.vote.id);
    const stranger = await make.user('CG Accounting Officer', { voteId: (await make.vote()).id });
    expect((await get(row.Report_File, stranger.token)).statusCode).toBe(404);
    expect((await as(stranger)('{ getArchivedReports { Report_File } }')).data.getArchivedReports).toEqual([]);
    expect((await get('../../etc/passwd', admin)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/archive/files/${row.Report_File}` })).statusCode).toBe(401);
  });

  it('detects a file changed in storage by its hash and will not serve it', async () => {
    const { w } = await approved();
    const excel = (await archived(w.vote.id)).find((r) => r.File_Format === 'Excel')!;
    expect((await get(excel.Report_File, admin)).statusCode).toBe(200);
    // Tampering happens outside the application, so the test changes the stored bytes directly.
    await t.db.execute(sql`update stored_files set body = body || 'tampered'::bytea where name = ${excel.Report_File}`);
    expect((await get(excel.Report_File, admin)).statusCode).toBe(409);
  });
});
