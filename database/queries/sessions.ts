import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { sessions } from '../schema';

export async function readSession(db: Db, id: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  if (!row) return null;
  if (row.expiresAt.getTime() <= Date.now()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  return row.data;
}

export async function writeSession(db: Db, id: string, data: unknown, expiresAt: Date, userId: number | null) {
  await db
    .insert(sessions)
    .values({ id, data, expiresAt, userId })
    .onConflictDoUpdate({ target: sessions.id, set: { data, expiresAt, userId } });
}

export async function touchSession(db: Db, id: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteOtherUserSessions(db: Db, userId: number, keepId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
}

export async function pruneExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
