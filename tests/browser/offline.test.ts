import { expect, test, type Page } from '@playwright/test';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  HOOK_TIMEOUT,
  startBrowserEnv,
  logIn,
  screenshotsTo,
  type BrowserEnv,
} from '../support/browser';
import { employeeByNumber, storeId } from '../support/lookups';
import { clockRecords, invoices, services } from '../../database/schema';

let env: BrowserEnv;
test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

/** OFFLINE_SCREENSHOTS=<dir> saves the waiting-to-sync screens to look at. */
const shot = screenshotsTo('OFFLINE_SCREENSHOTS');

/** The SweetAlert dialog says this (the whole text, or a pattern it matches); then it is closed. */
async function dialogSays(page: Page, text: string | RegExp) {
  const popup = page.locator('.swal2-popup');
  await expect(popup).toBeVisible();
  await expect(popup.locator('.swal2-html-container')).toHaveText(text);
  await page.locator('.swal2-confirm').tap();
  await expect(popup).toBeHidden();
}

/** A service for Cindy, paid with one cash tender of the amount due. */
async function ringUpCash(page: Page, category: string, service: string) {
  await page.locator(`[data-test="category-${category}"]`).tap();
  await page.locator(`[data-test="service-tile"][data-name="${service}"]`).tap();
  await page.locator(`[data-test="ticket-line"][data-name="${service}"]`).waitFor();
  const due = await page.locator('[data-test="amount-due"]').textContent();
  await page.locator('[data-test="pay"]').tap();
  const modal = page.locator('[data-test="payment-modal"]');
  await modal.locator('[data-test="add-tender-cash"]').tap();
  await modal.locator('[data-test="complete-payment"]').tap();
  return due;
}

