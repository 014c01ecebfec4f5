import { startAuditSigning } from '../lib/audit-signing.js';
import { loadConfig } from '../config/index.js';
import { openDatabase } from '../db/client.js';
import { seed } from '../seed/seed.js';

const config = loadConfig();
startAuditSigning(config);
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
await seed(database.db);
await database.close();
console.log(`Seeded the ${database.kind} database.`);
