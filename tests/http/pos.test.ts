import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeDay } from '../support/days';
import { employeeByNumber, storeId } from '../support/lookups';
import {
  appointmentEvents,
  appointments,
  categories,
  checkIns,
  clockRecords,
  coupons,
  customers,
  giftCardEntries,
  giftCards,
  invoices,
  services,
  serviceTaxes,
  storeSettings,
  taxes,
} from '../../database/schema';

/**
 * The point of sale through the Inertia protocol: picking a technician, the
 * pay screen's props, checkout (errors next to the line or tender, one
 * invoice per key), the receipt and its email, and the JSON lookups.
 */
let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;
let gel: number;
let polish: number;
let roseService: number;
let cindy: number;
let david: number;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
  [lotus, rose] = [await storeId(t.db, 'Lotus Nail Spa'), await storeId(t.db, 'Rose Nails')];
  // A menu of this file's own, so the tests do not depend on the demo catalogue.
  const [cat] = await t.db
    .insert(categories)
    .values({ storeId: lotus, name: 'POS test', color: '#db2777' })
    .returning();
  const [tax] = await t.db
    .insert(taxes)
    .values({ storeId: lotus, name: 'POS tax', rate: 8875 })
    .returning();
  [{ id: gel }] = await t.db
    .insert(services)
    .values({ storeId: lotus, categoryId: cat.id, name: 'POS gel', priceCents: 3500 })
    .returning();
  [{ id: polish }] = await t.db
    .insert(services)
    .values({
      storeId: lotus,
      categoryId: cat.id,
      name: 'POS polish',
      kind: 'retail',
      priceCents: 1200,
    })
    .returning();
  await t.db.insert(serviceTaxes).values({ storeId: lotus, serviceId: polish, taxId: tax.id });
  [{ id: roseService }] = await t.db
    .insert(services)
    .values({ storeId: rose, name: 'Rose only', priceCents: 2000 })
    .returning();
  // The receipt's ticket numbers read prefix + number.
  await t.db
    .insert(storeSettings)
    .values({ storeId: lotus, ticketPrefix: 'L-', receiptFooter: 'Thanks, come again.' })
    .onConflictDoUpdate({
      target: storeSettings.storeId,
      set: { ticketPrefix: 'L-', receiptFooter: 'Thanks, come again.', printTechnicianNames: true },
    });
  cindy = (await employeeByNumber(t.db, lotus, '1003'))!.id;
  david = (await employeeByNumber(t.db, lotus, '1004'))!.id;
});
afterAll(() => t.close());

const key = () => `pos-test-${Date.now()}-${seq++}`;
const line = (over: Record<string, unknown> = {}) => ({
  key: `service-${Date.now()}-${seq++}`,
  kind: 'service',
  service_id: gel,
  technician_id: cindy,
  unit_price: null,
  quantity: 1,
  discount: 0,
  ...over,
});
/** $35 gel (Cindy) + $12 taxed polish = $48.07 due. */
const ticket = (over: Record<string, unknown> = {}) => ({
  customer_id: null,
  lines: [line(), line({ kind: 'retail', service_id: polish, technician_id: null })],
  ticket_discount: null,
  tip: null,
  tip_shares: [],
  ...over,
});
const payment = (over: Record<string, unknown> = {}) => ({
  ...ticket(),
  idempotency_key: key(),
  draft_id: null,
  tenders: [{ type: 'cash', amount: 5000 }],
  ...over,
});
const invoiceCount = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.storeId, lotus), eq(invoices.status, 'paid')))
  )[0].n;
const PAY_URL = '/dashboard/pos/pay/ticket';

describe('picking a technician', () => {
  test('lists the active technicians with who is clocked in and how many tickets they had today', async () => {
    await t.db
      .insert(clockRecords)
      .values({ storeId: lotus, employeeId: david, clockIn: new Date() });
    const res = await owner.visit('/dashboard/pos/pay');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/POS/SelectTechnician');
    const davidTile = res.body.props.technicians.find((x: { id: number }) => x.id === david);
    expect(davidTile).toMatchObject({
      name: 'David Pham',
      clocked_in: true,
      tickets_today: expect.any(Number),
      color: expect.any(String),
    });
    expect(Object.keys(davidTile).sort()).toEqual([
      'avatar_url',
      'clocked_in',
      'color',
      'employee_id',
      'id',
      'name',
      'tickets_today',
    ]);
    await t.db
      .update(clockRecords)
      .set({ clockOut: new Date() })
      .where(and(eq(clockRecords.employeeId, david), isNull(clockRecords.clockOut)));
  });

  test('a role without "manage pos" gets 403 on every POS route', async () => {
    const referral = await signedIn(t.app, 'referral@example.com');
    expect((await referral.visit('/dashboard/pos/pay')).status).toBe(403);
    expect((await referral.visit(PAY_URL)).status).toBe(403);
    expect((await referral.post(PAY_URL, payment())).status).toBe(403);
    expect((await referral.post('/dashboard/pos/drafts', ticket())).status).toBe(403);
  });
});

