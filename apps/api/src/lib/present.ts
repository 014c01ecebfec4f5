/**
 * A value the code knows is there — a row it has just written or locked, a key it has just put in a map — checked
 * rather than asserted: if that ever stops being true, the request fails here, naming what was missing, instead of
 * with a TypeError further on or a wrong figure in a document.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}

/** A map's value for a key the code has put there (not null), checked as `present` checks. */
export function entry<K, V>(map: ReadonlyMap<K, V>, key: K): NonNullable<V> {
  const value = map.get(key);
  if (value === undefined || value === null) throw new Error(`no entry for ${String(key)}`);
  return value;
}

/** A map's value for a key, put there first by `make` when the key is new. */
export function entryOr<K, V>(map: Map<K, V>, key: K, make: () => NoInfer<V>): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}
