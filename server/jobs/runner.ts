import type { Logger } from 'pino';
import type { Db } from '../../database/client';
import { poll } from './poll';
import {
  claimDueJobs,
  markJobDone,
  markJobFailed,
  nextJobRunAt,
  type JobRow,
} from '../../database/queries/jobs';
import { clock } from '../../common/clock';

/** Does one job's work; throwing makes it retry later. */
export type JobHandler = (job: JobRow) => Promise<void>;

export interface JobRunnerOptions {
  /** How long a claim lasts before another process may take the job again. */
  leaseMs?: number;
  batch?: number;
  /** The wait before attempt n + 1: a minute, then doubling, at most an hour. */
  backoffMs?: (attempts: number) => number;
}

const defaultBackoff = (attempts: number) =>
  Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));

/**
 * One claimed job: done once its handler returns; a throw (or no handler for its kind) is logged
 * and the job tried again after the backoff. True when it is done.
 */
async function runJob(
  db: Db,
  logger: Logger,
  handler: JobHandler | undefined,
  job: JobRow,
  backoff: (attempts: number) => number,
): Promise<boolean> {
  try {
    if (!handler) throw new Error(`No handler for job kind "${job.kind}".`);
    await handler(job);
    await markJobDone(db, job.id);
    return true;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    logger.warn(
      { job: job.id, kind: job.kind, attempts: job.attempts, err: message },
      'job failed',
    );
    await markJobFailed(
      db,
      job,
      message.slice(0, 2000),
      new Date(clock.ms() + backoff(job.attempts)),
    );
    return false;
  }
}

/**
 * Background work inside the app process: every process may run a runner;
 * SKIP LOCKED hands each due job to one of them. A job is marked done only
 * after its handler returns, so a handler that must never repeat an effect
 * (an email) records the effect itself before performing it (see the
 * appointment reminder).
 */
export function createJobRunner(
  db: Db,
  logger: Logger,
  handlers: Record<string, JobHandler>,
  opts: JobRunnerOptions = {},
) {
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const batch = opts.batch ?? 20;
  const backoff = opts.backoffMs ?? defaultBackoff;

  /** Runs the jobs due now, once; returns how many finished and failed. */
  async function runDue(now = clock.now()): Promise<{ done: number; failed: number }> {
    const claimed = await claimDueJobs(db, batch, leaseMs, now);
    let done = 0;
    let failed = 0;
    for (const job of claimed) {
      if (await runJob(db, logger, handlers[job.kind], job, backoff)) done++;
      else failed++;
    }
    return { done, failed };
  }

  /**
   * Once started: after every pass, a timer for the next job that falls due before the next poll
   * (a text's retry 30 s after its failure runs then, not up to a poll later), and another pass at
   * once when this one took a whole batch. Null until start().
   */
  let everyMs: number | null = null;
  let wake: ReturnType<typeof setTimeout> | undefined;
  async function pass(): Promise<void> {
    const { done, failed } = await runDue();
    if (everyMs === null) return;
    const next = done + failed >= batch ? clock.now() : await nextJobRunAt(db);
    clearTimeout(wake);
    wake = undefined;
    if (!next) return;
    const delay = Math.max(0, next.getTime() - clock.ms());
    if (delay >= everyMs) return;
    // A few milliseconds past the due instant, so the claim's `run_at <= now` holds when the timer fires.
    wake = setTimeout(runSoon, delay + 5);
    wake.unref();
  }

  /** Polls every `everyMs` (see poll.ts), waking between polls for jobs due sooner; returns a stop function. */
  const start = (pollMs = 30_000) => {
    everyMs = pollMs;
    const stopPolling = poll(pass, pollMs, logger, 'job runner pass');
    return () => {
      everyMs = null;
      clearTimeout(wake);
      stopPolling();
    };
  };

  /**
   * A pass now, without waiting for it: calls while one runs fold into one
   * more pass after it, so a burst of requests never starts a pass each.
   */
  let running = false;
  let again = false;
  const runSoon = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      do {
        again = false;
        await pass().catch((err: unknown) => logger.error({ err }, 'job runner pass failed'));
      } while (again);
      running = false;
    })();
  };

  return { runDue, runSoon, start };
}
