import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { ticketKit, type TicketKit } from '../support/tickets';
import {
  cardBatches,
  cardTransactions,
  invoiceAudits,
  invoiceLines,
  invoicePayments,
  invoices,
  paxSettings,
  payrollRuns,
  refunds,
  reportDays,
  terminalDevices,
  ticketCardClaims,
} from '../../database/schema';
import { addDays, storeDayBounds, storeToday } from '../../common/storeTime';
import { startFakePax, type FakePax } from '../../server/services/terminals/fake/fakePax';
import { sendToTerminal } from '../../server/domain/terminals/cardTransactions';
import {
  BATCH_CLOSING,
  SETTLED_MESSAGE,
  TIP_NOT_SAVED,
} from '../../server/domain/terminals/tipAdjust';
import {
  BATCH_TICKETS_BUSY,
  NOT_CHARGED_PAID_BY,
} from '../../server/domain/terminals/closeBatches';
import { TICKET_CARDS_BUSY } from '../../server/domain/terminals/ticketClaims';

/**
 * Tip adjust and Close Batches against the fake PAX terminal and the real driver: a tip
 * changed on a paid ticket goes to the card (T00 06 first), each kind of difference between the
 * POS's open batch and the terminal's is listed and resolved, then B00 closes the batch once and
 * its tips are settled.
 */
const PAGE = '/dashboard/close-batches';

let t: TestApp;
let fake: FakePax;
let lotus: number;
let owner: Client;
let kit: TicketKit;
let seq = 0;

type Terminal = typeof terminalDevices.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakePax();
  // A loopback terminal is called only at a port the environment names, as FAKE_TERMINAL_PORT names the demo's.
  t.nameLoopbackTerminals(fake.httpPort, fake.tcpPort);
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  owner = await signedIn(t.app, 'owner@example.com');
  kit = await ticketKit(t.db);
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

/** A new terminal on the fake (its POS batch empty), the fake's batch emptied, the older terminals removed. */
async function freshTerminal(
  over: Partial<typeof terminalDevices.$inferInsert> = {},
): Promise<Terminal> {
  await t.db
    .update(terminalDevices)
    .set({ deletedAt: new Date() })
    .where(and(eq(terminalDevices.storeId, lotus), isNull(terminalDevices.deletedAt)));
  fake.terminal.reset();
  const [row] = await t.db
    .insert(terminalDevices)
    .values({
      storeId: lotus,
      name: `Front ${seq++}`,
      host: '127.0.0.1',
      port: fake.httpPort,
      mode: 'http',
      timeoutSeconds: 10,
      ...over,
    })
    .returning();
  return row;
}

/** A $40 service by the first technician paid by a card sale run on `terminal` (tip 0), linked as checkout links it. */
async function cardTicket(terminal: Terminal, amountCents = 4000) {
  const invoiceId = await kit.pay({
    lines: [
      {
        key: `s-${seq++}`,
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
  const { transaction } = await sendToTerminal(
    t.db,
    lotus,
    kit.actor,
    terminal,
    { kind: 'sale', ecrRef: `CB${Date.now()}${seq++}`, requestedCents: amountCents },
    (d, ecrRef) => d.sale({ ecrRef, amountCents }),
  );
  expect(transaction.status).toBe('approved');
  await t.db
    .update(cardTransactions)
    .set({ invoiceId })
    .where(eq(cardTransactions.id, transaction.id));
  await t.db
    .update(invoicePayments)
    .set({ cardTransactionId: transaction.id })
    .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.type, 'credit_card')));
  return { invoiceId, sale: transaction };
}

/**
 * Spa Pedicure ($45.00, first technician) + Gel Manicure ($35.00, second): $80.00, paid $20.00 in
 * cash and $60.00 by a sale on `terminal`, through checkout, which links the sale and its payment
 * row both ways (card_transactions.invoice_payment_id). `paidAt` for a ticket of another day;
 * `cashHandedCents` over $20.00 is given back as change.
 */
async function splitTicket(terminal: Terminal, paidAt = new Date(), cashHandedCents = 2000) {
  const { transaction } = await sendToTerminal(
    t.db,
    lotus,
    kit.actor,
    terminal,
    { kind: 'sale', ecrRef: `SPLIT${Date.now()}${seq++}`, requestedCents: 6000 },
    (d, ecrRef) => d.sale({ ecrRef, amountCents: 6000 }),
  );
  expect(transaction.status).toBe('approved');
  const line = (technicianId: number, unitPriceCents: number) => ({
    key: `s-${seq++}`,
    kind: 'service' as const,
    serviceId: kit.service,
    technicianId,
    unitPriceCents,
    quantity: 1,
    discountCents: 0,
  });
  const invoiceId = await kit.pay(
    {
      lines: [line(kit.techs[0], 4500), line(kit.techs[1], 3500)],
      tenders: [
        { type: 'cash', amountCents: cashHandedCents },
        { type: 'credit_card', amountCents: 6000, cardTransactionId: transaction.id },
      ],
    },
    paidAt,
  );
  const rows = await paymentsOf(invoiceId);
  const card = rows.find((p) => p.type === 'credit_card')!;
  expect(await tx(transaction.id)).toMatchObject({ invoiceId, invoicePaymentId: card.id });
  return {
    invoiceId,
    sale: await tx(transaction.id),
    card,
    cash: rows.find((p) => p.type === 'cash')!,
  };
}

const paymentsOf = (invoiceId: number) =>
  t.db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.id));

/** What the fake terminal holds as the tip of `sale`. */
const terminalTip = (sale: { ecrRef: string }) =>
  fake.terminal.records().find((r) => r.kind === 'sale' && r.ecrRef === sale.ecrRef)?.tipCents;

/**
 * The database refuses every audit row of the ticket from now until the returned function is
 * called: a write that fails after the terminal has answered (the audit row is the change's last).
 */
