import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import {
  employees,
  invoiceLines,
  invoices,
  payrollAdjustments,
  payrollRunLines,
  payrollRuns,
} from '../../database/schema';
import { addDays, storeToday } from '../../common/storeTime';
import { periodContaining, recentPeriods } from '../../server/domain/payroll/payPeriods';
import {
  computePeriodPay,
  computePeriodsPay,
  DEFAULT_SCHEDULE,
} from '../../server/domain/payroll/payrollRuns';
import { signedRouteUrl } from '../../server/domain/security/signedLinks';
import { STUB_PURPOSE } from '../../server/domain/payroll/payStubLinks';
import { finalisedThrough } from '../../database/queries/payrolls';
import { employeePayrollSettings, refunds } from '../../database/schema';
import { payrollRoutes } from '../../routes/payrolls';
import { tipManagementRoutes } from '../../routes/tipManagements';
import { routeUrl } from '../../server/http/urls';
import type { RouteName } from '../../common/routes';
import { refundInvoice } from '../../server/domain/tickets/refunds';
import { ticketKit } from '../support/tickets';
import { freshDatabase } from '../support/database';

/**
 * payrolls.*: Payroll Control, a run of the last full demo week, adjustments,
 * finalise (once), the report and its CSV, and the technician's signed pay
 * stub link. Totals are checked against sums made here in plain SQL, where
 * the store's week is PostgreSQL's own `at time zone` reading of paid_at.
 */
const NY = 'America/New_York';
const INDEX = '/dashboard/payrolls';

let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;
let week: { start: string; end: string };
let runId: number;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  owner = await signedIn(t.app, 'owner@example.com');
  const today = storeToday(NY);
  week = periodContaining(
    DEFAULT_SCHEDULE,
    addDays(periodContaining(DEFAULT_SCHEDULE, today).start, -1),
  );
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function expectedSales() {
  const inWeekNow = sql`(i.paid_at at time zone ${NY})::date between ${week.start}::date and ${week.end}::date`;
  return rows<{ id: number; sales: number }>(sql`
    select l.technician_id as id, sum(l.net_cents)::int as sales from invoice_lines l join invoices i on i.id = l.invoice_id
    where i.store_id = ${lotus} and i.status = 'paid' and ${inWeekNow} and l.kind = 'service' and l.technician_id is not null
    group by l.technician_id order by l.technician_id`);
}

async function expectedTips() {
  const inWeekNow = sql`(i.paid_at at time zone ${NY})::date between ${week.start}::date and ${week.end}::date`;
  const [row] = await rows<{ tips: number }>(sql`
    select coalesce(sum(x.cents), 0)::int as tips from invoice_tips x join invoices i on i.id = x.invoice_id where i.store_id = ${lotus} and i.status = 'paid' and ${inWeekNow}`);
  return row.tips;
}

type Tech = {
  technician_id: number;
  name: string;
  service_sales: number;
  refunded_sales: number;
  tips: number;
  net: number;
  adjustments: number;
  stub_url: string | null;
};

