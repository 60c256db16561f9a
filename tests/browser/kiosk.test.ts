/**
 * The front desk's day: a customer checks in on the kiosk tablet
 * (1024×768, touch) with the digit pad; the check-ins page open in a second
 * context shows her without a reload; the desk starts her service and pays,
 * and the turn board on the wall (a third context) moves her technician.
 * CHECKIN_SCREENSHOTS=<dir> also saves every check-in page at 1024×768 and
 * 1440×900, and the kiosk's pages at 390×844.
 */
import { expect, test, type Page } from '@playwright/test';
import { and, eq, isNull } from 'drizzle-orm';
import { checkIns, clockRecords, customers } from '../../database/schema';
import { ensureCheckInSettings } from '../../database/queries/checkIns';
import { newKioskToken } from '../../server/domain/checkins/kiosk';
import { emptyToday, employeeByNumber, storeId } from '../support/lookups';
import {
  HOOK_TIMEOUT,
  logIn,
  screenshotsTo,
  startBrowserEnv,
  type BrowserEnv,
} from '../support/browser';

const SHOTS = process.env.CHECKIN_SCREENSHOTS ?? '';
let env: BrowserEnv;
let token: string;
let lotus: number;
let cindy: number;

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  lotus = await storeId(env.db, 'Lotus Nail Spa');
  await emptyToday(env.db, lotus);
  for (const number of ['1003', '1004']) {
    const employee = (await employeeByNumber(env.db, lotus, number))!;
    await env.db
      .delete(clockRecords)
      .where(and(eq(clockRecords.employeeId, employee.id), isNull(clockRecords.clockOut)));
    await env.db
      .insert(clockRecords)
      .values({ storeId: lotus, employeeId: employee.id, clockIn: new Date() });
  }
  cindy = (await employeeByNumber(env.db, lotus, '1003'))!.id;
  token = (await ensureCheckInSettings(env.db, lotus, newKioskToken())).kioskToken;
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

const shot = screenshotsTo('CHECKIN_SCREENSHOTS');

async function typeOnPad(page: Page, digits: string, touch = true) {
  for (const d of digits) {
    const key = page.locator(`[data-test="pad-${d}"]`);
    await (touch ? key.tap() : key.click());
  }
}

