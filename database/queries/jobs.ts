import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { jobs } from '../schema';
import { clock } from '../../common/clock';

export type JobRow = typeof jobs.$inferSelect;

/**
 * Stores a job once per key: scheduling the same reminder twice (a double
 * submit, two processes) keeps the first. True when this call stored it.
 */
export async function scheduleJob(
  db: Db,
  job: {
    kind: string;
    key: string;
    runAt: Date;
    payload?: Record<string, unknown>;
    storeId?: number | null;
    maxAttempts?: number;
  },
): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key,
      runAt: job.runAt,
      payload: job.payload ?? {},
      storeId: job.storeId ?? null,
      maxAttempts: job.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Drops a job that has not run yet (a cancelled appointment's reminder). */
export async function cancelJob(db: Db, key: string) {
  await db.delete(jobs).where(and(eq(jobs.key, key), sql`${jobs.doneAt} is null`));
}

/**
 * Claims up to `limit` due jobs for `leaseMs`: rows another process holds are
 * skipped (FOR UPDATE SKIP LOCKED), and a claim whose process died is taken
 * again once its lease has run out. Each claim counts as an attempt.
 */
export async function claimDueJobs(
  db: Db,
  limit: number,
  leaseMs: number,
  now = clock.now(),
): Promise<JobRow[]> {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    const claimed = await tx
      .update(jobs)
      .set({ lockedUntil: leaseEnd, attempts: sql`${jobs.attempts} + 1` })
      .where(
        inArray(
          jobs.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
    return claimed.sort((x, y) => x.runAt.getTime() - y.runAt.getTime());
  });
}

/** When the next job that is not due yet becomes due (the runner wakes for it), or null when none waits. */
export async function nextJobRunAt(db: Db, now = clock.now()): Promise<Date | null> {
  const [row] = await db
    .select({ runAt: jobs.runAt })
    .from(jobs)
    .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt), gt(jobs.runAt, now)))
    .orderBy(jobs.runAt)
    .limit(1);
  return row?.runAt ?? null;
}

/**
 * A finished job keeps its row (its key stops the same work being scheduled
 * again) but not its payload: a payload may hold an address typed at
 * "Forgot password" or a phone number, which nothing needs once sent.
 */
export async function markJobDone(db: Db, id: number) {
  await db
    .update(jobs)
    .set({ doneAt: clock.now(), lockedUntil: null, payload: {} })
    .where(eq(jobs.id, id));
}

/** How long finished rows stay: long enough to see what ran this fortnight, and for a failure to be looked into. */
export const KEEP_DONE_JOBS_MS = 14 * 24 * 60 * 60_000;
export const KEEP_FAILED_JOBS_MS = 90 * 24 * 60 * 60_000;

/** Deletes jobs done more than a fortnight ago and jobs given up on more than 90 days ago. */
export async function pruneFinishedJobs(db: Db, now = clock.now()): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      or(
        lt(jobs.doneAt, new Date(now.getTime() - KEEP_DONE_JOBS_MS)),
        lt(jobs.failedAt, new Date(now.getTime() - KEEP_FAILED_JOBS_MS)),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

/** A failed attempt: tried again after `retryAt`, or given up after its last attempt. */
export async function markJobFailed(db: Db, job: JobRow, error: string, retryAt: Date) {
  const giveUp = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set(
      giveUp
        ? { failedAt: clock.now(), lockedUntil: null, lastError: error }
        : { runAt: retryAt, lockedUntil: null, lastError: error },
    )
    .where(eq(jobs.id, job.id));
}
