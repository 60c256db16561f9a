import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { emptyToday, employeeByNumber, storeId } from '../support/lookups';
import { ticketKit, type TicketKit } from '../support/tickets';
import { checkIns, clockRecords, customers, turnEvents, turnSettings } from '../../database/schema';
import { createUser, assignUserRole } from '../../database/queries/users';
import { createRole } from '../../database/queries/roles';
import { hashPassword } from '../../server/domain/access/passwords';
import { storeToday } from '../../common/storeTime';

/** turn_managements.* and turn_settings.*: the board, its actions, the rules' settings. */
let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;
let kit: TicketKit;
/** Staff 1002, 1003 and 1004 (Bao Tran, Cindy Le, David Pham), called by their place at clock-in. */
let anna: number, bao: number, cindy: number;
const BOARD = '/dashboard/turn-managements';
const today = () => storeToday('America/New_York');

interface Tech {
  id: number;
  name: string;
  status: string;
  turns_label: string;
  position: number | null;
  next_up: boolean;
  next_walk_in: string | null;
  clocked_in_at: string | null;
  reasons: { label: string; effect: string; counted: boolean }[];
}
const board = async (client = owner) => {
  const res = await client.visit(BOARD);
  expect(res.status).toBe(200);
  return res.body.props.board.technicians as Tech[];
};
const find = (techs: Tech[], id: number) => techs.find((x) => x.id === id)!;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  owner = await signedIn(t.app, 'owner@example.com');
  kit = await ticketKit(t.db, 'Lotus Nail Spa', ['1002', '1003']);
  [anna, bao, cindy] = await Promise.all(
    ['1002', '1003', '1004'].map(async (n) => (await employeeByNumber(t.db, lotus, n))!.id),
  );
  await emptyToday(t.db, lotus);
  // Clocked in an hour, two and three minutes ago: anna first, then bao, then cindy.
  const now = Date.now();
  await t.db.insert(clockRecords).values(
    [anna, bao, cindy].map((employeeId, i) => ({
      storeId: lotus,
      employeeId,
      clockIn: new Date(now - 3600_000 + i * 60_000),
    })),
  );
});
afterAll(() => t.close());