async function failWritesOf(invoiceId: number) {
  await t.db.execute(
    sql.raw(
      `create or replace function test_refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'the database is refusing writes'; end $$`,
    ),
  );
  await t.db.execute(
    sql.raw(
      `create trigger test_refuse_audit before insert on invoice_audits for each row when (new.invoice_id = ${Number(invoiceId)}) execute function test_refuse_audit()`,
    ),
  );
  return async () => {
    await t.db.execute(sql.raw('drop trigger if exists test_refuse_audit on invoice_audits'));
  };
}

const invoice = async (id: number) =>
  (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const tx = async (id: number) =>
  (await t.db.select().from(cardTransactions).where(eq(cardTransactions.id, id)))[0];
const tipChange = (invoiceId: number, tip: number, tender = 'cash') =>
  owner.send('put', `/dashboard/invoices/${invoiceId}`, {
    change: 'tip',
    tip_amount: tip,
    shares: [],
    tender,
    reason: 'Tip from the slip',
  });
const page = async () => {
  const res = await owner.visit(PAGE);
  expect(res.status).toBe(200);
  expect(res.body.component).toBe('Admin/CloseBatches/Index');
  return res.body.props;
};
type DiffView = {
  kind: string;
  transaction_id: number | null;
  terminal_ref: string | null;
  tip_differs: boolean;
  pos_cents: number | null;
  terminal_cents: number | null;
};
const terminalView = async (terminal: Terminal) =>
  (await page()).terminals.find((x: { id: number }) => x.id === terminal.id);
const kinds = async (terminal: Terminal) =>
  ((await terminalView(terminal)).differences as DiffView[]).map((d) => d.kind).sort();
const resolve = (terminal: Terminal, body: object) =>
  owner.post(`${PAGE}/terminals/${terminal.id}/resolve`, body);

describe('tip adjust at the POS', () => {
  test('a new tip on a card-paid ticket is sent to the terminal (06) first and moves the card tender only', async () => {
    const terminal = await freshTerminal();
    const { invoiceId, sale } = await cardTicket(terminal);
    const res = await tipChange(invoiceId, 800);
    expect(res.status).toBe(303);
    const after = await invoice(invoiceId);
    expect({
      tip: after.tipCents,
      card: after.creditCardAmount,
      cash: after.cashAmount,
      due: after.amountDueCents,
    }).toEqual({ tip: 800, card: 4800, cash: 0, due: 4800 });
    expect((await tx(sale.id)).tipCents).toBe(800);
    const onTerminal = fake.terminal
      .records()
      .find((r) => r.kind === 'sale' && r.terminalRef === sale.terminalRef)!;
    expect(onTerminal.tipCents).toBe(800);
    const adjusts = await t.db
      .select()
      .from(cardTransactions)
      .where(and(eq(cardTransactions.originalId, sale.id), eq(cardTransactions.kind, 'adjust')));
    expect(adjusts).toHaveLength(1);
    expect(adjusts[0]).toMatchObject({ status: 'approved', requestedCents: 800, invoiceId });
    const [payment] = await t.db
      .select()
      .from(invoicePayments)
      .where(
        and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.type, 'credit_card')),
      );
    expect(payment).toMatchObject({ amountCents: 4800, cardTransactionId: sale.id });

    // Lower again: the whole new tip goes (not the difference).
    expect((await tipChange(invoiceId, 300)).status).toBe(303);
    expect(
      fake.terminal.records().find((r) => r.kind === 'sale' && r.terminalRef === sale.terminalRef)!
        .tipCents,
    ).toBe(300);
    expect((await invoice(invoiceId)).creditCardAmount).toBe(4300);

    // The ticket, Tip Management and the payroll run say the card tip is not settled yet.
    expect(
      (await owner.visit(`/dashboard/invoices/${invoiceId}/edit`)).body.props.card_tip,
    ).toEqual({ card: '**** 4242', settled: false });
    const tips = (await owner.visit('/dashboard/tip-managements')).body.props.tickets;
    expect(tips.find((x: { id: number }) => x.id === invoiceId).card_tip).toBe('open');
    const today = storeToday('America/New_York');
    const [run] = await t.db
      .insert(payrollRuns)
      .values({ storeId: lotus, periodStart: today, periodEnd: today, createdByName: 'Test' })
      .returning();
    try {
      const warning = (await owner.visit(`/dashboard/payrolls/${run.id}/edit`)).body.props
        .unsettled_card_tips;
      expect(warning.count).toBeGreaterThanOrEqual(1);
      // Cents; the page writes them (docs/features/languages-and-offline.md).
      expect(warning.amount_cents).toBeGreaterThanOrEqual(300);
      expect(Number.isInteger(warning.amount_cents)).toBe(true);
    } finally {
      await t.db.delete(payrollRuns).where(eq(payrollRuns.id, run.id));
    }
  });

  test('a tip on a ticket paid part cash, part on the terminal goes on the card row in place: the sale stays linked to it', async () => {
    const terminal = await freshTerminal();
    const { invoiceId, sale, card, cash } = await splitTicket(terminal);
    const res = await tipChange(invoiceId, 1200, 'credit_card');
    expect(res.status).toBe(303);
    const edit = (await owner.visit(`/dashboard/invoices/${invoiceId}/edit`)).body;
    expect([edit.flash, edit.props.errors]).toEqual([{ success: 'Tip changed.' }, {}]);
    expect(await invoice(invoiceId)).toMatchObject({
      tipCents: 1200,
      amountDueCents: 9200,
      creditCardAmount: 7200,
      cashAmount: 2000,
    });
    // The same rows, the card's amount moved: the sale still points at its payment row.
    expect(await paymentsOf(invoiceId)).toEqual([
      cash,
      { ...card, amountCents: 7200, cardTransactionId: sale.id },
    ]);
    expect(await tx(sale.id)).toMatchObject({ tipCents: 1200, invoicePaymentId: card.id });
    expect(terminalTip(sale)).toBe(1200);

    // A correction of the cash on the same ticket leaves the card row alone too.
    expect(
      (
        await owner.send('put', `/dashboard/invoices/${invoiceId}`, {
          change: 'tender',
          from: 'cash',
          to: 'check',
          amount: 2000,
          card_last4: '',
          reason: 'It was a check',
        })
      ).status,
    ).toBe(303);
    expect(await invoice(invoiceId)).toMatchObject({
      cashAmount: 0,
      checkAmount: 2000,
      creditCardAmount: 7200,
    });
    const rows = await paymentsOf(invoiceId);
    expect(rows.find((p) => p.type === 'credit_card')).toEqual({
      ...card,
      amountCents: 7200,
    });
    expect(
      rows.filter((p) => p.type !== 'credit_card').map((p) => [p.type, p.amountCents]),
    ).toEqual([['check', 2000]]);
    expect((await tx(sale.id)).invoicePaymentId).toBe(card.id);
  });

  test('when the ticket cannot be written after the terminal approved, the terminal gets its tip back', async () => {
    const terminal = await freshTerminal();
    const { invoiceId, sale } = await splitTicket(terminal);
    const heal = await failWritesOf(invoiceId);
    try {
      expect((await tipChange(invoiceId, 1200, 'credit_card')).status).toBe(500);
    } finally {
      await heal();
    }
    expect(await invoice(invoiceId)).toMatchObject({ tipCents: 0, creditCardAmount: 6000 });
    expect((await tx(sale.id)).tipCents).toBe(0);
    // Two adjusts: the new tip, then the tip the POS has put back.
    const adjusts = await t.db
      .select()
      .from(cardTransactions)
      .where(and(eq(cardTransactions.originalId, sale.id), eq(cardTransactions.kind, 'adjust')))
      .orderBy(asc(cardTransactions.id));
    expect(adjusts.map((a) => [a.status, a.requestedCents])).toEqual([
      ['approved', 1200],
      ['approved', 0],
    ]);
    expect(terminalTip(sale)).toBe(0);
    expect(await kinds(terminal)).toEqual(['tip_not_adjusted']);
    // Nothing is held: the same change goes through once the database takes it.
    expect((await tipChange(invoiceId, 1200, 'credit_card')).status).toBe(303);
    expect(await invoice(invoiceId)).toMatchObject({ tipCents: 1200, creditCardAmount: 7200 });
    expect(terminalTip(sale)).toBe(1200);
  });

  test('when the terminal will not take its tip back either, Close Batches shows the difference and takes the terminal’s tip', async () => {
    const terminal = await freshTerminal();
    const { invoiceId, sale, card } = await splitTicket(terminal);
    const heal = await failWritesOf(invoiceId);
    // The adjust is approved; the one putting the tip back is declined.
    fake.terminal.declineNext(1, { after: 1 });
    try {
      await tipChange(invoiceId, 1200, 'credit_card');
    } finally {
      await heal();
    }
    expect(
      (await owner.visit(`/dashboard/invoices/${invoiceId}/edit`)).body.props.errors.tip_amount,
    ).toBe(english(TIP_NOT_SAVED));
    expect(await invoice(invoiceId)).toMatchObject({ tipCents: 0, creditCardAmount: 6000 });
    expect(terminalTip(sale)).toBe(1200);
    const diffs = (await terminalView(terminal)).differences as DiffView[];
    expect(diffs).toMatchObject([
      {
        kind: 'amount_mismatch',
        transaction_id: sale.id,
        tip_differs: true,
        pos_cents: 0,
        terminal_cents: 1200,
      },
    ]);
    await resolve(terminal, { action: 'take_terminal_tip', transaction_id: sale.id });
    expect((await owner.visit(PAGE)).body.flash).toEqual({
      success: "The ticket's tip is now the terminal's $12.00.",
    });
    expect(await invoice(invoiceId)).toMatchObject({
      tipCents: 1200,
      creditCardAmount: 7200,
      cashAmount: 2000,
    });
    expect((await paymentsOf(invoiceId)).find((p) => p.type === 'credit_card')).toEqual({
      ...card,
      amountCents: 7200,
    });
    expect(await kinds(terminal)).toEqual([]);
  });

  test('while a refund, void or another tip change of the ticket is at the terminal, a tip change is refused and sends nothing', async () => {
    const terminal = await freshTerminal();
    const { invoiceId, sale } = await splitTicket(terminal);
    await t.db
      .insert(ticketCardClaims)
      .values({ storeId: lotus, invoiceId, claimKey: 'refund:in-flight', claimedAt: new Date() });
    const sent = fake.terminal.received;
    await tipChange(invoiceId, 1200, 'credit_card');
    expect(
      (await owner.visit(`/dashboard/invoices/${invoiceId}/edit`)).body.props.errors.tip_amount,
    ).toBe(english(TICKET_CARDS_BUSY));
    expect(fake.terminal.received).toBe(sent);
    expect((await tx(sale.id)).tipCents).toBe(0);
    await t.db.delete(ticketCardClaims).where(eq(ticketCardClaims.invoiceId, invoiceId));
    // Its own claim is given back once the change is done.
    expect((await tipChange(invoiceId, 1200, 'credit_card')).status).toBe(303);
    expect(
      await t.db.select().from(ticketCardClaims).where(eq(ticketCardClaims.invoiceId, invoiceId)),
    ).toEqual([]);
  });

  test('a terminal that cannot be reached refuses the change beside the tip, and nothing moves', async () => {
    const terminal = await freshTerminal();
    const { invoiceId, sale } = await cardTicket(terminal);
    await t.db.update(terminalDevices).set({ port: 1 }).where(eq(terminalDevices.id, terminal.id));
    expect((await tipChange(invoiceId, 500)).status).toBe(303);
    const errors = (await owner.visit(`/dashboard/invoices/${invoiceId}/edit`)).body.props.errors;
    expect(english(errors.tip_amount)).toMatch(/Nothing was charged|could not be reached|refused/i);
    expect((await invoice(invoiceId)).tipCents).toBe(0);
    expect((await tx(sale.id)).tipCents).toBe(0);
  });
});

