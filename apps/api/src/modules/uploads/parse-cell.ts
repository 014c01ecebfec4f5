import { UploadError, UPLOAD_LIMITS, type RowError, type UploadColumn } from '@pbs/domain';
import type { Raw } from '../../lib/read-sheet.js';

export type Parsed = string | number | null;
const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * One cell against its column's type. Numbers may be typed as numbers or as plain digits in a text cell;
 * anything else in a number column ('12abc', '1,2', 'one') is refused rather than guessed at.
 */
export function parseCell(raw: Raw, col: UploadColumn, row: number): { value: Parsed; error?: RowError } {
  const err = (code: RowError['code'], params?: RowError['params']) => ({ value: null, error: { row, column: col.header, code, params } });
  const text = raw === null ? '' : String(raw).trim();
  if (text === '') return col.required ? err(UploadError.REQUIRED) : { value: col.type === 'amount' && !col.none ? 0 : null };
  switch (col.type) {
    case 'amount':
    case 'int': {
      const n = typeof raw === 'number' ? raw : NUMERIC.test(text) ? Number(text) : NaN;
      if (!Number.isFinite(n)) return err(UploadError.NOT_A_NUMBER, { value: text.slice(0, 40) });
      if (n < 0 && !col.signed) return err(UploadError.NEGATIVE, { value: n });
      if (col.type === 'int') {
        if (!Number.isInteger(n) || n < 1 || n > (col.max ?? 1e9)) return err(UploadError.NOT_INTEGER, { value: n, max: col.max ?? 1e9 });
        return { value: n };
      }
      if (Math.abs(n) > UPLOAD_LIMITS.maxAmount) return err(UploadError.TOO_LARGE, { value: n });
      return { value: Math.round(n * 100) / 100 };
    }
    case 'choice': {
      const hit = col.choices?.find((c) => c.toLowerCase() === text.toLowerCase());
      return hit ? { value: hit } : err(UploadError.NOT_ALLOWED, { value: text.slice(0, 40), allowed: (col.choices ?? []).join(', ') });
    }
    case 'text':
    case 'code':
      if (text.length > (col.max ?? UPLOAD_LIMITS.textLength)) return err(UploadError.TOO_LONG, { max: col.max ?? UPLOAD_LIMITS.textLength });
      return { value: text };
  }
}
