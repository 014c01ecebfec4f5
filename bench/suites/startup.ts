import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scratchDatabase } from '../lib/databases.js';
import { memoryOf } from '../lib/process-stats.js';
import { startServer } from '../lib/servers.js';
import { printTable } from '../lib/stats.js';
import { run } from './http.js';
import { dashboardWorkload } from './load.js';

/**
 * The server run from its TypeScript sources through tsx beside the build run by plain node, on PGlite (whose
 * database runs inside the server process) and on PostgreSQL: time to answer /health on the first start
 * (migrations, demo seed and demo archive) and on a restart, and the server's resident memory after the
 * restart, 2 s and 60 s after 30 s of 200 users on the dashboard mix, and at its peak.
 */
export async function startupBench() {
  const rows: (string | number)[][] = [];
  // PGlite's buffer cache at PostgreSQL's default (128MB) beside ours (32MB, db/client.ts), same build.
  const runs = [['sources through tsx', true, 'PGlite', {}], ['build, plain node', false, 'PGlite', {}],
    ['build, plain node, shared_buffers 128MB', false, 'PGlite', { PGLITE_SHARED_BUFFERS: '128MB' }], ['build, plain node', false, 'PostgreSQL', {}]] as const;
  for (const [label, fromSource, engine, env] of runs) {
    const dataDir = mkdtempSync(join(tmpdir(), 'pbs-bench-start-'));
    const scratch = engine === 'PostgreSQL' ? await scratchDatabase('pbs_bench_start') : null;
    if (engine === 'PostgreSQL' && !scratch) continue;
    const databaseUrl = scratch?.url;
    try {
      let t = Date.now();
      const first = await startServer({ dataDir, keepData: true, fromSource, databaseUrl, env });
      const firstStart = Date.now() - t;
      const seedPeak = memoryOf(first.pid).peak;
      await first.stop();
      t = Date.now();
      const server = await startServer({ dataDir, keepData: true, fromSource, databaseUrl, env });
      const restart = Date.now() - t;
      const idle = memoryOf(server.pid).rss;
      await run(server.url, { duration: 30, connections: 200, requests: await dashboardWorkload(server.url) });
      await new Promise((r) => setTimeout(r, 2_000));
      const loaded = memoryOf(server.pid);
      // V8 gives the heap the load grew back once the process has been idle a while (its memory reducer).
      await new Promise((r) => setTimeout(r, 58_000));
      const settled = memoryOf(server.pid);
      await server.stop();
      rows.push([`${label}, ${engine}`, firstStart, seedPeak, restart, idle, loaded.rss, settled.rss, settled.peak]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    }
  }
  printTable('Start and memory of the server process (target: ≤ 400 MB resident, steady after load)',
    ['server', 'first start ms', 'peak MB during seed', 'restart ms', 'MB after restart', 'MB 2 s after load', 'MB 60 s after load', 'peak MB'], rows);
}
