import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { limitRules, type LimitRules, type WithoutRedis } from '../lib/rate-limits.js';
import { pdfSigningConfig, type PdfSigningConfig } from '../lib/pdf-signing.js';
import { repoRoot } from '../paths.js';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  pgliteDir: string;
  dataDir: string;
  jwtSecret: Uint8Array;
  /** Signs the audit trail's hashes (lib/audit-signing.ts); never stored in the database. */
  auditKey: Uint8Array;
  auditHeadFile: string | null;
  production: boolean;
  webDist: string;
  smtpUrl?: string;
  mailFrom: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  inactivityLockSeconds: number;
  /** Other origins allowed to call the API from a browser (CORS_ORIGINS, comma-separated); none by default. */
  corsOrigins: string[];
  /** Shared rate-limit counts for several server processes (REDIS_URL); in-process when unset. */
  redisUrl?: string;
  rateLimits: LimitRules;
  /** While Redis is away: count the limits per process (default) or refuse limited requests (RATE_LIMITS_WITHOUT_REDIS=refuse). */
  limitsWithoutRedis: WithoutRedis;
  /** Where users reach the application (PUBLIC_URL): verification links printed on archived documents. */
  publicUrl: string;
  /** Bearer token for /metrics (METRICS_TOKEN); without one, /metrics answers only local calls outside production. */
  metricsToken?: string;
  /** How often an idle worker looks for queued jobs (JOB_POLL_SECONDS, default 1). */
  jobPollSeconds: number;
  /** The first retry of a notice that could not be sent (NOTICE_RETRY_SECONDS, default 30; doubling after). */
  noticeRetrySeconds: number;
  /** When the deadline reminders go out (DEADLINE_CRON, default 06:00 daily) in DEADLINE_TZ (default Africa/Kampala). */
  deadlineCron: string;
  deadlineTz: string;
  /**
   * Whose X-Forwarded-For to believe (TRUST_PROXY): a number of proxy hops in front (1 = one reverse proxy), or
   * a comma-separated list of proxy addresses/CIDRs; false (unset) believes only the connection.
   */
  trustProxy: false | number | string[];
  /** The certificate archived PDFs are signed with (PDF_SIGNING_P12 / PDF_SIGNING_PASSPHRASE, else a trial one). */
  pdfSigning: PdfSigningConfig;
}

/** A per-installation secret kept beside the data (unless given in `envName`), so a restart keeps it. */
function loadSecret(dataDir: string, envName: string, fileName: string): Uint8Array {
  if (process.env[envName]) return new TextEncoder().encode(process.env[envName]);
  const file = resolve(dataDir, fileName);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** TRUST_PROXY: unset or 0 → false; a whole number → that many hops; otherwise proxy addresses or CIDRs. */
export function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  const v = value?.trim() ?? '';
  if (!v || v === '0' || v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((a) => a.trim()).filter(Boolean);
}

/** RATE_LIMITS_WITHOUT_REDIS: `per-process` (unset) or `refuse`; anything else stops the server at start. */
export function withoutRedisOf(value: string | undefined): WithoutRedis {
  const v = value?.trim() || 'per-process';
  if (v !== 'per-process' && v !== 'refuse') throw new Error(`RATE_LIMITS_WITHOUT_REDIS: per-process or refuse, not "${v}"`);
  return v;
}

/** The data directory of this installation (PBS_DATA_DIR, default .data/ in the repository). */
export const dataDirOf = () => process.env.PBS_DATA_DIR ?? resolve(repoRoot, '.data');

/** Whether an audit key exists already (loadConfig would make a new one, which signs nothing old). */
export const auditKeyKnown = (dataDir = dataDirOf()) => !!process.env.AUDIT_KEY || existsSync(resolve(dataDir, 'audit-key'));

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? dataDirOf();
  return {
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '127.0.0.1',
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteDir: resolve(dataDir, 'pglite'),
    dataDir,
    jwtSecret: overrides.jwtSecret ?? loadSecret(dataDir, 'JWT_SECRET', 'jwt-secret'),
    auditKey: overrides.auditKey ?? loadSecret(dataDir, 'AUDIT_KEY', 'audit-key'),
    auditHeadFile: resolve(dataDir, 'audit-head.json'),
    pdfSigning: overrides.pdfSigning ?? pdfSigningConfig(dataDir),
    production: process.env.NODE_ENV === 'production',
    webDist: resolve(repoRoot, 'apps/web/dist'),
    smtpUrl: process.env.SMTP_URL || undefined,
    mailFrom: process.env.MAIL_FROM ?? 'PBS <no-reply@pbs.local>',
    accessTokenSeconds: 15 * 60,
    refreshTokenSeconds: 12 * 60 * 60,
    inactivityLockSeconds: 15 * 60,
    redisUrl: process.env.REDIS_URL || undefined,
    rateLimits: limitRules(process.env.RATE_LIMITS),
    limitsWithoutRedis: withoutRedisOf(process.env.RATE_LIMITS_WITHOUT_REDIS),
    publicUrl: (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, ''),
    metricsToken: process.env.METRICS_TOKEN || undefined,
    trustProxy: trustProxyOf(process.env.TRUST_PROXY),
    jobPollSeconds: Number(process.env.JOB_POLL_SECONDS ?? 1),
    deadlineCron: process.env.DEADLINE_CRON ?? '0 6 * * *',
    deadlineTz: process.env.DEADLINE_TZ ?? 'Africa/Kampala',
    noticeRetrySeconds: Number(process.env.NOTICE_RETRY_SECONDS ?? 30),
    corsOrigins: (process.env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    ...overrides,
  };
}
