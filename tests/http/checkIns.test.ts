import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { employeeByNumber, storeId } from '../support/lookups';
import { ticketKit, type TicketKit } from '../support/tickets';
import {
  checkIns,
  checkInSettings,
  clockRecords,
  customers,
  invoiceLines,
  invoices,
  turnEvents,
} from '../../database/schema';
import { setBroadcaster, silentBroadcaster, storeChannel } from '../../server/realtime/storeEvents';
import { storeToday } from '../../common/storeTime';
import { createRole } from '../../database/queries/roles';
import { assignUserRole, createUser } from '../../database/queries/users';
import { hashPassword } from '../../server/domain/access/passwords';

/** The desk's queue (checkins.*), the POS customer check-in page, the Check-ins settings tab, and checkout closing the visit. */
let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;
let kit: TicketKit;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  owner = await signedIn(t.app, 'owner@example.com');
  kit = await ticketKit(t.db);
});
afterAll(() => t.close());

/** A waiting check-in of a fresh customer (555-02xx phones are this file's own). */
async function waiting(store = lotus, over: Partial<typeof checkIns.$inferInsert> = {}) {
  const [c] = await t.db
    .insert(customers)
    .values({
      storeId: store,
      name: `Walk In ${seq}`,
      phone: `555020${String(seq++).padStart(4, '0')}`,
    })
    .returning();
  const [row] = await t.db
    .insert(checkIns)
    .values({
      storeId: store,
      customerId: c.id,
      businessDate: storeToday(store === lotus ? 'America/New_York' : 'America/Los_Angeles'),
      source: 'kiosk',
      byName: 'Kiosk',
      ...over,
    })
    .returning();
  return row;
}
const reload = async (id: number) =>
  (await t.db.select().from(checkIns).where(eq(checkIns.id, id)))[0];

