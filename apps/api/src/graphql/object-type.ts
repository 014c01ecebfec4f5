import { builder } from './builder.js';

export type Scalar = 'Int' | 'String' | 'Boolean' | 'Float' | 'DateTime';
/** GraphQL field name → [row property, type, nullable]. */
export type FieldMap = Record<string, [string, Scalar, boolean?]>;
export type Row = Record<string, unknown>;

export const AUDIT_FIELDS: FieldMap = {
  Created_By: ['createdBy', 'Int', true],
  Created_Date: ['createdAt', 'DateTime'],
  Modified_By: ['modifiedBy', 'Int', true],
  Modified_Date: ['modifiedAt', 'DateTime', true],
};

const makeCount = (name: string, field: string) =>
  builder.objectRef<{ n: number }>(name).implement({ fields: (t) => ({ [field]: t.int({ resolve: (r) => r.n }) }) });
const countRefs = new Map<string, ReturnType<typeof makeCount>>();

/** Count objects as SPEC.md shapes them: { Count } or { CgVote_Count } / { LgVote_Count }. */
export function countType(field: string) {
  const name = field === 'Count' ? 'CountResult' : `${field}Result`;
  const ref = countRefs.get(name) ?? makeCount(name, field);
  countRefs.set(name, ref);
  return ref;
}

/** Adds the object type of a field map; shared by masters and special queries. */
export function objectType(name: string, fields: FieldMap) {
  return builder.objectRef<Row>(name).implement({
    fields: (t) => Object.fromEntries(Object.entries(fields).map(([gql, [prop, type, nullable]]) => [
      gql, t.field({ type, nullable: !!nullable, resolve: (r: Row) => r[prop] as never }),
    ])) as never,
  });
}
