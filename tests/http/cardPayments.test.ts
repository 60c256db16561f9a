import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import { and, count, eq } from 'drizzle-orm';
import { Client, createTestApp, signedIn, type TestApp } from '../support/app';
import { employeeByNumber, storeId } from '../support/lookups';
import {
  cardTransactions,
  categories,
  invoiceLines,
  invoicePayments,
  invoices,
  paxSettings,
  refunds,
  services,
  stations,
  terminalDevices,
  ticketCardClaims,
} from '../../database/schema';
import {
  CLAIM_LAPSES_AFTER_MS,
  TICKET_CARDS_BUSY,
} from '../../server/domain/terminals/ticketClaims';
import {
  startFakePax,
  FAKE_MAGIC,
  type FakePax,
} from '../../server/services/terminals/fake/fakePax';
import { ecrRefForAttempt, refundRefStem } from '../../server/domain/terminals/cardRules';
import { NO_TERMINAL } from '../../server/domain/terminals/cardSales';
import { TERMINAL_CARD_CORRECTION } from '../../server/domain/tickets/invoiceChanges';

/**
 * Card payments through the station's terminal, against the fake PAX terminal on free
 * ports and the real driver: charge, partial, tip on the device, decline, timeout (unknown, then
 * resolved), unreachable, a double submit, checkout taking the sale, and voids and refunds going
 * back through the terminal.
 */
let t: TestApp;
let fake: FakePax;
let lotus: number;
let rose: number;
let gel: number;
let cindy: number;
let desk: Client; // HTTP terminal
let tcpDesk: Client; // TCP terminal
let seq = 0;

const CHARGE = '/dashboard/pos/card/charge';
const CANCEL = '/dashboard/pos/card/cancel';
const RESOLVE = '/dashboard/pos/card/resolve';
const VOID = '/dashboard/pos/card/void';
const PAY_URL = '/dashboard/pos/pay/ticket';

async function stationWithTerminal(
  name: string,
  terminal: { port: number; mode?: 'http' | 'tcp'; timeoutSeconds?: number } | null,
) {
  const [station] = await t.db.insert(stations).values({ storeId: lotus, name }).returning();
  if (terminal) {
    await t.db.insert(terminalDevices).values({
      storeId: lotus,
      name: `${name} terminal`,
      host: '127.0.0.1',
      port: terminal.port,
      mode: terminal.mode ?? 'http',
      stationId: station.id,
      timeoutSeconds: terminal.timeoutSeconds ?? 20,
    });
  }
  const client = await signedIn(t.app, 'owner@example.com');
  expect((await client.post(`/dashboard/stations/${station.id}/select`)).status).toBe(302);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakePax();
  // A loopback terminal is called only at a port the environment names, as FAKE_TERMINAL_PORT names the demo's.
  t.nameLoopbackTerminals(fake.httpPort, fake.tcpPort);
  [lotus, rose] = [await storeId(t.db, 'Lotus Nail Spa'), await storeId(t.db, 'Rose Nails')];
  const [cat] = await t.db
    .insert(categories)
    .values({ storeId: lotus, name: 'Card test' })
    .returning();
  [{ id: gel }] = await t.db
    .insert(services)
    .values({ storeId: lotus, categoryId: cat.id, name: 'Card gel', priceCents: 3500 })
    .returning();
  cindy = (await employeeByNumber(t.db, lotus, '1003'))!.id;
  desk = await stationWithTerminal('Card desk', { port: fake.httpPort });
  tcpDesk = await stationWithTerminal('Card desk TCP', { port: fake.tcpPort, mode: 'tcp' });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const attempt = () => `attempt-${Date.now()}-${seq++}`;
const charge = async (client: Client, amount: number, attemptKey = attempt()) =>
  client.json(CHARGE, { amount, attempt_key: attemptKey });
/** One gel (Cindy) at `price`, no tax. */
const payment = (price: number, tenders: object[], over: Record<string, unknown> = {}) => ({
  customer_id: null,
  lines: [
    {
      key: `service-${Date.now()}-${seq++}`,
      kind: 'service',
      service_id: gel,
      technician_id: cindy,
      unit_price: price,
      quantity: 1,
      discount: 0,
    },
  ],
  ticket_discount: null,
  tip: null,
  tip_shares: [],
  idempotency_key: `card-test-${Date.now()}-${seq++}`,
  draft_id: null,
  tenders,
  ...over,
});
const cardTender = (id: number, amount = 1) => ({
  type: 'credit_card',
  amount,
  card_transaction_id: id,
});
const sale = async (id: number) =>
  (await t.db.select().from(cardTransactions).where(eq(cardTransactions.id, id)))[0];
const paidInvoiceId = (res: { status: number; headers: Record<string, string> }) => {
  expect(res.status).toBe(303);
  return Number(/\/invoices\/(\d+)$/.exec(res.headers.location)![1]);
};
const paidCount = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.storeId, lotus), eq(invoices.status, 'paid')))
  )[0].n;

