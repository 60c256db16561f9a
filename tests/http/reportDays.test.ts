import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { ticketKit, type TicketKit } from '../support/tickets';
import {
  invoiceLines,
  invoices,
  invoiceTips,
  refunds,
  reportDays,
  reportDayTechnicians,
  stores,
} from '../../database/schema';
import {
  loadLiveSums,
  loadPeriodSums,
  type PeriodSums,
} from '../../server/domain/reports/periodSums';
import { addDays, storeDayBounds, storeToday } from '../../common/storeTime';
import { createReportDaysWarmer } from '../../server/jobs/reportDaysWarmer';
import { firstWarmDay } from '../../server/domain/reports/warmReportDays';
import { rowsOf } from '../../database/rowsOf';
import { reportDayItems, reportDayTaxes } from '../../database/schema';
import pino from 'pino';

/**
 * The daily roll-ups behind the range reports and stats: a period read
 * through them must equal the same sums taken straight from the tickets,
 * after every kind of change to a finished day, and a checkout today must
 * leave the finished days alone.
 */
const NY = 'America/New_York';

let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;
let kit: TicketKit;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  owner = await signedIn(t.app, 'owner@example.com');
  kit = await ticketKit(t.db);
});
afterAll(() => t.close());

const today = () => storeToday(NY);
const span = (days: number) => ({ from: addDays(today(), -days), to: today() });
/** Noon on a store day, as an instant. */
const noonOf = (day: string) => new Date(storeDayBounds(NY, day).start.getTime() + 12 * 3600_000);

/** Items, taxes and technicians in one order, so two reads compare equal whatever order each came in. */
function canonical(s: PeriodSums) {
  return {
    buckets: s.buckets,
    items: [...s.items].sort((a, b) =>
      `${a.serviceId}|${a.name}|${a.kind}`.localeCompare(`${b.serviceId}|${b.name}|${b.kind}`),
    ),
    taxes: s.taxes,
    technicians: [...s.technicians].sort((a, b) => a.technicianId - b.technicianId),
    hours: [...s.hours].sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
  };
}

async function expectSameAsTickets(
  store: number,
  tz: string,
  period: { from: string; to: string },
  unit: 'day' | 'week' | 'month' = 'day',
) {
  const viaRollups = await loadPeriodSums(t.db, store, period, tz, unit, new Date(), {
    hours: true,
  });
  const live = await loadLiveSums(t.db, store, period, tz, unit, { hours: true });
  expect(canonical(viaRollups)).toEqual(canonical(live));
  return viaRollups;
}

const rolledDays = async (store: number, from: string, to: string) =>
  (
    await t.db
      .select({ day: reportDays.day })
      .from(reportDays)
      .where(and(eq(reportDays.storeId, store), sql`${reportDays.day} between ${from} and ${to}`))
  )
    .map((r) => r.day)
    .sort();

