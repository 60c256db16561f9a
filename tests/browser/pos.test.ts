/**
 * Ringing up tickets on the station tablet (1024×768, touch, on-screen
 * keyboard): a ticket for two technicians paid part cash, part card, and a
 * saved ticket resumed and paid. POS_SCREENSHOTS=<dir> also saves what the pay
 * screen, the payment dialog and the receipt look like there, on a desktop
 * (1366×768), a portrait tablet (820×1180) and a phone (390×844).
 */
import { expect, test, type Page } from '@playwright/test';
import { and, eq, isNull } from 'drizzle-orm';
import { clockRecords, invoices } from '../../database/schema';
import { employeeByNumber, storeId } from '../support/lookups';
import {
  HOOK_TIMEOUT,
  tapKeys,
  logIn,
  screenshotsTo,
  startBrowserEnv,
  type BrowserEnv,
} from '../support/browser';

const SHOTS = process.env.POS_SCREENSHOTS ?? '';
let env: BrowserEnv;

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
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
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

const shot = screenshotsTo('POS_SCREENSHOTS');

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
  await expect(popup.locator('.swal2-title')).toHaveText('Success!');
  await expect(popup.locator('.swal2-html-container')).toHaveText(/^Ticket \S+ paid\.$/);
  await shot(page, 'tablet-success');
  await page.locator('.swal2-confirm').tap();
  await popup.waitFor({ state: 'hidden' });
  await page.locator('[data-test="receipt"]').waitFor();
}

test.describe('the point of sale on a touch tablet', () => {
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
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0).locator('[data-test="line-technician"] option:checked')).toHaveText(
      'Cindy Le',
    );
    await lines
      .nth(1)
      .locator('[data-test="line-technician"]')
      .selectOption({ label: 'David Pham' });
    await page.locator('[data-test="tip-20"]').tap();
    // $35 + $45 = $80.00, services untaxed; 20 % tip on the pre-tax subtotal = $16.00.
    await expect(page.locator('[data-test="total-total"]')).toHaveText('$80.00');
    await expect(page.locator('[data-test="total-tip"]')).toHaveText('$16.00');
    await expect(page.locator('[data-test="amount-due"]')).toHaveText('$96.00');
    await expect(page.locator('[data-test="tip-share"]')).toHaveCount(2);
    await shot(page, 'tablet-pay');

    await page.locator('[data-test="pay"]').tap();
    const modal = page.locator('[data-test="payment-modal"]');
    await modal.locator('[data-test="add-tender-cash"]').tap();
    const cash = modal.locator(
      '[data-test="tender"][data-type="cash"] [data-test="tender-amount"]',
    );
    await expect(cash).toHaveValue('96.00');
    await cash.tap();
    await page.locator('[data-test="virtual-keyboard"]').waitFor({ state: 'visible' });
    await shot(page, 'tablet-keyboard', false);
    await tapKeys(page, ['{bksp}', '{bksp}', '{bksp}', '{bksp}', '5', '0', '0', '0', '{enter}']);
    await expect(cash).toHaveValue('50.00');
    await expect(modal.locator('[data-test="payment-status"]')).toHaveText('Still due $46.00');
    await expect(modal.locator('[data-test="complete-payment"]')).toBeDisabled();

    await modal.locator('[data-test="add-tender-credit_card"]').tap();
    const card = modal.locator('[data-test="tender"][data-type="credit_card"]');
    await expect(card.locator('[data-test="tender-amount"]')).toHaveValue('46.00');
    await card.locator('[data-test="tender-last4"]').tap();
    await tapKeys(page, ['4', '2', '4', '2', '{enter}']);
    await expect(card.locator('[data-test="tender-last4"]')).toHaveValue('4242');
    await expect(modal.locator('[data-test="payment-status"]')).toHaveText('Change due $0.00');
    await shot(page, 'tablet-payment', false);
    await modal.locator('[data-test="complete-payment"]').tap();

    await successThenReceipt(page);
    const receipt = page.locator('[data-test="receipt"]');
    await expect(receipt.locator('[data-test="receipt-total"]')).toContainText('$80.00');
    await expect(receipt.locator('[data-test="receipt-tip"]')).toContainText('$16.00');
    const tenders = receipt.locator('[data-test="receipt-tenders"]');
    await expect(tenders).toContainText('Cash$50.00');
    await expect(tenders).toContainText('**** **** **** 4242');
    const lineText = receipt.locator('[data-test="receipt-lines"]');
    await expect(lineText).toContainText('Cindy Le');
    await expect(lineText).toContainText('David Pham');
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
    await expect(page.locator('[data-test="flash"]')).toContainText('Ticket saved.');

    await page.goto('/dashboard/invoices/draft');
    const row = page.locator('[data-test^="draft-"]', { hasText: 'David Pham' }).first();
    await row.waitFor();
    await expect(row).toContainText('$20.00');
    await shot(page, 'tablet-saved-tickets');
    await row.locator('[data-test="resume-draft"]').tap();
    await page.waitForURL('**/dashboard/pos/pay/ticket?draft=*');
    const draftId = Number(new URL(page.url()).searchParams.get('draft'));
    await page.locator('[data-test="ticket-line"][data-name="Classic Manicure"]').waitFor();
    await expect(page.locator('[data-test="amount-due"]')).toHaveText('$20.00');

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
    await expect(page.locator(`[data-test="resume-draft"][href$="draft=${draftId}"]`)).toHaveCount(
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
    await expect(modal.locator('[data-test="tender-amount"]')).toHaveValue('12.00');
    await modal.locator('[data-test="complete-payment"]').tap();
    const error = modal.locator('[data-test="error-tenders.0.code"]');
    await error.waitFor();
    await expect(error).toHaveText('No gift card has this code.');
    expect(page.url()).toContain('/dashboard/pos/pay/ticket');
    await context.close();
  });

  test('screenshots of the pay screen on a desktop, a portrait tablet and a phone', async () => {
    test.skip(!SHOTS, 'only with POS_SCREENSHOTS=<dir>');
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
          name === 'desktop' ? '[data-test="pay"]' : '[data-test="pay-bar"] button:has-text("Pay")',
        )
        .click();
      await page.locator('[data-test="add-tender-cash"]').click();
      await page.locator('[data-test="add-tender-gift_card"]').click();
      await shot(page, `${name}-payment`, false);
      await context.close();
    }
  });
});
