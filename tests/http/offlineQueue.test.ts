import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { makeEmployee, makeService, makeStore, type StoreFixture } from '../support/factories';
import {
  clockRecords,
  drawerSessions,
  employees,
  invoicePayments,
  invoices,
  offlineSubmissions,
  payrollRuns,
} from '../../database/schema';
import { addDays, storeToday } from '../../common/storeTime';
import { seedOfflineToResolve } from '../../database/seeders/offline';
import { OFFLINE_CARD_REFUSED, OFFLINE_GIFT_CARD_REFUSED } from '../../common/offline';
import { MESSAGES } from '../../common/messages';

let t: TestApp;
let salon: StoreFixture;
let owner: Client;
/** A $40 service with no tax and a $10 retail item with 10 % tax, and two technicians (staff numbers 7101, 7102). */
let service: number;
let item: number;
let tech: number;
let tech2: number;

beforeAll(async () => {
  t = await createTestApp();
  salon = await makeStore(t.db, { name: 'Offline Salon' });
  owner = await signedIn(t.app, salon.owner.email);
  service = await makeService(t.db, salon.id, { name: 'Classic Manicure', priceCents: 4000 });
  item = await makeService(t.db, salon.id, {
    name: 'Cuticle Oil',
    kind: 'retail',
    priceCents: 1000,
    taxRate: 10000,
  });
  tech = await makeEmployee(t.db, salon.id, { name: 'Cindy Offline', staffNumber: '7101' });
  tech2 = await makeEmployee(t.db, salon.id, { name: 'Dana Offline', staffNumber: '7102' });
});
afterAll(() => t.close());
afterEach(() => t.resetThrottles());

const STORE = '/dashboard/pos/offline-tickets';
const CLOCK = '/dashboard/employees/clock-offline';
const INDEX = '/dashboard/offline-tickets';
const resolveUrl = (id: number) => `${INDEX}/${id}/resolve`;

let seq = 0;
const key = () => `offline-${Date.now()}-${seq++}`;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** A ticket as the station queues it: the service for `tech` at the price shown, paid in cash. $40 due unless told. */
function ticket(over: Record<string, unknown> = {}) {
  return {
    idempotency_key: key(),
    recorded_at: minutesAgo(30).toISOString(),
    customer_id: null,
    lines: [
      {
        key: `service-${seq++}`,
        kind: 'service',
        service_id: service,
        technician_id: tech,
        unit_price: 4000,
        quantity: 1,
        discount: 0,
      },
    ],
    labels: ['Classic Manicure · Cindy Offline'],
    ticket_discount: null,
    tip: null,
    tip_shares: [],
    total: 4000,
    tenders: [{ type: 'cash', amount: 5000 }],
    ...over,
  };
}

const invoicesByKey = (k: string) =>
  t.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.storeId, salon.id), eq(invoices.idempotencyKey, k)));
const submissionByKey = async (k: string) =>
  (
    await t.db
      .select()
      .from(offlineSubmissions)
      .where(and(eq(offlineSubmissions.storeId, salon.id), eq(offlineSubmissions.key, k)))
  )[0];

