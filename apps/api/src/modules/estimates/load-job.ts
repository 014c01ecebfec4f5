import { LOAD_LIMITS } from '@pbs/domain';
import type { Said } from '../../lib/errors.js';

/** Loads are checked and written by a durable job (lib/jobs.ts): a person may leave the screen and come back. */
export const LOAD_QUEUE = 'estimate-loads';
export interface LoadJob { loadId: string; step: 'check' | 'write' }

/** A refusal's problems as kept: every one up to problemsKept (the answer shows the first badRowsShown; the list downloads whole). */
export const problemsOf = (rows: { row: number; said: Said }[], count = rows.length) => ({ count, rows: rows.slice(0, LOAD_LIMITS.problemsKept) });
