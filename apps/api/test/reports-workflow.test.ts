import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { fiscalYears, notifications, reports, users, votes } from '../src/db/schema/index.js';
import { verifyAuditChain } from '../src/lib/audit.js';
import { CONSOLIDATION_QUEUE } from '../src/modules/reports/consolidation-jobs.js';
import { codeOf, setupApp } from './helpers.js';

const t = await setupApp();
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [bfp] = await t.db.select().from(reports).where(eq(reports.internalName, 'budget_framework_paper'));
const [health] = await t.db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.code, '014')));
const [finance] = await t.db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.code, '008')));

const tokens: Record<string, string> = {};
for (const u of ['admin', 'cg.initiator', 'cg.approver', 'lg.approver', 'mof.level2', 'mof.level3', 'mof.level4']) tokens[u] = (await t.login(u)).token;
const as = (user: string) => (q: string, v?: Record<string, unknown>) => t.gql(q, v, tokens[user]);

const INITIATE = 'mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID State Current_Level Version } }';
const APPROVE = 'mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ State Current_Level Version } }';
const REJECT = 'mutation($s:Int!,$v:Int!,$c:String!){ rejectSubmission(Submission_ID:$s, Version:$v, Comment:$c){ State Current_Level Version } }';
const RESUBMIT = 'mutation($s:Int!,$v:Int!){ resubmitSubmission(Submission_ID:$s, Version:$v){ State Current_Level Version } }';
const GRID = `query($y:Int!){ dashboardReportsGridDataVote(Report_Type:"CG", Report_Category:"VOTE", Active_Year_ID:$y){
  Report_ID Report_Name NotInitiated Initiated InProgress Rejected Approved Consolidated } }`;

const idOf = async (name: string) => (await t.db.select().from(users).where(eq(users.userName, name)))[0].id;

const counts = async (user = 'admin') => {
  const rows = (await as(user)(GRID, { y: year.id })).data.dashboardReportsGridDataVote;
  const { NotInitiated, Initiated, InProgress, Rejected, Approved, Consolidated } = rows.find((r: any) => r.Report_ID === bfp.id);
  return { NotInitiated, Initiated, InProgress, Rejected, Approved, Consolidated };
};

