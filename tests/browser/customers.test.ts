/**
 * The front desk adds a customer on the station tablet (1024×768, touch,
 * on-screen keyboard), finds her again by a few phone digits and opens her
 * profile. CUSTOMER_SCREENSHOTS=<dir> also saves the list, the form and the
 * profile at 1024×768 and 1440×900, and the profile at 390×844.
 */
import { expect, test } from '@playwright/test';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { customers, invoices } from '../../database/schema';
import { storeId } from '../support/lookups';
import {
  HOOK_TIMEOUT,
  tapKeys,
  logIn,
  screenshotsTo,
  startBrowserEnv,
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

const shot = screenshotsTo('CUSTOMER_SCREENSHOTS');

const letters = (text: string) => [...text].map((ch) => (ch === ' ' ? '{space}' : ch));

test.describe('customers at the front desk', () => {
  test('a new customer typed on the on-screen keyboard, found by phone digits, then her profile', async () => {
    const { page, context } = await env.newPage({
      width: 1024,
      height: 768,
      touch: true,
      keyboard: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/customers');
    await shot(page, 'tablet-index');
    await page.locator('[data-test="customer-create"]').tap();
    await page.waitForURL('**/dashboard/customers/create');

    await page.locator('[data-test="name"]').tap();
    await tapKeys(page, [
      '{shift}',
      'W',
      ...letters('endy '),
      '{shift}',
      'K',
      ...letters('eyboard'),
    ]);
    await expect(page.locator('[data-test="name"]')).toHaveValue('Wendy Keyboard');
    await page.locator('[data-test="phone"]').tap();
    // The phone gets the digit pad, and the field above it stays in view.
    // (the keyboard swaps its layout in its next render after the focus)
    await expect(page.locator('[data-test="virtual-keyboard"] [data-skbtn="q"]')).toHaveCount(0);
    await tapKeys(page, [...'7185550142']);
    await expect(page.locator('[data-test="phone"]')).toHaveValue('(718) 555-0142');
    const phoneBox = (await page.locator('[data-test="phone"]').boundingBox())!;
    const padBox = (await page.locator('[data-test="virtual-keyboard"]').boundingBox())!;
    expect(phoneBox.y + phoneBox.height).toBeLessThanOrEqual(padBox.y);
    await shot(page, 'tablet-create-keyboard', false);
    await page.locator('[data-test="birthday_month"]').selectOption('2');
    await page.locator('[data-test="birthday_day"]').selectOption('29');
    await page.locator('[data-test="tag-input"]').tap();
    await tapKeys(page, ['{shift}', 'V', '{shift}', 'I', '{shift}', 'P']);
    await page.locator('[data-test="tag-add"]').tap();
    await page.locator('[data-test="sms_consent"]').tap();
    await page.locator('[data-test="customer-save"]').tap();

    await page.waitForURL(/\/dashboard\/customers\/\d+$/);
    await expect(page.locator('[data-test="page-title"]')).toHaveText('Wendy Keyboard');
    await expect(page.locator('[data-test="customer-phone"]')).toHaveText('(718) 555-0142');
    await expect(page.locator('[data-test="customer-tags"]')).toHaveText('VIP');
    await expect(
      page.locator('[data-test="customer-consent"] [data-test^="consent-"]'),
    ).toHaveCount(1);

    // Back to the list: four digits from the middle of her phone find her.
    await page.goto('/dashboard/customers');
    await page.locator('[data-test="customer-search"]').tap();
    await tapKeys(page, ['5', '5', '5', '0', '1', '4']);
    await page.locator('[data-test="customers"] [data-test^="customer-"]').first().waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-test="customers"] tbody tr').length === 1,
    );
    await expect(page.locator('[data-test="customers"] [data-test="customer-link"]')).toHaveText(
      'Wendy Keyboard',
    );
    await page.locator('[data-test="virtual-keyboard"] [data-skbtn="{esc}"]').tap();
    await page.locator('[data-test="customers"] [data-test="customer-link"]').tap();
    await page.waitForURL(/\/dashboard\/customers\/\d+$/);
    await page.locator('[data-test="customer-stats"]').waitFor();
    await context.close();
  });

  test('screens at desktop and phone sizes: the list, the form with errors, and a profile with history', async () => {
    const lotus = await storeId(env.db, 'Lotus Nail Spa');
    const [withHistory] = await env.db
      .select({ id: invoices.customerId })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.customerId))
      .where(and(eq(invoices.storeId, lotus), isNotNull(customers.smsConsentAt)))
      .orderBy(asc(invoices.id))
      .limit(1);
    for (const [width, height, name] of [
      [1024, 768, 'tablet'],
      [1440, 900, 'desktop'],
    ] as const) {
      const { page, context } = await env.newPage({
        width,
        height,
        touch: name === 'tablet',
        keyboard: false,
      });
      await logIn(page, 'owner@example.com');
      await page.waitForURL('**/dashboard');
      await page.goto('/dashboard/customers');
      await shot(page, `${name}-index`);
      await page.goto('/dashboard/customers/create');
      await page.locator('[data-test="customer-save"]').click();
      await page.locator('[data-test="error-name"]').waitFor();
      await shot(page, `${name}-create-errors`);
      await page.goto(`/dashboard/customers/${withHistory.id}`);
      await page.locator('[data-test="customer-tickets"]').waitFor();
      await shot(page, `${name}-show`);
      await page.goto(`/dashboard/customers/${withHistory.id}/edit`);
      await shot(page, `${name}-edit`);
      await page.goto('/dashboard/customers/import');
      await page.locator('[data-test="import-file"]').setInputFiles({
        name: 'clients.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('name,phone,birthday\nGood,3475550901,03-14\nBad,555,02-30\n'),
      });
      await page.locator('[data-test="import-rows"]').waitFor();
      await expect(page.locator('[data-test="import-summary"]')).toHaveText(
        /^2 rows; 1 with errors/,
      );
      await expect(page.locator('[data-test="import-confirm"]')).toBeDisabled();
      await shot(page, `${name}-import-preview`);
      await context.close();
    }
    const { page, context } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
      keyboard: false,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto(`/dashboard/customers/${withHistory.id}`);
    await page.locator('[data-test="customer-tickets"]').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await shot(page, 'phone-show');
    await context.close();
  });
});
