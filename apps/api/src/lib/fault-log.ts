import { databaseFault, faultCause, type DatabaseFault } from '../db/faults.js';

/** What a fault is logged to (pino's logger, Fastify's). */
export interface WarnLog { warn(details: object, message: string): void }

/** How often the same fault is logged while it lasts: an outage under load would otherwise log every request. */
const EVERY_MS = 10_000;
const lastLogged = new Map<DatabaseFault, number>();
const met = new Map<DatabaseFault, number>();

/**
 * Logs a database fault met by a request at most once per kind every ten seconds, with its cause in one line and how
 * many requests met it since the last line — never the statement or its parameters.
 */
export function noteFault(log: WarnLog, err: unknown, where: string): boolean {
  const fault = databaseFault(err);
  if (!fault) return false;
  const now = Date.now();
  const last = lastLogged.get(fault) ?? 0;
  met.set(fault, (met.get(fault) ?? 0) + 1);
  if (now - last >= EVERY_MS) {
    lastLogged.set(fault, now);
    log.warn({ service: 'database', fault, where, cause: faultCause(err), requests: met.get(fault) }, fault === 'unreachable' ? 'database unreachable' : 'storage full');
    met.set(fault, 0);
  }
  return true;
}