describe('pos.offline.store: a ticket rung up offline', () => {
  test('is paid once, at the moment it was rung up, with the cash recorded equal to the total (change given back)', async () => {
    const body = ticket();
    const first = await owner.json(STORE, body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'accepted',
      invoice_id: expect.any(Number),
      number: expect.any(Number),
      replayed: false,
    });
    const [invoice] = await invoicesByKey(body.idempotency_key);
    expect(invoice).toMatchObject({
      status: 'paid',
      totalCents: 4000,
      cashAmount: 4000,
      changeCents: 1000,
    });
    expect(invoice.paidAt!.toISOString()).toBe(body.recorded_at);
    const payments = await t.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payments.map((p) => [p.type, p.amountCents])).toEqual([['cash', 4000]]);

    // The answer was lost and the station sends it again: the same invoice, nothing paid twice.
    const again = await owner.json(STORE, body);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      status: 'accepted',
      invoice_id: first.body.invoice_id,
      replayed: true,
    });
    expect(await invoicesByKey(body.idempotency_key)).toHaveLength(1);
  });

  test('a price changed since: it waits for a manager with the reason, and a repeat answers the same without an invoice', async () => {
    const body = ticket({
      lines: [
        {
          key: 'service-p',
          kind: 'service',
          service_id: service,
          technician_id: tech,
          unit_price: 3500,
          quantity: 1,
          discount: 0,
        },
      ],
      total: 3500,
      tenders: [{ type: 'cash', amount: 3500 }],
    });
    const res = await owner.json(STORE, body);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      status: 'to_resolve',
      reason: 'Classic Manicure costs $40.00 now; it was rung up at $35.00.',
    });
    const row = await submissionByKey(body.idempotency_key);
    expect(row).toMatchObject({ kind: 'ticket', status: 'to_resolve', storeId: salon.id });
    expect(row.recordedAt.toISOString()).toBe(body.recorded_at);
    expect((await owner.json(STORE, body)).body).toEqual(res.body);
    expect(await invoicesByKey(body.idempotency_key)).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(offlineSubmissions)
        .where(eq(offlineSubmissions.key, body.idempotency_key)),
    ).toHaveLength(1);
  });

  test('a technician switched off since: it waits for a manager', async () => {
    const gone = await makeEmployee(t.db, salon.id, { name: 'Gone Tech' });
    await t.db.update(employees).set({ isActive: false }).where(eq(employees.id, gone));
    const body = ticket({
      lines: [
        {
          key: 'service-g',
          kind: 'service',
          service_id: service,
          technician_id: gone,
          unit_price: 4000,
          quantity: 1,
          discount: 0,
        },
      ],
    });
    const res = await owner.json(STORE, body);
    expect(res.status).toBe(202);
    expect(english(res.body.reason)).toBe('That technician is not working here.');
  });

  test('a total the server works out differently (a tax the station did not show) waits, never paid at a sum nobody saw', async () => {
    const body = ticket({
      lines: [
        {
          key: 'retail-1',
          kind: 'retail',
          service_id: item,
          technician_id: null,
          unit_price: 1000,
          quantity: 1,
          discount: 0,
        },
      ],
      total: 1000,
      tenders: [{ type: 'cash', amount: 1000 }],
    });
    const res = await owner.json(STORE, body);
    expect(res.status).toBe(202);
    expect(english(res.body.reason)).toBe(
      'The ticket comes to $11.00 now, not the $10.00 it was rung up for.',
    );
    expect(await invoicesByKey(body.idempotency_key)).toHaveLength(0);
  });

  test('a time in the future or more than 72 hours ago is refused beside recorded_at; nothing is stored', async () => {
    for (const at of [new Date(Date.now() + 60 * 60_000), minutesAgo(73 * 60)]) {
      const body = ticket({ recorded_at: at.toISOString() });
      const res = await owner.json(STORE, body);
      expect(res.status).toBe(422);
      expect(res.body.errors.recorded_at).toMatch(/future|72 hours/);
      expect(await submissionByKey(body.idempotency_key)).toBeUndefined();
    }
    const junk = await owner.json(STORE, ticket({ recorded_at: 'yesterday' }));
    expect(junk.status).toBe(422);
    expect(english(junk.body.errors.recorded_at)).toBe(
      'The time it was recorded is not a valid time.',
    );
  });

  test('card and gift card tenders, gift card lines and too little cash are refused with a clear message', async () => {
    const card = await owner.json(
      STORE,
      ticket({ tenders: [{ type: 'credit_card', amount: 4000 }] }),
    );
    expect(card.status).toBe(422);
    expect(card.body.errors.tenders).toBe(english(OFFLINE_CARD_REFUSED));
    const giftCardTender = await owner.json(
      STORE,
      ticket({ tenders: [{ type: 'gift_card', amount: 4000 }] }),
    );
    expect(giftCardTender.body.errors.tenders).toBe(english(OFFLINE_GIFT_CARD_REFUSED));
    const giftCardLine = await owner.json(
      STORE,
      ticket({
        lines: [
          {
            key: 'gc',
            kind: 'giftcard',
            service_id: null,
            technician_id: null,
            unit_price: 5000,
            quantity: 1,
            discount: 0,
          },
        ],
      }),
    );
    expect(giftCardLine.body.errors['lines.0.kind']).toBe(english(OFFLINE_GIFT_CARD_REFUSED));
    const short = await owner.json(STORE, ticket({ tenders: [{ type: 'cash', amount: 3999 }] }));
    expect(short.status).toBe(422);
    expect(english(short.body.errors.tenders)).toBe('The cash taken is less than the amount due.');
    const badKey = await owner.json(STORE, ticket({ idempotency_key: 'x' }));
    expect(english(badKey.body.errors.idempotency_key)).toBe('The offline key is invalid.');
  });

  test('another store’s service is not taken: it waits as not on this salon’s menu', async () => {
    const other = await makeStore(t.db);
    const foreign = await makeService(t.db, other.id, { priceCents: 4000 });
    const res = await owner.json(
      STORE,
      ticket({
        lines: [
          {
            key: 'f',
            kind: 'service',
            service_id: foreign,
            technician_id: tech,
            unit_price: 4000,
            quantity: 1,
            discount: 0,
          },
        ],
      }),
    );
    expect(res.status).toBe(202);
    expect(english(res.body.reason)).toBe('That service is not on this salon’s menu.');
  });

  test('a role without "manage pos" gets 403', async () => {
    const referral = await signedIn(t.app, 'referral@example.com');
    expect((await referral.json(STORE, ticket())).status).toBe(403);
  });
});

