import { z } from 'zod';
import { badInput } from '../../lib/errors.js';

const DAY = 86_400_000;
const date = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, 'a date YYYY-MM-DD').max(30);

/** The Top selector's largest choice bounds every list and chart (SPEC.md section 9). */
export const MAX_LIMIT = 100_000;
export const MAX_OFFSET = 10_000_000;

export interface Range { start: Date; end: Date }

/** StartDate..EndDate inclusive of the end day; both required and the end not before the start. */
export function parseRange(startDate: string | null | undefined, endDate: string | null | undefined): Range {
  if (!startDate || !endDate) throw badInput('StartDate and EndDate: both are required');
  const s = date.safeParse(startDate);
  const e = date.safeParse(endDate);
  if (!s.success || !e.success) throw badInput('StartDate, EndDate: dates written YYYY-MM-DD');
  const start = new Date(s.data.slice(0, 10));
  const endDay = new Date(e.data.slice(0, 10));
  if (Number.isNaN(start.getTime()) || Number.isNaN(endDay.getTime())) throw badInput('StartDate, EndDate: not real dates');
  if (endDay < start) throw badInput('EndDate: must not be before StartDate');
  return { start, end: new Date(endDay.getTime() + DAY) };
}

/** An optional range: none when neither date is given, otherwise the same rules as parseRange. */
export function optionalRange(startDate?: string | null, endDate?: string | null): Range | null {
  return !startDate && !endDate ? null : parseRange(startDate, endDate);
}

export function page(offset?: number | null, limit?: number | null, defaultLimit = 50) {
  const o = offset ?? 0;
  const l = limit ?? defaultLimit;
  if (!Number.isInteger(o) || o < 0 || o > MAX_OFFSET) throw badInput(`Offset: 0 to ${MAX_OFFSET}`);
  if (!Number.isInteger(l) || l < 1 || l > MAX_LIMIT) throw badInput(`Limit: 1 to ${MAX_LIMIT}`);
  return { offset: o, limit: l };
}
