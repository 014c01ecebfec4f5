import { z } from 'zod';

const utcMidnight = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** A calendar date written YYYY-MM-DD that exists (no 30 February). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'HINT.DATE')
  .refine((d) => !Number.isNaN(utcMidnight(d)) && new Date(utcMidnight(d)).toISOString().startsWith(d), 'HINT.REAL_DATE');

/** Today's date (UTC), YYYY-MM-DD, as PostgreSQL's current_date on a UTC server. */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((utcMidnight(to) - utcMidnight(from)) / 86_400_000);

/** The calendar day, YYYY-MM-DD, an instant falls on in a time zone (the ministry's, for what was handed in when). */
export const dayIn = (timeZone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
