import type { Db } from '../../apps/api/src/db/client.js';
import { databaseFiles as files } from '../../apps/api/src/lib/file-store.js';
import { budgetStages, fiscalYears } from '../../apps/api/src/db/schema/index.js';
import { PUBLISHED_MAPPING } from '../../apps/api/src/seed/national-year.js';
import { ESTIMATE_STEPS, runLoadJob } from '../../apps/api/src/modules/estimates/load.service.js';
import { insertLoad, loadById, setLoad } from '../../apps/api/src/modules/estimates/loads.repo.js';

/** A fiscal year of its own (starting in `start`) with an active Draft Estimates stage. */
async function freshYear(db: Db, start: number) {
  const [y] = await db.insert(fiscalYears).values({ fiscalYear: `${start}-${start + 1}`, startDate: `${start}-07-01`, endDate: `${start + 1}-06-30` }).returning();
  const [st] = await db.insert(budgetStages).values({ yearId: y.id, processArea: 'CG', stage: 2, stageName: 'Draft Estimates', isActive: true }).returning();
  return { yearId: y.id, stageId: st.id };
}

/**
 * A national file loaded into a fresh year through both steps of its job, as the ministry's load runs them (the
 * mapping 'Published layout' must be kept); seconds of each step.
 */
export async function loadYear(db: Db, n: number, body: Buffer, start = 3100 + n) {
  const { yearId, stageId } = await freshYear(db, start);
  const stored = await db.transaction((tx) => files.put(tx, 'estimates', 'csv', body));
  const row = await db.transaction((tx) => insertLoad(tx, { yearId, stageId, fileName: 'national.csv', filePath: stored.file, sha256: stored.sha256,
    mappingName: 'Published layout', mapping: PUBLISHED_MAPPING, state: 'checking', createdBy: 1 }));
  let t = process.hrtime.bigint();
  await runLoadJob(db, files, { loadId: row.id, step: 'check' }, () => ESTIMATE_STEPS);
  const check = Number(process.hrtime.bigint() - t) / 1e9;
  const checked = await loadById(db, row.id);
  if (checked?.state !== 'checked') throw new Error(`load ${n} ${checked?.state}: ${JSON.stringify(checked?.problems).slice(0, 300)}`);
  await setLoad(db, row.id, { state: 'loading' });
  t = process.hrtime.bigint();
  await runLoadJob(db, files, { loadId: row.id, step: 'write' }, () => ESTIMATE_STEPS);
  const write = Number(process.hrtime.bigint() - t) / 1e9;
  if ((await loadById(db, row.id))?.state !== 'loaded') throw new Error(`load ${n} not written`);
  return { yearId, stageId, check, write };
}
