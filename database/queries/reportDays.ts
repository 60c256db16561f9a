import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../rowsOf';
import {
  categories,
  employees,
  reportDayItems,
  reportDays,
  reportDayTaxes,
  reportDayTechnicians,
  services,
} from '../schema';
import { storeDayBounds, addDays } from '../../common/storeTime';
import type { ReportGrouping } from './reports';

/**
 * The daily roll-ups (schema/reportDays.ts): finished store days' report
 * sums, made from the tickets by the same sums reports.ts takes live, and
 * read back added up over a period. Every statement leads with store_id.
 */

/** The advisory lock class of a store's roll-ups (0008_report_days takes it shared when it forgets days). */
const ROLLUP_LOCK = 8310;

/** The paid tickets of each hour of the store's wall clock, 0 to 23 (over `i.local`, the paid instant read in the store's zone). */
const HOUR_COUNTS = sql.raw(
  Array.from(
    { length: 24 },
    (_, h) => `count(*) filter (where extract(hour from i.local) = ${h})`,
  ).join(', '),
);

const dateList = (days: readonly string[]) => `{${days.join(',')}}`;

/** Days from `from` to `to` (both in) that have no roll-up in this zone yet. */
export async function missingReportDays(
  db: Db,
  storeId: number,
  tz: string,
  from: string,
  to: string,
): Promise<string[]> {
  const result = await db.execute(sql`
    select to_char(d, 'YYYY-MM-DD') as day
      from generate_series(${from}::date, ${to}::date, interval '1 day') d
     where not exists (select 1 from ${reportDays} r where r.store_id = ${storeId} and r.day = d::date and r.time_zone = ${tz})
     order by 1`);
  return rowsOf<{ day: string }>(result).map((r) => r.day);
}

/** Consecutive days as [start, end) instants of the store's midnights. */
export function dayRuns(tz: string, days: readonly string[]): { starts: string[]; ends: string[] } {
  const starts: string[] = [];
  const ends: string[] = [];
  let first: string | null = null;
  days.forEach((day, i) => {
    first ??= day;
    const next = days[i + 1];
    if (next === addDays(day, 1)) return;
    starts.push(storeDayBounds(tz, first).start.toISOString());
    ends.push(storeDayBounds(tz, day).end.toISOString());
    first = null;
  });
  return { starts, ends };
}

/** Makes the roll-ups of these finished days (sorted) from the tickets; the caller holds the store's roll-up lock. */
async function makeReportDays(
  tx: Db,
  storeId: number,
  tz: string,
  missing: readonly string[],
): Promise<void> {
  // Sums over thousands of tickets, once, in an INSERT (which PostgreSQL runs without parallel workers):
  // compiling them (JIT) cost more than running them, and at the default random_page_cost the planner
  // hashed every line of the store (~0.4 s at 1.8 M lines) instead of looking a month's 30 k up by index
  // (~0.05 s). These settings last until the transaction ends.
  await tx.execute(sql`set local jit = off`);
  await tx.execute(sql`set local random_page_cost = 1.1`);
  // Rows left from another zone, on these dates.
  for (const table of [reportDays, reportDayItems, reportDayTaxes, reportDayTechnicians]) {
    await tx.execute(
      sql`delete from ${table} where store_id = ${storeId} and day = any(${dateList(missing)}::date[])`,
    );
  }
  const { starts, ends } = dayRuns(tz, missing);
  for (let r = 0; r < starts.length; r++) {
    const start = new Date(starts[r]);
    const end = new Date(ends[r]);
    await makeRun(
      tx,
      storeId,
      tz,
      missing.filter(
        (d) => storeDayBounds(tz, d).start >= start && storeDayBounds(tz, d).start < end,
      ),
      start,
      end,
    );
  }
}

/**
 * One run of consecutive days [start, end): its bounds are plain values, so
 * the planner sees how many tickets they hold and looks their lines up by
 * index (over a runs table it guessed, and hashed every line of the store).
 */
