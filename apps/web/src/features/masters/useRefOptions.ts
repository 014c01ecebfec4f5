import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { FieldSpec } from './config';

export type Options = Map<string, { value: number; label: string }[]>;

/** Loads the option lists of every reference field of a master in one query. */
export function useRefOptions(fields: FieldSpec[]): Options {
  const refs = fields.filter((f) => f.kind === 'ref' && f.ref);
  const query = refs.length
    ? `query MasterRefs { ${refs.map((f, i) => `r${i}: ${f.ref!.query} { ${f.ref!.value} ${f.ref!.label} ${f.ref!.code ?? ''} }`).join(' ')} }`
    : 'query NoRefs { __typename }';
  const [{ data }] = useQuery({ query, pause: !refs.length });
  return useMemo(() => {
    const out: Options = new Map();
    refs.forEach((f, i) => {
      const rows = (data?.[`r${i}`] ?? []) as Record<string, unknown>[];
      out.set(f.field, rows.map((r) => ({
        value: Number(r[f.ref!.value]),
        label: f.ref!.code ? `${r[f.ref!.code]} — ${r[f.ref!.label]}` : String(r[f.ref!.label]),
      })));
    });
    return out;
  }, [data]); // eslint-disable-line react-hooks/exhaustive-deps
}
