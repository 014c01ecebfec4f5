import { ErrorCode, isNationalReport } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import { entityColumn } from '../../access/categories.js';
import type { Context } from '../../graphql/context.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import { approvalTrail } from '../documents/documents.repo.js';
import { composeIfComplete, renderDocument, type FileFormat } from '../documents/documents.service.js';
import { entityVisible } from './entities.js';
import * as repo from './workflow.repo.js';

export type DraftRequest =
  | { Submission_ID: number; Format: FileFormat }
  | { Report_ID: number; Year_ID: number; Entity_ID: number; Format: FileFormat };

/**
 * The report generator: the document of a report for an entity from today's figures, watermarked DRAFT and
 * never archived — before initiation, or from a task while it is being approved (with the approvals so far).
 * Only for users who may see the entity, and a national report (NATIONAL_LAYOUTS) only for the ministry.
 */
export async function draftDocument(ctx: Pick<Context, 'db' | 'limit'>, actor: Actor, q: DraftRequest) {
  const wait = await ctx.limit('draftPerUser', String(actor.id));
  if (wait) throw new AppError(ErrorCode.TOO_MANY_ATTEMPTS, { key: 'SERVER.TOO_MANY_DRAFTS', params: { seconds: wait } });
  const found = 'Submission_ID' in q
    ? await repo.findSubmission(ctx.db, q.Submission_ID).then((r) => r && { report: r.report, submissionId: r.submission.id, f: r.submission })
    : await repo.activeReport(ctx.db, q.Report_ID).then((report) => report && {
      report, submissionId: null, f: { yearId: q.Year_ID, voteId: null, programmeId: null, sepcId: null, [entityColumn(report.category)]: q.Entity_ID } });
  if (!found || (isNationalReport(found.report) && !actor.isMinistry)) throw notFound();
  const category = found.report.category;
  const entityId = found.f[entityColumn(category)];
  if (entityId == null || !await entityVisible(ctx.db, actor, category, entityId)) throw notFound();
  const trail = found.submissionId ? await approvalTrail(ctx.db, found.submissionId) : [];
  const { missing, doc } = await composeIfComplete(ctx.db, found.report, found.f, { trail, draft: true });
  if (!doc) throw badInput({ key: 'SERVER.DRAFT_NEEDS', params: { report: found.report.name, missing } });
  const { body, ext } = await renderDocument(doc, q.Format);
  const name = `DRAFT_${found.report.name}_${doc.subject.code}_${doc.fiscalYear}`.replace(/[^A-Za-z0-9._-]+/g, '_');
  return { body, fileName: `${name}.${ext}`, ext };
}
