import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { isSingleProcess } from '../client';
import { prepared } from '../prepared';
import { sessions } from '../schema';
import { Lru } from '../../common/lru';
import { clock } from '../../common/clock';

/**
 * On PGlite (one process owns the database) every session write goes through
 * this module, so the rows can be kept in memory too and a request reads its
 * session without SQL. Kept as JSON text: each read hands out its own copy.
 */
interface Cached {
  json: string;
  expiresAt: number;
  userId: number | null;
}

const MAX_CACHED = 10_000;
const caches = new WeakMap<object, Lru<string, Cached>>();

function cacheOf(db: Db): Lru<string, Cached> | null {
  if (!isSingleProcess(db)) return null;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Lru(MAX_CACHED)));
  return cache;
}

const readQuery = (db: Db) =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('read_session');

export async function readSession(db: Db, id: string): Promise<unknown> {
  const cache = cacheOf(db);
  const hit = cache?.get(id);
  if (hit && hit.expiresAt > clock.ms()) return JSON.parse(hit.json);
  const [row] = await prepared(db, 'read_session', readQuery).execute({ id });
  if (!row) return null;
  if (row.expiresAt.getTime() <= clock.ms()) {
    await deleteSession(db, id);
    return null;
  }
  cache?.set(id, {
    json: JSON.stringify(row.data),
    expiresAt: row.expiresAt.getTime(),
    userId: row.userId,
  });
  return row.data;
}

export async function writeSession(
  db: Db,
  id: string,
  data: unknown,
  expiresAt: Date,
  userId: number | null,
) {
  await db
    .insert(sessions)
    .values({ id, data, expiresAt, userId })
    .onConflictDoUpdate({ target: sessions.id, set: { data, expiresAt, userId } });
  cacheOf(db)?.set(id, { json: JSON.stringify(data), expiresAt: expiresAt.getTime(), userId });
}

export async function touchSession(db: Db, id: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  const cached = cacheOf(db)?.get(id);
  if (cached) cached.expiresAt = expiresAt.getTime();
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
  cacheOf(db)?.delete(id);
}

export async function deleteOtherUserSessions(db: Db, userId: number, keepId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
  cacheOf(db)?.deleteWhere((id, s) => s.userId === userId && id !== keepId);
}

/** One account's live sessions: id, data and expiry ("log out other browser sessions" lists them). */
export async function listUserSessions(db: Db, userId: number, now = clock.now()) {
  return db
    .select({ id: sessions.id, data: sessions.data, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.expiresAt))
    .limit(50);
}

/** Drops sessions idle past their expiry; the count of rows removed. */
export async function pruneExpiredSessions(db: Db, now = clock.now()): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  const cache = cacheOf(db);
  for (const { id } of rows) cache?.delete(id);
  return rows.length;
}

/** How many session rows there are (tests and the benchmark watch it). */
export async function countSessions(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sessions);
  return row.n;
}
