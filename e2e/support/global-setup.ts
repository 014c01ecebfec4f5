import { rmSync } from 'node:fs';
import { buildApi, startServer } from './server.js';

/**
 * The API is built once for the whole run; the test processes, started after, see PBS_E2E_API_BUILT and skip it.
 * One server seeds the demo database (and archives its demo reports) once; every file's server starts from a copy
 * of that directory (PBS_E2E_TEMPLATE), as fresh as if it had seeded its own.
 */
export default async function setup() {
  buildApi();
  process.env.PBS_E2E_API_BUILT = '1';
  if (process.env.E2E_DATABASE_URL) return undefined;
  const seeded = await startServer({ keepData: true });
  await seeded.stop();
  process.env.PBS_E2E_TEMPLATE = seeded.dataDir;
  return () => rmSync(seeded.dataDir, { recursive: true, force: true });
}
