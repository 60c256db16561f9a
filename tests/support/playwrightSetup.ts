import { prepareTestDatabase, TEST_DATABASE_SEED } from './databaseSetup';

/**
 * Playwright global setup (playwright.config.ts): the demo is migrated and
 * seeded once per run, as for Vitest's http project, and each browser test
 * file copies it (tests/support/database.ts). The workers start after this
 * and inherit the environment variable it sets; the returned function is the
 * run's teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { seed, teardown } = await prepareTestDatabase();
  process.env[TEST_DATABASE_SEED] = JSON.stringify(seed);
  return teardown;
}
