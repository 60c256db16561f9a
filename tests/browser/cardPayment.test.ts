/**
 * Credit Card on the station's terminal, on the tablet (1024×768, touch) against the
 * fake PAX terminal: ring up a service, charge it, pay, and the receipt shows the card; then a
 * decline, and a terminal that does not answer. CARD_SCREENSHOTS=<dir> saves the waiting state,
 * the approved tender and the "did not answer" dialog.
 */
import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import {
  cardTransactions,
  invoicePayments,
  invoices,
  paxSettings,
  refunds,
  stations,
  terminalDevices,
} from '../../database/schema';
import {
  startFakePax,
  FAKE_MAGIC,
  type FakePax,
} from '../../server/services/terminals/fake/fakePax';
import { storeId } from '../support/lookups';
import {
  HOOK_TIMEOUT,
  logIn,
  screenshotsTo,
  startBrowserEnv,
  type BrowserEnv,
} from '../support/browser';

let env: BrowserEnv;
let fake: FakePax;
let stationId: number;
let lotus: number;
const shot = screenshotsTo('CARD_SCREENSHOTS');

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  fake = await startFakePax();
  // A loopback terminal is called only at a port the environment names, as FAKE_TERMINAL_PORT names the demo's.
  env.nameLoopbackTerminals(fake.httpPort, fake.tcpPort);
  lotus = await storeId(env.db, 'Lotus Nail Spa');
  const [station] = await env.db
    .insert(stations)
    .values({ storeId: lotus, name: 'Card browser desk' })
    .returning();
  stationId = station.id;
  await env.db.insert(terminalDevices).values({
    storeId: lotus,
    name: 'Front PAX',
    host: '127.0.0.1',
    port: fake.httpPort,
    mode: 'http',
    stationId,
    timeoutSeconds: 5,
  });
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await fake?.close();
  await env?.close();
});

/** Signed in on the tablet, this device set to the card station, a ticket of one service open in the payment dialog. */
async function ticketInPayment(page: Page, price: string | null) {
  await page.goto('/dashboard/pos/pay');
  await page.locator('[data-test="technician-1003"]').tap();
  await page.waitForURL('**/dashboard/pos/pay/ticket?technician=*');
  await page.locator('[data-test="category-Gel"]').tap();
  await page.locator('[data-test="service-tile"][data-name="Gel Manicure"]').tap();
  const line = page.locator('[data-test="ticket-line"][data-name="Gel Manicure"]');
  await line.waitFor();
  if (price !== null) {
    const input = line.locator('[data-test="line-price"]');
    await input.fill(price);
    await input.blur();
  }
  await page.locator('[data-test="pay"]').tap();
  const modal = page.locator('[data-test="payment-modal"]');
  await modal.locator('[data-test="add-tender-credit_card"]').tap();
  return modal;
}

async function onTheCardStation(page: Page) {
  await logIn(page, 'owner@example.com');
  await page.waitForURL('**/dashboard');
  await page.goto('/dashboard/stations');
  await page.locator(`[data-test="station-${stationId}"] [data-test="station-select"]`).click();
  await page.locator(`[data-test="station-${stationId}"] [data-test="station-current"]`).waitFor();
}

