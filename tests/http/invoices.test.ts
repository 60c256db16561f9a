import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { ticketKit, type TicketKit } from '../support/tickets';
import { invoiceStatusShown } from '../../common/invoiceStatus';
import { emptyToday } from '../support/lookups';
import {
  customers,
  invoiceAudits,
  invoicePayments,
  invoiceTips,
  invoices,
  payrollRuns,
  refunds,
} from '../../database/schema';

/**
 * invoices.index (filters, search, totals, paging), invoices.export (CSV of
 * the same set) and invoices.edit/update (audited changes after payment).
 */
let t: TestApp;
let kit: TicketKit;
let owner: Client;

beforeAll(async () => {
  t = await createTestApp();
  kit = await ticketKit(t.db);
  owner = await signedIn(t.app, 'owner@example.com');
});
afterAll(() => t.close());

const row = async (id: number) =>
  (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];

/** A CSV body as rows of fields (our export quotes only fields with commas, quotes or line breaks). */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n') {
      fields.push(field);
      out.push(fields);
      fields = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  return out;
}

describe('invoices.index', () => {
  test('lists today’s tickets with totals of the filtered set added up by the server', async () => {
    const a = await kit.pay();
    const b = await kit.pay({
      tip: { type: 'amount', cents: 800 },
      tenders: [{ type: 'credit_card', amountCents: 5900, cardLast4: '4242' }],
    });
    const res = await owner.visit('/dashboard/invoices');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Invoices/Index');
    const ids = res.body.props.invoices.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([a, b]));
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
    const { totals } = res.body.props;
    expect(totals.count).toBe(res.body.props.invoices.total);
    const card = totals.tenders.find((x: { type: string }) => x.type === 'credit_card');
    expect(card.cents).toBeGreaterThanOrEqual(5900);
    expect(res.body.props.filters).toMatchObject({
      range: 'today',
      technician: null,
      tender: null,
      status: null,
      q: '',
    });
    // The filter bar's ranges and statuses as codes only: the page says them.
    expect(res.body.props.ranges).toEqual([
      'today',
      'thisMonth',
      '3months',
      '6months',
      'thisYear',
      'custom',
    ]);
    expect(res.body.props.statuses).toEqual(['paid', 'voided', 'refunded']);
  });

  test('the list, the receipt and the edit page each carry the ticket’s five payment amounts in cents under the spec’s names', async () => {
    // $51 due, $20 by card and $40 cash handed over: the ticket keeps $31 cash (net of $9 change).
    const id = await kit.pay({
      tenders: [
        { type: 'credit_card', amountCents: 2000, cardLast4: '4242' },
        { type: 'cash', amountCents: 4000 },
      ],
    });
    const payments = {
      cash_amount: 3100,
      credit_card_amount: 2000,
      gift_card_amount: 0,
      coupon_amount: 0,
      check_amount: 0,
    };
    const list = (await owner.visit('/dashboard/invoices')).body.props.invoices.data.find(
      (r: { id: number }) => r.id === id,
    );
    expect(list).toMatchObject(payments);
    // Its paid instant as an ISO string; the page writes it (docs/features/languages-and-offline.md).
    const [paid] = await t.db.select().from(invoices).where(eq(invoices.id, id));
    expect(list.paid_at).toBe(paid.paidAt!.toISOString());
    expect(list.tenders).toEqual([
      { type: 'cash', label: 'Cash', cents: 3100 },
      { type: 'credit_card', label: 'Credit Card', cents: 2000 },
    ]);
    expect((await owner.visit(`/dashboard/invoices/${id}`)).body.props.receipt).toMatchObject(
      payments,
    );
    expect((await owner.visit(`/dashboard/invoices/${id}/edit`)).body.props.invoice).toMatchObject(
      payments,
    );
  });

  test('filters by tender, technician and status, and searches by ticket number or customer phone', async () => {
    // The demo seeds today's tickets up to the run's start (some by check): the filters are checked on this test's own.
    await emptyToday(t.db, kit.store.id);
    const [customer] = await t.db
      .insert(customers)
      .values({ storeId: kit.store.id, name: 'Search Me', phone: '2125559876' })
      .returning();
    const byCheck = await kit.pay({
      customerId: customer.id,
      tenders: [{ type: 'check', amountCents: 5100, checkNumber: '101' }],
    });
    const second = await kit.pay({
      lines: [
        {
          key: 'service-tech2',
          kind: 'service',
          serviceId: kit.service,
          technicianId: kit.techs[1],
          unitPriceCents: null,
          quantity: 1,
          discountCents: 0,
        },
      ],
      tenders: [{ type: 'cash', amountCents: 4000 }],
    });
    const ids = async (q: string) =>
      (await owner.visit(`/dashboard/invoices?${q}`)).body.props.invoices.data.map(
        (r: { id: number }) => r.id,
      );
    expect(await ids('tender=check')).toEqual([byCheck]);
    expect(await ids(`technician=${kit.techs[1]}`)).toContain(second);
    expect(await ids(`technician=${kit.techs[1]}`)).not.toContain(byCheck);
    expect(await ids('q=555-9876')).toEqual([byCheck]);
    const number = (await row(second)).number!;
    expect(await ids(`q=${number}`)).toEqual([second]);
    expect(await ids('status=voided')).not.toContain(second);
    expect(await ids('status=refunded')).not.toContain(second);
  });

  test('a custom period reads store days; a paid ticket of another day is outside today', async () => {
    const old = await kit.pay({}, new Date('2026-01-15T15:00:00Z'));
    const custom = await owner.visit(
      '/dashboard/invoices?range=custom&from=2026-01-15&to=2026-01-15',
    );
    expect(custom.body.props.invoices.data.map((r: { id: number }) => r.id)).toEqual([old]);
    expect(custom.body.props.period).toEqual({ from: '2026-01-15', to: '2026-01-15' });
    expect(
      (await owner.visit('/dashboard/invoices')).body.props.invoices.data.map(
        (r: { id: number }) => r.id,
      ),
    ).not.toContain(old);
  });

  test('pages the list on the server with the one paginator, keeping the filters in its links', async () => {
    for (let i = 0; i < 3; i++) await kit.pay({}, new Date('2026-02-10T16:00:00Z'));
    const res = await owner.visit(
      '/dashboard/invoices?range=custom&from=2026-02-10&to=2026-02-10&page=1',
    );
    expect(res.body.props.invoices).toMatchObject({ current_page: 1, total: 3, per_page: 25 });
    expect(res.body.props.invoices.links[0]).toMatchObject({ kind: 'previous', label: '' });
    expect(res.body.props.export_query).toEqual({
      range: 'custom',
      from: '2026-02-10',
      to: '2026-02-10',
    });
  });

  test('totals count every refund of the period’s tickets once: two refunds of one ticket add up, a voided ticket’s and another day’s do not', async () => {
    const day = new Date('2026-04-07T16:00:00Z');
    const [twice, none, voided] = [
      await kit.pay({}, day),
      await kit.pay({}, day),
      await kit.pay({}, day),
    ];
    const otherDay = await kit.pay({}, new Date('2026-04-08T16:00:00Z'));
    const refund = (invoiceId: number, amountCents: number, taxCents: number, tipCents = 0) =>
      t.db.insert(refunds).values({
        storeId: kit.store.id,
        invoiceId,
        reason: 'Test',
        amountCents,
        taxCents,
        tipCents,
        byName: 'Test',
      });
    await refund(twice, 1000, 100);
    await refund(twice, 400, 0, 50);
    await refund(voided, 700, 70);
    await refund(otherDay, 900, 90);
    await t.db
      .update(invoices)
      .set({ status: 'voided', voidedAt: day })
      .where(eq(invoices.id, voided));
    const visit = async (q = '') =>
      (await owner.visit(`/dashboard/invoices?range=custom&from=2026-04-07&to=2026-04-07${q}`)).body
        .props;
    const props = await visit();
    expect(props.totals).toMatchObject({
      count: 3,
      voided: 1,
      refunded_cents: 1550,
      amount_due_cents: 10200,
    });
    // The status goes as the ticket's code beside its amounts; the page says it counting the refunds.
    type Listed = {
      id: number;
      status: string;
      refunded_cents: number | null;
      amount_due_cents: number;
    };
    const refunded = Object.fromEntries(
      props.invoices.data.map((r: Listed) => [
        r.id,
        [r.refunded_cents, invoiceStatusShown(r.status, r.refunded_cents, r.amount_due_cents)],
      ]),
    );
    expect(refunded).toEqual({
      [twice]: [1550, 'partly_refunded'],
      [none]: [null, 'paid'],
      [voided]: [770, 'voided'],
    });
    for (const r of props.invoices.data) expect(r).not.toHaveProperty('status_label');
    const onlyRefunded = await visit('&status=refunded');
    expect(onlyRefunded.invoices.data.map((r: { id: number }) => r.id).sort()).toEqual(
      [twice, voided].sort(),
    );
    expect(onlyRefunded.totals).toMatchObject({ count: 2, refunded_cents: 1550 });
  });

  test('odd filter values read as their defaults instead of failing', async () => {
    const res = await owner.visit(
      '/dashboard/invoices?range=nope&tender=bitcoin&status=x&technician=-1&from=2026-02-31&page=0',
    );
    expect(res.status).toBe(200);
    expect(res.body.props.filters).toMatchObject({
      range: 'today',
      tender: null,
      status: null,
      technician: null,
    });
    // A day that is not one (a NUL, 31 February) reads as none: the custom period falls back to today.
    const custom = await owner.visit('/dashboard/invoices?range=custom&from=a%00b&to=2026-02-31');
    expect(custom.status).toBe(200);
    expect(custom.body.props.period.from).toBe(custom.body.props.period.to);
    expect((await owner.get('/dashboard/invoices/export?range=custom&from=a%00b')).status).toBe(
      200,
    );
  });

  test('the manager, without "manage invoices", gets 403', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit('/dashboard/invoices')).status).toBe(403);
    expect((await manager.get('/dashboard/invoices/export')).status).toBe(403);
  });
});

