import type { Db } from './client';

/**
 * Hot queries built once per database: drizzle then skips rebuilding the SQL
 * on every call, and node-postgres prepares a named statement once per
 * connection. Transactions are other objects and get their own.
 */
const built = new WeakMap<object, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = built.get(db);
  if (!byName) built.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, build(db));
  return byName.get(name) as T;
}
