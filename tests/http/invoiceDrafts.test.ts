import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { employeeByNumber, storeId } from '../support/lookups';
import {
  categories,
  customers,
  invoiceLines,
  invoiceTips,
  invoices,
  services,
} from '../../database/schema';

/**
 * Saved tickets (docs/requirements.md §2 invoices.draft): Save ticket on the pay screen, the
 * Saved Ticket list, resuming one into the pay screen, paying it, deleting it.
 */
let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;
let gel: number;
let cindy: number;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
  [lotus, rose] = [await storeId(t.db, 'Lotus Nail Spa'), await storeId(t.db, 'Rose Nails')];
  const [cat] = await t.db
    .insert(categories)
    .values({ storeId: lotus, name: 'Drafts test' })
    .returning();
  [{ id: gel }] = await t.db
    .insert(services)
    .values({ storeId: lotus, categoryId: cat.id, name: 'Drafts gel', priceCents: 3500 })
    .returning();
  cindy = (await employeeByNumber(t.db, lotus, '1003'))!.id;
});
afterAll(() => t.close());

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
const ticket = (over: Record<string, unknown> = {}) => ({
  customer_id: null,
  lines: [line()],
  ticket_discount: null,
  tip: null,
  tip_shares: [],
  ...over,
});
const lotusDrafts = () =>
  t.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.storeId, lotus), eq(invoices.status, 'draft')));

async function saveDraft(over: Record<string, unknown> = {}) {
  const before = new Set((await lotusDrafts()).map((d) => d.id));
  const res = await owner.post('/dashboard/pos/drafts', ticket(over));
  expect(res.status).toBe(302);
  const made = (await lotusDrafts()).find((d) => !before.has(d.id));
  return made!;
}

describe('Save ticket', () => {
  test('saves the ticket unpaid, priced like checkout, and goes back to picking a technician', async () => {
    const [c] = await t.db
      .insert(customers)
      .values({ storeId: lotus, name: 'Draft Customer', phone: '2125550601' })
      .returning();
    const before = (await lotusDrafts()).length;
    const res = await owner.post(
      '/dashboard/pos/drafts',
      ticket({
        customer_id: c.id,
        lines: [line({ unit_price: 4000, discount: 500 })],
        tip: { type: 'amount', value: 700 },
      }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/dashboard/pos/pay');
    const drafts = await lotusDrafts();
    expect(drafts.length).toBe(before + 1);
    const draft = drafts.at(-1)!;
    expect(draft).toMatchObject({
      number: null,
      customerId: c.id,
      subtotalCents: 4000,
      discountCents: 500,
      totalCents: 3500,
      tipCents: 700,
      amountDueCents: 4200,
      idempotencyKey: null,
    });
    expect((await owner.visit('/dashboard/pos/pay')).body.flash).toEqual({
      success: 'Ticket saved.',
    });
  });

  test('a ticket that cannot be priced is refused next to its fields and nothing is saved', async () => {
    const before = (await lotusDrafts()).length;
    await owner.post('/dashboard/pos/drafts', ticket({ lines: [line({ technician_id: null })] }));
    expect((await owner.visit('/dashboard/pos/pay/ticket')).body.props.errors).toEqual({
      'lines.0.technician_id': 'Choose a technician for this service.',
    });
    await owner.post('/dashboard/pos/drafts', ticket({ lines: [] }));
    expect((await owner.visit('/dashboard/pos/pay/ticket')).body.props.errors).toEqual({
      lines: 'Add a service or an item to the ticket.',
    });
    await owner.post(
      '/dashboard/pos/drafts',
      ticket({ lines: [line({ key: 'bad key!', quantity: 0 })] }),
    );
    expect((await owner.visit('/dashboard/pos/pay/ticket')).body.props.errors).toEqual({
      'lines.0.key': 'The line key is invalid.',
      'lines.0.quantity': 'The quantity must be at least 1.',
    });
    await owner.post(
      '/dashboard/pos/drafts',
      ticket({
        lines: [
          line(),
          line({
            kind: 'giftcard',
            service_id: null,
            technician_id: null,
            unit_price: 5000,
            gift_card_code: 'MOM-50',
          }),
        ],
      }),
    );
    expect((await owner.visit('/dashboard/pos/pay/ticket')).body.props.errors).toEqual({
      'lines.1.gift_card_code':
        'A gift card is sold when the ticket is paid: remove it to save the ticket.',
    });
    expect((await lotusDrafts()).length).toBe(before);
  });

  test('saving a resumed ticket again rewrites it (303), and another store’s saved ticket is a 404', async () => {
    const draft = await saveDraft();
    const res = await owner.send(
      'put',
      `/dashboard/pos/drafts/${draft.id}`,
      ticket({ lines: [line(), line()] }),
    );
    expect(res.status).toBe(303);
    const lines = await t.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, draft.id));
    expect(lines).toHaveLength(2);
    const [again] = await t.db.select().from(invoices).where(eq(invoices.id, draft.id));
    expect(again.amountDueCents).toBe(7000);
    const [roseDraft] = await t.db
      .insert(invoices)
      .values({ storeId: rose, status: 'draft', createdByName: 'Rosa' })
      .returning();
    expect(
      (await owner.send('put', `/dashboard/pos/drafts/${roseDraft.id}`, ticket())).status,
    ).toBe(404);
  });
});

