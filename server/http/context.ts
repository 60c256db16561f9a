import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../../database/client';
import type { Mailer } from '../services/mail';
import type { Throttle } from '../domain/security/throttle';
import type { Actor } from '../domain/access/permissions';
import type { AppCaches, Stamps } from '../cache/index';
import type { UserSessions } from './sessionStore';
import type { StoreRegion } from '../../common/intlFormats';

/** What every handler can reach: built once in app.ts, attached to each request. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  throttle: Throttle;
  /** The session store, for signing a user out everywhere. */
  sessions: UserSessions;
  logger: Logger;
  /** Per-process copies of the actor and who is clocked in, kept honest by version stamps. */
  caches: AppCaches;
  /** Runs due background jobs now rather than at the next poll (an email asked for a moment ago); a no-op where this process runs none. */
  runJobsSoon: () => void;
}

export interface CurrentStore {
  id: number;
  name: string;
  timezone: string;
  /** How its money, numbers and numeric dates and times are written (common/intlFormats.ts). */
  region: StoreRegion;
}

declare global {
  namespace Express {
    interface Request {
      ctx: AppContext;
      actor: Actor | null;
      /** The signed-in actor's store; null for platform accounts. */
      store: CurrentStore | null;
      /** The station this device was set to (a signed cookie), when it belongs to the store. */
      station: { id: number; name: string } | null;
      /** The stores the signed-in account may switch to (its home store and its teams' stores); empty for employees. */
      teamStores?: { id: number; name: string }[];
      /** The signed-in account's own store (users.store_id), which req.store falls back to. */
      homeStoreId?: number | null;
      /** The signed-in store's cache stamps, read once by loadActor. */
      cacheStamps?: Stamps;
      /** The key `res.cookie(…, { signed: true })` signs with (set by middleware/cookies.ts). */
      secret?: string;
      /** The app's logger (errors of a request are logged with it). */
      log: Logger;
    }
  }
}
