import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/api/src/db/client.js';
import { scratchDatabase } from '../lib/databases.js';
import { deadlinePeople, type DeadlinePeople, type DeadlineVote } from '../lib/deadline-people.js';
import { startServer, type RunningServer } from '../lib/servers.js';
import { percentile, printTable } from '../lib/stats.js';
import { cpuOf, postgresCpu } from '../lib/process-stats.js';

const PASSWORD = 'Demo@2026!';
export const GRID = `query($y:Int!){ dashboardReportsGridDataVote(Report_Type:"CG", Report_Category:"VOTE", Active_Year_ID:$y){ Report_ID NotInitiated Initiated Approved } }`;
export const DETAILS = `query($y:Int!,$r:Int!){ dashboardReportDetails(Report_Type:"CG", Report_Category:"VOTE", Active_Year_ID:$y, Report_ID:$r, Output:"Initiated"){ Vote_Code Task_Status } }`;
export const MTEF = `query($y:Int!){ cgCurrentMtefs(Year_ID:$y, Stage:2){ MTEF_ID Figure Prog_By_Vote_ID { Prog_By_Vote_ID Vote_ID }
  Y0_Wage Y0_NonWage Y0_GoUDevt Y0_AIA Y0_Donor Y1_Wage Y1_NonWage Y1_GoUDevt Y1_AIA Y1_Donor Y2_Wage Y2_NonWage Y2_GoUDevt Y2_AIA Y2_Donor
  Y3_Wage Y3_NonWage Y3_GoUDevt Y3_AIA Y3_Donor Y4_Wage Y4_NonWage Y4_GoUDevt Y4_AIA Y4_Donor Y5_Wage Y5_NonWage Y5_GoUDevt Y5_AIA Y5_Donor } }`;
export const CELLS = ['Y0', 'Y1', 'Y2', 'Y3', 'Y4', 'Y5'].flatMap((y) => ['Wage', 'NonWage', 'GoUDevt', 'AIA', 'Donor'].map((c) => `${y}_${c}`));
export const DETAIL = `query($y:Int!,$v:Int!){ voteDetail(Year_ID:$y, Stage:2, Vote_ID:$v){ Budget_Lines { Line_ID Amount Fund_Code Output_ID Item_ID } } }`;
export const SAVE_MTEF = 'mutation($y:Int!,$l:[MtefLineInput!]!){ saveMtefLines(Year_ID:$y, Stage:2, lines:$l) }';
export const SAVE_DETAIL = 'mutation($y:Int!,$v:Int!,$l:[BudgetLineInput!]!){ saveBudgetLines(Year_ID:$y, Stage:2, Vote_ID:$v, Lines:$l){ Saved } }';
export const TASKS = 'query($y:Int!){ mySubmissionTasks(Year_ID:$y){ Submission_ID Report_ID Vote_ID Version Current_Level Level_of_Approval State } }';

type Op = 'read MTEF' | 'save MTEF' | 'read detail' | 'save detail' | 'initiate' | 'draft document' | 'tasks' | 'approve' | 'approve final (documents)'
  | 'dashboard' | 'report details' | 'details export';
const OPS: Op[] = ['read MTEF', 'save MTEF', 'read detail', 'save detail', 'initiate', 'draft document', 'tasks', 'approve', 'approve final (documents)', 'dashboard', 'report details', 'details export'];