describe('the pay screen', () => {
  test('carries the menu, the taxes and the tip rule it prices with, and the chosen technician', async () => {
    const res = await owner.visit(`${PAY_URL}?technician=${cindy}`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/POS/Pay');
    const p = res.body.props;
    expect(p.technician_id).toBe(cindy);
    expect(p.services).toEqual(
      expect.arrayContaining([
        {
          id: polish,
          category_id: expect.any(Number),
          name: 'POS polish',
          kind: 'retail',
          price: 1200,
          tax_ids: [expect.any(Number)],
        },
      ]),
    );
    expect(p.services.some((s: { id: number }) => s.id === roseService)).toBe(false);
    expect(p.taxes).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'POS tax', rate: 8875 })]),
    );
    expect(p.tip_rule).toEqual({
      suggested_percents: [15, 18, 20, 25],
      base: 'subtotal',
      split: 'proportional',
    });
    expect(p.accepted_tenders).toEqual(['cash', 'credit_card', 'gift_card', 'coupon', 'check']);
    expect(p.draft).toBeNull();
  });

  test('a technician of another store or a bad id is ignored; another store’s saved ticket is a 404', async () => {
    const rosie = (await employeeByNumber(t.db, rose, '2001'))!.id;
    expect(
      (await owner.visit(`${PAY_URL}?technician=${rosie}`)).body.props.technician_id,
    ).toBeNull();
    expect((await owner.visit(`${PAY_URL}?technician=abc`)).body.props.technician_id).toBeNull();
    const [draft] = await t.db
      .insert(invoices)
      .values({ storeId: rose, status: 'draft', createdByName: 'Rosa' })
      .returning();
    expect((await owner.visit(`${PAY_URL}?draft=${draft.id}`)).status).toBe(404);
  });
});

