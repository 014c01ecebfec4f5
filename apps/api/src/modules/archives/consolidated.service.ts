import type { Db, Tx } from '../../db/client.js';
import type { Report } from '../../db/schema/index.js';
import { consolidatedDocuments } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import type { FileStore } from '../../lib/file-store.js';
import { composeConsolidated } from '../documents/consolidate.js';
import { formatsOf, type FileFormat } from '../documents/documents.service.js';
import { signedRendering, type Archiving } from './archive.service.js';
import { verificationCode, verificationUrl } from '../documents/verification.js';
import { archivedSources, consolidatedEntities, drawnSince, entitiesOfCategory, lockConsolidated, personOf, supersedeConsolidated } from './archives.repo.js';
import { present } from '../../lib/present.js';

/**
 * Draws the consolidated document of a report and year from every consolidated submission and archives it
 * (PDF and/or Excel as Report_Format says, with SHA-256 and verification code), marking the earlier drawing
 * superseded (its files are kept). Runs after a consolidation or a reopening commits, off the request: across
 * all votes it takes longer than a request should.
 */
export async function archiveConsolidated(db: Db, files: FileStore, config: Archiving, report: Report, yearId: number, actorId: number) {
  // Two consolidations a moment apart queue two drawings, which may run at once: each stores its files under the
  // report's lock, and one begun earlier than a drawing already stored stores nothing (it would stand as current
  // with fewer entities). The files are dated when the drawing began, as the document says.
  const at = new Date();
  const store = <T>(write: (tx: Tx) => Promise<T[]>) => db.transaction(async (tx) => {
    await lockConsolidated(tx, report.id, yearId);
    return (await drawnSince(tx, report.id, yearId, at)) ? [] : write(tx);
  });
  const entities = await consolidatedEntities(db, report.id, yearId);
  const composed = await composeConsolidated(db, report, entities, {
    expected: await entitiesOfCategory(db, report.category), at, by: await personOf(db, actorId),
    sources: await archivedSources(db, entities.map((e) => e.submissionId)),
  });
  // Nothing consolidated any more (every submission reopened): the earlier documents stand superseded.
  if (!composed) return store(async (tx) => { await supersedeConsolidated(tx, report.id, yearId); return []; });
  const code = verificationCode(composed);
  const doc = { ...composed, verification: { code, url: verificationUrl(config.publicUrl, code) } };
  const rendered: { format: FileFormat; body: Buffer; ext: string }[] = [];
  for (const format of formatsOf(report)) rendered.push({ format, ...await signedRendering(config, doc, format) });
  return store(async (tx) => {
    await supersedeConsolidated(tx, report.id, yearId);
    const rows: (typeof consolidatedDocuments.$inferSelect)[] = [];
    for (const r of rendered) {
      const f = { format: r.format, ...await files.put(tx, 'reports/consolidated', r.ext, r.body) };
      const row = present((await tx.insert(consolidatedDocuments).values({
        reportId: report.id, yearId, fileFormat: f.format, filePath: f.file, sha256: f.sha256, verificationCode: code, entities: entities.length, createdBy: actorId, createdAt: at,
      }).returning())[0], 'the consolidated document written');
      await writeAudit(tx, { table: 'consolidated_documents', type: 'create', recordId: row.id, newValues: row, actorId });
      rows.push(row);
    }
    return rows;
  });
}
