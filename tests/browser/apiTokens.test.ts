/**
 * API tokens as an owner makes one on the front-desk tablet: the token shows
 * once, from the page's flash (never its props, so the browser's history
 * does not keep it), stays while the page is open, and is gone on the next visit.
 */
import { expect, test } from '@playwright/test';
import { makeStore } from '../support/factories';
import { HOOK_TIMEOUT, logIn, startBrowserEnv, type BrowserEnv } from '../support/browser';

let env: BrowserEnv;
test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

test.describe('API tokens', () => {
  test('a new token is shown once, then gone', async () => {
    const store = await makeStore(env.db);
    const { context, page } = await env.newPage({
      width: 1024,
      height: 768,
      touch: true,
      mobile: false,
    });
    await logIn(page, store.owner.email);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/api-tokens');
    await page.fill('input[name="name"]', 'Bookkeeping');
    await page.locator('label[for="ability-invoices:read"]').tap();
    await page.locator('[data-test="api-token-create"]').tap();
    const value = page.locator('[data-test="api-token-value"]');
    await value.waitFor();
    await expect(value).toHaveText(/^\s*cs_\d+_[0-9A-Za-z]{40}\s*$/);
    // Not in the history entry the browser keeps for this page.
    expect(
      await page.evaluate(() => JSON.stringify(window.history.state ?? {}).includes('cs_')),
    ).toBe(false);

    await page.reload();
    await page.locator('[data-test="api-tokens"]').waitFor();
    await expect(page.locator('[data-test="api-token-new"]')).toHaveCount(0);
    await context.close();
  });
});