describe('checkout', () => {
  test('pays a ticket and lands on its receipt, whose number the Success! dialog names (no flash: nothing written to the session)', async () => {
    const res = await owner.post(PAY_URL, payment());
    expect(res.status).toBe(303);
    const match = /\/dashboard\/invoices\/(\d+)$/.exec(res.headers.location);
    expect(match).not.toBeNull();
    const page = await owner.visit(res.headers.location);
    expect(page.body.component).toBe('Admin/Invoices/Show');
    expect(page.body.flash).toBeUndefined();
    expect(page.body.props.receipt.number).toMatch(/^L-\d+$/);
    expect(page.body.props.receipt).toMatchObject({
      total: 4807,
      amount_due: 4807,
      change: 193,
      tenders: [{ type: 'cash', label: 'Cash', amount: 4807, tendered: 5000 }],
    });
  });

  test('paying the ticket of an appointment’s check-in completes the appointment, with its history, and leaves a booked one alone', async () => {
    const [customer] = await t.db
      .insert(customers)
      .values({
        storeId: lotus,
        name: 'Appointment Paid',
        phone: `21255${String(Date.now()).slice(-5)}`,
      })
      .returning();
    const today = storeDay();
    const [checkIn] = await t.db
      .insert(checkIns)
      .values({
        storeId: lotus,
        customerId: customer.id,
        businessDate: today,
        status: 'in_service',
        source: 'appointment',
        assignedTechnicianId: cindy,
        byName: 'Test',
      })
      .returning();
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    const appointment = (
      status: 'in_service' | 'booked',
      start: number,
      checkInId: number | null,
    ) =>
      t.db
        .insert(appointments)
        .values({
          storeId: lotus,
          customerId: customer.id,
          technicianId: cindy,
          startsAt: at(start),
          endsAt: at(start + 1),
          heldUntil: at(start + 1),
          status,
          source: 'front_desk',
          checkInId,
          byName: 'Test',
        })
        .returning();
    const [served] = await appointment('in_service', 200, checkIn.id);
    const [later] = await appointment('booked', 300, null);
    const res = await owner.post(
      PAY_URL,
      payment({ customer_id: customer.id, check_in_id: checkIn.id }),
    );
    expect(res.status).toBe(303);
    const invoiceId = Number(/(\d+)$/.exec(res.headers.location)![1]);
    const rows = await t.db
      .select({
        id: appointments.id,
        status: appointments.status,
        invoiceId: appointments.invoiceId,
      })
      .from(appointments)
      .where(eq(appointments.customerId, customer.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: served.id, status: 'completed', invoiceId },
        { id: later.id, status: 'booked', invoiceId: null },
      ]),
    );
    const history = await t.db
      .select()
      .from(appointmentEvents)
      .where(eq(appointmentEvents.appointmentId, served.id));
    expect(history).toEqual([
      expect.objectContaining({
        action: 'status',
        before: { status: 'in_service' },
        after: { status: 'completed', invoiceId },
        byName: expect.any(String),
      }),
    ]);
    expect(
      await t.db
        .select()
        .from(appointmentEvents)
        .where(eq(appointmentEvents.appointmentId, later.id)),
    ).toEqual([]);
  });

  test('the same idempotency key twice makes one invoice and shows the same receipt', async () => {
    const body = payment();
    const before = await invoiceCount();
    const first = await owner.post(PAY_URL, body);
    const second = await owner.post(PAY_URL, {
      ...body,
      tenders: [{ type: 'cash', amount: 9000 }],
    });
    expect(second.headers.location).toBe(first.headers.location);
    expect(await invoiceCount()).toBe(before + 1);
  });

  test('tenders below the total are refused with the amount still due, and nothing is written', async () => {
    const before = await invoiceCount();
    const res = await owner.post(
      PAY_URL,
      payment({
        tenders: [
          { type: 'cash', amount: 2000 },
          { type: 'credit_card', amount: 2000, card_last4: '4242', auth_code: 'A1' },
        ],
      }),
      { Referer: `http://127.0.0.1${PAY_URL}` },
    );
    expect(res.status).toBe(302);
    expect((await owner.visit(PAY_URL)).body.props.errors).toEqual({
      tenders: '$8.07 is still due.',
    });
    expect(await invoiceCount()).toBe(before);
  });

  test('errors come back next to the line and the tender they belong to', async () => {
    const res = await owner.post(
      PAY_URL,
      payment({
        lines: [line(), line({ service_id: roseService }), line({ technician_id: null })],
        tenders: [
          { type: 'cash', amount: 100 },
          { type: 'credit_card', amount: 100, card_last4: '4111111111111111' },
        ],
      }),
    );
    expect(res.status).toBe(302);
    expect((await owner.visit(PAY_URL)).body.props.errors).toEqual({
      'tenders.1.card_last4': 'The last four digits may not be longer than 4 characters.',
    });
    await owner.post(
      PAY_URL,
      payment({
        lines: [line(), line({ service_id: roseService }), line({ technician_id: null })],
      }),
    );
    expect((await owner.visit(PAY_URL)).body.props.errors).toEqual({
      'lines.1.service_id': 'That service is not on this salon’s menu.',
      'lines.2.technician_id': 'Choose a technician for this service.',
    });
  });

  test('a card tender needs its last four digits and never takes a full number', async () => {
    await owner.post(
      PAY_URL,
      payment({
        tenders: [
          { type: 'credit_card', amount: 4807 },
          { type: 'credit_card', amount: 1, card_last4: '12a4' },
        ],
      }),
    );
    expect((await owner.visit(PAY_URL)).body.props.errors).toEqual({
      'tenders.0.card_last4': 'Enter the card’s last four digits.',
      'tenders.1.card_last4': 'Enter the card’s last four digits.',
    });
  });

  test('cash and card with a 20 % tip split between two technicians', async () => {
    // $35 Cindy + $35 David, no tax: $70.00, tip 20 % = $14.00 → $84.00 due.
    const res = await owner.post(
      PAY_URL,
      payment({
        lines: [line(), line({ technician_id: david })],
        tip: { type: 'percent', value: 20 },
        tenders: [
          { type: 'cash', amount: 4000 },
          { type: 'credit_card', amount: 4400, card_last4: '1234', auth_code: 'OK123' },
        ],
      }),
    );
    expect(res.status).toBe(303);
    const receipt = (await owner.visit(res.headers.location)).body.props.receipt;
    expect(receipt).toMatchObject({ total: 7000, tip: 1400, amount_due: 8400, change: 0 });
    expect(receipt.tips).toEqual([
      { technician: 'Cindy Le', amount: 700 },
      { technician: 'David Pham', amount: 700 },
    ]);
    expect(receipt.tenders[1]).toMatchObject({
      label: 'Credit Card',
      amount: 4400,
      detail: '**** **** **** 1234 · Auth OK123',
    });
  });

  test('a tip split edited by hand is kept when it adds up, and refused next to the split when it does not', async () => {
    const lines = [line(), line({ technician_id: david })];
    await owner.post(
      PAY_URL,
      payment({
        lines,
        tip: { type: 'amount', value: 1000 },
        tip_shares: [
          { technician_id: cindy, cents: 900 },
          { technician_id: david, cents: 200 },
        ],
        tenders: [{ type: 'cash', amount: 8000 }],
      }),
    );
    expect((await owner.visit(PAY_URL)).body.props.errors).toEqual({
      tip_shares: 'The tip shares add up to $11.00, not the tip of $10.00.',
    });
    const res = await owner.post(
      PAY_URL,
      payment({
        lines,
        tip: { type: 'amount', value: 1000 },
        tip_shares: [
          { technician_id: cindy, cents: 800 },
          { technician_id: david, cents: 200 },
        ],
        tenders: [{ type: 'cash', amount: 8000 }],
      }),
    );
    expect(res.status).toBe(303);
    expect((await owner.visit(res.headers.location)).body.props.receipt.tips).toEqual([
      { technician: 'Cindy Le', amount: 800 },
      { technician: 'David Pham', amount: 200 },
    ]);
  });

  test('a gift card sold on the ticket comes to life with its balance, and pays a later ticket', async () => {
    const code = `SOLD-${seq++}`;
    const sold = await owner.post(
      PAY_URL,
      payment({
        lines: [
          line({
            kind: 'giftcard',
            service_id: null,
            technician_id: null,
            unit_price: 5000,
            gift_card_code: code,
            recipient_name: 'Mom',
          }),
        ],
        tenders: [{ type: 'cash', amount: 5000 }],
      }),
    );
    expect(sold.status).toBe(303);
    const balance = await owner.agent
      .get(`/dashboard/pos/giftcards/balance?code=${code.toLowerCase()}`)
      .set('Accept', 'application/json');
    expect(balance.body).toEqual({ code, balance: 5000 });
    const paid = await owner.post(
      PAY_URL,
      payment({ lines: [line()], tenders: [{ type: 'gift_card', amount: 3500, code }] }),
    );
    expect(paid.status).toBe(303);
    const [card] = await t.db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.storeId, lotus), eq(giftCards.code, code)));
    expect(card.balanceCents).toBe(1500);
  });
});

