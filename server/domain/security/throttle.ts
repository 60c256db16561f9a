import type { Redis } from 'ioredis';
import type { Db } from '../../../database/client';
import { clearRateLimit, hitRateLimit, readRateLimit } from '../../../database/queries/rateLimits';

/**
 * Fixed-window attempt counting shared by every app process (database by
 * default, Redis when configured), so a restart or a second process does not
 * reset a brute-force counter.
 */
export interface Throttle {
  /** Seconds until the key may try again, or 0 when it is under `max`. */
  retryAfter(key: string, max: number): Promise<number>;
  hit(key: string, decaySeconds: number): Promise<void>;
  clear(key: string): Promise<void>;
}

const secondsUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));

export function databaseThrottle(db: Db): Throttle {
  return {
    async retryAfter(key, max) {
      const row = await readRateLimit(db, key);
      return row && row.hits >= max ? secondsUntil(row.resetAt) : 0;
    },
    async hit(key, decaySeconds) {
      await hitRateLimit(db, key, decaySeconds);
    },
    clear: (key) => clearRateLimit(db, key),
  };
}

export function redisThrottle(redis: Redis, prefix = 'throttle:'): Throttle {
  return {
    async retryAfter(key, max) {
      const [hits, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return Number(hits ?? 0) >= max && ttl > 0 ? Math.ceil(ttl / 1000) : 0;
    },
    async hit(key, decaySeconds) {
      // SET NX starts the window once; INCR counts inside it.
      await redis.multi().set(prefix + key, 0, 'EX', decaySeconds, 'NX').incr(prefix + key).exec();
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

export { throttleMessage } from '../../../common/messages';
