import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import PusherServer from 'pusher';
import { HOOK_TIMEOUT, logIn, painted, startBrowserEnv, type BrowserEnv } from '../support/browser';
import { employees } from '../../database/schema';
import { clockIn } from '../../server/domain/staff/clockRecords';
import { routes } from '../../routes';

/**
 * Live updates in a real browser (docs/requirements.md §7): the page's Echo client connects
 * to the embedded server on the app's port, hears the store channel and the
 * public `delivery` channel, and reloads only what changed.
 */
let env: BrowserEnv;
test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

const SHOTS = process.env.SCREENSHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Every frame the page's sockets receive, from the first. */
function socketFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => void frames.push(String(f.payload))));
  return frames;
}

test.describe('live updates', () => {
  test('the login page loads no socket client at all', async () => {
    const { page, context } = await env.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
    let sockets = 0;
    page.on('websocket', () => void sockets++);
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /pusher|echo/.test(s))).toEqual([]);
    expect(sockets).toBe(0);
    await context.close();
  });

  test('a clock-in elsewhere appears on the open dashboard without a reload; PackageSent on `delivery` is logged', async () => {
    const { page, context } = await env.newPage({ width: 1024, height: 768, touch: true });
    const logs: string[] = [];
    const errors: string[] = [];
    page.on('console', (msg) => (msg.type() === 'error' ? errors : logs).push(msg.text()));
    const frames = socketFrames(page);
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    // The store's private channel, authorised through /broadcasting/auth with the session and the XSRF token.
    await expect
      .poll(() =>
        frames.some((f) => f.includes('subscription_succeeded') && f.includes('private-store.')),
      )
      .toBe(true);

    const [employee] = await env.db
      .select()
      .from(employees)
      .where(eq(employees.staffNumber, '1005'));
    await clockIn(env.db, employee.storeId, employee.id, { id: employee.id, at: Date.now() });
    await page
      .locator('[data-test="clocked-in-1005"]')
      .waitFor({ state: 'visible', timeout: 5_000 });
    await expect(
      page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
    ).resolves.toBe(42);
    await shot(page, 'realtime-dashboard-clocked-in-1024');

    const { appId, key, secret } = env.config.pusher;
    const port = new URL(env.baseUrl).port;
    await new PusherServer({ appId, key, secret, host: '127.0.0.1', port, useTLS: false }).trigger(
      'delivery',
      'PackageSent',
      { tracking: 'ZX-9' },
    );
    await expect.poll(() => logs.some((l) => l.startsWith('PackageSent'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('full page loads one after another (as the page sweep makes them) and signing out log no console error', async () => {
    const { page, context } = await env.newPage({ width: 1024, height: 768, touch: true });
    const errors: string[] = [];
    page.on('console', (msg) => void (msg.type() === 'error' && errors.push(msg.text())));
    page.on('pageerror', (err) => void errors.push(err.message));
    const sockets: WebSocket[] = [];
    const subscribed = new Set<WebSocket>();
    page.on('websocket', (ws) => {
      sockets.push(ws);
      ws.on(
        'framereceived',
        (f) => void (String(f.payload).includes('subscription_succeeded') && subscribed.add(ws)),
      );
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    const paths = [
      'dashboard',
      'employees.index',
      'stations.index',
      'clock-in-outs.index',
      'coupons.index',
    ]
      .map((name) => routes.find((r) => r.name === name)?.path)
      .filter((path): path is string => !!path);
    for (const path of paths.slice(0, -1)) await page.goto(path);
    const before = sockets.length;
    await page.goto(paths[paths.length - 1]);
    // The last page's own socket has connected and subscribed (an earlier page's may have too, before it went); then
    // sign out (the socket closes).
    await expect
      .poll(() => sockets.slice(before).some((ws) => subscribed.has(ws)), { timeout: 10_000 })
      .toBe(true);
    await page.locator('[data-test="user-menu"]').click();
    await page.locator('[data-test="logout"]').click();
    await page.waitForURL('**/login');
    // Signed out: the socket of the page signed in on (and with it the store channel) is closed, and none is open on
    // the sign-in page. Read on the server, which holds every socket the pages opened: Playwright's own view of a
    // socket closing waits for the closing handshake's last packet, which a busy machine delays past any limit, and on
    // a starved machine pusher-js may start a second attempt of its transport that the sign-out then abandons.
    await expect.poll(() => env.openSockets(), { timeout: 10_000 }).toBe(0);
    await painted(page);
    expect(env.openSockets()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