/** What one run saw: every answer's time by operation, the failures, and what the server acknowledged writing. */
class Ledger {
  times = new Map<Op, number[]>();
  errors = new Map<Op, number>();
  /**
   * Refusals the product owes: a save to figures an approved report was drawn from (frozen until reopened), a
   * report initiated over figures above their ceilings (the demo has such votes).
   */
  refused = new Map<Op, number>();
  /** Votes whose report was approved: their officers stop saving, as the screen tells them. */
  frozen = new Set<number>();
  firstError = new Map<Op, string>();
  mtef = new Map<number, number>();
  detail = new Map<number, number>();
  approvals = 0;
  async time<T>(op: Op, run: () => Promise<{ ok: boolean; value: T; said?: string }>): Promise<T | null> {
    const t = performance.now();
    let r: { ok: boolean; value: T; said?: string };
    try { r = await run(); } catch (e) { r = { ok: false, value: null as T, said: (e as Error).message }; }
    (this.times.get(op) ?? this.times.set(op, []).get(op)!).push(performance.now() - t);
    if (r.ok) return r.value;
    if (/frozen by approved reports|not consistent with the ceilings/.test(r.said ?? '')) { this.refused.set(op, (this.refused.get(op) ?? 0) + 1); return null; }
    this.errors.set(op, (this.errors.get(op) ?? 0) + 1);
    if (!this.firstError.has(op)) this.firstError.set(op, (r.said ?? '').slice(0, 160));
    return null;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(1_000 + Math.random() * 2_000);

export function client(url: string, token: string) {
  const gql = async (query: string, variables: object = {}) => {
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
    const body = await res.json() as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] };
    return { ok: res.ok && !body.errors, value: body.data ?? {}, said: body.errors?.[0]?.message ?? (res.ok ? undefined : `HTTP ${res.status}`), code: body.errors?.[0]?.extensions?.code };
  };
  const get = async (path: string) => {
    const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = Buffer.from(await res.arrayBuffer());
    return { ok: res.ok && body.length > 0, value: body.length, said: res.ok ? undefined : `HTTP ${res.status} ${body.toString('utf8', 0, 120)}` };
  };
  return { gql, get };
}

export async function signIn(url: string, user: string): Promise<string> {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($u:String!,$p:String!){ login(User_Name:$u, Password1:$p){ access_token otpVerification } }', variables: { u: user, p: PASSWORD } }) });
  const body = await res.json() as { data?: { login: { access_token: string; otpVerification: boolean } } };
  if (!body.data?.login.access_token || body.data.login.otpVerification) throw new Error(`deadline sign-in ${user}: ${JSON.stringify(body).slice(0, 200)}`);
  return body.data.login.access_token;
}

/** Runs `work` over `items`, `width` at a time. */
async function inTurns<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => { while (next < items.length) await work(items[next++]); }));
}

/**
 * A vote officer: reads and saves MTEF figures and detailed lines of their own line (each officer of a vote keeps
 * to one programme's allocation and one detailed line, so every acknowledged write has one author); the vote's
 * first officer initiates the report early in the run and looks at its draft.
 */
