/**
 * At night on the front-desk tablet (1024×768, touch, on-screen keyboard): the owner types a tip
 * from a paper slip into the tip list of Close Batches, the totals agree, and she closes the batch
 * against the fake PAX terminal. The page fits a phone. CLOSE_BATCHES_SCREENSHOTS=<dir> saves the screens.
 */
import { expect, test } from '@playwright/test';
import { and, eq, isNull } from 'drizzle-orm';
import {
  cardBatches,
  cardTransactions,
  invoicePayments,
  invoices,
  terminalDevices,
} from '../../database/schema';
import { startFakePax, type FakePax } from '../../server/services/terminals/fake/fakePax';
import { sendToTerminal } from '../../server/domain/terminals/cardTransactions';
import { ticketKit, type TicketKit } from '../support/tickets';
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
let fake: FakePax;
let lotus: number;
let kit: TicketKit;
let terminalId: number;

const shot = screenshotsTo('CLOSE_BATCHES_SCREENSHOTS');

/** A $40 service paid by a card sale on the fake terminal, linked as checkout links it. */
async function cardTicket(amountCents: number) {
  const invoiceId = await kit.pay({
    lines: [
      {
        key: `s-${amountCents}`,
        kind: 'service',
        serviceId: kit.service,
        technicianId: kit.techs[0],
        unitPriceCents: amountCents,
        quantity: 1,
        discountCents: 0,
      },
    ],
    tenders: [{ type: 'credit_card', amountCents, cardLast4: '4242' }],
  });
  const [terminal] = await env.db
    .select()
    .from(terminalDevices)
    .where(eq(terminalDevices.id, terminalId));
  const { transaction } = await sendToTerminal(
    env.db,
    lotus,
    kit.actor,
    terminal,
    { kind: 'sale', ecrRef: `BR${Date.now()}${amountCents}`, requestedCents: amountCents },
    (d, ecrRef) => d.sale({ ecrRef, amountCents }),
  );
  await env.db
    .update(cardTransactions)
    .set({ invoiceId })
    .where(eq(cardTransactions.id, transaction.id));
  await env.db
    .update(invoicePayments)
    .set({ cardTransactionId: transaction.id })
    .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.type, 'credit_card')));
  return { invoiceId, sale: transaction };
}

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  fake = await startFakePax({ httpPort: 0, tcpPort: 0 });
  // A loopback terminal is called only at a port the environment names, as FAKE_TERMINAL_PORT names the demo's.
  env.nameLoopbackTerminals(fake.httpPort, fake.tcpPort);
  lotus = await storeId(env.db, 'Lotus Nail Spa');
  kit = await ticketKit(env.db);
  // Only the fake's terminal: the demo's terminals point at ports nothing answers here.
  await env.db
    .update(terminalDevices)
    .set({ deletedAt: new Date() })
    .where(and(eq(terminalDevices.storeId, lotus), isNull(terminalDevices.deletedAt)));
  [{ id: terminalId }] = await env.db
    .insert(terminalDevices)
    .values({
      storeId: lotus,
      name: 'Front Desk PAX',
      host: '127.0.0.1',
      port: fake.httpPort,
      mode: 'http',
      timeoutSeconds: 10,
    })
    .returning();
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await fake?.close();
  await env?.close();
});

