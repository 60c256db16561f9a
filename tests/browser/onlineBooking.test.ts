/**
 * Online booking: a customer books on her phone (390×844) from the
 * salon's public page, step by step, and the staff calendar open in a
 * second, signed-in context shows the booking without a reload. Then she
 * opens her appointment, moves it and cancels it.
 * BOOKING_SCREENSHOTS=<dir> saves every step at 390×844 and 1024×768.
 */
import { expect, test, type Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { appointments, customers } from '../../database/schema';
import { addDays, storeToday, weekdayOf } from '../../common/storeTime';
import { employeeByNumber, storeId } from '../support/lookups';
import {
  HOOK_TIMEOUT,
  logIn,
  screenshotsTo,
  startBrowserEnv,
  type BrowserEnv,
} from '../support/browser';

let env: BrowserEnv;
let lotus: number;
let cindy: number;
const shot = screenshotsTo('BOOKING_SCREENSHOTS');

/** A Tuesday at least four days ahead: open, and Cindy works. */
function aTuesday(): string {
  let d = addDays(storeToday('America/New_York'), 4);
  while (weekdayOf(d) !== 2) d = addDays(d, 1);
  return d;
}

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  lotus = await storeId(env.db, 'Lotus Nail Spa');
  cindy = (await employeeByNumber(env.db, lotus, '1003'))!.id;
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

/** Nothing scrolls sideways, and every visible control is at least 44 px both ways. */
async function checkLayout(page: Page) {
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth) out.push(`scrolls sideways: ${root.scrollWidth}px`);
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>(
        'main a[href], main button, main input:not([type="hidden"]):not([type="checkbox"])',
      ),
    )) {
      if (!el.checkVisibility()) continue;
      const box = el.getBoundingClientRect();
      if (Math.round(box.height) < 44 || Math.round(box.width) < 44)
        out.push(
          `${Math.round(box.width)}×${Math.round(box.height)}: ${el.getAttribute('data-test') ?? el.textContent?.trim().slice(0, 30)}`,
        );
    }
    return out;
  });
  expect(problems).toEqual([]);
}

