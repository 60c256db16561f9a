import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { openDatabase, type Database } from '../../database/client';
import { seedDemo } from '../../database/seeders/demo';
import { databaseUrl, onServer, TEST_DATABASE_SEED, type TestDatabaseSeed } from './databaseSetup';

export type TestDatabase = Database & { drop(): Promise<void> };

/**
 * A migrated, seeded database of one test file's own: in memory, a copy of
 * the run's PGlite snapshot; with TEST_DATABASE_URL, a throwaway database
 * on that server copied from the run's template and dropped afterwards (see
 * databaseSetup.ts). In a project without that global setup it migrates and
 * seeds on the spot. `onQuery` sees every statement drizzle runs. Vitest
 * (the http project) and Playwright (the browser tests) both call it.
 */
export async function freshDatabase(
  opts: { onQuery?: (query: string) => void } = {},
): Promise<TestDatabase> {
  const seed = await runSeed();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const loadDataDir =
      seed?.driver === 'pglite' ? new Blob([await readFile(seed.snapshot)]) : undefined;
    const database = await openDatabase({ loadDataDir, onQuery: opts.onQuery });
    if (!loadDataDir) await migrateAndSeed(database);
    return { ...database, drop: () => database.close() };
  }
  const name = `chairside_test_${randomBytes(6).toString('hex')}`;
  const template = seed?.driver === 'postgres' ? seed.template : undefined;
  await onServer(
    serverUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
    // A throwaway database need not wait for its WAL to reach the disk at each commit: a test's
    // requests are round trips one after another, and that wait was most of each (docs/testing.md).
    `alter database ${name} set synchronous_commit = off`,
  );
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), onQuery: opts.onQuery });
  if (!template) await migrateAndSeed(database);
  return {
    ...database,
    async drop() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * What the run's global setup made: Playwright's hands it over in an
 * environment variable (tests/support/playwrightSetup.ts), Vitest's through
 * inject. Vitest is imported only in the second case: outside a Vitest run
 * its inject throws ("Vitest failed to access its internal state").
 */
async function runSeed(): Promise<TestDatabaseSeed | undefined> {
  const passed = process.env[TEST_DATABASE_SEED];
  if (passed) return JSON.parse(passed) as TestDatabaseSeed;
  const { inject } = await import('vitest');
  return inject('testDatabase');
}

async function migrateAndSeed(database: Database) {
  await database.migrate();
  await seedDemo(database.db);
}
