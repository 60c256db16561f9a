/**
 * The on-screen keyboard on a touch tablet (1024×768, coarse pointer): the digit pad in Confirm
 * Account never covers the amount being typed and its keys are at least 44 px; a page that puts
 * the focus in a field does not pop it open, a tap does; a field low on the screen scrolls up
 * above it (docs/ui.md). The keyboard itself is resources/js/Components/keyboard.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  HOOK_TIMEOUT,
  painted,
  signIn,
  startBrowserEnv,
  tapKeys,
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

/** A touch tablet's browser (hasTouch: the primary pointer is coarse, so the keyboard is on). */
async function tablet() {
  return env.newPage({ width: 1024, height: 768, touch: true });
}

test.describe('the on-screen keyboard on a touch tablet (1024×768)', () => {
  const box = async (page: Page, selector: string) => {
    const b = await page.locator(selector).boundingBox();
    if (!b) throw new Error(`${selector} has no box`);
    return b;
  };
  const keySizes = (page: Page) =>
    page
      .locator('[data-test="virtual-keyboard"] [data-skbtn]')
      .evaluateAll((keys) =>
        keys
          .map((k) => k.getBoundingClientRect())
          .map((r) => ({ width: Math.round(r.width), height: Math.round(r.height) })),
      );

  test('in Confirm Account the digit pad never covers the amount being typed, and its keys are at least 44 px', async () => {
    const { context, page } = await tablet();
    await signIn(page, 'owner@example.com');
    await page.locator('[data-test="clock-out-button"]').tap();
    const modal = page.locator('[data-test="confirm-account-modal"]');
    await modal.waitFor({ state: 'visible' });

    // Staff number and PIN get the digit pad, 400 px wide (docs/requirements.md §9).
    await modal.locator('[data-test="ca-user_id"]').tap();
    const keyboard = page.locator('[data-test="virtual-keyboard"]');
    await keyboard.waitFor({ state: 'visible' });
    await expect(keyboard).toHaveAttribute('data-layout', 'number');
    expect((await box(page, '[data-test="virtual-keyboard"]')).width).toBe(400);
    for (const size of await keySizes(page))
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
    await modal.locator('[data-test="ca-password"]').tap();
    await expect(keyboard).toHaveAttribute('data-layout', 'number');

    for (const [field, keys, shown] of [
      ['ca-tip_amount', ['1', '5', '5', '0'], '15.50'],
      ['ca-bonus_tip', ['2', '0', '0'], '2.00'],
      ['ca-cash_out', ['3', '0', '0', '0'], '30.00'],
    ] as const) {
      const input = `[data-test="confirm-account-modal"] [data-test="${field}"]`;
      // Close the keyboard first: the field is tapped where it is, and the keyboard must then open without covering it.
      if (await keyboard.count()) {
        await keyboard.locator('[data-skbtn="{enter}"]').tap();
        await keyboard.waitFor({ state: 'detached' });
      }
      await page.locator(input).tap();
      await tapKeys(page, [...keys]);
      await expect(page.locator(input)).toHaveValue(shown);
      // The reveal runs once the keyboard has measured itself: wait until the field sits above it.
      await expect
        .poll(async () => {
          const f = await box(page, input);
          return f.y + f.height <= (await box(page, '[data-test="virtual-keyboard"]')).y;
        })
        .toBe(true);
      const fieldBox = await box(page, input);
      const keyboardBox = await box(page, '[data-test="virtual-keyboard"]');
      const regionTop = await page
        .locator('[data-test="confirm-account-modal"] [data-vk-scroll]')
        .evaluate((r) => r.getBoundingClientRect().top);
      expect(fieldBox.y + fieldBox.height, `${field} ends above the keyboard`).toBeLessThanOrEqual(
        keyboardBox.y,
      );
      expect(fieldBox.y, `${field} is inside the dialog's visible region`).toBeGreaterThanOrEqual(
        regionTop,
      );
      // And nothing else is on top of it: the middle of the field is the field.
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('data-test'),
        { x: fieldBox.x + fieldBox.width / 2, y: fieldBox.y + fieldBox.height / 2 },
      );
      expect(hit).toBe(field);
    }

    // The card id is free text: letters, still 44 px wide keys inside the dialog.
    await modal.locator('[data-test="ca-card_swipe_id"]').tap();
    await expect(keyboard).toHaveAttribute('data-layout', 'default');
    // The letters replace the digits in the keyboard's own next render: measure once it has laid them out.
    const smallestKey = async () => {
      const sizes = await keySizes(page);
      return sizes.length ? Math.min(...sizes.map((s) => Math.min(s.width, s.height))) : 0;
    };
    await expect.poll(smallestKey, { timeout: 5000 }).toBeGreaterThanOrEqual(44);
    await context.close();
  });

  test('a page that puts the focus in a field (autofocus) does not pop the keyboard open; a tap does', async () => {
    const { context, page } = await tablet();
    await page.goto('/login');
    await page.locator('[data-test="page-title"]').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
    await painted(page);
    await expect(page.locator('[data-test="virtual-keyboard"]')).toHaveCount(0);
    await page.locator('input[name="email"]').tap();
    await page.locator('[data-test="virtual-keyboard"]').waitFor({ state: 'visible' });
    // The field it types into stays above it.
    const field = await box(page, 'input[name="email"]');
    expect(field.y + field.height).toBeLessThanOrEqual(
      (await box(page, '[data-test="virtual-keyboard"]')).y,
    );
    await context.close();
  });

  test('on a page, a field low on the screen scrolls up above the keyboard when it opens', async () => {
    const { context, page } = await tablet();
    await signIn(page, 'owner@example.com');
    await page.goto('/dashboard/employees/create');
    await page.locator('[data-test="page-title"]').waitFor();
    const input = '[data-test="employee-avatar_url"]';
    await page.locator(input).tap();
    await page.locator('[data-test="virtual-keyboard"]').waitFor({ state: 'visible' });
    await expect
      .poll(async () => {
        const f = await box(page, input);
        return f.y + f.height <= (await box(page, '[data-test="virtual-keyboard"]')).y;
      })
      .toBe(true);
    const field = await box(page, input);
    const keyboard = await box(page, '[data-test="virtual-keyboard"]');
    expect(field.y + field.height).toBeLessThanOrEqual(keyboard.y);
    expect(field.y).toBeGreaterThanOrEqual(64); // below the sticky header
    // Free text: letters, full width.
    await expect(page.locator('[data-test="virtual-keyboard"]')).toHaveAttribute(
      'data-layout',
      'default',
    );
    await context.close();
  });
});
