import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { badInput } from '../src/lib/errors.js';
import { databaseFault, faultCause } from '../src/db/faults.js';
import { registerErrorAnswers } from '../src/lib/error-answers.js';
import { createGraphQL } from '../src/graphql/yoga.js';
import { AuditSigner } from '../src/lib/audit-signing.js';

/** An error as drizzle throws it: the statement and its parameters in the message, the driver's error as the cause. */
const failedQuery = (cause: object) => Object.assign(new Error('Failed query: insert into logs (details) values ($1)\nparams: {"secret":"row data"}'), { cause });
const restarted = () => failedQuery(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
const full = () => failedQuery(Object.assign(new Error('could not extend file "base/5/16838": No space left on device'), { code: '53100' }));

/** A logger whose lines the test reads. */
function captured() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, new Writable({ write(chunk: Buffer, _e, done) { lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>); done(); } }));
  return { log, lines };
}

describe('database faults', () => {
  it('are told apart from other errors, through drizzle\'s and GraphQL\'s wrapping', () => {
    const cases: [unknown, string | null][] = [
      [restarted(), 'unreachable'],
      [failedQuery({ code: '57P02' }), 'unreachable'],
      [failedQuery({ code: '57P03', message: 'the database system is starting up' }), 'unreachable'],
      [failedQuery({ code: '08006' }), 'unreachable'],
      [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), 'unreachable'],
      [new Error('Connection terminated unexpectedly'), 'unreachable'],
      [{ originalError: new Error('Client has encountered a connection error and is not queryable') }, 'unreachable'],
      [new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]), 'unreachable'],
      [full(), 'storage-full'],
      [Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }), 'storage-full'],
      [failedQuery({ code: '23505', message: 'duplicate key value violates unique constraint' }), null],
      [new Error('Failed query: select 1'), null],
      [badInput('nope'), null],
      [null, null],
    ];
    for (const [err, fault] of cases) expect([faultCause(err), databaseFault(err)]).toEqual([faultCause(err), fault]);
    expect(faultCause(restarted())).toBe('57P01 terminating connection due to administrator command');
    expect(faultCause(full())).not.toMatch(/insert|params|secret/);
  });

  it('REST errors are answered in words and logged with a reference, never with the statement, its parameters or a stack', async () => {
    const { log, lines } = captured();
    const app = Fastify({ loggerInstance: log }) as unknown as FastifyInstance;
    registerErrorAnswers(app);
    const thrown: Record<string, () => unknown> = {
      restarted, full, refused: () => badInput({ key: 'SERVER.SAME_LINE' }),
      unexpected: () => failedQuery(Object.assign(new Error('invalid input syntax'), { code: '22P02' })),
    };
    for (const [name, make] of Object.entries(thrown)) app.get(`/api/${name}`, () => Promise.reject(make() as Error));
    app.post('/api/json', () => ({ ok: true }));

    const fr = { 'accept-language': 'fr' };
    const down = await app.inject({ url: '/api/restarted', headers: fr });
    expect([down.statusCode, down.headers['retry-after'], down.json()]).toEqual([503, '5', { code: 'SERVICE_UNAVAILABLE', error: 'La base de données est momentanément injoignable. Réessayez dans quelques secondes' }]);
    const noRoom = await app.inject({ url: '/api/full' });
    expect([noRoom.statusCode, noRoom.json()]).toEqual([507, { code: 'STORAGE_FULL', error: "The server's storage is full; nothing was changed. Tell the system administrator, then try again" }]);
    const refused = await app.inject({ url: '/api/refused', headers: fr });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'BAD_USER_INPUT']);
    const unexpected = await app.inject({ url: '/api/unexpected' });
    expect(unexpected.statusCode).toBe(500);
    const ref = /reference ([0-9a-f]{8})$/.exec(String(unexpected.json().error))?.[1];
    expect(ref).toBeDefined();
    const badBody = await app.inject({ method: 'POST', url: '/api/json', headers: { 'content-type': 'application/json' }, payload: '{"broken' });
    expect(badBody.statusCode).toBe(400);

    for (const res of [down, noRoom, refused, unexpected, badBody]) {
      expect(res.body).not.toMatch(/insert|params|secret|invalid input syntax|at .*\.(ts|js):\d+/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // The unexpected error is in the log under the reference the person was given; a fault is one line, no statement.
    expect(lines.find((l) => l.ref === ref)?.msg).toBe('unexpected error');
    const faultLines = lines.filter((l) => l.service === 'database');
    expect(faultLines.map((l) => [l.fault, l.cause])).toEqual([['unreachable', '57P01 terminating connection due to administrator command'], ['storage-full', '53100 could not extend file "base/5/16838": No space left on device']]);
    expect(JSON.stringify(faultLines)).not.toMatch(/secret|insert/);
    await app.close();
  });

  it('GraphQL answers a fault in a resolver or while reading who is calling with 503 or 507 in the request\'s language', async () => {
    const { log } = captured();
    const query = new GraphQLObjectType({ name: 'Query', fields: {
      save: { type: GraphQLString, resolve: () => Promise.reject(restarted()) },
      fill: { type: GraphQLString, resolve: () => Promise.reject(full()) },
      fine: { type: GraphQLString, resolve: () => 'ok' },
    } });
    const yoga = (context: () => Promise<object>) => createGraphQL({
      schema: new GraphQLSchema({ query }), log, production: true, corsOrigins: [], recordAliasedLogins: () => Promise.resolve(),
      buildContext: context as never,
    });
    const ask = async (y: ReturnType<typeof yoga>, q: string, lang = 'de') => {
      const res = await y.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': lang }, body: JSON.stringify({ query: q }) });
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() as { data?: unknown; errors?: { message: string; extensions: Record<string, unknown> }[] } };
    };
    const app = yoga(() => Promise.resolve({}));
    const down = await ask(app, '{ save fine }');
    expect([down.status, down.retryAfter]).toEqual([503, '5']);
    expect(down.body.errors?.[0]).toMatchObject({ message: 'Die Datenbank ist gerade nicht erreichbar. Versuchen Sie es in einigen Sekunden erneut', path: ['save'], extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 } });
    expect(down.body.data).toEqual({ save: null, fine: 'ok' });
    const noRoom = await ask(app, '{ fill }', 'ja');
    expect([noRoom.status, noRoom.body.errors?.[0]?.extensions.code]).toEqual([507, 'STORAGE_FULL']);
    expect(noRoom.body.errors?.[0]?.message).toMatch(/記憶領域/);

    const noSession = await ask(yoga(() => Promise.reject(restarted())), '{ fine }', 'es');
    expect([noSession.status, noSession.retryAfter, noSession.body.errors?.[0]?.extensions.code]).toEqual([503, '5', 'SERVICE_UNAVAILABLE']);
    expect(noSession.body.errors?.[0]?.message).toMatch(/No se puede acceder a la base de datos/);
    for (const r of [down, noRoom, noSession]) expect(JSON.stringify(r.body)).not.toMatch(/insert|params|secret|http/);
  });
});