describe('payrolls', () => {
  test('Payroll Control lists the recent periods with live totals; without "view payrolls report" it is 403', async () => {
    const res = await owner.visit(INDEX);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Payrolls/Index');
    const periods = res.body.props.periods as {
      start: string;
      state: string;
      net: number;
      service_sales: number;
    }[];
    const last = periods.find((p) => p.start === week.start)!;
    expect(last.state).toBe('not_started');
    expect(last.service_sales).toBe((await expectedSales()).reduce((s, r) => s + r.sales, 0));
    expect(last.service_sales).toBeGreaterThan(0);
    const manager = await signedIn(t.app, 'manager@example.com');
    for (const url of [
      INDEX,
      `${INDEX}/create`,
      `${INDEX}/reports?type=salary`,
      `${INDEX}/reports/export?type=salary`,
    ])
      expect((await manager.visit(url)).status).toBe(403);
    expect((await manager.post(INDEX, { period_start: week.start })).status).toBe(403);
  });

  test('the schedule is validated and saved', async () => {
    expect(
      (
        await owner.send('put', `${INDEX}/schedule`, {
          frequency: 'monthly',
          anchor_date: '2026-13-01',
          card_tip_fee: '50',
        })
      ).status,
    ).toBe(303);
    expect(Object.keys((await owner.visit(INDEX)).body.props.errors).sort()).toEqual([
      'anchor_date',
      'card_tip_fee',
      'frequency',
    ]);
    const res = await owner.send('put', `${INDEX}/schedule`, {
      frequency: 'weekly',
      anchor_date: DEFAULT_SCHEDULE.anchorDate,
      card_tip_fee: '',
    });
    expect(res.status).toBe(303);
    expect((await owner.visit(INDEX)).body.props.schedule).toEqual({
      frequency: 'weekly',
      anchor_date: DEFAULT_SCHEDULE.anchorDate,
      card_tip_fee: '',
    });
  });

  test('opening the last full week twice makes one run; a date that is not a period start is refused', async () => {
    expect((await owner.visit(`${INDEX}/create`)).body.component).toBe('Admin/Payrolls/Create');
    const first = await owner.post(INDEX, { period_start: week.start });
    expect(first.status).toBe(303);
    const second = await owner.post(INDEX, { period_start: week.start });
    expect(second.headers.location).toBe(first.headers.location);
    const runs = await t.db.select().from(payrollRuns).where(eq(payrollRuns.storeId, lotus));
    expect(runs).toHaveLength(1);
    runId = runs[0].id;
    expect(first.headers.location).toBe(`${INDEX}/${runId}/edit`);
    await owner.post(INDEX, { period_start: addDays(week.start, 1) });
    expect((await owner.visit(`${INDEX}/create`)).body.props.errors.period_start).toBe(
      'Choose a pay period of the schedule.',
    );
  });

  test("the run shows each technician live, with service sales equal to the invoices' lines", async () => {
    const res = await owner.visit(`${INDEX}/${runId}/edit`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Payrolls/Edit');
    expect(res.body.props.run.state).toBe('open');
    const techs = res.body.props.technicians as Tech[];
    const want = await expectedSales();
    for (const w of want)
      expect(techs.find((x) => x.technician_id === w.id)?.service_sales).toBe(w.sales);
    expect(techs.reduce((s, x) => s + x.tips, 0)).toBe(await expectedTips());
    expect(techs.every((x) => x.stub_url === null)).toBe(true);
  });

  test("adjustments: validated, added with a sign, removed; another store's run is 404", async () => {
    const before = (
      (await owner.visit(`${INDEX}/${runId}/edit`)).body.props.technicians as Tech[]
    )[0];
    await owner.post(`${INDEX}/${runId}/adjustments`, {
      technician_id: before.technician_id,
      kind: 'bonus',
      label: '',
      amount: 'x',
      reason: '',
    });
    expect(
      Object.keys((await owner.visit(`${INDEX}/${runId}/edit`)).body.props.errors).sort(),
    ).toEqual(['amount', 'label', 'reason']);
    expect(
      (
        await owner.post(`${INDEX}/${runId}/adjustments`, {
          technician_id: before.technician_id,
          kind: 'bonus',
          label: 'Top seller',
          amount: 2500,
          reason: 'Most requests',
        })
      ).status,
    ).toBe(303);
    expect(
      (
        await owner.post(`${INDEX}/${runId}/adjustments`, {
          technician_id: before.technician_id,
          kind: 'deduction',
          label: 'Broken bottle',
          amount: 500,
          reason: 'Dropped the gel',
        })
      ).status,
    ).toBe(303);
    const page = (await owner.visit(`${INDEX}/${runId}/edit`)).body.props;
    const after = (page.technicians as Tech[]).find(
      (x) => x.technician_id === before.technician_id,
    )!;
    expect(after.adjustments).toBe(2000);
    expect(after.net).toBe(before.net + 2000);
    const deduction = (page.adjustments as { id: number; amount: number }[]).find(
      (a) => a.amount === -500,
    )!;
    expect(
      (await owner.send('delete', `${INDEX}/${runId}/adjustments/${deduction.id}`)).status,
    ).toBe(303);
    expect(
      (await owner.send('delete', `${INDEX}/${runId}/adjustments/${deduction.id}`)).status,
    ).toBe(404);
    // Someone else's employee, and another store's run.
    const [roseTech] = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.storeId, rose))
      .limit(1);
    await owner.post(`${INDEX}/${runId}/adjustments`, {
      technician_id: roseTech.id,
      kind: 'bonus',
      label: 'X',
      amount: 100,
      reason: 'Y',
    });
    expect((await owner.visit(`${INDEX}/${runId}/edit`)).body.props.errors.technician_id).toBe(
      'The technician is invalid.',
    );
    const owner2 = await signedIn(t.app, 'owner2@example.com');
    expect((await owner2.visit(`${INDEX}/${runId}/edit`)).status).toBe(404);
    expect((await owner2.post(`${INDEX}/${runId}/finalise`)).status).toBe(404);
    expect(
      (
        await owner2.post(`${INDEX}/${runId}/adjustments`, {
          technician_id: roseTech.id,
          kind: 'bonus',
          label: 'X',
          amount: 100,
          reason: 'Y',
        })
      ).status,
    ).toBe(404);
    expect((await owner2.visit(`${INDEX}/reports?type=salary&period=${runId}`)).status).toBe(404);
    expect((await owner.visit(`${INDEX}/99999999999/edit`)).status).toBe(404);
  });

  test('a period that is not over cannot be finalised', async () => {
    const current = periodContaining(DEFAULT_SCHEDULE, storeToday(NY));
    const res = await owner.post(INDEX, { period_start: current.start });
    const id = Number(/\/(\d+)\/edit$/.exec(res.headers.location)![1]);
    await owner.post(`${INDEX}/${id}/finalise`);
    const page = (await owner.visit(`${INDEX}/${id}/edit`)).body;
    expect(page.flash.error).toMatch(/finalise it after it ends/);
    expect(page.props.run.state).toBe('open');
  });

  test('finalising twice makes one snapshot; afterwards nothing about the run can change', async () => {
    const live = (await owner.visit(`${INDEX}/${runId}/edit`)).body.props.technicians as Tech[];
    const [a, b] = await Promise.all([
      owner.post(`${INDEX}/${runId}/finalise`),
      owner.post(`${INDEX}/${runId}/finalise`),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    const lines = await t.db.select().from(payrollRunLines).where(eq(payrollRunLines.runId, runId));
    expect(lines).toHaveLength(live.length);
    expect(lines.map((l) => l.netCents).sort()).toEqual(live.map((x) => x.net).sort());
    const again = await owner.post(`${INDEX}/${runId}/finalise`);
    expect(again.status).toBe(303);
    expect((await owner.visit(`${INDEX}/${runId}/edit`)).body.flash.error).toBe(
      'This payroll was already finalised.',
    );
    expect(
      await t.db.select().from(payrollRunLines).where(eq(payrollRunLines.runId, runId)),
    ).toHaveLength(live.length);
    expect(await finalisedThrough(t.db, lotus)).toBe(week.end);
    expect(await finalisedThrough(t.db, rose)).toBeNull();

    // Editing is refused with a clear message, and the database refuses too.
    await owner.post(`${INDEX}/${runId}/adjustments`, {
      technician_id: live[0].technician_id,
      kind: 'bonus',
      label: 'Late',
      amount: 100,
      reason: 'Forgot',
    });
    expect((await owner.visit(`${INDEX}/${runId}/edit`)).body.flash.error).toMatch(
      /finalised and can no longer change.*next open period/,
    );
    const [kept] = await t.db
      .select()
      .from(payrollAdjustments)
      .where(eq(payrollAdjustments.runId, runId));
    expect((await owner.send('delete', `${INDEX}/${runId}/adjustments/${kept.id}`)).status).toBe(
      303,
    );
    expect(
      await t.db.select().from(payrollAdjustments).where(eq(payrollAdjustments.runId, runId)),
    ).toHaveLength(1);
    await expect(
      t.db.update(payrollRunLines).set({ netCents: 1 }).where(eq(payrollRunLines.runId, runId)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(payrollAdjustments).where(eq(payrollAdjustments.runId, runId)),
    ).rejects.toThrow();
    await expect(
      t.db
        .update(payrollRuns)
        .set({ periodEnd: addDays(week.end, 1) })
        .where(eq(payrollRuns.id, runId)),
    ).rejects.toThrow();
    const { id: _id, createdAt: _at, ...copy } = lines[0];
    void _id;
    void _at;
    await expect(
      t.db.insert(payrollRunLines).values({ ...copy, employeeId: kept.employeeId }),
    ).rejects.toThrow();

    const page = (await owner.visit(`${INDEX}/${runId}/edit`)).body.props;
    expect(page.run.state).toBe('finalised');
    expect(
      (page.technicians as Tech[]).every((x) =>
        x.stub_url?.startsWith(`${t.config.appUrl}/pay-stubs/${lotus}/${runId}/`),
      ),
    ).toBe(true);
    const index = (await owner.visit(INDEX)).body.props.periods as {
      start: string;
      state: string;
      net: number;
    }[];
    expect(index.find((p) => p.start === week.start)).toMatchObject({
      state: 'finalised',
      net: live.reduce((s, x) => s + x.net, 0),
    });
  });

  test('the report: salary, commission per line and tips per ticket add up to the invoices; CSV of each', async () => {
    const salary = await owner.visit(`${INDEX}/reports?type=salary&period=${runId}`);
    expect(salary.body.component).toBe('Admin/Payrolls/Report');
    const sales = (await expectedSales()).reduce((s, r) => s + r.sales, 0);
    const s = salary.body.props.salary as { service_sales: number; net: number }[];
    expect(s.reduce((x, r) => x + r.service_sales, 0)).toBe(sales);
    const commission = (await owner.visit(`${INDEX}/reports?type=commission&period=${runId}`)).body
      .props.commission as { amount: number }[];
    expect(commission.filter((r) => r.amount > 0).reduce((x, r) => x + r.amount, 0)).toBe(sales);
    const tips = (await owner.visit(`${INDEX}/reports?type=tips&period=${runId}`)).body.props
      .tips as { tip: number }[];
    expect(tips.reduce((x, r) => x + r.tip, 0)).toBe(await expectedTips());
    // The same week as a live date range gives the same sales.
    const range = (
      await owner.visit(`${INDEX}/reports?type=salary&from=${week.start}&to=${week.end}`)
    ).body.props.salary as { service_sales: number }[];
    expect(range.reduce((x, r) => x + r.service_sales, 0)).toBe(sales);
    // One technician.
    const one = (
      await owner.visit(
        `${INDEX}/reports?type=salary&period=${runId}&technician=${(s[0] as unknown as Tech).technician_id}`,
      )
    ).body.props.salary;
    expect(one).toHaveLength(1);
    // Bad range: errors beside the fields.
    const bad = await owner.visit(`${INDEX}/reports?type=salary&from=2026-02-31&to=2026-01-01`);
    expect(bad.status).not.toBe(500);
    for (const type of ['salary', 'commission', 'tips']) {
      const csv = await owner.get(`${INDEX}/reports/export?type=${type}&period=${runId}`);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      expect(csv.text.split('\r\n')[0]).toContain(`Payroll ${type}`);
    }
    const csv = (await owner.get(`${INDEX}/reports/export?type=salary&period=${runId}`)).text;
    const netColumn = csv
      .split('\r\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => Number(line.split(',').at(-3)));
    expect(Math.round(netColumn.reduce((x, n) => x + n, 0) * 100)).toBe(
      s.reduce((x, r) => x + r.net, 0),
    );
  });

  test("the pay stub link opens the snapshot without sign-in; tampered, expired or another store's is refused", async () => {
    const techs = (await owner.visit(`${INDEX}/${runId}/edit`)).body.props.technicians as Tech[];
    const path = techs[0].stub_url!.slice(t.config.appUrl.length);
    const [line] = await t.db
      .select()
      .from(payrollRunLines)
      .where(
        and(
          eq(payrollRunLines.runId, runId),
          eq(payrollRunLines.employeeId, techs[0].technician_id),
        ),
      );
    const anon = new (owner.constructor as new (app: unknown) => Client)(t.app);
    const ok = await anon.visit(path);
    expect(ok.status).toBe(200);
    expect(ok.body.component).toBe('Customer/EmployeePayrollReport');
    expect(ok.body.props.pay).toMatchObject({
      name: line.employeeName,
      net: line.netCents,
      check: line.checkCents,
      cash: line.cashCents,
    });
    // It speaks the technician's own language, and this phone's own choice over it.
    expect(ok.body.props.locale).toBe('en');
    await t.db
      .update(employees)
      .set({ locale: 'vi' })
      .where(eq(employees.id, techs[0].technician_id));
    try {
      expect(
        (await new (owner.constructor as new (app: unknown) => Client)(t.app).visit(path)).body
          .props.locale,
      ).toBe('vi');
      const chooser = new (owner.constructor as new (app: unknown) => Client)(t.app);
      await chooser.post('/locale', { locale: 'es' });
      expect((await chooser.visit(path)).body.props.locale).toBe('es');
    } finally {
      await t.db
        .update(employees)
        .set({ locale: 'en' })
        .where(eq(employees.id, techs[0].technician_id));
    }
    expect(
      (await anon.visit(path.replace(`/${techs[0].technician_id}?`, `/${techs[1].technician_id}?`)))
        .status,
    ).toBe(403);
    expect(
      (
        await anon.visit(
          path.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`),
        )
      ).status,
    ).toBe(403);
    expect((await anon.visit(path.replace(/expires=\d+/, 'expires=9999999999'))).status).toBe(403);
    const secrets = { appUrl: '', sessionSecret: t.config.sessionSecret, routeUrl };
    const expired = signedRouteUrl(
      secrets,
      STUB_PURPOSE,
      'payrolls.employee_report',
      { store: lotus, payroll: runId, employee: techs[0].technician_id },
      new Date(Date.now() - 1000),
    );
    expect((await anon.visit(expired)).status).toBe(403);
    const wrongPurpose = signedRouteUrl(
      secrets,
      'appointment',
      'payrolls.employee_report',
      { store: lotus, payroll: runId, employee: techs[0].technician_id },
      null,
    );
    expect((await anon.visit(wrongPurpose)).status).toBe(403);
    const otherStore = signedRouteUrl(
      secrets,
      STUB_PURPOSE,
      'payrolls.employee_report',
      { store: rose, payroll: runId, employee: techs[0].technician_id },
      null,
    );
    expect((await anon.visit(otherStore)).status).toBe(404);
    // QR code and email from the owner's page.
    const qr = await owner.get(`${INDEX}/${runId}/stubs/${techs[0].technician_id}/qr`);
    expect(qr.status).toBe(200);
    expect(qr.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(
      (
        await (
          await signedIn(t.app, 'owner2@example.com')
        ).get(`${INDEX}/${runId}/stubs/${techs[0].technician_id}/qr`)
      ).status,
    ).toBe(404);
    await t.db
      .update(employees)
      .set({ email: 'tech@example.com' })
      .where(eq(employees.id, techs[0].technician_id));
    expect(
      (await owner.post(`${INDEX}/${runId}/stubs/${techs[0].technician_id}/send`)).status,
    ).toBe(303);
    const mail = t.mail.at(-1)!;
    expect(mail.to).toBe('tech@example.com');
    expect(mail.text).toContain(`/pay-stubs/${lotus}/${runId}/${techs[0].technician_id}?expires=`);
  });
});

/** Every payroll and tip route, with its own parameters filled from `ids`. */
const everyRoute = (ids: Record<string, number>) =>
  [...payrollRoutes, ...tipManagementRoutes].map((r) => ({
    name: r.name,
    method: r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete',
    url: routeUrl(
      r.name as RouteName,
      Object.fromEntries([...r.path.matchAll(/\{(\w+)\}/g)].map(([, k]) => [k, ids[k]!])),
    ),
    params: [...r.path.matchAll(/\{(\w+)\}/g)].map(([, k]) => k),
  }));

const call = (c: Client, r: { method: string; url: string }) =>
  r.method === 'get' ? c.visit(r.url) : c.send(r.method as 'post' | 'put' | 'delete', r.url, {});

describe('permission and tenancy on every route', () => {
  test('without "view payrolls report" every payroll and tip route is 403', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    const routes = everyRoute({ payroll: runId, adjustment: 1, employee: 1, invoice: 1 });
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const r of routes)
      expect({ route: r.name, status: (await call(manager, r)).status }).toEqual({
        route: r.name,
        status: 403,
      });
  });

  test("another store's run, adjustment, stub or ticket is 404 on every route that names one; so is an impossible id", async () => {
    const [kept] = await t.db
      .select()
      .from(payrollAdjustments)
      .where(eq(payrollAdjustments.runId, runId));
    const [line] = await t.db
      .select()
      .from(payrollRunLines)
      .where(eq(payrollRunLines.runId, runId))
      .limit(1);
    const [ticket] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.storeId, lotus), eq(invoices.status, 'paid')))
      .limit(1);
    const owner2 = await signedIn(t.app, 'owner2@example.com');
    const named = everyRoute({
      payroll: runId,
      adjustment: kept.id,
      employee: line.employeeId,
      invoice: ticket.id,
    }).filter((r) => r.params.length > 0);
    expect(named.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'payrolls.edit',
        'payrolls.finalise',
        'payrolls.adjustments.store',
        'payrolls.adjustments.destroy',
        'payrolls.stub_qr',
        'payrolls.stub_send',
        'tip-managements.update',
      ]),
    );
    for (const r of named)
      expect({ route: r.name, status: (await call(owner2, r)).status }).toEqual({
        route: r.name,
        status: 404,
      });
    for (const url of [
      `${INDEX}/reports?type=salary&period=${runId}`,
      `${INDEX}/reports/export?type=tips&period=${runId}`,
    ])
      expect((await owner2.get(url)).status).toBe(404);
    // The owner's own run, with ids no row has (the largest int4) or no number can be.
    for (const r of everyRoute({
      payroll: 2147483647,
      adjustment: 2147483647,
      employee: 2147483647,
      invoice: 2147483647,
    }).filter((x) => x.params.length)) {
      expect({ route: r.name, status: (await call(owner, r)).status }).toEqual({
        route: r.name,
        status: 404,
      });
    }
    expect((await owner.visit(`${INDEX}/2147483648/edit`)).status).toBe(404);
    expect((await owner.visit(`${INDEX}/abc/edit`)).status).toBe(404);
    expect((await owner.get(`${INDEX}/${runId}/stubs/${line.employeeId + 100000}/qr`)).status).toBe(
      404,
    );
    expect((await owner.visit(`${INDEX}/reports?type=salary&period=2147483647`)).status).toBe(404);
  });
});

describe("across pay periods (Rose Nails, a technician of the test's own: 50 %, $5 fee before, 60 % by check, 3 % card fee on tips)", () => {
  const LA = 'America/Los_Angeles';
  const ROSE = '/dashboard/payrolls';
  let rosa: Client;
  let nora: number;
  let w0: { start: string; end: string };
  let w1: { start: string; end: string };
  let w2: { start: string; end: string };
  const noon = (date: string) => new Date(`${date}T20:00:00Z`); // noon in Los Angeles, either side of DST

  const runOf = async (start: string) => {
    const res = await rosa.post(ROSE, { period_start: start });
    return Number(/\/(\d+)\/edit$/.exec(res.headers.location ?? '')?.[1]);
  };
  const noraIn = async (url: string) =>
    (await rosa.visit(url)).body.props as { technicians?: Tech[]; salary?: Tech[] };
  // Without the stub link, whose expiry moves with the clock.
  const noraOf = (rows: (Tech & Record<string, unknown>)[] | undefined) => {
    const row = rows?.find((x) => x.technician_id === nora);
    if (!row) return undefined;
    const { stub_url: _link, ...rest } = row;
    void _link;
    return rest as unknown as Tech & Record<string, number>;
  };

  beforeAll(async () => {
    rosa = await signedIn(t.app, 'owner2@example.com');
    const [e] = await t.db
      .insert(employees)
      .values({ storeId: rose, name: 'Nora Test', staffNumber: '2999', passwordHash: 'x' })
      .returning({ id: employees.id });
    nora = e.id;
    await t.db.insert(employeePayrollSettings).values({
      storeId: rose,
      employeeId: nora,
      commissionRateBp: 5000,
      supplyFeeType: 'flat',
      supplyFeeValue: 500,
      supplyFeeTiming: 'before',
      checkPercentBp: 6000,
    });
    expect(
      (
        await rosa.send('put', `${ROSE}/schedule`, {
          frequency: 'weekly',
          anchor_date: DEFAULT_SCHEDULE.anchorDate,
          card_tip_fee: '3',
        })
      ).status,
    ).toBe(303);
    const today = storeToday(LA);
    w0 = periodContaining(DEFAULT_SCHEDULE, today);
    w1 = periodContaining(DEFAULT_SCHEDULE, addDays(w0.start, -1));
    w2 = periodContaining(DEFAULT_SCHEDULE, addDays(w1.start, -1));
  });

  test("payroll is finalised in order; a refund of an earlier sale reverses its commission and tip in the refund's period; the finalised one never moves", async () => {
    const kit = await ticketKit(t.db, 'Rose Nails', ['2999']);
    // $40 service and a $10 tip, all by card, two weeks ago.
    const sold = await kit.pay(
      {
        lines: [
          {
            key: `n-${Math.random()}`,
            kind: 'service',
            serviceId: kit.service,
            technicianId: nora,
            unitPriceCents: null,
            quantity: 1,
            discountCents: 0,
          },
        ],
        tip: { type: 'amount', cents: 1000 },
        tenders: [{ type: 'credit_card', amountCents: 5000, cardLast4: '4242' }],
      },
      noon(addDays(w2.start, 2)),
    );
    const run2 = await runOf(w2.start);
    const run1 = await runOf(w1.start);
    // Last week cannot go first.
    await rosa.post(`${ROSE}/${run1}/finalise`);
    expect((await rosa.visit(`${ROSE}/${run1}/edit`)).body.flash.error).toBe(
      `Finalise the payroll for ${w2.start.slice(5, 7)}-${w2.start.slice(8)}-${w2.start.slice(0, 4)} to ${w2.end.slice(5, 7)}-${w2.end.slice(8)}-${w2.end.slice(0, 4)} first.`,
    );
    expect((await rosa.post(`${ROSE}/${run2}/finalise`)).status).toBe(303);
    // ($40 − $5) × 50 % = $17.50; tip $10.00 less 3 % on its card part = $9.70; net $27.20: $16.32 by check, $10.88 cash.
    const snap = noraOf((await noraIn(`${ROSE}/${run2}/edit`)).technicians)!;
    expect(snap).toMatchObject({
      service_sales: 4000,
      commission: 1750,
      supply_fee: 500,
      tips: 1000,
      card_tip_fee: 30,
      net: 2720,
      check: 1632,
      cash: 1088,
    });
    // A period at or before the finalised one cannot be opened any more.
    const before = (
      (await rosa.visit(ROSE)).body.props.periods as { start: string; can_run: boolean }[]
    ).find((p) => p.start === addDays(w2.start, -7))!;
    expect(before.can_run).toBe(false);
    await rosa.post(ROSE, { period_start: addDays(w2.start, -7) });
    expect((await rosa.visit(`${ROSE}/create`)).body.props.errors.period_start).toMatch(
      /^Payroll is finalised through \d\d-\d\d-\d{4}: choose a later period\.$/,
    );

    // Given back today: the service and the tip.
    const [svcLine] = await t.db
      .select({ id: invoiceLines.id })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, sold), eq(invoiceLines.kind, 'service')));
    const refunded = await refundInvoice(
      t.db,
      kit.store,
      sold,
      {
        idempotencyKey: `payroll-refund-${sold}`,
        reason: 'Lifted',
        lines: [{ lineId: svcLine.id, amountCents: null }],
        tipCents: 1000,
        payouts: [{ type: 'credit_card', amountCents: 5000, giftCardCode: null }],
      },
      kit.actor,
    );
    expect(refunded?.refundId).toBeGreaterThan(0);
    expect(noraOf((await noraIn(`${ROSE}/${run2}/edit`)).technicians)).toEqual(snap);
    expect(noraOf((await noraIn(`${ROSE}/${run1}/edit`)).technicians)).toBeUndefined();
    const now = noraOf(
      (await noraIn(`${ROSE}/reports?type=salary&from=${w0.start}&to=${w0.end}`)).salary,
    )!;
    // The whole line back returns the fee too: −($40 − $5) × 50 % = −$17.50, and the $10 tip: −$27.50, nothing paid.
    expect(now).toMatchObject({
      service_sales: 0,
      refunded_sales: 4000,
      commission: -1750,
      tips: -1000,
      net: -2750,
      check: 0,
      cash: 0,
      carry_forward: -2750,
    });
    const control = (await rosa.visit(ROSE)).body.props.periods as {
      start: string;
      net: number;
      state: string;
    }[];
    const run2Net = ((await noraIn(`${ROSE}/${run2}/edit`)).technicians ?? []).reduce(
      (x, r) => x + r.net,
      0,
    );
    expect(control.find((p) => p.start === w2.start)).toMatchObject({
      state: 'finalised',
      net: run2Net,
    });

    // Say the refund was given last week instead: last week nets below zero, pays nothing, and this week takes the shortfall.
    await t.db
      .update(refunds)
      .set({ createdAt: noon(addDays(w1.start, 1)) })
      .where(eq(refunds.id, refunded!.refundId));
    expect(noraOf((await noraIn(`${ROSE}/${run1}/edit`)).technicians)).toMatchObject({
      net: -2750,
      carry_forward: -2750,
      check: 0,
      cash: 0,
    });
    expect((await rosa.post(`${ROSE}/${run1}/finalise`)).status).toBe(303);
    // $40 sold this week: $17.50 commission, less $27.50 carried = −$10.00, carried on.
    await kit.pay({
      lines: [
        {
          key: `n-${Math.random()}`,
          kind: 'service',
          serviceId: kit.service,
          technicianId: nora,
          unitPriceCents: null,
          quantity: 1,
          discountCents: 0,
        },
      ],
      tenders: [{ type: 'cash', amountCents: 4000 }],
    });
    const week0 = await runOf(w0.start);
    const page = (await rosa.visit(`${ROSE}/${week0}/edit`)).body.props as {
      technicians: Tech[];
      adjustments: {
        technician_id: number;
        label: string;
        amount: number;
        reason: string;
        removable: boolean;
      }[];
    };
    expect(noraOf(page.technicians)).toMatchObject({
      commission: 1750,
      adjustments: -2750,
      net: -1000,
      carry_forward: -1000,
    });
    const mdy = (d: string) => `${d.slice(5, 7)}-${d.slice(8)}-${d.slice(0, 4)}`;
    expect(page.adjustments.filter((a) => a.technician_id === nora)).toEqual([
      expect.objectContaining({
        label: 'Carried forward',
        amount: -2750,
        reason: `Net below zero for ${mdy(w1.start)} to ${mdy(w1.end)}`,
        removable: false,
      }),
    ]);
    // Payroll Control's batched totals agree with the run page.
    const listed = (
      (await rosa.visit(ROSE)).body.props.periods as { start: string; net: number }[]
    ).find((p) => p.start === w0.start)!;
    expect(listed.net).toBe(page.technicians.reduce((x, r) => x + r.net, 0));
  });
});

describe("Payroll Control's batched computation", () => {
  test('gives every period exactly what the one-period computation gives, in a fixed number of statements', async () => {
    const statements: string[] = [];
    let counting = false;
    const database = await freshDatabase({ onQuery: (q) => void (counting && statements.push(q)) });
    try {
      const db = database.db;
      const store = await storeId(db, 'Lotus Nail Spa');
      const today = storeToday(NY);
      const periods = recentPeriods(DEFAULT_SCHEDULE, today, 8);
      // Something of every kind: a refund of an earlier week's sale today, clock records, a run with an adjustment, and a shortfall carried in.
      const kit = await ticketKit(db);
      const sold = await kit.pay({}, new Date(`${addDays(periods[3]!.start, 2)}T17:00:00Z`));
      const [svc] = await db
        .select({ id: invoiceLines.id })
        .from(invoiceLines)
        .where(and(eq(invoiceLines.invoiceId, sold), eq(invoiceLines.kind, 'service')));
      await refundInvoice(
        db,
        kit.store,
        sold,
        {
          idempotencyKey: `batch-${sold}`,
          reason: 'x',
          lines: [{ lineId: svc.id, amountCents: 1500 }],
          tipCents: 0,
          payouts: [{ type: 'cash', amountCents: 1500, giftCardCode: null }],
        },
        kit.actor,
      );
      const [run] = await db
        .insert(payrollRuns)
        .values({
          storeId: store,
          periodStart: periods[2]!.start,
          periodEnd: periods[2]!.end,
          createdByName: 'Test',
        })
        .returning({ id: payrollRuns.id });
      await db.insert(payrollAdjustments).values({
        storeId: store,
        runId: run.id,
        employeeId: kit.techs[0]!,
        label: 'Bonus',
        amountCents: 1234,
        reason: 'Test',
        byName: 'Test',
      });
      // A finalised week that left a technician $7.77 short: written while open, then finalised (a finalised run takes no new lines).
      const [done] = await db
        .insert(payrollRuns)
        .values({
          storeId: store,
          periodStart: periods[5]!.start,
          periodEnd: periods[5]!.end,
          createdByName: 'Test',
        })
        .returning({ id: payrollRuns.id });
      const zero = {
        serviceSalesCents: 0,
        refundedSalesCents: 0,
        supplyFeeCents: 0,
        commissionCents: 0,
        workedMinutes: 0,
        hourlyCents: 0,
        guaranteeTopUpCents: 0,
        tipsCents: 0,
        cardTipFeeCents: 0,
        bonusCents: 0,
        adjustmentsCents: -777,
        cashOutCents: 0,
        netCents: -777,
        checkCents: 0,
        cashCents: 0,
        carryForwardCents: -777,
      };
      await db.insert(payrollRunLines).values({
        storeId: store,
        runId: done.id,
        employeeId: kit.techs[1]!,
        employeeName: 'Test',
        ...zero,
        commissionLines: [],
        tips: { shares: [], refundedCents: 0 },
        adjustments: [],
        settings: {},
      });
      await db
        .update(payrollRuns)
        .set({ state: 'finalised', finalisedAt: new Date(), finalisedByName: 'Test' })
        .where(eq(payrollRuns.id, done.id));
      const items = periods.map((p) => ({
        period: p,
        runId: p.start === periods[2]!.start ? run.id : null,
      }));

      counting = true;
      const batched = await computePeriodsPay(db, store, NY, items, 300);
      const batchStatements = statements.length;
      statements.length = 0;
      const one: Awaited<ReturnType<typeof computePeriodPay>>[] = [];
      for (const i of items)
        one.push(
          await computePeriodPay(db, store, NY, i.period, { runId: i.runId, cardTipFeeBp: 300 }),
        );
      const perPeriodStatements = statements.length;
      statements.length = 0;
      await computePeriodsPay(db, store, NY, items.slice(1, 3), 300);
      const twoPeriodStatements = statements.length;
      counting = false;

      expect(batched).toEqual(one);
      // The data above reached the periods it belongs to.
      expect(batched.flat().some((p) => p.refunds.length > 0)).toBe(true);
      expect(batched[2]!.find((p) => p.employeeId === kit.techs[0])!.result.adjustmentsCents).toBe(
        1234,
      );
      expect(
        batched[4]!
          .find((p) => p.employeeId === kit.techs[1])!
          .adjustments.map((a) => a.amountCents),
      ).toContain(-777);
      expect(batched.flat().some((p) => p.workedMinutes > 0)).toBe(true);
      expect(batched.filter((pay) => pay.length > 0).length).toBeGreaterThanOrEqual(5);
      // Eight kinds of input (drawer tip payouts the eighth) and the payees: 9 statements for 8 periods or 2, against 8 per period one by one (9 with a run's adjustments).
      expect(batchStatements).toBe(9);
      expect(twoPeriodStatements).toBe(batchStatements);
      expect(perPeriodStatements).toBe(8 * 8 + 1);
    } finally {
      await database.drop();
    }
  });
});

describe('periods are paid in order once one is finalised (a database of its own)', () => {
  let app: TestApp;
  let boss: Client;
  type Row = {
    start: string;
    end: string;
    state: string;
    run_id: number | null;
    can_run: boolean;
    not_offered: string | null;
  };
  const mdy = (d: string) => `${d.slice(5, 7)}-${d.slice(8)}-${d.slice(0, 4)}`;
  const control = async () =>
    (await boss.visit(INDEX)).body.props as { periods: Row[]; run_order: string };
  const runIdOf = (location: string | undefined) =>
    Number(/\/(\d+)\/edit$/.exec(location ?? '')?.[1]);
  let w: { start: string; end: string }[];

  beforeAll(async () => {
    app = await createTestApp();
    boss = await signedIn(app.app, 'owner@example.com');
    // w[0] is this week, w[1] last week … (weekly, Monday to Sunday).
    w = recentPeriods(DEFAULT_SCHEDULE, storeToday(NY), 5);
  });
  afterAll(() => app.close());

  test('before anything is finalised any period may be run; after, only the one starting the next day, and the page says why', async () => {
    const all = await control();
    expect(
      all.periods.filter((p) => w.some((x) => x.start === p.start)).every((p) => p.can_run),
    ).toBe(true);
    expect(all.run_order).toMatch(/^Until a payroll is finalised, any period may be run/);
    const run3 = runIdOf((await boss.post(INDEX, { period_start: w[3].start })).headers.location);
    const run1 = runIdOf((await boss.post(INDEX, { period_start: w[1].start })).headers.location);
    expect((await boss.post(`${INDEX}/${run3}/finalise`)).status).toBe(303);
    expect((await boss.visit(`${INDEX}/${run3}/edit`)).body.flash).toEqual({
      success: 'Payroll finalised.',
    });

    const after = await control();
    const row = (start: string) => after.periods.find((p) => p.start === start)!;
    expect(after.run_order).toBe(
      `Payroll is finalised through ${mdy(w[3].end)}, so the next payroll to run is ${mdy(w[2].start)} to ${mdy(w[2].end)}. Periods are run one after another, so no day is paid twice or left unpaid.`,
    );
    expect(row(w[2].start)).toMatchObject({ can_run: true, not_offered: null });
    expect(row(w[0].start)).toMatchObject({
      can_run: false,
      not_offered: `After ${mdy(w[2].start)} to ${mdy(w[2].end)}`,
    });
    expect(row(w[4].start)).toMatchObject({
      can_run: false,
      not_offered: 'Before the last finalised payroll',
    });
    expect(row(w[1].start)).toMatchObject({ state: 'open', run_id: run1 });
    expect(
      ((await boss.visit(`${INDEX}/create`)).body.props.periods as { start: string }[]).map(
        (p) => p.start,
      ),
    ).toEqual([w[2].start]);

    // Skipping last-but-one week is refused beside the period, and nothing is opened.
    const runs = async () => (await app.db.select().from(payrollRuns)).length;
    const count = await runs();
    await boss.post(INDEX, { period_start: w[0].start });
    expect((await boss.visit(`${INDEX}/create`)).body.props.errors.period_start).toBe(
      `Payroll is run in order: the next one is ${mdy(w[2].start)} to ${mdy(w[2].end)}, so no day goes unpaid.`,
    );
    expect(await runs()).toBe(count);
    // Last week's run, opened earlier, waits for the week between.
    await boss.post(`${INDEX}/${run1}/finalise`);
    const waiting = (await boss.visit(`${INDEX}/${run1}/edit`)).body;
    expect(waiting.flash.error).toBe(
      `Run and finalise the payroll for ${mdy(w[2].start)} to ${mdy(w[2].end)} first, so no day goes unpaid.`,
    );
    expect(waiting.props.run.state).toBe('open');

    const run2 = runIdOf((await boss.post(INDEX, { period_start: w[2].start })).headers.location);
    expect((await control()).run_order).toMatch(
      new RegExp(
        `The payroll for ${mdy(w[2].start)} to ${mdy(w[2].end)} is open: finalise it before the next one is run`,
      ),
    );
    await boss.post(`${INDEX}/${run2}/finalise`);
    await boss.post(`${INDEX}/${run1}/finalise`);
    expect((await boss.visit(`${INDEX}/${run1}/edit`)).body.props.run.state).toBe('finalised');
    expect(await finalisedThrough(app.db, await storeId(app.db, 'Lotus Nail Spa'))).toBe(w[1].end);
  });

  test("after a change of schedule the next run bridges to the new periods, and the schedule's own period around it is refused", async () => {
    // Every two weeks from a Thursday: this week's Monday falls inside a period that began on a Thursday before it.
    const anchor = addDays(w[1].start, 3);
    expect(
      (
        await boss.send('put', `${INDEX}/schedule`, {
          frequency: 'biweekly',
          anchor_date: anchor,
          card_tip_fee: '',
        })
      ).status,
    ).toBe(303);
    const containing = periodContaining({ frequency: 'biweekly', anchorDate: anchor }, w[0].start);
    expect(containing.start < w[0].start).toBe(true);
    const page = await control();
    const bridge = page.periods.find((p) => p.start === w[0].start)!;
    expect(bridge).toMatchObject({ end: containing.end, can_run: true });
    expect(page.periods.some((p) => p.start === containing.start)).toBe(false);
    await boss.post(INDEX, { period_start: containing.start });
    expect((await boss.visit(`${INDEX}/create`)).body.props.errors.period_start).toBe(
      `Payroll is finalised through ${mdy(w[1].end)}: choose a later period.`,
    );
    const opened = runIdOf((await boss.post(INDEX, { period_start: w[0].start })).headers.location);
    expect((await boss.visit(`${INDEX}/${opened}/edit`)).body.props.run).toMatchObject({
      period_start: w[0].start,
      period_end: containing.end,
      state: 'open',
    });
  });
});