describe('charging the station’s terminal', () => {
  test('the pay screen names the station’s terminal; a device that is no station has none', async () => {
    expect((await desk.visit(PAY_URL)).body.props.card_terminal).toEqual({
      name: 'Card desk terminal',
      tip_mode: 'adjust',
    });
    const plain = await signedIn(t.app, 'owner@example.com');
    expect((await plain.visit(PAY_URL)).body.props.card_terminal).toBeNull();
  });

  test('an approved sale keeps the last four, brand, entry mode, auth and reference; checkout takes its amount, not the client’s', async () => {
    const res = await charge(desk, 3500);
    expect(res.status).toBe(200);
    const tx = res.body.transaction;
    expect(tx).toMatchObject({
      status: 'approved',
      approved: true,
      amount: 3500,
      tip: 0,
      amount_due: 0,
      last4: '4242',
      brand: 'Visa',
      entry_mode: 'chip',
      auth: expect.stringMatching(/^\w+$/),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/\d{12,}/);
    // The station's customer display was told to pay on the terminal.
    const [station] = await t.db
      .select()
      .from(stations)
      .where(and(eq(stations.storeId, lotus), eq(stations.name, 'Card desk')));
    expect(station.displayScreen).toEqual({ screen: 'pay_on_terminal', amount_cents: 3500 });

    const paid = await desk.post(PAY_URL, payment(3500, [cardTender(tx.id, 1)]));
    const invoiceId = paidInvoiceId(paid);
    const [row] = await t.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoiceId));
    const stored = await sale(tx.id);
    expect(row).toMatchObject({
      type: 'credit_card',
      amountCents: 3500,
      cardLast4: '4242',
      cardType: 'Visa',
      entryMode: 'chip',
      authCode: tx.auth,
      cardReference: stored.hostRef,
      cardTransactionId: tx.id,
    });
    expect(stored.hostRef).toBeTruthy();
    expect(stored).toMatchObject({ invoiceId, invoicePaymentId: row.id });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice.creditCardAmount).toBe(3500);

    // The receipt shows the card as the terminal read it.
    const receipt = (await desk.visit(`/dashboard/invoices/${invoiceId}`)).body.props.receipt;
    expect(receipt.tenders[0].detail).toBe(
      `Visa **** **** **** 4242 · Chip · Auth ${tx.auth} · Ref ${stored.hostRef}`,
    );

    // The same sale on a second ticket is refused beside the tender, and nothing is written.
    const before = await paidCount();
    const again = await desk.post(PAY_URL, payment(3500, [cardTender(tx.id, 3500)]));
    expect(again.status).toBe(302);
    const errors = (await desk.visit(PAY_URL)).body.props.errors;
    expect(english(errors['tenders.0.card_transaction_id'])).toMatch(/already on a ticket/);
    expect(await paidCount()).toBe(before);
  });

  test('a decline is recorded with the terminal’s message and cannot pay a ticket', async () => {
    const res = await charge(desk, FAKE_MAGIC.decline);
    expect(res.body.transaction).toMatchObject({ status: 'declined', approved: false, amount: 0 });
    expect(res.body.transaction.message).toMatch(/declin/i);
    await desk.post(PAY_URL, payment(FAKE_MAGIC.decline, [cardTender(res.body.transaction.id)]));
    expect(
      (await desk.visit(PAY_URL)).body.props.errors['tenders.0.card_transaction_id'],
    ).toBeTruthy();
  });

  test('a partial approval pays what was approved, and cash pays the rest', async () => {
    const res = await charge(desk, FAKE_MAGIC.partial);
    const tx = res.body.transaction;
    expect(tx).toMatchObject({ status: 'approved', amount: 651, amount_due: 652 });
    const invoiceId = paidInvoiceId(
      await desk.post(
        PAY_URL,
        payment(FAKE_MAGIC.partial, [cardTender(tx.id, 651), { type: 'cash', amount: 652 }]),
      ),
    );
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ creditCardAmount: 651, cashAmount: 652 });
  });

  test('a tip given on the terminal must be on the ticket’s tip, and the tender pays sale + tip', async () => {
    await t.db
      .insert(paxSettings)
      .values({ storeId: lotus, tipMode: 'device' })
      .onConflictDoUpdate({ target: paxSettings.storeId, set: { tipMode: 'device' } });
    try {
      const tx = (await charge(desk, 3500)).body.transaction;
      expect(tx).toMatchObject({ status: 'approved', amount: 3500, tip: 700 });
      const before = await paidCount();
      await desk.post(PAY_URL, payment(3500, [cardTender(tx.id)]));
      expect(english((await desk.visit(PAY_URL)).body.props.errors.tip)).toBe(
        'The tip must include the $7.00 tipped on the card terminal.',
      );
      expect(await paidCount()).toBe(before);
      const invoiceId = paidInvoiceId(
        await desk.post(
          PAY_URL,
          payment(3500, [cardTender(tx.id)], { tip: { type: 'amount', value: 700 } }),
        ),
      );
      const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
      expect(invoice).toMatchObject({
        tipCents: 700,
        creditCardAmount: 4200,
        amountDueCents: 4200,
      });
    } finally {
      await t.db
        .update(paxSettings)
        .set({ tipMode: 'adjust' })
        .where(eq(paxSettings.storeId, lotus));
    }
  });

  test('a double submit of one attempt sends one sale to the terminal', async () => {
    const key = attempt();
    const [a, b] = await Promise.all([charge(desk, 2100, key), charge(desk, 2100, key)]);
    expect(a.body.transaction.id).toBe(b.body.transaction.id);
    const again = await charge(desk, 2100, key);
    expect(again.body).toMatchObject({
      replayed: true,
      transaction: { id: a.body.transaction.id, status: 'approved' },
    });
    expect(
      fake.terminal
        .records()
        .filter((r) => r.kind === 'sale' && r.ecrRef === ecrRefForAttempt(key)),
    ).toHaveLength(1);
  });

  test('a terminal that cannot be reached is a failed charge: nothing was charged', async () => {
    const nowhere = await stationWithTerminal('Card desk unplugged', { port: 1 });
    const res = await charge(nowhere, 2000);
    expect(res.body.transaction).toMatchObject({ status: 'failed', approved: false });
    expect(english(res.body.transaction.message)).toMatch(/Nothing was charged/);
  });

  test('a station without a terminal (or a device that is no station) is told to enter the card by hand', async () => {
    const plain = await signedIn(t.app, 'owner@example.com');
    const res = await charge(plain, 2000);
    expect(res.status).toBe(422);
    expect(res.body.errors.amount).toBe(english(NO_TERMINAL));
    const bare = await stationWithTerminal('Card desk bare', null);
    expect((await charge(bare, 2000)).body.errors.amount).toBe(english(NO_TERMINAL));
  });

  test('bad input is an error beside its field, never a 500', async () => {
    for (const [body, field] of [
      [{ amount: 0, attempt_key: attempt() }, 'amount'],
      [{ amount: 10_000_001, attempt_key: attempt() }, 'amount'],
      [{ amount: 'abc', attempt_key: attempt() }, 'amount'],
      [{ amount: 100, attempt_key: 'bad key!' }, 'attempt_key'],
      [{ amount: 100 }, 'attempt_key'],
    ] as const) {
      const res = await desk.json(CHARGE, body);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toBeTruthy();
    }
    expect((await desk.json(RESOLVE, { transaction: 1, by: 'maybe' })).body.errors.by).toBeTruthy();
    expect((await desk.json(VOID, { transaction: 'x' })).body.errors.transaction).toBeTruthy();
  });
});

