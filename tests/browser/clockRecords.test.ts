import { expect, test, type Page } from '@playwright/test';
import {
  HOOK_TIMEOUT,
  tapKeys,
  startBrowserEnv,
  logIn,
  painted,
  type BrowserEnv,
} from '../support/browser';

let env: BrowserEnv;
test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

/** The SweetAlert dialog is open with this title and this text (a string is the whole text, a pattern matches it). */
async function expectDialog(page: Page, shown: { title: string; text: string | RegExp }) {
  const popup = page.locator('.swal2-popup');
  await expect(popup).toBeVisible();
  await expect(popup.locator('.swal2-title')).toHaveText(shown.title);
  await expect(popup.locator('.swal2-html-container')).toHaveText(shown.text);
}

async function closeDialog(page: Page) {
  await page.locator('.swal2-confirm').click();
  await page.locator('.swal2-popup').waitFor({ state: 'hidden' });
}

test.describe('clocking in and out on a touch tablet', () => {
  test('an employee clocks in by tapping on the on-screen keyboard, then clocks out with a tip typed as digits', async () => {
    const { page, context } = await env.newPage({
      width: 1024,
      height: 768,
      touch: true,
      keyboard: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');

    await page.locator('[data-test="clock-in-button"]').tap();
    const modal = page.locator('[data-test="confirm-account-modal"]');
    await expect(modal.locator('text=You are Clocking In')).toHaveCount(1);
    await modal.locator('[data-test="ca-user_id"]').tap();
    await tapKeys(page, ['1', '0', '0', '3']);
    await expect(modal.locator('[data-test="ca-user_id"]')).toHaveValue('1003');
    await modal.locator('[data-test="ca-password"]').tap();
    await tapKeys(page, ['1', '2', '3', '4', '{enter}']);
    // Enter hides the keyboard; the tap does not fall through to what slides under the finger.
    await page.locator('[data-test="virtual-keyboard"]').waitFor({ state: 'detached' });
    await expect(modal).toBeVisible();
    await modal.locator('[data-test="ca-confirm"]').tap();

    await expectDialog(page, {
      title: 'Success!',
      text: /^Cindy Le clocked in at \d\d:\d\d [AP]M$/,
    });
    await closeDialog(page);
    await page.locator('[data-test="clocked-in-1003"]').waitFor({ state: 'visible' });
    await expect(page.locator('[data-test="clocked-in-list"]')).toContainText('Cindy Le');

    await page.locator('[data-test="clock-out-button"]').tap();
    await expect(modal.locator('text=You are Clocking Out')).toHaveCount(1);
    await modal.locator('[data-test="ca-card_swipe_id"]').tap();
    await tapKeys(page, [
      '{shift}',
      'C',
      '{shift}',
      'A',
      '{shift}',
      'R',
      '{shift}',
      'D',
      '1',
      '0',
      '0',
      '3',
    ]);
    await expect(modal.locator('[data-test="ca-card_swipe_id"]')).toHaveValue('CARD1003');
    await modal.locator('[data-test="ca-tip_amount"]').tap();
    await tapKeys(page, ['1', '2', '5', '0']);
    await expect(modal.locator('[data-test="ca-tip_amount"]')).toHaveValue('12.50');
    await tapKeys(page, ['{enter}']);
    await modal.locator('[data-test="ca-confirm"]').tap();
    await expectDialog(page, { title: 'Success!', text: /^Cindy Le clocked out at / });
    await closeDialog(page);
    await page.locator('[data-test="clocked-in-1003"]').waitFor({ state: 'detached' });
    await context.close();
  });

  test('a wrong password shows the Error! dialog with the exact text', async () => {
    const { page, context } = await env.newPage({
      width: 1024,
      height: 768,
      touch: true,
      keyboard: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.locator('[data-test="clock-in-button"]').tap();
    const modal = page.locator('[data-test="confirm-account-modal"]');
    await modal.locator('[data-test="ca-user_id"]').tap();
    await tapKeys(page, ['1', '0', '0', '4']);
    await modal.locator('[data-test="ca-password"]').tap();
    await tapKeys(page, ['9', '9', '9', '9', '{enter}']);
    await modal.locator('[data-test="ca-confirm"]').tap();
    await expectDialog(page, {
      title: 'Error!',
      text: 'Employee not found. Please check your credentials.',
    });
    await context.close();
  });

  test('the on-screen keyboard can be switched off on this device from the user menu', async () => {
    const { page, context } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.locator('[data-test="user-menu"]').tap();
    await expect(page.locator('[data-test="keyboard-toggle"]')).toContainText(
      'On-screen keyboard: On',
    );
    await page.locator('[data-test="keyboard-toggle"]').tap();
    await expect(page.locator('[data-test="keyboard-toggle"]')).toContainText(
      'On-screen keyboard: Off',
    );
    await page.reload();
    await page.locator('[data-test="clock-in-button"]').tap();
    await page.locator('[data-test="ca-user_id"]').tap();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-test') === 'ca-user_id',
    );
    await painted(page);
    await expect(page.locator('[data-test="virtual-keyboard"]')).toHaveCount(0);
    await context.close();
  });

  test('Confirm with nothing entered asks for the credentials', async () => {
    const { page, context } = await env.newPage({ width: 1024, height: 768 });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.locator('[data-test="clock-in-button"]').click();
    await page.locator('[data-test="ca-confirm"]').click();
    await expectDialog(page, {
      title: 'Error!',
      text: 'Please enter either both User ID & Password or Card Swipe ID.',
    });
    await context.close();
  });

  test('on a phone the on-screen keyboard is off by default: the phone keeps its own keyboard', async () => {
    const { page, context } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.locator('[data-test="user-menu"]').tap();
    await expect(page.locator('[data-test="keyboard-toggle"]')).toContainText(
      'On-screen keyboard: Off',
    );
    await page.locator('[data-test="user-menu"]').tap();
    await page.locator('[data-test="clock-in-button"]').tap();
    await page.locator('[data-test="ca-user_id"]').tap();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-test') === 'ca-user_id',
    );
    await painted(page);
    await expect(page.locator('[data-test="virtual-keyboard"]')).toHaveCount(0);
    // The phone's keyboard opens as a number pad for the User ID.
    await expect(page.locator('[data-test="ca-user_id"]')).toHaveAttribute('inputmode', 'numeric');
    await context.close();
  });
});
