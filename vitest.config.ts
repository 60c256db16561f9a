import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

// Cheap password hashes for the whole run (server/domain/access/passwords.ts): set here, in the main
// process, so that the global setup's seeded users get them too, and inherited by every worker.
process.env.NODE_ENV ??= 'test';
process.env.TEST_CHEAP_PASSWORDS = '1';

/**
 * Two projects mirror the tree: unit (pure rules) and http (supertest through
 * the Inertia protocol), which migrates and seeds one database per run
 * (tests/support/databaseSetup.ts) and gives each file a copy. The browser
 * tests (tests/browser) run on Playwright's own runner: playwright.config.ts.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@': fileURLToPath(new URL('./resources/js', import.meta.url)),
    },
  },
  test: {
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed by each file's content and
    // invalidated by a new install), so a later run skips the transform: CI runs Vitest five times (npm test, the
    // Redis pass, three fixed clocks), and a fixed clock's run took 75 → 65 s of CPU with it.
    experimental: { fsModuleCache: true },
    // On a PostgreSQL server (TEST_DATABASE_URL) each file has a database of its own and a request
    // waits mostly on the server's round trips, so three files run at once (measured on 2 cores:
    // the HTTP suite 195 s → 132 s). On embedded PGlite the database runs inside the worker: one
    // worker a core (Vitest's default is one fewer, which left a core idle at the end of CI, where the
    // fixed clocks run alone).
    maxWorkers: process.env.TEST_DATABASE_URL ? 3 : availableParallelism(),
    projects: [
      // extends: true so that each project resolves @common and @ like the root (an inline project inherits nothing by default).
      // isolate: false (unit, http): a worker keeps the modules it imported for its next file instead of a fresh process per
      // file. Importing the server took most of a short file's time (measured: unit 47 → 20 s CPU, six HTTP files 70 → 42 s).
      // Safe here because each file builds its own app and database and closes them in afterAll, and no test mocks modules;
      // the route table is set again by every createApp, and a broadcaster a realtime file leaves behind only publishes into
      // its closed hub (notifyStore ignores a failed publish).
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/saidEquality.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/saidEquality.ts'],
          isolate: false,
          globalSetup: ['tests/support/databaseSetup.ts'],
          // Limits for a hang. CI's second lane runs at nice 10 beside npm test (TEST_LOW_PRIORITY, .ci/run), where a
          // test that takes a second alone waited over 30 s for a core: there, ten minutes.
          testTimeout: process.env.TEST_LOW_PRIORITY ? 600_000 : 30_000,
          hookTimeout: process.env.TEST_LOW_PRIORITY ? 600_000 : 60_000,
        },
      },
    ],
  },
});