describe('offline-tickets: the manager resolves what waits', () => {
  /** A ticket queued at $35 for the $40 service: it waits. */
  async function waiting(price = 3500) {
    const body = ticket({
      lines: [
        {
          key: `s-${seq++}`,
          kind: 'service',
          service_id: service,
          technician_id: tech,
          unit_price: price,
          quantity: 1,
          discount: 0,
        },
      ],
      total: price,
      tenders: [{ type: 'cash', amount: price }],
    });
    expect((await owner.json(STORE, body)).status).toBe(202);
    return submissionByKey(body.idempotency_key);
  }

  test('the list shows what waits, as the station recorded it, with the reason', async () => {
    const row = await waiting();
    const res = await owner.visit(INDEX);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/OfflineTickets/Index');
    const item = res.body.props.waiting.find((w: { id: number }) => w.id === row.id);
    expect(item).toMatchObject({
      kind: 'ticket',
      reason: 'Classic Manicure costs $40.00 now; it was rung up at $35.00.',
      lines: [
        {
          kind: 'item',
          label: 'Classic Manicure · Cindy Offline',
          quantity: 1,
          amount_cents: 3500,
        },
      ],
      shown_total: 3500,
      cash_taken: 3500,
      resolution: null,
      invoice_id: null,
    });
    // Codes only: the page says the kind and the resolution.
    expect(item).not.toHaveProperty('kind_label');
    expect(item).not.toHaveProperty('resolution_label');
    expect(item.recorded_at).toBe(row.recordedAt.toISOString());
  });

  test('accept at today’s prices: paid in cash for today’s total at the time it was rung up, once', async () => {
    const row = await waiting();
    const res = await owner.post(resolveUrl(row.id), { resolution: 'accepted_today', note: '' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(english(INDEX));
    const [invoice] = await invoicesByKey(row.key);
    expect(invoice).toMatchObject({
      status: 'paid',
      totalCents: 4000,
      cashAmount: 4000,
      changeCents: 0,
    });
    expect(invoice.paidAt!.getTime()).toBe(row.recordedAt.getTime());
    expect(await submissionByKey(row.key)).toMatchObject({
      status: 'resolved',
      resolution: 'accepted_today',
      invoiceId: invoice.id,
      resolvedByName: expect.stringMatching(/^Owner /),
    });
    // A second decision (another manager, a double tap) changes nothing.
    const again = await owner.post(resolveUrl(row.id), { resolution: 'accepted_today' });
    expect(again.status).toBe(302);
    expect(english((await owner.visit(INDEX)).body.props.errors.resolution)).toBe(
      'This offline ticket has already been resolved.',
    );
    expect(await invoicesByKey(row.key)).toHaveLength(1);
    // The station's repeat now finds the invoice.
    const replay = await owner.json(STORE, {
      ...ticket(),
      ...(row.payload as object),
      idempotency_key: row.key,
    });
    expect(replay.body).toMatchObject({
      status: 'accepted',
      invoice_id: invoice.id,
      replayed: true,
    });
  });

  test('accept as recorded: the station’s prices, on the manager’s approval', async () => {
    const row = await waiting(3000);
    expect(
      (
        await owner.post(resolveUrl(row.id), {
          resolution: 'accepted_recorded',
          note: 'Old price honoured',
        })
      ).status,
    ).toBe(303);
    const [invoice] = await invoicesByKey(row.key);
    expect(invoice).toMatchObject({ totalCents: 3000, cashAmount: 3000 });
    expect(await submissionByKey(row.key)).toMatchObject({
      resolution: 'accepted_recorded',
      resolutionNote: 'Old price honoured',
    });
  });

  test('discard needs a reason; with one, no sale is recorded', async () => {
    const row = await waiting();
    await owner.post(resolveUrl(row.id), { resolution: 'discarded', note: '  ' });
    expect(english((await owner.visit(INDEX)).body.props.errors.note)).toBe(
      'Say why it is discarded.',
    );
    expect(
      (await owner.post(resolveUrl(row.id), { resolution: 'discarded', note: 'Rung up twice' }))
        .status,
    ).toBe(303);
    expect(await invoicesByKey(row.key)).toHaveLength(0);
    const list = (await owner.visit(INDEX)).body.props;
    expect(list.resolved.find((r: { id: number }) => r.id === row.id)).toMatchObject({
      resolution: 'discarded',
      resolution_note: 'Rung up twice',
    });
  });

  test('a refusal by checkout when accepting (the technician left since) is said beside the decision and changes nothing', async () => {
    const leaving = await makeEmployee(t.db, salon.id, { name: 'Leaving Tech' });
    const body = ticket({
      lines: [
        {
          key: 'l',
          kind: 'service',
          service_id: service,
          technician_id: leaving,
          unit_price: 3500,
          quantity: 1,
          discount: 0,
        },
      ],
      total: 3500,
      tenders: [{ type: 'cash', amount: 3500 }],
    });
    await owner.json(STORE, body);
    const row = await submissionByKey(body.idempotency_key);
    await t.db.update(employees).set({ isActive: false }).where(eq(employees.id, leaving));
    await owner.post(resolveUrl(row.id), { resolution: 'accepted_recorded' });
    expect(english((await owner.visit(INDEX)).body.props.errors.resolution)).toBe(
      'It cannot be taken: That technician is not working here.',
    );
    expect(await submissionByKey(row.key)).toMatchObject({ status: 'to_resolve' });
  });

  test('a recorded ticket that no longer reads (the demo’s, naming no real service) can only be discarded; a clock event shows who it was', async () => {
    const other = await makeStore(t.db);
    const boss = await signedIn(t.app, other.owner.email);
    await seedOfflineToResolve(t.db, other.id);
    const { waiting } = (await boss.visit(INDEX)).body.props;
    expect(waiting.map((w: { kind: string }) => w.kind)).toEqual(['ticket', 'clock_out']);
    expect(waiting[1].lines).toEqual([
      { kind: 'employee', id: 0, name: 'David Pham' },
      { kind: 'amount', field: 'tip_amount', amount_cents: 2500 },
    ]);
    await boss.post(resolveUrl(waiting[0].id), { resolution: 'accepted_today' });
    expect(english((await boss.visit(INDEX)).body.props.errors.resolution)).toBe(
      'The ticket as recorded cannot be read any more: discard it and enter it by hand.',
    );
    expect(
      (
        await boss.post(resolveUrl(waiting[0].id), {
          resolution: 'discarded',
          note: 'Entered by hand',
        })
      ).status,
    ).toBe(303);
  });

  test('bad input is refused beside its field', async () => {
    const row = await waiting();
    await owner.post(resolveUrl(row.id), { resolution: 'maybe' });
    expect(english((await owner.visit(INDEX)).body.props.errors.resolution)).toBe(
      'Choose what to do with this ticket.',
    );
    await owner.post(resolveUrl(row.id), { resolution: 'discarded', note: 'x'.repeat(501) });
    expect((await owner.visit(INDEX)).body.props.errors.note).toMatch(/500 characters/);
  });

  test('another store’s offline ticket is a 404, and its list does not show ours', async () => {
    const row = await waiting();
    const other = await makeStore(t.db);
    const stranger = await signedIn(t.app, other.owner.email);
    expect(
      (await stranger.post(resolveUrl(row.id), { resolution: 'discarded', note: 'not mine' }))
        .status,
    ).toBe(404);
    expect((await stranger.visit(INDEX)).body.props.waiting).toEqual([]);
    expect(
      (await owner.post(resolveUrl(2147483647), { resolution: 'discarded', note: 'x' })).status,
    ).toBe(404);
    expect(await submissionByKey(row.key)).toMatchObject({ status: 'to_resolve' });
  });

  test('a role without "manage invoices" gets 403 on the list and on resolving', async () => {
    const row = await waiting();
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit(INDEX)).status).toBe(403);
    expect(
      (await manager.post(resolveUrl(row.id), { resolution: 'discarded', note: 'x' })).status,
    ).toBe(403);
  });
});

