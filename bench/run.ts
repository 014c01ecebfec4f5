import { dashboardGrowthBench } from './suites/dashboard.js';
import { uploadsBench } from './suites/uploads.js';
import { uploadIsolationBench } from './suites/upload-isolation.js';
import { recordsBench } from './suites/records.js';
import { overheadBench } from './suites/http.js';
import { loadBench } from './suites/load.js';
import { webBench } from './suites/web.js';
import { lcpBench } from './suites/lcp.js';
import { pgliteClientBench } from './suites/pglite-client.js';
import { documentsBench } from './suites/documents.js';
import { startupBench } from './suites/startup.js';
import { processesBench } from './suites/processes.js';
import { noticesBench } from './suites/notices.js';
import { signInFloodBench } from './suites/signin-flood.js';
import { estimatesBench } from './suites/estimates.js';
import { executionBench } from './suites/execution.js';
import { linesBench } from './suites/lines.js';
import { plansBench } from './suites/plans.js';
import { bookBench } from './suites/book.js';
import { deadlineBench } from './suites/deadline.js';
import { oneByOneBench } from './suites/one-by-one.js';

/**
 * `npm run bench [-- suite…]`: every suite by default, each printing its figures and ratios side by side.
 * Benchmarks are measurements for people, not pass/fail tests.
 */
const SUITES: Record<string, () => Promise<unknown>> = {
  dashboard: dashboardGrowthBench,
  'pglite-client': () => pgliteClientBench(),
  web: webBench,
  lcp: () => lcpBench(),
  overhead: overheadBench,
  load: () => loadBench(),
  uploads: uploadsBench,
  'upload-isolation': uploadIsolationBench,
  documents: documentsBench,
  startup: startupBench,
  processes: () => processesBench(),
  notices: () => noticesBench(),
  'signin-flood': signInFloodBench,
  estimates: estimatesBench,
  execution: executionBench,
  lines: linesBench,
  plans: plansBench,
  book: bookBench,
  deadline: deadlineBench,
  'one-by-one': () => oneByOneBench(),
  records: () => recordsBench(Number(process.env.BENCH_RECORDS ?? 1_000_000)),
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const name of wanted.length ? wanted : Object.keys(SUITES)) {
  const suite = SUITES[name];
  if (!suite) throw new Error(`Unknown suite ${name}; choose from ${Object.keys(SUITES).join(', ')}`);
  await suite();
}