test.describe('self check-in to a paid ticket', () => {
  test('she checks in on the kiosk, the desk sees her live, starts her service and pays', async () => {
    const desk = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(desk.page, 'owner@example.com');
    await desk.page.waitForURL('**/dashboard');
    await desk.page.goto('/dashboard/checkins');
    await desk.page.locator('[data-test="checkin-filters"]').waitFor();

    // The turn board on the wall (a third browser): Cindy, first to clock in, is up next with no turns.
    const wall = await env.newPage({ width: 1920, height: 1080 });
    await logIn(wall.page, 'manager@example.com');
    await wall.page.waitForURL('**/dashboard');
    await wall.page.goto('/dashboard/turn-managements');
    const boardCindy = wall.page.locator(`[data-test="tech-${cindy}"]`);
    await boardCindy.waitFor();
    await expect(boardCindy.locator('[data-test="tech-turns"]')).toHaveText('0');
    await expect(wall.page.locator('[data-test="board-queue"] > li').first()).toHaveAttribute(
      'data-name',
      'Cindy Le',
    );

    const kiosk = await env.newPage({ width: 1024, height: 768, touch: true });
    const { page } = kiosk;
    await page.goto(`/kiosk/${token}`);
    await shot(page, 'kiosk-checkin-1024');
    await expect(page.locator('[data-test="kiosk-next"]')).toBeDisabled();
    await typeOnPad(page, '5550198');
    await page.locator('[data-test="pad-bksp"]').tap();
    await typeOnPad(page, '9012');
    // Ten digits: the pad takes no more.
    await typeOnPad(page, '3');
    await expect(page.locator('[data-test="kiosk-phone"]')).toHaveValue('(555) 019-9012');
    await page.locator('[data-test="kiosk-next"]').tap();
    await page.locator('[data-test="kiosk-customer"]').waitFor();
    await expect(page.locator('[data-test="page-title"]')).toHaveText('Welcome! Tell us about you');
    await expect(page.locator('[data-test="kiosk-sms-consent"]')).not.toBeChecked();
    await page.locator('[data-test="kiosk-name"]').fill('Kate Kiosk');
    await page.locator('[data-test="service-picker"] button').first().tap();
    // A walk-in for anyone: the turn board's next up (Cindy, first to clock in) gets her, and the visit counts as a turn.
    await page.locator('[data-test="technician-anyone"]').tap();
    await shot(page, 'kiosk-customer-1024');
    await page.locator('[data-test="kiosk-submit"]').tap();
    await page.locator('[data-test="kiosk-success"]').waitFor();
    await expect(page.locator('[data-test="page-title"]')).toHaveText('You’re checked in, Kate!');
    await expect(page.locator('[data-test="kiosk-position"]')).toHaveText(
      /^(Next|\d+(st|nd|rd|th))$/,
    );
    // The page says the wait from its minutes.
    await expect(page.locator('[data-test="kiosk-wait"]')).toHaveText(
      /^(No wait|About \d+(\.\d+)? (minutes|hours))$/,
    );
    await shot(page, 'kiosk-success-1024');

    const [row] = await env.db
      .select({ id: checkIns.id })
      .from(checkIns)
      .innerJoin(customers, eq(customers.id, checkIns.customerId))
      .where(eq(customers.phone, '5550199012'));
    // The desk's page, open all along, shows her without a reload.
    const card = desk.page.locator(`[data-test="checkin-${row.id}"]`);
    await card.waitFor({ timeout: 10_000 });
    await expect(card.locator('[data-test="checkin-requested"]')).toHaveText('Anyone');
    // Her place and wait, said by the page from the minutes the server sends.
    await expect(card).toContainText(/#\d+ · (No wait|About \d+(\.5)? (minutes|hours))/);
    await shot(desk.page, 'checkins-1024');
    await card.locator('[data-test="checkin-assign"]').tap();
    await desk.page.locator('[data-test="assign-modal"]').waitFor();
    await expect(
      desk.page.locator(`[data-test="assign-modal"] [data-test="technician-${cindy}"]`),
    ).toHaveAttribute('aria-checked', 'true');
    await shot(desk.page, 'checkins-assign-1024', false);
    await desk.page.locator('[data-test="assign-confirm"]').tap();
    await desk.page.locator('[data-test="assign-modal"]').waitFor({ state: 'hidden' });
    await card.locator('[data-test="checkin-start"]').tap();
    await desk.page.locator('[data-test="customer-checkin"]').waitFor();
    await shot(desk.page, 'pos-customer-checkin-1024');
    await desk.page.locator('[data-test="customer-checkin-start"]').tap();
    await desk.page.waitForURL('**/dashboard/pos/pay/ticket?check_in=*');
    await desk.page.locator('[data-test="pay-check-in"]').waitFor();
    await expect(desk.page.locator('[data-test="customer-selected"]')).toContainText('Kate Kiosk');
    await expect(desk.page.locator('[data-test="ticket-line"]')).toHaveCount(1);
    await shot(desk.page, 'pos-pay-from-checkin-1024');
    await desk.page.locator('[data-test="pay"]').tap();
    const modal = desk.page.locator('[data-test="payment-modal"]');
    await modal.locator('[data-test="add-tender-cash"]').tap();
    await modal.locator('[data-test="complete-payment"]').tap();
    const popup = desk.page.locator('.swal2-popup');
    await popup.waitFor({ state: 'visible' });
    await desk.page.locator('.swal2-confirm').tap();
    await desk.page.locator('[data-test="receipt"]').waitFor();
    const [done] = await env.db.select().from(checkIns).where(eq(checkIns.id, row.id));
    expect(done).toMatchObject({ status: 'done', assignedTechnicianId: cindy });
    expect(done.invoiceId).not.toBeNull();

    // The board, never reloaded, counts her paid service as a turn and moves her behind David.
    await boardCindy
      .locator('[data-test="tech-turns"]')
      .filter({ hasText: /^1$/ })
      .waitFor({ timeout: 10_000 });
    await wall.page.waitForFunction(
      () =>
        document.querySelector('[data-test="board-queue"] > li')?.getAttribute('data-name') ===
        'David Pham',
    );
    await shot(wall.page, 'turn-board-after-paid-1920');
    await wall.context.close();
    await desk.context.close();
    await kiosk.context.close();
  });

  test('screenshots of every check-in page', async () => {
    test.skip(!SHOTS, 'only with CHECKIN_SCREENSHOTS=<dir>');
    for (const [w, h] of [
      [1024, 768],
      [1440, 900],
      [390, 844],
    ] as const) {
      const { page, context } = await env.newPage({
        width: w,
        height: h,
        touch: w < 1440,
        mobile: w < 500,
      });
      await page.goto(`/kiosk/${token}`);
      const touch = w < 1440;
      await typeOnPad(page, `555019${String(w).padStart(4, '0')}`, touch);
      await shot(page, `kiosk-checkin-${w}`);
      await page.locator('[data-test="kiosk-next"]').click();
      await page.locator('[data-test="kiosk-customer"]').waitFor();
      await page.locator('[data-test="kiosk-submit"]').click();
      await page.locator('[data-test="error-name"]').waitFor();
      await shot(page, `kiosk-customer-errors-${w}`);
      await page.locator('[data-test="kiosk-name"]').fill(`Shot ${w}`);
      await page.locator('[data-test="kiosk-submit"]').click();
      await page.locator('[data-test="kiosk-success"]').waitFor();
      await shot(page, `kiosk-success-${w}`);
      if (w >= 1024) {
        await logIn(page, 'owner@example.com');
        await page.waitForURL('**/dashboard');
        await page.goto('/dashboard/checkins');
        await page.locator('[data-test="checkin-list"]').waitFor();
        await shot(page, `checkins-${w}`);
        await page.locator('[data-test="desk-checkin-open"]').click();
        await page.locator('[data-test="desk-phone"]').fill('5550199077');
        await page.locator('[data-test="desk-find"]').click();
        await page.locator('[data-test="desk-new"]').waitFor();
        await shot(page, `checkins-desk-modal-${w}`, false);
        await page.keyboard.press('Escape');
        await page.goto('/dashboard/settings?tab=checkins');
        await page.locator('[data-test="settings-checkins"]').waitFor();
        await shot(page, `settings-checkins-${w}`);
        const first = page.locator('[data-test="checkin-start"]');
        await page.goto('/dashboard/checkins?status=waiting');
        await first.first().click();
        await page.locator('[data-test="customer-checkin"]').waitFor();
        await shot(page, `pos-customer-checkin-${w}`);
      }
      await context.close();
    }
  });
});