describe('invoices.export', () => {
  test('streams the filtered set as CSV whose sums equal the list’s totals', async () => {
    await kit.pay({}, new Date('2026-03-05T17:00:00Z'));
    await kit.pay(
      {
        tip: { type: 'percent', percent: 20 },
        tenders: [{ type: 'credit_card', amountCents: 6100, cardLast4: '1111' }],
      },
      new Date('2026-03-05T18:00:00Z'),
    );
    await kit.pay(
      { customerId: null, tenders: [{ type: 'cash', amountCents: 6000 }] },
      new Date('2026-03-06T18:00:00Z'),
    );
    const q = 'range=custom&from=2026-03-05&to=2026-03-06';
    const page = await owner.visit(`/dashboard/invoices?${q}`);
    const res = await owner.get(`/dashboard/invoices/export?${q}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="invoices-2026-03-05-to-2026-03-06.csv"',
    );
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual([
      'Ticket',
      'Paid at',
      'Status',
      'Customer',
      'Phone',
      'Technicians',
      'Subtotal',
      'Discount',
      'Tax',
      'Tip',
      'Total',
      'Cash',
      'Credit Card',
      'Gift Card',
      'Coupon',
      'Check',
      'Refunded',
    ]);
    expect(rows).toHaveLength(page.body.props.totals.count);
    const sum = (col: string) =>
      rows
        .filter((r) => r[2] !== 'Voided')
        .reduce((a, r) => a + Math.round(Number(r[header.indexOf(col)]) * 100), 0);
    const { totals } = page.body.props;
    expect(sum('Subtotal')).toBe(totals.subtotal_cents);
    expect(sum('Tax')).toBe(totals.tax_cents);
    expect(sum('Tip')).toBe(totals.tip_cents);
    expect(sum('Cash')).toBe(totals.tenders[0].cents);
    expect(sum('Credit Card')).toBe(totals.tenders[1].cents);
  });

  test('a voided ticket keeps its row, marked Voided, with its amounts as 0: every column of the file adds up to the list’s totals', async () => {
    const day = new Date('2026-03-25T15:00:00Z');
    await kit.pay(
      {
        tip: { type: 'amount', cents: 500 },
        tenders: [{ type: 'credit_card', amountCents: 5600, cardLast4: '4242' }],
      },
      day,
    );
    const voided = await kit.pay(
      { tip: { type: 'amount', cents: 300 }, tenders: [{ type: 'cash', amountCents: 6000 }] },
      day,
    );
    await t.db
      .update(invoices)
      .set({ status: 'voided', voidedAt: day })
      .where(eq(invoices.id, voided));
    const q = 'range=custom&from=2026-03-25&to=2026-03-25';
    const { totals } = (await owner.visit(`/dashboard/invoices?${q}`)).body.props;
    const [header, ...rows] = parseCsv((await owner.get(`/dashboard/invoices/export?${q}`)).text);
    expect(rows).toHaveLength(2);
    const voidRow = rows.find((r) => r[2] === 'Voided')!;
    for (const col of [
      'Subtotal',
      'Discount',
      'Tax',
      'Tip',
      'Total',
      'Cash',
      'Credit Card',
      'Gift Card',
      'Coupon',
      'Check',
      'Refunded',
    ])
      expect(voidRow[header.indexOf(col)]).toBe('0.00');
    const sum = (col: string) =>
      rows.reduce((a, r) => a + Math.round(Number(r[header.indexOf(col)]) * 100), 0);
    for (const [col, key] of [
      ['Subtotal', 'subtotal_cents'],
      ['Discount', 'discount_cents'],
      ['Tax', 'tax_cents'],
      ['Tip', 'tip_cents'],
      ['Total', 'total_cents'],
      ['Refunded', 'refunded_cents'],
    ] as const)
      expect(sum(col)).toBe(totals[key]);
    for (const tender of totals.tenders as { label: string; cents: number }[])
      expect(sum(tender.label)).toBe(tender.cents);
  });

  test('a customer name that a spreadsheet would run as a formula is written as text', async () => {
    const [c] = await t.db
      .insert(customers)
      .values({ storeId: kit.store.id, name: '=HYPERLINK("x")', phone: '2125550111' })
      .returning();
    await kit.pay({ customerId: c.id }, new Date('2026-03-20T15:00:00Z'));
    const res = await owner.get(
      '/dashboard/invoices/export?range=custom&from=2026-03-20&to=2026-03-20',
    );
    expect(res.text).toContain('"\'=HYPERLINK(""x"")"');
  });
});

describe('invoices.edit and invoices.update', () => {
  test('shows a paid ticket with its lines, tip split, payments and an empty audit trail', async () => {
    const id = await kit.pay({
      tip: { type: 'amount', cents: 600 },
      tenders: [{ type: 'cash', amountCents: 5700 }],
    });
    const res = await owner.visit(`/dashboard/invoices/${id}/edit`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Invoices/Edit');
    const { invoice, lines, tips, audits, void_problem } = res.body.props;
    expect(invoice).toMatchObject({
      id,
      status: 'paid',
      tip_cents: 600,
      amount_due_cents: 5700,
      cash_amount: 5700,
      credit_card_amount: 0,
    });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      kind: 'retail',
      tax_cents: 100,
      refundable_cents: 1000,
      refundable_tax_cents: 100,
    });
    expect(tips).toEqual([expect.objectContaining({ technician_id: kit.techs[0], cents: 600 })]);
    expect(audits).toEqual([]);
    expect(void_problem).toBeNull();
  });

  test('a new tip is split by the rule, paid by the chosen tender, and audited with before and after', async () => {
    const id = await kit.pay({
      lines: [
        {
          key: 'service-a',
          kind: 'service',
          serviceId: kit.service,
          technicianId: kit.techs[0],
          unitPriceCents: 5000,
          quantity: 1,
          discountCents: 0,
        },
        {
          key: 'service-b',
          kind: 'service',
          serviceId: kit.service,
          technicianId: kit.techs[1],
          unitPriceCents: 10000,
          quantity: 1,
          discountCents: 0,
        },
      ],
      tenders: [{ type: 'credit_card', amountCents: 15000, cardLast4: '4242' }],
    });
    const res = await owner.send('put', `/dashboard/invoices/${id}`, {
      change: 'tip',
      tip_amount: 3000,
      tender: 'credit_card',
      reason: 'Tip added on the card slip',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/dashboard/invoices/${id}/edit`);
    expect(await row(id)).toMatchObject({
      tipCents: 3000,
      amountDueCents: 18000,
      creditCardAmount: 18000,
    });
    const tips = await t.db.select().from(invoiceTips).where(eq(invoiceTips.invoiceId, id));
    expect(tips.map((x) => [x.technicianId, x.cents]).sort()).toEqual(
      [
        [kit.techs[0], 1000],
        [kit.techs[1], 2000],
      ].sort(),
    );
    const [payment] = await t.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, id));
    expect(payment).toMatchObject({ type: 'credit_card', amountCents: 18000, cardLast4: '4242' });
    const page = await owner.visit(`/dashboard/invoices/${id}/edit`);
    expect(page.body.flash).toEqual({ success: 'Tip changed.' });
    expect(page.body.props.audits[0]).toMatchObject({
      action: 'tip',
      by: 'Linh Owner',
      reason: 'Tip added on the card slip',
    });
    expect(page.body.props.audits[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'Tip', before: '$0.00', after: '$30.00' },
        { field: 'Credit Card', before: '$150.00', after: '$180.00' },
      ]),
    );
  });

  test('a hand-made tip split must add up to the tip', async () => {
    const id = await kit.pay({
      tip: { type: 'amount', cents: 500 },
      tenders: [{ type: 'cash', amountCents: 5600 }],
    });
    await owner.send(
      'put',
      `/dashboard/invoices/${id}`,
      {
        change: 'tip',
        tip_amount: 900,
        tender: 'cash',
        shares: [{ technician_id: kit.techs[0], cents: 100 }],
        reason: 'Split',
      },
      { Referer: `/dashboard/invoices/${id}/edit` },
    );
    const page = await owner.visit(`/dashboard/invoices/${id}/edit`);
    expect(page.body.props.errors.shares).toBe(
      'The tip shares add up to $1.00, not the tip of $9.00.',
    );
    expect((await row(id)).tipCents).toBe(500);
  });

  test('moves a line to another technician and the tip with it', async () => {
    const id = await kit.pay({
      tip: { type: 'amount', cents: 500 },
      tenders: [{ type: 'cash', amountCents: 5600 }],
    });
    const edit = await owner.visit(`/dashboard/invoices/${id}/edit`);
    const line = edit.body.props.lines[0];
    expect(
      (
        await owner.send('put', `/dashboard/invoices/${id}`, {
          change: 'technician',
          line_id: line.id,
          technician_id: kit.techs[1],
          reason: 'Wrong tech picked',
        })
      ).status,
    ).toBe(303);
    const tips = await t.db.select().from(invoiceTips).where(eq(invoiceTips.invoiceId, id));
    expect(tips.map((x) => [x.technicianId, x.cents])).toEqual([[kit.techs[1], 500]]);
    const [audit] = await t.db
      .select()
      .from(invoiceAudits)
      .where(and(eq(invoiceAudits.invoiceId, id), eq(invoiceAudits.action, 'technician')));
    expect(audit.reason).toBe('Wrong tech picked');
  });

  test('a tender correction moves money between tenders and keeps the total; more than was recorded is refused', async () => {
    const id = await kit.pay();
    expect(
      (
        await owner.send('put', `/dashboard/invoices/${id}`, {
          change: 'tender',
          from: 'cash',
          to: 'credit_card',
          amount: 5100,
          card_last4: '9999',
          reason: 'Was paid by card',
        })
      ).status,
    ).toBe(303);
    expect(await row(id)).toMatchObject({
      cashAmount: 0,
      creditCardAmount: 5100,
      amountDueCents: 5100,
    });
    const payments = await t.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, id));
    expect(payments).toEqual([
      expect.objectContaining({ type: 'credit_card', amountCents: 5100, cardLast4: '9999' }),
    ]);
    await owner.send(
      'put',
      `/dashboard/invoices/${id}`,
      { change: 'tender', from: 'cash', to: 'check', amount: 100, reason: 'x' },
      { Referer: `/dashboard/invoices/${id}/edit` },
    );
    expect((await owner.visit(`/dashboard/invoices/${id}/edit`)).body.props.errors.amount).toBe(
      'Only $0.00 was recorded as Cash.',
    );
  });

  test('a cash-to-card correction keeps the change counted back and what was handed over consistent', async () => {
    const id = await kit.pay({ tenders: [{ type: 'cash', amountCents: 10000 }] });
    expect(await row(id)).toMatchObject({ cashAmount: 5100, changeCents: 4900 });
    await owner.send('put', `/dashboard/invoices/${id}`, {
      change: 'tender',
      from: 'cash',
      to: 'credit_card',
      amount: 2000,
      card_last4: '4242',
      reason: 'Part was on the card',
    });
    expect(await row(id)).toMatchObject({
      cashAmount: 3100,
      creditCardAmount: 2000,
      changeCents: 4900,
    });
    const cash = (
      await t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id))
    ).find((p) => p.type === 'cash');
    expect(cash).toMatchObject({ amountCents: 3100, tenderedCents: 8000 });
    // A cash tip afterwards comes out of the change: the $80 handed over stays.
    await owner.send('put', `/dashboard/invoices/${id}`, {
      change: 'tip',
      tip_amount: 500,
      tender: 'cash',
      reason: 'Kept the change',
    });
    expect(await row(id)).toMatchObject({ cashAmount: 3600, changeCents: 4400, tipCents: 500 });
    const after = (
      await t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id))
    ).find((p) => p.type === 'cash');
    expect(after).toMatchObject({ amountCents: 3600, tenderedCents: 8000 });
    // All of it moved to the card: no cash, no change.
    await owner.send('put', `/dashboard/invoices/${id}`, {
      change: 'tender',
      from: 'cash',
      to: 'credit_card',
      amount: 3600,
      reason: 'All card',
    });
    expect(await row(id)).toMatchObject({ cashAmount: 0, changeCents: 0 });
  });

  test('every change needs a reason, shown next to its field', async () => {
    const id = await kit.pay();
    const res = await owner.send(
      'put',
      `/dashboard/invoices/${id}`,
      { change: 'tender', from: 'cash', to: 'credit_card', amount: 100, reason: '' },
      { Referer: `/dashboard/invoices/${id}/edit` },
    );
    expect(res.status).toBe(303);
    expect((await owner.visit(`/dashboard/invoices/${id}/edit`)).body.props.errors).toEqual({
      reason: 'The reason field is required.',
    });
  });

  test('another store’s invoice is a 404 and the manager gets 403', async () => {
    const rose = await ticketKit(t.db, 'Rose Nails', ['2001']);
    const roseInvoice = await rose.pay();
    expect((await owner.visit(`/dashboard/invoices/${roseInvoice}/edit`)).status).toBe(404);
    expect(
      (
        await owner.send('put', `/dashboard/invoices/${roseInvoice}`, {
          change: 'tender',
          from: 'cash',
          to: 'check',
          amount: 100,
          reason: 'x',
        })
      ).status,
    ).toBe(404);
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit(`/dashboard/invoices/${roseInvoice}/edit`)).status).toBe(403);
  });
});

