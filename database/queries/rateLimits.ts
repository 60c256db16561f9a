import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rateLimits } from '../schema';

/** Counts one hit in a fixed window, atomically: concurrent requests cannot both see a stale count. */
export async function hitRateLimit(db: Db, key: string, decaySeconds: number) {
  const resetAt = new Date(Date.now() + decaySeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning();
  return { hits: row.hits, resetAt: row.resetAt };
}

export async function readRateLimit(db: Db, key: string) {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.resetAt.getTime() <= Date.now()) return null;
  return { hits: row.hits, resetAt: row.resetAt };
}

export async function clearRateLimit(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