describe('an unknown answer', () => {
  test('a timeout is unknown, never a decline; looked up on the terminal it is approved', async () => {
    await t.db
      .update(terminalDevices)
      .set({ timeoutSeconds: 5 })
      .where(eq(terminalDevices.port, fake.httpPort));
    try {
      const res = await charge(desk, FAKE_MAGIC.timeout);
      expect(res.body.transaction).toMatchObject({ status: 'unknown', approved: false });
      expect(english(res.body.transaction.message)).toMatch(/did not answer/);
      const resolved = await desk.json(RESOLVE, {
        transaction: res.body.transaction.id,
        by: 'lookup',
      });
      expect(resolved.body.transaction).toMatchObject({
        status: 'approved',
        amount: FAKE_MAGIC.timeout,
      });
      expect((await sale(res.body.transaction.id)).resolution).toBe('terminal_lookup');
      // Once answered it cannot be answered again.
      expect(
        (await desk.json(RESOLVE, { transaction: res.body.transaction.id, by: 'declined' })).status,
      ).toBe(409);
    } finally {
      await t.db
        .update(terminalDevices)
        .set({ timeoutSeconds: 20 })
        .where(eq(terminalDevices.port, fake.httpPort));
    }
  }, 20_000);

  async function unknownRow(ecrRef: string, cents: number) {
    const [terminal] = await t.db
      .select()
      .from(terminalDevices)
      .where(eq(terminalDevices.port, fake.httpPort));
    const [row] = await t.db
      .insert(cardTransactions)
      .values({
        storeId: lotus,
        terminalId: terminal.id,
        kind: 'sale',
        status: 'unknown',
        ecrRef,
        requestedCents: cents,
        byName: 'test',
      })
      .returning();
    return row.id;
  }

  test('a sale the terminal holds (planted on it) is found by its reference', async () => {
    const id = await unknownRow('PLANTED1', 2600);
    fake.terminal.plantRecord({
      ecrRef: 'PLANTED1',
      amountCents: 2600,
      last4: '4444',
      cardType: '02',
    });
    const res = await desk.json(RESOLVE, { transaction: id, by: 'lookup' });
    expect(res.body.transaction).toMatchObject({ status: 'approved', amount: 2600, last4: '4444' });
  });

  test('the clerk’s answer settles it: not charged is a decline', async () => {
    const id = await unknownRow('CLERKNO1', 2700);
    const res = await desk.json(RESOLVE, { transaction: id, by: 'declined' });
    expect(res.body.transaction).toMatchObject({ status: 'declined', approved: false });
    expect((await sale(id)).resolution).toBe('clerk_declined');
    const looked = await desk.json(RESOLVE, {
      transaction: await unknownRow('NOTHERE1', 2800),
      by: 'lookup',
    });
    expect(looked.body.transaction.status).toBe('declined');
  });

  test('a request left pending (the process stopped while it waited) reads as unknown once its terminal’s time is long past', async () => {
    const [terminal] = await t.db
      .select()
      .from(terminalDevices)
      .where(eq(terminalDevices.port, fake.httpPort));
    const pending = async (ecrRef: string, createdAt: Date) =>
      (
        await t.db
          .insert(cardTransactions)
          .values({
            storeId: lotus,
            terminalId: terminal.id,
            kind: 'sale',
            status: 'pending',
            ecrRef,
            requestedCents: 2900,
            byName: 'test',
            createdAt,
          })
          .returning()
      )[0].id;
    const fresh = await pending('PENDNOW1', new Date());
    expect((await desk.json(RESOLVE, { transaction: fresh, by: 'declined' })).status).toBe(409);
    const stale = await pending('PENDOLD1', new Date(Date.now() - 10 * 60_000));
    const res = await desk.json(RESOLVE, { transaction: stale, by: 'declined' });
    expect(res.body.transaction).toMatchObject({ status: 'declined' });
    expect((await sale(stale)).resolution).toBe('clerk_declined');
  });
});

