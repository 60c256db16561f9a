/**
 * Billing for a store's owner on the tablet (1024×768, touch) and a phone:
 * cancel at period end through the confirmation dialog, resume, open an
 * invoice. BILLING_SCREENSHOTS=<dir> saves the screens there.
 */
import { expect, test } from '@playwright/test';
import { seedBilling } from '../../database/seeders/billing';
import {
  HOOK_TIMEOUT,
  logIn,
  screenshotsTo,
  startBrowserEnv,
  type BrowserEnv,
} from '../support/browser';

let env: BrowserEnv;

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  await seedBilling(env.db);
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

const shot = screenshotsTo('BILLING_SCREENSHOTS');

test.describe('Billing', () => {
  test('on the tablet the owner cancels at the period end after confirming, then resumes', async () => {
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/billing');
    await expect(page.locator('[data-test="subscription-status"]')).toHaveText('Active');
    await shot(page, 'billing-tablet');
    await page.locator('[data-test="subscription-cancel"]').click();
    await expect(page.locator('[data-test="confirm-modal"]')).toHaveCount(1);
    await shot(page, 'billing-cancel-dialog-tablet', false);
    await page.locator('[data-test="confirm-modal-confirm"]').click();
    await expect(page.locator('[data-test="subscription-status"]')).toHaveText('Active, ending');
    await expect(page.locator('[data-test="ending-notice"]')).toHaveCount(1);
    await shot(page, 'billing-ending-tablet');
    await page.locator('[data-test="subscription-resume"]').click();
    await page.locator('[data-test="confirm-modal-confirm"]').click();
    await expect(page.locator('[data-test="subscription-status"]')).toHaveText('Active');
    await page.locator('[data-test="invoice-link"]').first().click();
    await expect(page.locator('[data-test="invoice-sheet"]')).toHaveCount(1);
    // The plan's line, said from its values.
    await expect(page.locator('[data-test="invoice-lines"]')).toContainText('Salon plan (monthly)');
    await shot(page, 'billing-invoice-tablet');
    await context.close();
  });

  test('on a phone the page and an invoice do not scroll sideways', async () => {
    const { context, page } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
    });
    await logIn(page, 'owner2@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/billing');
    await expect(page.locator('[data-test="subscription-status"]')).toHaveText('Past due');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'billing-phone');
    await page.locator('[data-test="invoice-link"]').first().click();
    await expect(page.locator('[data-test="invoice-sheet"]')).toHaveCount(1);
    // The plan's line, said from its values.
    await expect(page.locator('[data-test="invoice-lines"]')).toContainText(
      'Starter plan (monthly)',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'billing-invoice-phone');
    await context.close();
  });
});
