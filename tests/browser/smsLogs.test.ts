/**
 * The owner reads the SMS log on the front-desk tablet (1024×768, touch) and
 * on a phone: a text's status history in its drawer, a status filter, and
 * Settings → Notification saved from the tablet.
 * SMS_LOGS_SCREENSHOTS=<dir> saves the screens there.
 */
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { notificationSettings, smsMessages } from '../../database/schema';
import { queueSms } from '../../server/domain/sms/outbox';
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
let queuedId: number;
let skippedId: number;

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  lotus = await storeId(env.db, 'Lotus Nail Spa');
  const queued = await env.db.transaction((tx) =>
    queueSms(tx, {
      storeId: lotus,
      customerId: null,
      to: '2125550177',
      body: 'Lotus Nail Spa: thank you! Ticket #9001 paid: $51.00.',
      purpose: 'transactional',
      source: { type: 'receipt' },
    }),
  );
  const skipped = await env.db.transaction((tx) =>
    queueSms(tx, {
      storeId: lotus,
      customerId: null,
      to: '2125550178',
      body: 'Gel Tuesday: 20% off.',
      purpose: 'marketing',
      source: { type: 'announcement', id: 1 },
    }),
  );
  queuedId = queued.id;
  skippedId = skipped.id;
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

const shot = screenshotsTo('SMS_LOGS_SCREENSHOTS');

test.describe('SMS Logs', () => {
  test('on the tablet: the history of a text, and a status filter', async () => {
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/sms-logs');
    await page.locator(`[data-test="sms-${queuedId}"]`).waitFor();
    await expect(page.locator(`[data-test="sms-${skippedId}"]`)).toContainText(
      'No marketing consent',
    );
    // The sender and its number, said by the page from the codes the server sends.
    await expect(page.locator(`[data-test="sms-${skippedId}"]`)).toContainText('Announcement #1');
    await expect(page.locator(`[data-test="sms-${queuedId}"]`)).toContainText('Receipt');
    await shot(page, 'sms-logs-tablet');

    await page.locator(`[data-test="sms-${queuedId}"] [data-test="sms-details"]`).tap();
    await page.locator('[data-test="sms-events"]').waitFor();
    await expect(page.locator('[data-test="sms-body"]')).toHaveText(
      'Lotus Nail Spa: thank you! Ticket #9001 paid: $51.00.',
    );
    await expect(page.locator('[data-test="sms-events"] li').first()).toContainText('Queued');
    await shot(page, 'sms-logs-tablet-history');
    await page.keyboard.press('Escape');

    await page.locator('select[name="status"]').selectOption('skipped');
    await page.waitForURL(/status=skipped/);
    await page.locator(`[data-test="sms-${skippedId}"]`).waitFor();
    await expect(page.locator(`[data-test="sms-${queuedId}"]`)).toHaveCount(0);
    await context.close();
  });

  test('on a phone the log fits the width', async () => {
    const { context, page } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/sms-logs');
    await page.locator(`[data-test="sms-${queuedId}"]`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'sms-logs-phone');
    await context.close();
  });

  test('Settings → Notification: receipts by text, saved from the tablet', async () => {
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/settings?tab=notification');
    await page.locator('[data-test="settings-notification"]').waitFor();
    await page.locator('[data-test="notification-receipt"] label[for="receipt-sms"]').tap();
    await page.locator('[data-test="notification-sms_number"]').fill('(212) 555-0166');
    await page.locator('[data-test="notification-save"]').tap();
    await page.locator('text=Notification settings saved.').waitFor();
    const [row] = await env.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.storeId, lotus));
    expect(row).toMatchObject({ receipt: 'sms', smsNumber: '+12125550166' });
    await shot(page, 'notification-tablet');
    expect(
      (await env.db.select().from(smsMessages).where(eq(smsMessages.id, queuedId))).length,
    ).toBe(1);
    await context.close();
  });
});
