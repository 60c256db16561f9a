import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { employeeByNumber, storeId } from '../support/lookups';
import {
  categories,
  coupons,
  customers,
  invoiceLines,
  invoicePromotions,
  invoices,
  promotions,
  services,
  serviceTaxes,
  taxes,
} from '../../database/schema';
import { clock, manualTime } from '../../common/clock';

/**
 * promotions.* through the Inertia protocol, and promotions at checkout: the
 * store's clock decides (the app's clock set to Tuesday 1 December 2026,
 * 11:00 in New York, Lotus's zone), the server works the amount out, the invoice keeps
 * what applied, refunds give it back in proportion, the reports add it up.
 */
let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;
let gel: number;
let pedi: number;
let polish: number;
let gelCategory: number;
let roseService: number;
let cindy: number;
let seq = 0;

// 16:00 UTC is 11:00 EST on Tuesday 2026-12-01.
const TUESDAY_11 = new Date('2026-12-01T16:00:00Z');
const TUESDAY_15 = new Date('2026-12-01T20:00:00Z');
// 11:00 UTC on the Tuesday is 06:00 in New York: outside 10 AM–2 PM there.
const TUESDAY_11_UTC = new Date('2026-12-01T11:00:00Z');
const WEDNESDAY_11 = new Date('2026-12-02T16:00:00Z');
const time = manualTime(TUESDAY_11);

beforeAll(async () => {
  clock.set(time);
  // The clock jumps around the day in here: a session that outlives it.
  t = await createTestApp({ sessionLifetimeMinutes: 60 * 24 * 30 });
  owner = await signedIn(t.app, 'owner@example.com');
  [lotus, rose] = [await storeId(t.db, 'Lotus Nail Spa'), await storeId(t.db, 'Rose Nails')];
  const [cat] = await t.db
    .insert(categories)
    .values({ storeId: lotus, name: 'Promo gel' })
    .returning();
  gelCategory = cat.id;
  const [other] = await t.db
    .insert(categories)
    .values({ storeId: lotus, name: 'Promo other' })
    .returning();
  const [tax] = await t.db
    .insert(taxes)
    .values({ storeId: lotus, name: 'Promo tax', rate: 8875 })
    .returning();
  [{ id: gel }] = await t.db
    .insert(services)
    .values({ storeId: lotus, categoryId: cat.id, name: 'Promo Gel', priceCents: 3500 })
    .returning();
  [{ id: pedi }] = await t.db
    .insert(services)
    .values({ storeId: lotus, categoryId: other.id, name: 'Promo Pedicure', priceCents: 4000 })
    .returning();
  [{ id: polish }] = await t.db
    .insert(services)
    .values({
      storeId: lotus,
      categoryId: other.id,
      name: 'Promo Polish',
      kind: 'retail',
      priceCents: 1200,
    })
    .returning();
  await t.db.insert(serviceTaxes).values([
    { storeId: lotus, serviceId: gel, taxId: tax.id },
    { storeId: lotus, serviceId: polish, taxId: tax.id },
  ]);
  [{ id: roseService }] = await t.db
    .insert(services)
    .values({ storeId: rose, name: 'Rose promo only', priceCents: 2000 })
    .returning();
  cindy = (await employeeByNumber(t.db, lotus, '1003'))!.id;
});
afterEach(async () => {
  // Each test sets up the promotions it means: none carries over.
  await t.db.update(promotions).set({ isActive: false }).where(eq(promotions.storeId, lotus));
  time.set(TUESDAY_11);
});
afterAll(async () => {
  clock.reset();
  await t.close();
});

