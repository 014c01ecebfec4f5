import { shortFiscalYear } from '@pbs/domain';
import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { archivedReports, fiscalYears, reportAttachments, reports, votes } from '../src/db/schema/index.js';
import { setupApp, sqlRows } from './helpers.js';
import { getFile, postUpload, workbook } from './upload-helpers.js';

const t = await setupApp();
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [health] = await t.db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.code, '014')));
const report = async (internal: string) => (await t.db.select().from(reports).where(eq(reports.internalName, internal)))[0];

/** A small but whole PDF: header, one empty page, cross-reference and end-of-file marker. */
const pdf = (text = 'Procurement Plan') => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
async function docx(withMacros = false) {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  zip.file('word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>');
  if (withMacros) zip.file('word/vbaProject.bin', Buffer.alloc(64, 1));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const attach = (r: number, purpose: 'Document' | 'Supporting', body: Buffer, token: string, name = 'file.pdf', entity = health.id) =>
  postUpload(t.app, 'reports', body, token, `?Report_ID=${r}&Year_ID=${year.id}&Entity_ID=${entity}&Purpose=${purpose}`, name);
const list = async (r: number, token: string) => t.gql('query($r:Int!,$y:Int!,$e:Int!){ reportAttachments(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Attachment_ID Purpose File_Name File_Format SHA256 Uploaded_By } }',
  { r, y: year.id, e: health.id }, token);
const current = async (r: number) => t.db.select().from(reportAttachments).where(and(eq(reportAttachments.reportId, r), isNull(reportAttachments.removedAt)));
const initiate = (r: number, token: string) => t.gql('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID Version } }',
  { r, y: year.id, e: health.id }, token);

describe('reports upload (attachments)', () => {
  it('holds an uploaded report until its document is attached, shows the files to approvers, and archives them with the approval', async () => {
    const plan = await report('procurement_plan');
    expect(plan.layout).toBeNull();
    const initiator = await t.login('cg.initiator');
    const refused = await initiate(plan.id, initiator.token);
    expect(refused.errors?.[0].message).toMatch(/cannot be initiated until the system holds the report document/);

    const doc = await attach(plan.id, 'Document', pdf(), initiator.token, 'Procurement plan 2026-27 (signed).pdf');
    expect(doc).toMatchObject({ status: 200, body: { File_Format: 'PDF', Purpose: 'Document', File_Name: 'Procurement plan 2026-27 (signed).pdf' } });
    // The format comes from the bytes: a workbook sent as "annex.pdf" is kept as annex.xlsx.
    const annex = await attach(plan.id, 'Supporting', await workbook('mtef', []), initiator.token, 'annex.pdf');
    expect(annex.body).toMatchObject({ File_Format: 'Excel', File_Name: 'annex.xlsx' });
    expect((await attach(plan.id, 'Supporting', await docx(), initiator.token, 'Notes.docx')).body.File_Format).toBe('Word');
    // A second document replaces the first; the first is kept for the audit.
    const replacement = await attach(plan.id, 'Document', pdf('version 2'), initiator.token, 'Procurement plan v2.pdf');
    expect(replacement.status).toBe(200);
    expect((await current(plan.id)).map((a) => a.fileName).sort()).toEqual(['Notes.docx', 'Procurement plan v2.pdf', 'annex.xlsx']);

    const started = await initiate(plan.id, initiator.token);
    expect(started.errors).toBeUndefined();
    const { Submission_ID: id } = started.data.initiateReport;
    let { Version: version } = started.data.initiateReport;

    // With the approvers, the files hold still: no adding, no removing.
    const late = await attach(plan.id, 'Supporting', pdf(), initiator.token);
    expect([late.status, late.body.error]).toEqual([409, 'The report is with its approvers; its attachments can change only if it is rejected']);
    const removal = await t.gql('mutation($a:Int!){ removeReportAttachment(Attachment_ID:$a) }', { a: annex.body.Attachment_ID }, initiator.token);
    expect(removal.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await current(plan.id)).length).toBe(3);

    // The level-1 approver sees the files and opens the document, byte for byte.
    const approver = await t.login('cg.approver');
    const seen = await list(plan.id, approver.token);
    expect(seen.data.reportAttachments.map((a: { Purpose: string }) => a.Purpose)).toEqual(['Document', 'Supporting', 'Supporting']);
    const opened = await getFile(t.app, `/api/uploads/reports/${replacement.body.Attachment_ID}`, approver.token);
    expect([opened.status, opened.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(opened.body.equals(pdf('version 2'))).toBe(true);

    for (const user of ['cg.approver', 'mof.level2']) {
      const r = await t.gql('mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Version State } }', { s: id, v: version }, (await t.login(user)).token);
      expect(r.errors).toBeUndefined();
      version = r.data.approveSubmission.Version;
    }
    const archived = await t.db.select().from(archivedReports).where(eq(archivedReports.submissionId, id));
    // The approval record (PDF and Excel, named for the report, vote and year) and the three files, all under one verification code.
    const record = `Procurement_Plan_014_FY${shortFiscalYear(year.fiscalYear).replace('/', '-')}`;
    expect(archived.map((a) => [a.fileFormat, a.fileName]).sort()).toEqual([
      ['Excel', `${record}.xlsx`], ['Excel', 'annex.xlsx'], ['PDF', 'Procurement plan v2.pdf'], ['PDF', `${record}.pdf`], ['Word', 'Notes.docx']]);
    expect(new Set(archived.map((a) => a.verificationCode)).size).toBe(1);
    const attachedPdf = archived.find((a) => a.fileName === 'Procurement plan v2.pdf')!;
    const fromArchive = await getFile(t.app, `/api/archive/files/${attachedPdf.reportFile}`, initiator.token);
    expect(fromArchive.status).toBe(200);
    expect(fromArchive.headers['content-disposition']).toContain("filename*=UTF-8''Procurement%20plan%20v2.pdf");
    const verified = await t.gql('query($c:String!){ verifyArchivedDocument(Code:$c){ Files { File_Format SHA256 } } }', { c: attachedPdf.verificationCode }, initiator.token);
    expect(verified.data.verifyArchivedDocument.Files).toHaveLength(5);
    const frozen = await attach(plan.id, 'Supporting', pdf(), initiator.token);
    expect(frozen.status).toBe(409);
  });

  it('refuses files that are not PDF, Excel or Word, macros, oversize, other entities, non-initiators and documents for generated reports; nothing is stored', async () => {
    const plan = await report('arrears_report');
    const bfp = await report('budget_framework_paper');
    const initiator = await t.login('cg.initiator');
    const before = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from report_attachments`);

    const text = await attach(plan.id, 'Document', Buffer.from('just text, named as a PDF'), initiator.token, 'arrears.pdf');
    expect([text.status, text.body.error]).toEqual([415, 'The file is not a PDF, an Excel workbook (.xlsx) or a Word document (.docx)']);
    const truncated = await attach(plan.id, 'Document', pdf().subarray(0, 60), initiator.token);
    expect([truncated.status, truncated.body.error]).toEqual([415, 'The PDF is incomplete (it has no end-of-file marker)']);
    const macros = await attach(plan.id, 'Supporting', await docx(true), initiator.token, 'notes.docm');
    expect([macros.status, macros.body.error]).toEqual([415, 'Files with macros are not accepted; save it as .xlsx or .docx without macros']);
    const big = await attach(plan.id, 'Supporting', Buffer.concat([pdf(), Buffer.alloc(21 * 1024 * 1024)]), initiator.token);
    expect(big.status).toBe(413);
    const generated = await attach(bfp.id, 'Document', pdf(), initiator.token);
    expect([generated.status, generated.body.error]).toEqual([422, 'Budget Framework Paper is generated from the budget data; attach supporting files to it instead']);
    // Another district's initiator cannot see vote 014; its approver sees it but does not initiate.
    expect((await attach(plan.id, 'Document', pdf(), (await t.login('lg.initiator')).token)).status).toBe(404);
    expect((await attach(plan.id, 'Document', pdf(), (await t.login('cg.approver')).token)).status).toBe(403);
    expect((await attach(plan.id, 'Document', pdf(), '')).status).toBe(401);
    expect((await postUpload(t.app, 'reports', pdf(), initiator.token, `?Report_ID=${plan.id}&Purpose=Document`)).status).toBe(400);

    const after = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from report_attachments`);
    expect(after[0].n).toBe(before[0].n);
    expect((await list(plan.id, (await t.login('lg.initiator')).token)).errors?.[0].extensions?.code).toBe('RECORD_NOT_FOUND');
  });

  it('keeps to 20 files and one document under a burst of parallel uploads', async () => {
    const plan = await report('cash_flow_plan');
    const { token } = await t.login('cg.initiator');
    const burst = await Promise.all(Array.from({ length: 26 }, (_, i) => attach(plan.id, 'Supporting', pdf(`part ${i}`), token, `part-${i}.pdf`)));
    expect(burst.filter((r) => r.status === 200).length).toBe(20);
    expect(burst.filter((r) => r.status === 409).every((r) => r.body.error === 'A report holds at most 20 attachments; remove one first')).toBe(true);
    expect((await current(plan.id)).length).toBe(20);
    // Each file was written in its row's transaction: the six refused left none behind.
    const kept = await sqlRows<{ files: number; rows: number }>(t.db, sql`select (select count(*)::int from stored_files where name like 'attachments/%') as files,
      (select count(*)::int from report_attachments) as rows`);
    expect(kept[0].files).toBe(kept[0].rows);

    const other = await report('annual_work_plan');
    const documents = await Promise.all(Array.from({ length: 6 }, (_, i) => attach(other.id, 'Document', pdf(`draft ${i}`), token, `plan-${i}.pdf`)));
    expect(documents.every((r) => r.status === 200)).toBe(true);
    expect((await current(other.id)).filter((a) => a.purpose === 'Document').length).toBe(1);
  });

  it('removes a file before initiation: gone from the list and downloads, kept in the audit', async () => {
    const plan = await report('ministerial_policy_statement');
    const { token } = await t.login('cg.initiator');
    const added = await attach(plan.id, 'Supporting', pdf(), token, 'draft.pdf');
    const removed = await t.gql('mutation($a:Int!){ removeReportAttachment(Attachment_ID:$a) }', { a: added.body.Attachment_ID }, token);
    expect(removed.data.removeReportAttachment).toBe(true);
    expect((await list(plan.id, token)).data.reportAttachments).toEqual([]);
    expect((await getFile(t.app, `/api/uploads/reports/${added.body.Attachment_ID}`, token)).status).toBe(404);
    const audit = await sqlRows<{ type: string; name: string; removed: string | null }>(t.db, sql`select audit_type as type, new_values->>'fileName' as name, new_values->>'removedAt' as removed
      from audits where table_name = 'report_attachments' and record_id = ${added.body.Attachment_ID} order by id`);
    expect(audit.map((a) => [a.type, a.name, a.removed !== null])).toEqual([['create', 'draft.pdf', false], ['update', 'draft.pdf', true]]);
  });
});