async function makeRun(
  tx: Db,
  storeId: number,
  tz: string,
  days: readonly string[],
  start: Date,
  end: Date,
): Promise<void> {
  const list = dateList(days);
  // The store day of an instant, grouped by position: each use carries the zone as its own parameter.
  const dayOf = (column: string) => sql`(${sql.raw(column)} at time zone ${tz})::date`;
  const paidIn = sql`i.store_id = ${storeId} and i.status = 'paid' and i.paid_at >= ${start.toISOString()}::timestamptz and i.paid_at < ${end.toISOString()}::timestamptz`;
  await tx.execute(sql`
    with paid as (
      select i.local::date as day, count(*)::int as tickets,
             sum(i.subtotal_cents)::int as subtotal, sum(i.discount_cents)::int as discount, sum(i.tax_cents)::int as tax,
             sum(i.total_cents)::int as total, sum(i.tip_cents)::int as tip, sum(i.amount_due_cents)::int as due,
             sum(i.cash_amount)::int as cash, sum(i.credit_card_amount)::int as card, sum(i.gift_card_amount)::int as gift,
             sum(i.coupon_amount)::int as coupon, sum(i.check_amount)::int as cheque, sum(i.change_cents)::int as change,
             (count(*) filter (where i.customer_id is null))::int as walk_ins,
             array[${HOUR_COUNTS}]::int[] as by_hour
        from (select i.*, i.paid_at at time zone ${tz} as local
                from invoices i where ${paidIn}) i
       group by 1),
    kinds as (
      select ${dayOf('i.paid_at')} as day,
             sum(l.unit_price_cents * l.quantity) filter (where l.kind = 'service')::int as sg, sum(l.net_cents) filter (where l.kind = 'service')::int as sn,
             sum(l.unit_price_cents * l.quantity) filter (where l.kind = 'retail')::int as rg, sum(l.net_cents) filter (where l.kind = 'retail')::int as rn,
             sum(l.unit_price_cents * l.quantity) filter (where l.kind = 'giftcard')::int as gg, sum(l.net_cents) filter (where l.kind = 'giftcard')::int as gn
        from invoices i join invoice_lines l on l.store_id = ${storeId} and l.invoice_id = i.id
       where ${paidIn}
       group by 1),
    voided as (
      select ${dayOf('i.voided_at')} as day, count(*)::int as n, sum(i.amount_due_cents)::int as cents
        from invoices i where i.store_id = ${storeId} and i.status = 'voided' and i.voided_at >= ${start.toISOString()}::timestamptz and i.voided_at < ${end.toISOString()}::timestamptz
       group by 1),
    refunded as (
      select ${dayOf('f.created_at')} as day, count(*)::int as n, sum(f.amount_cents + f.tax_cents + f.tip_cents)::int as cents
        from refunds f where f.store_id = ${storeId} and f.created_at >= ${start.toISOString()}::timestamptz and f.created_at < ${end.toISOString()}::timestamptz
       group by 1)
    insert into ${reportDays} (store_id, day, time_zone, tickets, subtotal_cents, discount_cents, tax_cents, total_cents, tip_cents, amount_due_cents,
                               cash_cents, credit_card_cents, gift_card_cents, coupon_cents, check_cents, change_cents,
                               service_gross_cents, service_net_cents, retail_gross_cents, retail_net_cents, giftcard_gross_cents, giftcard_net_cents,
                               voids, voids_cents, refunds, refunds_cents, walk_in_tickets, tickets_by_hour)
    select ${storeId}, d.day, ${tz}, coalesce(p.tickets, 0), coalesce(p.subtotal, 0), coalesce(p.discount, 0), coalesce(p.tax, 0), coalesce(p.total, 0),
           coalesce(p.tip, 0), coalesce(p.due, 0), coalesce(p.cash, 0), coalesce(p.card, 0), coalesce(p.gift, 0), coalesce(p.coupon, 0),
           coalesce(p.cheque, 0), coalesce(p.change, 0),
           coalesce(k.sg, 0), coalesce(k.sn, 0), coalesce(k.rg, 0), coalesce(k.rn, 0), coalesce(k.gg, 0), coalesce(k.gn, 0),
           coalesce(v.n, 0), coalesce(v.cents, 0), coalesce(f.n, 0), coalesce(f.cents, 0),
           coalesce(p.walk_ins, 0), coalesce(p.by_hour, array_fill(0, array[24]))
      from unnest(${list}::date[]) as d(day)
      left join paid p using (day) left join kinds k using (day) left join voided v using (day) left join refunded f using (day)`);
  await tx.execute(sql`
    insert into ${reportDayItems} (store_id, day, kind, service_id, name, quantity, gross_cents, net_cents)
    select ${storeId}, ${dayOf('i.paid_at')}, l.kind, l.service_id, l.name,
           sum(l.quantity)::int, sum(l.unit_price_cents * l.quantity)::int, sum(l.net_cents)::int
      from invoices i join invoice_lines l on l.store_id = ${storeId} and l.invoice_id = i.id
     where ${paidIn} and l.kind in ('service', 'retail')
     group by 2, 3, 4, 5`);
  await tx.execute(sql`
    insert into ${reportDayTaxes} (store_id, day, name, rate, base_cents, amount_cents)
    select ${storeId}, ${dayOf('i.paid_at')}, t.name, t.rate, sum(t.base_cents)::int, sum(t.amount_cents)::int
      from invoices i join invoice_taxes t on t.store_id = ${storeId} and t.invoice_id = i.id
     where ${paidIn}
     group by 2, 3, 4`);
  // A ticket counts once for a technician who did a service on it, took a tip share from it, or both.
  // Two plain joins, not one over a CTE of the tickets: the planner cannot count a CTE's rows, and hashed every line and tip share of the store.
  await tx.execute(sql`
    insert into ${reportDayTechnicians} (store_id, day, technician_id, tickets, service_cents, tip_cents)
    select ${storeId}, w.day, w.technician_id, count(distinct w.invoice_id)::int, sum(w.service_cents)::int, sum(w.tip_cents)::int
      from (
        select ${dayOf('i.paid_at')} as day, l.technician_id, l.invoice_id, l.net_cents as service_cents, 0 as tip_cents
          from invoices i join invoice_lines l on l.store_id = ${storeId} and l.invoice_id = i.id
         where ${paidIn} and l.kind = 'service' and l.technician_id is not null
        union all
        select ${dayOf('i.paid_at')}, t.technician_id, t.invoice_id, 0, t.cents
          from invoices i join invoice_tips t on t.store_id = ${storeId} and t.invoice_id = i.id
         where ${paidIn}) w
     group by 2, 3`);
}