test.describe('a card paid on the terminal', () => {
  test('charge on the terminal, approved, pay: the receipt shows the card; then a decline says why', async () => {
    const { page, context } = await env.newPage({ width: 1024, height: 768, touch: true });
    await onTheCardStation(page);
    const modal = await ticketInPayment(page, null);
    const charge = modal.locator('[data-test="card-charge"]');
    await expect(charge).toHaveText('Charge $35.00 on Front PAX');
    expect((await charge.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(modal.locator('[data-test="tender-last4"]')).toHaveCount(0);
    // Nothing is paid until the terminal approves.
    await expect(modal.locator('[data-test="complete-payment"]')).toBeDisabled();
    await charge.tap();
    const approved = modal.locator('[data-test="card-approved"]');
    await approved.waitFor();
    // $35.00 → card 4242 (the fake picks it by amount): Visa, chip.
    await expect(approved).toHaveText(/^Visa •••• 4242 · Chip · Auth \w+/);
    await expect(modal.locator('[data-test="payment-status"]')).toHaveText('Change due $0.00');
    await shot(page, 'card-approved', false);
    await modal.locator('[data-test="complete-payment"]').tap();

    const popup = page.locator('.swal2-popup');
    await popup.waitFor({ state: 'visible' });
    await page.locator('.swal2-confirm').tap();
    const receipt = page.locator('[data-test="receipt"]');
    await receipt.waitFor();
    await expect(receipt.locator('[data-test="receipt-tenders"]')).toHaveText(
      /Visa \*\*\*\* \*\*\*\* \*\*\*\* 4242 · Chip · Auth \w+ · Ref \w+/,
    );

    // A decline: the terminal's reason beside the button, and still nothing to pay with.
    const again = await ticketInPayment(page, (FAKE_MAGIC.decline / 100).toFixed(2));
    await again.locator('[data-test="card-charge"]').tap();
    const message = again.locator('[data-test="card-message"]');
    await message.waitFor();
    await expect(message).toHaveText(/declin/i);
    await expect(again.locator('[data-test="complete-payment"]')).toBeDisabled();
    await context.close();
  });

  test('waiting on the terminal shows Cancel; a terminal that does not answer asks the clerk', async () => {
    const { page, context } = await env.newPage({ width: 1024, height: 768, touch: true });
    await onTheCardStation(page);
    const modal = await ticketInPayment(page, (FAKE_MAGIC.timeout / 100).toFixed(2));
    await modal.locator('[data-test="card-charge"]').tap();
    const waiting = modal.locator('[data-test="card-waiting"]');
    await waiting.waitFor();
    await expect(waiting).toContainText('Follow the instructions on the terminal.');
    const cancel = waiting.locator('[data-test="card-cancel"]');
    expect((await cancel.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await shot(page, 'card-waiting', false);
    // HTTP mode cannot cancel from the POS: the clerk is told to press Cancel on the terminal.
    await cancel.tap();
    await waiting.locator('[data-test="card-cancel-note"]').waitFor();

    const dialog = page.locator('[data-test="card-unknown"]');
    await dialog.waitFor({ timeout: 15_000 });
    await expect(dialog).toContainText('The terminal did not answer');
    await shot(page, 'card-unknown', false);
    // The fake kept the approval: looking it up finds it.
    await dialog.locator('[data-test="card-lookup"]').tap();
    await modal.locator('[data-test="card-approved"]').waitFor();
    await expect(modal.locator('[data-test="payment-status"]')).toHaveText('Change due $0.00');
    await context.close();
  });

  test('on a phone the charge button and its row fit without scrolling sideways', async () => {
    const { page, context } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
    });
    await onTheCardStation(page);
    await page.goto('/dashboard/pos/pay');
    await page.locator('[data-test="technician-1003"]').tap();
    await page.locator('[data-test="category-Gel"]').tap();
    await page.locator('[data-test="service-tile"][data-name="Gel Manicure"]').tap();
    await page.locator('[data-test="pay-bar"] button', { hasText: 'Pay' }).tap();
    const modal = page.locator('[data-test="payment-modal"]');
    await modal.locator('[data-test="add-tender-credit_card"]').tap();
    await modal.locator('[data-test="card-charge"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'card-phone', false);
    await context.close();
  });

  test('a tip chosen on the terminal is added to the ticket’s tip, and the card pays it', async () => {
    await env.db
      .insert(paxSettings)
      .values({ storeId: lotus, tipMode: 'device' })
      .onConflictDoUpdate({ target: paxSettings.storeId, set: { tipMode: 'device' } });
    const { page, context } = await env.newPage({ width: 1024, height: 768, touch: true });
    await onTheCardStation(page);
    const modal = await ticketInPayment(page, null);
    await modal.locator('[data-test="card-charge"]').tap();
    await modal.locator('[data-test="card-approved"]').waitFor();
    // The fake's customer tips 20 % of $35.00 on the terminal.
    await expect(modal.locator('[data-test="card-approved"]')).toContainText(
      '$7.00 tip on the terminal',
    );
    await expect(page.locator('[data-test="amount-due"]')).toHaveText('$42.00');
    await expect(modal.locator('[data-test="payment-status"]')).toHaveText('Change due $0.00');
    await shot(page, 'card-device-tip', false);
    await modal.locator('[data-test="complete-payment"]').tap();
    await page.locator('.swal2-popup').waitFor({ state: 'visible' });
    await page.locator('.swal2-confirm').tap();
    const receipt = page.locator('[data-test="receipt"]');
    await receipt.waitFor();
    await expect(receipt.locator('[data-test="receipt-tip"]')).toContainText('$7.00');
    await context.close();
  });

  test('a refund and a void of card-paid tickets go back through the terminal', async () => {
    test.setTimeout(90_000);
    await env.db
      .insert(paxSettings)
      .values({ storeId: lotus, tipMode: 'adjust' })
      .onConflictDoUpdate({ target: paxSettings.storeId, set: { tipMode: 'adjust' } });
    const { page, context } = await env.newPage({ width: 1024, height: 768, touch: true });
    await onTheCardStation(page);
    const paidByCard = async () => {
      const modal = await ticketInPayment(page, null);
      await modal.locator('[data-test="card-charge"]').tap();
      await modal.locator('[data-test="card-approved"]').waitFor();
      await modal.locator('[data-test="complete-payment"]').tap();
      await page.locator('.swal2-popup').waitFor({ state: 'visible' });
      await page.locator('.swal2-confirm').tap();
      await page.locator('[data-test="receipt"]').waitFor();
      const id = Number(/\/invoices\/(\d+)/.exec(page.url())![1]);
      const [payment] = await env.db
        .select()
        .from(invoicePayments)
        .where(eq(invoicePayments.invoiceId, id));
      const [sale] = await env.db
        .select()
        .from(cardTransactions)
        .where(eq(cardTransactions.id, payment.cardTransactionId!));
      return { id, sale };
    };
    const onTerminal = (ecrRef: string) =>
      fake.terminal.records().find((r) => r.kind === 'sale' && r.ecrRef === ecrRef);

    // A refund of the whole service, on a batch still open: the card sale is voided on the terminal.
    const refunded = await paidByCard();
    await page.goto(`/dashboard/invoices/${refunded.id}/edit`);
    const form = page.locator('[data-test="refund-form"]');
    await form
      .locator('[data-test^="refund-row-"]')
      .first()
      .locator('[data-test^="refund-line-"]')
      .tap();
    await expect(form.locator('[data-test="refund-payout-credit_card"]')).toHaveValue('35.00');
    await form.locator('[data-test="refund-reason"]').fill('Allergic reaction');
    await form.locator('[data-test="refund-save"]').tap();
    await page.locator('[data-test="confirm-modal"] [data-test="confirm-modal-confirm"]').tap();
    await page.locator('[data-test="refunds"]').waitFor();
    await expect.poll(() => onTerminal(refunded.sale.ecrRef)?.voided).toBe(true);
    const [refundRow] = await env.db
      .select()
      .from(refunds)
      .where(eq(refunds.invoiceId, refunded.id));
    expect(refundRow.amountCents).toBe(3500);

    // Voiding a ticket voids its card sale on the terminal first.
    const voided = await paidByCard();
    await page.goto(`/dashboard/invoices/${voided.id}/edit`);
    await page.locator('[data-test="void-reason"]').fill('Rang up on the wrong ticket');
    await page.locator('[data-test="void-save"]').tap();
    await page.locator('[data-test="confirm-modal"] [data-test="confirm-modal-confirm"]').tap();
    await expect
      .poll(
        async () =>
          (await env.db.select().from(invoices).where(eq(invoices.id, voided.id)))[0].status,
      )
      .toBe('voided');
    expect(onTerminal(voided.sale.ecrRef)?.voided).toBe(true);
    await context.close();
  });
});
