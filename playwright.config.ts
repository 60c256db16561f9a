import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/support/chromium';

// The same test environment as vitest.config.ts: NODE_ENV=test, and cheap password hashes
// (server/domain/access/passwords.ts) for the global setup's seeded users and every worker.
process.env.NODE_ENV ??= 'test';
process.env.TEST_CHEAP_PASSWORDS = '1';
// The browser suite runs the app as `npm start` does, on embedded PGlite, even where TEST_DATABASE_URL moves
// the HTTP suite to a PostgreSQL server (as CI does): PGlite has one connection, so a query made outside the
// transaction that holds it waits forever there and nowhere else, and this is where every screen's queries run
// on it. BROWSER_TEST_DATABASE_URL runs the browser suite on a PostgreSQL server instead (docs/testing.md).
process.env.TEST_DATABASE_URL = process.env.BROWSER_TEST_DATABASE_URL ?? '';

/**
 * The browser tests (tests/browser) on Playwright's runner; `npm test` runs
 * them after Vitest's unit and http projects (docs/testing.md). Each file
 * starts its own server, database copy and Chromium in test.beforeAll
 * (startBrowserEnv in tests/support/browser.ts); the demo is seeded once per
 * run by the global setup. Imports resolve through tsconfig.json's paths
 * (`@common/*`, `@/*`), which Playwright reads itself.
 */
export default defineConfig({
  testDir: 'tests/browser',
  globalSetup: './tests/support/playwrightSetup.ts',
  // Two files at a time, each with its own server, database and Chromium; a file's tests in order (they share
  // its server), but for the page sweep's roles, which are tests of their own that either worker takes. The 2-core
  // machine is busy all through a CI run (the static checks run beside it), so more workers would only contend.
  workers: 2,
  fullyParallel: false,
  // The page sweep's roles are the longest tests (the owner's takes minutes): their project is listed first so
  // that the workers start on them while the flows fill in, instead of them starting last.
  projects: [
    // Not traced: a role's report is its list of problems, page by page (SWEEP_SCREENSHOTS shows the pages), and
    // tracing its page loads was a fifth of the sweep's CPU.
    { name: 'sweep', testMatch: 'pageSweep.test.ts', use: { trace: 'off' } },
    { name: 'flows', testMatch: '*.test.ts', testIgnore: 'pageSweep.test.ts' },
  ],
  // A test that fails fails the run: the missing wait is found and fixed, not retried.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A test's limit; test.beforeAll/afterAll set their own (HOOK_TIMEOUT in tests/support/browser.ts).
  timeout: 60_000,
  // A failed test's trace (every context it opened) and a screenshot of its pages.
  outputDir: 'test-results',
  // One line per test as it ends and the failures in full at the end; in CI (no terminal) the same lines, without
  // colours or the line rewritten in place, so the log reads as text.
  reporter: [['list', { printSteps: false }]],
  // Its advice (split a slow file across workers) does not apply: the page sweep is long by design.
  reportSlowTests: null,
  use: {
    // Every test is traced and a failed one's trace kept: its actions and assertions with their sources, the
    // network and the console. Not the screencast (a frame every few milliseconds) nor the page's DOM at each
    // action: with the headless shell those were a fifth to a quarter of the flows' CPU. A failure still leaves
    // the page as it was: its screenshot, and the page's accessibility tree in error-context.md beside it.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