describe('lookups for the pay screen', () => {
  test('a customer is found by phone in any format and made from a name and a phone', async () => {
    const lookup = (phone: string) =>
      owner.agent
        .get(`/dashboard/pos/customers?phone=${encodeURIComponent(phone)}`)
        .set('Accept', 'application/json');
    expect((await lookup('(212) 555-7788')).body).toEqual({ customer: null });
    const made = await owner.json('/dashboard/pos/customers', {
      name: 'Jane Doe',
      phone: '212.555.7788',
      email: 'jane@example.com',
    });
    expect(made.status).toBe(201);
    expect(made.body.customer).toMatchObject({
      name: 'Jane Doe',
      phone: '2125557788',
      phone_formatted: '(212) 555-7788',
      email: 'jane@example.com',
    });
    expect((await lookup('2125557788')).body.customer).toMatchObject({ id: made.body.customer.id });
    const again = await owner.json('/dashboard/pos/customers', {
      name: 'Jane Again',
      phone: '2125557788',
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ phone: 'A customer already has this phone number.' });
    expect((await lookup('555')).status).toBe(422);
  });

  test('another store’s customer is never found, and a ticket cannot name them', async () => {
    await t.db
      .insert(customers)
      .values({ storeId: rose, name: 'Rose customer', phone: '4155559999' });
    const res = await owner.agent
      .get('/dashboard/pos/customers?phone=4155559999')
      .set('Accept', 'application/json');
    expect(res.body).toEqual({ customer: null });
    const [roseCustomer] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.phone, '4155559999'));
    await owner.post(PAY_URL, payment({ customer_id: roseCustomer.id }));
    expect((await owner.visit(PAY_URL)).body.props.errors).toEqual({
      customer_id: 'That customer is not in this salon.',
    });
  });

  test('a gift card balance by code; an unknown or another store’s card is refused', async () => {
    const [card] = await t.db
      .insert(giftCards)
      .values({ storeId: lotus, code: 'BAL-25', balanceCents: 2500 })
      .returning();
    await t.db.insert(giftCardEntries).values({
      storeId: lotus,
      giftCardId: card.id,
      kind: 'issue',
      amountCents: 2500,
      balanceAfterCents: 2500,
      byName: 'test',
    });
    await t.db.insert(giftCards).values({ storeId: rose, code: 'ROSE-25', balanceCents: 2500 });
    const get = (code: string) =>
      owner.agent
        .get(`/dashboard/pos/giftcards/balance?code=${code}`)
        .set('Accept', 'application/json');
    expect((await get('bal-25')).body).toEqual({ code: 'BAL-25', balance: 2500 });
    const rosey = await get('ROSE-25');
    expect(rosey.status).toBe(422);
    expect(rosey.body.errors).toEqual({ code: 'No gift card has this code.' });
  });

  test('a coupon check values the coupon on the ticket, or says why it is refused', async () => {
    await t.db.insert(coupons).values([
      { storeId: lotus, code: 'POS10', kind: 'percent', value: 10 },
      { storeId: lotus, code: 'POSOLD', kind: 'amount', value: 500, validTo: '2020-01-01' },
      { storeId: lotus, code: 'POSBIG', kind: 'amount', value: 500, minimumSpendCents: 5000 },
    ]);
    const ok = await owner.json('/dashboard/pos/coupons/check', { ...ticket(), code: 'pos10' });
    expect(ok.body).toEqual({ code: 'pos10', value: 470, reduces_due: 470, coupon_mode: 'tender' });
    const old = await owner.json('/dashboard/pos/coupons/check', { ...ticket(), code: 'POSOLD' });
    expect(old.status).toBe(422);
    expect(old.body.errors).toEqual({ code: 'This coupon has expired.' });
    const big = await owner.json('/dashboard/pos/coupons/check', { ...ticket(), code: 'POSBIG' });
    expect(big.body.errors).toEqual({ code: 'This coupon needs a minimum spend of $50.00.' });
  });
});

