import { z } from 'zod';
import { SERVER_TEXT, type Said, type ServerMessageKey } from '@pbs/domain';
import { badInput } from './errors.js';
import { present } from './present.js';

/**
 * A value checked against its schema, or a refusal naming the first field at fault, said in the request's language
 * (FIELD_TEXT). A schema's own message is a key: a HINT (what the value should look like) or a FIELD text.
 */
export function valid<T>(schema: z.ZodType<T>, input: unknown, field?: string): T {
  const r = schema.safeParse(input, { reportInput: true });
  if (r.success) return r.data;
  const issue = present(r.error.issues[0], "a failed check's first issue");
  const name = [field, ...issue.path.map(String)].filter(Boolean).join('.') || 'Input';
  throw badInput(fieldSaid(issue, name), { field: field ?? issue.path[0] });
}

function fieldSaid(issue: z.core.$ZodIssue, field: string): Said {
  const said = (key: ServerMessageKey, more: Said['params'] = {}): Said => ({ key, params: { field, ...more } });
  if (issue.message in SERVER_TEXT.en) {
    const key = issue.message as ServerMessageKey;
    return key.startsWith('HINT.') ? said('FIELD.HINT', { hint: { key } }) : said(key);
  }
  switch (issue.code) {
    case 'invalid_type':
      // With reportInput the issue carries the input unless there was none.
      return !('input' in issue) ? said('FIELD.REQUIRED') : issue.expected === 'int' ? said('FIELD.WHOLE') : said('FIELD.INVALID');
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') return n <= 1 ? said('FIELD.EMPTY') : said('FIELD.MIN_CHARS', { n });
      if (issue.origin === 'array' || issue.origin === 'set') return said('FIELD.MIN_ITEMS', { n });
      return said(issue.inclusive ? 'FIELD.MIN' : 'FIELD.MORE_THAN', { n });
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return said('FIELD.MAX_CHARS', { n });
      if (issue.origin === 'array' || issue.origin === 'set') return said('FIELD.MAX_ITEMS', { n });
      return said(issue.inclusive ? 'FIELD.MAX' : 'FIELD.LESS_THAN', { n });
    }
    case 'invalid_value':
      return said('FIELD.ONE_OF', { options: issue.values.map(String).join(', ') });
    case 'invalid_format':
      return issue.format === 'email' ? said('FIELD.HINT', { hint: { key: 'HINT.EMAIL' } }) : said('FIELD.INVALID');
    default:
      return said('FIELD.INVALID');
  }
}

/** A reference to a record that does not exist or is switched off. */
export const unknownRef = (field: string) => badInput({ key: 'FIELD.UNKNOWN', params: { field } }, { field });

/** A number outside its bounds. */
export const outOfRange = (field: string, min: number, max: number) => badInput({ key: 'FIELD.RANGE', params: { field, min, max } }, { field });

/**
 * An id as a path or a query string writes it: digits only — no sign, leading zero, hex, exponent or space — and at
 * most 2³¹−1, so `0x1`, `1e0` and `01` are not another spelling of record 1.
 */
export const idText = z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).pipe(z.number().max(2 ** 31 - 1));

/** The id written in a path segment, or null when it is not written as one (idText). */
export function idOf(text: string): number | null {
  const r = idText.safeParse(text);
  return r.success ? r.data : null;
}
