/**
 * Supports and Referrals on the tablet (1024×768, touch) and a phone: the
 * owner answers the demo thread; the referral partner reads their ledger.
 * SUPPORTS_SCREENSHOTS=<dir> saves the screens there.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedBilling } from '../../database/seeders/billing';
import { seedSupports } from '../../database/seeders/supports';
import { logIn, screenshotsTo, startBrowserEnv, type BrowserEnv } from '../support/browser';

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv();
  await seedBilling(env.db);
  await seedSupports(env.db);
});
afterAll(() => env?.close());

const shot = screenshotsTo('SUPPORTS_SCREENSHOTS');

describe('Supports', () => {
  test('on the tablet the owner opens the answered thread and replies', async () => {
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/supports');
    await expect
      .poll(() => page.locator('[data-test="ticket-status"]').first().textContent())
      .toBe('Answered');
    await shot(page, 'supports-tablet');
    await page.locator('[data-test="ticket-link"]').first().click();
    await expect.poll(() => page.locator('[data-test="message"]').count()).toBe(2);
    await page
      .locator('[data-test="reply-body"]')
      .fill('Flipped the roll: it prints now. Thank you!');
    await page.locator('[data-test="reply-send"]').click();
    await expect.poll(() => page.locator('[data-test="message"]').count()).toBe(3);
    await expect.poll(() => page.locator('[data-test="ticket-status"]').textContent()).toBe('Open');
    await shot(page, 'supports-thread-tablet');
    await context.close();
  });

  test('on a phone the thread and the ledger do not scroll sideways', async () => {
    const { context, page } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/supports');
    await page.locator('[data-test="ticket-link"]').first().click();
    await expect
      .poll(() => page.locator('[data-test="message"]').count())
      .toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'supports-thread-phone');
    await context.close();
  });
});

describe('Referrals', () => {
  test("the partner's stores and commissions, on the tablet and a phone", async () => {
    for (const size of [
      { width: 1024, height: 768, touch: true },
      { width: 390, height: 844, touch: true, mobile: true },
    ]) {
      const { context, page } = await env.newPage(size);
      await logIn(page, 'referral@example.com');
      await page.waitForURL('**/dashboard/**');
      await page.goto('/dashboard/user-refs');
      await expect.poll(() => page.locator('[data-test^="referred-store-"]').count()).toBe(2);
      expect(await page.locator('[data-test^="commission-"]').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      );
      await shot(page, `user-refs-${size.width}`);
      await context.close();
    }
  });
});
