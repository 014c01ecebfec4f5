import type { DiffCell as Cell, UploadDiff } from '@pbs/domain';
import type { Replaces } from './kinds/handler.js';
import type { ParsedRow } from './validate-rows.js';

const SHOWN = 20;
// eslint-disable-next-line @typescript-eslint/no-base-to-string -- a sheet's cells are text or numbers
const norm = (v: unknown) => String(v ?? '').trim().toUpperCase();
const same = (a: unknown, b: unknown) => {
  const [x, y] = [Number(a), Number(b)];
  const numeric = a !== null && a !== '' && b !== null && b !== '' && Number.isFinite(x) && Number.isFinite(y);
  return numeric ? Math.abs(x - y) < 0.005 : norm(a) === norm(b);
};

/**
 * Compares the stored rows (cells in template order, as the template gives them) with the file's rows: stored
 * rows in the file's scope that no file row matches are removed, matched rows are changed or unchanged, the
 * rest of the file is added. A kind that replaces nothing only adds.
 */
export function diffRows(headers: string[], stored: Cell[][], file: ParsedRow[], replaces: Replaces | null): UploadDiff {
  const at = (h: string) => headers.indexOf(h);
  const storedValue = (r: Cell[], h: string) => r[at(h)];
  const fileCells = (r: ParsedRow): Cell[] => headers.map((h) => (r.v[h] ?? null));
  const diff: UploadDiff = { added: 0, changed: 0, removed: 0, unchanged: 0, addedRows: [], removedRows: [], changedRows: [] };
  if (!replaces) {
    diff.added = file.length;
    diff.addedRows = file.slice(0, SHOWN).map(fileCells);
    return diff;
  }
  const keyOf = (get: (h: string) => unknown) => replaces.key.map((h) => norm(get(h))).join('|');
  const scopeOf = (get: (h: string) => unknown) => replaces.scope.map((h) => norm(get(h))).join('|');
  const scopes = new Set(file.map((r) => scopeOf((h) => r.v[h])));
  const replaced = new Map(stored.filter((r) => scopes.has(scopeOf((h) => storedValue(r, h)))).map((r) => [keyOf((h) => storedValue(r, h)), r]));
  for (const r of file) {
    const key = keyOf((h) => r.v[h]);
    const old = replaced.get(key);
    replaced.delete(key);
    if (!old) {
      diff.added++;
      if (diff.addedRows.length < SHOWN) diff.addedRows.push(fileCells(r));
      continue;
    }
    const changes = headers.flatMap((h) => (same(storedValue(old, h), r.v[h]) ? [] : [{ column: h, from: storedValue(old, h) ?? null, to: (r.v[h] ?? null) }]));
    if (!changes.length) { diff.unchanged++; continue; }
    diff.changed++;
    if (diff.changedRows.length < SHOWN) diff.changedRows.push({ row: r.row, key: replaces.key.map((h) => String(r.v[h] ?? '')).filter(Boolean).join(' · '), changes });
  }
  diff.removed = replaced.size;
  diff.removedRows = [...replaced.values()].slice(0, SHOWN);
  return diff;
}