describe('the queue', () => {
  test('shows today’s check-ins with status, wait and the filters', async () => {
    const a = await waiting(lotus, { serviceIds: [kit.service] });
    const res = await owner.visit('/dashboard/checkins');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Checkins/Index');
    const row = res.body.props.check_ins.find((r: { id: number }) => r.id === a.id);
    expect(row).toMatchObject({
      status: 'waiting',
      requested: null,
      assigned: null,
      waited_until: null,
      services: [{ id: kit.service }],
    });
    expect(row.position).toBeGreaterThanOrEqual(1);
    // The wait as minutes and the status as a code: the page says them in the reader's language.
    expect(Number.isInteger(row.wait_minutes)).toBe(true);
    expect(row).not.toHaveProperty('status_label');
    expect(row).not.toHaveProperty('wait_label');
    expect(res.body.props.statuses).toEqual([
      'waiting',
      'assigned',
      'in_service',
      'done',
      'cancelled',
      'no_show',
    ]);
    expect(res.body.props.counts.waiting).toBeGreaterThanOrEqual(1);
    expect(res.body.props.can_start).toBe(true);
    const cancelled = (await owner.visit('/dashboard/checkins?status=cancelled')).body.props;
    expect(cancelled.filters.status).toBe('cancelled');
    expect(cancelled.check_ins.every((r: { status: string }) => r.status === 'cancelled')).toBe(
      true,
    );
    expect((await owner.visit('/dashboard/checkins?status=bogus')).body.props.filters.status).toBe(
      'all',
    );
  });

  test('needs "view checkins" (403), and another store’s check-in is a 404', async () => {
    const referral = await signedIn(t.app, 'referral@example.com');
    expect((await referral.visit('/dashboard/checkins')).status).toBe(403);
    const other = await waiting(rose);
    for (const path of ['assign', 'cancel', 'no-show'])
      expect(
        (
          await owner.post(`/dashboard/checkins/${other.id}/${path}`, {
            technician_id: kit.techs[0],
            reason: 'x',
          })
        ).status,
      ).toBe(404);
    expect((await owner.visit(`/dashboard/pos/checkins/${other.id}`)).status).toBe(404);
    expect(
      (
        await owner.post(`/dashboard/pos/checkins/${other.id}/start`, {
          technician_id: kit.techs[0],
        })
      ).status,
    ).toBe(404);
    expect((await owner.visit('/dashboard/pos/checkins/2147483648')).status).toBe(404);
    expect((await reload(other.id)).status).toBe('waiting');
  });

  test('a viewer without "manage pos" works the queue but cannot start a service', async () => {
    const role = await createRole(t.db, lotus, {
      name: `Front ${seq++}`,
      permissions: ['view checkins'],
    });
    const user = await createUser(t.db, {
      storeId: lotus,
      name: 'Desk Only',
      email: `desk${seq}@example.com`,
      passwordHash: await hashPassword('password'),
    });
    await assignUserRole(t.db, user.id, role.id);
    const desk = await signedIn(t.app, `desk${seq}@example.com`);
    const a = await waiting();
    const page = await desk.visit('/dashboard/checkins');
    expect(page.status).toBe(200);
    expect(page.body.props.can_start).toBe(false);
    expect(
      (await desk.post(`/dashboard/checkins/${a.id}/assign`, { technician_id: kit.techs[0] }))
        .status,
    ).toBe(302);
    expect((await desk.visit(`/dashboard/pos/checkins/${a.id}`)).status).toBe(403);
    expect((await desk.post(`/dashboard/pos/checkins/${a.id}/start`, {})).status).toBe(403);
  });

  test('the desk checks in a new customer, then a known one; the same one twice is refused kindly', async () => {
    const phone = `555021${String(seq++).padStart(4, '0')}`;
    const missing = await owner.post('/dashboard/checkins', { phone });
    expect(missing.status).toBe(302);
    expect((await owner.visit('/dashboard/checkins')).body.props.errors).toEqual({
      name: 'Please enter your name.',
    });
    const res = await owner.post('/dashboard/checkins', {
      phone,
      name: 'Desk Walkin',
      service_ids: [kit.service],
      requested_technician_id: kit.techs[1],
    });
    expect(res.headers.location).toBe('/dashboard/checkins');
    const [c] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, lotus), eq(customers.phone, phone)));
    const [row] = await t.db.select().from(checkIns).where(eq(checkIns.customerId, c.id));
    expect(row).toMatchObject({
      source: 'front_desk',
      status: 'waiting',
      requestedTechnicianId: kit.techs[1],
      byName: 'Linh Owner',
    });
    const found = await owner.agent
      .get(`/dashboard/checkins/customers?phone=${phone}`)
      .set({ Accept: 'application/json' });
    expect(found.body).toEqual({ customer: { id: c.id, name: 'Desk Walkin' } });
    await owner.post('/dashboard/checkins', { phone });
    expect((await owner.visit('/dashboard/checkins')).body.props.errors).toEqual({
      phone: "You are already checked in. We'll call you soon!",
    });
  });

  test('assign writes the turn log once; cancel and no-show need a reason and close only open visits', async () => {
    const a = await waiting();
    const page = await owner.visit('/dashboard/checkins');
    expect(page.body.props).toHaveProperty('suggested_technician_id');
    await owner.post(`/dashboard/checkins/${a.id}/assign`, { technician_id: kit.techs[0] });
    await owner.post(`/dashboard/checkins/${a.id}/assign`, { technician_id: kit.techs[0] });
    expect(await reload(a.id)).toMatchObject({
      status: 'assigned',
      assignedTechnicianId: kit.techs[0],
    });
    expect(
      await t.db.select().from(turnEvents).where(eq(turnEvents.checkInId, a.id)),
    ).toMatchObject([{ kind: 'assign', technicianId: kit.techs[0], byName: 'Linh Owner' }]);

    await owner.post(`/dashboard/checkins/${a.id}/assign`, { technician_id: 'x' });
    expect((await owner.visit('/dashboard/checkins')).body.props.errors).toEqual({
      technician_id: 'The technician is invalid.',
    });
    const roseTech = (await employeeByNumber(t.db, rose, '2001'))!;
    await owner.post(`/dashboard/checkins/${a.id}/assign`, { technician_id: roseTech.id });
    expect((await owner.visit('/dashboard/checkins')).body.props.errors).toEqual({
      technician_id: 'Please choose an active technician.',
    });

    await owner.post(`/dashboard/checkins/${a.id}/cancel`, { reason: '  ' });
    expect((await owner.visit('/dashboard/checkins')).body.props.errors).toEqual({
      reason: 'The reason field is required.',
    });
    await owner.post(`/dashboard/checkins/${a.id}/cancel`, { reason: 'Had to leave' });
    expect(await reload(a.id)).toMatchObject({ status: 'cancelled', cancelReason: 'Had to leave' });
    await owner.post(`/dashboard/checkins/${a.id}/no-show`, { reason: 'Gone' });
    expect((await owner.visit('/dashboard/checkins')).body.flash.error).toBe(
      'This check-in is cancelled; it cannot be marked as a no-show.',
    );

    const b = await waiting();
    await owner.post(`/dashboard/checkins/${b.id}/no-show`, { reason: 'Called twice' });
    expect(await reload(b.id)).toMatchObject({ status: 'no_show', cancelReason: 'Called twice' });
  });
});

