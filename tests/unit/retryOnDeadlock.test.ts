import { describe, expect, test } from 'vitest';
import { retryOnDeadlock } from '../../database/errors';
import { isOverlapViolation } from '../../server/domain/appointments/booking';

/** An error as Drizzle throws it: its own message, the driver's error (with the Postgres code) as its cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query: insert into "appointments" …'), {
    cause: Object.assign(new Error('driver'), { code }),
  });

describe("a booking's transaction and PostgreSQL's deadlocks (database/errors.ts retryOnDeadlock)", () => {
  test('a deadlock (40P01), wrapped by Drizzle, is run again: the second run books', async () => {
    let runs = 0;
    const id = await retryOnDeadlock(async () => {
      runs++;
      if (runs === 1) throw wrapped('40P01');
      return 42;
    });
    expect({ id, runs }).toEqual({ id: 42, runs: 2 });
  });

  test('run again, the other booking has committed: the conflict (23P01) is what comes out, the slot taken', async () => {
    let runs = 0;
    const outcome = await retryOnDeadlock(async () => {
      runs++;
      throw wrapped(runs === 1 ? '40P01' : '23P01');
    }).catch((err: unknown) => err);
    expect(runs).toBe(2);
    expect(isOverlapViolation(outcome)).toBe(true);
  });

  test('three deadlocks in a row end it with the third; any other error is not run again', async () => {
    let runs = 0;
    const third = await retryOnDeadlock(async () => {
      runs++;
      throw wrapped('40P01');
    }).catch((err: unknown) => err);
    expect(runs).toBe(3);
    expect((third as Error).message).toMatch(/^Failed query/);

    let others = 0;
    await expect(
      retryOnDeadlock(async () => {
        others++;
        throw wrapped('23505');
      }),
    ).rejects.toThrow(/^Failed query/);
    expect(others).toBe(1);
  });
});
