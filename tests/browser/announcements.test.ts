/**
 * The owner writes an announcement on the tablet (1024×768, touch, on-screen
 * keyboard): the count under the message box follows her typing (characters,
 * segments, cost), the preview shows who would get it and the text with the
 * coupon code filled in, and Send now (after its confirm) starts the send.
 */
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { announcements } from '../../database/schema';
import { HOOK_TIMEOUT, tapKeys, logIn, startBrowserEnv, type BrowserEnv } from '../support/browser';

let env: BrowserEnv;

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

test.describe('announcements on the tablet', () => {
  test('write, preview with the coupon filled in, then send now', async () => {
    const { page, context } = await env.newPage({
      width: 1024,
      height: 768,
      touch: true,
      keyboard: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/announcements');
    await page.locator('[data-test="announcement-create"]').tap();
    await page.waitForURL('**/dashboard/announcements/create');

    await page.locator('[data-test="name"]').tap();
    await tapKeys(page, ['{shift}', 'F', ...'all']);
    await expect(page.locator('[data-test="name"]')).toHaveValue('Fall');
    await page.locator('label[for="audience_kind-visited"]').tap();
    await page.locator('[data-test="with_coupon"]').tap();
    await page.locator('[data-test="coupon_code"]').fill('FALLTAB');
    await page.locator('[data-test="coupon_value"]').fill('15');
    await page
      .locator('[data-test="body"]')
      .fill('Lotus: 15% off with {coupon}. Reply STOP to opt out.');
    // The count is of the text she will read: FALLTAB in place of {coupon}.
    await expect(page.locator('[data-test="message-meter"]')).toHaveText(
      /^51 characters · 1 segment \(GSM-7\)/,
      { useInnerText: true },
    );
    await page
      .locator('[data-test="body"]')
      .fill(`Lotus: 15% off with {coupon}. ${'x'.repeat(140)}`);
    await expect(page.locator('[data-test="message-meter"]')).toHaveText(/2 segments/, {
      useInnerText: true,
    });
    await page
      .locator('[data-test="body"]')
      .fill('Lotus: 15% off with {coupon}. Reply STOP to opt out.');
    await page.locator('[data-test="announcement-save"]').tap();
    await page.waitForURL(/\/dashboard\/announcements\/\d+$/);

    const preview = page.locator('[data-test="announcement-preview"]');
    await preview.waitFor();
    await expect(page.locator('[data-test="preview-sample"]')).toHaveText(
      'Lotus: 15% off with FALLTAB. Reply STOP to opt out.',
      { useInnerText: true },
    );
    await expect
      .poll(async () => Number(await page.locator('[data-test="preview-recipients"]').innerText()))
      .toBeGreaterThan(0);
    // Nothing wider than the tablet.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1024,
    );

    await page.locator('[data-test="announcement-send"]').tap();
    await page.locator('[data-test="confirm-modal-confirm"]').tap();
    await expect(page.locator('[data-test="announcement-status"]')).toHaveText(/Sending|Sent/, {
      useInnerText: true,
    });
    await page.locator('[data-test="announcement-progress"]').waitFor();
    const id = Number(/(\d+)$/.exec(page.url())?.[1]);
    const [row] = await env.db.select().from(announcements).where(eq(announcements.id, id));
    expect(['sending', 'sent']).toContain(row.status);
    await context.close();
  });
});
