import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.js';

const root = resolve(import.meta.dirname, '../..');
/** The Node flags of `npm start`, so tests and benchmarks run the server as it runs in use; plus any given to profile it. */
const NODE_FLAGS = [
  ...JSON.parse(readFileSync(join(root, 'apps/api/package.json'), 'utf8')).scripts.start.split(' ').filter((a: string) => a.startsWith('--') && a !== '--import'),
  ...(process.env.SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
];

const RELAXED_LIMITS = 'signInPerIp=100000/60,signInPerUser=100000/60,codeSendPerUser=100000/60,codeCheckPerIp=100000/60,'
  + 'resetPerIp=100000/60,resetMailPerAddress=100000/60,refreshPerIp=100000/60,uploadPerIp=100000/60,uploadPerUser=100000/60,draftPerUser=100000/60';

let built = false;
/**
 * Builds the API as `npm start` does, once per test run (the global setup, before files run two at a time, so
 * no server starts from a build another file is writing) or once per process elsewhere: never an old build.
 */
export function buildApi() {
  if (!built && !process.env.PBS_E2E_API_BUILT) execFileSync(process.execPath, ['apps/api/scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  built = true;
}

export interface RunningServer {
  url: string; pid: number; dataDir: string; stop: () => Promise<void>; kill: () => Promise<void>;
  /** What the process has printed so far (standard output and error). */
  output: () => string;
  /** Whether the process is still running. */
  alive: () => boolean;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
}
export interface ServerOptions {
  port?: number; dataDir?: string; databaseUrl?: string; keepData?: boolean; env?: Record<string, string>;
  /** Run the TypeScript sources through tsx (as `npm run dev` does) instead of the build. */
  fromSource?: boolean;
  /** Told what the process prints as it prints it, before it answers (a start that waits for its database). */
  onOutput?: (text: string) => void;
}

/**
 * Starts the real server (built web app + built API, run by plain node) on a free port, by default with a throwaway PGlite directory.
 * `dataDir`/`databaseUrl` reuse a database across restarts; `kill` ends it with SIGKILL, as a power cut would.
 */
export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const port = opts.port ?? await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'pbs-e2e-'));
  // A server on an empty PGlite directory starts from a copy of the run's seeded one (global setup): seeding and
  // drawing the demo's archived reports take 15 s a server, the copy under a second.
  const template = process.env.PBS_E2E_TEMPLATE;
  if (template && !opts.databaseUrl && !process.env.E2E_DATABASE_URL && readdirSync(dataDir).length === 0) cpSync(template, dataDir, { recursive: true });
  if (!opts.fromSource) buildApi();
  const entry = opts.fromSource ? ['--import', 'tsx', 'apps/api/src/main.ts'] : ['apps/api/dist/main.js'];
  const child: ChildProcess = spawn(process.execPath, [...NODE_FLAGS, ...entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PBS_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: opts.databaseUrl ?? process.env.E2E_DATABASE_URL ?? '',
      // The suites sign the same demo users in many times from one address; the limits have their own API tests.
      RATE_LIMITS: process.env.RATE_LIMITS ?? RELAXED_LIMITS, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => { output += d; opts.onOutput?.(String(d)); });
  child.stderr!.on('data', (d) => { output += d; opts.onOutput?.(String(d)); });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) { child.kill('SIGKILL'); throw new Error(`server did not start:\n${output}`); }
    await new Promise((r) => setTimeout(r, 300));
  }
  const exited = new Promise<number | string>((r) => child.once('exit', (code, signal) => r(code ?? signal ?? 'unknown')));
  return {
    url,
    pid: child.pid!,
    dataDir,
    exited,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      if (!opts.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A GraphQL call to the running server. */
export async function gql<T = any>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