describe('close-batches.index and the differences', () => {
  test('without "view close batches" every route is 403', async () => {
    const terminal = await freshTerminal();
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit(PAGE)).status).toBe(403);
    expect((await manager.post(`${PAGE}/terminals/${terminal.id}/close`)).status).toBe(403);
    expect(
      (
        await manager.post(`${PAGE}/terminals/${terminal.id}/tip`, {
          transaction_id: 1,
          tip_amount: 100,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await manager.post(`${PAGE}/terminals/${terminal.id}/resolve`, {
          action: 'no_tip',
          transaction_id: 1,
        })
      ).status,
    ).toBe(403);
  });

  test('one planted difference of each kind, each resolved; then the totals agree and the batch closes once, settling its tips', async () => {
    const terminal = await freshTerminal();
    const a = await cardTicket(terminal, 4000); // tip entered from the slip
    const b = await cardTicket(terminal, 3000); // "no tip"
    const c = await cardTicket(terminal, 2000); // tip changed on the device
    const d = await cardTicket(terminal, 2500); // linked ticket for a sale the POS never saw
    // At the POS, never on the terminal.
    const [lost] = await t.db
      .insert(cardTransactions)
      .values({
        storeId: lotus,
        terminalId: terminal.id,
        kind: 'sale',
        status: 'approved',
        ecrRef: `LOST${seq++}`,
        requestedCents: 1500,
        approvedCents: 1500,
        terminalRef: '9999',
        invoiceId: await kit.pay(),
        byName: 'Test',
      })
      .returning();
    // A request without an answer: the terminal has it (approved) …
    const [unknownYes] = await t.db
      .insert(cardTransactions)
      .values({
        storeId: lotus,
        terminalId: terminal.id,
        kind: 'sale',
        status: 'unknown',
        ecrRef: `UNK${seq++}`,
        requestedCents: 1200,
        byName: 'Test',
      })
      .returning();
    fake.terminal.plantRecord({ amountCents: 1200, ecrRef: unknownYes.ecrRef });
    // … and one it never got.
    const [unknownNo] = await t.db
      .insert(cardTransactions)
      .values({
        storeId: lotus,
        terminalId: terminal.id,
        kind: 'sale',
        status: 'unknown',
        ecrRef: `UNK${seq++}`,
        requestedCents: 900,
        byName: 'Test',
      })
      .returning();
    // On the terminal, never at the POS: one to record without a ticket, one to link to the (cash) ticket it paid.
    const stray = fake.terminal.plantRecord({ amountCents: 1800 });
    const forTicket = fake.terminal.plantRecord({ amountCents: 5100 });
    const cashTicket = await kit.pay();
    // A tip changed on the terminal itself.
    fake.terminal.adjustTipOnDevice(c.sale.terminalRef!, 500);

    let view = await terminalView(terminal);
    const diffs = view.differences as DiffView[];
    expect(diffs.map((x) => x.kind).sort()).toEqual([
      'amount_mismatch',
      'missing_on_pos',
      'missing_on_pos',
      'missing_on_terminal',
      'tip_not_adjusted',
      'tip_not_adjusted',
      'tip_not_adjusted',
      'unknown_result',
      'unknown_result',
    ]);
    expect(diffs.find((x) => x.kind === 'amount_mismatch')).toMatchObject({
      transaction_id: c.sale.id,
      tip_differs: true,
      pos_cents: 0,
      terminal_cents: 500,
    });
    expect(diffs.find((x) => x.kind === 'missing_on_terminal')).toMatchObject({
      transaction_id: lost.id,
      pos_cents: 1500,
    });
    expect(view.can_close).toBe(false);
    expect(view.tips.map((x: { transaction_id: number }) => x.transaction_id)).toEqual(
      expect.arrayContaining([a.sale.id, b.sale.id, c.sale.id, d.sale.id]),
    );
    // Closing now is refused: differences are left.
    await owner.post(`${PAGE}/terminals/${terminal.id}/close`);
    expect((await owner.visit(PAGE)).body.flash).toEqual({
      error: 'Resolve every difference before closing the batch.',
    });

    // tip_not_adjusted: a tip typed from the slip (adjusted on the terminal, onto the ticket) …
    expect(
      (
        await owner.post(`${PAGE}/terminals/${terminal.id}/tip`, {
          transaction_id: a.sale.id,
          tip_amount: '7.50',
        })
      ).status,
    ).toBe(302);
    const afterTip = (await owner.visit(PAGE)).body;
    expect([afterTip.flash, afterTip.props.errors]).toEqual([
      { success: 'Tip of $7.50 adjusted.' },
      {},
    ]);
    expect((await invoice(a.invoiceId)).tipCents).toBe(750);
    expect(
      fake.terminal
        .records()
        .find((r) => r.terminalRef === a.sale.terminalRef && r.kind === 'sale')!.tipCents,
    ).toBe(750);
    // … or "no tip", for b and d.
    expect((await resolve(terminal, { action: 'no_tip', transaction_id: b.sale.id })).status).toBe(
      302,
    );
    await resolve(terminal, { action: 'no_tip', transaction_id: d.sale.id });
    // amount_mismatch: take the terminal's tip (no second 06: the terminal has it).
    const adjustsBefore = fake.terminal.records().filter((r) => r.kind === 'adjust').length;
    await resolve(terminal, { action: 'take_terminal_tip', transaction_id: c.sale.id });
    expect(await invoice(c.invoiceId)).toMatchObject({ tipCents: 500, creditCardAmount: 2500 });
    expect(fake.terminal.records().filter((r) => r.kind === 'adjust').length).toBe(adjustsBefore);
    // missing_on_terminal: not charged, with a reason (its ticket recorded no card payment of it).
    await resolve(terminal, {
      action: 'not_charged',
      transaction_id: lost.id,
      reason: 'Card was declined, paid cash',
    });
    expect((await owner.visit(PAGE)).body.flash).toEqual({ success: 'Marked not charged.' });
    expect(await tx(lost.id)).toMatchObject({ status: 'declined', resolution: 'clerk_declined' });
    // missing_on_pos: a reason is needed to record it without a ticket; a ticket number links it.
    await resolve(terminal, {
      action: 'record',
      terminal_ref: stray.terminalRef,
      invoice_number: '',
      reason: '',
    });
    expect((await owner.visit(PAGE)).body.props.errors).toHaveProperty('reason');
    await resolve(terminal, {
      action: 'record',
      terminal_ref: stray.terminalRef,
      invoice_number: '',
      reason: 'Run on the terminal by hand',
    });
    await resolve(terminal, {
      action: 'record',
      terminal_ref: forTicket.terminalRef,
      invoice_number: '99999999',
      reason: '',
    });
    expect(english((await owner.visit(PAGE)).body.props.errors.invoice_number)).toBe(
      'No paid ticket has that number.',
    );
    const cashNumber = (await invoice(cashTicket)).number!;
    await resolve(terminal, {
      action: 'record',
      terminal_ref: forTicket.terminalRef,
      invoice_number: String(cashNumber),
      reason: '',
    });
    const linked = await t.db
      .select()
      .from(cardTransactions)
      .where(
        and(
          eq(cardTransactions.terminalId, terminal.id),
          eq(cardTransactions.terminalRef, forTicket.terminalRef),
        ),
      );
    expect(linked[0]).toMatchObject({
      status: 'approved',
      approvedCents: 5100,
      invoiceId: cashTicket,
    });
    // unknown_result: looked up on the terminal.
    await resolve(terminal, {
      action: 'resolve_unknown',
      transaction_id: unknownYes.id,
      answer: 'lookup',
    });
    await resolve(terminal, {
      action: 'resolve_unknown',
      transaction_id: unknownNo.id,
      answer: 'lookup',
    });
    expect((await tx(unknownYes.id)).status).toBe('approved');
    expect((await tx(unknownNo.id)).status).toBe('declined');
    // The linked sale is in adjust mode too: it needs a tip decision. The unknown one the terminal had was
    // charged but pays no ticket: it is voided on the terminal (the stray recorded with a reason stays).
    view = await terminalView(terminal);
    expect((view.differences as DiffView[]).map((x) => [x.kind, x.transaction_id]).sort()).toEqual([
      ['not_on_ticket', unknownYes.id],
      ['tip_not_adjusted', linked[0].id],
    ]);
    await resolve(terminal, { action: 'no_tip', transaction_id: linked[0].id });
    await resolve(terminal, { action: 'void_sale', transaction_id: unknownYes.id });
    expect((await tx(unknownYes.id)).voidedAt).not.toBeNull();

    view = await terminalView(terminal);
    expect(view.differences).toEqual([]);
    expect(view.agree).toBe(true);
    expect(view.terminal).toEqual(view.pos);
    expect(view.can_close).toBe(true);
    expect(view.resolved.length).toBeGreaterThanOrEqual(8);

    // Two submits at once: one batch.
    const [r1, r2] = await Promise.all([
      owner.post(`${PAGE}/terminals/${terminal.id}/close`),
      owner.post(`${PAGE}/terminals/${terminal.id}/close`),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([302, 302]);
    const batches = await t.db
      .select()
      .from(cardBatches)
      .where(eq(cardBatches.terminalId, terminal.id));
    expect(batches).toHaveLength(1);
    const [batch] = batches;
    expect(fake.terminal.records()).toEqual([]);
    // 40.00+7.50, 30.00, 20.00+5.00, 25.00, 18.00, 51.00 (the $12.00 on no ticket was voided)
    expect(batch).toMatchObject({
      status: 'closed',
      count: 6,
      amountCents: 4750 + 3000 + 2500 + 2500 + 1800 + 5100,
      posCount: 6,
      hostRef: expect.stringMatching(/^FKB/),
      byName: 'Linh Owner',
    });
    expect(batch.differences.map((x) => x.kind)).toEqual(
      expect.arrayContaining([
        'amount_mismatch',
        'missing_on_pos',
        'missing_on_terminal',
        'tip_not_adjusted',
        'unknown_result',
      ]),
    );
    expect((await tx(a.sale.id)).batchId).toBe(batch.id);
    expect((await tx(lost.id)).batchId).toBe(batch.id);

    // Settled: the tip amount is refused, the split may still move.
    await tipChange(a.invoiceId, 1000, 'credit_card');
    expect(
      (await owner.visit(`/dashboard/invoices/${a.invoiceId}/edit`)).body.props.errors.tip_amount,
    ).toBe(english(SETTLED_MESSAGE));
    expect((await invoice(a.invoiceId)).tipCents).toBe(750);
    expect(
      (
        await owner.send('put', `/dashboard/invoices/${a.invoiceId}`, {
          change: 'tip',
          tip_amount: 750,
          shares: [{ technician_id: kit.techs[0], cents: 750 }],
          tender: 'cash',
          reason: 'Same split',
        })
      ).status,
    ).toBe(303);

    expect(
      (await owner.visit(`/dashboard/invoices/${a.invoiceId}/edit`)).body.props.card_tip,
    ).toEqual({ card: '**** 4242', settled: true });
    const tipDay = (await owner.visit('/dashboard/tip-managements')).body.props.tickets;
    expect(tipDay.find((x: { id: number }) => x.id === a.invoiceId).card_tip).toBe('settled');

    // The closed batch's page, and the history.
    const show = await owner.visit(`${PAGE}/${batch.id}`);
    expect(show.status).toBe(200);
    expect(show.body.component).toBe('Admin/CloseBatches/Show');
    expect(show.body.props.batch).toMatchObject({ host_ref: batch.hostRef, host: { count: 6 } });
    expect(
      show.body.props.transactions.find((x: { id: number }) => x.id === a.sale.id),
    ).toMatchObject({ tip_cents: 750, amount_cents: 4000, at: a.sale.createdAt.toISOString() });
    expect(show.body.props.batch.closed_at).toBe(batch.closedAt.toISOString());
    expect((await page()).batches.data[0]).toMatchObject({ id: batch.id, count: 6 });
    // Nothing is left to close.
    await owner.post(`${PAGE}/terminals/${terminal.id}/close`);
    expect((await owner.visit(PAGE)).body.flash).toEqual({
      error: 'There is nothing to close on this terminal.',
    });
  });

  test('"take the terminal’s tip" on a ticket paid part cash, part on the terminal moves the card row in place', async () => {
    const terminal = await freshTerminal();
    const { invoiceId, sale, card, cash } = await splitTicket(terminal);
    fake.terminal.adjustTipOnDevice(sale.terminalRef!, 1200);
    await resolve(terminal, { action: 'take_terminal_tip', transaction_id: sale.id });
    expect((await owner.visit(PAGE)).body.flash).toEqual({
      success: "The ticket's tip is now the terminal's $12.00.",
    });
    expect(await invoice(invoiceId)).toMatchObject({
      tipCents: 1200,
      creditCardAmount: 7200,
      cashAmount: 2000,
    });
    expect(await paymentsOf(invoiceId)).toEqual([cash, { ...card, amountCents: 7200 }]);
    expect(await tx(sale.id)).toMatchObject({ tipCents: 1200, invoicePaymentId: card.id });
    expect(await kinds(terminal)).toEqual([]);
  });

  test('a batch close waits for a tip change, refund or void of one of its tickets, and a tip change for a close under way', async () => {
    const terminal = await freshTerminal();
    const { invoiceId, sale } = await splitTicket(terminal);
    await resolve(terminal, { action: 'no_tip', transaction_id: sale.id });
    // A tip change of the ticket holds its claim (its adjust is at the terminal): the close waits.
    await t.db
      .insert(ticketCardClaims)
      .values({ storeId: lotus, invoiceId, claimKey: 'tip:in-flight', claimedAt: new Date() });
    const sent = fake.terminal.received;
    await owner.post(`${PAGE}/terminals/${terminal.id}/close`);
    expect(fake.terminal.received).toBe(sent);
    expect((await owner.visit(PAGE)).body.flash).toEqual({ error: BATCH_TICKETS_BUSY });
    expect(
      await t.db.select().from(cardBatches).where(eq(cardBatches.terminalId, terminal.id)),
    ).toEqual([]);
    await t.db.delete(ticketCardClaims).where(eq(ticketCardClaims.invoiceId, invoiceId));

    // A close under way (its B00 is out): a tip change sends nothing and says why.
    const [closing] = await t.db
      .insert(cardBatches)
      .values({
        storeId: lotus,
        terminalId: terminal.id,
        status: 'closing',
        count: 0,
        amountCents: 0,
        posCount: 0,
        posAmountCents: 0,
        terminalCount: 0,
        terminalAmountCents: 0,
        byName: 'Other desk',
      })
      .returning();
    await tipChange(invoiceId, 1200, 'credit_card');
    expect(
      (await owner.visit(`/dashboard/invoices/${invoiceId}/edit`)).body.props.errors.tip_amount,
    ).toBe(english(BATCH_CLOSING));
    expect(terminalTip(sale)).toBe(0);
    expect(await invoice(invoiceId)).toMatchObject({ tipCents: 0, creditCardAmount: 6000 });
    await t.db.delete(cardBatches).where(eq(cardBatches.id, closing.id));

    // Neither waiting, the batch closes with what both sides hold.
    expect((await owner.post(`${PAGE}/terminals/${terminal.id}/close`)).status).toBe(302);
    const [batch] = await t.db
      .select()
      .from(cardBatches)
      .where(eq(cardBatches.terminalId, terminal.id));
    expect(batch).toMatchObject({ status: 'closed', count: 1, amountCents: 6000 });
  });

  test('device tip mode asks for no tip decision', async () => {
    const terminal = await freshTerminal();
    await t.db
      .insert(paxSettings)
      .values({ storeId: lotus, tipMode: 'device' })
      .onConflictDoUpdate({ target: paxSettings.storeId, set: { tipMode: 'device' } });
    try {
      await cardTicket(terminal);
      expect(await kinds(terminal)).toEqual([]);
    } finally {
      await t.db
        .update(paxSettings)
        .set({ tipMode: 'adjust' })
        .where(eq(paxSettings.storeId, lotus));
    }
  });

  test('a card charged on the terminal that paid no ticket is listed until it is voided there, and blocks the close until then', async () => {
    const terminal = await freshTerminal();
    const { transaction: orphan } = await sendToTerminal(
      t.db,
      lotus,
      kit.actor,
      terminal,
      { kind: 'sale', ecrRef: `ORPHAN${seq++}`, requestedCents: 2500 },
      (d, ecrRef) => d.sale({ ecrRef, amountCents: 2500 }),
    );
    expect(orphan.status).toBe('approved');
    const view = await terminalView(terminal);
    expect(view.differences).toMatchObject([
      { kind: 'not_on_ticket', transaction_id: orphan.id, pos_cents: 2500 },
    ]);
    expect(view.can_close).toBe(false);

    await resolve(terminal, { action: 'void_sale', transaction_id: orphan.id });
    expect((await tx(orphan.id)).voidedAt).not.toBeNull();
    expect(fake.terminal.records().find((r) => r.ecrRef === orphan.ecrRef)?.voided).toBe(true);
    const after = await terminalView(terminal);
    expect(after.differences).toEqual([]);
    expect(after.resolved).toMatchObject([
      { kind: 'not_on_ticket', resolution: expect.stringContaining('Voided on the terminal') },
    ]);
    // Gone: a second submit of the same fix changes nothing.
    await resolve(terminal, { action: 'void_sale', transaction_id: orphan.id });
    expect(fake.terminal.records().filter((r) => r.kind === 'void')).toHaveLength(1);
  });

  test('a terminal that cannot be reached shows why, and closes nothing', async () => {
    const terminal = await freshTerminal({ port: 1 });
    const view = await terminalView(terminal);
    expect(english(view.error)).toMatch(/could not be reached/);
    expect(view.can_close).toBe(false);
    await owner.post(`${PAGE}/terminals/${terminal.id}/close`);
    expect(english((await owner.visit(PAGE)).body.flash.error)).toMatch(/could not be reached/);
    expect(
      await t.db.select().from(cardBatches).where(eq(cardBatches.terminalId, terminal.id)),
    ).toEqual([]);
  });

  test('bad input goes beside its field; another store’s terminal or batch is 404', async () => {
    const terminal = await freshTerminal();
    await owner.post(`${PAGE}/terminals/${terminal.id}/tip`, {
      transaction_id: 'x',
      tip_amount: 'lots',
    });
    const errors = (await owner.visit(PAGE)).body.props.errors;
    expect(errors).toHaveProperty('tip_amount');
    expect(errors).toHaveProperty('transaction_id');
    await resolve(terminal, { action: 'launch' });
    expect(Object.keys((await owner.visit(PAGE)).body.props.errors).length).toBeGreaterThan(0);

    const rose = await storeId(t.db, 'Rose Nails');
    const [theirs] = await t.db
      .insert(terminalDevices)
      .values({ storeId: rose, name: `Rose ${seq++}`, host: '127.0.0.1', port: fake.httpPort })
      .returning();
    const [batch] = await t.db
      .insert(cardBatches)
      .values({
        storeId: rose,
        terminalId: theirs.id,
        count: 0,
        amountCents: 0,
        posCount: 0,
        posAmountCents: 0,
        terminalCount: 0,
        terminalAmountCents: 0,
        byName: 'Rosa',
      })
      .returning();
    expect((await owner.visit(`${PAGE}/${batch.id}`)).status).toBe(404);
    expect((await owner.visit(`${PAGE}/99999999`)).status).toBe(404);
    expect((await owner.post(`${PAGE}/terminals/${theirs.id}/close`)).status).toBe(404);
    expect((await resolve(theirs, { action: 'no_tip', transaction_id: 1 })).status).toBe(404);
  });
});

describe('"not charged": the ticket records how it was really paid', () => {
  const NY = 'America/New_York';
  type Figure = { key: string; cents: number };
  /** The daily report's tenders of `day`, and the range report's over that day alone (read from its roll-up). */
  async function reportTenders(day: string) {
    const daily = (await owner.visit(`/dashboard/reports/daily?date=${day}`)).body.props;
    const range = (await owner.visit(`/dashboard/reports?range=custom&from=${day}&to=${day}`)).body
      .props;
    const tenders = (daily.tenders as Figure[]).reduce<Record<string, number>>(
      (o, f) => ({ ...o, [f.key]: f.cents }),
      {},
    );
    return {
      daily: { cash: tenders.cash, card: tenders.credit_card },
      range: { cash: range.total.tenders.cash, card: range.total.tenders.credit_card },
    };
  }
  const lineOf = async (invoiceId: number) =>
    (await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)))[0].id;
  const reversalsOf = (saleId: number) =>
    t.db.select().from(cardTransactions).where(eq(cardTransactions.originalId, saleId));

  test('paid in cash instead: the card row becomes cash, the sale is unlinked, every report moves, and a refund never reaches the terminal', async () => {
    const terminal = await freshTerminal();
    // Three store days ago: its reports come from the day's roll-up.
    const day = addDays(storeToday(NY), -3);
    const noon = new Date(storeDayBounds(NY, day).start.getTime() + 12 * 3600_000);
    const { invoiceId, sale, card, cash } = await splitTicket(terminal, noon);
    fake.terminal.reset(); // the terminal never had it
    const before = await reportTenders(day);
    expect(
      await t.db
        .select()
        .from(reportDays)
        .where(and(eq(reportDays.storeId, lotus), eq(reportDays.day, day))),
    ).toHaveLength(1);
    expect(await kinds(terminal)).toEqual(['missing_on_terminal']);

    await resolve(terminal, {
      action: 'not_charged',
      transaction_id: sale.id,
      reason: 'Card declined, paid cash',
      paid_by: 'cash',
    });
    const after = (await owner.visit(PAGE)).body;
    expect([after.flash, after.props.errors]).toEqual([
      { success: NOT_CHARGED_PAID_BY.cash('$60.00') },
      {},
    ]);
    expect(await tx(sale.id)).toMatchObject({
      status: 'declined',
      resolution: 'clerk_declined',
      invoicePaymentId: null,
    });
    expect(await invoice(invoiceId)).toMatchObject({
      cashAmount: 8000,
      creditCardAmount: 0,
      amountDueCents: 8000,
      changeCents: 0,
    });
    // The same row, now what it was: $60.00 in cash, no card of the terminal's left on it.
    expect(await paymentsOf(invoiceId)).toEqual([
      cash,
      {
        ...card,
        type: 'cash',
        tenderedCents: 6000,
        cardLast4: null,
        authCode: null,
        cardType: null,
        entryMode: null,
        cardReference: null,
        cardTransactionId: null,
      },
    ]);
    const [audit] = await t.db
      .select()
      .from(invoiceAudits)
      .where(eq(invoiceAudits.invoiceId, invoiceId));
    expect(audit).toMatchObject({
      action: 'tender',
      reason: 'Not charged on the terminal (batch close): Card declined, paid cash',
      byName: 'Linh Owner',
      before: { tenders: { cash: 2000, credit_card: 6000 } },
      after: { tenders: { cash: 8000, credit_card: 0 } },
    });
    const view = await terminalView(terminal);
    expect(view.differences).toEqual([]);
    expect(view.resolved).toMatchObject([
      {
        kind: 'missing_on_terminal',
        resolution: 'Marked not charged ($60.00 paid in cash instead): Card declined, paid cash',
      },
    ]);
    // The daily report and the roll-up behind the range report both move.
    expect(await reportTenders(day)).toEqual({
      daily: { cash: before.daily.cash + 6000, card: before.daily.card - 6000 },
      range: { cash: before.range.cash + 6000, card: before.range.card - 6000 },
    });
    // A second submit of the same fix changes nothing.
    await resolve(terminal, {
      action: 'not_charged',
      transaction_id: sale.id,
      reason: 'Card declined, paid cash',
      paid_by: 'cash',
    });
    expect((await invoice(invoiceId)).cashAmount).toBe(8000);

    // A refund gives cash back; the card it never took has nothing to give, and the terminal hears nothing.
    const sent = fake.terminal.received;
    const lineId = await lineOf(invoiceId);
    const refund = (type: string, key: string) =>
      owner.post(`/dashboard/invoices/${invoiceId}/refunds`, {
        idempotency_key: key,
        reason: 'Chipped',
        lines: [{ line_id: lineId, amount: 1000 }],
        tip_amount: 0,
        payouts: [{ type, amount: 1000 }],
      });
    await refund('credit_card', `nc-card-${seq++}`);
    expect(
      Object.keys((await owner.visit(`/dashboard/invoices/${invoiceId}/edit`)).body.props.errors),
    ).not.toEqual([]);
    expect((await refund('cash', `nc-cash-${seq++}`)).status).toBe(302);
    const written = await t.db.select().from(refunds).where(eq(refunds.invoiceId, invoiceId));
    expect(written).toHaveLength(1);
    expect(fake.terminal.received).toBe(sent);
    expect(await reversalsOf(sale.id)).toEqual([]);
  });

  test('a cash tip afterwards comes out of the change of all the cash handed over', async () => {
    const terminal = await freshTerminal();
    // $25.00 handed over for the $20.00 in cash: $5.00 back.
    const { invoiceId, sale } = await splitTicket(terminal, new Date(), 2500);
    fake.terminal.reset();
    await resolve(terminal, {
      action: 'not_charged',
      transaction_id: sale.id,
      reason: 'Paid the rest in cash',
      paid_by: 'cash',
    });
    expect(await invoice(invoiceId)).toMatchObject({ cashAmount: 8000, changeCents: 500 });
    // "Keep $3.00 of the change": $85.00 was handed over in all, $83.00 is kept, $2.00 goes back.
    expect((await tipChange(invoiceId, 300, 'cash')).status).toBe(303);
    expect(await invoice(invoiceId)).toMatchObject({
      tipCents: 300,
      cashAmount: 8300,
      creditCardAmount: 0,
      changeCents: 200,
    });
    expect(
      (await paymentsOf(invoiceId)).map((p) => [p.type, p.amountCents, p.tenderedCents]),
    ).toEqual([['cash', 8300, 8500]]);
  });

  test('paid by a card typed in by hand: the tenders stay, the row loses the terminal; a void never reaches the terminal', async () => {
    const terminal = await freshTerminal();
    const { invoiceId, sale, card } = await splitTicket(terminal);
    fake.terminal.reset();
    // On a ticket, the fix says how the ticket was paid instead.
    await resolve(terminal, {
      action: 'not_charged',
      transaction_id: sale.id,
      reason: 'Ran it on the old machine',
    });
    expect((await owner.visit(PAGE)).body.props.errors).toEqual({
      paid_by: 'Choose how the ticket was paid instead.',
    });
    expect((await tx(sale.id)).status).toBe('approved');

    await resolve(terminal, {
      action: 'not_charged',
      transaction_id: sale.id,
      reason: 'Ran it on the old machine',
      paid_by: 'credit_card',
      card_last4: '1881',
    });
    expect((await owner.visit(PAGE)).body.flash).toEqual({
      success: NOT_CHARGED_PAID_BY.credit_card('$60.00'),
    });
    expect(await invoice(invoiceId)).toMatchObject({ cashAmount: 2000, creditCardAmount: 6000 });
    expect((await paymentsOf(invoiceId)).find((p) => p.id === card.id)).toEqual({
      ...card,
      cardLast4: '1881',
      authCode: null,
      cardType: null,
      entryMode: null,
      cardReference: null,
      cardTransactionId: null,
    });
    expect((await tx(sale.id)).invoicePaymentId).toBeNull();

    const sent = fake.terminal.received;
    expect(
      (await owner.post(`/dashboard/invoices/${invoiceId}/void`, { reason: 'Rang up twice' }))
        .status,
    ).toBe(302);
    expect((await invoice(invoiceId)).status).toBe('voided');
    expect(fake.terminal.received).toBe(sent);
    expect(await reversalsOf(sale.id)).toEqual([]);
  });
});
