import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Three projects mirror the tree: unit (pure rules), http (supertest through
 * the Inertia protocol, one fresh database per file), browser (Playwright
 * driving Debian's Chromium against a listening server).
 */
export default defineConfig({
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@': fileURLToPath(new URL('./resources/js', import.meta.url)),
    },
  },
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