test.describe('Close Batches', () => {
  test('on the tablet: enter the tips from the slips, then close the batch', async () => {
    const first = await cardTicket(4000);
    const second = await cardTicket(2500);
    const { context, page } = await env.newPage({
      width: 1024,
      height: 768,
      touch: true,
      keyboard: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/close-batches');
    const section = page.locator(`[data-test="terminal-${terminalId}"]`);
    await section.waitFor();
    await expect(section.locator('[data-test="difference-tip_not_adjusted"]')).toHaveCount(2);
    await expect(section.locator('[data-test="close-batch"]')).toBeDisabled();
    await shot(page, 'close-batches-open-tablet');

    // The first slip says $7.50.
    await section.locator(`[data-test="tip-input-${first.sale.id}"]`).tap();
    await tapKeys(page, ['7', '5', '0']);
    await expect(section.locator(`[data-test="tip-input-${first.sale.id}"]`)).toHaveValue('7.50');
    await section.locator(`[data-test="tip-save-${first.sale.id}"]`).tap();
    await page.locator('text=Tip of $7.50 adjusted.').waitFor();
    await expect(section.locator('[data-test="difference-tip_not_adjusted"]')).toHaveCount(1);
    expect(
      fake.terminal
        .records()
        .find((r) => r.kind === 'sale' && r.terminalRef === first.sale.terminalRef)!.tipCents,
    ).toBe(750);
    expect(
      (await env.db.select().from(invoices).where(eq(invoices.id, first.invoiceId)))[0].tipCents,
    ).toBe(750);

    // The second slip has no tip.
    await section
      .locator('[data-test="difference-tip_not_adjusted"] [data-test="fix-no-tip"]')
      .tap();
    await section.locator('[data-test="differences"]').waitFor({ state: 'detached' });
    await section.locator('[data-test="totals-agree"]').waitFor();
    await shot(page, 'close-batches-ready-tablet');

    await section.locator('[data-test="close-batch"]').tap();
    await page.waitForURL(/\/dashboard\/close-batches\/\d+$/);
    await page.locator('text=Batch closed.').waitFor();
    await page
      .locator('[data-test="batch-transactions"], [data-test="transaction-' + second.sale.id + '"]')
      .first()
      .waitFor();
    await shot(page, 'close-batches-closed-tablet');
    const [batch] = await env.db
      .select()
      .from(cardBatches)
      .where(eq(cardBatches.terminalId, terminalId));
    expect(batch).toMatchObject({ status: 'closed', count: 2, amountCents: 4000 + 750 + 2500 });
    expect(fake.terminal.records()).toEqual([]);
    await context.close();
  });

  test('every kind of difference is listed with its fixes; a terminal sale is linked to its ticket in the dialog', async () => {
    const tipped = await cardTicket(2000);
    fake.terminal.adjustTipOnDevice(tipped.sale.terminalRef!, 400);
    const stray = fake.terminal.plantRecord({ amountCents: 5100 });
    const cashTicket = await kit.pay();
    const [{ number }] = await env.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id, cashTicket));
    // A $15.00 ticket paid by a sale the POS has and the terminal does not.
    const lostTicket = await kit.pay({
      lines: [
        {
          key: 's-lost',
          kind: 'service',
          serviceId: kit.service,
          technicianId: kit.techs[0],
          unitPriceCents: 1500,
          quantity: 1,
          discountCents: 0,
        },
      ],
      tenders: [{ type: 'credit_card', amountCents: 1500, cardLast4: '4242' }],
    });
    const [lost] = await env.db
      .insert(cardTransactions)
      .values({
        storeId: lotus,
        terminalId,
        kind: 'sale',
        status: 'approved',
        ecrRef: `LOST${Date.now()}`,
        requestedCents: 1500,
        approvedCents: 1500,
        terminalRef: '9999',
        invoiceId: lostTicket,
        byName: 'Test',
      })
      .returning();
    await env.db
      .update(invoicePayments)
      .set({ cardTransactionId: lost.id })
      .where(eq(invoicePayments.invoiceId, lostTicket));
    await env.db.insert(cardTransactions).values([
      {
        storeId: lotus,
        terminalId,
        kind: 'sale',
        status: 'unknown',
        ecrRef: `UNK${Date.now()}`,
        requestedCents: 900,
        byName: 'Test',
      },
    ]);
    const { context, page } = await env.newPage({
      width: 1024,
      height: 768,
      touch: true,
      keyboard: false,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/close-batches');
    const section = page.locator(`[data-test="terminal-${terminalId}"]`);
    await section.waitFor();
    for (const kind of [
      'missing_on_terminal',
      'missing_on_pos',
      'amount_mismatch',
      'unknown_result',
    ])
      await section.locator(`[data-test="difference-${kind}"]`).first().waitFor();
    await expect(section.locator('[data-test="fix-take-tip"]')).toHaveText(
      'Take the terminal’s tip ($4.00)',
    );
    await shot(page, 'close-batches-differences-tablet');

    await section.locator('[data-test="difference-missing_on_pos"] [data-test="fix-link"]').tap();
    const dialog = page.locator('[data-test="resolve-dialog"]');
    await dialog.waitFor();
    await dialog.locator('[data-test="resolve-ticket"]').fill(String(number));
    await shot(page, 'close-batches-link-dialog-tablet', false);
    await dialog.locator('[data-test="resolve-save"]').tap();
    await page.locator(`text=Linked to ticket #${number}. Check its tenders.`).waitFor();
    await expect(section.locator('[data-test="difference-missing_on_pos"]')).toHaveCount(0);
    const [linked] = await env.db
      .select()
      .from(cardTransactions)
      .where(
        and(
          eq(cardTransactions.terminalId, terminalId),
          eq(cardTransactions.terminalRef, stray.terminalRef),
        ),
      );
    expect(linked.invoiceId).toBe(cashTicket);

    await section.locator('[data-test="fix-take-tip"]').tap();
    await section
      .locator('[data-test="difference-amount_mismatch"]')
      .waitFor({ state: 'detached' });
    expect(
      (await env.db.select().from(invoices).where(eq(invoices.id, tipped.invoiceId)))[0].tipCents,
    ).toBe(400);

    // Not charged: the dialog asks how the ticket was paid instead; cash it was.
    await section
      .locator('[data-test="difference-missing_on_terminal"] [data-test="fix-not-charged"]')
      .tap();
    await dialog.waitFor();
    await dialog.locator('[data-test="resolve-paid-by"]').waitFor();
    await dialog.locator('label[for="paid_by-cash"]').tap();
    await dialog.locator('[data-test="resolve-reason"]').fill('Card declined, paid cash');
    await shot(page, 'close-batches-not-charged-dialog-tablet', false);
    await dialog.locator('[data-test="resolve-save"]').tap();
    await page
      .locator('text=Marked not charged. The ticket’s $15.00 is now recorded as paid in cash.')
      .waitFor();
    await expect(section.locator('[data-test="difference-missing_on_terminal"]')).toHaveCount(0);
    expect(
      (await env.db.select().from(invoices).where(eq(invoices.id, lostTicket)))[0],
    ).toMatchObject({ cashAmount: 1500, creditCardAmount: 0 });
    await context.close();
  });

  test('on a phone the page fits the width', async () => {
    await cardTicket(3300);
    const { context, page } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/close-batches');
    await page.locator(`[data-test="terminal-${terminalId}"]`).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'close-batches-phone');
    await context.close();
  });
});
