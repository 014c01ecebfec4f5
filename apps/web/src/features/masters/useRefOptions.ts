import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { FieldSpec } from './config';
import { refDocument } from './documents';

export type Options = Map<string, { value: number; label: string }[]>;

/** Loads the option lists of every reference field of a master in one query. */
export function useRefOptions(fields: FieldSpec[]): Options {
  const { refs, query } = useMemo(() => refDocument(fields), [fields]);
  const [{ data }] = useQuery<Record<string, Record<string, string | number>[] | undefined>>({ query, pause: !refs.length });
  return useMemo(() => {
    const out: Options = new Map();
    refs.forEach(({ field, ref }, i) => {
      out.set(field, (data?.[`r${i}`] ?? []).map((r) => ({
        value: Number(r[ref.value]),
        label: ref.code ? `${r[ref.code]} — ${r[ref.label]}` : String(r[ref.label]),
      })));
    });
    return out;
  }, [data, refs]);
}