describe('employees.clock_offline: a clock event queued offline', () => {
  const clock = (c: Client, over: Record<string, unknown>) =>
    c.json(CLOCK, {
      idempotency_key: key(),
      user_id: '7102',
      password: '1234',
      kind: 'clock_in',
      recorded_at: minutesAgo(120).toISOString(),
      ...over,
    });
  const records = () => t.db.select().from(clockRecords).where(eq(clockRecords.employeeId, tech2));

  test('a clock in and a clock out land at the moments they were tapped, each once; one that does not fit waits', async () => {
    const inAt = minutesAgo(120);
    const clockIn = { idempotency_key: key(), recorded_at: inAt.toISOString() };
    const first = await clock(owner, clockIn);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      status: 'accepted',
      reason: null,
      reason_code: null,
      name: 'Dana Offline',
    });
    expect((await clock(owner, clockIn)).body.status).toBe('accepted');
    expect(await records()).toHaveLength(1);
    expect((await records())[0].clockIn.toISOString()).toBe(inAt.toISOString());

    // Out before the shift began: kept for a manager with the reason.
    const early = await clock(owner, {
      kind: 'clock_out',
      recorded_at: minutesAgo(180).toISOString(),
    });
    expect(early.status).toBe(202);
    expect(english(early.body.reason)).toMatch(/^The shift began at .*, after this clock-out\.$/);

    const outAt = minutesAgo(10);
    const out = await clock(owner, {
      kind: 'clock_out',
      recorded_at: outAt.toISOString(),
      tip_amount: 1500,
    });
    expect(out.status).toBe(200);
    const [record] = await records();
    expect(record.clockOut!.toISOString()).toBe(outAt.toISOString());
    expect(record.tipCents).toBe(1500);

    // A second clock-out of the same shift: not clocked in any more.
    const twice = await clock(owner, {
      kind: 'clock_out',
      recorded_at: minutesAgo(5).toISOString(),
    });
    expect(twice.status).toBe(202);
    expect(english(twice.body.reason)).toBe('Not clocked in at the time of this clock-out.');
    // A clock-in inside the shift just closed overlaps it.
    const inside = await clock(owner, { recorded_at: minutesAgo(60).toISOString() });
    expect(english(inside.body.reason)).toMatch(/^A shift on record ends at /);
    expect(await records()).toHaveLength(1);
  });

  test('wrong credentials are refused with the spec’s message; nothing is stored', async () => {
    const body = { idempotency_key: key(), password: '9999' };
    const res = await clock(owner, body);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(english(MESSAGES.employeeNotFound));
    expect(await submissionByKey(body.idempotency_key)).toBeUndefined();
    expect(
      (await clock(owner, { recorded_at: new Date(Date.now() + 3_600_000).toISOString() })).status,
    ).toBe(422);
  });

  test('another store’s employee cannot be clocked from this store', async () => {
    const other = await makeStore(t.db);
    await makeEmployee(t.db, other.id, { staffNumber: '7999' });
    const res = await clock(owner, { user_id: '7999' });
    expect(res.status).toBe(422);
  });

  test('a rejected clock event is resolved without any shift change; "today’s prices" is no choice for it', async () => {
    const res = await clock(owner, {
      kind: 'clock_out',
      recorded_at: minutesAgo(1).toISOString(),
      idempotency_key: 'dismiss-me-1',
    });
    expect(res.status).toBe(202);
    const row = await submissionByKey('dismiss-me-1');
    await owner.post(resolveUrl(row.id), { resolution: 'accepted_today' });
    expect(english((await owner.visit(INDEX)).body.props.errors.resolution)).toBe(
      'Accept the clock event as recorded, or reject it.',
    );
    expect(
      (await owner.post(resolveUrl(row.id), { resolution: 'discarded', note: 'Fixed by hand' }))
        .status,
    ).toBe(303);
  });
});

