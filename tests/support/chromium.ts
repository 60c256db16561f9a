import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (`apt-get install chromium`; CHROMIUM_PATH points
 * elsewhere), never a browser Playwright downloads. Shared by
 * tests/support/browser.ts, which launches one per test file, and
 * playwright.config.ts, so that a test using Playwright's own `page` fixture
 * gets the same browser.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: CHROMIUM,
  headless: true,
  // The machine's network is closed: no background connections, no GPU, no sandbox as root.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};