describe('Saved Ticket', () => {
  test('lists saved tickets with customer, technicians, amount due and age', async () => {
    const draft = await saveDraft();
    const res = await owner.visit('/dashboard/invoices/draft');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Invoices/Draft');
    const row = res.body.props.drafts.find((d: { id: number }) => d.id === draft.id);
    expect(row).toEqual({
      id: draft.id,
      customer: null,
      customer_phone: '',
      technicians: ['Cindy Le'],
      amount_due: 3500,
      saved_at: draft.updatedAt.toISOString(),
      age_minutes: 0,
      saved_by: 'Linh Owner',
    });
  });

  test('never lists another store’s saved tickets or paid ones', async () => {
    const [roseDraft] = await t.db
      .insert(invoices)
      .values({ storeId: rose, status: 'draft', createdByName: 'Rosa' })
      .returning();
    const ids = (await owner.visit('/dashboard/invoices/draft')).body.props.drafts.map(
      (d: { id: number }) => d.id,
    );
    expect(ids).not.toContain(roseDraft.id);
    const paid = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.storeId, lotus), eq(invoices.status, 'paid')));
    for (const p of paid) expect(ids).not.toContain(p.id);
  });

  test('resuming opens the pay screen with the saved lines, customer, discount and tip', async () => {
    const [c] = await t.db
      .insert(customers)
      .values({ storeId: lotus, name: 'Resume Me', phone: '2125550602' })
      .returning();
    const draft = await saveDraft({
      customer_id: c.id,
      lines: [line({ unit_price: 3000, quantity: 2, discount: 100 })],
      ticket_discount: { type: 'percent', value: 10 },
      tip: { type: 'amount', value: 500 },
    });
    const res = await owner.visit(`/dashboard/pos/pay/ticket?draft=${draft.id}`);
    expect(res.status).toBe(200);
    expect(res.body.props.draft).toEqual({
      id: draft.id,
      customer: {
        id: c.id,
        name: 'Resume Me',
        phone: '2125550602',
        phone_formatted: '(212) 555-0602',
        email: '',
      },
      lines: [
        {
          key: expect.stringMatching(/^service-/),
          kind: 'service',
          service_id: gel,
          name: 'Drafts gel',
          technician_id: cindy,
          unit_price: 3000,
          quantity: 2,
          discount: 100,
        },
      ],
      ticket_discount: { type: 'percent', value: 10 },
      tip: { type: 'amount', value: 500 },
      tip_shares: [],
    });
  });

  test('resuming brings back a tip split edited by hand, and paying it keeps that split', async () => {
    const tina = (await employeeByNumber(t.db, lotus, '1004'))!.id;
    // The rule would split $10.00 in proportion ($6.67 / $3.33); the desk typed $2.00 / $8.00.
    const split = [
      { technician_id: cindy, cents: 200 },
      { technician_id: tina, cents: 800 },
    ];
    const lines = [line({ unit_price: 4000 }), line({ technician_id: tina, unit_price: 2000 })];
    const draft = await saveDraft({
      lines,
      tip: { type: 'amount', value: 1000 },
      tip_shares: split,
    });
    const resumed = (await owner.visit(`/dashboard/pos/pay/ticket?draft=${draft.id}`)).body.props
      .draft;
    expect(resumed.tip).toEqual({ type: 'amount', value: 1000 });
    expect(resumed.tip_shares).toEqual(expect.arrayContaining(split));
    expect(resumed.tip_shares).toHaveLength(2);
    // Paid as resumed (the pay screen sends the shares it restored): the split is the one typed.
    const paid = await owner.post('/dashboard/pos/pay/ticket', {
      ...ticket({ lines, tip: resumed.tip, tip_shares: resumed.tip_shares }),
      idempotency_key: `drafts-${Date.now()}-${seq++}`,
      draft_id: draft.id,
      tenders: [{ type: 'cash', amount: 7000 }],
    });
    expect(paid.status).toBe(303);
    const tips = await t.db
      .select({ technician_id: invoiceTips.technicianId, cents: invoiceTips.cents })
      .from(invoiceTips)
      .where(eq(invoiceTips.invoiceId, draft.id));
    expect(tips).toEqual(expect.arrayContaining(split));
  });

  test('a saved ticket whose tip follows the rule resumes without a split of its own', async () => {
    const draft = await saveDraft({ tip: { type: 'amount', value: 1000 } });
    expect(
      (await owner.visit(`/dashboard/pos/pay/ticket?draft=${draft.id}`)).body.props.draft
        .tip_shares,
    ).toEqual([]);
  });

  test('paying a resumed ticket turns it into the invoice, and it leaves the list', async () => {
    const draft = await saveDraft();
    const res = await owner.post('/dashboard/pos/pay/ticket', {
      ...ticket(),
      idempotency_key: `drafts-${Date.now()}-${seq++}`,
      draft_id: draft.id,
      tenders: [{ type: 'cash', amount: 3500 }],
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/dashboard/invoices/${draft.id}`);
    const [paid] = await t.db.select().from(invoices).where(eq(invoices.id, draft.id));
    expect(paid).toMatchObject({ status: 'paid', cashAmount: 3500 });
    const ids = (await owner.visit('/dashboard/invoices/draft')).body.props.drafts.map(
      (d: { id: number }) => d.id,
    );
    expect(ids).not.toContain(draft.id);
    expect((await owner.visit(`/dashboard/pos/pay/ticket?draft=${draft.id}`)).status).toBe(404);
  });

  test('delete removes a saved ticket (303 back to the list), never a paid one or another store’s', async () => {
    const draft = await saveDraft();
    const res = await owner.send('delete', `/dashboard/invoices/draft/${draft.id}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/invoices/draft');
    expect(await t.db.select().from(invoices).where(eq(invoices.id, draft.id))).toEqual([]);
    expect((await owner.visit('/dashboard/invoices/draft')).body.flash).toEqual({
      success: 'Saved ticket deleted.',
    });

    const [roseDraft] = await t.db
      .insert(invoices)
      .values({ storeId: rose, status: 'draft', createdByName: 'Rosa' })
      .returning();
    expect((await owner.send('delete', `/dashboard/invoices/draft/${roseDraft.id}`)).status).toBe(
      404,
    );
    const [paid] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.storeId, lotus), eq(invoices.status, 'paid')))
      .limit(1);
    expect((await owner.send('delete', `/dashboard/invoices/draft/${paid.id}`)).status).toBe(404);
  });

  test('Saved Ticket needs "manage invoices": the manager (manage pos only) may save but not open the list', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit('/dashboard/invoices/draft')).status).toBe(403);
    expect((await manager.post('/dashboard/pos/drafts', ticket())).status).toBe(302);
    const draft = (await lotusDrafts()).at(-1)!;
    expect((await manager.send('delete', `/dashboard/invoices/draft/${draft.id}`)).status).toBe(
      403,
    );
    expect((await manager.visit(`/dashboard/pos/pay/ticket?draft=${draft.id}`)).status).toBe(200);
  });
});
