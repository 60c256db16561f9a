import type { Redis } from 'ioredis';
import type { Db } from '../../database/client';
import { isSingleProcess } from '../../database/client';
import { onCacheInvalidation } from '../../database/cacheInvalidation';
import {
  getActorWithStore,
  type ActorRef,
  type ActorWithStore,
} from '../../database/queries/actors';
import { listOpenClockRecords } from '../../database/queries/clockRecords';
import { getDayHeadline, type DayHeadline } from '../../database/queries/dashboard';
import { subscriptionState } from '../../database/queries/billing';
import { storeDayBounds, storeToday } from '../../common/storeTime';
import { Lru } from '../../common/lru';
import {
  databaseVersions,
  memoryVersions,
  redisVersions,
  type Stamps,
  type VersionSource,
} from './versions';
import { clock as appClock } from '../../common/clock';

export type { Stamps } from './versions';

type OpenClockRecords = Awaited<ReturnType<typeof listOpenClockRecords>>;
type AccountState = Awaited<ReturnType<typeof subscriptionState>>;

interface Entry<T> {
  value: T;
  stamp: number;
  storeId: number | null;
  at: number;
}

/** A copy is also dropped after this long, whatever the stamps say: writes made outside the app (psql, a seeder) show up by then. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;

export interface AppCaches {
  /**
   * The signed-in actor with the store it acts in, and that store's stamps (read once per request, before any
   * cached data is used). `ref.storeId` is the store an account switched to; it is checked on every load.
   */
  actor(ref: ActorRef): Promise<(ActorWithStore & { stamps: Stamps }) | null>;
  /** Who is clocked in at the store; `stamps` from actor() of the same request. */
  openClockRecords(storeId: number, stamps?: Stamps): Promise<OpenClockRecords>;
  /** Today's sales, tickets, tips and customers waiting in the store's zone (the dashboard's headline); `stamps` as above. */
  todayHeadline(storeId: number, timezone: string, stamps?: Stamps): Promise<DayHeadline>;
  /**
   * The store's subscription state (disabled, read-only, the last support sign-in) that every store
   * route checks; guarded by the actors stamp, which every write of a subscription or a support
   * sign-in bumps. `stamps` as above.
   */
  accountState(storeId: number, stamps?: Stamps): Promise<AccountState>;
  /** Stops listening for invalidations (tests that build many apps on one database). */
  close(): void;
}

/**
 * Per-process copies of what every page needs (the actor, who is clocked
 * in), checked against version stamps the writers bump (database/
 * cacheInvalidation.ts), so several processes stay correct: a copy is used
 * only while its store's stamp is the one it was loaded under. Stamps are
 * read before the data they guard, so a racing write can only cause a reload.
 * Kept whole: one object of methods closing over the process's copies and stamps.
 */
export function createCaches(
  db: Db,
  opts: { redis?: Redis; redisPrefix?: string } = {},
): AppCaches {
  const versions: VersionSource = opts.redis
    ? redisVersions(opts.redis, `${opts.redisPrefix ?? 'chairside:'}versions:`)
    : isSingleProcess(db)
      ? memoryVersions(db)
      : databaseVersions(db);
  const stop = onCacheInvalidation(db, (scope, topics) => versions.bump(scope, topics));
  const actors = new Lru<string, Entry<ActorWithStore>>(MAX_ENTRIES);
  const clock = new Lru<number, Entry<OpenClockRecords>>(MAX_ENTRIES);
  const headlines = new Lru<number, Entry<DayHeadline>>(MAX_ENTRIES);
  const accounts = new Lru<number, Entry<AccountState>>(MAX_ENTRIES);
  const fresh = (entry: Entry<unknown> | undefined, stamp: number, now: number) =>
    !!entry && entry.stamp === stamp && now - entry.at < MAX_AGE_MS;

  return {
    async actor(ref) {
      // One copy per store the account acts in: switching stores never serves the other store's permissions.
      const key = `${ref.kind}:${ref.id}@${ref.storeId ?? ''}`;
      const now = appClock.ms();
      let entry = actors.get(key);
      if (!entry) {
        // Not seen yet: the store (whose stamp guards the copy) is known only after a first load.
        const probe = await getActorWithStore(db, ref);
        if (!probe) return null;
        entry = { value: probe, stamp: Number.NaN, storeId: probe.actor.storeId, at: now };
      }
      const stamps = await versions.read(entry.storeId);
      if (fresh(entry, stamps.actors, now)) return { ...entry.value, stamps };
      const value = await getActorWithStore(db, ref);
      if (!value) {
        actors.delete(key);
        return null;
      }
      if (value.actor.storeId === entry.storeId)
        actors.set(key, { value, stamp: stamps.actors, storeId: entry.storeId, at: now });
      else actors.delete(key);
      return {
        ...value,
        stamps:
          value.actor.storeId === entry.storeId ? stamps : await versions.read(value.actor.storeId),
      };
    },

    async openClockRecords(storeId, stamps) {
      const now = appClock.ms();
      const stamp = (stamps ?? (await versions.read(storeId))).clock;
      const entry = clock.get(storeId);
      if (fresh(entry, stamp, now)) return entry!.value;
      const value = await listOpenClockRecords(db, storeId);
      clock.set(storeId, { value, stamp, storeId, at: now });
      return value;
    },

    async todayHeadline(storeId, timezone, stamps) {
      const now = appClock.ms();
      const stamp = (stamps ?? (await versions.read(storeId))).sales;
      const today = storeToday(timezone, new Date(now));
      const entry = headlines.get(storeId);
      // A copy of yesterday is stale at the store's midnight, whatever its stamp.
      if (fresh(entry, stamp, now) && entry!.value.date === today) return entry!.value;
      const value = await getDayHeadline(db, storeId, today, storeDayBounds(timezone, today));
      headlines.set(storeId, { value, stamp, storeId, at: now });
      return value;
    },

    async accountState(storeId, stamps) {
      const now = appClock.ms();
      const stamp = (stamps ?? (await versions.read(storeId))).actors;
      const entry = accounts.get(storeId);
      if (fresh(entry, stamp, now)) return entry!.value;
      const value = await subscriptionState(db, storeId);
      accounts.set(storeId, { value, stamp, storeId, at: now });
      return value;
    },

    close: stop,
  };
}
