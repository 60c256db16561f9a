/**
 * Ringing up tickets on the station tablet (1024×768, touch, on-screen
 * keyboard): a ticket for two technicians paid part cash, part card, and a
 * saved ticket resumed and paid. POS_SCREENSHOTS=<dir> also saves what the pay
 * screen, the payment dialog and the receipt look like there, on a desktop
 * (1366×768), a portrait tablet (820×1180) and a phone (390×844).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { clockRecords, invoices } from '../../database/schema';
import { employeeByNumber, storeId } from '../support/lookups';
import { logIn, screenshotsTo, startBrowserEnv, type BrowserEnv } from '../support/browser';

const SHOTS = process.env.POS_SCREENSHOTS ?? '';
let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv();
  // Cindy (1003) and David (1004) are at work.
  const lotus = await storeId(env.db, 'Lotus Nail Spa');
  for (const number of ['1003', '1004']) {
    const employee = (await employeeByNumber(env.db, lotus, number))!;
    await env.db
      .delete(clockRecords)
      .where(and(eq(clockRecords.employeeId, employee.id), isNull(clockRecords.clockOut)));
    await env.db
      .insert(clockRecords)
      .values({ storeId: lotus, employeeId: employee.id, clockIn: new Date() });
  }
});
afterAll(() => env?.close());

const shot = screenshotsTo('POS_SCREENSHOTS');

/** Taps keys on the on-screen keyboard the way a finger does. */
async function tapKeys(page: Page, keys: string[]) {
  const keyboard = page.locator('[data-test="virtual-keyboard"]');
  await keyboard.waitFor({ state: 'visible' });
  for (const key of keys) await keyboard.locator(`[data-skbtn="${key}"]`).first().tap();
}

async function addService(page: Page, category: string, name: string, touch = true) {
  const press = (selector: string) =>
    touch ? page.locator(selector).tap() : page.locator(selector).click();
  await press(`[data-test="category-${category}"]`);
  await press(`[data-test="service-tile"][data-name="${name}"]`);
  await page.locator(`[data-test="ticket-line"][data-name="${name}"]`).waitFor();
}

async function successThenReceipt(page: Page) {
  const popup = page.locator('.swal2-popup');
  await popup.waitFor({ state: 'visible' });
  expect(await popup.locator('.swal2-title').textContent()).toBe('Success!');
  expect(await popup.locator('.swal2-html-container').textContent()).toMatch(/^Ticket \S+ paid\.$/);
  await shot(page, 'tablet-success');
  await page.locator('.swal2-confirm').tap();
  await popup.waitFor({ state: 'hidden' });
  await page.locator('[data-test="receipt"]').waitFor();
}