describe('cancel and void before checkout', () => {
  test('over TCP, Cancel stops the waiting charge (A14); over HTTP the clerk presses Cancel on the terminal', async () => {
    const waiting = charge(tcpDesk, FAKE_MAGIC.waitForCard);
    // Cancel once the terminal is waiting for the card (under load the sale may take a while to arrive).
    await expect.poll(() => fake.terminal.waiting, { timeout: 5_000 }).toBe(true);
    expect((await tcpDesk.json(CANCEL)).body).toMatchObject({ cancelled: true });
    expect((await waiting).body.transaction).toMatchObject({ status: 'declined', approved: false });
    const http = await desk.json(CANCEL);
    expect(http.body).toMatchObject({
      cancelled: false,
      message: expect.stringMatching(/Press Cancel on the terminal/),
    });
  });

  test('a sale taken off the payment dialog is voided on the terminal and can pay no ticket', async () => {
    const tx = (await charge(desk, 2500)).body.transaction;
    const res = await desk.json(VOID, { transaction: tx.id });
    expect(res.body).toMatchObject({
      voided: true,
      transaction: { kind: 'void', status: 'approved' },
    });
    const stored = await sale(tx.id);
    expect(stored.voidedAt).not.toBeNull();
    expect(
      fake.terminal.records().find((r) => r.kind === 'sale' && r.ecrRef === stored.ecrRef)?.voided,
    ).toBe(true);
    // A second void sends nothing.
    expect((await desk.json(VOID, { transaction: tx.id })).body.voided).toBe(true);
    expect(
      fake.terminal
        .records()
        .filter((r) => r.kind === 'void' && r.terminalRef && r.hostRef === stored.hostRef),
    ).toHaveLength(1);
    await desk.post(PAY_URL, payment(2500, [cardTender(tx.id)]));
    expect(
      (await desk.visit(PAY_URL)).body.props.errors['tenders.0.card_transaction_id'],
    ).toBeTruthy();
  });

  test('a sale on a ticket is not voided here', async () => {
    const tx = (await charge(desk, 1900)).body.transaction;
    paidInvoiceId(await desk.post(PAY_URL, payment(1900, [cardTender(tx.id)])));
    const res = await desk.json(VOID, { transaction: tx.id });
    expect(res.status).toBe(422);
    expect(english(res.body.errors.transaction)).toMatch(/on a ticket/);
  });
});

