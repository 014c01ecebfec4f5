import { loadConfig } from '../config/index.js';
import { openDatabase } from '../db/client.js';
import { seed } from '../seed/seed.js';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
await seed(database.db);
await database.close();
console.log(`Seeded the ${database.kind} database.`);
