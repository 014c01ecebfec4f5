import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './access.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A signed-in session; its refresh tokens form one rotation family. */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  ipAddress: text('ip_address'),
  expiresAt: ts('expires_at').notNull(),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  lockedAt: ts('locked_at'),
  revokedAt: ts('revoked_at'),
  /** Why it was revoked (SESSION_ENDS), told to a holder of its token. */
  endReason: text('end_reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

/** Opaque refresh tokens, stored hashed; reuse of a spent one revokes its session. */
export const refreshTokens = pgTable('refresh_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  sessionId: uuid('session_id').notNull().references(() => sessions.id),
  tokenHash: text('token_hash').notNull().unique(),
  usedAt: ts('used_at'),
  revokedAt: ts('revoked_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [index('refresh_tokens_session_idx').on(t.sessionId), index('refresh_tokens_user_idx').on(t.userId)]);

/** One-time codes: one pending per login ticket; the code itself is stored hashed. */
export const otpCodes = pgTable('otp_codes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [index('otp_codes_user_idx').on(t.userId)]);

/** Messages the default SMS and mail providers deliver into; administrators and tests read it. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [index('outbox_recipient_idx').on(t.recipient)]);

export const loginRecords = pgTable('login_records', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').references(() => users.id),
  userName: text('user_name').notNull(),
  /** The connection's address, or the client's as told by a configured proxy (TRUST_PROXY). */
  ipAddress: text('ip_address'),
  /** The address the client said it has (login's ipAddress argument): kept as said, never trusted. */
  reportedIp: text('reported_ip'),
  loginStatus: boolean('login_status').notNull(),
  loginMessage: text('login_message'),
  createdAt: ts('created_at').notNull().defaultNow(),
  createdBy: integer('created_by'),
}, (t) => [
  index('login_records_created_status_idx').on(t.createdAt, t.loginStatus),
  index('login_records_failed_idx').on(sql`lower(${t.userName})`, t.createdAt).where(sql`not ${t.loginStatus}`),
]);

/**
 * Sign-in attempts per user name, counted in one statement so that a burst cannot get past the limit:
 * `pending` holds attempts being checked (they expire after a minute if a process dies), `failures` the
 * wrong passwords of the last 15 minutes; the fifth failure sets `locked_until`.
 */
export const signInGuards = pgTable('sign_in_guards', {
  userKey: text('user_key').primaryKey(),
  pending: ts('pending').array().notNull().default(sql`'{}'`),
  failures: ts('failures').array().notNull().default(sql`'{}'`),
  lockedUntil: ts('locked_until'),
});

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  category: text('category').notNull(),
  icon: text('icon'),
  title: text('title').notNull(),
  description: text('description'),
  /** The screen where the notice is acted on (the app opens it from the notice). */
  path: text('path'),
  /** The task a notice asks someone to do ('submission:12'): once it is done, the notice no longer waits. */
  task: text('task'),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [index('notifications_user_idx').on(t.userId, t.isRead), index('notifications_task_idx').on(t.task)]);