describe('report submission workflow', () => {
  let id = 0;
  let version = 0;
  const step = (r: any, field: string) => { expect(r.errors).toBeUndefined(); version = r.data[field].Version; return r.data[field]; };

  it('lets only an assigned initiator of the entity initiate, once', async () => {
    const cgVotes = (await counts()).NotInitiated;
    expect(codeOf(await as('cg.approver')(INITIATE, { r: bfp.id, y: year.id, e: health.id }))).toBe('FORBIDDEN');
    expect(codeOf(await as('cg.initiator')(INITIATE, { r: bfp.id, y: year.id, e: finance.id }))).toBe('RECORD_NOT_FOUND');
    // A budget report waits until the vote's allocations are within the ministry's ceilings.
    const over = sql`update cg_mtefs set y1_wage = y1_wage + 1e13 where kind = 'allocation' and prog_by_vote_id = (select min(id) from programme_votes where vote_id = ${health.id})`;
    await t.db.execute(over);
    const refused = await as('cg.initiator')(INITIATE, { r: bfp.id, y: year.id, e: health.id });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].message).toContain('ceilings');
    await t.db.execute(sql`update cg_mtefs set y1_wage = y1_wage - 1e13 where kind = 'allocation' and prog_by_vote_id = (select min(id) from programme_votes where vote_id = ${health.id})`);
    const r = await as('cg.initiator')(INITIATE, { r: bfp.id, y: year.id, e: health.id });
    expect(r.data.initiateReport).toMatchObject({ State: 'Initiated', Current_Level: 1 });
    id = r.data.initiateReport.Submission_ID;
    version = r.data.initiateReport.Version;
    expect(codeOf(await as('cg.initiator')(INITIATE, { r: bfp.id, y: year.id, e: health.id }))).toBe('CONFLICT');
    // Said in the language the request asks for (the screens send the one chosen); English otherwise.
    const said = async (language?: string) => (await t.gql(INITIATE, { r: bfp.id, y: year.id, e: health.id }, tokens['cg.initiator'],
      language ? { 'accept-language': language } : {})).errors?.[0].message;
    expect([await said(), await said('de-DE,de;q=0.9'), await said('ja'), await said('xx, fr;q=0.5')]).toEqual([
      'This report is already initiated for this entity and year', 'Dieser Bericht ist für diese Einheit und dieses Jahr bereits eingereicht',
      'この報告書はこの機関と年度について既に提出されています', 'Ce rapport est déjà initié pour cette entité et cette année']);
    expect(await counts()).toMatchObject({ NotInitiated: cgVotes - 1, Initiated: 1 });
    // The vote's own view counts only its vote.
    expect(await counts('cg.initiator')).toMatchObject({ NotInitiated: 0, Initiated: 1 });
  });

  it('refuses approval by the initiator, another vote, and the wrong level', async () => {
    expect(codeOf(await as('cg.initiator')(APPROVE, { s: id, v: version }))).toBe('FORBIDDEN');
    expect(codeOf(await as('lg.approver')(APPROVE, { s: id, v: version }))).toBe('RECORD_NOT_FOUND');
    expect(codeOf(await as('mof.level2')(APPROVE, { s: id, v: version }))).toBe('FORBIDDEN');
  });

  it('tells the next actor, moves level by level, and takes a rejection only with a comment', async () => {
    expect((await t.db.select().from(notifications).where(eq(notifications.userId, await idOf('cg.approver')))).length).toBeGreaterThan(0);
    step(await as('cg.approver')(APPROVE, { s: id, v: version }), 'approveSubmission');
    expect(await counts()).toMatchObject({ Initiated: 1, InProgress: 1 });
    const noComment = await as('mof.level2')(REJECT, { s: id, v: version, c: '  ' });
    expect(codeOf(noComment)).toBe('BAD_USER_INPUT');
    expect(step(await as('mof.level2')(REJECT, { s: id, v: version, c: 'Wage figures do not match the staff list' }), 'rejectSubmission'))
      .toMatchObject({ State: 'Rejected', Current_Level: 2 });
    expect(await counts()).toMatchObject({ Initiated: 0, Rejected: 1 });
    expect(codeOf(await as('mof.level2')(APPROVE, { s: id, v: version }))).toBe('CONFLICT');
  });

  it('goes back to level 1 on resubmission and on to Approved through every level', async () => {
    expect(step(await as('cg.initiator')(RESUBMIT, { s: id, v: version }), 'resubmitSubmission')).toMatchObject({ State: 'Initiated', Current_Level: 1 });
    step(await as('cg.approver')(APPROVE, { s: id, v: version }), 'approveSubmission');
    step(await as('mof.level2')(APPROVE, { s: id, v: version }), 'approveSubmission');
    // mof.level2 may not approve level 3 too, even if assigned there.
    const level3 = [await idOf('mof.level2'), await idOf('mof.level3'), await idOf('mof.level4')];
    await as('admin')('mutation($r:Int!,$u:[Int!]!){ setReportApprovers(Report_ID:$r, Level:3, User_IDs:$u){ User_ID } }', { r: bfp.id, u: level3 });
    expect(codeOf(await as('mof.level2')(APPROVE, { s: id, v: version }))).toBe('FORBIDDEN');
    // Two approvers at the same level at the same moment: exactly one wins.
    const race = await Promise.all([as('mof.level3')(APPROVE, { s: id, v: version }), as('mof.level4')(APPROVE, { s: id, v: version })]);
    const wins = race.filter((r) => !r.errors);
    expect(wins).toHaveLength(1);
    expect(codeOf(race.find((r) => r.errors)!)).toBe('CONFLICT');
    expect(wins[0].data.approveSubmission.State).toBe('Approved');
    expect(await counts()).toMatchObject({ Approved: 1, Initiated: 0, Rejected: 0 });
  });

  it('shows who did what, lets the ministry consolidate, and keeps the audit chain intact', async () => {
    const h = (await as('cg.initiator')('query($s:Int!){ submissionHistory(Submission_ID:$s){ Level Action Comment User_Name } }', { s: id })).data.submissionHistory;
    expect(h.map((e: any) => e.Action)).toEqual(['Initiated', 'Approved', 'Rejected', 'Resubmitted', 'Approved', 'Approved', 'Approved']);
    expect(h[2]).toMatchObject({ Level: 2, Comment: 'Wage figures do not match the staff list', User_Name: 'mof.level2' });
    expect(codeOf(await as('lg.approver')('query($s:Int!){ submissionHistory(Submission_ID:$s){ Action } }', { s: id }))).toBe('RECORD_NOT_FOUND');

    const sub = (await as('admin')(`query($r:Int!,$y:Int!){ reportEntityStatuses(Report_ID:$r, Year_ID:$y){ Entity_ID submission { Version } } }`, { r: bfp.id, y: year.id }))
      .data.reportEntityStatuses.find((e: any) => e.Entity_ID === health.id).submission;
    const CONSOLIDATE = 'mutation($s:Int!,$v:Int!){ consolidateSubmission(Submission_ID:$s, Version:$v){ Is_Consolidated } }';
    expect(codeOf(await as('cg.initiator')(CONSOLIDATE, { s: id, v: sub.Version }))).toBe('FORBIDDEN');
    // A ministry approver without the consolidate permission of their role is refused too.
    expect(codeOf(await as('mof.level2')(CONSOLIDATE, { s: id, v: sub.Version }))).toBe('FORBIDDEN');
    expect((await as('admin')(CONSOLIDATE, { s: id, v: sub.Version })).data.consolidateSubmission.Is_Consolidated).toBe(true);
    expect(await counts()).toMatchObject({ Consolidated: 1 });
    // The consolidated document is drawn by a job after the answer, archived with its hash, and served to the ministry only.
    await t.jobsDone(CONSOLIDATION_QUEUE);
    const docs = (await as('admin')('query($r:Int!,$y:Int!){ consolidatedDocuments(Report_ID:$r, Year_ID:$y){ Consolidated_ID File_Format Entities Verification_Code } }',
      { r: bfp.id, y: year.id })).data.consolidatedDocuments;
    expect(docs.map((d: any) => [d.File_Format, d.Entities]).sort()).toEqual([['Excel', 1], ['PDF', 1]]);
    const pdf = docs.find((d: any) => d.File_Format === 'PDF');
    const file = (user: string) => t.app.inject({ method: 'GET', url: `/api/archive/consolidated/${pdf.Consolidated_ID}`, headers: { authorization: `Bearer ${tokens[user]}` } });
    expect((await file('admin')).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await file('cg.initiator')).statusCode).toBe(403);
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: true });
  });

  it('details the clicked count with per-level statuses', async () => {
    const q = `query($y:Int!,$r:Int!,$o:String!){ dashboardReportDetails(Report_Type:"CG", Report_Category:"VOTE", Active_Year_ID:$y, Report_ID:$r, Output:$o){
      Vote_Code Task_Status Initiator_Status First_Level_Status Third_Level_Status Fourth_Level_Status } }`;
    const approved = (await as('admin')(q, { y: year.id, r: bfp.id, o: 'Approved' })).data.dashboardReportDetails;
    expect(approved).toEqual([{ Vote_Code: '014', Task_Status: 'Approved', Initiator_Status: 'Submitted', First_Level_Status: 'Approved', Third_Level_Status: 'Approved', Fourth_Level_Status: 'N/A' }]);
    const pending = (await as('admin')(q, { y: year.id, r: bfp.id, o: 'NotInitiated' })).data.dashboardReportDetails;
    expect(pending.length).toBe((await counts()).NotInitiated);
    expect(codeOf(await as('admin')(q, { y: year.id, r: bfp.id, o: 'Everything' }))).toBe('BAD_USER_INPUT');
  });
});