describe('the turn board', () => {
  test('shows who is clocked in today, in order, with the next up, without the admin layout', async () => {
    const res = await owner.visit(BOARD);
    expect(res.body.component).toBe('Admin/TurnManagements/Index');
    expect(res.body.props).toMatchObject({
      can_adjust: true,
      can_settings: true,
      adjust_reasons: ['Appointment', 'Request', 'Skip Turn', 'Late', 'Others'],
      waiting: { count: 0, next: null },
    });
    expect(res.body.props.board.rules).toContainEqual({ key: 'turnmanagements.rule.fewestTurns' });
    const techs = res.body.props.board.technicians as Tech[];
    expect(techs.slice(0, 3).map((x) => x.id)).toEqual([anna, bao, cindy]);
    expect(techs[0]).toMatchObject({
      position: 1,
      next_up: true,
      status: 'available',
      turns_label: '0',
    });
    // The status as its code only: the board says "Available" from the catalogue.
    for (const x of techs) expect(x).not.toHaveProperty('status_label');
    // Values on the wire: the store's day as YYYY-MM-DD, the clock-in as its instant.
    expect(res.body.props.board.date).toBe(today());
    const [annaIn] = await t.db
      .select({ at: clockRecords.clockIn })
      .from(clockRecords)
      .where(and(eq(clockRecords.employeeId, anna), isNull(clockRecords.clockOut)));
    expect(techs[0].clocked_in_at).toBe(annaIn.at.toISOString());
  });

  test('a paid ticket counts a turn and a void takes it away again', async () => {
    const [svc] = [kit.service];
    const invoiceId = await kit.pay({
      lines: [
        {
          key: 'service-turn-1',
          kind: 'service',
          serviceId: svc,
          technicianId: anna,
          unitPriceCents: null,
          quantity: 1,
          discountCents: 0,
        },
      ],
      tenders: [{ type: 'cash', amountCents: 4000 }],
    });
    let a = find(await board(), anna);
    expect(a.turns_label).toBe('1');
    // The ticket as the invoice list and the receipt name it: with the store's prefix.
    expect(a.reasons[0]).toMatchObject({
      counted: true,
      effect: '+1',
      label: expect.stringMatching(/^Ticket L-\d+ · Kit service /),
    });
    expect(a.position).toBe(3);

    const voided = await owner.post(`/dashboard/invoices/${invoiceId}/void`, {
      reason: 'Rang up twice',
    });
    expect(voided.status).toBe(302);
    a = find(await board(), anna);
    expect(a).toMatchObject({ turns_label: '0', position: 1 });
    expect(a.reasons[0]).toMatchObject({ counted: false, effect: 'Not counted: ticket voided' });
  });

  test('break and back: to the end of the line, logged with who did it', async () => {
    const res = await owner.post(
      `${BOARD}/${anna}/status`,
      { status: 'break' },
      { Referer: `http://127.0.0.1${BOARD}` },
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(BOARD);
    let techs = await board();
    expect(find(techs, anna)).toMatchObject({ status: 'break', next_up: false });
    expect(techs.find((x) => x.next_up)?.id).toBe(bao);

    await owner.post(`${BOARD}/${anna}/status`, { status: 'available' });
    // The same tap twice writes one row.
    await owner.post(`${BOARD}/${anna}/status`, { status: 'available' });
    techs = await board();
    expect(techs.findIndex((x) => x.id === anna)).toBeGreaterThan(
      techs.findIndex((x) => x.id === cindy),
    );
    const rows = await t.db
      .select()
      .from(turnEvents)
      .where(
        and(
          eq(turnEvents.storeId, lotus),
          eq(turnEvents.technicianId, anna),
          eq(turnEvents.kind, 'status'),
        ),
      );
    expect(rows.map((r) => r.status)).toEqual(['break', 'available']);
    expect(rows[0]).toMatchObject({ byName: 'Linh Owner', businessDate: today() });
  });

  test('adjust ±½ or ±1 with a reason, shown in her list; a double submit counts once', async () => {
    const before = find(await board(), cindy).turns_label;
    expect(before).toBe('0');
    const res = await owner.post(`${BOARD}/${cindy}/adjust`, {
      delta_halves: 1,
      reason: 'Late',
      note: '',
    });
    expect(res.status).toBe(303);
    await owner.post(`${BOARD}/${cindy}/adjust`, { delta_halves: 1, reason: 'Late', note: '' });
    await owner.post(`${BOARD}/${cindy}/adjust`, {
      delta_halves: 2,
      reason: 'Others',
      note: 'Took a walk-in during lunch',
    });
    const c = find(await board(), cindy);
    expect(c.turns_label).toBe('1½');
    expect(c.reasons.map((r) => [r.label, r.effect])).toEqual([
      ['Adjusted by Linh Owner: Late', '+½'],
      ['Adjusted by Linh Owner: Others: Took a walk-in during lunch', '+1'],
    ]);
    await owner.post(`${BOARD}/${cindy}/adjust`, { delta_halves: -2, reason: 'Request' });
    expect(find(await board(), cindy).turns_label).toBe('½');
  });

  test('adjust and skip are validated next to their fields', async () => {
    await owner.post(`${BOARD}/${bao}/adjust`, { delta_halves: 3, reason: 'Bored' });
    expect((await owner.visit(BOARD)).body.props.errors).toEqual({
      delta_halves: 'Choose +½, +1, −½ or −1.',
      reason: 'Choose a reason.',
    });
    await owner.post(`${BOARD}/${bao}/adjust`, { delta_halves: -1, reason: 'Others', note: '   ' });
    expect((await owner.visit(BOARD)).body.props.errors).toEqual({ note: 'Please say why.' });
    await owner.post(`${BOARD}/${bao}/adjust`, {
      delta_halves: 1,
      reason: 'Late',
      note: 'x'.repeat(201),
    });
    expect((await owner.visit(BOARD)).body.props.errors).toEqual({
      note: 'The note may not be longer than 200 characters.',
    });
    await owner.post(`${BOARD}/${bao}/skip`, { reason: '' });
    expect((await owner.visit(BOARD)).body.props.errors).toEqual({
      reason: 'The reason field is required.',
    });
    await owner.post(`${BOARD}/${bao}/status`, { status: 'out' });
    expect((await owner.visit(BOARD)).body.props.errors).toEqual({
      status: 'Choose available, busy, small service or break.',
    });
  });

  test('skip passes her over for the next walk-in', async () => {
    const res = await owner.post(`${BOARD}/${bao}/skip`, {
      reason: 'Finishing a pedicure cleanup',
    });
    expect(res.status).toBe(303);
    const techs = await board();
    expect(techs.filter((x) => x.position !== null).at(-1)?.id).toBe(bao);
    expect(find(techs, bao).reasons.at(-1)).toMatchObject({
      label: 'Skipped by Linh Owner: Finishing a pedicure cleanup',
    });
  });

  test('give the next walk-in: the oldest waiting check-in goes to her and she is busy', async () => {
    await owner.post(`${BOARD}/${cindy}/assign`);
    expect((await owner.visit(BOARD)).body.flash).toMatchObject({
      error: 'No one is waiting for a walk-in turn.',
    });

    const [c1, c2] = await t.db
      .insert(customers)
      .values([
        { storeId: lotus, name: 'Walk-in One', phone: '2125559901' },
        { storeId: lotus, name: 'Walk-in Two', phone: '2125559902' },
      ])
      .returning();
    const now = Date.now();
    const [first] = await t.db
      .insert(checkIns)
      .values([
        {
          storeId: lotus,
          customerId: c1.id,
          businessDate: today(),
          source: 'kiosk',
          byName: 'Kiosk',
          checkedInAt: new Date(now - 600_000),
        },
        {
          storeId: lotus,
          customerId: c2.id,
          businessDate: today(),
          source: 'kiosk',
          byName: 'Kiosk',
          checkedInAt: new Date(now - 300_000),
        },
      ])
      .returning();
    expect((await owner.visit(BOARD)).body.props.waiting).toEqual({
      count: 2,
      next: 'Walk-in One',
    });
    const res = await owner.post(`${BOARD}/${cindy}/assign`);
    expect(res.status).toBe(303);
    expect((await owner.visit(BOARD)).body.flash).toMatchObject({
      success: 'Walk-in One goes to David Pham.',
    });
    await owner.post(`${BOARD}/${cindy}/assign`);
    const [row] = await t.db.select().from(checkIns).where(eq(checkIns.id, first.id));
    expect(row).toMatchObject({ status: 'assigned', assignedTechnicianId: cindy });
    const page = await owner.visit(BOARD);
    expect(page.body.props.waiting).toEqual({ count: 1, next: 'Walk-in Two' });
    expect(find(page.body.props.board.technicians, cindy).status).toBe('busy');
  });

  test('give the next walk-in never hands her a customer who asked for someone else', async () => {
    const [forBao, anyone] = await t.db
      .insert(customers)
      .values([
        { storeId: lotus, name: 'Asked For Bao', phone: '2125559903' },
        { storeId: lotus, name: 'Anyone Will Do', phone: '2125559904' },
      ])
      .returning();
    const now = Date.now();
    // Older than every other waiting visit: she would be "the oldest" if requests were ignored.
    const [requested] = await t.db
      .insert(checkIns)
      .values([
        {
          storeId: lotus,
          customerId: forBao.id,
          businessDate: today(),
          source: 'kiosk',
          byName: 'Kiosk',
          requestedTechnicianId: bao,
          checkedInAt: new Date(now - 3000_000),
        },
        {
          storeId: lotus,
          customerId: anyone.id,
          businessDate: today(),
          source: 'kiosk',
          byName: 'Kiosk',
          checkedInAt: new Date(now - 2000_000),
        },
      ])
      .returning();
    await owner.post(`${BOARD}/${anna}/status`, { status: 'available' });
    const techs = (await owner.visit(BOARD)).body.props.board.technicians as Tech[];
    expect(find(techs, anna).next_walk_in).toBe('Anyone Will Do');
    expect(find(techs, bao).next_walk_in).toBe('Asked For Bao');

    await owner.post(`${BOARD}/${anna}/assign`);
    expect((await owner.visit(BOARD)).body.flash).toMatchObject({
      success: 'Anyone Will Do goes to Bao Tran.',
    });
    const [still] = await t.db.select().from(checkIns).where(eq(checkIns.id, requested.id));
    expect(still).toMatchObject({ status: 'waiting', assignedTechnicianId: null });
    // The technician she asked for gets her.
    await owner.post(`${BOARD}/${bao}/assign`);
    expect(
      (await t.db.select().from(checkIns).where(eq(checkIns.id, requested.id)))[0],
    ).toMatchObject({ status: 'assigned', assignedTechnicianId: bao });
  });

  test('someone not clocked in is refused kindly; another store’s employee and a nonsense id are 404', async () => {
    const emily = (await employeeByNumber(t.db, lotus, '1005'))!;
    await owner.post(`${BOARD}/${emily.id}/status`, { status: 'busy' });
    expect((await owner.visit(BOARD)).body.flash).toMatchObject({
      error: 'Emily Vo is not clocked in today.',
    });
    const roseTech = (await employeeByNumber(t.db, rose, '2001'))!;
    for (const action of ['status', 'skip', 'adjust', 'assign']) {
      expect(
        (
          await owner.post(`${BOARD}/${roseTech.id}/${action}`, {
            status: 'busy',
            reason: 'Late',
            delta_halves: 1,
          })
        ).status,
      ).toBe(404);
      expect((await owner.post(`${BOARD}/99999999/${action}`, { status: 'busy' })).status).toBe(
        404,
      );
    }
    expect((await owner.post(`${BOARD}/2147483648/status`, { status: 'busy' })).status).toBe(404);
  });

  test('permissions: viewing needs "view turn management"; moving turns by hand needs "manage pos" or "manage settings"', async () => {
    const passwordHash = await hashPassword('password');
    const viewer = await createUser(t.db, {
      storeId: lotus,
      name: 'Board Viewer',
      email: 'board-viewer@example.com',
      passwordHash,
    });
    const role = await createRole(t.db, lotus, {
      name: 'Board only',
      permissions: ['view turn management'],
    });
    await assignUserRole(t.db, viewer.id, role.id);
    await createUser(t.db, {
      storeId: lotus,
      name: 'No Board',
      email: 'no-board@example.com',
      passwordHash,
    });

    const nobody = await signedIn(t.app, 'no-board@example.com');
    expect((await nobody.visit(BOARD)).status).toBe(403);
    expect((await nobody.post(`${BOARD}/${anna}/status`, { status: 'busy' })).status).toBe(403);

    const watcher = await signedIn(t.app, 'board-viewer@example.com');
    const page = await watcher.visit(BOARD);
    expect(page.status).toBe(200);
    expect(page.body.props).toMatchObject({ can_adjust: false, can_settings: false });
    expect((await watcher.post(`${BOARD}/${anna}/status`, { status: 'busy' })).status).toBe(303);
    expect(
      (await watcher.post(`${BOARD}/${anna}/adjust`, { delta_halves: 1, reason: 'Late' })).status,
    ).toBe(403);
    expect((await watcher.post(`${BOARD}/${anna}/skip`, { reason: 'x' })).status).toBe(403);
    expect((await watcher.visit(`${BOARD}/settings`)).status).toBe(403);
    expect((await watcher.send('put', `${BOARD}/settings`, {})).status).toBe(403);

    // The manager rings up sales: may adjust, may not change the rules.
    const manager = await signedIn(t.app, 'manager@example.com');
    expect(
      (await manager.post(`${BOARD}/${anna}/adjust`, { delta_halves: -1, reason: 'Appointment' }))
        .status,
    ).toBe(303);
    expect((await manager.visit(`${BOARD}/settings`)).status).toBe(403);
  });
});

describe('turn settings', () => {
  const valid = {
    mode: 'auto',
    ordering: 'rotation',
    basis: 'price',
    small_service_threshold: '25.00',
    count_requested: true,
    count_appointments: false,
    break_return: 'keep',
  };

  test('shows the defaults until saved, saves (303), and saving twice is one row', async () => {
    const page = await owner.visit(`${BOARD}/settings`);
    expect(page.body.component).toBe('Admin/TurnManagements/Settings');
    expect(page.body.props.settings).toEqual({
      mode: 'auto',
      ordering: 'fewest_turns',
      basis: 'service_weight',
      small_service_threshold: 3000,
      count_requested: false,
      count_appointments: false,
      break_return: 'back',
    });
    const res = await owner.send('put', `${BOARD}/settings`, valid);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${BOARD}/settings`);
    await owner.send('put', `${BOARD}/settings`, valid);
    const rows = await t.db.select().from(turnSettings).where(eq(turnSettings.storeId, lotus));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ordering: 'rotation',
      basis: 'price',
      smallServiceThresholdCents: 2500,
      countRequested: true,
      breakReturn: 'keep',
    });
    expect((await owner.visit(`${BOARD}/settings`)).body.props.settings).toMatchObject({
      small_service_threshold: 2500,
      ordering: 'rotation',
    });
    expect((await owner.visit(BOARD)).body.props.board.rules).toContainEqual({
      key: 'turnmanagements.rule.rotation',
    });
    // Another store keeps its own rules.
    expect(
      await t.db.select().from(turnSettings).where(eq(turnSettings.storeId, rose)),
    ).toHaveLength(0);
    await owner.send('put', `${BOARD}/settings`, {
      ...valid,
      ordering: 'fewest_turns',
      basis: 'service_weight',
      count_requested: false,
      break_return: 'back',
    });
  });

  test('every error at once, next to its field', async () => {
    await owner.send('put', `${BOARD}/settings`, {
      mode: 'sometimes',
      ordering: 'alphabetical',
      basis: 'mood',
      small_service_threshold: '0',
      break_return: 'front',
    });
    expect((await owner.visit(`${BOARD}/settings`)).body.props.errors).toEqual({
      mode: 'Choose automatic or manual.',
      ordering: 'Choose how the line is ordered.',
      basis: 'Choose what a service counts.',
      small_service_threshold: 'The small service threshold must be more than $0.00.',
      break_return: 'Choose where a technician returns from a break.',
    });
    await owner.send('put', `${BOARD}/settings`, { ...valid, small_service_threshold: 'lots' });
    expect((await owner.visit(`${BOARD}/settings`)).body.props.errors).toEqual({
      small_service_threshold: 'The small service threshold must be an amount.',
    });
  });
});
