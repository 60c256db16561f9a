import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  PGlite,
  types,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';
import { trackTransactions } from './afterCommit';

/** The one database type every query module takes: PGlite and node-postgres look the same from here. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, checkpointed, which `loadDataDir` opens as a copy (the tests' migrated and seeded snapshot). */
  dumpDataDir?(): Promise<Blob>;
}

/**
 * Resolved from this module, so it holds from the sources (tsx, tests) and
 * from the server bundle alike: scripts/build-server.mjs copies the folder
 * next to dist/server/main.js.
 */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Databases only one process can open (PGlite): what they hold can be cached in that process. */
const singleProcess = new WeakSet<object>();
export const isSingleProcess = (db: object): boolean => singleProcess.has(db);

/**
 * DATABASE_URL → node-postgres pool; otherwise embedded PGlite, on disk under
 * `dataDir`, or in memory when dataDir is 'memory://' (tests), starting from
 * the tarball `loadDataDir` when given.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  poolSize?: number;
  /** Sees every statement drizzle runs (the benchmark and the tests count queries per request). */
  onQuery?: (query: string) => void;
  /** Told when the server ends an idle pooled connection (PostgreSQL only); the pool recovers by itself. */
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  const logger = opts.onQuery ? { logQuery: opts.onQuery } : undefined;
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle connection the server ends (a restart, a failover, a dropped database) emits 'error' on the pool;
    // unhandled, that would crash the process. The pool drops that client and opens a new one when needed.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const db = drizzlePg({ client: pool, schema, logger });
    trackTransactions(db);
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new SharedParsersPGlite(dataDir, {
    loadDataDir: opts.loadDataDir,
    extensions: { btree_gist },
  });
  await client.waitReady;
  // drizzle maps these types itself, so PGlite hands them over as text: set once on the instance.
  for (const oid of RAW_TYPES) client.parsers[oid] = raw;
  const db = drizzlePglite({ client, schema, logger });
  singleProcess.add(db);
  trackTransactions(db);
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    // A checkpoint first, so that a copy opens without replaying the WAL (the tests' snapshot: 1.2 → 0.9 s of CPU a copy).
    dumpDataDir: async () => {
      await client.exec('checkpoint');
      return client.dumpDataDir('none');
    },
  };
}

const raw = (value: string) => value;
/** The types drizzle's PGlite driver asks to receive unparsed: timestamps, intervals, dates, and numeric/date-time arrays. */
const RAW_TYPES: number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const RAW_TYPE_SET = new Set(RAW_TYPES.map(String));

/**
 * drizzle passes its parsers with every query, and PGlite then copies its
 * whole table of ~300 parsers to merge them in (~100 µs a query). The same
 * parsers are registered once on the instance instead, and left off here.
 */
function withoutDrizzleParsers(options?: QueryOptions): QueryOptions | undefined {
  if (!options?.parsers) return options;
  for (const oid of Object.keys(options.parsers)) if (!RAW_TYPE_SET.has(oid)) return options;
  return { ...options, parsers: undefined };
}

class SharedParsersPGlite extends PGlite {
  override query<T>(
    query: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return super.query<T>(query, params, withoutDrizzleParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) =>
      callback({
        query: <R>(query: string, params?: unknown[], options?: QueryOptions) =>
          tx.query<R>(query, params, withoutDrizzleParsers(options)),
        sql: (strings, ...params) => tx.sql(strings, ...params),
        exec: (query, options) => tx.exec(query, options),
        rollback: () => tx.rollback(),
        listen: (channel, cb) => tx.listen(channel, cb),
        get closed() {
          return tx.closed;
        },
      }),
    );
  }
}
