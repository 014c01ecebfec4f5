/**
 * Something built once per database (or transaction) object and reused: prepared statements for the queries
 * every request runs, where building the SQL in drizzle cost more CPU than the database spent running it
 * (docs/PERFORMANCE.md).
 */
export function perDatabase<D extends object, T>(build: (db: D) => T): (db: D) => T {
  const built = new WeakMap<D, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) built.set(db, (value = build(db)));
    return value;
  };
}