async function officer(url: string, token: string, p: DeadlinePeople, v: DeadlineVote, k: number, until: number, ledger: Ledger) {
  const c = client(url, token);
  let step = 0;
  const initiateAt = k === 0 ? Date.now() + Math.random() * (until - Date.now()) * 0.3 : Infinity;
  let submission: number | null = null;
  while (Date.now() < until) {
    await think();
    if (Date.now() >= until) break;
    if (submission === null && Date.now() >= initiateAt) {
      submission = await ledger.time('initiate', async () => {
        const r = await c.gql('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID } }', { r: p.reportId, y: p.yearId, e: v.id });
        return { ...r, value: (r.value.initiateReport as { Submission_ID: number } | undefined)?.Submission_ID ?? null };
      }) ?? -1;
      continue;
    }
    const roll = Math.random();
    if (roll < 0.45) {
      const lines = await ledger.time('read MTEF', async () => {
        const r = await c.gql(MTEF, { y: p.yearId });
        return { ...r, value: (r.value.cgCurrentMtefs as Record<string, unknown>[] | undefined) ?? [] };
      });
      const mine = (lines ?? []).filter((l) => l.Figure === 'Allocation' && (l.Prog_By_Vote_ID as { Vote_ID: number }).Vote_ID === v.id);
      const line = mine[k % Math.max(1, mine.length)];
      if (!line || roll > 0.3 || ledger.frozen.has(v.id)) continue;
      // Outer-year non-wage lowered a thousand at a time: always within its ceiling, never below the detail (Y1).
      const amounts = CELLS.map((cell) => Number(line[cell]));
      amounts[CELLS.indexOf('Y3_NonWage')] = Math.max(0, amounts[CELLS.indexOf('Y3_NonWage')] - 1_000);
      const id = (line.Prog_By_Vote_ID as { Prog_By_Vote_ID: number }).Prog_By_Vote_ID;
      const saved = await ledger.time('save MTEF', () => c.gql(SAVE_MTEF,
        { y: p.yearId, l: [{ Prog_By_Vote_ID: id, Figure: 'Allocation', Amounts: amounts }] }));
      if (saved !== null) ledger.mtef.set(id, amounts[CELLS.indexOf('Y3_NonWage')]);
    } else if (roll < 0.85) {
      const detail = await ledger.time('read detail', async () => {
        const r = await c.gql(DETAIL, { y: p.yearId, v: v.id });
        return { ...r, value: ((r.value.voteDetail as { Budget_Lines: { Line_ID: number; Amount: number; Fund_Code: string; Output_ID: number; Item_ID: number }[] } | undefined)?.Budget_Lines ?? []) };
      });
      const line = (detail ?? []).sort((a, b) => a.Line_ID - b.Line_ID)[k];
      if (!line || roll > 0.7 || line.Amount < 1_000 || ledger.frozen.has(v.id)) continue;
      const amount = line.Amount - 1_000;
      const saved = await ledger.time('save detail', () => c.gql(SAVE_DETAIL,
        { y: p.yearId, v: v.id, l: [{ Line_ID: line.Line_ID, Output_ID: line.Output_ID, Item_ID: line.Item_ID, Fund_Code: line.Fund_Code, Amount: amount }] }));
      if (saved !== null) ledger.detail.set(line.Line_ID, amount);
    } else if (submission && submission > 0) {
      await ledger.time('draft document', () => c.get(`/api/reports/generator?Submission_ID=${submission}&Format=PDF`));
    }
    step++;
  }
  return step;
}

/** The Submission Status details' Excel export of the deadline's report. */
export const detailsExport = (p: DeadlinePeople) => `/api/reports/submission-details.xlsx?Report_Type=CG&Report_Category=VOTE&Active_Year_ID=${p.yearId}&Report_ID=${p.reportId}&Output=Initiated`;

/** An approver: looks at their tasks, opens the first one's draft and approves it; the last level draws and archives the documents. */
async function approver(url: string, token: string, p: DeadlinePeople, until: number, ledger: Ledger) {
  const c = client(url, token);
  while (Date.now() < until) {
    await think();
    if (Date.now() >= until) break;
    const tasks = await ledger.time('tasks', async () => {
      const r = await c.gql(TASKS, { y: p.yearId });
      return { ...r, value: (r.value.mySubmissionTasks as { Submission_ID: number; Report_ID: number; Vote_ID: number; Version: number; Current_Level: number; Level_of_Approval: number }[] | undefined) ?? [] };
    });
    const task = (tasks ?? []).find((x) => x.Report_ID === p.reportId);
    if (!task) continue;
    await ledger.time('draft document', () => c.get(`/api/reports/generator?Submission_ID=${task.Submission_ID}&Format=PDF`));
    const last = task.Current_Level === task.Level_of_Approval;
    const approved = await ledger.time(last ? 'approve final (documents)' : 'approve',
      () => c.gql('mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ State } }', { s: task.Submission_ID, v: task.Version }));
    if (approved !== null) ledger.approvals++;
    if (approved !== null && last) ledger.frozen.add(task.Vote_ID);
  }
}

