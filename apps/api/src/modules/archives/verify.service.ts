import type { Context } from '../../graphql/context.js';
import { badInput } from '../../lib/errors.js';
import { approvalTrail } from '../documents/documents.repo.js';
import { normaliseCode } from '../documents/verification.js';
import { archivedByCode, consolidatedByCode } from './archives.repo.js';
import { bookByCode } from '../books/books.repo.js';

/**
 * What a printed document's verification code stands for: the report, entity and year, the archived files'
 * SHA-256 (the page compares a copy's hash with them in the browser), and who approved it and when.
 */
export async function verifyDocument(ctx: Pick<Context, 'db'>, typed: string) {
  const code = normaliseCode(typed);
  if (!code) throw badInput({ key: 'FIELD.HINT', params: { field: 'Code', hint: { key: 'HINT.VERIFICATION_CODE' } } });
  const files = await archivedByCode(ctx.db, code);
  const [first] = files;
  if (!first) return consolidatedDocument(ctx, code);
  return {
    code, reportName: first.reportName, fiscalYear: first.fiscalYear, entityCode: first.entityCode, entityName: first.entityName,
    archivedAt: first.archivedAt, files: files.map((f) => ({ format: f.format, sha256: f.sha256 })),
    approvals: await approvalTrail(ctx.db, first.submissionId),
  };
}

/** A consolidated document's code: its files, and who drew it and when in place of an approval trail. */
async function consolidatedDocument(ctx: Pick<Context, 'db'>, code: string) {
  const files = await consolidatedByCode(ctx.db, code);
  const [first] = files;
  if (!first) return bookDocument(ctx, code);
  return {
    code, reportName: `${first.reportName} — consolidated`, fiscalYear: first.fiscalYear, entityCode: '', entityName: `Consolidated (${first.entities})`,
    archivedAt: first.archivedAt, files: files.map((f) => ({ format: f.format, sha256: f.sha256 })),
    approvals: first.by ? [{ level: 0, action: 'Consolidated', name: `${first.by.first} ${first.by.last}`, title: first.by.title, when: first.archivedAt }] : [],
  };
}

/** A budget book's code: its two files, and who asked for it and when it was drawn. */
async function bookDocument(ctx: Pick<Context, 'db'>, code: string) {
  const found = await bookByCode(ctx.db, code);
  if (!found) return null;
  const { b } = found;
  return {
    code, reportName: `National Budget Book — ${found.stageName}`, fiscalYear: found.fiscalYear, entityCode: '', entityName: `All ${b.votes ?? 0} votes`,
    archivedAt: b.finishedAt ?? b.requestedAt, files: [{ format: 'PDF', sha256: b.pdfSha256 ?? '' }, { format: 'XLSX', sha256: b.xlsxSha256 ?? '' }],
    approvals: found.by ? [{ level: 0, action: 'Drawn', name: `${found.by.first} ${found.by.last}`, title: found.by.title, when: b.finishedAt ?? b.requestedAt }] : [],
  };
}
