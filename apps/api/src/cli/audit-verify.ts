import { auditKeyKnown, loadConfig } from '../config/index.js';
import { openDatabase, type Database } from '../db/client.js';
import { verifyAuditChain } from '../lib/audit.js';
import { AuditSigner } from '../lib/audit-signing.js';

// Without a key of its own, the check of signatures and of the witnessed head is skipped, and said so.
const signing = auditKeyKnown();
const config = loadConfig();
let database: Database;
try {
  database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
} catch (err) {
  // Typically a running server holding the PGlite directory: one line, no stack.
  console.error(`Cannot open the database: ${(err as Error).message}. Stop the server first, or verify through Admin › Audits.`);
  process.exit(2);
}
const result = await verifyAuditChain(database.db, signing ? new AuditSigner(config.auditKey, config.auditHeadFile) : null);
await database.close();
if (result.ok) {
  console.log(`Audit chain verified: ${result.checked} rows intact, ${result.signed} signed${result.note ? ` (${result.note})` : ', head witness matches'}.`);
} else {
  console.error(`Audit chain BROKEN at row id ${result.brokenId}: ${result.reason} (${result.checked} rows before it verified).`);
  process.exit(1);
}
