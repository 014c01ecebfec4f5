import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authorship, status } from './common.js';
import { parastatals, programmes, votes } from './organisation.js';

/** Ministry, CG Vote, LG Vote, SEPC. `isMinistry` users see every vote's data. */
export const userTypes = pgTable('user_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  processArea: text('process_area'),
  isMinistry: boolean('is_ministry').notNull().default(false),
  ...status,
  ...authorship,
}, (t) => [uniqueIndex('user_types_name_uq').on(t.name)]);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  userTypeId: integer('user_type_id').notNull().references(() => userTypes.id),
  generatePermission: boolean('generate_permission').notNull().default(false),
  approvePermission: boolean('approve_permission').notNull().default(false),
  /** May fold approved submissions into the consolidated national (or LG-wide) document. */
  consolidatePermission: boolean('consolidate_permission').notNull().default(false),
  isOtp: boolean('is_otp').notNull().default(false),
  ...status,
  ...authorship,
}, (t) => [
  uniqueIndex('roles_title_uq').on(t.userTypeId, t.title),
  // One role per title whatever the letters' case: two concurrent creates cannot both pass the master's check.
  uniqueIndex('roles_title_ci_uq').on(sql`lower(${t.title})`),
]);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  userName: text('user_name').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  mobileNumber: text('mobile_number'),
  occupation: text('occupation'),
  passwordHash: text('password_hash').notNull(),
  /** A reset issues a temporary password beside the current one, so a stranger's reset locks nobody out. */
  tempPasswordHash: text('temp_password_hash'),
  tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true, mode: 'date' }),
  isLocked: boolean('is_locked').notNull().default(false),
  isTempPassword: boolean('is_temp_password').notNull().default(false),
  multiLogin: boolean('multi_login').notNull().default(false),
  /** How workflow notices reach the user besides the app: 'app' only, 'mail' or 'sms' (NOTIFY_CHANNELS). */
  notifyBy: text('notify_by').notNull().default('app'),
  /** The language the user last chose on the screens; their notices are written in it. */
  language: text('language').notNull().default('en'),
  userTypeId: integer('user_type_id').notNull().references(() => userTypes.id),
  roleId: integer('role_id').references(() => roles.id),
  voteId: integer('vote_id').references(() => votes.id),
  sepcId: integer('sepc_id').references(() => parastatals.id),
  /** Bumped on logout and password change so that older access tokens stop working. */
  tokenVersion: integer('token_version').notNull().default(0),
  ...status,
  ...authorship,
}, (t) => [
  uniqueIndex('users_user_name_uq').on(sql`lower(${t.userName})`),
  uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
  index('users_vote_idx').on(t.voteId),
  index('users_role_idx').on(t.roleId),
  check('users_user_name_len_ck', sql`char_length(${t.userName}) between 3 and 50`),
  check('users_notify_by_ck', sql`${t.notifyBy} in ('app', 'mail', 'sms')`),
  check('users_language_ck', sql`${t.language} in ('en', 'de', 'es', 'fr', 'ja', 'zh')`),
]);

/** Programmes a user may report on, per report type (userAssignedReportProgrammesByReportType). */
export const userProgrammes = pgTable('user_programmes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  programmeId: integer('programme_id').notNull().references(() => programmes.id),
  reportType: text('report_type').notNull(),
  ...authorship,
}, (t) => [uniqueIndex('user_programmes_uq').on(t.userId, t.programmeId, t.reportType)]);

export const mainMenus = pgTable('main_menus', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon'),
  level: integer('level').notNull().default(1),
  /** Which header entry (Admin, Masters, Reports, Budget) opens this menu's drawer. */
  section: text('section').notNull(),
  processArea: text('process_area'),
  processAreaCategory: text('process_area_category'),
  ...status,
  ...authorship,
}, (t) => [
  uniqueIndex('main_menus_name_uq').on(t.name),
  check('main_menus_section_ck', sql`${t.section} in ('admin','masters','reports','budget')`),
]);

export const subMenus = pgTable('sub_menus', {
  id: serial('id').primaryKey(),
  mainMenuId: integer('main_menu_id').notNull().references(() => mainMenus.id),
  name: text('name').notNull(),
  path: text('path').notNull(),
  level: integer('level').notNull().default(1),
  ...status,
  ...authorship,
}, (t) => [
  uniqueIndex('sub_menus_path_uq').on(t.mainMenuId, t.path),
  index('sub_menus_main_idx').on(t.mainMenuId),
  check('sub_menus_path_ck', sql`${t.path} ~ '^/[a-z0-9/-]+$'`),
]);

export const roleMenus = pgTable('role_menus', {
  id: serial('id').primaryKey(),
  roleId: integer('role_id').notNull().references(() => roles.id),
  subMenuId: integer('sub_menu_id').notNull().references(() => subMenus.id),
  ...authorship,
}, (t) => [uniqueIndex('role_menus_uq').on(t.roleId, t.subMenuId), index('role_menus_sub_idx').on(t.subMenuId)]);

/** A user's electronic signature image (PNG or JPEG), printed beside their approvals on archived documents. */
export const userSignatures = pgTable('user_signatures', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  mime: text('mime').notNull(),
  filePath: text('file_path').notNull(),
  sha256: text('sha256').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  ...authorship,
}, (t) => [uniqueIndex('user_signatures_user_uq').on(t.userId)]);