/** The keys the station has queued (IndexedDB), by kind. */
const queuedKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ key: string; kind: string }[]>((resolve, reject) => {
        const open = indexedDB.open('chairside-offline', 1);
        open.onsuccess = () => {
          const req = open.result.transaction('queue').objectStore('queue').getAll();
          req.onsuccess = () =>
            resolve(
              (req.result as { key: string; kind: string }[]).map(({ key, kind }) => ({
                key,
                kind,
              })),
            );
          req.onerror = () => reject(req.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

test.describe('the offline-tolerant counter at 1024×768', () => {
  test('mid-shift the network drops: two cash tickets and a clock-out wait to sync, a card is refused, and when it is back each reaches the server exactly once', async () => {
    const lotus = await storeId(env.db, 'Lotus Nail Spa');
    const cindy = (await employeeByNumber(env.db, lotus, '1003'))!.id;
    // Cindy is on her shift (clocked in two hours ago) when the network drops.
    await env.db
      .update(clockRecords)
      .set({ clockOut: new Date() })
      .where(and(eq(clockRecords.employeeId, cindy), isNull(clockRecords.clockOut)));
    const shiftStart = new Date(Date.now() - 2 * 3_600_000);
    await env.db
      .insert(clockRecords)
      .values({ storeId: lotus, employeeId: cindy, clockIn: shiftStart });

    const { page, context } = await env.newPage({
      width: 1024,
      height: 768,
      touch: true,
      serviceWorker: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    // The service worker is installed and has the station's pages before anything is cut (within the 30 s its
    // install, which fetches the whole build, has always had here).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await caches.open('chairside-pages')).keys()).some(
              (r) => new URL(r.url).pathname === '/dashboard',
            ),
          ),
        { message: 'the station pages are cached', timeout: 30_000 },
      )
      .toBe(true);
    await page.goto(`/dashboard/pos/pay/ticket?technician=${cindy}`);
    await page.locator('[data-test="page-title"]').waitFor();

    await context.setOffline(true);
    await page.locator('[data-test="offline-indicator"]').waitFor();

    const first = await ringUpCash(page, 'Gel', 'Gel Manicure');
    await dialogSays(
      page,
      `Saved offline: ${first} in cash, change $0.00. It is sent when the station is back online.`,
    );
    await expect(page.locator('[data-test="ticket-line"]')).toHaveCount(0);
    await expect(page.locator('[data-test="offline-queue-count"]')).toHaveText('1 waiting to sync');

    // A card needs the connection: refused with the reason, the ticket stays on screen.
    await page.locator('[data-test="category-Pedicure"]').tap();
    await page.locator('[data-test="service-tile"][data-name="Spa Pedicure"]').tap();
    await page.locator('[data-test="pay"]').tap();
    const modal = page.locator('[data-test="payment-modal"]');
    await modal.locator('[data-test="add-tender-credit_card"]').tap();
    // The new tender's row may still be settling (its amount filled in) when the digits go in: type them until they hold.
    const last4 = modal.locator('[data-test="tender-last4"]');
    await expect
      .poll(
        async () => {
          if ((await last4.inputValue()) !== '4242') await last4.fill('4242');
          return modal.locator('[data-test="complete-payment"]').isEnabled();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await modal.locator('[data-test="complete-payment"]').tap();
    await dialogSays(page, /^Card payments need the connection/);
    await modal
      .locator('[data-test="tender"][data-type="credit_card"] button[aria-label^="Remove"]')
      .tap();
    await modal.locator('[data-test="add-tender-cash"]').tap();
    const second = (await page.locator('[data-test="amount-due"]').textContent())!;
    await modal.locator('[data-test="complete-payment"]').tap();
    await dialogSays(
      page,
      `Saved offline: ${second} in cash, change $0.00. It is sent when the station is back online.`,
    );
    await expect(page.locator('[data-test="offline-queue-count"]')).toHaveText('2 waiting to sync');
    await page.locator('[data-test="offline-queue-toggle"]').tap();
    await expect(page.locator('[data-test="offline-queue-item"]')).toHaveCount(2);
    await shot(page, 'tablet-pos-waiting-to-sync', false);

    // The dashboard opens from the service worker's copy; Cindy clocks out through Confirm Account.
    await page.goto('/dashboard');
    await page.locator('[data-test="clock-out-button"]').tap();
    const confirm = page.locator('[data-test="confirm-account-modal"]');
    await confirm.locator('[data-test="ca-user_id"]').fill('1003');
    await confirm.locator('[data-test="ca-password"]').fill('1234');
    const clockedOutAt = Date.now();
    await confirm.locator('[data-test="ca-confirm"]').tap();
    await dialogSays(
      page,
      /^Clock out saved at \d\d:\d\d [AP]M while offline\. It is sent when the station is back online\.$/,
    );
    await expect(page.locator('[data-test="offline-queue-count"]')).toHaveText('3 waiting to sync');
    await shot(page, 'tablet-dashboard-waiting-to-sync', false);

    const queued = await queuedKeys(page);
    expect(queued.map((q) => q.kind).sort()).toEqual(['clock_out', 'ticket', 'ticket']);
    const ticketKeys = queued.filter((q) => q.kind === 'ticket').map((q) => q.key);
    // Nothing reached the server while offline.
    expect(
      await env.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.storeId, lotus), inArray(invoices.idempotencyKey, ticketKeys))),
    ).toHaveLength(0);

    await context.setOffline(false);
    await page
      .locator('[data-test="offline-queue"]')
      .waitFor({ state: 'detached', timeout: 30_000 });
    expect(await queuedKeys(page)).toEqual([]);

    // Each ticket once, paid in cash for the amount shown; the shift closed once, at the tap.
    const paid = await env.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.storeId, lotus), inArray(invoices.idempotencyKey, ticketKeys)));
    expect(paid.map((i) => i.status)).toEqual(['paid', 'paid']);
    expect(paid.map((i) => `$${(i.cashAmount / 100).toFixed(2)}`).sort()).toEqual(
      [first, second].sort(),
    );
    const shifts = await env.db
      .select()
      .from(clockRecords)
      .where(and(eq(clockRecords.employeeId, cindy), eq(clockRecords.clockIn, shiftStart)));
    expect(shifts).toHaveLength(1);
    expect(Math.abs(shifts[0].clockOut!.getTime() - clockedOutAt)).toBeLessThan(10_000);
    expect(
      await env.db
        .select()
        .from(clockRecords)
        .where(and(eq(clockRecords.employeeId, cindy), isNull(clockRecords.clockOut))),
    ).toHaveLength(0);
    await context.close();
  });

  test('on a phone (390×844) the waiting-to-sync list fits; a ticket whose price changed meanwhile is sent for a manager, and the station is told', async () => {
    const { page, context } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
      serviceWorker: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/pos/pay/ticket');
    await page.locator('[data-test="page-title"]').waitFor();
    await context.setOffline(true);
    await page.locator('[data-test="category-Manicure"]').tap();
    await page.locator('[data-test="service-tile"][data-name="Classic Manicure"]').tap();
    await page
      .locator('[data-test="ticket-line"] [data-test="line-technician"]')
      .first()
      .selectOption({ index: 1 });
    await page.locator('[data-test="pay-bar"] button:has-text("Pay")').tap();
    const modal = page.locator('[data-test="payment-modal"]');
    await modal.locator('[data-test="add-tender-cash"]').tap();
    await modal.locator('[data-test="complete-payment"]').tap();
    await dialogSays(page, /^Saved offline: /);
    await page.locator('[data-test="offline-queue-toggle"]').tap();
    await page.locator('[data-test="offline-queue-list"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'phone-pos-waiting-to-sync', false);
    // The owner raises the price at the office while the station is offline.
    const lotus = await storeId(env.db, 'Lotus Nail Spa');
    const [manicure] = await env.db
      .select()
      .from(services)
      .where(and(eq(services.storeId, lotus), eq(services.name, 'Classic Manicure')));
    await env.db
      .update(services)
      .set({ priceCents: manicure.priceCents + 100 })
      .where(eq(services.id, manicure.id));
    try {
      await context.setOffline(false);
      const notice = page.locator('[data-test="offline-to-resolve"]');
      await notice.waitFor({ timeout: 30_000 });
      await expect(notice).toHaveText('1 sent for a manager to resolve (Offline Tickets)OK');
      await expect(page.locator('[data-test="offline-queue-toggle"]')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await shot(page, 'phone-pos-sent-to-resolve', false);
      await page.locator('[data-test="offline-to-resolve-ok"]').tap();
      await page.locator('[data-test="offline-queue"]').waitFor({ state: 'detached' });
    } finally {
      await env.db
        .update(services)
        .set({ priceCents: manicure.priceCents })
        .where(eq(services.id, manicure.id));
    }
    await context.close();
  });

  test('signing out drops the copies of the station pages: the next person never sees the last one’s', async () => {
    const { page, context } = await env.newPage({
      width: 1024,
      height: 768,
      touch: true,
      serviceWorker: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    const stationPages = () =>
      page.evaluate(async () =>
        (await (await caches.open('chairside-pages')).keys())
          .map((r) => new URL(r.url).pathname)
          .sort(),
      );
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Cached as the worker installs (within the 30 s its install, which fetches the whole build, has always had here).
    await expect
      .poll(stationPages, { timeout: 30_000 })
      .toEqual(['/dashboard', '/dashboard/pos/pay', '/dashboard/pos/pay/ticket']);
    await page.locator('[data-test="user-menu"]').tap();
    await page.locator('[data-test="logout"]').tap();
    await page.waitForURL('**/login');
    // The worker drops them as the sign-out goes by.
    await expect.poll(stationPages).toEqual([]);
    // Offline now, the dashboard is not served from a copy: there is none.
    await context.setOffline(true);
    await expect(page.goto('/dashboard')).rejects.toThrow();
    await context.close();
  });
});