describe('voids and refunds go back through the terminal', () => {
  async function paidByCard(cents: number) {
    const tx = (await charge(desk, cents)).body.transaction;
    return {
      tx,
      invoiceId: paidInvoiceId(await desk.post(PAY_URL, payment(cents, [cardTender(tx.id)]))),
    };
  }
  const refundBody = (lineId: number, amount: number, card: number, key = `refund-${seq++}`) => ({
    idempotency_key: key,
    reason: 'Unhappy',
    lines: [{ line_id: lineId, amount }],
    tip_amount: 0,
    payouts: [{ type: 'credit_card', amount: card }],
  });
  const lineOf = async (invoiceId: number) =>
    (await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)))[0].id;

  test('voiding a ticket voids its card sale on the terminal first', async () => {
    const { tx, invoiceId } = await paidByCard(4100);
    await desk.post(`/dashboard/invoices/${invoiceId}/void`, { reason: 'Rang up twice' });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice.status).toBe('voided');
    const stored = await sale(tx.id);
    expect(stored.voidedAt).not.toBeNull();
    expect(
      fake.terminal.records().find((r) => r.kind === 'sale' && r.ecrRef === stored.ecrRef)?.voided,
    ).toBe(true);
    const [voidRow] = await t.db
      .select()
      .from(cardTransactions)
      .where(and(eq(cardTransactions.originalId, tx.id), eq(cardTransactions.kind, 'void')));
    expect(voidRow).toMatchObject({ status: 'approved', invoiceId });
  });

  test('a card charged on the terminal cannot be moved to another tender by a correction (the charge would stand)', async () => {
    const { tx, invoiceId } = await paidByCard(3300);
    const before = (await t.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0];
    for (const [from, to] of [
      ['credit_card', 'cash'],
      ['cash', 'credit_card'],
    ]) {
      await desk.send('put', `/dashboard/invoices/${invoiceId}`, {
        change: 'tender',
        from,
        to,
        amount: 1000,
        card_last4: '',
        reason: 'Paid cash really',
      });
      expect((await desk.visit(`/dashboard/invoices/${invoiceId}/edit`)).body.props.errors).toEqual(
        { from: TERMINAL_CARD_CORRECTION },
      );
    }
    const after = (await t.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0];
    expect([after.creditCardAmount, after.cashAmount]).toEqual([
      before.creditCardAmount,
      before.cashAmount,
    ]);
    expect((await sale(tx.id)).voidedAt).toBeNull();
  });

  test('a settled card sale cannot be voided: refund it instead (and nothing is voided)', async () => {
    const { tx, invoiceId } = await paidByCard(4200);
    await t.db.update(cardTransactions).set({ batchId: 999 }).where(eq(cardTransactions.id, tx.id));
    await desk.post(`/dashboard/invoices/${invoiceId}/void`, { reason: 'Too late' });
    expect(
      english((await desk.visit(`/dashboard/invoices/${invoiceId}/edit`)).body.flash.error),
    ).toMatch(/^This card payment has been settled: refund it instead\./);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice.status).toBe('paid');
    expect((await sale(tx.id)).voidedAt).toBeNull();
  });

  test('a refund goes back as a RETURN on the card, at most what it paid; a whole refund on an open batch is a VOID', async () => {
    const { tx, invoiceId } = await paidByCard(3500);
    const lineId = await lineOf(invoiceId);
    await desk.post(`/dashboard/invoices/${invoiceId}/refunds`, refundBody(lineId, 1000, 1000));
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.invoiceId, invoiceId));
    const returns = await t.db
      .select()
      .from(cardTransactions)
      .where(and(eq(cardTransactions.originalId, tx.id), eq(cardTransactions.kind, 'return')));
    expect(returns).toHaveLength(1);
    expect(returns[0]).toMatchObject({
      status: 'approved',
      approvedCents: 1000,
      refundId: refund.id,
    });
    expect(
      fake.terminal.records().filter((r) => r.kind === 'return' && r.ecrRef === returns[0].ecrRef),
    ).toMatchObject([{ amountCents: 1000 }]);

    // More than the card has left is refused, and nothing goes to the terminal.
    const before = fake.terminal.records().length;
    await desk.post(`/dashboard/invoices/${invoiceId}/refunds`, {
      ...refundBody(lineId, 2500, 2500),
      payouts: [{ type: 'credit_card', amount: 2600 }],
    });
    expect(fake.terminal.records().length).toBe(before);

    // The rest: a return of $25.00 (part of it was refunded already, so no void).
    await desk.post(`/dashboard/invoices/${invoiceId}/refunds`, refundBody(lineId, 2500, 2500));
    // In the order they were made: a select without ORDER BY may answer in any order on PostgreSQL.
    const all = await t.db
      .select()
      .from(cardTransactions)
      .where(eq(cardTransactions.originalId, tx.id))
      .orderBy(cardTransactions.id);
    expect(all.map((r) => [r.kind, r.approvedCents])).toEqual([
      ['return', 1000],
      ['return', 2500],
    ]);

    // A whole refund of a ticket whose batch is open is a void of the sale.
    const whole = await paidByCard(3600);
    const wholeLine = await lineOf(whole.invoiceId);
    await desk.post(
      `/dashboard/invoices/${whole.invoiceId}/refunds`,
      refundBody(wholeLine, 3600, 3600),
    );
    const [v] = await t.db
      .select()
      .from(cardTransactions)
      .where(eq(cardTransactions.originalId, whole.tx.id));
    expect(v).toMatchObject({ kind: 'void', status: 'approved' });
    expect((await sale(whole.tx.id)).voidedAt).not.toBeNull();
  });

  test('a settled sale is refunded by a RETURN even when the refund takes all of it', async () => {
    const { tx, invoiceId } = await paidByCard(3800);
    await t.db.update(cardTransactions).set({ batchId: 998 }).where(eq(cardTransactions.id, tx.id));
    await desk.post(
      `/dashboard/invoices/${invoiceId}/refunds`,
      refundBody(await lineOf(invoiceId), 3800, 3800),
    );
    const rows = await t.db
      .select()
      .from(cardTransactions)
      .where(eq(cardTransactions.originalId, tx.id));
    expect(rows.map((r) => [r.kind, r.status, r.approvedCents])).toEqual([
      ['return', 'approved', 3800],
    ]);
  });

  test('a return with no answer refuses the refund until it is resolved; the same refund then records it', async () => {
    const { tx, invoiceId } = await paidByCard(3900);
    const lineId = await lineOf(invoiceId);
    const key = `refund-unknown-${seq++}`;
    const stored = await sale(tx.id);
    // The terminal took the return but its answer was lost: an unknown row under this refund's reference.
    const [lost] = await t.db
      .insert(cardTransactions)
      .values({
        storeId: lotus,
        terminalId: stored.terminalId,
        kind: 'return',
        status: 'unknown',
        ecrRef: refundRefStem(key, tx.id),
        requestedCents: 900,
        originalId: tx.id,
        invoiceId,
        byName: 'test',
      })
      .returning();
    await desk.post(`/dashboard/invoices/${invoiceId}/refunds`, refundBody(lineId, 900, 900, key));
    const errors = (await desk.visit(`/dashboard/invoices/${invoiceId}/edit`)).body.props.errors;
    expect(errors['payouts.0.amount']).toMatch(
      new RegExp(`did not answer the refund \\(card payment #${lost.id}\\): resolve it first`),
    );
    expect(await t.db.select().from(refunds).where(eq(refunds.invoiceId, invoiceId))).toHaveLength(
      0,
    );

    expect(
      (await desk.json(RESOLVE, { transaction: lost.id, by: 'approved' })).body.transaction.status,
    ).toBe('approved');
    const before = fake.terminal.records().length;
    await desk.post(`/dashboard/invoices/${invoiceId}/refunds`, refundBody(lineId, 900, 900, key));
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.invoiceId, invoiceId));
    expect((await sale(lost.id)).refundId).toBe(refund.id);
    expect(fake.terminal.records().length).toBe(before);
  });

  test('a repeat of the same refund sends nothing twice', async () => {
    const { tx, invoiceId } = await paidByCard(3700);
    const lineId = await lineOf(invoiceId);
    const body = refundBody(lineId, 700, 700, `refund-repeat-${seq++}`);
    await desk.post(`/dashboard/invoices/${invoiceId}/refunds`, body);
    await desk.post(`/dashboard/invoices/${invoiceId}/refunds`, body);
    const rows = await t.db
      .select()
      .from(cardTransactions)
      .where(eq(cardTransactions.originalId, tx.id));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(refunds).where(eq(refunds.invoiceId, invoiceId))).toHaveLength(
      1,
    );
  });
});

