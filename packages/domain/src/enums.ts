/** Process areas a budget stage, a user type and a menu can belong to. */
export const PROCESS_AREAS = ['CG', 'LG', 'SEPC'] as const;
export type ProcessArea = (typeof PROCESS_AREAS)[number];

export const VOTE_KINDS = ['CG', 'LG'] as const;
export type VoteKind = (typeof VOTE_KINDS)[number];

export const LOG_TYPES = ['Warning', 'Error', 'Verbose', 'Log', 'Debug'] as const;
export type LogType = (typeof LOG_TYPES)[number];

export const AUDIT_TYPES = ['create', 'update', 'remove'] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];

export const REPORT_TYPES = ['CG', 'CG BOT', 'LG', 'LG BOT'] as const;

/** What a report is submitted for, spelt as SPEC.md spells it at the API and in the database. */
export const REPORT_CATEGORIES = ['VOTE', 'PROGRAMME', 'Parastatal', 'Vote'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];
export const isReportCategory = (s: string): s is ReportCategory => (REPORT_CATEGORIES as readonly string[]).includes(s);

/**
 * The same, as the code says it: SPEC.md tells a central-government vote ('VOTE') from a local government
 * ('Vote') by letter case alone, which no reader should have to notice.
 */
export type EntityKind = 'cgVote' | 'lgVote' | 'programme' | 'parastatal';
const KIND_OF_CATEGORY: Record<ReportCategory, EntityKind> = { VOTE: 'cgVote', Vote: 'lgVote', PROGRAMME: 'programme', Parastatal: 'parastatal' };
export const entityKindOf = (category: ReportCategory): EntityKind => KIND_OF_CATEGORY[category];
/** A vote of either government, whose submissions carry a vote id. */
export const isVoteKind = (kind: EntityKind) => kind === 'cgVote' || kind === 'lgVote';

export const LANGUAGES = ['en', 'de', 'es', 'fr', 'ja', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language named in itself, as a language picker offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', es: 'Español', fr: 'Français', ja: '日本語', zh: '中文' };

/** Top selector of the log and audit widgets (SPEC.md section 9). */
export const TOP_CHOICES = [1000, 5000, 10000, 50000, 100000] as const;

export const PAGE_SIZE = 50;
export const INACTIVITY_LOCK_MS = 900_000;

/** How workflow notices reach a user besides the app (users.notify_by). */
export const NOTIFY_CHANNELS = ['app', 'mail', 'sms'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** Where an overdue submission is escalated: nowhere, the next level's approvers, or the report's last level (the ministry). */
export const DEADLINE_ESCALATIONS = ['none', 'next_level', 'ministry'] as const;
export type DeadlineEscalation = (typeof DEADLINE_ESCALATIONS)[number];
