import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { FieldSpec } from './config';

export type Options = Map<string, { value: number; label: string }[]>;

/** Loads the option lists of every reference field of a master in one query. */
export function useRefOptions(fields: FieldSpec[]): Options {
  const refs = useMemo(() => fields.flatMap((f) => (f.kind === 'ref' && f.ref ? [{ field: f.field, ref: f.ref }] : [])), [fields]);
  const query = refs.length
    ? `query MasterRefs { ${refs.map(({ ref }, i) => `r${i}: ${ref.query} { ${ref.value} ${ref.label} ${ref.code ?? ''} }`).join(' ')} }`
    : 'query NoRefs { __typename }';
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
