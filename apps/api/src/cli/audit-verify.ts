import { loadConfig } from '../config/index.js';
import { openDatabase } from '../db/client.js';
import { verifyAuditChain } from '../lib/audit.js';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
const result = await verifyAuditChain(database.db);
await database.close();
if (result.ok) {
  console.log(`Audit chain verified: ${result.checked} rows intact.`);
} else {
  console.error(`Audit chain BROKEN at row id ${result.brokenId}: ${result.reason} (${result.checked} rows before it verified).`);
  process.exit(1);
}