describe('the point of sale on a touch tablet', () => {
  test('two services, one moved to a second technician, a 20 % tip, paid part cash and part card, then the receipt', async () => {
    const { page, context } = await env.newPage({
      width: 1024,
      height: 768,
      touch: true,
      keyboard: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/pos/pay');
    await shot(page, 'tablet-select-technician');
    await page.locator('[data-test="technician-1003"]').tap();
    await page.waitForURL('**/dashboard/pos/pay/ticket?technician=*');

    await addService(page, 'Gel', 'Gel Manicure');
    await addService(page, 'Pedicure', 'Spa Pedicure');
    const lines = page.locator('[data-test="ticket-line"]');
    expect(await lines.count()).toBe(2);
    expect(
      await lines.nth(0).locator('[data-test="line-technician"] option:checked').textContent(),
    ).toBe('Cindy Le');
    await lines
      .nth(1)
      .locator('[data-test="line-technician"]')
      .selectOption({ label: 'David Pham' });
    await page.locator('[data-test="tip-20"]').tap();
    // $35 + $45 = $80.00, services untaxed; 20 % tip on the pre-tax subtotal = $16.00.
    expect(await page.locator('[data-test="total-total"]').textContent()).toBe('$80.00');
    expect(await page.locator('[data-test="total-tip"]').textContent()).toBe('$16.00');
    expect(await page.locator('[data-test="amount-due"]').textContent()).toBe('$96.00');
    expect(await page.locator('[data-test="tip-share"]').count()).toBe(2);
    await shot(page, 'tablet-pay');

    await page.locator('[data-test="pay"]').tap();
    const modal = page.locator('[data-test="payment-modal"]');
    await modal.locator('[data-test="add-tender-cash"]').tap();
    const cash = modal.locator(
      '[data-test="tender"][data-type="cash"] [data-test="tender-amount"]',
    );
    expect(await cash.inputValue()).toBe('96.00');
    await cash.tap();
    await page.locator('[data-test="virtual-keyboard"]').waitFor({ state: 'visible' });
    await shot(page, 'tablet-keyboard', false);
    await tapKeys(page, ['{bksp}', '{bksp}', '{bksp}', '{bksp}', '5', '0', '0', '0', '{enter}']);
    expect(await cash.inputValue()).toBe('50.00');
    expect(await modal.locator('[data-test="payment-status"]').textContent()).toBe(
      'Still due $46.00',
    );
    expect(await modal.locator('[data-test="complete-payment"]').isDisabled()).toBe(true);

    await modal.locator('[data-test="add-tender-credit_card"]').tap();
    const card = modal.locator('[data-test="tender"][data-type="credit_card"]');
    expect(await card.locator('[data-test="tender-amount"]').inputValue()).toBe('46.00');
    await card.locator('[data-test="tender-last4"]').tap();
    await tapKeys(page, ['4', '2', '4', '2', '{enter}']);
    expect(await card.locator('[data-test="tender-last4"]').inputValue()).toBe('4242');
    expect(await modal.locator('[data-test="payment-status"]').textContent()).toBe(
      'Change due $0.00',
    );
    await shot(page, 'tablet-payment', false);
    await modal.locator('[data-test="complete-payment"]').tap();

    await successThenReceipt(page);
    const receipt = page.locator('[data-test="receipt"]');
    expect(await receipt.locator('[data-test="receipt-total"]').textContent()).toContain('$80.00');
    expect(await receipt.locator('[data-test="receipt-tip"]').textContent()).toContain('$16.00');
    const tenders = await receipt.locator('[data-test="receipt-tenders"]').textContent();
    expect(tenders).toContain('Cash$50.00');
    expect(tenders).toContain('**** **** **** 4242');
    const lineText = await receipt.locator('[data-test="receipt-lines"]').textContent();
    expect(lineText).toContain('Cindy Le');
    expect(lineText).toContain('David Pham');
    await shot(page, 'tablet-receipt');
    await page.emulateMedia({ media: 'print' });
    await shot(page, 'tablet-receipt-print');
    await context.close();
  });

  test('a saved ticket is found under Saved Ticket, resumed and paid', async () => {
    const { page, context } = await env.newPage({
      width: 1024,
      height: 768,
      touch: true,
      keyboard: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/pos/pay');
    await page.locator('[data-test="technician-1004"]').tap();
    await addService(page, 'Manicure', 'Classic Manicure');
    await page.locator('[data-test="save-ticket"]').tap();
    await page.waitForURL('**/dashboard/pos/pay');
    expect(await page.locator('[data-test="flash"]').textContent()).toContain('Ticket saved.');

    await page.goto('/dashboard/invoices/draft');
    const row = page.locator('[data-test^="draft-"]', { hasText: 'David Pham' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('$20.00');
    await shot(page, 'tablet-saved-tickets');
    await row.locator('[data-test="resume-draft"]').tap();
    await page.waitForURL('**/dashboard/pos/pay/ticket?draft=*');
    const draftId = Number(new URL(page.url()).searchParams.get('draft'));
    await page.locator('[data-test="ticket-line"][data-name="Classic Manicure"]').waitFor();
    expect(await page.locator('[data-test="amount-due"]').textContent()).toBe('$20.00');

    await page.locator('[data-test="pay"]').tap();
    const modal = page.locator('[data-test="payment-modal"]');
    await modal.locator('[data-test="add-tender-cash"]').tap();
    await modal.locator('[data-test="complete-payment"]').tap();
    await successThenReceipt(page);
    const [paid] = await env.db
      .select({ status: invoices.status })
      .from(invoices)
      .where(eq(invoices.id, draftId));
    expect(paid.status).toBe('paid');
    await page.goto('/dashboard/invoices/draft');
    expect(await page.locator(`[data-test="resume-draft"][href$="draft=${draftId}"]`).count()).toBe(
      0,
    );
    await context.close();
  });

  test('a tender the server refuses shows its message next to that tender, and nothing is paid', async () => {
    const { page, context } = await env.newPage({
      width: 1024,
      height: 768,
      touch: true,
      keyboard: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/pos/pay');
    await page.locator('[data-test="technician-1003"]').tap();
    await addService(page, 'Waxing', 'Eyebrow Wax');
    await page.locator('[data-test="pay"]').tap();
    const modal = page.locator('[data-test="payment-modal"]');
    await modal.locator('[data-test="add-tender-gift_card"]').tap();
    await modal.locator('[data-test="tender-code"]').tap();
    await tapKeys(page, ['n', 'o', 'p', 'e', '{enter}']);
    expect(await modal.locator('[data-test="tender-amount"]').inputValue()).toBe('12.00');
    await modal.locator('[data-test="complete-payment"]').tap();
    const error = modal.locator('[data-test="error-tenders.0.code"]');
    await error.waitFor();
    expect(await error.textContent()).toBe('No gift card has this code.');
    expect(page.url()).toContain('/dashboard/pos/pay/ticket');
    await context.close();
  });

  test.runIf(!!SHOTS)(
    'screenshots of the pay screen on a desktop, a portrait tablet and a phone',
    async () => {
      const sizes = [
        ['desktop', { width: 1366, height: 768 }],
        ['portrait', { width: 820, height: 1180, touch: true }],
        ['phone', { width: 390, height: 844, touch: true, mobile: true }],
      ] as const;
      for (const [name, size] of sizes) {
        const { page, context } = await env.newPage(size);
        await logIn(page, 'owner@example.com');
        await page.waitForURL('**/dashboard');
        await page.goto('/dashboard/pos/pay');
        await shot(page, `${name}-select-technician`);
        await page.locator('[data-test="technician-1003"]').click();
        await addService(page, 'Gel', 'Gel Manicure', false);
        await addService(page, 'Retail', 'Polish Bottle', false);
        await shot(page, `${name}-pay`);
        await shot(page, `${name}-pay-screen`, false);
        await page
          .locator(
            name === 'desktop'
              ? '[data-test="pay"]'
              : '[data-test="pay-bar"] button:has-text("Pay")',
          )
          .click();
        await page.locator('[data-test="add-tender-cash"]').click();
        await page.locator('[data-test="add-tender-gift_card"]').click();
        await shot(page, `${name}-payment`, false);
        await context.close();
      }
    },
  );
});
