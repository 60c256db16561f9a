import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, never a browser Playwright downloads: its headless shell
 * (`apt-get install chromium-headless-shell`, the same Chromium build without
 * the desktop browser around it) where it is installed, as in CI, else the
 * full `chromium`; CHROMIUM_PATH points elsewhere. The shell is what
 * Playwright itself runs headless: the same Blink, and on the 2-core machine a
 * third of the full browser's CPU for the same suite (docs/testing.md "How long
 * CI takes"). Shared by tests/support/browser.ts, which launches one per test
 * file, and playwright.config.ts, so that a test using Playwright's own `page`
 * fixture gets the same browser.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium');

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
