/**
 * Billing for a store's owner on the tablet (1024×768, touch) and a phone:
 * cancel at period end through the confirmation dialog, resume, open an
 * invoice. BILLING_SCREENSHOTS=<dir> saves the screens there.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedBilling } from '../../database/seeders/billing';
import { logIn, screenshotsTo, startBrowserEnv, type BrowserEnv } from '../support/browser';

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv();
  await seedBilling(env.db);
});
afterAll(() => env?.close());

const shot = screenshotsTo('BILLING_SCREENSHOTS');

describe('Billing', () => {
  test('on the tablet the owner cancels at the period end after confirming, then resumes', async () => {
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/billing');
    await expect
      .poll(() => page.locator('[data-test="subscription-status"]').textContent())
      .toBe('Active');
    await shot(page, 'billing-tablet');
    await page.locator('[data-test="subscription-cancel"]').click();
    await expect.poll(() => page.locator('[data-test="confirm-modal"]').count()).toBe(1);
    await shot(page, 'billing-cancel-dialog-tablet', false);
    await page.locator('[data-test="confirm-modal-confirm"]').click();
    await expect
      .poll(() => page.locator('[data-test="subscription-status"]').textContent())
      .toBe('Active, ending');
    await expect.poll(() => page.locator('[data-test="ending-notice"]').count()).toBe(1);
    await shot(page, 'billing-ending-tablet');
    await page.locator('[data-test="subscription-resume"]').click();
    await page.locator('[data-test="confirm-modal-confirm"]').click();
    await expect
      .poll(() => page.locator('[data-test="subscription-status"]').textContent())
      .toBe('Active');
    await page.locator('[data-test="invoice-link"]').first().click();
    await expect.poll(() => page.locator('[data-test="invoice-sheet"]').count()).toBe(1);
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
    await expect
      .poll(() => page.locator('[data-test="subscription-status"]').textContent())
      .toBe('Past due');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'billing-phone');
    await page.locator('[data-test="invoice-link"]').first().click();
    await expect.poll(() => page.locator('[data-test="invoice-sheet"]').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'billing-invoice-phone');
    await context.close();
  });
});
