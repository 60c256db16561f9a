/**
 * The owner keeps the salon's hours on the front-desk tablet (1024×768,
 * touch): a later Saturday closing, and Thanksgiving closed.
 * OPENING_HOURS_SCREENSHOTS=<dir> saves the page there and on a desktop.
 */
import { expect, test } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { openingHourExceptions, openingHours } from '../../database/schema';
import { addDays, storeToday } from '../../common/storeTime';
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
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

const shot = screenshotsTo('OPENING_HOURS_SCREENSHOTS');

test.describe('opening hours', () => {
  test('on the tablet the owner closes Saturdays later and marks a holiday closed', async () => {
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/opening-hours');
    await expect(page.locator('h1')).toContainText('Opening Hours');
    await shot(page, 'opening-hours-tablet');

    await page.locator('[data-test="day-6-end"]').selectOption('21:00');
    await page.locator('[data-test="opening-hours-save"]').tap();
    await page.locator('text=Opening hours saved.').waitFor();
    const [saturday] = await env.db
      .select()
      .from(openingHours)
      .where(and(eq(openingHours.storeId, lotus), eq(openingHours.weekday, 6)));
    expect(saturday).toMatchObject({ openMinute: 570, closeMinute: 1260 });

    const holiday = addDays(storeToday('America/New_York'), 5);
    await page.locator('[data-test="exception-date"]').fill(holiday);
    await page.locator('[data-test="exception-note"]').fill('Thanksgiving');
    await page.locator('[data-test="exception-save"]').tap();
    await page.locator(`[data-test="exception-${holiday}"]`).waitFor();
    await expect(page.locator(`[data-test="exception-${holiday}"]`)).toContainText(
      'Closed · Thanksgiving',
    );
    // The form is empty again for the next date.
    await expect(page.locator('[data-test="exception-date"]')).toHaveValue('');
    await expect(page.locator('[data-test="exception-note"]')).toHaveValue('');
    await shot(page, 'opening-hours-tablet-holiday');

    // Removing it asks first, then the day goes back to the usual hours.
    await page.locator(`[data-test="exception-remove-${holiday}"]`).tap();
    await page.getByRole('button', { name: 'Remove', exact: true }).last().tap();
    await page.locator('[data-test="exceptions-empty"]').waitFor();
    expect(
      await env.db
        .select()
        .from(openingHourExceptions)
        .where(eq(openingHourExceptions.storeId, lotus)),
    ).toEqual([]);
    await context.close();
  });

  test('special hours need a valid range, and the message sits next to them', async () => {
    const { context, page } = await env.newPage({ width: 1440, height: 900 });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/opening-hours');
    await page
      .locator('[data-test="exception-date"]')
      .fill(addDays(storeToday('America/New_York'), 3));
    await page.locator('[data-test="exception-closed"]').uncheck();
    await page.locator('[data-test="exception-save"]').click();
    await expect(page.locator('[data-test="error-start"]')).toHaveText('Enter a valid start time.');
    await shot(page, 'opening-hours-desktop-error');
    await context.close();
  });
});