describe('report roll-ups', () => {
  test('a period read through the roll-ups is the tickets’ own sums, by day, week and month; every finished day is rolled up once', async () => {
    const period = span(75);
    const sums = await expectSameAsTickets(lotus, NY, period, 'day');
    expect(sums.buckets.length).toBeGreaterThan(20);
    // The demo has walk-ins and tickets at many hours: the roll-ups carry both.
    expect(sums.buckets.some((b) => b.walkInTickets > 0)).toBe(true);
    expect(sums.hours.length).toBeGreaterThan(5);
    await expectSameAsTickets(lotus, NY, period, 'week');
    await expectSameAsTickets(lotus, NY, period, 'month');
    const days = await rolledDays(lotus, period.from, period.to);
    // Today is never rolled up (nor yesterday in the first quarter hour after midnight).
    expect(days[0]).toBe(period.from);
    expect(days).not.toContain(today());
    expect(days.length).toBeGreaterThanOrEqual(74);
    expect(new Set(days).size).toBe(days.length);
  });

  test('a ticket paid on a finished day forgets that day only, and the next read counts it', async () => {
    const period = span(20);
    await expectSameAsTickets(lotus, NY, period);
    const day = addDays(today(), -3);
    const before = await rolledDays(lotus, period.from, period.to);
    expect(before).toContain(day);

    await kit.pay({}, noonOf(day));
    const after = await rolledDays(lotus, period.from, period.to);
    expect(after).not.toContain(day);
    expect(after.length).toBe(before.length - 1);

    const sums = await expectSameAsTickets(lotus, NY, period);
    expect(await rolledDays(lotus, period.from, period.to)).toContain(day);
    expect(sums.items.some((i) => i.serviceId === kit.service)).toBe(true);
  });

  test('a tip changed later on an old ticket, through the invoice page, moves that day’s tips and technicians', async () => {
    const day = addDays(today(), -5);
    const id = await kit.pay(
      { tip: { type: 'amount', cents: 500 }, tenders: [{ type: 'cash', amountCents: 5600 }] },
      noonOf(day),
    );
    const period = span(10);
    const first = await expectSameAsTickets(lotus, NY, period);
    const tipsThatDay = first.buckets.find((b) => b.bucket === day)!.tipCents;

    const res = await owner.send('put', `/dashboard/invoices/${id}`, {
      change: 'tip',
      tip_amount: 2500,
      tender: 'cash',
      reason: 'Tip added later',
    });
    expect(res.status).toBe(303);
    expect(await rolledDays(lotus, day, day)).toEqual([]);
    const second = await expectSameAsTickets(lotus, NY, period);
    expect(second.buckets.find((b) => b.bucket === day)!.tipCents).toBe(tipsThatDay + 2000);
  });

  test('changed lines, a refund dated on a finished day, and a void are each counted where they belong', async () => {
    const day = addDays(today(), -8);
    const id = await kit.pay({}, noonOf(day));
    const period = span(12);
    await expectSameAsTickets(lotus, NY, period);

    // A line's technician moved afterwards (straight in the table: any writer is caught, not only the app's routes).
    await t.db
      .update(invoiceLines)
      .set({ technicianId: kit.techs[1] })
      .where(
        and(
          eq(invoiceLines.storeId, lotus),
          eq(invoiceLines.invoiceId, id),
          eq(invoiceLines.kind, 'service'),
        ),
      );
    expect(await rolledDays(lotus, day, day)).toEqual([]);
    const moved = await expectSameAsTickets(lotus, NY, period);
    expect(moved.technicians.find((x) => x.technicianId === kit.techs[1])).toBeTruthy();

    // A refund recorded as given on another finished day (an import, say) forgets that day, not the ticket's.
    const refundDay = addDays(today(), -6);
    await expectSameAsTickets(lotus, NY, period);
    await t.db.insert(refunds).values({
      storeId: lotus,
      invoiceId: id,
      reason: 'Test',
      amountCents: 1000,
      taxCents: 0,
      tipCents: 0,
      byName: 'Test',
      createdAt: noonOf(refundDay),
    });
    expect(await rolledDays(lotus, refundDay, refundDay)).toEqual([]);
    expect(await rolledDays(lotus, day, day)).toEqual([day]);
    const refunded = await expectSameAsTickets(lotus, NY, period);
    expect(refunded.buckets.find((b) => b.bucket === refundDay)!.refunds).toBeGreaterThan(0);

    // A void of that ticket takes it out of its day's sales.
    await t.db
      .update(invoices)
      .set({ status: 'voided', voidedAt: noonOf(day), voidReason: 'Test' })
      .where(and(eq(invoices.storeId, lotus), eq(invoices.id, id)));
    expect(await rolledDays(lotus, day, day)).toEqual([]);
    await expectSameAsTickets(lotus, NY, period);
  });

  test('a checkout today leaves every finished day’s roll-up in place', async () => {
    const period = span(30);
    await expectSameAsTickets(lotus, NY, period);
    const before = await t.db
      .select({ day: reportDays.day, at: reportDays.computedAt })
      .from(reportDays)
      .where(eq(reportDays.storeId, lotus));
    await kit.pay();
    await kit.pay({
      tip: { type: 'amount', cents: 300 },
      tenders: [{ type: 'cash', amountCents: 5400 }],
    });
    const after = await t.db
      .select({ day: reportDays.day, at: reportDays.computedAt })
      .from(reportDays)
      .where(eq(reportDays.storeId, lotus));
    expect(after).toEqual(before);
    const sums = await expectSameAsTickets(lotus, NY, period);
    expect(sums.buckets.find((b) => b.bucket === today())!.tickets).toBeGreaterThanOrEqual(2);
  });

  test('just after midnight yesterday is still read from the tickets', async () => {
    const justAfter = new Date(storeDayBounds(NY, today()).start.getTime() + 5 * 60_000);
    const yesterday = addDays(today(), -1);
    await t.db
      .delete(reportDayTechnicians)
      .where(and(eq(reportDayTechnicians.storeId, lotus), eq(reportDayTechnicians.day, yesterday)));
    await t.db
      .delete(reportDays)
      .where(and(eq(reportDays.storeId, lotus), eq(reportDays.day, yesterday)));
    await loadPeriodSums(
      t.db,
      lotus,
      { from: addDays(today(), -3), to: yesterday },
      NY,
      'day',
      justAfter,
    );
    expect(await rolledDays(lotus, yesterday, yesterday)).toEqual([]);
    await loadPeriodSums(t.db, lotus, { from: addDays(today(), -3), to: yesterday }, NY, 'day');
    expect(await rolledDays(lotus, yesterday, yesterday)).toEqual([yesterday]);
  });

  test('a store that moves to another zone has its days made again in the new zone', async () => {
    const period = span(15);
    await expectSameAsTickets(lotus, NY, period);
    const LA = 'America/Los_Angeles';
    await t.db.update(stores).set({ timezone: LA }).where(eq(stores.id, lotus));
    try {
      const la = { from: addDays(storeToday(LA), -15), to: storeToday(LA) };
      await expectSameAsTickets(lotus, LA, la);
      const zones = await t.db
        .selectDistinct({ tz: reportDays.timeZone })
        .from(reportDays)
        .where(
          and(
            eq(reportDays.storeId, lotus),
            sql`${reportDays.day} between ${la.from} and ${addDays(la.to, -1)}`,
          ),
        );
      expect(zones).toEqual([{ tz: LA }]);
    } finally {
      await t.db.update(stores).set({ timezone: NY }).where(eq(stores.id, lotus));
    }
    await expectSameAsTickets(lotus, NY, period);
  });

  test('each store reads only its own roll-ups', async () => {
    const LA = 'America/Los_Angeles';
    const period = { from: addDays(storeToday(LA), -30), to: storeToday(LA) };
    await expectSameAsTickets(lotus, NY, span(30));
    const roseSums = await expectSameAsTickets(rose, LA, period);
    const lotusRows = await rolledDays(lotus, period.from, period.to);
    const roseRows = await rolledDays(rose, period.from, period.to);
    expect(roseRows.length).toBeGreaterThan(0);
    expect(lotusRows.length).toBeGreaterThan(0);
    // Lotus's technicians never appear in Rose's report.
    const lotusTechs = new Set(
      (await loadLiveSums(t.db, lotus, span(30), NY, 'day')).technicians.map((x) => x.technicianId),
    );
    expect(roseSums.technicians.some((x) => lotusTechs.has(x.technicianId))).toBe(false);
  });

  // Two connections at once: only a server has them (PGlite runs one statement at a time).
  test.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a report waits for a change to a finished day that is being written, then counts it',
    async () => {
      const day = addDays(today(), -4);
      const id = await kit.pay(
        { tip: { type: 'amount', cents: 400 }, tenders: [{ type: 'cash', amountCents: 5500 }] },
        noonOf(day),
      );
      const period = span(7);
      const tipsBefore = (await expectSameAsTickets(lotus, NY, period)).buckets.find(
        (b) => b.bucket === day,
      )!.tipCents;

      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const changed = new Promise<void>((resolve) => (written = resolve));
      const writer = t.db.transaction(async (tx) => {
        await tx
          .update(invoiceTips)
          .set({ cents: sql`${invoiceTips.cents} + 1000` })
          .where(and(eq(invoiceTips.storeId, lotus), eq(invoiceTips.invoiceId, id)));
        await tx
          .update(invoices)
          .set({ tipCents: sql`${invoices.tipCents} + 1000` })
          .where(and(eq(invoices.storeId, lotus), eq(invoices.id, id)));
        written();
        await held;
      });
      await changed;
      let settled = false;
      const reading = loadPeriodSums(t.db, lotus, period, NY, 'day').finally(
        () => (settled = true),
      );
      // The report's session shows up waiting on a lock (the writer's): it cannot have read the day the writer is changing.
      await expect
        .poll(
          async () =>
            rowsOf<{ n: number }>(
              await t.db.execute(
                sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
              ),
            )[0].n,
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0);
      expect(settled).toBe(false);
      release();
      await writer;
      const sums = await reading;
      expect(sums.buckets.find((b) => b.bucket === day)!.tipCents).toBe(tipsBefore + 1000);
      await expectSameAsTickets(lotus, NY, period);
    },
  );

  test('the warmer makes every store’s finished days back to 1 January of last year ahead of the reports, once', async () => {
    for (const table of [reportDayItems, reportDayTaxes, reportDayTechnicians, reportDays])
      await t.db.delete(table);
    const warmer = createReportDaysWarmer(t.db, pino({ level: 'silent' }));
    const made = await warmer.warmAll();
    const yesterday = addDays(today(), -1);
    const lotusDays = await rolledDays(lotus, firstWarmDay(NY), yesterday);
    expect(lotusDays[0]).toBe(firstWarmDay(NY));
    expect(lotusDays[lotusDays.length - 1]).toBe(yesterday);
    expect(new Set(lotusDays).size).toBe(lotusDays.length);
    expect(made).toBeGreaterThanOrEqual(
      lotusDays.length + (await rolledDays(rose, '2000-01-01', '2100-01-01')).length,
    );
    // A second pass has nothing to do, and a report of this year finds every finished day made.
    expect(await warmer.warmAll()).toBe(0);
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(reportDays);
    await expectSameAsTickets(lotus, NY, { from: `${today().slice(0, 4)}-01-01`, to: today() });
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(reportDays)).toEqual(before);
  });
});