describe('the audit head witness', () => {
  it('that cannot be written is kept and written when it can, without throwing from its timer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pbs-witness-'));
    const file = join(dir, 'audit-head.json');
    // A directory where the witness's temporary file goes: every write fails, as on a full disk.
    const obstacle = `${file}.${process.pid}.tmp`;
    mkdirSync(obstacle);
    const signer = new AuditSigner(new TextEncoder().encode('key'), file);
    const stderr = process.stderr.write.bind(process.stderr);
    const said: string[] = [];
    process.stderr.write = (chunk: string | Uint8Array) => { said.push(String(chunk)); return true; };
    try {
      signer.witness(0, { id: 7, hash: 'a'.repeat(64) });
      await new Promise((r) => setTimeout(r, 1_300));
      expect(signer.readHead(0)).toBeNull();
      rmSync(obstacle, { recursive: true });
      await new Promise((r) => setTimeout(r, 1_100));
    } finally {
      process.stderr.write = stderr;
    }
    expect(signer.readHead(0)).toEqual({ id: 7, hash: 'a'.repeat(64) });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ id: 7 });
    // Said once while failing (not once a try), and once when written again.
    expect(said.filter((l) => l.includes('cannot write'))).toHaveLength(1);
    expect(said.filter((l) => l.includes('written again'))).toHaveLength(1);
    rmSync(dir, { recursive: true, force: true });
  });
});
