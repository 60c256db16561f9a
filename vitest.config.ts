import { defineConfig } from 'vitest/config';

/**
 * Three projects mirror the tree: unit (pure rules), http (supertest through
 * the Inertia protocol, one fresh database per file), browser (Playwright
 * driving Debian's Chromium against a listening server).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'http', include: ['tests/http/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time on a 2-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
