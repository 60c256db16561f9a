import { createHash } from 'node:crypto';
import type { Said } from '../../../common/said';
import type { Redis } from 'ioredis';
import type { Db } from '../../../database/client';
import {
  clearRateLimit,
  hitRateLimit,
  releaseRateLimit,
} from '../../../database/queries/rateLimits';
import { throttleMessage } from '../../../common/messages';
import { DomainError } from '../errors';
import { clock } from '../../../common/clock';

/**
 * Fixed-window attempt counting shared by every app process (database by
 * default, Redis when configured), so a restart or a second process does not
 * reset a brute-force counter.
 *
 * An attempt is counted before it is checked, in one atomic step that answers
 * the new count: the count is the gate, so a burst of concurrent requests can
 * never check more than the limit (a read-then-write counter let 40 of 100
 * through).
 */
export interface Throttle {
  /** Counts one attempt and answers the count in the current window and the seconds left in it. */
  hit(key: string, decaySeconds: number): Promise<{ hits: number; retryAfter: number }>;
  /** Gives one attempt back (one that succeeded and should not count against its source). */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** One limit on one counter. */
export interface Limit {
  key: string;
  max: number;
  decaySeconds: number;
}

/** Refused by a throttle: 429, with the seconds to wait for Retry-After. */
export class ThrottledError extends DomainError {
  constructor(
    readonly retryAfter: number,
    field: string | null,
    message: (seconds: number) => Said = throttleMessage,
  ) {
    super(message(retryAfter), field, 429);
  }
}

/**
 * A counter's key: the kind of counter, then a hash of what identifies it.
 * What a person typed (an email, a staff number, a 1 MB card id) never goes
 * into the key as is, so every key is short and fits the index.
 */
export function throttleKey(kind: string, ...parts: (string | number)[]): string {
  return `${kind}:${createHash('sha256').update(parts.map(String).join('\u0000')).digest('base64url')}`;
}

/**
 * Counts the attempt under every limit, then refuses it (ThrottledError) if
 * any limit is now over its maximum. Call it before checking the credential.
 * `message` words the refusal (the sign-in wording by default).
 */
export async function countAttempt(
  throttle: Throttle,
  limits: Limit[],
  field: string | null,
  message?: (seconds: number) => Said,
): Promise<void> {
  const counts = await Promise.all(limits.map((l) => throttle.hit(l.key, l.decaySeconds)));
  const wait = Math.max(0, ...counts.map((c, i) => (c.hits > limits[i].max ? c.retryAfter : 0)));
  if (wait > 0) throw new ThrottledError(wait, field, message);
}

const secondsUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - clock.ms()) / 1000));

export function databaseThrottle(db: Db): Throttle {
  return {
    async hit(key, decaySeconds) {
      const row = await hitRateLimit(db, key, decaySeconds);
      return { hits: row.hits, retryAfter: secondsUntil(row.resetAt) };
    },
    release: (key) => releaseRateLimit(db, key),
    clear: (key) => clearRateLimit(db, key),
  };
}

/** DECR only a live counter above zero: a window that ended meanwhile must not come back without its expiry. */
const RELEASE = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

export function redisThrottle(redis: Redis, prefix = 'throttle:'): Throttle {
  return {
    async hit(key, decaySeconds) {
      // INCR counts and answers in one step; EXPIRE NX starts the window on the first hit only.
      const k = prefix + key;
      const results = await redis.multi().incr(k).expire(k, decaySeconds, 'NX').pttl(k).exec();
      const [hits, , ttl] = (results ?? []).map(([err, value]) => {
        if (err) throw err;
        return Number(value);
      });
      return { hits, retryAfter: ttl > 0 ? Math.ceil(ttl / 1000) : decaySeconds };
    },
    async release(key) {
      await redis.eval(RELEASE, 1, prefix + key);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

export { throttleMessage };
