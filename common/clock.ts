/**
 * The one source of "now" for the server, the seeders and the tests. Whatever
 * asks what time it is (a store's today, an expiry, a stamp written to a row)
 * asks `clock`, never `Date` itself (ESLint refuses a bare `new Date()` or
 * `Date.now()` in common/, server/ and database/), so that a test can put the
 * app at one instant, and the days the seeders wrote, the days the app
 * computes and the days the test expects all come from one place.
 *
 * It is the process's own clock unless a test sets another source. The
 * database's now() (column defaults, a few statements) reads the system
 * clock too and does not follow a source set here; to move both together,
 * run the process under faketime (scripts/fixed-clocks.sh).
 */

/** Where the instant comes from: milliseconds since the epoch. */
export interface TimeSource {
  now(): number;
}

/** A source a test moves by hand: it stands still until it is set or advanced. */
export interface ManualTime extends TimeSource {
  set(at: Date | string | number): void;
  advance(ms: number): void;
}

const toMs = (at: Date | string | number): number => {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'string' ? Date.parse(at) : at;
  if (!Number.isFinite(ms)) throw new RangeError(`not an instant: ${String(at)}`);
  return ms;
};

/** The process's own clock (faketime's, when the process runs under it). */
export const systemTime: TimeSource = { now: () => Date.now() };

/** A source standing still at `at` until it is set or advanced. */
export function manualTime(at: Date | string | number): ManualTime {
  let ms = toMs(at);
  return {
    now: () => ms,
    set: (next) => {
      ms = toMs(next);
    },
    advance: (by) => {
      ms += by;
    },
  };
}

/**
 * A source that starts at `at` and then runs at the system clock's pace, so
 * that waits, timeouts and expiries still see time pass.
 */
export function timeFrom(at: Date | string | number): TimeSource {
  const offset = toMs(at) - Date.now();
  return { now: () => Date.now() + offset };
}

let source: TimeSource = systemTime;

export const clock = {
  /** The current instant. */
  now(): Date {
    return new Date(source.now());
  },
  /** The current instant in milliseconds since the epoch. */
  ms(): number {
    return source.now();
  },
  /** Makes `next` the source of now; answers a function that puts the previous source back. */
  set(next: TimeSource): () => void {
    const previous = source;
    source = next;
    return () => {
      source = previous;
    };
  },
  /** Back to the system clock. */
  reset(): void {
    source = systemTime;
  },
};
