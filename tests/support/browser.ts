import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { createApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { loadBuiltAssets } from '../../server/inertia/assets';
import { serveRealtime } from '../../server/realtime/realtime';
import { freshDatabase } from './database';
import type { Db } from '../../database/client';
import type { MailMessage } from '../../server/services/mail';
import { setLoopbackTerminals } from '../../server/services/terminals/addresses';
import { CHROMIUM_LAUNCH } from './chromium';

/**
 * The limit of a file's test.beforeAll and test.afterAll (today's 120 s: they start or stop a server, a database
 * copy and a Chromium on a busy machine). Playwright gives a hook the test's limit (playwright.config.ts, 60 s)
 * unless the hook calls test.setTimeout itself.
 */
export const HOOK_TIMEOUT = 120_000;

export interface BrowserEnv {
  baseUrl: string;
  /** The server's database, for setting up what a test starts from (who is clocked in). */
  db: Db;
  /** The server's configuration (its Pusher keys, for triggering events as a back end would). */
  config: Config;
  browser: Browser;
  /** Every message the app sent (an invitation's link, a reset link), instead of files under storage/mail. */
  mail: MailMessage[];
  /** The sockets this server holds open (every browser's live-update connections). */
  openSockets(): number;
  /** Names 127.0.0.1 at these ports as card terminal addresses, as TERMINAL_LOOPBACK would (the fake terminal's). */
  nameLoopbackTerminals(...ports: number[]): void;
  newPage(opts?: {
    width?: number;
    height?: number;
    touch?: boolean;
    mobile?: boolean;
    keyboard?: boolean;
    serviceWorker?: boolean;
  }): Promise<{ context: BrowserContext; page: Page }>;
  /** A browser context on this server (baseURL set, built assets from this run's snapshot). */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * The built client as it was when this file's server started. Several people
 * build in one working tree; a rebuild in the middle of a run would delete
 * the chunks this server's pages name. The server serves /build/ from the
 * copy, which never changes while it runs: the browser keeps its files
 * (immutable) and its compiled code between pages, as a salon's tablet does.
 */
function snapshotBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chairside-build-'));
  cpSync(resolve('public/build'), dir, { recursive: true });
  return dir;
}

/** A real server on a loopback port (built assets, fresh seeded database) and Debian's Chromium. */
export async function startBrowserEnv(): Promise<BrowserEnv> {
  const database = await freshDatabase();
  // Listening first, so APP_URL names this server's port: the pages' socket client connects to it
  // (docs/requirements.md §7). APP_URL says localhost while the browser opens 127.0.0.1, as behind a proxy; the socket
  // server lets that origin in.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: `http://localhost:${port}`,
    PUSHER_ALLOWED_ORIGINS: baseUrl,
    SESSION_SECRET: 'browser-test-secret-that-is-long-enough-0123456789',
    STORAGE_DIR: '/tmp/chairside-browser-storage',
  });
  const build = snapshotBuild();
  const assets = loadBuiltAssets(build);
  const mail: MailMessage[] = [];
  const app = await createApp({
    config,
    db: database.db,
    logger: pino({ level: 'silent' }),
    assets: () => assets,
    buildDir: build,
    mailer: { send: async (m) => void mail.push(m) },
  });
  server.on('request', app);
  const realtime = serveRealtime(app, server);
  // Playwright's chromium, the one its runner watches: a test that fails keeps the trace of every context it opened here.
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const newContext = async (options: BrowserContextOptions = {}) => {
    return browser.newContext({
      baseURL: baseUrl,
      serviceWorkers: 'block',
      ...options,
    });
  };
  return {
    baseUrl,
    db: database.db,
    config,
    browser,
    mail,
    newContext,
    openSockets: () => realtime.hub.connectionCount,
    nameLoopbackTerminals(...ports) {
      config.terminalLoopback = [
        ...config.terminalLoopback,
        ...ports.map((port) => ({ address: '127.0.0.1', port })),
      ];
      setLoopbackTerminals(config.terminalLoopback);
    },
    async newPage({
      width = 1280,
      height = 900,
      touch = false,
      mobile = false,
      keyboard = false,
      serviceWorker = false,
    } = {}) {
      // hasTouch makes the primary pointer coarse (a touch tablet); isMobile adds a phone's viewport handling.
      // The service worker (the installable app) is blocked unless a test is about it: installing it fetches the
      // whole build in the background of every page a test opens, which only slows the others down.
      const context = await newContext({
        viewport: { width, height },
        hasTouch: touch,
        isMobile: mobile,
        serviceWorkers: serviceWorker ? 'allow' : 'block',
      });
      if (keyboard)
        await context.addInitScript(() => window.localStorage.setItem('vk-enabled', 'on'));
      const page = await context.newPage();
      page.on('pageerror', (err) => console.error('page error:', err.message));
      return { context, page };
    },
    async close() {
      await browser.close();
      await realtime.close();
      await new Promise((r) => server.close(r));
      await database.drop();
      rmSync(build, { recursive: true, force: true });
    },
  };
}

export async function logIn(page: Page, email: string, password = 'password') {
  await page.goto('/login');
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('[data-test="login-submit"]');
}

/**
 * logIn, then waits until the page has left the sign-in page (the role's home, or where it asked to go), so the
 * session cookie is set before the test's next request. The wait starts once the form is sent: started before, on a
 * new page (about:blank) or any page but the sign-in page, it was over at once, and a `goto` right after could go out
 * without the session and be sent home (seen in CI: the employee form's test landed on the dashboard).
 */
export async function signIn(page: Page, email: string, password = 'password') {
  await logIn(page, email, password);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** Taps keys on the on-screen keyboard the way a finger does, once it shows. */
export async function tapKeys(page: Page, keys: string[]) {
  const keyboard = page.locator('[data-test="virtual-keyboard"]');
  await keyboard.waitFor({ state: 'visible' });
  for (const key of keys) await keyboard.locator(`[data-skbtn="${key}"]`).first().tap();
}

/**
 * Screenshots to look at: `<variable>=<dir>` saves each one there as
 * `<name>.png`; without it the calls do nothing.
 */
export function screenshotsTo(variable: string) {
  const dir = process.env[variable] ?? '';
  if (dir) mkdirSync(dir, { recursive: true });
  return async (page: Page, name: string, fullPage = true) => {
    if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
  };
}

/**
 * Resolves once the page has painted twice more: every render a tap or a focus scheduled has
 * happened. For asserting that something did NOT appear, where there is no event to wait for.
 */
export async function painted(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}