describe('the receipt', () => {
  async function paidTicket(customerId: number | null = null) {
    const res = await owner.post(
      PAY_URL,
      payment({
        customer_id: customerId,
        tenders: [{ type: 'credit_card', amount: 4807, card_last4: '9876' }],
      }),
    );
    return Number(/(\d+)$/.exec(res.headers.location)![1]);
  }

  test('prints the store, the ticket number with its prefix, the date in the store’s zone, lines, tax, tenders and footer', async () => {
    const id = await paidTicket();
    const res = await owner.visit(`/dashboard/invoices/${id}`);
    expect(res.status).toBe(200);
    const r = res.body.props.receipt;
    expect(r.store).toEqual({
      name: 'Lotus Nail Spa',
      address: '12 Main St, New York, NY',
      phone: '(212) 555-0100',
      logo_url: null,
    });
    expect(r.number).toMatch(/^L-\d+$/);
    expect(r.paid_at).toMatch(/^\d\d-\d\d-\d{4} \d\d:\d\d [AP]M$/);
    expect(r.lines).toEqual([
      {
        id: expect.any(Number),
        name: 'POS gel',
        technician: 'Cindy Le',
        quantity: 1,
        unit_price: 3500,
        amount: 3500,
        discount: 0,
      },
      {
        id: expect.any(Number),
        name: 'POS polish',
        technician: null,
        quantity: 1,
        unit_price: 1200,
        amount: 1200,
        discount: 0,
      },
    ]);
    expect(r.taxes).toEqual([{ name: 'POS tax', rate: '8.875%', amount: 107 }]);
    expect(r.tenders).toEqual([
      {
        type: 'credit_card',
        label: 'Credit Card',
        amount: 4807,
        tendered: null,
        detail: '**** **** **** 9876',
      },
    ]);
    expect(r.footer).toBe('Thanks, come again.');
    expect(res.body.props.can_email).toBe(false);
  });

  test('another store’s invoice, a draft or an unknown id is a 404', async () => {
    const [roseInvoice] = await t.db
      .insert(invoices)
      .values({
        storeId: rose,
        status: 'paid',
        number: 9001,
        paidAt: new Date(),
        createdByName: 'Rosa',
      })
      .returning();
    const [draft] = await t.db
      .insert(invoices)
      .values({ storeId: lotus, status: 'draft', createdByName: 'Linh' })
      .returning();
    expect((await owner.visit(`/dashboard/invoices/${roseInvoice.id}`)).status).toBe(404);
    expect((await owner.visit(`/dashboard/invoices/${draft.id}`)).status).toBe(404);
    expect((await owner.visit('/dashboard/invoices/2147483647')).status).toBe(404);
    expect((await owner.post(`/dashboard/invoices/${roseInvoice.id}/email`)).status).toBe(404);
  });

  test('the manager, who rings up tickets, sees the receipt; the referral partner does not', async () => {
    const id = await paidTicket();
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit(`/dashboard/invoices/${id}`)).status).toBe(200);
    expect(
      (await (await signedIn(t.app, 'referral@example.com')).visit(`/dashboard/invoices/${id}`))
        .status,
    ).toBe(403);
  });

  test('Email receipt sends the receipt to the customer’s email', async () => {
    const [c] = await t.db
      .insert(customers)
      .values({ storeId: lotus, name: 'Mail Me', phone: '2125550177', email: 'mailme@example.com' })
      .returning();
    const id = await paidTicket(c.id);
    expect((await owner.visit(`/dashboard/invoices/${id}`)).body.props.can_email).toBe(true);
    const res = await owner.post(`/dashboard/invoices/${id}/email`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/dashboard/invoices/${id}`);
    const sent = t.mail.at(-1)!;
    expect(sent.to).toBe('mailme@example.com');
    expect(sent.subject).toMatch(/^Your receipt from Lotus Nail Spa \(ticket L-\d+\)$/);
    expect(sent.text).toContain('**** **** **** 9876');
    expect(sent.text).toContain('POS gel');
    expect((await owner.visit(`/dashboard/invoices/${id}`)).body.flash).toEqual({
      success: 'Receipt sent to mailme@example.com.',
    });
  });

  test('Email receipt without a customer email says so', async () => {
    const id = await paidTicket();
    const before = t.mail.length;
    await owner.post(
      `/dashboard/invoices/${id}/email`,
      {},
      { Referer: `http://127.0.0.1/dashboard/invoices/${id}` },
    );
    expect((await owner.visit(`/dashboard/invoices/${id}`)).body.flash).toEqual({
      error: 'This customer has no email address.',
    });
    expect(t.mail.length).toBe(before);
  });
});

