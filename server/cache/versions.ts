import type { Redis } from 'ioredis';
import type { Db } from '../../database/client';
import type { CacheScope, CacheTopic } from '../../database/cacheInvalidation';
import { bumpCacheVersions, readCacheVersions } from '../../database/queries/cacheVersions';

/** The stamps of one store's cached data; equal stamps mean the cached copy is current. */
export interface Stamps {
  actors: number;
  clock: number;
  /** Today's sales and check-in queue (the dashboard's headline numbers). */
  sales: number;
}

/**
 * Where the stamps live, shared by every process that caches: Redis when
 * there is one, the cache_versions table on PostgreSQL without it, or this
 * process's memory for PGlite (only one process can open its files).
 */
export interface VersionSource {
  read(storeId: number | null): Promise<Stamps>;
  bump(scope: CacheScope, topics: readonly CacheTopic[]): Promise<void>;
}

const scopeKey = (storeId: number | null) => (storeId === null ? 'platform' : `store:${storeId}`);
/** A bump of 'all' moves every stamp: it is added to each. */
const ALL = 'all';

function keysOf(scope: CacheScope, topics: readonly CacheTopic[]): string[] {
  return scope === 'all' ? [ALL] : topics.map((t) => `${scopeKey(scope)}:${t}`);
}

/** Per database, so apps in one process that share a PGlite database share the stamps too. */
const memoryStamps = new WeakMap<object, Map<string, number>>();

export function memoryVersions(db: object): VersionSource {
  let stamps = memoryStamps.get(db);
  if (!stamps) memoryStamps.set(db, (stamps = new Map()));
  const map = stamps;
  const get = (key: string) => map.get(key) ?? 0;
  return {
    async read(storeId) {
      const key = scopeKey(storeId);
      const all = get(ALL);
      return {
        actors: get(`${key}:actors`) + all,
        clock: get(`${key}:clock`) + all,
        sales: get(`${key}:sales`) + all,
      };
    },
    async bump(scope, topics) {
      for (const key of keysOf(scope, topics)) map.set(key, get(key) + 1);
    },
  };
}

export function redisVersions(redis: Redis, prefix: string): VersionSource {
  return {
    async read(storeId) {
      const key = scopeKey(storeId);
      const [actors, clock, sales, all] = await redis.mget(
        `${prefix}${key}:actors`,
        `${prefix}${key}:clock`,
        `${prefix}${key}:sales`,
        `${prefix}${ALL}`,
      );
      return {
        actors: Number(actors ?? 0) + Number(all ?? 0),
        clock: Number(clock ?? 0) + Number(all ?? 0),
        sales: Number(sales ?? 0) + Number(all ?? 0),
      };
    },
    async bump(scope, topics) {
      const multi = redis.multi();
      for (const key of keysOf(scope, topics)) multi.incr(`${prefix}${key}`);
      await multi.exec();
    },
  };
}

export function databaseVersions(db: Db): VersionSource {
  return {
    async read(storeId) {
      const key = scopeKey(storeId);
      const found = await readCacheVersions(db, [
        `${key}:actors`,
        `${key}:clock`,
        `${key}:sales`,
        ALL,
      ]);
      const all = found.get(ALL) ?? 0;
      return {
        actors: (found.get(`${key}:actors`) ?? 0) + all,
        clock: (found.get(`${key}:clock`) ?? 0) + all,
        sales: (found.get(`${key}:sales`) ?? 0) + all,
      };
    },
    bump: (scope, topics) => bumpCacheVersions(db, keysOf(scope, topics)),
  };
}