describe('one card reversal of a ticket at a time', () => {
  const lineOf = async (invoiceId: number) =>
    (await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)))[0].id;
  const refundBody = (lineId: number, amount: number, key: string) => ({
    idempotency_key: key,
    reason: 'Unhappy',
    lines: [{ line_id: lineId, amount }],
    tip_amount: 0,
    payouts: [{ type: 'credit_card', amount }],
  });
  async function paidByCard(cents: number) {
    const tx = (await charge(desk, cents)).body.transaction;
    const invoiceId = paidInvoiceId(await desk.post(PAY_URL, payment(cents, [cardTender(tx.id)])));
    return { tx, invoiceId, lineId: await lineOf(invoiceId) };
  }
  const returnedOnCard = async (saleId: number) =>
    (await t.db.select().from(cardTransactions).where(eq(cardTransactions.originalId, saleId)))
      .filter((r) => r.status === 'approved')
      .reduce((a, r) => a + r.approvedCents, 0);

  test('while another refund of the ticket is at the terminal, a second is refused and sends nothing', async () => {
    const { tx, invoiceId, lineId } = await paidByCard(4200);
    // A refund under another key holds the ticket's claim (its terminal call is under way).
    await t.db
      .insert(ticketCardClaims)
      .values({ storeId: lotus, invoiceId, claimKey: 'refund:in-flight', claimedAt: new Date() });
    await desk.post(
      `/dashboard/invoices/${invoiceId}/refunds`,
      refundBody(lineId, 1000, `busy-${seq++}`),
    );
    expect(
      (await desk.visit(`/dashboard/invoices/${invoiceId}/edit`)).body.props.errors[
        'payouts.0.amount'
      ],
    ).toBe(english(TICKET_CARDS_BUSY));
    expect(await returnedOnCard(tx.id)).toBe(0);
    expect(await t.db.select().from(refunds).where(eq(refunds.invoiceId, invoiceId))).toHaveLength(
      0,
    );
    // A void waits its turn too, and so does a refund in cash.
    await desk.post(`/dashboard/invoices/${invoiceId}/void`, { reason: 'Rang up twice' });
    expect((await t.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0].status).toBe(
      'paid',
    );
    await desk.post(`/dashboard/invoices/${invoiceId}/refunds`, {
      ...refundBody(lineId, 500, `busy-cash-${seq++}`),
      payouts: [{ type: 'cash', amount: 500 }],
    });
    expect(
      (await desk.visit(`/dashboard/invoices/${invoiceId}/edit`)).body.props.errors.payouts,
    ).toBe(english(TICKET_CARDS_BUSY));
    expect(await t.db.select().from(refunds).where(eq(refunds.invoiceId, invoiceId))).toHaveLength(
      0,
    );

    // A claim whose process died lapses: the refund then goes through, and gives the claim back.
    await t.db
      .update(ticketCardClaims)
      .set({ claimedAt: new Date(Date.now() - CLAIM_LAPSES_AFTER_MS - 1000) })
      .where(eq(ticketCardClaims.invoiceId, invoiceId));
    await desk.post(
      `/dashboard/invoices/${invoiceId}/refunds`,
      refundBody(lineId, 1000, `lapsed-${seq++}`),
    );
    expect(await returnedOnCard(tx.id)).toBe(1000);
    expect(
      await t.db.select().from(ticketCardClaims).where(eq(ticketCardClaims.invoiceId, invoiceId)),
    ).toHaveLength(0);
  });

  test('a second refund sent while the first waits at the terminal is refused: the card never gets back more than it paid', async () => {
    const { tx, invoiceId, lineId } = await paidByCard(3900);
    // Two partial refunds of $25.00 on a $39.00 sale: each alone is fine, together they are more than was paid.
    // The first one's return is answered only after 600 ms; the second arrives meanwhile.
    fake.terminal.slowNext(600);
    const first = desk.post(
      `/dashboard/invoices/${invoiceId}/refunds`,
      refundBody(lineId, 2500, `race-a-${seq++}`),
    );
    // The second is sent once the first holds the ticket's card claim (it is then at the terminal).
    await expect
      .poll(
        async () =>
          (
            await t.db
              .select()
              .from(ticketCardClaims)
              .where(eq(ticketCardClaims.invoiceId, invoiceId))
          ).length,
        { timeout: 5_000 },
      )
      .toBe(1);
    const other = await signedIn(t.app, 'owner@example.com');
    await other.post(
      `/dashboard/invoices/${invoiceId}/refunds`,
      refundBody(lineId, 2500, `race-b-${seq++}`),
    );
    expect(
      (await other.visit(`/dashboard/invoices/${invoiceId}/edit`)).body.props.errors[
        'payouts.0.amount'
      ],
    ).toBe(english(TICKET_CARDS_BUSY));
    expect((await first).status).toBe(302);
    expect(await returnedOnCard(tx.id)).toBe(2500);
    const written = await t.db.select().from(refunds).where(eq(refunds.invoiceId, invoiceId));
    expect(written).toHaveLength(1);
    // The one refund recorded is the one whose money went back on the card.
    const reversals = (
      await t.db.select().from(cardTransactions).where(eq(cardTransactions.originalId, tx.id))
    ).filter((r) => r.status === 'approved');
    expect(reversals.map((r) => r.refundId)).toEqual([written[0].id]);
    expect(
      await t.db.select().from(ticketCardClaims).where(eq(ticketCardClaims.invoiceId, invoiceId)),
    ).toHaveLength(0);
  });
});