describe('hostile tickets', () => {
  test('hostile values inside lines and tenders are field errors, never a 500', async () => {
    const hostile = [
      'a\u0000b',
      'x'.repeat(20_000),
      2147483648,
      -1,
      1e300,
      ['x'],
      { a: 1 },
      true,
      null,
    ];
    for (const v of hostile) {
      const body = payment({
        lines: [
          {
            key: v,
            kind: v,
            service_id: v,
            technician_id: v,
            unit_price: v,
            quantity: v,
            discount: v,
            gift_card_code: v,
            recipient_name: v,
          },
        ],
        ticket_discount: { type: 'percent', value: v },
        tip: { type: v, value: v },
        tip_shares: [{ technician_id: v, cents: v }],
        tenders: [
          { type: 'credit_card', amount: v, card_last4: v, auth_code: v, check_number: v, code: v },
        ],
      });
      const res = await owner.post(PAY_URL, body);
      expect(res.status, JSON.stringify(v)?.slice(0, 30)).toBe(302);
      const saved = await owner.post('/dashboard/pos/drafts', body);
      expect(saved.status, JSON.stringify(v)?.slice(0, 30)).toBe(302);
    }
  });

  test('a ticket over $1,000,000.00 is refused instead of overflowing a column', async () => {
    const lines = Array.from({ length: 100 }, () => line({ unit_price: 10_000_000, quantity: 99 }));
    await owner.post('/dashboard/pos/drafts', ticket({ lines }));
    expect((await owner.visit(PAY_URL)).body.props.errors).toEqual({
      lines: 'A ticket may not come to more than $1,000,000.00.',
    });
  });
});
