import { shiftFiscalYear, shortFiscalYear, STAGE_PUBLICATION } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import type { Db } from '../../db/client.js';
import type { Report } from '../../db/schema/index.js';
import { publications } from '../../db/schema/index.js';
import { insertAudited, updateAudited } from '../../lib/audited.js';
import { badInput, notFound } from '../../lib/errors.js';
import { sha256Hex, type FileStore } from '../../lib/file-store.js';
import { fiscalYearById, stageByNumber } from '../masters/periods.repo.js';
import { consolidatedEntities, entitiesOfCategory } from '../archives/archives.repo.js';
import { csvOf, descriptorOf, summaryOf } from './package.js';
import { latestPublication, lockPublications, publicationById, publicationsDecided, publishedLines, supersedePublications, type Publication } from './publications.repo.js';

/**
 * Publishes what a consolidation of a central government estimates stage holds (BFP, Draft or Approved
 * Estimates): every line of the consolidated votes at that stage, as a Fiscal Data Package, a flat CSV and the
 * citizens' summary. Runs in the consolidation's job, after its documents are drawn; a consolidation that changes
 * no figure and no vote publishes nothing new. Answers the new publication, or null when there is nothing to publish.
 */
export async function publishConsolidation(db: Db, files: FileStore, report: Report, yearId: number, actorId: number, documentId: number | null): Promise<Publication | null> {
  const kind = report.layout === 'vote-estimates' && report.reportType === 'CG' && report.stage ? STAGE_PUBLICATION[report.stage] : undefined;
  const year = kind ? await fiscalYearById(db, yearId) : null;
  const stage = year ? await stageByNumber(db, yearId, 'CG', report.stage!) : null;
  if (!kind || !year || !stage) return null;
  const voteIds = (await consolidatedEntities(db, report.id, yearId)).flatMap((e) => (e.voteId ? [e.voteId] : []));
  const lines = await publishedLines(db, yearId, stage.id, voteIds);
  if (!lines.length) return null;
  const budgetYear = shiftFiscalYear(year.fiscalYear, 1);
  const meta = { budgetYear, ...kind, stageName: stage.stageName, title: `${report.name} FY ${shortFiscalYear(budgetYear)}`, created: new Date() };
  const csv = Buffer.from(csvOf(meta, lines));
  const dataSha256 = sha256Hex(csv);
  const descriptor = descriptorOf({ ...meta, id: dataSha256.slice(0, 12) });
  const summary = summaryOf(meta, lines);
  const expected = (await entitiesOfCategory(db, report.category)).length;
  return db.transaction(async (tx) => {
    // One publisher of a document at a time, so jobs running at once publish the same figures once.
    await lockPublications(tx, budgetYear, kind.document);
    if ((await latestPublication(tx, budgetYear, kind.document))?.dataSha256 === dataSha256) return null;
    await supersedePublications(tx, budgetYear, kind.document);
    const put = async (ext: string, body: Buffer) => ({ ...await files.put(tx, 'open', ext, body), bytes: body.length });
    const stored = {
      'datapackage.json': await put('json', Buffer.from(JSON.stringify(descriptor, null, 2))),
      'budget.csv': await put('csv', csv),
      'summary.json': await put('json', Buffer.from(JSON.stringify(summary))),
    };
    return insertAudited(tx, publications, {
      yearId, budgetYear, document: kind.document, phase: kind.phase, stageId: stage.id, reportId: report.id, documentId,
      title: meta.title, votes: voteIds.length, expectedVotes: expected, lines: lines.length, total: summary.total,
      files: Object.fromEntries(Object.entries(stored).map(([name, f]) => [name, { path: f.file, sha256: f.sha256, bytes: f.bytes }])),
      dataSha256,
    }, actorId);
  });
}

/** What the ministry may do to a publication: withhold it (reversible), release it again, or retract it for good. */
export type PublicationDecision = 'withheld' | 'published' | 'retracted';

/**
 * Withholds, releases or retracts a publication, with the reason audited beside the change. A retracted one
 * stays so: what the next consolidation holds is published anew.
 */
export async function decidePublication(ctx: Pick<Context, 'db'>, actor: Actor, id: number, state: PublicationDecision, reason: string) {
  return ctx.db.transaction(async (tx) => {
    const held = await publicationById(tx, id);
    if (!held) throw notFound();
    if (held.state === 'retracted') throw badInput({ key: 'SERVER.PUBLICATION_RETRACTED' });
    if (held.state === state) throw badInput({ key: 'SERVER.PUBLICATION_UNCHANGED' });
    await updateAudited(tx, publications, id, { state, reason, decidedBy: actor.id, decidedAt: new Date() }, actor.id);
    return (await publicationsDecided(tx, 1, id))[0];
  });
}

/** Every publication for the ministry, whatever its state, newest first. */
export const ministryPublications = (ctx: Pick<Context, 'db'>) => publicationsDecided(ctx.db, 1_000);