const num = (expr: ReturnType<typeof sql>) => sql<number>`coalesce(${expr}, 0)::float8`;
const inDays = (storeId: number, tz: string, from: string, to: string) =>
  and(
    eq(reportDays.storeId, storeId),
    between(reportDays.day, from, to),
    eq(reportDays.timeZone, tz),
  );

/** The roll-ups of [from, to] added up per store day, week (from Monday) or month: the bucket's first day. */
export async function sumReportDaysBy(
  db: Db,
  storeId: number,
  tz: string,
  from: string,
  to: string,
  unit: ReportGrouping,
) {
  const bucket = sql<string>`to_char(date_trunc(${sql.raw(`'${({ day: 'day', week: 'week', month: 'month' } as const)[unit]}'`)}, ${reportDays.day}::timestamp), 'YYYY-MM-DD')`;
  const r = reportDays;
  return db
    .select({
      bucket,
      tickets: num(sql`sum(${r.tickets})`),
      subtotalCents: num(sql`sum(${r.subtotalCents})`),
      discountCents: num(sql`sum(${r.discountCents})`),
      taxCents: num(sql`sum(${r.taxCents})`),
      totalCents: num(sql`sum(${r.totalCents})`),
      tipCents: num(sql`sum(${r.tipCents})`),
      amountDueCents: num(sql`sum(${r.amountDueCents})`),
      cashCents: num(sql`sum(${r.cashCents})`),
      creditCardCents: num(sql`sum(${r.creditCardCents})`),
      giftCardCents: num(sql`sum(${r.giftCardCents})`),
      couponCents: num(sql`sum(${r.couponCents})`),
      checkCents: num(sql`sum(${r.checkCents})`),
      changeCents: num(sql`sum(${r.changeCents})`),
      serviceGrossCents: num(sql`sum(${r.serviceGrossCents})`),
      serviceNetCents: num(sql`sum(${r.serviceNetCents})`),
      retailGrossCents: num(sql`sum(${r.retailGrossCents})`),
      retailNetCents: num(sql`sum(${r.retailNetCents})`),
      giftcardGrossCents: num(sql`sum(${r.giftcardGrossCents})`),
      giftcardNetCents: num(sql`sum(${r.giftcardNetCents})`),
      voids: num(sql`sum(${r.voids})`),
      voidsCents: num(sql`sum(${r.voidsCents})`),
      refunds: num(sql`sum(${r.refunds})`),
      refundsCents: num(sql`sum(${r.refundsCents})`),
      walkInTickets: num(sql`sum(${r.walkInTickets})`),
    })
    .from(reportDays)
    .where(inDays(storeId, tz, from, to))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}
export type ReportDaySums = Awaited<ReturnType<typeof sumReportDaysBy>>[number];

