/**
 * Teams as a salon owner with two locations uses them: on the
 * front-desk tablet (1024×768) she invites a front-desk person by email; the
 * invitee opens the emailed link on a phone (390×844), creates an account and
 * lands in the team's store; the owner switches store from the header on the
 * tablet and on a phone. TEAMS_SCREENSHOTS=<dir> saves the screens there.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  HOOK_TIMEOUT,
  logIn,
  screenshotsTo,
  startBrowserEnv,
  type BrowserEnv,
} from '../support/browser';
import { seedBilling } from '../../database/seeders/billing';
import { seedTeams, DEMO_SECOND_LOCATION } from '../../database/seeders/teams';
import { storeId } from '../support/lookups';

let env: BrowserEnv;
let midtown = 0;
let lotus = 0;
test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  await seedBilling(env.db);
  await seedTeams(env.db);
  midtown = await storeId(env.db, DEMO_SECOND_LOCATION);
  lotus = await storeId(env.db, 'Lotus Nail Spa');
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

const shot = screenshotsTo('TEAMS_SCREENSHOTS');
const TABLET = { width: 1024, height: 768, touch: true, mobile: false };
const PHONE = { width: 390, height: 844, touch: true, mobile: true };

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

async function switchTo(page: Page, id: number, name: string) {
  const button = page.locator('[data-test="store-switcher"]');
  const box = await button.boundingBox();
  // Touch-sized.
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
  const menu = page.locator('[data-test="store-switcher-menu"]');
  // A tap landing while the page is still settling (a deferred prop's reload) may not open it: tap again until it does
  // (five taps at most, as many seconds as before).
  await expect(async () => {
    if (!(await menu.isVisible())) await button.tap();
    await expect(menu).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 15_000 });
  await page.locator(`[data-test="switch-store-${id}"]`).tap();
  await page.waitForFunction(
    (n) =>
      document
        .querySelector('[data-test="store-switcher"]')
        ?.getAttribute('aria-label')
        ?.includes(n),
    name,
  );
}

test.describe('teams', () => {
  test('the owner invites by email on the tablet; the invitee creates the account on a phone and lands in the store', async () => {
    const owner = await env.newPage(TABLET);
    await logIn(owner.page, 'owner@example.com');
    await owner.page.waitForURL('**/dashboard');
    await owner.page.goto('/dashboard/teams');
    await owner.page.locator('[data-test="team-members"]').waitFor();
    await shot(owner.page, 'team-tablet');
    await owner.page.fill('[data-test="invite-email"]', 'nina@example.com');
    await owner.page.selectOption('[data-test="invite-role"]', 'front desk');
    await owner.page.selectOption('select[name="store_id"]', String(midtown));
    await owner.page.locator('[data-test="invite-send"]').tap();
    await owner.page
      .locator('[data-test="team-invitations"]', { hasText: 'nina@example.com' })
      .waitFor();
    await noSidewaysScroll(owner.page, TABLET.width);

    const message = env.mail.find((m) => m.to === 'nina@example.com');
    expect(message?.subject).toMatch(/join Lotus Group/);
    const link = new URL(/(http\S+\/team-invitations\/[A-Za-z0-9_-]{43})/.exec(message!.text)![1]);

    const invitee = await env.newPage(PHONE);
    await invitee.page.goto(link.pathname);
    await invitee.page.locator('[data-test="invitation-register"]').waitFor();
    await expect(invitee.page.locator('[data-test="invitation-summary"]')).toContainText(
      'Front desk',
    );
    await noSidewaysScroll(invitee.page, PHONE.width);
    await shot(invitee.page, 'invitation-phone');
    await invitee.page.fill('input[name="name"]', 'Nina Ho');
    await invitee.page.fill('input[name="password"]', 'front-desk-pass');
    await invitee.page.fill('input[name="password_confirmation"]', 'front-desk-pass');
    await invitee.page.locator('[data-test="invitation-create-account"]').tap();
    await invitee.page.waitForURL('**/dashboard');
    await expect(invitee.page.locator('body')).toContainText(DEMO_SECOND_LOCATION);
    await shot(invitee.page, 'invitee-dashboard-phone');
    await invitee.context.close();

    // The owner's member list has her now.
    await owner.page.reload();
    await owner.page.locator('[data-test="team-members"]', { hasText: 'Nina Ho' }).waitFor();
    await owner.context.close();
  });

  for (const [name, vp] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const)
    test(`the owner switches store from the header on the ${name}`, async () => {
      const { context, page } = await env.newPage(vp);
      await logIn(page, 'owner@example.com');
      await page.waitForURL('**/dashboard');
      await switchTo(page, midtown, DEMO_SECOND_LOCATION);
      await page.waitForURL('**/dashboard');
      await expect(page.locator('body')).toContainText(DEMO_SECOND_LOCATION);
      await noSidewaysScroll(page, vp.width);
      // Every page's header names the store it works in, not only pages that have a store of their own.
      await page.goto('/dashboard/customers');
      await expect(page.locator('[data-test="store-switcher"]')).toHaveAttribute(
        'aria-label',
        `Store: ${DEMO_SECOND_LOCATION}. Switch store`,
      );
      await page.locator('[data-test="store-switcher"]').tap();
      await shot(page, `switcher-${name}`, false);
      await page.keyboard.press('Escape');
      await page.locator('[data-test="store-switcher-menu"]').waitFor({ state: 'hidden' });
      await switchTo(page, lotus, 'Lotus Nail Spa');
      await context.close();
    });
});
