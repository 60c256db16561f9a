/**
 * Two-factor authentication as an owner sets it up and then signs in with it,
 * on the front-desk tablet (1024×768, touch) and on a phone (390×844): open
 * the profile from the user menu, enable (the password first), "scan" (the
 * code is computed from the setup key the page shows), confirm, see the
 * recovery codes once, log out, log in with the password and then the code
 * from the challenge page.
 * TWO_FACTOR_SCREENSHOTS=<dir> saves the screens there.
 */
import { expect, test, type Page } from '@playwright/test';
import { makeStore } from '../support/factories';
import {
  HOOK_TIMEOUT,
  logIn,
  screenshotsTo,
  startBrowserEnv,
  type BrowserEnv,
} from '../support/browser';
import { base32Decode, totp } from '../../server/domain/security/totp';
import { eq } from 'drizzle-orm';
import { sessions } from '../../database/schema';
import { writeSession } from '../../database/queries/sessions';

let env: BrowserEnv;
test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

const shot = screenshotsTo('TWO_FACTOR_SCREENSHOTS');
const codeFor = (secret: string, offsetSteps = 0) =>
  totp(base32Decode(secret)!, Math.floor(Date.now() / 1000) + offsetSteps * 30);

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

const viewports = [
  { name: 'tablet', width: 1024, height: 768, touch: true, mobile: false },
  { name: 'phone', width: 390, height: 844, touch: true, mobile: true },
];

test.describe('two-factor authentication', () => {
  for (const vp of viewports)
    test(`enrol and sign in with the code on the ${vp.name}`, async () => {
      const store = await makeStore(env.db);
      const { context, page } = await env.newPage(vp);
      await logIn(page, store.owner.email);
      await page.waitForURL('**/dashboard');
      await page.goto('/dashboard/profiles');
      // The password first: a session alone cannot set up an authenticator.
      await page.locator('[data-test="two-factor-enable"]').tap();
      await page.locator('[data-test="two-factor-password-password"]').fill(store.owner.password);
      await page.locator('[data-test="two-factor-password-confirm"]').tap();
      await page.locator('[data-test="two-factor-secret"]').waitFor();
      const secret = (await page.locator('[data-test="two-factor-secret"]').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expect(page.locator('[data-test="two-factor-qr"]')).toBeVisible();
      await noSidewaysScroll(page, vp.width);
      await shot(page, `two-factor-setup-${vp.name}`);

      await page.locator('[data-test="two-factor-code"]').fill(codeFor(secret));
      await page.locator('[data-test="two-factor-confirm"]').tap();
      await page.locator('[data-test="recovery-codes"]').waitFor();
      await expect(page.locator('[data-test="recovery-code"]')).toHaveCount(8);
      await expect(page.locator('[data-test="two-factor-status"]')).toHaveText(
        'You have enabled two factor authentication.',
      );
      await noSidewaysScroll(page, vp.width);
      await shot(page, `two-factor-recovery-codes-${vp.name}`);

      // Sign out from the user menu, then in again: the password leads to the challenge, not the dashboard.
      await page.locator('[data-test="user-menu"]').tap();
      await page.locator('[data-test="logout"]').tap();
      await page.waitForURL('**/login');
      await logIn(page, store.owner.email);
      await page.waitForURL('**/two-factor-challenge');
      await expect(page.locator('[data-test="challenge-code"]')).toHaveAttribute(
        'inputmode',
        'numeric',
      );
      await expect(page.locator('[data-test="challenge-code"]')).toHaveAttribute(
        'autocomplete',
        'one-time-code',
      );
      await page
        .locator('[data-test="challenge-code"]')
        .fill('000000' === codeFor(secret, 1) ? '111111' : '000000');
      await page.locator('[data-test="challenge-submit"]').tap();
      await page.locator('[data-test="error-code"]').waitFor();
      await noSidewaysScroll(page, vp.width);
      await shot(page, `two-factor-challenge-${vp.name}`);

      // The confirming code's step is spent: the next step's code (inside the ±1 window) signs in.
      await page.locator('[data-test="challenge-code"]').fill(codeFor(secret, 1));
      await page.locator('[data-test="challenge-submit"]').tap();
      await page.waitForURL('**/dashboard');
      await context.close();
    });

  test('the first code after the password was typed long ago asks for the password again, then turns it on', async () => {
    const store = await makeStore(env.db);
    const { context, page } = await env.newPage(viewports[0]);
    await logIn(page, store.owner.email);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/profiles');
    await page.locator('[data-test="two-factor-enable"]').tap();
    await page.locator('[data-test="two-factor-password-password"]').fill(store.owner.password);
    await page.locator('[data-test="two-factor-password-confirm"]').tap();
    const secret = (await page.locator('[data-test="two-factor-secret"]').textContent())!.trim();
    // The QR code was left open past the confirmation's minutes: the session says it was typed long ago
    // (written through the session queries, which keep PGlite's sessions in memory too).
    const [row] = await env.db.select().from(sessions).where(eq(sessions.userId, store.owner.id));
    await writeSession(
      env.db,
      row.id,
      { ...(row.data as object), passwordConfirmedAt: 1 },
      row.expiresAt,
      row.userId,
    );

    await page.locator('[data-test="two-factor-code"]').fill(codeFor(secret));
    await page.locator('[data-test="two-factor-confirm"]').tap();
    await page.locator('[data-test="two-factor-password-modal"]').waitFor();
    await page.locator('[data-test="two-factor-password-password"]').fill(store.owner.password);
    await page.locator('[data-test="two-factor-password-confirm"]').tap();
    await page.locator('[data-test="recovery-codes"]').waitFor();
    await expect(page.locator('[data-test="two-factor-status"]')).toHaveText(
      'You have enabled two factor authentication.',
    );
    await context.close();
  });
});
