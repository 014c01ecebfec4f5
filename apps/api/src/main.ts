import { startAuditSigning } from './lib/audit-signing.js';
import { loadConfig } from './config/index.js';
import { DatabaseNotReached, openDatabase } from './db/client.js';
import { databaseFault, faultCause } from './db/faults.js';
import { buildApp } from './app.js';
import { hasUsers, seedIfEmpty } from './seed/seed.js';
import { archiveDemoReports } from './demo-archive.js';
import { databaseFiles } from './lib/file-store.js';
import { importLegacyFiles } from './lib/legacy-files.js';

const STOP_MS = 10_000;

/** A start that cannot go on says why in one line (the database away, its directory in use, its storage full), not in a stack. */
function startFailed(err: unknown): never {
  const known = err instanceof DatabaseNotReached || databaseFault(err) || (err instanceof Error && /directory .* is in use/.test(err.message));
  console.error(known ? `PBS cannot start: ${err instanceof DatabaseNotReached || !databaseFault(err) ? (err as Error).message : faultCause(err)}` : err);
  process.exit(1);
}

const config = loadConfig();
startAuditSigning(config);
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir }).catch(startFailed);
// Demo users share a published password: production never loads them by itself (docs/DEPLOY.md).
if (config.production && !await hasUsers(database.db)) {
  console.error('The database has no users. In production the demo data is not loaded automatically: load the ministry\'s data first, '
    + 'or for a trial installation run `npm run seed` deliberately (its users share a published password).');
  await database.close();
  process.exit(1);
}
const seeded = await seedIfEmpty(database.db).catch(startFailed);
const imported = await importLegacyFiles(database.db, config.dataDir);
if (imported) console.log(`Copied ${imported} files from the data directory into the database`);
const app = await buildApp({ config, database }).catch(startFailed);
if (seeded) await archiveDemoReports({ db: database.db, files: databaseFiles, config, notices: app.notices });

let stopping = false;
/** A stop drains requests in flight (lib/drain.ts) and ends within STOP_MS whatever is still running. */
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => { console.error(`The stop took longer than ${STOP_MS / 1000} s; exiting now`); process.exit(1); }, STOP_MS).unref();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
console.log(`\nPBS is running at ${url}  (database: ${database.kind}${seeded ? ', demo data loaded' : ''})`);
console.log('Demo sign-ins (password Demo@2026!):');
console.log('  admin      ministry administrator, no one-time code');
console.log('  budget.officer  ministry budget officer, one-time code by SMS (read it on Admin > Outbox)');
console.log('  cg.initiator, cg.approver   vote 014 (Health);  lg.initiator, lg.approver  vote 501 (Agago District)');
console.log('  mof.level2 … mof.level7     ministry approvers of report levels 2 to 7\n');
