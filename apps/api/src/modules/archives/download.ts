import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { archivedReports } from '../../db/schema/index.js';
import { actorOfRequest } from '../../access/rest-hook.js';
import { sha256Hex, type FileStore } from '../../lib/file-store.js';
import { consolidatedDocument, listArchives } from './archives.repo.js';
import { bookById } from '../books/books.repo.js';
import { fiscalYearById, stageById } from '../masters/periods.repo.js';
import { fy } from '../documents/layouts/input.js';
import { titledYear } from '../documents/documents.service.js';
import { idOf } from '../../lib/valid.js';

const TYPES: Record<string, string> = {
  pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** An archived file as an attachment, named as a person files it. */
function sendFile(reply: FastifyReply, name: string, ext: string, body: Buffer) {
  return reply.header('content-type', TYPES[ext] ?? 'application/octet-stream')
    .header('content-disposition', `attachment; filename="${name.replace(/[^A-Za-z0-9._-]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'private, no-store').send(body);
}

const CHANGED = 'The archived file has changed since it was archived and cannot be served';

/** Archived files: only for users who may see the entity, and only while the bytes still match their SHA-256. */
export function registerArchiveDownload(app: FastifyInstance, db: Db, files: FileStore) {
  app.get('/api/archive/files/*', { config: { access: { signedIn: true } } }, async (req, reply) => {
    const file = (req.params as { '*': string })['*'].slice(0, 300);
    const visible = await listArchives(db, actorOfRequest(req), eq(archivedReports.reportFile, file));
    const [shown] = visible;
    if (!shown) return reply.code(404).send({ error: 'Not found' });
    const body = await files.read(db, file);
    if (!body) return reply.code(404).send({ error: 'Not found' });
    if (sha256Hex(body) !== shown.sha256) {
      req.log.error({ file }, 'archived file does not match its SHA-256');
      return reply.code(409).send({ error: CHANGED });
    }
    const ext = file.split('.').pop() ?? '';
    // An attached file keeps its uploaded name; the report's own files are named for what they are.
    const name = shown.fileName ?? `${shown.reportName}_${shown.voteCode ?? shown.programmeCode ?? shown.parastatalCode}_${shown.fiscalYear}.${ext}`.replace(/[^A-Za-z0-9._-]+/g, '_');
    return sendFile(reply, name, ext, body);
  });
}

/** Consolidated documents: national or LG-wide, so for ministry users only; served only while they match their SHA-256. */
export function registerConsolidatedDownload(app: FastifyInstance, db: Db, files: FileStore) {
  app.get<{ Params: { id: string } }>('/api/archive/consolidated/:id', { config: { access: { ministry: true } } }, async (req, reply) => {
    const id = idOf(req.params.id);
    const found = id === null ? null : await consolidatedDocument(db, id);
    const body = found ? await files.read(db, found.doc.filePath) : null;
    if (!found || !body) return reply.code(404).send({ error: 'Not found' });
    if (sha256Hex(body) !== found.doc.sha256) return reply.code(409).send({ error: CHANGED });
    const ext = found.doc.filePath.split('.').pop() ?? '';
    // Named as a person files it: the report, the year it is titled for (estimates: the budget year) and its code.
    const name = `${found.reportName}_consolidated_FY${titledYear(found, found.fiscalYear).replace('/', '-')}_${found.doc.verificationCode}.${ext}`;
    return sendFile(reply, name, ext, body);
  });
}

/** Budget books: national, so for ministry users only; a finished book's PDF or workbook, while it matches its SHA-256. */
export function registerBookDownload(app: FastifyInstance, db: Db, files: FileStore) {
  app.get<{ Params: { id: string; format: string } }>('/api/archive/books/:id/:format', { config: { access: { ministry: true } } }, async (req, reply) => {
    const id = idOf(req.params.id);
    const ext = req.params.format;
    const book = id !== null && (ext === 'pdf' || ext === 'xlsx') ? await bookById(db, id) : null;
    const file = book?.state === 'done' ? (ext === 'pdf' ? { path: book.pdfPath, sha256: book.pdfSha256 } : { path: book.xlsxPath, sha256: book.xlsxSha256 }) : null;
    const body = file?.path ? await files.read(db, file.path) : null;
    if (!book || !file || !body) return reply.code(404).send({ error: 'Not found' });
    if (sha256Hex(body) !== file.sha256) return reply.code(409).send({ error: CHANGED });
    const [year, stage] = [await fiscalYearById(db, book.yearId), await stageById(db, book.stageId)];
    // Titled, as the book is, for the budget year: National_Budget_Book_Approved_Estimates_FY2026-27.pdf.
    return sendFile(reply, `National_Budget_Book_${(stage?.stageName ?? '').replace(/\s+/g, '_')}_FY${year ? fy(year, 1).replace('/', '-') : ''}.${ext}`, ext, body);
  });
}
