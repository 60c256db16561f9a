import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../database/client';
import { seedDemo } from '../../database/seeders/demo';
import { clock } from '../../common/clock';
import { storeToday } from '../../common/storeTime';

/**
 * What the run's global setup made once: a migrated, seeded PGlite data
 * directory as a tarball, or a template database on the PostgreSQL server of
 * TEST_DATABASE_URL.
 */
export type TestDatabaseSeed =
  { driver: 'pglite'; snapshot: string } | { driver: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent in a project without this setup. */
    testDatabase?: TestDatabaseSeed;
  }
}

/** The PostgreSQL server of TEST_DATABASE_URL with `/name` as database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE run from outside the database). */
export async function onServer(serverUrl: string, ...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The demo stores' zones (Lotus, Rose). */
const DEMO_ZONES = ['America/New_York', 'America/Los_Angeles'];

/**
 * The demo is seeded once, at the start of the run, and its days (yesterday's
 * tickets, next week's blocks) are that moment's. A run that goes past
 * midnight in a store's zone tests the next day against them: say so at the
 * end, beside whatever failed because of it.
 */
function warnIfTheDayTurned(seededAt: Date) {
  for (const tz of DEMO_ZONES) {
    const [seeded, ended] = [storeToday(tz, seededAt), storeToday(tz, clock.now())];
    if (seeded !== ended)
      console.warn(
        `The demo was seeded on ${seeded} in ${tz} and the run ended on ${ended}: a test that failed on its dates may have crossed midnight, not found a bug.`,
      );
  }
}

/** A migrated, seeded PGlite data directory, as a tarball in a temporary folder. */
async function pgliteSnapshot(seededAt: Date): Promise<{ folder: string; snapshot: string }> {
  const database = await openDatabase({});
  await database.migrate();
  await seedDemo(database.db, seededAt);
  if (!database.dumpDataDir)
    throw new Error('an embedded PGlite database dumps its data directory');
  const tarball = await database.dumpDataDir();
  await database.close();
  const folder = await mkdtemp(join(tmpdir(), 'chairside-test-'));
  const snapshot = join(folder, 'seeded.tar');
  await writeFile(snapshot, new Uint8Array(await tarball.arrayBuffer()));
  return { folder, snapshot };
}

/**
 * The environment variable a Playwright run's global setup
 * (tests/support/playwrightSetup.ts) hands the seed to its workers in, as
 * JSON: Playwright has no provide/inject, and its workers inherit the
 * environment the global setup leaves. Vitest's projects get it through
 * inject('testDatabase') instead (the default export below).
 */
export const TEST_DATABASE_SEED = 'CHAIRSIDE_TEST_DATABASE_SEED';

/**
 * Migrate and seed once per run, so that each test file starts from a copy
 * instead of booting, migrating and seeding its own (that was ~85 % of the
 * HTTP suite's time). PGlite: the data directory as a tarball in a temporary
 * folder. PostgreSQL: a template database, named per run so that runs sharing
 * a server do not collide, dropped at the end. Runner-agnostic: Vitest's
 * global setup (below) and Playwright's (playwrightSetup.ts) call it.
 */
export async function prepareTestDatabase(): Promise<{
  seed: TestDatabaseSeed;
  teardown: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const seededAt = clock.now();
  if (!serverUrl) {
    const { folder, snapshot } = await pgliteSnapshot(seededAt);
    return {
      seed: { driver: 'pglite', snapshot },
      async teardown() {
        warnIfTheDayTurned(seededAt);
        await rm(folder, { recursive: true, force: true });
      },
    };
  }
  const template = `chairside_test_template_${randomBytes(4).toString('hex')}`;
  const dropTemplate = () =>
    onServer(serverUrl, `drop database if exists ${template} with (force)`);
  await onServer(serverUrl, `create database ${template}`);
  try {
    const database = await openDatabase({ url: databaseUrl(serverUrl, template) });
    try {
      await database.migrate();
      await seedDemo(database.db, seededAt);
    } finally {
      // A template is copied only while nobody is connected to it.
      await database.close();
    }
  } catch (error) {
    await dropTemplate();
    throw error;
  }
  return {
    seed: { driver: 'postgres', template },
    async teardown() {
      warnIfTheDayTurned(seededAt);
      await dropTemplate();
    },
  };
}

/** Vitest global setup (the http project): the seed reaches each file through inject('testDatabase'). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { seed, teardown } = await prepareTestDatabase();
  project.provide('testDatabase', seed);
  return teardown;
}
