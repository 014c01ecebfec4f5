import { PGlite } from '@electric-sql/pglite';
import { withNamedStatements } from '../../apps/api/src/db/pglite-statements.js';
import { ms, percentile, printTable, ratio, timeRuns } from '../lib/stats.js';

const SETUP = `
  create table line (id int primary key, vote int not null, year int not null, amount numeric(14,2), name text);
  insert into line select g, g % 200, 2020 + g % 6, g * 1.5, 'line ' || g from generate_series(1, 50000) g;
  create index on line (vote, year);
  create table vote (id int primary key, name text);
  insert into vote select g, 'vote ' || g from generate_series(0, 199) g;
  analyze;`;

const QUERIES: [string, string, (i: number) => unknown[]][] = [
  ['select 1', 'select 1', () => []],
  ['sum of one vote and year (index)', 'select sum(amount) as total, count(*)::int as n from line where vote = $1 and year = $2', (i) => [i % 200, 2020 + (i % 6)]],
  ['totals per vote of a year (join, 200 rows)',
    'select v.id, v.name, sum(l.amount) as total from vote v join line l on l.vote = v.id where l.year = $1 group by v.id, v.name order by v.id',
    (i) => [2020 + (i % 6)]],
];

/** PGlite's own client against the same PGlite with named statements (ADR 0006), the two by turns. */
export async function pgliteClientBench(runs = 1000) {
  const plain = new PGlite();
  const named = new PGlite();
  await Promise.all([plain.waitReady, named.waitReady]);
  withNamedStatements(named);
  for (const db of [plain, named]) await db.exec(SETUP);
  const rows: string[][] = [];
  for (const [label, text, params] of QUERIES) {
    const samples: number[][] = [[], []];
    let i = 0;
    const calls = [plain, named].map((db) => () => db.query(text, params(i++), { rowMode: 'array' }));
    for (const call of calls) await timeRuns(call, 0, 200);
    for (let block = 0; block < 10; block++) {
      for (const [k, call] of calls.entries()) samples[k].push(...(await timeRuns(call, runs / 10, 0)));
    }
    const [a, b] = samples.map((s) => [percentile(s, 50), percentile(s, 95)]);
    rows.push([label, ms(a[0]), ms(a[1]), ms(b[0]), ms(b[1]), ratio(a[0], b[0])]);
  }
  await Promise.all([plain.close(), named.close()]);
  printTable(`PGlite's client: its own query against named statements (${runs} runs each, ms)`,
    ['query', 'own p50', 'own p95', 'named p50', 'named p95', 'own/named p50'], rows);
}
