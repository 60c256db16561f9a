/**
 * Promotions on the front-desk tablet (1024×768, touch): the owner makes one
 * with the form (a day toggle, a service picked, an error beside its field
 * first), the list shows it, and the pay screen shows the promotion beside
 * the line it applies to, with the amount due after it.
 * PROMOTIONS_SCREENSHOTS=<dir> saves the screens there.
 */
import { expect, test, type Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { promotions, services, users } from '../../database/schema';
import { createPromotion } from '../../database/queries/promotions';
import { storeId } from '../support/lookups';
import {
  HOOK_TIMEOUT,
  logIn,
  screenshotsTo,
  startBrowserEnv,
  type BrowserEnv,
} from '../support/browser';

let env: BrowserEnv;
let lotus: number;

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  lotus = await storeId(env.db, 'Lotus Nail Spa');
  const [gel] = await env.db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.storeId, lotus), eq(services.name, 'Gel Manicure')));
  // Every day, all day: whatever the clock says when this runs.
  await createPromotion(env.db, lotus, {
    name: 'Gel all week',
    kind: 'percent',
    value: 20,
    buyQuantity: null,
    getQuantity: null,
    target: 'services',
    serviceIds: [gel.id],
    categoryIds: [],
    daysOfWeek: [],
    startMinute: null,
    endMinute: null,
    firstVisit: false,
    birthdayMonth: false,
    startsOn: null,
    endsOn: null,
    priority: 0,
    isActive: true,
  });
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

const shot = screenshotsTo('PROMOTIONS_SCREENSHOTS');

/** Signs in, opens a ticket for technician 1003 on the pay screen and rings up a Gel Manicure: its promotion note, shown. */
async function gelManicureOnThePayScreen(page: Page, email: string) {
  await logIn(page, email);
  await page.waitForURL('**/dashboard');
  await page.goto('/dashboard/pos/pay');
  await page.locator('[data-test="technician-1003"]').tap();
  await page.waitForURL('**/dashboard/pos/pay/ticket?technician=*');
  await page.locator('[data-test="category-Gel"]').tap();
  await page.locator('[data-test="service-tile"][data-name="Gel Manicure"]').tap();
  const note = page.locator(
    '[data-test="ticket-line"][data-name="Gel Manicure"] [data-test="line-promotion"]',
  );
  await note.waitFor();
  return note;
}

test.describe('promotions', () => {
  test('the owner creates one on the tablet; an error shows beside its field first', async () => {
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/promotions/create');
    await page.locator('[data-test="promotion-form"]').waitFor();
    await page.fill('[data-test="name"]', 'Quiet Wednesday');
    await page.locator('[data-test="day-3"]').tap();
    await page.locator('[data-test="target-services"]').tap();
    await page.fill('[data-test="start_time"]', '14:00');
    await page.fill('[data-test="end_time"]', '10:00');
    await page.locator('[data-test="promotion-save"]').tap();
    await page.locator('[data-test="error-service_ids"]').waitFor();
    await expect(page.locator('[data-test="error-service_ids"]')).toHaveText(
      'Choose at least one service.',
    );
    await shot(page, 'promotion-form-errors');
    await page.locator('[data-test="service-toggle"]', { hasText: 'Gel Pedicure' }).tap();
    await page.locator('[data-test="promotion-save"]').tap();
    await page.locator('[data-test="error-end_time"]').waitFor();
    await expect(page.locator('[data-test="error-end_time"]')).toHaveText(
      'The window must end after it starts.',
    );
    await page.fill('[data-test="end_time"]', '17:00');
    // A date input takes YYYY-MM-DD; the list writes the day as the store does.
    await page.fill('[data-test="starts_on"]', '2026-01-05');
    await page.locator('[data-test="promotion-save"]').tap();
    await page.waitForURL('**/dashboard/promotions');
    const [saved] = await env.db
      .select()
      .from(promotions)
      .where(eq(promotions.name, 'Quiet Wednesday'));
    expect(saved).toMatchObject({
      daysOfWeek: [3],
      startMinute: 840,
      endMinute: 1020,
      target: 'services',
      startsOn: '2026-01-05',
    });
    const row = page.locator(`[data-test="promotion-${saved.id}"]`);
    await row.waitFor();
    // Said by the page from the days and times sent, the times in the store's hh:mm A.
    await expect(row).toContainText('Wednesday 02:00 PM–05:00 PM');
    await expect(row).toContainText('01-05-2026 to …');
    await expect(row).not.toContainText('2026-01-05');
    await shot(page, 'promotions-index');
    await context.close();
  });

  test('on a phone the list and the form fit the width, and every tap target on the form is at least 44 px tall', async () => {
    const { context, page } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    for (const path of ['/dashboard/promotions', '/dashboard/promotions/create']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      const [scroll, client] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scroll, path).toBeLessThanOrEqual(client);
    }
    const small = await page
      .locator(
        '[data-test="promotion-form"] button, [data-test="promotion-form"] input:not([type="checkbox"]):not([type="radio"])',
      )
      .evaluateAll((els) =>
        els
          .filter(
            (e) =>
              (e as HTMLElement).offsetParent !== null && e.getBoundingClientRect().height < 44,
          )
          .map((e) => e.outerHTML.slice(0, 80)),
      );
    expect(small).toEqual([]);
    await shot(page, 'promotion-form-phone');
    await context.close();
  });

  test('the pay screen shows the promotion beside its line and takes it off the amount due', async () => {
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    const note = await gelManicureOnThePayScreen(page, 'owner@example.com');
    await expect(note).toContainText('Gel all week · Every day: 20% off Gel Manicure −$7.00');
    await expect(page.locator('[data-test="promotions-total"]')).toContainText('−$7.00');
    // $35.00 − $7.00; gel services are untaxed in the demo menu.
    await expect(page.locator('[data-test="amount-due"]')).toHaveText('$28.00');
    await shot(page, 'pay-with-promotion');
    await context.close();
  });

  test('in Vietnamese the pay screen says why from the values the server sent, with no English', async () => {
    await env.db.update(users).set({ locale: 'vi' }).where(eq(users.email, 'manager@example.com'));
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    try {
      const note = await gelManicureOnThePayScreen(page, 'manager@example.com');
      await expect(note).toContainText('Gel all week · Mỗi ngày: Giảm 20% cho Gel Manicure −$7.00');
      await expect(note).not.toContainText('off');
    } finally {
      await context.close();
      await env.db
        .update(users)
        .set({ locale: 'en' })
        .where(eq(users.email, 'manager@example.com'));
    }
  });
});