test.describe('a customer books online', () => {
  test('on her phone, step by step; the calendar shows it live; she moves and cancels it', async () => {
    test.setTimeout(300_000);
    const date = aTuesday();
    // The front desk's calendar for that day, open before she books.
    const desk = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(desk.page, 'owner@example.com');
    await desk.page.waitForURL('**/dashboard');
    await desk.page.goto(`/dashboard/appointments/calendars?date=${date}`);
    await desk.page.locator('[data-test="calendar-grid"]').waitFor();
    const before = await desk.page.locator('[data-test^="appointment-"]').count();

    const { page } = await env.newPage({ width: 390, height: 844, touch: true, mobile: true });
    const tablet = await env.newPage({ width: 1024, height: 768, touch: true });

    await page.goto(`/book/${lotus}/menu`);
    await page.locator('[data-test="booking-menu"]').waitFor();
    await checkLayout(page);
    await shot(page, 'menu-390');
    await tablet.page.goto(`/book/${lotus}/menu`);
    await shot(tablet.page, 'menu-1024');
    await page.locator('[data-test="menu-book"]').tap();

    // 1. Services.
    await page.locator('[data-test="step-services"]').waitFor();
    await expect(page.locator('[data-test="booking-next"]')).toBeDisabled();
    await page.locator('[data-test="service-picker"] button').first().tap();
    await checkLayout(page);
    await shot(page, 'step1-services-390');
    await page.locator('[data-test="booking-next"]').tap();

    // 2. Technician or Anyone.
    await page.locator('[data-test="step-technician"]').waitFor();
    await checkLayout(page);
    await shot(page, 'step2-technician-390');
    await page.locator(`[data-test="technician-${cindy}"]`).tap();

    // 3. A day.
    await page.locator('[data-test="step-day"]').waitFor();
    await checkLayout(page);
    await shot(page, 'step3-day-390');
    await page.locator(`[data-test="day-${date}"]`).tap();

    // 4. Free times (a partial reload).
    await page.locator('[data-test="time-picker"]').waitFor();
    expect(page.url()).toContain(`date=${date}`);
    await expect(page.locator('[data-test="slot"]').first()).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/);
    await checkLayout(page);
    await shot(page, 'step4-time-390');
    await page.locator('[data-test="slot"]').first().tap();

    // 5. Her details.
    await page.locator('[data-test="booking-details"]').waitFor();
    await page.locator('[data-test="booking-submit"]').tap();
    await page.locator('[data-test="error-name"]').waitFor();
    await expect(page.locator('[data-test="error-phone"]')).toHaveText(
      'The phone must be a 10-digit phone number.',
    );
    await page.locator('[data-test="booking-name"]').fill('Phoebe Phone');
    await page.locator('[data-test="booking-phone"]').fill('5550301234');
    await page.locator('[data-test="booking-email"]').fill('phoebe@example.com');
    await page.locator('[data-test="booking-sms-consent"]').tap();
    await checkLayout(page);
    await shot(page, 'step5-details-390');
    await page.locator('[data-test="booking-submit"]').tap();

    // The confirmation.
    await page.locator('[data-test="booking-confirmed"]').waitFor();
    await expect(page.locator('[data-test="booking-status"]')).toHaveText('Confirmed');
    await expect(page.locator('[data-test="booking-when"]')).toContainText(
      String(Number(date.slice(8))),
    );
    await checkLayout(page);
    await shot(page, 'confirmed-390');
    const [customer] = await env.db
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, lotus), eq(customers.phone, '5550301234')));
    const [booked] = await env.db
      .select()
      .from(appointments)
      .where(eq(appointments.customerId, customer.id));
    expect(booked.technicianId).toBe(cindy);

    // The desk's calendar shows it without a reload.
    await desk.page.locator(`[data-test="appointment-${booked.id}"]`).waitFor({ timeout: 15_000 });
    await expect
      .poll(() => desk.page.locator('[data-test^="appointment-"]').count())
      .toBeGreaterThan(before);
    await expect(desk.page.locator(`[data-test="appointment-${booked.id}"]`)).toContainText(
      'Phoebe',
    );
    await shot(desk.page, 'calendar-live-1024');

    // The same steps at tablet size, for the screenshots.
    await tablet.page.goto(`/book/${lotus}`);
    await tablet.page.locator('[data-test="service-picker"] button').first().tap();
    await shot(tablet.page, 'step1-services-1024');
    await tablet.page.locator('[data-test="booking-next"]').tap();
    await tablet.page.locator('[data-test="technician-anyone"]').tap();
    await shot(tablet.page, 'step3-day-1024');
    await tablet.page.locator(`[data-test="day-${date}"]`).tap();
    await tablet.page.locator('[data-test="time-picker"]').waitFor();
    await checkLayout(tablet.page);
    await shot(tablet.page, 'step4-time-1024');
    await tablet.page.locator('[data-test="slot"]').first().tap();
    await shot(tablet.page, 'step5-details-1024');

    // She moves it to another time the same day…
    await page.locator('[data-test="booking-move"]').tap();
    await page.locator(`[data-test="day-${date}"]`).tap();
    await page.locator('[data-test="time-picker"]').waitFor();
    await shot(page, 'reschedule-390');
    await page.locator('[data-test="slot"]').nth(2).tap();
    await page.locator('[data-test="booking-move-submit"]').tap();
    await page.getByText('Your appointment was moved.').waitFor();
    const [moved] = await env.db.select().from(appointments).where(eq(appointments.id, booked.id));
    expect(moved.version).toBe(2);
    expect(moved.startsAt.getTime()).not.toBe(booked.startsAt.getTime());

    // …then cancels it, after confirming.
    await page.locator('[data-test="booking-cancel"]').tap();
    await page.locator('[data-test="confirm-modal-confirm"]').tap();
    await page.getByText('Your appointment was cancelled.').waitFor();
    const [cancelled] = await env.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, booked.id));
    expect(cancelled.status).toBe('cancelled');
    await shot(page, 'cancelled-390');
  });
});