describe('a payroll already finalised', () => {
  test('a ticket or a clock event dated into it waits, and cannot be accepted: a correction is an adjustment in the next payroll', async () => {
    const frozen = await makeStore(t.db, { name: 'Frozen Payroll Salon' });
    const boss = await signedIn(t.app, frozen.owner.email);
    const svc = await makeService(t.db, frozen.id, { priceCents: 3000 });
    const worker = await makeEmployee(t.db, frozen.id, { staffNumber: '7301' });
    const yesterday = addDays(storeToday(frozen.timezone), -1);
    await t.db.insert(payrollRuns).values({
      storeId: frozen.id,
      periodStart: addDays(yesterday, -9),
      periodEnd: yesterday,
      state: 'finalised',
      finalisedAt: new Date(),
      finalisedByName: 'Test',
      createdByName: 'Test',
    });
    const body = ticket({
      recorded_at: minutesAgo(26 * 60).toISOString(),
      total: 3000,
      tenders: [{ type: 'cash', amount: 3000 }],
      lines: [
        {
          key: 'fz',
          kind: 'service',
          service_id: svc,
          technician_id: worker,
          unit_price: 3000,
          quantity: 1,
          discount: 0,
        },
      ],
    });
    const res = await boss.json(STORE, body);
    expect(res.status).toBe(202);
    expect(english(res.body.reason)).toMatch(
      /^Payroll is finalised through \d\d-\d\d-\d{4}\. Add an adjustment to the next payroll instead\.$/,
    );
    const [row] = await t.db
      .select()
      .from(offlineSubmissions)
      .where(
        and(
          eq(offlineSubmissions.storeId, frozen.id),
          eq(offlineSubmissions.key, body.idempotency_key),
        ),
      );
    await boss.post(resolveUrl(row.id), { resolution: 'accepted_recorded' });
    expect(english((await boss.visit(INDEX)).body.props.errors.resolution)).toMatch(
      /^It cannot be taken: Payroll is finalised through /,
    );
    expect(
      await t.db.select().from(invoices).where(eq(invoices.idempotencyKey, body.idempotency_key)),
    ).toHaveLength(0);

    const clockIn = await boss.json(CLOCK, {
      idempotency_key: key(),
      user_id: '7301',
      password: '1234',
      kind: 'clock_in',
      recorded_at: minutesAgo(26 * 60).toISOString(),
    });
    expect(clockIn.status).toBe(202);
    expect(english(clockIn.body.reason)).toMatch(/^Payroll is finalised through /);
    expect(
      await t.db.select().from(clockRecords).where(eq(clockRecords.employeeId, worker)),
    ).toHaveLength(0);
  });
});

