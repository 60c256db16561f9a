/**
 * A new salon signs up on the front-desk tablet (1024×768, touch) and on a
 * phone: it lands on Setup, takes the nail salon template with one service
 * left out and one price changed, and the footer links the privacy policy.
 * SETUP_SCREENSHOTS=<dir> saves the screens there.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { services, stores } from '../../database/schema';
import { screenshotsTo, startBrowserEnv, type BrowserEnv } from '../support/browser';

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv();
});
afterAll(() => env?.close());

const shot = screenshotsTo('SETUP_SCREENSHOTS');

async function register(page: Page, business: string, email: string) {
  await page.goto('/register');
  await page.locator('[data-test="register-legal"]').waitFor();
  await page.locator('input[name="business_name"]').fill(business);
  await page.locator('input[name="name"]').fill('New Owner');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('secret123');
  await page.locator('input[name="password_confirmation"]').fill('secret123');
  await page.locator('[data-test="register-submit"]').tap();
  await page.waitForURL('**/dashboard/setup');
  await page.locator('[data-test="setup-checklist"]').waitFor();
}

describe('first-run setup', () => {
  test('on the tablet: register, take the template menu, see what is left', async () => {
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await register(page, 'Tablet Nails', 'tablet-setup@example.com');
    await expect(page.locator('[data-test="setup-services"]').getAttribute('data-done')).resolves.toBe('false');
    await shot(page, 'setup-tablet');
    await page.locator('[data-test="template-full-face-wax"] [data-test="template-tick"]').tap();
    const price = page.locator('[data-test="template-gel-manicure"] [data-test="template-price"]');
    await price.tap();
    await price.press('Control+a');
    await price.pressSequentially('4000');
    await expect(page.locator('[data-test="template-submit"]').textContent()).resolves.toBe('Add 14 services');
    await page.locator('[data-test="template-submit"]').tap();
    await page.locator('text=Added 14 services in 5 new categories.').waitFor();
    await expect(page.locator('[data-test="setup-services"]').getAttribute('data-done')).resolves.toBe('true');
    const [store] = await env.db.select().from(stores).where(eq(stores.name, 'Tablet Nails'));
    const rows = await env.db.select().from(services).where(eq(services.storeId, store.id));
    expect(rows).toHaveLength(14);
    expect(rows.find((r) => r.name === 'Gel Manicure')?.priceCents).toBe(4000);
    expect(rows.some((r) => r.name === 'Full Face Wax')).toBe(false);
    await shot(page, 'setup-tablet-after');

    await page.goto('/dashboard');
    await page.locator('[data-test="dashboard-setup"]').waitFor();
    await expect(page.locator('[data-test="dashboard-setup-services"]').count()).resolves.toBe(0);
    await shot(page, 'setup-dashboard-card');
    await page.locator('[data-test="footer-privacy"]').tap();
    await page.waitForURL('**/privacy-policy');
    await page.locator('[data-test="legal-document"]').waitFor();
    await shot(page, 'privacy-policy-tablet');
    await context.close();
  });

  test('on a phone the setup page and the terms fit the width', async () => {
    const { context, page } = await env.newPage({ width: 390, height: 844, touch: true, mobile: true });
    await register(page, 'Phone Nails', 'phone-setup@example.com');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'setup-phone');
    await page.goto('/terms-of-service');
    await page.locator('[data-test="legal-document"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'terms-phone');
    await context.close();
  });
});
