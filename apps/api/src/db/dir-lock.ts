import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

function alive(pid: number): boolean {
  try { process.kill(pid, 0); return true; } catch (e) { return (e as NodeJS.ErrnoException).code === 'EPERM'; }
}

/**
 * PGlite is single-process: a second process on the same directory would corrupt it.
 * A pid file taken with O_EXCL refuses the second opener; a stale file of a dead pid is taken over.
 */
export function acquireDirLock(dir: string): () => void {
  const file = resolve(dirname(dir), `${dir.split('/').pop()}.lock`);
  mkdirSync(dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => { try { unlinkSync(file); } catch { /* already gone */ } };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && alive(pid)) {
        throw new Error(`The database directory ${dir} is in use by process ${pid}`);
      }
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
