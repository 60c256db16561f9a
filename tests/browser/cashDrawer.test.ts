/**
 * The front desk works the cash drawer on the station tablet (1024×768,
 * touch): opens it with a float, pays a card tip out to a technician, closes
 * with a blind count that comes out short, and gets the owner's approval
 * typed in at the counter; the page also fits a phone.
 * CASH_DRAWER_SCREENSHOTS=<dir> saves the screens there.
 */
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { drawerSessions } from '../../database/schema';
import { employeeByNumber, storeId } from '../support/lookups';
import {
  HOOK_TIMEOUT,
  logIn,
  painted,
  screenshotsTo,
  startBrowserEnv,
  type BrowserEnv,
} from '../support/browser';

let env: BrowserEnv;
let lotus: number;
let bao: number;

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  lotus = await storeId(env.db, 'Lotus Nail Spa');
  bao = (await employeeByNumber(env.db, lotus, '1002'))!.id;
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

const shot = screenshotsTo('CASH_DRAWER_SCREENSHOTS');

test.describe('Cash Drawer', () => {
  test('on the tablet: open with a float, pay out a tip, close with a count, a manager approves', async () => {
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'manager@example.com');
    await page.waitForURL('**/dashboard**');
    await page.goto('/dashboard/cash-drawer');
    await page.locator('[data-test="open-form"]').waitFor();
    await shot(page, 'drawer-closed-tablet');

    await page.locator('[data-test="open-float-input"]').fill('200.00');
    await page.locator('[data-test="open-save"]').tap();
    await page.locator('[data-test="drawer-open"]').waitFor();
    await expect(page.locator('[data-test="open-float"]')).toHaveText('$200.00');

    await page.locator('[data-test="drawer-tip_payout"]').tap();
    await page.locator('[data-test="movement-dialog"]').waitFor();
    await page.locator('[data-test="movement-employee"]').selectOption(String(bao));
    await page.locator('[data-test="movement-amount"]').fill('20.00');
    await page.locator('[data-test="movement-reason"]').fill('Card tips of the day');
    await shot(page, 'drawer-tip-payout-dialog', false);
    await page.locator('[data-test="movement-save"]').tap();
    await page.locator('[data-test="movement-dialog"]').waitFor({ state: 'detached' });
    const row = page.locator('[data-test="movements"] [data-test^="movement-"]').first();
    await expect(row).toContainText('Bao Tran');
    await expect(row).toContainText('−$20.00');
    await shot(page, 'drawer-open-tablet');

    // The count is blind: nothing on the page or in the dialog says what the drawer should hold.
    await page.locator('[data-test="drawer-close"]').tap();
    await page.locator('[data-test="close-dialog"]').waitFor();
    await painted(page);
    await expect(page.locator('body')).not.toContainText('$180.00', { useInnerText: true });
    await expect(page.locator('[data-test="close-dialog"]')).not.toHaveText(/expected \$/i, {
      useInnerText: true,
    });
    await page.locator('[data-test="close-counted"]').fill('150.00');
    await shot(page, 'drawer-close-dialog', false);
    await page.locator('[data-test="close-save"]').tap();

    // $200 − $20 = $180 expected; $150 counted is $30 short, beyond $5: a manager must approve.
    await page.locator('[data-test="approval-form"]').waitFor();
    await expect(page.locator('[data-test="count-expected"]')).toHaveText('$180.00');
    await expect(page.locator('[data-test="count-variance"]')).toHaveText('Short by $30.00');
    await page.locator('[data-test="approver-id"]').fill('owner@example.com');
    await page.locator('[data-test="approver-password"]').fill('wrong');
    await page
      .locator('[data-test="approval-reason"]')
      .fill('Counted twice; a $30 delivery was paid from the drawer');
    await page.locator('[data-test="approval-save"]').tap();
    await page.locator('[data-test="error-approver_id"]').waitFor();
    await shot(page, 'drawer-approval-refused');
    await page.locator('[data-test="approver-password"]').fill('password');
    await page.locator('[data-test="approval-save"]').tap();

    await page.locator('[data-test="last-close"]').waitFor();
    await expect(page.locator('[data-test="fig-approval"]')).toContainText(
      'Approved by Linh Owner',
    );
    await expect(page.locator('[data-test="fig-tip-payout"]')).toHaveText('−$20.00');
    await page.locator('[data-test="open-form"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1024,
    );
    await shot(page, 'drawer-after-close-tablet');
    const [session] = await env.db
      .select()
      .from(drawerSessions)
      .where(eq(drawerSessions.storeId, lotus));
    expect(session).toMatchObject({
      status: 'closed',
      countedCents: 15000,
      expectedCents: 18000,
      approvedByName: 'Linh Owner',
    });

    // Today's daily report shows the session and the tip paid out to Bao.
    await page.goto('/dashboard/reports/daily');
    await page.locator(`[data-test="drawer-session-${session.id}"]`).waitFor();
    await expect(
      page.locator(
        `[data-test="drawer-session-${session.id}"] [data-test="session-variance-value"]`,
      ),
    ).toHaveText('Short by $30.00');
    await expect(page.locator(`[data-test="drawer-tip-payout-${bao}-value"]`)).toHaveText('$20.00');
    await page.locator('[data-test="report-drawer"]').scrollIntoViewIfNeeded();
    await shot(page, 'drawer-daily-report', false);
    await context.close();
  });

  test('on a phone the page fits the width', async () => {
    const { context, page } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard**');
    await page.goto('/dashboard/cash-drawer');
    await page.locator('[data-test="history"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'drawer-phone');
    await context.close();
  });
});