/** The ministry: the Submission Status grid, its details and their export. */
async function reader(url: string, token: string, p: DeadlinePeople, until: number, ledger: Ledger) {
  const c = client(url, token);
  while (Date.now() < until) {
    await think();
    if (Date.now() >= until) break;
    const roll = Math.random();
    if (roll < 0.5) await ledger.time('dashboard', () => c.gql(GRID, { y: p.yearId }));
    else if (roll < 0.8) await ledger.time('report details', () => c.gql(DETAILS, { y: p.yearId, r: p.reportId }));
    else await ledger.time('details export', () => c.get(detailsExport(p)));
  }
}

/** After the run: every acknowledged write is in the database, and every archived file is the bytes its hash says. */
async function audit(db: Database['db'], p: DeadlinePeople, ledger: Ledger) {
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  let lost = 0;
  for (const [id, value] of ledger.mtef) {
    const [r] = await rows<{ v: number }>(sql`select y3_non_wage::float8 v from cg_mtefs m join budget_stages s on s.id = m.stage_id
      where m.prog_by_vote_id = ${id} and m.year_id = ${p.yearId} and s.stage = 2 and s.process_area = 'CG' and m.kind = 'allocation'`);
    if (r?.v !== value) lost++;
  }
  for (const [id, value] of ledger.detail) {
    const [r] = await rows<{ v: number }>(sql`select amount::float8 v from budget_lines where id = ${id}`);
    if (r?.v !== value) lost++;
  }
  const [events] = await rows<{ n: number }>(sql`select count(*)::int n from submission_events e join submissions s on s.id = e.submission_id
    where s.report_id = ${p.reportId} and s.year_id = ${p.yearId} and e.action = 'Approved'`);
  if (events.n < ledger.approvals) lost += ledger.approvals - events.n;
  const files = await rows<{ sha256: string; body: Buffer }>(sql`select a.sha256, f.body from archived_reports a join submissions s on s.id = a.submission_id
    join stored_files f on f.name = a.report_file where s.report_id = ${p.reportId} and s.year_id = ${p.yearId}`);
  const unverified = files.filter((f) => createHash('sha256').update(f.body).digest('hex') !== f.sha256).length;
  return { lost, writes: ledger.mtef.size + ledger.detail.size + ledger.approvals, files: files.length, unverified };
}

interface Setup { label: string; engine: 'pglite' | 'postgres'; processes: number }