describe('invoices.update once a finalised payroll covers the ticket’s day (Rose Nails, Los Angeles)', () => {
  // A finalised payroll through Sunday 03-15-2026, as finalising leaves it (written open, then finalised: a finalised run takes no new lines).
  const THROUGH = '2026-03-15';
  const LOCKED =
    'Payroll is finalised through 03-15-2026. Add an adjustment to the next payroll instead.';
  let rose: TicketKit;
  let rosa: Client;
  let paidInFinalised: number;
  let paidAfter: number;

  beforeAll(async () => {
    rose = await ticketKit(t.db, 'Rose Nails', ['2001', '2002']);
    rosa = await signedIn(t.app, 'owner2@example.com');
    // 11 PM Sunday in Los Angeles is already Monday in UTC: the store's day decides.
    paidInFinalised = await rose.pay(
      { tip: { type: 'amount', cents: 500 }, tenders: [{ type: 'cash', amountCents: 5600 }] },
      new Date('2026-03-16T06:00:00Z'),
    );
    paidAfter = await rose.pay(
      { tip: { type: 'amount', cents: 500 }, tenders: [{ type: 'cash', amountCents: 5600 }] },
      new Date('2026-03-16T08:00:00Z'),
    );
    const [run] = await t.db
      .insert(payrollRuns)
      .values({
        storeId: rose.store.id,
        periodStart: '2026-03-09',
        periodEnd: THROUGH,
        createdByName: 'Test',
      })
      .returning({ id: payrollRuns.id });
    await t.db
      .update(payrollRuns)
      .set({ state: 'finalised', finalisedAt: new Date(), finalisedByName: 'Test' })
      .where(eq(payrollRuns.id, run.id));
  });

  const snapshot = async (id: number) => ({
    invoice: await row(id),
    tips: await t.db
      .select({ technicianId: invoiceTips.technicianId, cents: invoiceTips.cents })
      .from(invoiceTips)
      .where(eq(invoiceTips.invoiceId, id)),
    audits: (await t.db.select().from(invoiceAudits).where(eq(invoiceAudits.invoiceId, id))).length,
  });
  const edit = (id: number) => `/dashboard/invoices/${id}/edit`;

  test('the edit page says so up front, only for a ticket of a finalised day', async () => {
    expect((await rosa.visit(edit(paidInFinalised))).body.props.payroll_lock).toBe(LOCKED);
    expect((await rosa.visit(edit(paidAfter))).body.props.payroll_lock).toBeNull();
  });

  test('a tip, a hand-made split or a technician change is refused beside its field, and nothing is written', async () => {
    const before = await snapshot(paidInFinalised);
    const { lines } = (await rosa.visit(edit(paidInFinalised))).body.props as {
      lines: { id: number; kind: string }[];
    };
    const service = lines.find((l) => l.kind === 'service')!;
    const attempts: [Record<string, unknown>, string][] = [
      [{ change: 'tip', tip_amount: 900, tender: 'cash', reason: 'Late tip' }, 'tip_amount'],
      [
        {
          change: 'tip',
          tip_amount: 500,
          tender: 'cash',
          shares: [{ technician_id: rose.techs[0], cents: 500 }],
          reason: 'Split',
        },
        'tip_amount',
      ],
      [
        {
          change: 'technician',
          line_id: service.id,
          technician_id: rose.techs[1],
          reason: 'Wrong tech',
        },
        'technician_id',
      ],
    ];
    for (const [body, field] of attempts) {
      const res = await rosa.send('put', `/dashboard/invoices/${paidInFinalised}`, body, {
        Referer: edit(paidInFinalised),
      });
      expect(res.status).toBe(303);
      expect((await rosa.visit(edit(paidInFinalised))).body.props.errors).toEqual({
        [field]: LOCKED,
      });
    }
    expect(await snapshot(paidInFinalised)).toEqual(before);
  });

  test('a tender correction on that ticket still goes through (the drawer must be right)', async () => {
    expect(
      (
        await rosa.send('put', `/dashboard/invoices/${paidInFinalised}`, {
          change: 'tender',
          from: 'cash',
          to: 'credit_card',
          amount: 5600,
          card_last4: '4242',
          reason: 'Was card',
        })
      ).status,
    ).toBe(303);
    expect((await rosa.visit(edit(paidInFinalised))).body.flash).toEqual({
      success: 'Payment corrected.',
    });
    expect(await row(paidInFinalised)).toMatchObject({
      cashAmount: 0,
      creditCardAmount: 5600,
      tipCents: 500,
    });
  });

  test('the day after the finalised payroll a tip and a technician still change', async () => {
    const { lines } = (await rosa.visit(edit(paidAfter))).body.props as {
      lines: { id: number; kind: string }[];
    };
    expect(
      (
        await rosa.send('put', `/dashboard/invoices/${paidAfter}`, {
          change: 'tip',
          tip_amount: 900,
          tender: 'cash',
          reason: 'Late tip',
        })
      ).status,
    ).toBe(303);
    expect((await rosa.visit(edit(paidAfter))).body.flash).toEqual({ success: 'Tip changed.' });
    const service = lines.find((l) => l.kind === 'service')!;
    expect(
      (
        await rosa.send('put', `/dashboard/invoices/${paidAfter}`, {
          change: 'technician',
          line_id: service.id,
          technician_id: rose.techs[1],
          reason: 'Wrong tech',
        })
      ).status,
    ).toBe(303);
    expect(await snapshot(paidAfter)).toMatchObject({
      invoice: { tipCents: 900 },
      tips: [{ technicianId: rose.techs[1], cents: 900 }],
      audits: 2,
    });
  });
});
