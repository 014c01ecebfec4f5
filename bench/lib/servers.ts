import { execFileSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { startServer, type RunningServer } from '../../e2e/support/server.js';
import { freePort } from '../../e2e/support/free-port.js';

export { startServer, type RunningServer };

/** The bare graphql-yoga server in its own process, so the load generator does not share its CPU. */
export async function startBareYoga(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../workers/bare-yoga.ts'), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((ok) => child.stdout!.on('data', (d) => { if (String(d).includes('ready')) ok(); }));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGKILL') };
}

export async function login(url: string, user: string): Promise<string> {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `mutation { login(User_Name:"${user}", Password1:"Demo@2026!") { access_token otpVerification } }` }) });
  const body = await res.json();
  if (!body.data?.login?.access_token || body.data.login.otpVerification) throw new Error(`bench login ${user}: ${JSON.stringify(body)}`);
  return body.data.login.access_token;
}

/** A fresh production build of the web app, so bundle and paint figures are of the code as it is. */
export function buildWeb() {
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: resolve(import.meta.dirname, '../..'), stdio: 'ignore' });
}
