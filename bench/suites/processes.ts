import { randomBytes } from 'node:crypto';
import { scratchDatabase } from '../lib/databases.js';
import { cpuOf, postgresCpu } from '../lib/process-stats.js';
import { startServer, type RunningServer } from '../lib/servers.js';
import { printTable, ratio } from '../lib/stats.js';
import { run } from './http.js';
import { dashboardWorkload, measure } from './load.js';

/**
 * One API process beside two on one PostgreSQL database, in the same run, with the same 200 users in a closed
 * loop on the dashboard mix (spread evenly over the processes, as a balancer would): throughput, latency, and
 * where the CPU went — servers, PostgreSQL, and this load generator, which all share the machine's cores.
 */
export async function processesBench(duration = 20, users = 200) {
  const scratch = await scratchDatabase('pbs_bench_procs');
  if (!scratch) return console.log('PostgreSQL not reachable: processes bench skipped');
  const env = { JWT_SECRET: randomBytes(32).toString('hex'), AUDIT_KEY: randomBytes(32).toString('hex') };
  const servers: RunningServer[] = [];
  const rows: (string | number)[][] = [];
  try {
    servers.push(await startServer({ databaseUrl: scratch.url, env }));
    servers.push(await startServer({ databaseUrl: scratch.url, env }));
    const requests = await dashboardWorkload(servers[0].url);
    for (const n of [1, 2]) {
      const used = servers.slice(0, n);
      for (const s of used) await run(s.url, { duration: 5, connections: 50, requests });
      const before = { servers: used.map((s) => cpuOf(s.pid)), pg: postgresCpu(), me: process.cpuUsage() };
      const r = await measure(used[0].url, requests, duration,
        used.map((s) => ({ start: 0, opts: { url: s.url, connections: users / n } })));
      const cores = (seconds: number) => (seconds / duration).toFixed(2);
      const me = process.cpuUsage(before.me);
      rows.push([`${n} process${n > 1 ? 'es' : ''}`, r.rps, r.p50, r.p95, r.p99, r.errors,
        cores(used.reduce((sum, s, i) => sum + cpuOf(s.pid) - before.servers[i], 0)), cores(postgresCpu() - before.pg), cores((me.user + me.system) / 1e6)]);
    }
  } finally {
    for (const s of servers) await s.stop();
    await scratch.drop();
  }
  rows.push(['2 ÷ 1', ratio(Number(rows[1][1]), Number(rows[0][1])), '', ratio(Number(rows[1][3]), Number(rows[0][3])), '', '', '', '', '']);
  printTable(`${users} users in a closed loop, dashboard mix, PostgreSQL, ${duration} s; CPU in cores used (the machine has ${(await import('node:os')).availableParallelism()})`,
    ['API processes', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'API CPU', 'PostgreSQL CPU', 'load generator CPU'], rows);
}
