import type { Logger } from 'pino';
import type { Db } from '../database/client';
import { pruneExpiredSessions } from '../database/queries/sessions';
import { pruneExpiredRateLimits } from '../database/queries/rateLimits';
import { pruneFinishedJobs } from '../database/queries/jobs';
import { clock } from '../common/clock';

/** How often expired sessions and rate-limit windows are deleted. */
export const PRUNE_EVERY_MS = 15 * 60_000;

/** One pass: expired session rows, ended throttle windows and long-finished jobs go. */
export async function pruneExpired(db: Db, now = clock.now()) {
  return {
    sessions: await pruneExpiredSessions(db, now),
    rateLimits: await pruneExpiredRateLimits(db, now),
    jobs: await pruneFinishedJobs(db, now),
  };
}

/**
 * Prunes now and then on a timer that never keeps the process alive
 * (unref'd); several processes pruning at once only delete the same rows.
 */
export function schedulePruning(db: Db, logger: Logger, every = PRUNE_EVERY_MS): () => void {
  const run = async () => {
    try {
      const removed = await pruneExpired(db);
      if (removed.sessions || removed.rateLimits || removed.jobs)
        logger.info(removed, 'pruned expired rows');
    } catch (err) {
      logger.error({ err }, 'pruning expired rows failed');
    }
  };
  void run();
  const timer = setInterval(run, every);
  timer.unref();
  return () => clearInterval(timer);
}