/** The roll-ups' items of [from, to] as sumItemSales answers them: today's name and category of each menu item. */
export async function sumReportItems(db: Db, storeId: number, from: string, to: string) {
  const i = reportDayItems;
  return db
    .select({
      serviceId: i.serviceId,
      name: sql<string>`coalesce(${services.name}, ${i.name})`,
      categoryId: categories.id,
      category: categories.name,
      kind: i.kind,
      quantity: num(sql`sum(${i.quantity})`),
      grossCents: num(sql`sum(${i.grossCents})`),
      netCents: num(sql`sum(${i.netCents})`),
    })
    .from(i)
    .leftJoin(services, and(eq(services.storeId, storeId), eq(services.id, i.serviceId)))
    .leftJoin(
      categories,
      and(eq(categories.storeId, storeId), eq(categories.id, services.categoryId)),
    )
    .where(and(eq(i.storeId, storeId), between(i.day, from, to)))
    .groupBy(sql`1, 2, 3, 4, 5`);
}

/** The roll-ups' tax per tax (name and rate) over [from, to]. */
export async function sumReportTaxes(db: Db, storeId: number, from: string, to: string) {
  const t = reportDayTaxes;
  return db
    .select({
      name: t.name,
      rate: t.rate,
      baseCents: num(sql`sum(${t.baseCents})`),
      amountCents: num(sql`sum(${t.amountCents})`),
    })
    .from(t)
    .where(and(eq(t.storeId, storeId), between(t.day, from, to)))
    .groupBy(t.name, t.rate)
    .orderBy(asc(t.name), asc(t.rate));
}

/** The roll-ups' paid tickets per weekday (ISO: 1 = Monday) and hour of the store's wall clock over [from, to]; hours with none left out. */
export async function sumReportHours(db: Db, storeId: number, from: string, to: string) {
  const result = await db.execute(sql`
    select extract(isodow from d.day)::int as weekday, (h.i - 1)::int as hour, sum(h.n)::int as tickets
      from ${reportDays} d, unnest(d.tickets_by_hour) with ordinality as h(n, i)
     where d.store_id = ${storeId} and d.day between ${from} and ${to} and h.n > 0
     group by 1, 2`);
  return rowsOf<{ weekday: number; hour: number; tickets: number }>(result);
}

/** The roll-ups' technicians over [from, to], with their names. */
export async function sumReportTechnicians(db: Db, storeId: number, from: string, to: string) {
  const t = reportDayTechnicians;
  return db
    .select({
      technicianId: t.technicianId,
      name: sql<string>`coalesce(${employees.name}, '#' || ${t.technicianId})`,
      tickets: num(sql`sum(${t.tickets})`),
      serviceCents: num(sql`sum(${t.serviceCents})`),
      tipCents: num(sql`sum(${t.tipCents})`),
    })
    .from(t)
    .leftJoin(employees, and(eq(employees.storeId, storeId), eq(employees.id, t.technicianId)))
    .where(and(eq(t.storeId, storeId), between(t.day, from, to)))
    .groupBy(t.technicianId, employees.name);
}

/**
 * Makes the roll-ups of these finished days (sorted) that are still missing,
 * under the store's roll-up lock, ahead of any report (the warmer). Answers
 * how many it made.
 */
export async function makeMissingReportDays(
  db: Db,
  storeId: number,
  tz: string,
  days: readonly string[],
): Promise<number> {
  if (!days.length) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK}, ${storeId})`);
    const wanted = new Set(days);
    const missing = (
      await missingReportDays(tx, storeId, tz, days[0], days[days.length - 1])
    ).filter((d) => wanted.has(d));
    if (missing.length) await makeReportDays(tx, storeId, tz, missing);
    return missing.length;
  });
}

/**
 * Everything the roll-ups hold for the finished days [from, to], added up:
 * the figures per bucket, items, taxes and technicians. Missing days are made
 * first. All of it runs in one transaction holding the store's roll-up lock,
 * so the days it reads are all there and agree with each other: a change to
 * a finished day (its trigger waits for the lock) commits before and is
 * counted, or after, and deletes what this made.
 */
export async function readReportDays(
  db: Db,
  storeId: number,
  tz: string,
  from: string,
  to: string,
  unit: ReportGrouping,
  opts: { hours?: boolean } = {},
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK}, ${storeId})`);
    const missing = await missingReportDays(tx, storeId, tz, from, to);
    if (missing.length) await makeReportDays(tx, storeId, tz, missing);
    const buckets = await sumReportDaysBy(tx, storeId, tz, from, to, unit);
    const items = await sumReportItems(tx, storeId, from, to);
    const taxes = await sumReportTaxes(tx, storeId, from, to);
    const technicians = await sumReportTechnicians(tx, storeId, from, to);
    const hours = opts.hours ? await sumReportHours(tx, storeId, from, to) : [];
    return { made: missing.length, buckets, items, taxes, technicians, hours };
  });
}
export type ReportDaysRead = Awaited<ReturnType<typeof readReportDays>>;
