import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Resident memory now and at its peak, in MB, of a process (Linux /proc). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU seconds (user + system) a process has used so far; with `children`, also its ended children's. */
export function cpuOf(pid: number, children = false): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const own = Number(fields[11]) + Number(fields[12]);
  return (children ? own + Number(fields[13]) + Number(fields[14]) : own) / TICKS;
}

/**
 * CPU seconds used so far by every PostgreSQL server process on this machine. A session's process that ends (a pool
 * closing an idle connection) leaves the sum of the living ones: the server's main process counts it among its
 * ended children, so the sum only grows.
 */
export function postgresCpu(): number {
  const pids = execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  return pids.reduce((sum, pid) => { try { return sum + cpuOf(pid, true); } catch { return sum; } }, 0);
}