describe('the turn board follows the desk', () => {
  /** The technician's card on the turn board. */
  const card = async (id: number) =>
    (
      (await owner.visit('/dashboard/turn-managements')).body.props.board.technicians as {
        id: number;
        status: string;
        reasons: { kind: string; label: string; effect: string }[];
      }[]
    ).find((x) => x.id === id)!;
  const tech = () => kit.techs[0];
  beforeAll(async () => {
    await t.db
      .insert(clockRecords)
      .values({ storeId: lotus, employeeId: tech(), clockIn: new Date(Date.now() - 3600_000) })
      .onConflictDoNothing();
  });

  test('Assign tells both the desk and the turn board (CheckInChanged and TurnsChanged)', async () => {
    const a = await waiting();
    const sent: { channels: string[]; event: string }[] = [];
    setBroadcaster({ publish: async (channels, event) => void sent.push({ channels, event }) });
    try {
      await owner.post(`/dashboard/checkins/${a.id}/assign`, { technician_id: tech() });
    } finally {
      setBroadcaster(silentBroadcaster);
    }
    expect(sent.map((e) => e.event).sort()).toEqual(['CheckInChanged', 'TurnsChanged']);
    expect(sent.every((e) => e.channels.includes(storeChannel(lotus)))).toBe(true);
    await owner.post(`/dashboard/checkins/${a.id}/cancel`, { reason: 'Test over' });
  });

  for (const [path, reason, logged] of [
    ['cancel', 'Had to leave', 'Cancelled: Had to leave'],
    ['no-show', 'Called twice', 'No-show: Called twice'],
  ] as const) {
    test(`${path} of an assigned visit frees her technician again, with a turn event that says why`, async () => {
      await owner.post(`/dashboard/turn-managements/${tech()}/status`, { status: 'available' });
      const a = await waiting();
      await owner.post(`/dashboard/checkins/${a.id}/assign`, { technician_id: tech() });
      expect((await card(tech())).status).toBe('busy');
      const sent: string[] = [];
      setBroadcaster({ publish: async (_channels, event) => void sent.push(event) });
      try {
        await owner.post(`/dashboard/checkins/${a.id}/${path}`, { reason });
      } finally {
        setBroadcaster(silentBroadcaster);
      }
      expect(sent.sort()).toEqual(['CheckInChanged', 'TurnsChanged']);
      const after = await card(tech());
      expect(after.status).toBe('available');
      expect(after.reasons.at(-1)).toMatchObject({
        kind: 'release',
        label: `Walk-in released by Linh Owner: ${logged}`,
        effect: 'Available again',
      });
      const rows = await t.db.select().from(turnEvents).where(eq(turnEvents.checkInId, a.id));
      expect(rows.map((r) => [r.kind, r.technicianId, r.reason])).toEqual([
        ['assign', tech(), null],
        ['release', tech(), logged],
      ]);
    });
  }

  test('moving a visit to another technician frees the first one', async () => {
    await owner.post(`/dashboard/turn-managements/${tech()}/status`, { status: 'available' });
    const a = await waiting();
    await owner.post(`/dashboard/checkins/${a.id}/assign`, { technician_id: tech() });
    await owner.post(`/dashboard/checkins/${a.id}/assign`, { technician_id: kit.techs[1] });
    const first = await card(tech());
    expect(first.status).toBe('available');
    expect(first.reasons.at(-1)?.label).toMatch(/^Walk-in released by Linh Owner: Moved to /);
    await owner.post(`/dashboard/checkins/${a.id}/cancel`, { reason: 'Test over' });
  });
});