describe('a cash drawer counted since', () => {
  test('a sale dated into it waits; accepted, the count’s expected cash takes it in and its variance goes away', async () => {
    const shop = await makeStore(t.db, { name: 'Counted Drawer Salon' });
    const boss = await signedIn(t.app, shop.owner.email);
    const svc = await makeService(t.db, shop.id, { priceCents: 4000 });
    const worker = await makeEmployee(t.db, shop.id, { staffNumber: '7401' });
    // A drawer opened two hours ago with a $200 float, counted now with the offline sale's $40 in it.
    expect(
      (await boss.post('/dashboard/cash-drawer', { float: 20000, idempotency_key: key() })).status,
    ).toBe(302);
    const [session] = await t.db
      .select()
      .from(drawerSessions)
      .where(eq(drawerSessions.storeId, shop.id));
    await t.db
      .update(drawerSessions)
      .set({ openedAt: minutesAgo(120) })
      .where(eq(drawerSessions.id, session.id));
    expect(
      (await boss.post(`/dashboard/cash-drawer/${session.id}/close`, { counted: 24000 })).status,
    ).toBe(302);
    const counted = (
      await t.db.select().from(drawerSessions).where(eq(drawerSessions.id, session.id))
    )[0];
    expect(counted).toMatchObject({
      expectedCents: 20000,
      varianceCents: 4000,
      countedCents: 24000,
    });

    const body = ticket({
      recorded_at: minutesAgo(30).toISOString(),
      lines: [
        {
          key: 'cd',
          kind: 'service',
          service_id: svc,
          technician_id: worker,
          unit_price: 4000,
          quantity: 1,
          discount: 0,
        },
      ],
    });
    const res = await boss.json(STORE, body);
    expect(res.status).toBe(202);
    expect(english(res.body.reason)).toBe(
      'The cash drawer open at that time has been counted since: a manager takes this sale into its figures.',
    );
    expect(await invoicesByKey(body.idempotency_key)).toHaveLength(0);

    const [row] = await t.db
      .select()
      .from(offlineSubmissions)
      .where(
        and(
          eq(offlineSubmissions.storeId, shop.id),
          eq(offlineSubmissions.key, body.idempotency_key),
        ),
      );
    expect((await boss.post(resolveUrl(row.id), { resolution: 'accepted_recorded' })).status).toBe(
      303,
    );
    const after = (
      await t.db.select().from(drawerSessions).where(eq(drawerSessions.id, session.id))
    )[0];
    expect(after).toMatchObject({
      cashSalesCents: 4000,
      expectedCents: 24000,
      varianceCents: 0,
      countedCents: 24000,
      status: counted.status,
    });
  });
});