describe('Report Details download', () => {
  const url = (o: string) => `/api/reports/submission-details.xlsx?Report_Type=CG&Report_Category=VOTE&Active_Year_ID=${year.id}&Report_ID=${bfp.id}&Output=${o}`;
  it('names the file after user, category and type, and refuses callers without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: url('NotInitiated'), headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="admin_VOTE_CG_Report_Submission_Details_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx"$/);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(1).value).toBe('Code');
    expect(ws.getColumn(1).width).toBe(20);
    expect(ws.rowCount).toBeGreaterThan(100);
    expect((await t.app.inject({ method: 'GET', url: url('NotInitiated') })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: url('Bogus'), headers: { authorization: `Bearer ${tokens.admin}` } })).statusCode).toBe(400);
  });
});

describe('archive on final approval', () => {
  const ARCHIVES = `query($y:Int!,$v:Int!){ getArchivedReportsByTypeYearAndVote(type:"CG", year:$y, vote:$v){
    Report_Name Vote_Code Fiscal_Year Report_Category Is_Archived Report_File File_Format SHA256 Verification_Code } }`;
  const get = (file: string, user: string) => t.app.inject({ method: 'GET', url: `/api/archive/files/${file}`, headers: { authorization: `Bearer ${tokens[user]}` } });

  it('stores the PDF and Excel files of the approved report with their SHA-256', async () => {
    const rows = (await as('admin')(ARCHIVES, { y: year.id, v: health.id })).data.getArchivedReportsByTypeYearAndVote;
    expect(rows.map((r: any) => r.File_Format).sort()).toEqual(['Excel', 'PDF']);
    expect(rows[0]).toMatchObject({ Report_Name: 'Budget Framework Paper', Vote_Code: '014', Fiscal_Year: '2025-2026', Is_Archived: true });
    const pdf = rows.find((r: any) => r.File_Format === 'PDF');
    const res = await get(pdf.Report_File, 'cg.initiator');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(pdf.SHA256);
    expect((await as('cg.initiator')('{ getArchivedReports { Vote_Code } }')).data.getArchivedReports.every((r: any) => r.Vote_Code === '014')).toBe(true);
    // By stage: the Budget Framework Paper (stage 1) is listed for stage 1 only; a report without a stage for every stage.
    const byStage = async (stage: number) => ((await as('admin')('query($y:Int!,$s:Int!){ getArchivedReportsByTypeYearAndStage(type:"CG", year:$y, stage:$s){ Report_Name Vote_Code } }',
      { y: year.id, s: stage })).data.getArchivedReportsByTypeYearAndStage as { Report_Name: string }[]).some((r) => r.Report_Name === 'Budget Framework Paper');
    expect([await byStage(1), await byStage(3)]).toEqual([true, false]);
    await t.db.update(reports).set({ stage: null }).where(eq(reports.name, 'Budget Framework Paper'));
    try { expect([await byStage(1), await byStage(3)]).toEqual([true, true]); } finally { await t.db.update(reports).set({ stage: 1 }).where(eq(reports.name, 'Budget Framework Paper')); }
  });

  it('prints a verification code and QR link on the document; the code finds the files, their hashes and the approvals', async () => {
    const rows = (await as('admin')(ARCHIVES, { y: year.id, v: health.id })).data.getArchivedReportsByTypeYearAndVote;
    const code = rows[0].Verification_Code;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(rows.every((r: any) => r.Verification_Code === code)).toBe(true);
    const excel = rows.find((r: any) => r.File_Format === 'Excel');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await get(excel.Report_File, 'cg.initiator')).rawPayload as never);
    const cells = wb.worksheets[0].getSheetValues().flat().map(String);
    expect(cells).toContain(`Verification code ${code}`);
    expect(cells).toContain(`${t.config.publicUrl}/archives?verify=${code}`);

    const VERIFY = 'query($c:String!){ verifyArchivedDocument(Code:$c){ Report_Name Entity_Code Fiscal_Year Files { File_Format SHA256 } Approvals { Level Action Name } } }';
    // Any signed-in user may check a printed copy, typed in lower case without dashes; a wrong code finds nothing.
    const found = (await as('lg.approver')(VERIFY, { c: code.replace(/-/g, '').toLowerCase() })).data.verifyArchivedDocument;
    expect(found).toMatchObject({ Report_Name: 'Budget Framework Paper', Entity_Code: '014', Fiscal_Year: '2025-2026' });
    expect(found.Files.map((f: any) => f.SHA256).sort()).toEqual(rows.map((r: any) => r.SHA256).sort());
    expect(found.Approvals).toContainEqual(expect.objectContaining({ Level: 3, Action: 'Approved' }));
    expect((await as('lg.approver')(VERIFY, { c: 'ZZZZ-ZZZZ-ZZZZ' })).data.verifyArchivedDocument).toBeNull();
    expect(codeOf(await as('lg.approver')(VERIFY, { c: 'not a code' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(VERIFY, { c: code }))).toBe('UNAUTHENTICATED');
  });

  it('refuses another vote, unknown paths and callers without a session', async () => {
    const rows = (await as('admin')(ARCHIVES, { y: year.id, v: health.id })).data.getArchivedReportsByTypeYearAndVote;
    expect((await get(rows[0].Report_File, 'lg.approver')).statusCode).toBe(404);
    expect((await as('lg.approver')('{ getArchivedReports { Report_File } }')).data.getArchivedReports).toEqual([]);
    expect((await get('../../etc/passwd', 'admin')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/archive/files/${rows[0].Report_File}` })).statusCode).toBe(401);
  });

  it('detects a changed file by its hash and will not serve it', async () => {
    const rows = (await as('admin')(ARCHIVES, { y: year.id, v: health.id })).data.getArchivedReportsByTypeYearAndVote;
    const excel = rows.find((r: any) => r.File_Format === 'Excel');
    await t.db.execute(sql`update stored_files set body = body || 'tampered'::bytea where name = ${excel.Report_File}`);
    expect((await get(excel.Report_File, 'admin')).statusCode).toBe(409);
  });
});
