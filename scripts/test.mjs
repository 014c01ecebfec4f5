// npm test: the domain's tests; then the API suite (on PGlite) and the web app's suite side by side, each a
// process of one worker, so two cores are both busy; then the end-to-end suite in Chromium, alone, as it needs
// both cores. With PBS_TEST_POSTGRES_URL set (CI), the API suite runs on that PostgreSQL server too, in the
// middle phase (with the Node in PBS_TEST_POSTGRES_NODE_BIN, when set, so a second Node release is covered).
// A side-by-side suite's output is printed whole when it ends, a failed one's after the others (so the end of the log
// shows what failed); a failure stops the run before the browser suite.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter } from 'node:path';

const started = Date.now();
const seconds = (from) => Math.round((Date.now() - from) / 1000);

const failures = [];

/** Runs an npm script; `shown` streams its output, else it is kept and printed when the script ends (if it failed, at the end). */
function npm(name, args, { env = {}, shown = false } = {}) {
  const from = Date.now();
  // A variable given as undefined is left out of the child's environment.
  const childEnv = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined));
  return new Promise((resolve) => {
    const child = spawn('npm', args, { env: childEnv, stdio: shown ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (d) => { output += d; });
    child.stderr?.on('data', (d) => { output += d; });
    child.on('close', (code) => {
      const said = `== ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(from)} s`;
      if (code !== 0 && !shown) failures.push(`${output}${said}\n`);
      else process.stdout.write(`${shown ? '' : output}${said}\n`);
      resolve(code === 0);
    });
  });
}

const fail = () => {
  for (const f of failures) process.stdout.write(f);
  console.log(`npm test failed after ${seconds(started)} s`);
  process.exit(1);
};

if (!(await npm('domain', ['run', 'test', '-w', 'packages/domain'], { shown: true }))) fail();

const side = [
  npm('API suite on PGlite', ['run', 'test', '-w', 'apps/api'], { env: { DATABASE_URL: undefined } }),
  npm('web suite', ['run', 'test', '-w', 'apps/web']),
];
const postgres = process.env.PBS_TEST_POSTGRES_URL;
if (postgres) {
  const bin = process.env.PBS_TEST_POSTGRES_NODE_BIN;
  side.push(npm('API suite on PostgreSQL', ['run', 'test', '-w', 'apps/api'], {
    env: { DATABASE_URL: postgres, ...(bin ? { PATH: `${bin}${delimiter}${process.env.PATH}` } : {}) },
  }));
}
if (!(await Promise.all(side)).every(Boolean)) fail();

// CI's typecheck and lint run beside the suites above; the browser suite, which needs both cores, waits until each
// has written its exit status (PBS_TEST_E2E_AFTER: the files, comma-separated; CI reads them after).
const waitFrom = Date.now();
for (const file of (process.env.PBS_TEST_E2E_AFTER ?? '').split(',').filter(Boolean)) {
  while (!existsSync(file)) await new Promise((r) => setTimeout(r, 1000));
}
if (process.env.PBS_TEST_E2E_AFTER) console.log(`== waited ${seconds(waitFrom)} s for typecheck and lint`);

if (!(await npm('end-to-end suite', ['run', 'test:e2e'], { shown: true }))) fail();
console.log(`npm test passed in ${seconds(started)} s`);
