import type { Db } from '../../db/client.js';
import type { FileStore } from '../../lib/file-store.js';
import type { Jobs } from '../../lib/jobs.js';
import { archiveConsolidated } from '../archives/consolidated.service.js';
import type { Archiving } from '../archives/archive.service.js';
import { publishConsolidation } from '../publications/publish.service.js';
import { reportById } from './approvers.repo.js';

/**
 * Consolidated documents are drawn, and an estimates stage published, by a durable job written with the
 * consolidation (ADR 0011): across all votes the drawing takes longer than a request should, and a restart in the
 * middle must not lose it (publishing again what was already published writes nothing).
 */
export const CONSOLIDATION_QUEUE = 'consolidated-documents';

export interface ConsolidationJob { reportId: number; yearId: number; actorId: number }

export async function drawConsolidations(jobs: Jobs, db: Db, files: FileStore, config: Archiving) {
  await jobs.work<ConsolidationJob>(CONSOLIDATION_QUEUE, async ({ data }) => {
    const report = await reportById(db, data.reportId);
    if (!report) return;
    const drawn = await archiveConsolidated(db, files, config, report, data.yearId, data.actorId);
    // What the consolidation holds is published with its PDF (issue: open budget data).
    await publishConsolidation(db, files, report, data.yearId, data.actorId, drawn.find((d) => d.fileFormat === 'PDF')?.id ?? null);
  });
}
