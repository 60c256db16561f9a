import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../support/database';
import { jobs } from '../../database/schema';
import {
  cancelJob,
  KEEP_DONE_JOBS_MS,
  KEEP_FAILED_JOBS_MS,
  pruneFinishedJobs,
  scheduleJob,
} from '../../database/queries/jobs';
import { createJobRunner } from '../../server/jobs/runner';

// The job queue runs against the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL, where
// two runners really contend for rows through FOR UPDATE SKIP LOCKED).
let database: TestDatabase;
const logger = pino({ level: 'silent' });
const past = () => new Date(Date.now() - 1000);

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.db.delete(jobs);
});

describe('scheduling', () => {
  test('the same key is stored once', async () => {
    expect(await scheduleJob(database.db, { kind: 'ping', key: 'ping:1', runAt: past() })).toBe(
      true,
    );
    expect(await scheduleJob(database.db, { kind: 'ping', key: 'ping:1', runAt: new Date() })).toBe(
      false,
    );
    expect(await database.db.select().from(jobs)).toHaveLength(1);
  });

  test('a cancelled job never runs', async () => {
    await scheduleJob(database.db, { kind: 'ping', key: 'ping:2', runAt: past() });
    await cancelJob(database.db, 'ping:2');
    const seen: string[] = [];
    await createJobRunner(database.db, logger, {
      ping: async (j) => void seen.push(j.key),
    }).runDue();
    expect(seen).toEqual([]);
  });
});