async function scenario(s: Setup, users: number, seconds: number) {
  const scratch = s.engine === 'postgres' ? await scratchDatabase('pbs_bench_deadline') : null;
  if (s.engine === 'postgres' && !scratch) return null;
  const env = { JWT_SECRET: 'd'.repeat(64), AUDIT_KEY: 'e'.repeat(64) };
  let servers: RunningServer[] = [await startServer({ databaseUrl: scratch?.url, env, keepData: true })];
  // A deadline week's people: a third of the users are vote officers (two to a vote), a sixth their votes'
  // accounting officers, the rest the ministry on dashboards; the demo's ministry approvers take levels 2–5.
  const votes = Math.max(1, Math.round(users / 6));
  const open = async () => openDatabase(scratch ? { url: scratch.url } : { pgliteDir: join(servers[0].dataDir, 'pglite') });
  if (!scratch) await servers[0].stop();
  const database = await open();
  const people = await deadlinePeople(database.db, { votes, perVote: 2, readers: Math.max(1, users - votes * 3) });
  if (!scratch) {
    await database.close();
    servers = [await startServer({ dataDir: servers[0].dataDir, env, keepData: true })];
  }
  for (let i = servers.length; i < s.processes; i++) servers.push(await startServer({ databaseUrl: scratch!.url, env }));
  const ledger = new Ledger();
  try {
    const urlOf = (i: number) => servers[i % servers.length].url;
    const everyone: [string, (url: string, token: string, until: number) => Promise<unknown>][] = [
      ...people.votes.flatMap((v) => [
        ...v.officers.map((o, k): [string, (url: string, token: string, until: number) => Promise<unknown>] => [o, (url, token, until) => officer(url, token, people, v, k, until, ledger)]),
        [v.approver, (url: string, token: string, until: number) => approver(url, token, people, until, ledger)] as [string, (url: string, token: string, until: number) => Promise<unknown>],
      ]),
      ...people.ministryApprovers.map((m): [string, (url: string, token: string, until: number) => Promise<unknown>] => [m, (url, token, until) => approver(url, token, people, until, ledger)]),
      ...people.readers.map((r): [string, (url: string, token: string, until: number) => Promise<unknown>] => [r, (url, token, until) => reader(url, token, people, until, ledger)]),
    ];
    const tokens = new Map<string, string>();
    await inTurns(everyone.map(([name], i) => [name, i] as const), 8, async ([name, i]) => { tokens.set(name, await signIn(urlOf(i), name)); });
    const until = Date.now() + seconds * 1_000;
    // On PostgreSQL, how many of the server's sessions wait on a lock, sampled each half second: where writes queue.
    // Advisory locks by kind: the audit chain's (one key, 730001, lib/audit.ts), the two-key ones (a vote's figures,
    // a user's rejections: space and id), and the named one-key ones (hashtext of a document's or a book's name).
    const waits: Waits[] = [];
    const sampler = scratch ? setInterval(() => {
      void database.db.execute(sql`select
          (select count(*)::int from pg_locks l where l.locktype = 'advisory' and not l.granted and l.objsubid = 1 and l.classid = 0 and l.objid = 730001) audit,
          (select count(*)::int from pg_locks l where l.locktype = 'advisory' and not l.granted and l.objsubid = 2) keyed,
          (select count(*)::int from pg_locks l where l.locktype = 'advisory' and not l.granted and l.objsubid = 1 and not (l.classid = 0 and l.objid = 730001)) named,
          (select count(*)::int from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and wait_event <> 'advisory') other,
          (select count(*)::int - 1 from pg_stat_activity where datname = current_database() and state = 'active') active,
          (select coalesce(json_agg(left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 70)), '[]') from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and wait_event <> 'advisory') statements`)
        .then((r) => { waits.push((r as unknown as { rows: Waits[] }).rows[0]); });
    }, 500) : null;
    // CPU seconds the run used, by who used them: the API processes, PostgreSQL, and this load generator.
    const cpuNow = () => ({ api: servers.reduce((a, x) => a + cpuOf(x.pid), 0), pg: scratch ? postgresCpu() : 0, bench: process.cpuUsage() });
    const before = cpuNow();
    await Promise.all(everyone.map(([name, run], i) => run(urlOf(i), tokens.get(name)!, until)));
    const after = cpuNow();
    const usage = process.cpuUsage(before.bench);
    const cpu = { api: after.api - before.api, pg: after.pg - before.pg, bench: (usage.user + usage.system) / 1e6 };
    if (sampler) clearInterval(sampler);
    // PGlite is one process's: the server lets go of it before its data is read.
    if (!scratch) for (const server of servers) await server.stop();
    const db = scratch ? database : await open();
    try {
      return { ledger, checked: await audit(db.db, people, ledger), people: everyone.length, waits, cpu };
    } finally {
      if (!scratch) await db.close();
    }
  } finally {
    for (const server of servers) await server.stop();
    if (scratch) { await database.close(); await scratch.drop(); } else rmSync(servers[0].dataDir, { recursive: true, force: true });
  }
}

/** Sessions waiting on each kind of lock at one sample, and the sessions at work. */
interface Waits { audit: number; keyed: number; named: number; other: number; active: number; statements: string[] }

/**
 * Deadline day: vote officers saving MTEF figures and detailed lines and initiating the Draft Estimates, their
 * accounting officers and the ministry's four approvers opening drafts and approving (the last level draws and
 * archives the documents), and the ministry on the Submission Status grid, its details and exports — all at once,
 * each person pausing one to three seconds between actions. Per operation p50 / p95 / p99 and errors; then every
 * acknowledged write is looked for in the database and every archived file checked against its hash.
 * BENCH_DEADLINE_USERS (100,300,1000) and BENCH_DEADLINE_SECONDS (60) set the runs; BENCH_DEADLINE_ONLY keeps the
 * set-ups whose label holds it ('1 process', 'PGlite' …).
 */
