import { parse, protocol, type PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { present } from '../lib/present.js';

type Query = PGlite['query'];
type Options = Parameters<Query>[2];

/** Statements named per client; texts past the limit, long texts and blob copies take PGlite's own path. */
const LIMIT = 500;
const MAX_TEXT = 16_384;
/** 26000: no such statement; 0A000: a cached plan whose result type changed (DDL since it was named). */
const STALE = new Set(['26000', '0A000']);

/**
 * PGlite's client has no named statements: every query is parsed, described and planned again, in six calls
 * into WebAssembly (docs/PERFORMANCE.md: 0.43 ms planning of a 1.4 ms grid query). Here each SQL text is parsed
 * and described once under a name; later calls bind and execute it in one call, and PostgreSQL keeps its plan,
 * as node-postgres does on the server for drizzle's prepared queries. Applies to queries outside and inside
 * transactions; call once PGlite is ready.
 */
export function withNamedStatements(client: PGlite): PGlite {
  assertInternals(client);
  const named = new Map<string, { name: string; types: number[] }>();
  let count = 0;
  const { serialize } = protocol;

  async function run(text: string, params: unknown[], options: Options): Promise<Results> {
    let statement = named.get(text);
    if (!statement) {
      const name = `pbs_${count++}`;
      const described = await client.execProtocolStream(
        join(serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()),
        { syncToFs: false },
      );
      statement = { name, types: parse.parseDescribeStatementResults(described) };
      named.set(text, statement);
    }
    const { types } = statement;
    const values = params.map((value, i) => {
      const type = types[i];
      if (value === null || value === undefined) return null;
      const serializer = type === undefined ? undefined : options?.serializers?.[type] ?? client.serializers[type];
      // A parameter of no known type goes as text, as PGlite's own query path sends it.
      // eslint-disable-next-line @typescript-eslint/no-base-to-string
      return serializer ? serializer(value) : String(value);
    });
    const messages = await client.execProtocolStream(
      join(serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()),
      { syncToFs: false },
    );
    return present(parse.parseResults(messages, client.parsers, options)[0], "the statement's results");
  }

  /** Named when it may be; a stale name is forgotten and the query runs the ordinary way. */
  function via(ordinary: Query, exclusive: <T>(fn: () => Promise<T>) => Promise<T>, sync: boolean): Query {
    return (async (text: string, params: unknown[] = [], options?: Options) => {
      const nameable = named.has(text) || (named.size < LIMIT && text.length <= MAX_TEXT);
      if (!nameable || options?.blob) return ordinary(text, params, options);
      try {
        const result = await exclusive(() => run(text, params, options));
        if (sync) await client.syncToFs();
        return result;
      } catch (err) {
        if (!STALE.has((err as { code?: string }).code ?? '')) throw err;
        named.delete(text);
        return ordinary(text, params, options);
      }
    }) as Query;
  }

  const runExclusive = <T>(fn: () => Promise<T>) => client._runExclusiveQuery(fn);
  client.query = via(client.query.bind(client), (fn) => client._runExclusiveTransaction(() => runExclusive(fn)), true);
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      const ordinary = tx.query.bind(tx);
      const namedQuery = via(ordinary, runExclusive, false);
      // A closed transaction refuses queries: that check is PGlite's, on its ordinary path.
      tx.query = ((...args: Parameters<Query>) => (tx.closed ? ordinary(...args) : namedQuery(...args))) as Query;
      return fn(tx);
    })) as PGlite['transaction'];
  return client;
}

/**
 * The wrapper leans on PGlite internals (`_runExclusiveQuery`, `_runExclusiveTransaction`, `execProtocolStream`)
 * of the version package.json pins exactly (0.5.16): after an upgrade that moves them, the server refuses to
 * start with this message instead of answering wrongly. Upgrading PGlite means re-running
 * test/pglite-statements.test.ts and `npm run bench -- pglite-client`.
 */
function assertInternals(client: PGlite) {
  const internals = client as unknown as Record<string, unknown>;
  const missing = ['_runExclusiveQuery', '_runExclusiveTransaction', 'execProtocolStream', 'syncToFs']
    .filter((name) => typeof internals[name] !== 'function');
  if (missing.length || typeof parse.parseDescribeStatementResults !== 'function') {
    throw new Error(`db/pglite-statements.ts was written for PGlite 0.5.16; this PGlite lacks ${missing.join(', ') || 'parse.parseDescribeStatementResults'}`);
  }
}

function join(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) { out.set(part, at); at += part.length; }
  return out;
}
