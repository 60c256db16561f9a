import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { employeeByNumber, storeId } from '../support/lookups';
import { ticketKit, type TicketKit } from '../support/tickets';
import {
  drawerMovements,
  drawerSessions,
  employees,
  invoiceLines,
  roles,
} from '../../database/schema';
import { assignUserRole, createUser } from '../../database/queries/users';
import { hashPassword } from '../../server/domain/access/passwords';
import { refundInvoice } from '../../server/domain/tickets/refunds';
import { voidInvoice } from '../../server/domain/tickets/voids';
import { seedDrawer } from '../../database/seeders/drawer';
import { storeToday, addDays } from '../../common/storeTime';
import { computePeriodPay, computePeriodsPay } from '../../server/domain/payroll/payrollRuns';

/**
 * The cash drawer: open with a float, movements, a blind close,
 * a manager's approval beyond the threshold, and the daily report. Each
 * describe leaves the store's drawer closed for the next.
 */
const PAGE = '/dashboard/cash-drawer';
const NY = 'America/New_York';

let t: TestApp;
let owner: Client;
let manager: Client;
let lotus: number;
let kit: TicketKit;
let seq = 0;
const key = () => `drawer-test-${seq++}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  owner = await signedIn(t.app, 'owner@example.com');
  manager = await signedIn(t.app, 'manager@example.com');
  kit = await ticketKit(t.db);
});
afterAll(() => t.close());

const page = async (client = owner, query = '') => {
  const res = await client.visit(`${PAGE}${query}`);
  expect(res.status).toBe(200);
  expect(res.body.component).toBe('Admin/CashDrawer/Index');
  return res.body.props;
};
const errorsAfter = async (client = owner) => (await page(client)).errors ?? {};

async function openDrawer(client = owner, floatCents = 20000) {
  const res = await client.post(PAGE, { float: floatCents, idempotency_key: key() });
  expect(res.status).toBe(302);
  return (await page(client)).open.session.id as number;
}

const move = (client: Client, session: number, body: object) =>
  client.post(
    `${PAGE}/${session}/movements`,
    { idempotency_key: key(), reason: 'Test', ...body },
    { 'X-Inertia-Error-Bag': 'movement' },
  );
const sessionRow = async (id: number) =>
  (await t.db.select().from(drawerSessions).where(eq(drawerSessions.id, id)))[0];

/** A role of the store's with these permissions, given to a new user who is then signed in. */
async function userWith(name: string, email: string, permissions: string[]) {
  expect((await owner.post('/dashboard/roles', { name, permissions })).status).toBe(302);
  const [role] = await t.db
    .select()
    .from(roles)
    .where(and(eq(roles.storeId, lotus), eq(roles.name, name)));
  const user = await createUser(t.db, {
    storeId: lotus,
    name,
    email,
    passwordHash: await hashPassword('password'),
  });
  await assignUserRole(t.db, user.id, role.id);
  return { client: await signedIn(t.app, email), roleId: role.id };
}

describe('who may do what', () => {
  test('"view daily reports" may look; "manage pos" may work the drawer; neither is a 403; only "manage settings" sets the threshold', async () => {
    const viewer = (await userWith('Drawer Viewer', 'viewer@example.com', ['view daily reports']))
      .client;
    const nobody = (await userWith('Drawer Nobody', 'nobody@example.com', ['view customers']))
      .client;
    const props = await page(viewer);
    expect(props.can).toEqual({ operate: false, approve: false, settings: false });
    expect((await viewer.post(PAGE, { float: 100, idempotency_key: key() })).status).toBe(403);
    expect((await nobody.visit(PAGE)).status).toBe(403);
    expect((await nobody.post(PAGE, { float: 100, idempotency_key: key() })).status).toBe(403);
    expect((await page(manager)).can).toEqual({ operate: true, approve: false, settings: false });
    expect(
      (await manager.send('put', `${PAGE}/settings`, { variance_threshold: 100 })).status,
    ).toBe(403);

    const session = await openDrawer(manager);
    expect((await move(viewer, session, { kind: 'drop', amount: 100 })).status).toBe(403);
    expect((await viewer.post(`${PAGE}/${session}/close`, { counted: 100 })).status).toBe(403);
    expect((await viewer.post(`${PAGE}/${session}/approve`, { approval_reason: 'x' })).status).toBe(
      403,
    );
    // The owner closes it even (a float of $200 and nothing else).
    expect((await owner.post(`${PAGE}/${session}/close`, { counted: 20000 })).status).toBe(302);
    expect((await sessionRow(session)).status).toBe('closed');
  });

  test('another store’s session is a 404 on every route; an impossible id too', async () => {
    const owner2 = await signedIn(t.app, 'owner2@example.com');
    const rose = await openDrawer(owner2, 5000);
    expect((await move(owner, rose, { kind: 'drop', amount: 100 })).status).toBe(404);
    expect((await owner.post(`${PAGE}/${rose}/close`, { counted: 5000 })).status).toBe(404);
    expect((await owner.post(`${PAGE}/${rose}/approve`, { approval_reason: 'x' })).status).toBe(
      404,
    );
    expect((await owner.post(`${PAGE}/2147483648/close`, { counted: 1 })).status).toBe(404);
    expect((await owner.post(`${PAGE}/abc/close`, { counted: 1 })).status).toBe(404);
    // Rose's drawer is untouched, and Lotus's page does not list it.
    expect(
      (await t.db.select().from(drawerMovements).where(eq(drawerMovements.sessionId, rose))).length,
    ).toBe(0);
    expect((await page()).history.data.map((s: { id: number }) => s.id)).not.toContain(rose);
    expect((await owner2.post(`${PAGE}/${rose}/close`, { counted: 5000 })).status).toBe(302);
  });
});

describe('the open drawer', () => {
  test('bad input is shown beside each field', async () => {
    expect(
      (
        await owner.post(
          PAGE,
          { float: -1, idempotency_key: 'x' },
          { 'X-Inertia-Error-Bag': 'open' },
        )
      ).status,
    ).toBe(302);
    expect((await errorsAfter()).open).toEqual({
      float: 'The float may not be negative.',
      idempotency_key: 'The form key is invalid. Please reload the page.',
    });
    expect(
      (
        await owner.post(
          PAGE,
          { float: 10_000_001, idempotency_key: key() },
          { 'X-Inertia-Error-Bag': 'open' },
        )
      ).status,
    ).toBe(302);
    expect((await errorsAfter()).open).toEqual({ float: 'The float is too large.' });

    const session = await openDrawer();
    await move(owner, session, { kind: 'tip_payout', amount: 0, reason: '', employee_id: '' });
    expect((await errorsAfter()).movement).toEqual({
      amount: 'The amount must be at least $0.01.',
      reason: 'The reason field is required.',
      employee_id: 'Choose the technician the tip is paid to.',
    });
    await move(owner, session, { kind: 'open_till', amount: 'ten', reason: 'x'.repeat(201) });
    expect((await errorsAfter()).movement).toEqual({
      kind: 'Choose pay in, pay out, tip payout or drop.',
      amount: 'The amount must be an amount.',
      reason: 'The reason may not be longer than 200 characters.',
    });
    // Another store's technician is no technician here.
    const rose = await storeId(t.db, 'Rose Nails');
    const ivy = (await employeeByNumber(t.db, rose, '2001'))!;
    await move(owner, session, { kind: 'tip_payout', amount: 500, employee_id: ivy.id });
    expect((await errorsAfter()).movement).toEqual({
      employee_id: 'Choose the technician the tip is paid to.',
    });
    // A second drawer cannot open beside it.
    await owner.post(
      PAGE,
      { float: 100, idempotency_key: key() },
      { 'X-Inertia-Error-Bag': 'open' },
    );
    expect((await errorsAfter()).open).toEqual({
      float: 'The drawer is already open: close it with a count before opening another.',
    });
    expect(
      (await t.db.select().from(drawerMovements).where(eq(drawerMovements.sessionId, session)))
        .length,
    ).toBe(0);
    await owner.post(`${PAGE}/${session}/close`, { counted: 20000 });
  });

  test('the same form sent twice records once: opening, a movement, a count', async () => {
    const openKey = key();
    const [a, b] = await Promise.all([
      owner.post(PAGE, { float: 15000, idempotency_key: openKey }),
      owner.post(PAGE, { float: 15000, idempotency_key: openKey }),
    ]);
    expect([a.status, b.status]).toEqual([302, 302]);
    expect(
      (await t.db.select().from(drawerSessions).where(eq(drawerSessions.idempotencyKey, openKey)))
        .length,
    ).toBe(1);
    const session = (await page()).open.session.id;
    const body = {
      kind: 'pay_in',
      amount: 2500,
      reason: 'Change from the bank',
      idempotency_key: key(),
    };
    const sent = await Promise.all([
      owner.post(`${PAGE}/${session}/movements`, body),
      owner.post(`${PAGE}/${session}/movements`, body),
    ]);
    expect(sent.map((r) => r.status)).toEqual([302, 302]);
    expect(
      (await t.db.select().from(drawerMovements).where(eq(drawerMovements.sessionId, session)))
        .length,
    ).toBe(1);
    const closes = await Promise.all([
      owner.post(`${PAGE}/${session}/close`, { counted: 17500 }),
      owner.post(`${PAGE}/${session}/close`, { counted: 17500 }),
    ]);
    expect(closes.map((r) => r.status)).toEqual([302, 302]);
    expect(await sessionRow(session)).toMatchObject({
      status: 'closed',
      countedCents: 17500,
      expectedCents: 17500,
      varianceCents: 0,
    });
    // A different count afterwards is refused: a blind count is not typed again.
    await owner.post(
      `${PAGE}/${session}/close`,
      { counted: 100 },
      { 'X-Inertia-Error-Bag': 'close' },
    );
    expect((await errorsAfter()).close).toEqual({
      counted: 'This drawer was already counted at $175.00.',
    });
  });

  test('until the count, nothing on the page says what the drawer should hold', async () => {
    const session = await openDrawer(manager);
    await kit.pay();
    const props = await page(manager);
    expect(props.open.count).toBeNull();
    expect(props.open.session).toMatchObject({
      float_cents: 20000,
      expected_cents: null,
      cash_sales_cents: null,
      counted_cents: null,
      variance_cents: null,
    });
    // Instants travel as ISO; the page shows them in the store's zone.
    expect(props.open.session.opened_at).toBe((await sessionRow(session)).openedAt.toISOString());
    const listed = props.history.data.find((s: { id: number }) => s.id === session);
    expect(listed).toMatchObject({ expected_cents: null, cash_sales_cents: null });
    // The last close shown is an earlier session's, never this one's.
    expect(props.last_closed?.id).not.toBe(session);
    // After the count: expected, counted and the difference ($200 float + $51 sale, $1 short, within $5).
    expect((await manager.post(`${PAGE}/${session}/close`, { counted: 25000 })).status).toBe(302);
    const after = await page(manager);
    expect(after.open).toBeNull();
    expect(after.last_closed).toMatchObject({
      id: session,
      expected_cents: 25100,
      counted_cents: 25000,
      variance_cents: -100,
      approved_by: null,
    });
  });
});

describe('a count beyond the threshold', () => {
  let session: number;
  let lead: number;

  beforeAll(async () => {
    // Bao (staff 1002) leads the shift with "manage settings"; Cindy (1003) is a technician.
    const { roleId } = await userWith('Shift Lead', 'lead-user@example.com', [
      'manage pos',
      'manage settings',
    ]);
    lead = (await employeeByNumber(t.db, lotus, '1002'))!.id;
    await t.db.update(employees).set({ roleId }).where(eq(employees.id, lead));
  });

  test('is refused without a manager: the count stands and the drawer stays open', async () => {
    session = await openDrawer(manager, 10000);
    expect((await manager.post(`${PAGE}/${session}/close`, { counted: 8000 })).status).toBe(302);
    expect(await sessionRow(session)).toMatchObject({
      status: 'open',
      countedCents: 8000,
      expectedCents: 10000,
      varianceCents: -2000,
      thresholdCents: 500,
    });
    const props = await page(manager);
    expect(props.open.count).toMatchObject({
      counted_cents: 8000,
      expected_cents: 10000,
      variance_cents: -2000,
      threshold_cents: 500,
    });
    // No more movements on a counted drawer.
    await move(manager, session, { kind: 'drop', amount: 100 });
    expect((await errorsAfter(manager)).movement).toEqual({
      amount:
        'This drawer has been counted: a manager must approve the count before anything else is recorded.',
    });
    // The manager signed in may not approve it alone.
    await manager.post(
      `${PAGE}/${session}/approve`,
      { approval_reason: 'Miscount' },
      { 'X-Inertia-Error-Bag': 'approve' },
    );
    expect((await errorsAfter(manager)).approve).toEqual({
      approver_id: 'A manager must approve: type their staff number (or email) and password.',
    });
    expect((await sessionRow(session)).status).toBe('open');
  });

  test('a wrong password, a technician, or a manager of another store is refused', async () => {
    const approve = (body: object) =>
      manager.post(
        `${PAGE}/${session}/approve`,
        { approval_reason: 'Miscount', ...body },
        { 'X-Inertia-Error-Bag': 'approve' },
      );
    await approve({ approver_id: '1002', approver_password: 'wrong' });
    expect((await errorsAfter(manager)).approve).toEqual({
      approver_id:
        'That staff number (or email) and password do not match a manager of this store.',
    });
    await approve({ approver_id: '1003', approver_password: '1234' });
    expect((await errorsAfter(manager)).approve).toEqual({
      approver_id:
        'Cindy Le may not approve a drawer count: only a manager who may manage settings can.',
    });
    await approve({ approver_id: 'owner2@example.com', approver_password: 'password' });
    expect((await errorsAfter(manager)).approve).toEqual({
      approver_id:
        'That staff number (or email) and password do not match a manager of this store.',
    });
    await approve({ approver_id: '1002', approver_password: '' });
    expect((await errorsAfter(manager)).approve).toEqual({
      approver_password: 'The manager’s password is required.',
    });
    await approve({ approver_id: '1002', approver_password: '1234', approval_reason: '' });
    expect((await errorsAfter(manager)).approve).toEqual({
      approval_reason: 'The reason field is required.',
    });
    expect((await sessionRow(session)).status).toBe('open');
    await t.resetThrottles();
  });

  test('is accepted with a manager’s staff number, password and reason, and records who approved', async () => {
    const body = {
      approver_id: '1002',
      approver_password: '1234',
      approval_reason: 'Recounted: a $20 pay-out for towels was not recorded',
    };
    expect((await manager.post(`${PAGE}/${session}/approve`, body)).status).toBe(302);
    expect(await sessionRow(session)).toMatchObject({
      status: 'closed',
      approvedByEmployeeId: lead,
      approvedByName: 'Bao Tran',
      approvalReason: 'Recounted: a $20 pay-out for towels was not recorded',
      countedByName: 'Mai Manager',
    });
    // Sent again: the same answer, nothing changes.
    expect((await manager.post(`${PAGE}/${session}/approve`, body)).status).toBe(302);
    expect((await page(manager)).last_closed).toMatchObject({
      id: session,
      approved_by: 'Bao Tran',
      variance_cents: -2000,
    });
  });

  test('the owner (who may manage settings) approves as themself with a reason; the threshold is the store’s own', async () => {
    expect((await owner.send('put', `${PAGE}/settings`, { variance_threshold: 2500 })).status).toBe(
      303,
    );
    expect((await page()).threshold_cents).toBe(2500);
    const within = await openDrawer(owner, 10000);
    await owner.post(`${PAGE}/${within}/close`, { counted: 12500 });
    expect(await sessionRow(within)).toMatchObject({
      status: 'closed',
      varianceCents: 2500,
      thresholdCents: 2500,
    });
    const over = await openDrawer(owner, 10000);
    await owner.post(`${PAGE}/${over}/close`, { counted: 12501 });
    expect((await sessionRow(over)).status).toBe('open');
    expect((await page()).can.approve).toBe(true);
    expect(
      (
        await owner.post(`${PAGE}/${over}/approve`, {
          approval_reason: 'Float was $125.01 this morning',
        })
      ).status,
    ).toBe(302);
    expect(await sessionRow(over)).toMatchObject({
      status: 'closed',
      approvedByName: 'Linh Owner',
    });
    await owner.send(
      'put',
      `${PAGE}/settings`,
      { variance_threshold: -1 },
      { 'X-Inertia-Error-Bag': 'settings' },
    );
    expect((await errorsAfter()).settings).toEqual({
      variance_threshold: 'The threshold may not be negative.',
    });
    await owner.send('put', `${PAGE}/settings`, { variance_threshold: 500 });
  });
});

describe('the expected cash and the daily report', () => {
  test('float, cash kept on tickets paid while open (voids left out), cash refunds, pay-ins, pay-outs, tip payouts and drops', async () => {
    const before = await kit.pay(); // paid before the drawer opened: not its cash
    const session = await openDrawer(owner, 20000);
    // $60 handed over for $51: $51 kept. A $51 cash ticket voided the same day: nothing kept.
    await kit.pay({ tenders: [{ type: 'cash', amountCents: 6000 }] });
    const voided = await kit.pay();
    expect(await voidInvoice(t.db, kit.store, voided, 'Rung up twice', kit.actor)).toBe(true);
    await kit.pay({ tenders: [{ type: 'credit_card', amountCents: 5100, cardLast4: '4242' }] });
    // $10 back in cash on the ticket paid before the drawer opened: it still leaves this drawer.
    const [line] = await t.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, before), eq(invoiceLines.kind, 'service')));
    await refundInvoice(
      t.db,
      kit.store,
      before,
      {
        idempotencyKey: key(),
        reason: 'Chipped',
        lines: [{ lineId: line.id, amountCents: 1000 }],
        tipCents: 0,
        payouts: [{ type: 'cash', amountCents: 1000, giftCardCode: null }],
      },
      kit.actor,
    );
    expect(
      (await move(owner, session, { kind: 'pay_in', amount: 5000, reason: 'Change from the bank' }))
        .status,
    ).toBe(302);
    expect(
      (await move(owner, session, { kind: 'pay_out', amount: 1299, reason: 'Cotton pads' })).status,
    ).toBe(302);
    expect(
      (
        await move(owner, session, {
          kind: 'tip_payout',
          amount: 2000,
          reason: 'Card tips',
          employee_id: kit.techs[0],
        })
      ).status,
    ).toBe(302);
    expect(
      (await move(owner, session, { kind: 'drop', amount: 10000, reason: 'To the safe' })).status,
    ).toBe(302);

    const open = await page();
    expect(
      open.open.movements.map(
        (m: { kind: string; amount_cents: number; technician: string | null; by: string }) => [
          m.kind,
          m.amount_cents,
          m.technician,
          m.by,
        ],
      ),
    ).toEqual([
      ['pay_in', 5000, null, 'Linh Owner'],
      ['pay_out', 1299, null, 'Linh Owner'],
      ['tip_payout', 2000, 'Cindy Le', 'Linh Owner'],
      ['drop', 10000, null, 'Linh Owner'],
    ]);
    // The kind goes as its code only; the page says it in the reader's language.
    for (const m of open.open.movements) expect(m).not.toHaveProperty('kind_label');
    // The same sums made here in SQL over the session's window.
    const row = await sessionRow(session);
    const [sums] = (
      (await t.db.execute(sql`
      select (select coalesce(sum(cash_amount), 0) from invoices where store_id = ${lotus} and status = 'paid' and paid_at >= ${row.openedAt.toISOString()}::timestamptz)::int as sales,
             (select coalesce(sum(p.amount_cents), 0) from refund_payments p join refunds r on r.id = p.refund_id where r.store_id = ${lotus} and p.type = 'cash' and r.created_at >= ${row.openedAt.toISOString()}::timestamptz)::int as refunds`)) as unknown as {
        rows: { sales: number; refunds: number }[];
      }
    ).rows;
    expect(sums).toEqual({ sales: 5100, refunds: 1000 });
    const expected = 20000 + 5100 - 1000 + 5000 - 1299 - 2000 - 10000;

    // Today's daily report shows the open drawer as of now, and the tip paid to Cindy.
    const today = storeToday(NY);
    const daily = (await owner.visit(`/dashboard/reports/daily?date=${today}`)).body.props;
    expect(daily.drawer_sessions.find((s: { id: number }) => s.id === session)).toMatchObject({
      status: 'open',
      float_cents: 20000,
      cash_sales_cents: 5100,
      cash_refund_cents: 1000,
      pay_in_cents: 5000,
      pay_out_cents: 1299,
      tip_payout_cents: 2000,
      drop_cents: 10000,
      expected_cents: expected,
      counted_cents: null,
    });
    expect(daily.tip_payouts).toContainEqual({ id: kit.techs[0], name: 'Cindy Le', cents: 2000 });

    expect((await owner.post(`${PAGE}/${session}/close`, { counted: expected + 300 })).status).toBe(
      302,
    );
    expect(await sessionRow(session)).toMatchObject({
      status: 'closed',
      cashSalesCents: 5100,
      cashRefundCents: 1000,
      expectedCents: expected,
      countedCents: expected + 300,
      varianceCents: 300,
    });
    // A sale after the close is not this drawer's.
    await kit.pay();
    const closed = (await owner.visit(`/dashboard/reports/daily?date=${today}`)).body.props;
    expect(closed.drawer_sessions.find((s: { id: number }) => s.id === session)).toMatchObject({
      expected_cents: expected,
      counted_cents: expected + 300,
      variance_cents: 300,
    });
    // The variance goes in cents only: the page says "Over by $3.00".
    expect(closed.drawer_sessions[0]).not.toHaveProperty('variance_label');
    const csv = (await owner.get(`/dashboard/reports/daily/export?date=${today}`)).text;
    expect(csv).toContain('Drawer session,Opened,Opened by,Float');
    expect(csv).toContain(`${session},`);
    expect(csv).toContain('Cindy Le,20.00');
  });

  test('the demo’s drawer: yesterday’s closed session with its movements, today’s left unopened', async () => {
    const now = new Date();
    await seedDrawer(t.db, now);
    const yesterday = addDays(storeToday(NY, now), -1);
    const [seeded] = await t.db
      .select()
      .from(drawerSessions)
      .where(and(eq(drawerSessions.storeId, lotus), eq(drawerSessions.businessDate, yesterday)));
    expect(seeded).toMatchObject({ status: 'closed' });
    expect(seeded.expectedCents! - seeded.countedCents!).toBe(-seeded.varianceCents!);
    expect(
      (await t.db.select().from(drawerMovements).where(eq(drawerMovements.sessionId, seeded.id)))
        .length,
    ).toBeGreaterThanOrEqual(2);
    const daily = (await owner.visit(`/dashboard/reports/daily?date=${yesterday}`)).body.props;
    expect(daily.drawer_sessions.map((s: { id: number }) => s.id)).toContain(seeded.id);
    const props = await page();
    expect(props.open).toBeNull();
  });
});

describe('payroll and the drawer', () => {
  test('card tips paid out of the drawer are cash the technician already has: payroll takes them off her pay, in the period paid', async () => {
    const today = storeToday(NY);
    const cindyPay = async (day: string) =>
      (
        await computePeriodPay(
          t.db,
          lotus,
          NY,
          { start: day, end: day },
          { runId: null, cardTipFeeBp: null },
        )
      ).find((p) => p.employeeId === kit.techs[0])?.result;
    const [before] = [await cindyPay(today)];
    const session = await openDrawer(owner, 10000);
    expect(
      (
        await move(owner, session, {
          kind: 'tip_payout',
          amount: 1500,
          reason: 'Card tips',
          employee_id: kit.techs[0],
        })
      ).status,
    ).toBe(302);
    const after = await cindyPay(today);
    expect(after!.cashOutCents).toBe((before?.cashOutCents ?? 0) + 1500);
    expect(after!.netCents).toBe((before?.netCents ?? 0) - 1500);
    // Payroll Control's many periods at once agrees, and yesterday's period is untouched.
    const [[yesterday], [todays]] = await Promise.all([
      computePeriodsPay(
        t.db,
        lotus,
        NY,
        [{ period: { start: addDays(today, -1), end: addDays(today, -1) }, runId: null }],
        null,
      ),
      computePeriodsPay(
        t.db,
        lotus,
        NY,
        [{ period: { start: today, end: today }, runId: null }],
        null,
      ),
    ]);
    expect(todays.find((p) => p.employeeId === kit.techs[0])!.result.cashOutCents).toBe(
      after!.cashOutCents,
    );
    expect(yesterday.find((p) => p.employeeId === kit.techs[0])?.result.cashOutCents ?? 0).toBe(0);
  });
});