export async function deadlineBench() {
  const counts = (process.env.BENCH_DEADLINE_USERS ?? '100,300,1000').split(',').map(Number);
  const seconds = Number(process.env.BENCH_DEADLINE_SECONDS ?? 60);
  const setups: Setup[] = [
    { label: 'PostgreSQL, 1 process', engine: 'postgres', processes: 1 },
    { label: 'PostgreSQL, 2 processes', engine: 'postgres', processes: 2 },
    { label: 'PGlite', engine: 'pglite', processes: 1 },
  ];
  const summary: (string | number)[][] = [];
  const cpuRows: string[][] = [];
  const only = process.env.BENCH_DEADLINE_ONLY;
  for (const users of counts) {
    for (const s of setups.filter((x) => !only || x.label.includes(only))) {
      const r = await scenario(s, users, seconds);
      if (!r) continue;
      const rows = OPS.filter((op) => r.ledger.times.has(op)).map((op) => {
        const t = r.ledger.times.get(op)!;
        return [op, t.length, percentile(t, 50).toFixed(0), percentile(t, 95).toFixed(0), percentile(t, 99).toFixed(0), r.ledger.errors.get(op) ?? 0, r.ledger.refused.get(op) ?? 0];
      });
      printTable(`Deadline day, ${users} users (${r.people} signed in), ${s.label}, ${seconds} s: ms`, ['operation', 'count', 'p50', 'p95', 'p99', 'errors', 'refused by a rule'], rows);
      for (const [op, said] of r.ledger.firstError) console.log(`  first error of ${op}: ${said}`);
      if (r.waits.length) {
        const mean = (k: Exclude<keyof Waits, 'statements'>) => (r.waits.reduce((a, w) => a + w[k], 0) / r.waits.length).toFixed(1);
        console.log(`  PostgreSQL sessions, mean of ${r.waits.length} samples: ${mean('active')} active; waiting on the audit chain's lock ${mean('audit')}, `
          + `a vote's or a user's lock ${mean('keyed')}, a named lock ${mean('named')}, other locks ${mean('other')}`);
        // What the sessions waiting on other locks (rows, mostly) were running, the most often seen first.
        const seen = new Map<string, number>();
        for (const q of r.waits.flatMap((w) => w.statements)) seen.set(q, (seen.get(q) ?? 0) + 1);
        for (const [q, n] of [...seen].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(`    ${n} × ${q}`);
      }
      const all = [...r.ledger.times.values()].flat();
      summary.push([`${users} users, ${s.label}`, all.length, Math.round(all.length / seconds), [...r.ledger.errors.values()].reduce((a, b) => a + b, 0),
        r.checked.writes, r.checked.lost, r.checked.files, r.checked.unverified]);
      const perAnswer = (cpuSeconds: number) => (1000 * cpuSeconds / all.length).toFixed(1);
      cpuRows.push([`${users} users, ${s.label}`, r.cpu.api.toFixed(0), perAnswer(r.cpu.api), s.engine === 'postgres' ? r.cpu.pg.toFixed(0) : '-',
        s.engine === 'postgres' ? perAnswer(r.cpu.pg) : '-', r.cpu.bench.toFixed(0), (r.cpu.api + r.cpu.pg + r.cpu.bench).toFixed(0), String(cpus().length * seconds)]);
    }
  }
  printTable('Deadline day: answers, errors, and what was lost', ['run', 'answers', 'per s', 'errors', 'lines and approvals checked', 'lost', 'archived files', 'not verified'], summary);
  // Where the machine's CPU went: when the three together use what the cores have, answers wait for a core.
  printTable('Deadline day: CPU seconds during the run', ['run', 'API', 'API ms per answer', 'PostgreSQL', 'PostgreSQL ms per answer', 'load generator', 'all', 'the cores had'], cpuRows);
}
