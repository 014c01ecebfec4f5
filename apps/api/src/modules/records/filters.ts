import { z } from 'zod';
import { badInput } from '../../lib/errors.js';
import { outOfRange, valid } from '../../lib/valid.js';

const DAY = 86_400_000;
const date = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, 'HINT.DATE').max(30);

/** The Top selector's largest choice bounds every list and chart (SPEC.md section 9). */
export const MAX_LIMIT = 100_000;
export const MAX_OFFSET = 10_000_000;

export interface Range { start: Date; end: Date }

/** StartDate..EndDate inclusive of the end day; both required and the end not before the start. */
export function parseRange(startDate: string | null | undefined, endDate: string | null | undefined): Range {
  const start = new Date(valid(date, startDate, 'StartDate').slice(0, 10));
  const endDay = new Date(valid(date, endDate, 'EndDate').slice(0, 10));
  for (const [field, day] of [['StartDate', start], ['EndDate', endDay]] as const) {
    if (Number.isNaN(day.getTime())) throw badInput({ key: 'FIELD.HINT', params: { field, hint: { key: 'HINT.REAL_DATE' } } });
  }
  if (endDay < start) throw badInput({ key: 'FIELD.NOT_BEFORE', params: { field: 'EndDate', other: 'StartDate' } });
  return { start, end: new Date(endDay.getTime() + DAY) };
}

/** An optional range: none when neither date is given, otherwise the same rules as parseRange. */
export function optionalRange(startDate?: string | null, endDate?: string | null): Range | null {
  return !startDate && !endDate ? null : parseRange(startDate, endDate);
}

export function page(offset?: number | null, limit?: number | null, defaultLimit = 50) {
  const o = offset ?? 0;
  const l = limit ?? defaultLimit;
  if (!Number.isInteger(o) || o < 0 || o > MAX_OFFSET) throw outOfRange('Offset', 0, MAX_OFFSET);
  if (!Number.isInteger(l) || l < 1 || l > MAX_LIMIT) throw outOfRange('Limit', 1, MAX_LIMIT);
  return { offset: o, limit: l };
}
