import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { scratchDatabase } from '../lib/databases.js';
import { deadlinePeople } from '../lib/deadline-people.js';
import { startServer } from '../lib/servers.js';
import { cpuOf, postgresCpu } from '../lib/process-stats.js';
import { printTable } from '../lib/stats.js';
import { CELLS, client, DETAIL, DETAILS, detailsExport, GRID, MTEF, SAVE_DETAIL, SAVE_MTEF, signIn, TASKS } from './deadline.js';

type Line = { Line_ID: number; Amount: number; Fund_Code: string; Output_ID: number; Item_ID: number };

/**
 * What one deadline-day operation costs when nothing else runs: the SQL statements it sends (the server's
 * db_statements_total), the CPU it takes in the API process and in PostgreSQL, and its time, averaged over `runs`
 * in a row by one person. Where the deadline bench shows queues, this shows what each answer spends; its figures
 * move little from run to run, so a change to a path can be judged by them.
 */
export async function oneByOneBench(runs = Number(process.env.BENCH_ONE_RUNS ?? 300)) {
  const scratch = await scratchDatabase('pbs_bench_one');
  if (!scratch) { console.log('one-by-one: no PostgreSQL server answers; skipped'); return; }
  const server = await startServer({ databaseUrl: scratch.url, env: { JWT_SECRET: 'd'.repeat(64), AUDIT_KEY: 'e'.repeat(64) }, keepData: true });
  const database = await openDatabase({ url: scratch.url });
  try {
    const people = await deadlinePeople(database.db, { votes: 1, perVote: 1, readers: 1 });
    const vote = people.votes[0];
    const y = people.yearId;
    const officer = client(server.url, await signIn(server.url, vote.officers[0]));
    const reader = client(server.url, await signIn(server.url, people.readers[0]));
    const answer = async <T>(r: Promise<{ ok: boolean; value: T; said?: string }>) => {
      const { ok, value, said } = await r;
      if (!ok) throw new Error(`one-by-one: ${said ?? 'failed'}`);
      return value;
    };
    // One allocation and one detailed line of the vote, lowered by a shilling at each save: always allowed.
    const line = ((await answer(officer.gql(MTEF, { y }))).cgCurrentMtefs as Record<string, unknown>[])
      .find((l) => l.Figure === 'Allocation' && (l.Prog_By_Vote_ID as { Vote_ID: number }).Vote_ID === vote.id)!;
    const amounts = CELLS.map((c) => Number(line[c]));
    const lineId = (line.Prog_By_Vote_ID as { Prog_By_Vote_ID: number }).Prog_By_Vote_ID;
    const detail = ((await answer(officer.gql(DETAIL, { y, v: vote.id }))).voteDetail as { Budget_Lines: Line[] }).Budget_Lines.find((l) => l.Amount > 100_000)!;
    const ops: [string, () => Promise<unknown>][] = [
      ['read MTEF', () => answer(officer.gql(MTEF, { y }))],
      ['save MTEF', () => {
        amounts[CELLS.indexOf('Y3_NonWage')] -= 1;
        return answer(officer.gql(SAVE_MTEF, { y, l: [{ Prog_By_Vote_ID: lineId, Figure: 'Allocation', Amounts: amounts }] }));
      }],
      ['read detail', () => answer(officer.gql(DETAIL, { y, v: vote.id }))],
      ['save detail', () => {
        detail.Amount -= 1;
        const { Line_ID, Output_ID, Item_ID, Fund_Code, Amount } = detail;
        return answer(officer.gql(SAVE_DETAIL, { y, v: vote.id, l: [{ Line_ID, Output_ID, Item_ID, Fund_Code, Amount }] }));
      }],
      ['tasks', () => answer(officer.gql(TASKS, { y }))],
      ['draft document', () => answer(officer.get(`/api/reports/generator?Report_ID=${people.reportId}&Year_ID=${y}&Entity_ID=${vote.id}&Format=PDF`))],
      ['dashboard', () => answer(reader.gql(GRID, { y }))],
      ['report details', () => answer(reader.gql(DETAILS, { y, r: people.reportId }))],
      ['details export', () => answer(reader.get(detailsExport(people)))],
    ];
    const statements = async () => Number(/db_statements_total (\d+)/.exec(await (await fetch(`${server.url}/metrics`)).text())?.[1]);
    const rows: string[][] = [];
    // BENCH_ONE_ONLY keeps the operations whose name holds it (to profile one path: SERVER_NODE_FLAGS=--cpu-prof).
    const only = process.env.BENCH_ONE_ONLY;
    for (const [name, op] of ops.filter(([n]) => !only || n.includes(only))) {
      for (let i = 0; i < 5; i++) await op();
      const [s0, api0, pg0, t0] = [await statements(), cpuOf(server.pid), postgresCpu(), performance.now()];
      for (let i = 0; i < runs; i++) await op();
      const [t1, api1, pg1] = [performance.now(), cpuOf(server.pid), postgresCpu()];
      const s1 = await statements();
      const per = (v: number) => (v / runs).toFixed(2);
      rows.push([name, per(s1 - s0), per(1000 * (api1 - api0)), per(1000 * (pg1 - pg0)), per(t1 - t0)]);
    }
    printTable(`One operation at a time on PostgreSQL, ${runs} in a row, per operation`, ['operation', 'statements', 'API CPU ms', 'PostgreSQL CPU ms', 'ms'], rows);
  } finally {
    await server.stop();
    await database.close();
    await scratch.drop();
  }
}
