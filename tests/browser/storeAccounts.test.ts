/**
 * The super admin's Users page on the tablet (1024×768, touch) and a phone:
 * search, the status filter and the referral partner dialog.
 * USERS_SCREENSHOTS=<dir> saves the screens there.
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

const shot = screenshotsTo('USERS_SCREENSHOTS');

test.describe('Users', () => {
  test('on the tablet the super admin finds a store and credits it to the referral partner', async () => {
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'admin@example.com');
    await page.waitForURL('**/dashboard/users');
    await expect(page.locator('[data-test="account-change-plan"]')).toHaveCount(3);
    await page.locator('[data-test="account-search"]').fill('lotus');
    await expect(page.locator('[data-test="account-change-plan"]')).toHaveCount(1);
    await page.locator('[data-test="account-partner-change"]').click();
    await page
      .locator('[data-test="referral-partner-select"]')
      .selectOption({ label: 'Riley Referral · referral@example.com' });
    await shot(page, 'users-partner-dialog-tablet', false);
    await page.locator('[data-test="referral-partner-confirm"]').click();
    // Back on the list as it was: still searched.
    await expect(page.locator('[data-test="account-partner"]')).toHaveCount(1);
    await expect(page.locator('[data-test="account-search"]')).toHaveValue('lotus');
    await shot(page, 'users-tablet');
    await page.locator('[data-test="account-search"]').fill('');
    // The cleared search is sent once typing pauses, with the status as it was when the text changed
    // (resources/js/lib/useFilterVisit.ts): a status picked inside that pause would be undone by it. Its answer first.
    await expect(page.locator('[data-test="account-change-plan"]')).toHaveCount(3);
    await page.locator('[data-test="account-status-filter"]').selectOption('trialing');
    // On the way the list may pass through other states (a store not yet filtered out): only the filter's own answer
    // is one store, and that one trialing.
    const shown = async () =>
      `${await page.locator('[data-test="account-change-plan"]').count()} stores, ${await page.locator('[data-test="account-extend-trial"]').count()} trialing`;
    await expect.poll(shown).toBe('1 stores, 1 trialing');
    await context.close();
  });

  test('on a phone the page does not scroll sideways', async () => {
    const { context, page } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
    });
    await logIn(page, 'admin@example.com');
    await page.waitForURL('**/dashboard/users');
    await expect(page.locator('[data-test="account-change-plan"]')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'users-phone');
    await context.close();
  });
});
