import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rateLimits } from '../schema';
import { clock } from '../../common/clock';

/**
 * Counts one hit in a fixed window and answers the new count, in one
 * statement (INSERT … ON CONFLICT … DO UPDATE … RETURNING): concurrent
 * requests each get their own count, none can see a stale one.
 */
export async function hitRateLimit(db: Db, key: string, decaySeconds: number) {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: sql`now() + ${decaySeconds}::int * interval '1 second'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  return row;
}

/** Takes one hit back from a window that is still running (never below zero). */
export async function releaseRateLimit(db: Db, key: string) {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
}

export async function clearRateLimit(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops counters whose window has ended (a new hit would start over anyway); the count of rows removed. */
export async function pruneExpiredRateLimits(db: Db, now = clock.now()): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lte(rateLimits.resetAt, now))
    .returning({ key: rateLimits.key });
  return rows.length;
}