const PAY_URL = '/dashboard/pos/pay/ticket';
const key = () => `promo-test-${seq++}`;
const line = (serviceId: number, over: Record<string, unknown> = {}) => ({
  key: `service-${seq++}`,
  kind: 'service',
  service_id: serviceId,
  technician_id: cindy,
  unit_price: null,
  quantity: 1,
  discount: 0,
  ...over,
});
const payment = (lines: object[], over: Record<string, unknown> = {}) => ({
  customer_id: null,
  lines,
  ticket_discount: null,
  tip: null,
  tip_shares: [],
  idempotency_key: key(),
  draft_id: null,
  tenders: [{ type: 'cash', amount: 20000 }],
  ...over,
});
async function pay(body: object) {
  const res = await owner.post(PAY_URL, body);
  expect(res.status, JSON.stringify(res.body?.props?.errors ?? res.headers.location)).toBe(303);
  return Number(/(\d+)$/.exec(res.headers.location)![1]);
}
const invoiceOf = async (id: number) =>
  (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const linesOf = (id: number) =>
  t.db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(invoiceLines.sortOrder);
const appliedOn = (id: number) =>
  t.db.select().from(invoicePromotions).where(eq(invoicePromotions.invoiceId, id));

/** Tuesday 10 AM–2 PM: 20% off the gel category. */
async function gelTuesday(over: Partial<typeof promotions.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(promotions)
    .values({
      storeId: lotus,
      name: 'Gel Tuesday',
      kind: 'percent',
      value: 20,
      target: 'categories',
      categoryIds: [gelCategory],
      daysOfWeek: [2],
      startMinute: 600,
      endMinute: 840,
      ...over,
    })
    .returning();
  return row;
}

// Read when used: the menu's ids exist only after beforeAll.
const form = () => ({
  name: 'Slow Tuesday',
  kind: 'percent',
  value: 20,
  buy_quantity: '',
  get_quantity: '',
  target: 'services',
  service_ids: [gel],
  category_ids: [],
  days_of_week: [2],
  start_time: '10:00',
  end_time: '14:00',
  first_visit: false,
  birthday_month: false,
  starts_on: '2026-11-01',
  ends_on: '2026-12-31',
  priority: '5',
  is_active: true,
});

describe('promotions screens', () => {
  test('creates a promotion (create page, then store) with its days, window and dates', async () => {
    const page = await owner.visit('/dashboard/promotions/create');
    expect(page.status).toBe(200);
    expect(page.body.component).toBe('Admin/Promotions/Create');
    expect(page.body.props.services.map((s: { id: number }) => s.id)).toEqual(
      expect.arrayContaining([gel, pedi, polish]),
    );
    expect(page.body.props.services.map((s: { id: number }) => s.id)).not.toContain(roseService);
    const res = await owner.post('/dashboard/promotions', form());
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/dashboard/promotions');
    const [row] = await t.db.select().from(promotions).where(eq(promotions.name, 'Slow Tuesday'));
    expect(row).toMatchObject({
      storeId: lotus,
      kind: 'percent',
      value: 20,
      target: 'services',
      serviceIds: [gel],
      categoryIds: [],
      daysOfWeek: [2],
      startMinute: 600,
      endMinute: 840,
      startsOn: '2026-11-01',
      endsOn: '2026-12-31',
      priority: 5,
      isActive: true,
      buyQuantity: null,
    });
  });

  test('every problem beside its field, all at once', async () => {
    await owner.post('/dashboard/promotions', {
      ...form(),
      name: '',
      value: 150,
      target: 'categories',
      category_ids: [],
      start_time: '14:00',
      end_time: '10:00',
      starts_on: '2026-12-31',
      ends_on: '2026-12-01',
      days_of_week: [9],
    });
    expect((await owner.visit('/dashboard/promotions/create')).body.props.errors).toEqual({
      name: 'The name field is required.',
      days_of_week: 'Choose days from Sunday to Saturday.',
    });
    await owner.post('/dashboard/promotions', {
      ...form(),
      value: 150,
      target: 'categories',
      category_ids: [],
      start_time: '14:00',
      end_time: '10:00',
      starts_on: '2026-12-31',
      ends_on: '2026-12-01',
    });
    expect((await owner.visit('/dashboard/promotions/create')).body.props.errors).toEqual({
      value: 'The percentage must be from 1 to 100.',
      category_ids: 'Choose at least one category.',
      end_time: 'The window must end after it starts.',
      ends_on: 'The end date may not be before the start date.',
    });
    await owner.post('/dashboard/promotions', { ...form(), starts_on: '1999-12-31' });
    expect((await owner.visit('/dashboard/promotions/create')).body.props.errors).toEqual({
      starts_on: 'The start date must be from 01-01-2000 to 12-31-2100.',
    });
    await owner.post('/dashboard/promotions', {
      ...form(),
      kind: 'amount',
      value: 0,
      start_time: '10:00',
      end_time: '',
    });
    expect((await owner.visit('/dashboard/promotions/create')).body.props.errors).toEqual({
      value: 'The amount must be more than $0.00.',
      end_time: 'Enter both times of the window, or neither.',
    });
    await owner.post('/dashboard/promotions', {
      ...form(),
      kind: 'buy_x_get_y',
      value: 100,
      buy_quantity: '',
      get_quantity: '0',
      service_ids: [roseService],
    });
    expect((await owner.visit('/dashboard/promotions/create')).body.props.errors).toEqual({
      buy_quantity: 'Enter how many must be bought.',
      get_quantity: 'The get quantity must be at least 1.',
      service_ids: 'Choose services from this salon’s menu.',
    });
    await owner.post('/dashboard/promotions', {
      ...form(),
      name: 'x'.repeat(61),
      service_ids: ['abc'],
      start_time: '25:00',
      priority: '101',
    });
    expect((await owner.visit('/dashboard/promotions/create')).body.props.errors).toEqual({
      name: 'The name may not be longer than 60 characters.',
      service_ids: 'Choose services from the list.',
      start_time: 'The start time must be a valid time.',
      priority: 'The priority must be from 0 to 100.',
    });
    expect(await t.db.select().from(promotions).where(eq(promotions.storeId, lotus))).toHaveLength(
      1,
    );
  });

  test('a window to midnight is typed as 12:00 AM and kept as the end of the day', async () => {
    await owner.post('/dashboard/promotions', {
      ...form(),
      name: 'Late',
      start_time: '21:00',
      end_time: '00:00',
    });
    const [row] = await t.db.select().from(promotions).where(eq(promotions.name, 'Late'));
    expect([row.startMinute, row.endMinute]).toEqual([1260, 1440]);
    expect(
      (await owner.visit(`/dashboard/promotions/${row.id}/edit`)).body.props.promotion,
    ).toMatchObject({
      start_time: '21:00',
      end_time: '00:00',
      days_of_week: [2],
    });
  });

  test('edits (303), switches off, and the list shows it', async () => {
    const p = await gelTuesday({ name: 'Edit me' });
    const page = await owner.visit(`/dashboard/promotions/${p.id}/edit`);
    expect(page.body.component).toBe('Admin/Promotions/Edit');
    expect(page.body.props.promotion).toMatchObject({
      name: 'Edit me',
      kind: 'percent',
      value: 20,
      days_of_week: [2],
      start_time: '10:00',
      end_time: '14:00',
      target: 'categories',
      category_ids: [gelCategory],
      state: 'active',
    });
    // Values and codes only: the page says them in the reader's language.
    for (const label of ['kind_label', 'value_label', 'target_label', 'conditions'])
      expect(page.body.props.promotion).not.toHaveProperty(label);
    const res = await owner.send('put', `/dashboard/promotions/${p.id}`, {
      ...form(),
      name: 'Edited',
      kind: 'amount',
      value: 500,
      buy_quantity: '3',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/dashboard/promotions/${p.id}/edit`);
    const [row] = await t.db.select().from(promotions).where(eq(promotions.id, p.id));
    // A buy quantity means nothing to an amount off: not kept.
    expect(row).toMatchObject({
      name: 'Edited',
      kind: 'amount',
      value: 500,
      buyQuantity: null,
      target: 'services',
      serviceIds: [gel],
    });
    expect((await owner.post(`/dashboard/promotions/${p.id}/deactivate`)).status).toBe(302);
    expect((await owner.post(`/dashboard/promotions/${p.id}/deactivate`)).status).toBe(302);
    expect((await t.db.select().from(promotions).where(eq(promotions.id, p.id)))[0].isActive).toBe(
      false,
    );
    const list = await owner.visit('/dashboard/promotions');
    expect(list.body.component).toBe('Admin/Promotions/Index');
    expect(list.body.props.promotions.find((r: { id: number }) => r.id === p.id)).toMatchObject({
      name: 'Edited',
      state: 'off',
      uses: 0,
      amount_cents: 0,
    });
  });

  test('another store’s promotion is a 404; the manager (no "view promotions") gets 403 everywhere', async () => {
    const [roses] = await t.db
      .insert(promotions)
      .values({ storeId: rose, name: 'Rose promo', kind: 'percent', value: 10 })
      .returning();
    expect((await owner.visit(`/dashboard/promotions/${roses.id}/edit`)).status).toBe(404);
    expect((await owner.send('put', `/dashboard/promotions/${roses.id}`, form())).status).toBe(404);
    expect((await owner.post(`/dashboard/promotions/${roses.id}/deactivate`)).status).toBe(404);
    expect((await owner.visit('/dashboard/promotions/2147483648/edit')).status).toBe(404);
    expect(
      (await t.db.select().from(promotions).where(eq(promotions.id, roses.id)))[0],
    ).toMatchObject({ name: 'Rose promo', isActive: true });
    const manager = await signedIn(t.app, 'manager@example.com');
    const mine = await gelTuesday();
    expect((await manager.visit('/dashboard/promotions')).status).toBe(403);
    expect((await manager.visit('/dashboard/promotions/create')).status).toBe(403);
    expect((await manager.post('/dashboard/promotions', form())).status).toBe(403);
    expect((await manager.visit(`/dashboard/promotions/${mine.id}/edit`)).status).toBe(403);
    expect((await manager.send('put', `/dashboard/promotions/${mine.id}`, form())).status).toBe(
      403,
    );
    expect((await manager.post(`/dashboard/promotions/${mine.id}/deactivate`)).status).toBe(403);
  });
});

describe('promotions at checkout', () => {
  test('Tuesday 11 AM in New York: 20% off the gel, worked out by the server, kept on the line and in invoice_promotions; totals conserve', async () => {
    const p = await gelTuesday();
    const id = await pay(payment([line(gel), line(pedi)]));
    const [gelLine, pediLine] = await linesOf(id);
    expect(gelLine).toMatchObject({ discountCents: 700, netCents: 2800 });
    expect(pediLine).toMatchObject({ discountCents: 0, netCents: 4000 });
    // The ticket keeps why in English: a record, like an audit line, not a page's text.
    expect(await appliedOn(id)).toEqual([
      expect.objectContaining({
        promotionId: p.id,
        lineKey: gelLine.lineKey,
        amountCents: 700,
        reason: 'Tuesday 10 AM–2 PM: 20% off Promo Gel',
        storeId: lotus,
      }),
    ]);
    const inv = await invoiceOf(id);
    // Gel taxed at 8.875% on $28.00 = $2.485 → $2.49; the pedicure untaxed.
    expect(inv).toMatchObject({
      subtotalCents: 7500,
      discountCents: 700,
      taxCents: 249,
      totalCents: 7049,
    });
    expect(gelLine.netCents + pediLine.netCents + inv.taxCents).toBe(inv.totalCents);
  });

  test('the pay screen’s preview (JSON) says which promotion applies to which line and why as values, by the server’s clock', async () => {
    const p = await gelTuesday();
    const gelLine = line(gel);
    const body = {
      customer_id: null,
      lines: [gelLine, line(pedi), line(gel, { discount: 50 })],
      ticket_discount: null,
      tip: null,
      tip_shares: [],
    };
    const res = await owner.json('/dashboard/pos/promotions/preview', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      promotions: [
        {
          line_key: gelLine.key,
          promotion_id: p.id,
          name: 'Gel Tuesday',
          amount: 700,
          line_name: 'Promo Gel',
          kind: 'percent',
          value: 20,
          buy_quantity: null,
          get_quantity: null,
          days_of_week: [2],
          start_minute: 600,
          end_minute: 840,
          first_visit: false,
          birthday_month: false,
        },
      ],
    });
    // The page says "Tuesday 10 AM–2 PM: 20% off Promo Gel" in the reader's language; no English goes.
    expect(res.body.promotions[0]).not.toHaveProperty('reason');
    time.set(TUESDAY_15);
    expect((await owner.json('/dashboard/pos/promotions/preview', body)).body).toEqual({
      promotions: [],
    });
    // Another store's service is refused beside its line, as at checkout.
    const bad = await owner.json('/dashboard/pos/promotions/preview', {
      ...body,
      lines: [line(roseService)],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      'lines.0.service_id': 'That service is not on this salon’s menu.',
    });
    const referral = await signedIn(t.app, 'referral@example.com');
    expect((await referral.json('/dashboard/pos/promotions/preview', body)).status).toBe(403);
  });

  test('only when the conditions hold at the store’s local time: 3 PM, 6 AM New York (11:00 UTC) and Wednesday take nothing', async () => {
    await gelTuesday();
    for (const at of [TUESDAY_15, TUESDAY_11_UTC, WEDNESDAY_11]) {
      time.set(at);
      const id = await pay(payment([line(gel)]));
      expect((await linesOf(id))[0].discountCents, at.toISOString()).toBe(0);
      expect(await appliedOn(id)).toEqual([]);
    }
  });

  test('a client cannot add a promotion: a discount it sends is the desk’s own (no promotion then), and promotion fields are ignored', async () => {
    const p = await gelTuesday();
    const id = await pay(
      payment([line(gel, { discount: 100, promotion_id: p.id, promotion_cents: 3500 })], {
        promotions: [{ promotion_id: p.id, line_key: 'x', amount: 3500 }],
      }),
    );
    expect((await linesOf(id))[0]).toMatchObject({ discountCents: 100, netCents: 3400 });
    expect(await appliedOn(id)).toEqual([]);
    // And a switched-off one cannot be used by naming it.
    await t.db.update(promotions).set({ isActive: false }).where(eq(promotions.id, p.id));
    const again = await pay(payment([line(gel, { promotion_id: p.id })]));
    expect((await linesOf(again))[0].discountCents).toBe(0);
  });

  test('never on a gift card line, whatever the target', async () => {
    await t.db
      .insert(promotions)
      .values({ storeId: lotus, name: 'Everything', kind: 'percent', value: 50 });
    const id = await pay(
      payment([
        {
          key: `giftcard-${seq++}`,
          kind: 'giftcard',
          service_id: null,
          technician_id: null,
          unit_price: 5000,
          quantity: 1,
          discount: 0,
          gift_card_code: `PROMO-${seq}`,
        },
        line(polish, { kind: 'retail', technician_id: null }),
      ]),
    );
    const [card, item] = await linesOf(id);
    expect(card).toMatchObject({ kind: 'giftcard', discountCents: 0, netCents: 5000 });
    expect(item).toMatchObject({ discountCents: 600, netCents: 600 });
    expect((await appliedOn(id)).map((a) => a.lineKey)).toEqual([item.lineKey]);
  });

  test('birthday month and first visit read the customer as the database knows her', async () => {
    const [p] = await t.db
      .insert(promotions)
      .values({
        storeId: lotus,
        name: 'Birthday',
        kind: 'amount',
        value: 1000,
        birthdayMonth: true,
      })
      .returning();
    const [dec] = await t.db
      .insert(customers)
      .values({
        storeId: lotus,
        name: 'December Born',
        phone: '2125559001',
        birthdayMonth: 12,
        birthdayDay: 1,
      })
      .returning();
    const [jan] = await t.db
      .insert(customers)
      .values({
        storeId: lotus,
        name: 'January Born',
        phone: '2125559002',
        birthdayMonth: 1,
        birthdayDay: 5,
      })
      .returning();
    const id = await pay(payment([line(pedi)], { customer_id: dec.id }));
    expect(await appliedOn(id)).toEqual([
      expect.objectContaining({
        promotionId: p.id,
        amountCents: 1000,
        reason: 'Birthday month: $10.00 off Promo Pedicure',
      }),
    ]);
    expect(await appliedOn(await pay(payment([line(pedi)], { customer_id: jan.id })))).toEqual([]);
    expect(await appliedOn(await pay(payment([line(pedi)])))).toEqual([]);

    await t.db.update(promotions).set({ isActive: false }).where(eq(promotions.id, p.id));
    await t.db
      .insert(promotions)
      .values({ storeId: lotus, name: 'Welcome', kind: 'percent', value: 15, firstVisit: true });
    const [fresh] = await t.db
      .insert(customers)
      .values({ storeId: lotus, name: 'First Timer', phone: '2125559003' })
      .returning();
    const first = await pay(payment([line(pedi)], { customer_id: fresh.id }));
    expect((await appliedOn(first)).map((a) => a.amountCents)).toEqual([600]);
    const second = await pay(payment([line(pedi)], { customer_id: fresh.id }));
    expect(await appliedOn(second)).toEqual([]);
  });

  test('a coupon comes after the promotion: its percent is taken on the price after it', async () => {
    await gelTuesday();
    await t.db
      .insert(coupons)
      .values({ storeId: lotus, code: 'TENOFF', kind: 'percent', value: 10 });
    // $35 gel − $7 = $28 (+ $2.49 tax); the coupon (a payment, the default) is 10% of $28 = $2.80.
    const check = await owner.json('/dashboard/pos/coupons/check', {
      customer_id: null,
      lines: [line(gel)],
      ticket_discount: null,
      tip: null,
      tip_shares: [],
      code: 'TENOFF',
    });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ value: 280 });
    const id = await pay(
      payment([line(gel)], {
        tenders: [
          { type: 'coupon', amount: 0, code: 'TENOFF' },
          { type: 'cash', amount: 3000 },
        ],
      }),
    );
    const inv = await invoiceOf(id);
    expect(inv).toMatchObject({
      discountCents: 700,
      totalCents: 3049,
      couponAmount: 280,
      cashAmount: 2769,
    });
    expect(inv.couponAmount + inv.cashAmount).toBe(inv.amountDueCents);
  });

  test('a saved ticket keeps only the desk’s discounts and is re-evaluated when paid', async () => {
    await gelTuesday();
    const saved = await owner.post('/dashboard/pos/drafts', {
      customer_id: null,
      lines: [line(gel)],
      ticket_discount: null,
      tip: null,
      tip_shares: [],
    });
    expect(saved.status).toBeLessThan(400);
    const [draft] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.storeId, lotus), eq(invoices.status, 'draft')))
      .orderBy(invoices.id);
    expect((await linesOf(draft.id))[0].discountCents).toBe(0);
    // Paid at 3 PM: the window has closed, no promotion.
    time.set(TUESDAY_15);
    const late = await pay(payment([line(gel)], { draft_id: draft.id }));
    expect(late).toBe(draft.id);
    expect((await linesOf(late))[0].discountCents).toBe(0);
    expect(await appliedOn(late)).toEqual([]);
  });

  test('a refund gives the promotion back in proportion; the index and both reports add it up', async () => {
    const p = await gelTuesday({ name: 'Report me' });
    const id = await pay(payment([line(gel), line(gel)]));
    await pay(payment([line(gel)]));
    // 3 × $7.00 given. Refund half of the first line's $28.00 net: $3.50 of its promotion goes back.
    const [first] = await linesOf(id);
    const refund = await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'Chipped',
      lines: [{ line_id: first.id, amount: 1400 }],
      payouts: [{ type: 'cash', amount: 1525 }],
    });
    expect(refund.status).toBe(302);
    expect((await owner.visit(`/dashboard/invoices/${id}/edit`)).body.props.errors).toEqual({});
    const list = await owner.visit('/dashboard/promotions?from=2026-12-01&to=2026-12-01');
    expect(list.body.props.promotions.find((r: { id: number }) => r.id === p.id)).toMatchObject({
      uses: 2,
      amount_cents: 2100,
      reversed_cents: 350,
      net_cents: 1750,
    });
    expect(
      (
        await owner.visit('/dashboard/promotions?from=2026-12-02&to=2026-12-31')
      ).body.props.promotions.find((r: { id: number }) => r.id === p.id),
    ).toMatchObject({ uses: 0, amount_cents: 0 });
    const daily = await owner.visit('/dashboard/reports/daily?date=2026-12-01');
    expect(daily.body.props.promotions).toContainEqual({
      promotion_id: p.id,
      name: 'Report me',
      uses: 2,
      amount_cents: 2100,
      reversed_cents: 350,
      net_cents: 1750,
    });
    const range = await owner.visit(
      '/dashboard/reports?range=custom&from=2026-11-30&to=2026-12-01',
    );
    expect(range.body.props.promotions).toContainEqual({
      promotion_id: p.id,
      name: 'Report me',
      uses: 2,
      amount_cents: 2100,
      reversed_cents: 350,
      net_cents: 1750,
    });
  });
});
