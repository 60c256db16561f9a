/**
 * The owner blocks the salon's lunch hour every week on the front-desk tablet
 * (1024×768, touch), and changes the appointment settings on a desktop.
 * BOOKING_BLOCKS_SCREENSHOTS=<dir> saves the pages there at both sizes.
 */
import { expect, test } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { bookingBlocks } from '../../database/schema';
import { getAppointmentSettings } from '../../database/queries/appointmentSettings';
import { addDays, storeToday, weekdayOf } from '../../common/storeTime';
import { formatBlockDate, WEEKDAY_NAMES } from '../../common/bookingBlocks';
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

const shot = screenshotsTo('BOOKING_BLOCKS_SCREENSHOTS');

test.describe('appointment blocks', () => {
  test('on the tablet the owner blocks lunch every week until the end of the year and sees it listed', async () => {
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/booking-blocks');
    await expect(page.locator('h1')).toContainText('Appointment Blocks');
    await page.locator('[data-test="blocks"]').waitFor();
    await shot(page, 'booking-blocks-tablet');

    await page.locator('[data-test="block-create"]').tap();
    await page.waitForURL('**/booking-blocks/create');
    const start = addDays(storeToday('America/New_York'), 2);
    const weekday = WEEKDAY_NAMES[weekdayOf(start)];
    await page.locator('[data-test="block-title"]').fill('Lunch');
    await page.locator('[data-test="block-date"]').fill(start);
    await page.locator('[data-test="block-start"]').selectOption('12:00');
    await page.locator('[data-test="block-end"]').selectOption('13:15');
    await page.locator('label[for="repeat-weekly"]').tap();
    await expect(page.locator('label[for="repeat-weekly"]')).toContainText(`Every ${weekday}`);
    await page.locator('[data-test="block-repeat_until"]').fill(`${start.slice(0, 4)}-12-31`);
    const year = start.slice(0, 4);
    await expect(page.locator('[data-test="block-preview"]')).toHaveText(
      `Every ${weekday}, 12:00 PM – 1:15 PM, from ${formatBlockDate(start)}, until Dec 31, ${year}`,
    );
    await shot(page, 'booking-blocks-create-tablet');
    await page.locator('[data-test="block-save"]').tap();
    await page.waitForURL('**/dashboard/booking-blocks');
    await page.locator('text=Appointment block created.').waitFor();

    const [row] = await env.db
      .select()
      .from(bookingBlocks)
      .where(and(eq(bookingBlocks.storeId, lotus), eq(bookingBlocks.title, 'Lunch')));
    expect(row).toMatchObject({
      technicianId: null,
      startsOn: start,
      startMinute: 720,
      endMinute: 795,
      repeat: 'weekly',
      repeatUntil: `${start.slice(0, 4)}-12-31`,
    });
    const listed = page.locator(`[data-test="block-${row.id}"]`);
    await expect(listed).toContainText(`Every ${weekday}, 12:00 PM – 1:15 PM`);
    await expect(listed).toContainText(`until Dec 31, ${start.slice(0, 4)}`);
    await expect(listed).toContainText('Whole salon');
    await shot(page, 'booking-blocks-tablet-listed');

    // Deleting asks first.
    await listed.locator('[data-test="block-remove"]').tap();
    await page.getByRole('button', { name: 'Delete', exact: true }).last().tap();
    await page.locator('text=Appointment block deleted.').waitFor();
    await expect(listed).toHaveCount(0);
    await context.close();
  });

  test('on a desktop the form says what is wrong next to the field, and the Appointment tab saves', async () => {
    const { context, page } = await env.newPage({ width: 1440, height: 900 });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/booking-blocks');
    await page.locator('[data-test="blocks"]').waitFor();
    await shot(page, 'booking-blocks-desktop');
    await page.locator('[data-test="block-edit"]').first().click();
    await page.waitForURL('**/edit');
    await page.locator('[data-test="block-title"]').fill('');
    await page.locator('[data-test="block-save"]').click();
    await expect(page.locator('[data-test="error-title"]')).toHaveText(
      'The title field is required.',
    );
    await shot(page, 'booking-blocks-edit-desktop-error');

    await page.goto('/dashboard/settings?tab=appointment');
    await page.locator('[data-test="settings-appointment"]').waitFor();
    await shot(page, 'settings-appointment-desktop');
    await page.locator('label[for="slot_step_minutes-30"]').click();
    await page.locator('[data-test="appointment-buffer_minutes"]').selectOption('15');
    await page.locator('[data-test="appointment-save"]').click();
    await page.locator('text=Appointment settings saved.').waitFor();
    expect(await getAppointmentSettings(env.db, lotus)).toMatchObject({
      slotStepMinutes: 30,
      bufferMinutes: 15,
    });
    await context.close();
  });

  test('the Appointment tab fits the tablet', async () => {
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/settings?tab=appointment');
    await page.locator('[data-test="settings-appointment"]').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await shot(page, 'settings-appointment-tablet');
    await context.close();
  });
});
