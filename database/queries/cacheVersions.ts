import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { prepared } from '../prepared';
import { cacheVersions } from '../schema';

const readQuery = (n: number) => (db: Db) =>
  db
    .select({ key: cacheVersions.key, version: cacheVersions.version })
    .from(cacheVersions)
    .where(
      inArray(
        cacheVersions.key,
        Array.from({ length: n }, (_, i) => sql.placeholder(`k${i}`)),
      ),
    )
    .prepare(`cache_versions_${n}`);

/**
 * Stamps by key ("store:12:actors", "all"…); a key never bumped reads as 0.
 * Not scoped by store: the key names the store. Runs on every request on
 * PostgreSQL without Redis, so it is prepared.
 */
export async function readCacheVersions(db: Db, keys: string[]): Promise<Map<string, number>> {
  const rows = await prepared(db, `cache_versions_${keys.length}`, readQuery(keys.length)).execute(
    Object.fromEntries(keys.map((k, i) => [`k${i}`, k])),
  );
  return new Map(rows.map((r) => [r.key, Number(r.version)]));
}

export async function bumpCacheVersions(db: Db, keys: string[]) {
  if (!keys.length) return;
  await db
    .insert(cacheVersions)
    .values(keys.map((key) => ({ key, version: 1 })))
    .onConflictDoUpdate({
      target: cacheVersions.key,
      set: { version: sql`${cacheVersions.version} + 1` },
    });
}