describe('running', () => {
  test('a due job runs once and is marked done; a job not yet due waits', async () => {
    await scheduleJob(database.db, { kind: 'ping', key: 'due', runAt: past(), payload: { n: 1 } });
    await scheduleJob(database.db, {
      kind: 'ping',
      key: 'later',
      runAt: new Date(Date.now() + 3_600_000),
    });
    const seen: unknown[] = [];
    const runner = createJobRunner(database.db, logger, {
      ping: async (j) => void seen.push(j.payload),
    });
    expect(await runner.runDue()).toEqual({ done: 1, failed: 0 });
    expect(await runner.runDue()).toEqual({ done: 0, failed: 0 });
    expect(seen).toEqual([{ n: 1 }]);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.key, 'due'));
    expect(row.doneAt).not.toBeNull();
    expect(row.attempts).toBe(1);
    // What it carried (an address, a phone) is not kept once the work is done.
    expect(row.payload).toEqual({});
  });

  test('a failure is retried after the backoff and given up after the last attempt', async () => {
    await scheduleJob(database.db, { kind: 'flaky', key: 'flaky', runAt: past(), maxAttempts: 2 });
    let calls = 0;
    const runner = createJobRunner(
      database.db,
      logger,
      {
        flaky: async () => {
          calls++;
          throw new Error('SMTP down');
        },
      },
      { backoffMs: () => -1000 },
    );
    expect(await runner.runDue()).toEqual({ done: 0, failed: 1 });
    let [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ attempts: 1, lastError: 'SMTP down', failedAt: null });
    await runner.runDue();
    [row] = await database.db.select().from(jobs);
    expect(row.attempts).toBe(2);
    expect(row.failedAt).not.toBeNull();
    expect(await runner.runDue()).toEqual({ done: 0, failed: 0 });
    expect(calls).toBe(2);
  });

  test('an unknown kind fails like a handler error instead of stopping the queue', async () => {
    await scheduleJob(database.db, {
      kind: 'nobody',
      key: 'orphan',
      runAt: past(),
      maxAttempts: 1,
    });
    await scheduleJob(database.db, { kind: 'ping', key: 'fine', runAt: past() });
    const result = await createJobRunner(database.db, logger, { ping: async () => {} }).runDue();
    expect(result).toEqual({ done: 1, failed: 1 });
  });

  test('a claim whose process died is taken again once its lease runs out, not before', async () => {
    await scheduleJob(database.db, { kind: 'ping', key: 'stuck', runAt: past() });
    await database.db.update(jobs).set({ lockedUntil: new Date(Date.now() + 60_000), attempts: 1 });
    const seen: string[] = [];
    const runner = createJobRunner(database.db, logger, {
      ping: async (j) => void seen.push(j.key),
    });
    await runner.runDue();
    expect(seen).toEqual([]);
    await database.db.update(jobs).set({ lockedUntil: past() });
    await runner.runDue();
    expect(seen).toEqual(['stuck']);
  });

  test('two runners at once share the work: every job runs exactly once', async () => {
    for (let i = 0; i < 30; i++)
      await scheduleJob(database.db, { kind: 'ping', key: `many:${i}`, runAt: past() });
    const seen: string[] = [];
    const handler = async (j: { key: string }) => {
      seen.push(j.key);
      await new Promise((r) => setTimeout(r, 2));
    };
    const a = createJobRunner(database.db, logger, { ping: handler }, { batch: 7 });
    const b = createJobRunner(database.db, logger, { ping: handler }, { batch: 7 });
    for (let round = 0; round < 5; round++) await Promise.all([a.runDue(), b.runDue()]);
    expect(seen.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `many:${i}`).sort());
  });

  test(
    'a job due before the next poll runs at its time, not at the poll (a text retried 30 s later is not sent at 58 s)',
    { timeout: 10_000 },
    async () => {
      // As a failed send does: its handler schedules the retry's job a little later.
      const retryInMs = 1500;
      let retryAt = 0;
      let ranAt: (at: number) => void = () => {};
      const ran = new Promise<number>((resolve) => (ranAt = resolve));
      await scheduleJob(database.db, { kind: 'send', key: 'send:1', runAt: past() });
      const runner = createJobRunner(database.db, logger, {
        send: async () => {
          retryAt = Date.now() + retryInMs;
          await scheduleJob(database.db, {
            kind: 'retry',
            key: 'send:1:retry',
            runAt: new Date(retryAt),
          });
        },
        retry: async () => ranAt(Date.now()),
      });
      // The poll after the first pass is a minute away, well past this test's own timeout.
      const stop = runner.start(60_000);
      try {
        const at = await ran;
        expect(at).toBeGreaterThanOrEqual(retryAt);
        expect(at - retryAt).toBeLessThan(5_000);
      } finally {
        stop();
      }
    },
  );

  test(
    'a pass that took a whole batch runs again at once instead of leaving the rest for the next poll',
    { timeout: 10_000 },
    async () => {
      for (let i = 0; i < 12; i++)
        await scheduleJob(database.db, { kind: 'ping', key: `burst:${i}`, runAt: past() });
      const seen: string[] = [];
      let allRan: () => void = () => {};
      const done = new Promise<void>((resolve) => (allRan = resolve));
      const runner = createJobRunner(
        database.db,
        logger,
        {
          ping: async (j) => {
            seen.push(j.key);
            if (seen.length === 12) allRan();
          },
        },
        { batch: 5 },
      );
      const stop = runner.start(60_000);
      try {
        await done;
        expect(new Set(seen).size).toBe(12);
      } finally {
        stop();
      }
    },
  );
});

describe('pruning', () => {
  test('finished jobs go after their keeping time; waiting, running and recent ones stay', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await database.db.insert(jobs).values([
      {
        kind: 'ping',
        key: 'done-old',
        runAt: ago(KEEP_DONE_JOBS_MS + 120_000),
        doneAt: ago(KEEP_DONE_JOBS_MS + 60_000),
      },
      {
        kind: 'ping',
        key: 'done-recent',
        runAt: ago(KEEP_DONE_JOBS_MS),
        doneAt: ago(KEEP_DONE_JOBS_MS - 60_000),
      },
      {
        kind: 'ping',
        key: 'failed-old',
        runAt: ago(KEEP_FAILED_JOBS_MS + 120_000),
        failedAt: ago(KEEP_FAILED_JOBS_MS + 60_000),
      },
      {
        kind: 'ping',
        key: 'failed-recent',
        runAt: ago(KEEP_DONE_JOBS_MS + 120_000),
        failedAt: ago(KEEP_DONE_JOBS_MS + 60_000),
      },
      { kind: 'ping', key: 'waiting', runAt: ago(KEEP_FAILED_JOBS_MS + 120_000) },
    ]);
    expect(await pruneFinishedJobs(database.db, now)).toBe(2);
    const left = (await database.db.select({ key: jobs.key }).from(jobs)).map((r) => r.key).sort();
    expect(left).toEqual(['done-recent', 'failed-recent', 'waiting']);
  });
});