describe('starting and paying', () => {
  test('the POS page fills in her, her technician and services; start opens the pay screen with the visit; paying marks it done once', async () => {
    const a = await waiting(lotus, {
      serviceIds: [kit.service],
      requestedTechnicianId: kit.techs[1],
    });
    const page = await owner.visit(`/dashboard/pos/checkins/${a.id}`);
    expect(page.body.component).toBe('Admin/POS/CustomerCheckin');
    expect(page.body.props).toMatchObject({
      technician_id: kit.techs[1],
      check_in: {
        id: a.id,
        requested: { id: kit.techs[1] },
        services: [{ id: kit.service, price: 4000 }],
      },
    });

    await owner.post(`/dashboard/pos/checkins/${a.id}/start`, {});
    expect((await owner.visit(`/dashboard/pos/checkins/${a.id}`)).body.props.errors).toEqual({
      technician_id: 'Please choose an active technician.',
    });
    const start = await owner.post(`/dashboard/pos/checkins/${a.id}/start`, {
      technician_id: kit.techs[1],
    });
    expect(start.headers.location).toBe(
      `/dashboard/pos/pay/ticket?check_in=${a.id}&technician=${kit.techs[1]}`,
    );
    expect(await reload(a.id)).toMatchObject({
      status: 'in_service',
      assignedTechnicianId: kit.techs[1],
    });

    const pay = await owner.visit(start.headers.location);
    expect(pay.body.component).toBe('Admin/POS/Pay');
    const ci = pay.body.props.check_in;
    expect(ci).toMatchObject({
      id: a.id,
      requested_technician_id: kit.techs[1],
      lines: [{ service_id: kit.service, technician_id: kit.techs[1], unit_price: 4000 }],
    });

    const body = {
      customer_id: ci.customer.id,
      lines: ci.lines,
      tip: null,
      ticket_discount: null,
      tip_shares: [],
      draft_id: null,
      check_in_id: a.id,
      idempotency_key: `checkin-${a.id}-key`,
      tenders: [{ type: 'cash', amount: 4000 }],
    };
    const paid = await owner.post('/dashboard/pos/pay/ticket', body);
    expect(paid.status).toBe(303);
    const done = await reload(a.id);
    expect(done).toMatchObject({ status: 'done' });
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.id, done.invoiceId!));
    expect(inv).toMatchObject({ status: 'paid', checkInId: a.id, customerId: ci.customer.id });
    expect(
      await t.db
        .select({ requested: invoiceLines.requested })
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, inv.id)),
    ).toEqual([{ requested: true }]);

    // The same payment again: the same ticket, nothing new.
    const again = await owner.post('/dashboard/pos/pay/ticket', body);
    expect(again.headers.location).toBe(paid.headers.location);
    expect(await t.db.select().from(invoices).where(eq(invoices.checkInId, a.id))).toHaveLength(1);
    // Another ticket for the same visit is refused.
    await owner.post('/dashboard/pos/pay/ticket', {
      ...body,
      idempotency_key: `checkin-${a.id}-other`,
    });
    expect((await owner.visit('/dashboard/pos/pay/ticket')).body.props.errors).toEqual({
      check_in_id: 'This check-in was already paid on another ticket.',
    });
    expect(await t.db.select().from(invoices).where(eq(invoices.checkInId, a.id))).toHaveLength(1);
  });
});

describe('settings tab "Check-ins"', () => {
  test('shows the kiosk settings and link, saves them with validation, and rotates the link', async () => {
    const page = await owner.visit('/dashboard/settings?tab=checkins');
    expect(page.body.props.tabs.find((x: { key: string }) => x.key === 'checkins').built).toBe(
      true,
    );
    expect(page.body.props.checkins).toMatchObject({
      require_email: false,
      allow_technician_choice: true,
      reset_seconds: 10,
      welcome_text: 'Welcome! Please check in.',
    });
    expect(page.body.props.kiosk_url).toMatch(/\/kiosk\/[A-Za-z0-9_-]{32}$/);

    await owner.send('put', '/dashboard/settings/checkins', {
      welcome_text: '',
      reset_seconds: 2,
      consent_text: '',
    });
    expect((await owner.visit('/dashboard/settings?tab=checkins')).body.props.errors).toEqual({
      welcome_text: 'The welcome text field is required.',
      reset_seconds: 'The reset delay must be from 5 to 120 seconds.',
      consent_text: 'The consent text field is required.',
    });
    const saved = await owner.send('put', '/dashboard/settings/checkins', {
      require_email: true,
      require_birthday: false,
      require_services: true,
      allow_technician_choice: false,
      welcome_text: 'Hi there!',
      reset_seconds: '15',
      consent_text: 'Texts ok. Reply STOP.',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe('/dashboard/settings?tab=checkins');
    const [row] = await t.db
      .select()
      .from(checkInSettings)
      .where(eq(checkInSettings.storeId, lotus));
    expect(row).toMatchObject({
      requireEmail: true,
      requireServices: true,
      allowTechnicianChoice: false,
      welcomeText: 'Hi there!',
      resetSeconds: 15,
      consentText: 'Texts ok. Reply STOP.',
    });

    await owner.post('/dashboard/settings/checkins/link');
    const [after] = await t.db
      .select()
      .from(checkInSettings)
      .where(eq(checkInSettings.storeId, lotus));
    expect(after.kioskToken).not.toBe(row.kioskToken);
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.post('/dashboard/settings/checkins/link')).status).toBe(403);
    expect((await manager.send('put', '/dashboard/settings/checkins', {})).status).toBe(403);
  });
});