describe('permissions and tenancy', () => {
  test('a role without "manage pos" gets 403 on every card route', async () => {
    const referral = await signedIn(t.app, 'referral@example.com');
    for (const url of [CHARGE, CANCEL, RESOLVE, VOID])
      expect(
        (
          await referral.json(url, {
            amount: 100,
            attempt_key: attempt(),
            transaction: 1,
            by: 'lookup',
          })
        ).status,
      ).toBe(403);
  });

  test('another store’s card transaction is a 404', async () => {
    const [station] = await t.db
      .insert(stations)
      .values({ storeId: rose, name: 'Rose card desk' })
      .returning();
    const [terminal] = await t.db
      .insert(terminalDevices)
      .values({
        storeId: rose,
        name: 'Rose terminal',
        host: '127.0.0.1',
        port: fake.httpPort,
        stationId: station.id,
      })
      .returning();
    const [theirs] = await t.db
      .insert(cardTransactions)
      .values({
        storeId: rose,
        terminalId: terminal.id,
        kind: 'sale',
        status: 'unknown',
        ecrRef: 'ROSE1',
        requestedCents: 100,
        byName: 'test',
      })
      .returning();
    expect((await desk.json(RESOLVE, { transaction: theirs.id, by: 'declined' })).status).toBe(404);
    expect((await desk.json(VOID, { transaction: theirs.id })).status).toBe(404);
    expect((await desk.json(RESOLVE, { transaction: 2147483647, by: 'declined' })).status).toBe(
      404,
    );
    expect((await sale(theirs.id)).status).toBe('unknown');
    // Nor can a ticket of this store be paid with it.
    await desk.post(PAY_URL, payment(100, [cardTender(theirs.id)]));
    expect(
      (await desk.visit(PAY_URL)).body.props.errors['tenders.0.card_transaction_id'],
    ).toBeTruthy();
  });
});
