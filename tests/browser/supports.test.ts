/**
 * Supports and Referrals on the tablet (1024×768, touch) and a phone: the
 * owner answers the demo thread; the referral partner reads their ledger.
 * SUPPORTS_SCREENSHOTS=<dir> saves the screens there.
 */
import { expect, test } from '@playwright/test';
import { seedBilling } from '../../database/seeders/billing';
import { seedSupports } from '../../database/seeders/supports';
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
  await seedSupports(env.db);
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

const shot = screenshotsTo('SUPPORTS_SCREENSHOTS');

test.describe('Supports', () => {
  test('on the tablet the owner opens the answered thread and replies', async () => {
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/supports');
    await expect(page.locator('[data-test="ticket-status"]').first()).toHaveText('Answered');
    await shot(page, 'supports-tablet');
    await page.locator('[data-test="ticket-link"]').first().click();
    await expect(page.locator('[data-test="message"]')).toHaveCount(2);
    await page
      .locator('[data-test="reply-body"]')
      .fill('Flipped the roll: it prints now. Thank you!');
    await page.locator('[data-test="reply-send"]').click();
    await expect(page.locator('[data-test="message"]')).toHaveCount(3);
    await expect(page.locator('[data-test="ticket-status"]')).toHaveText('Open');
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

test.describe('Referrals', () => {
  test("the partner's stores and commissions, on the tablet and a phone", async () => {
    for (const size of [
      { width: 1024, height: 768, touch: true },
      { width: 390, height: 844, touch: true, mobile: true },
    ]) {
      const { context, page } = await env.newPage(size);
      await logIn(page, 'referral@example.com');
      await page.waitForURL('**/dashboard/**');
      await page.goto('/dashboard/user-refs');
      await expect(page.locator('[data-test^="referred-store-"]')).toHaveCount(2);
      await expect
        .poll(() => page.locator('[data-test^="commission-"]').count())
        .toBeGreaterThan(0);
      // The rate comes in basis points; the page writes it as the server used to.
      await expect(page.getByText('your 20% commission')).toBeVisible();
      await expect(page.locator('[data-test="commissions"]')).toContainText('20%');
      // The days come as YYYY-MM-DD; the page writes them as the store's region does (MM-DD-YYYY).
      await expect(page.locator('[data-test="referred-stores"]')).toContainText(
        /\d{2}-\d{2}-\d{4}/,
      );
      await expect(page.locator('[data-test="commissions"]')).toContainText(
        /\d{2}-\d{2}-\d{4} – \d{2}-\d{2}-\d{4}/,
      );
      await expect(page.locator('[data-test="referred-stores"]')).not.toContainText(
        /\d{4}-\d{2}-\d{2}/,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      );
      await shot(page, `user-refs-${size.width}`);
      await context.close();
    }
  });
});
