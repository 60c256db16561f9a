/**
 * The customer display: the POS on a station tablet (1024×768,
 * touch) and that station's display opened by its link on a second tablet
 * (1024×768) and on a phone (390×844). A service added on the POS shows on
 * the display; Ask for tip on display, 20 % tapped there, sets the POS's
 * tip; paid in cash, the display says thank you. DISPLAY_SCREENSHOTS=<dir>
 * saves each display screen at both sizes.
 */
import { expect, test, type Page } from '@playwright/test';
import { and, eq, isNull } from 'drizzle-orm';
import { clockRecords, stations } from '../../database/schema';
import { employeeByNumber, storeId } from '../support/lookups';
import {
  HOOK_TIMEOUT,
  logIn,
  screenshotsTo,
  startBrowserEnv,
  type BrowserEnv,
} from '../support/browser';

let env: BrowserEnv;
let frontDesk = 0;
let token = '';

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  const lotus = await storeId(env.db, 'Lotus Nail Spa');
  const cindy = (await employeeByNumber(env.db, lotus, '1003'))!;
  await env.db
    .delete(clockRecords)
    .where(and(eq(clockRecords.employeeId, cindy.id), isNull(clockRecords.clockOut)));
  await env.db
    .insert(clockRecords)
    .values({ storeId: lotus, employeeId: cindy.id, clockIn: new Date() });
  const [desk] = await env.db
    .select({ id: stations.id, token: stations.displayToken })
    .from(stations)
    .where(and(eq(stations.storeId, lotus), eq(stations.name, 'Front Desk')));
  frontDesk = desk.id;
  token = desk.token;
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

const shot = screenshotsTo('DISPLAY_SCREENSHOTS');

/** Nothing on the page is wider than the viewport (no sideways scroll). */
async function fitsWidth(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

async function openDisplay(width: number, height: number, mobile: boolean) {
  const { page } = await env.newPage({ width, height, touch: true, mobile });
  await page.goto(`/display/${token}`);
  // Live: its own channel is joined (else it would be polling).
  await page.locator('[data-test="display"][data-live]').waitFor();
  return page;
}

test.describe('the customer display beside the POS', () => {
  test('the ticket as it is built, her tip chosen on the display, and thank you once paid', async () => {
    const { page: pos } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(pos, 'owner@example.com');
    await pos.waitForURL('**/dashboard');
    await pos.goto('/dashboard/stations');
    await pos.locator(`[data-test="station-${frontDesk}"] [data-test="station-select"]`).tap();
    await pos.locator(`[data-test="station-${frontDesk}"] [data-test="station-current"]`).waitFor();
    await pos.locator(`[data-test="station-${frontDesk}"] [data-test="station-display"]`).tap();
    await expect(pos.locator('[data-test="station-display-url"]')).toHaveText(
      new RegExp(`/display/${token}$`),
    );
    await pos.locator('[data-test="station-display-qr"]').waitFor();
    await shot(pos, 'stations-display-link');

    const tablet = await openDisplay(1024, 768, false);
    const phone = await openDisplay(390, 844, true);
    const displays = [tablet, phone];
    for (const d of displays)
      await expect(d.locator('[data-test="display-idle"]')).toContainText('Welcome');
    await shot(tablet, 'tablet-idle');
    await shot(phone, 'phone-idle');

    // A service on the POS shows on both screens.
    await pos.goto('/dashboard/pos/pay');
    await pos.locator('[data-test="technician-1003"]').tap();
    await pos.waitForURL('**/dashboard/pos/pay/ticket?technician=*');
    // A Classic Manicure ($20.00): no promotion of the demo's takes it on any day.
    await pos.locator('[data-test="category-Manicure"]').tap();
    await pos.locator('[data-test="service-tile"][data-name="Classic Manicure"]').tap();
    await pos.locator('[data-test="ticket-line"][data-name="Classic Manicure"]').waitFor();
    const due = (await pos.locator('[data-test="amount-due"]').textContent()) ?? '';
    for (const d of displays) {
      await d.locator('[data-test="display-line"]', { hasText: 'Classic Manicure' }).waitFor();
      await expect(d.locator('[data-test="display-amount-due"]')).toHaveText(due);
      await fitsWidth(d);
    }
    await shot(tablet, 'tablet-ticket');
    await shot(phone, 'phone-ticket');

    // Ask for a tip: the store's suggestions as big buttons with their amounts.
    await pos.locator('[data-test="ask-tip-on-display"]').tap();
    for (const d of displays) await d.locator('[data-test="display-tip"]').waitFor();
    const twenty = tablet.locator('[data-test="tip-choice-20"]');
    await expect(twenty).toHaveText('20%$4.00');
    const box = (await twenty.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await fitsWidth(phone);
    await shot(tablet, 'tablet-tip');
    await shot(phone, 'phone-tip');
    await phone.locator('[data-test="tip-custom"]').tap();
    await phone.locator('[data-test="keypad-5"]').tap();
    await phone.locator('[data-test="keypad-00"]').tap();
    await expect(phone.locator('[data-test="tip-custom-amount"]')).toHaveText('$5.00');
    await fitsWidth(phone);
    await shot(phone, 'phone-tip-custom');

    // She taps 20 % on the tablet: the POS takes it, and both screens show the ticket with the tip.
    await twenty.tap();
    await pos.locator('[data-test="display-tip-chosen"]').waitFor();
    await expect(pos.locator('[data-test="display-tip-chosen"]')).toHaveText(
      'Tip chosen on the display: $4.00',
    );
    await expect(pos.locator('[data-test="total-tip"]')).toHaveText('$4.00');
    await expect(pos.locator('[data-test="amount-due"]')).toHaveText('$24.00');
    for (const d of displays) {
      await d.locator('[data-test="display-tip"]', { hasText: '$4.00' }).waitFor();
      await d.locator('[data-test="display-amount-due"]', { hasText: '$24.00' }).waitFor();
    }
    await shot(tablet, 'tablet-ticket-tip');

    // Paid in cash: thank you on the display.
    await pos.locator('[data-test="pay"]').tap();
    const modal = pos.locator('[data-test="payment-modal"]');
    await modal.locator('[data-test="add-tender-cash"]').tap();
    await modal.locator('[data-test="complete-payment"]').tap();
    await pos.locator('.swal2-popup').waitFor({ state: 'visible' });
    for (const d of displays) {
      await d.locator('[data-test="display-thank-you"]').waitFor();
      await expect(d.locator('[data-test="display-thank-you"] h1')).toHaveText('Thank you!');
      await fitsWidth(d);
    }
    await shot(tablet, 'tablet-thank-you');
    await shot(phone, 'phone-thank-you');
  });
});
