// A store's ticket history for the bench, made with set-based SQL
// (generate_series, one statement per batch of ~100 k tickets, every row a
// real ticket would have) so that a million tickets take minutes, not hours.
// Used by bench/reports.ts; runs on PostgreSQL.
//
// Each ticket is priced the way checkout prices it (common/ticketTotals.ts):
// gross = price × quantity, line discounts, net, tax per rate on the taxed
// lines' net (half up, thousandths of a percent), tip on the pre-tax
// subtotal after discounts split over the service technicians in proportion
// to their service net, amount due = total + tip; tenders settle it the way
// common/tenders.ts does (cash kept net of change).
import pg from 'pg';
import { addDays, storeToday } from '../common/storeTime';

export interface TicketDataOptions {
  storeId: number;
  tickets: number;
  /** Tickets per store day (the days follow from it; the newest ticket is a minute ago, or at closing time). */
  perDay?: number;
  batch?: number;
  customers?: number;
  /** Technicians the tickets are worked by: the store's active ones, topped up with bench technicians to this many. */
  technicians?: number;
  /** Clock records (closed, 9:15–19:45 give or take) for every technician for this many past days. */
  clockDays?: number;
  now?: Date;
  /** Progress lines (each batch and its time). */
  log?: (line: string) => void;
}

export interface TicketData {
  seconds: number;
  days: number;
  firstDay: string;
  technicianIds: number[];
  rows: Record<string, number>;
}

/** Store hours on the wall clock: 9:30 to 19:30, 600 minutes a day. */
const OPEN_MINUTE = 9 * 60 + 30;
const OPEN_MINUTES = 600;

/**
 * Per ticket g (1 … N, oldest first, numbered as a counter would number
 * them): 1–3 lines (two in five have one, two in five two, one in five three),
 * the last of several lines a taxed retail item on one ticket in three, a
 * $5 line discount on one line in ten; the first service by technician A,
 * the others by technician B on every other ticket; a 15–25 % tip on four
 * tickets in five; tenders by g mod 20: cash with change 7, card 8, gift card
 * (rest on a card) 2, check 1, coupon (rest in cash) 2; a void every 200th
 * (paid in cash), a refund of the first line every 100th (cash or card, half
 * of them with the tip), a customer on two tickets in three.
 */
const BATCH_SQL = `
with t as (
  select g,
         (($8::date + floor(x.pos / ${OPEN_MINUTES})::int) + make_interval(mins => ${OPEN_MINUTE})
           + (x.pos - floor(x.pos / ${OPEN_MINUTES}) * ${OPEN_MINUTES}) * interval '1 minute') at time zone $9::text as paid_at,
         case when g % 5 in (0, 1) then 1 when g % 5 in (2, 3) then 2 else 3 end as nl,
         g % 200 = 0 as voided,
         g % 200 in (45, 150) as refunded,
         ($19::int[])[1 + h.a] as tech_a,
         ($19::int[])[1 + (h.a + 1 + h.b % (cardinality($19::int[]) - 1)) % cardinality($19::int[])] as tech_b,
         h.b / 16 % 2 = 0 as two_techs
    from generate_series($3::int, $4::int) g,
         lateral (select $7::float8 - ($5::int - g) * ${OPEN_MINUTES}.0 / $6::float8 as pos) x,
         -- Technicians by a multiplicative hash of g, so that who works a ticket does not follow its line count or tender.
         lateral (select ((g::bigint * 2654435761) % 4294967296 / 65536 % cardinality($19::int[]))::int as a,
                         ((g::bigint * 2246822519) % 4294967296 / 65536)::int as b) h
), l0 as (
  select t.g, k, t.tech_a, t.tech_b, t.two_techs,
         (k = t.nl - 1 and t.nl >= 2 and t.g % 3 = 0) as retail,
         1 + (t.g * 7 + k * 13) % cardinality($10::int[]) as si,
         1 + (t.g + k) % cardinality($15::int[]) as ri
    from t, generate_series(0, t.nl - 1) k
), l as (
  select g, k, retail, si, ri,
         case when retail then ($15::int[])[ri] else ($10::int[])[si] end as service_id,
         case when retail then ($17::text[])[ri] else ($12::text[])[si] end as name,
         case when retail then null when k = 0 or not two_techs then tech_a else tech_b end as technician_id,
         case when retail then ($16::int[])[ri] else ($11::int[])[si] end as price,
         case when retail then ($18::text[])[ri]::jsonb else '[]'::jsonb end as tax_ids,
         case when retail then 0 else ($13::int[])[si] end as turn,
         case when retail then null else ($14::int[])[si] end as commission
    from l0
), ld as (
  select l.*, case when (g + k) % 10 = 3 then least(500, price) else 0 end as discount from l
), lines as (
  select ld.*, price - discount as net from ld
), line_tax as (
  select lines.g, x.id as tax_id, sum(lines.net)::int as base
    from lines, jsonb_array_elements_text(lines.tax_ids) e(v), lateral (select e.v::int as id) x
   group by 1, 2
), taxes_due as (
  select lt.g, lt.tax_id, tx.name, tx.rate, lt.base, ((lt.base::bigint * tx.rate + 50000) / 100000)::int as amount
    from line_tax lt join taxes tx on tx.store_id = $1 and tx.id = lt.tax_id
), sums as (
  select lines.g, sum(price)::int as subtotal, sum(discount)::int as discount, sum(net)::int as net,
         (sum(net) filter (where not retail))::int as svc_net,
         (sum(net) filter (where not retail and technician_id = t.tech_a))::int as net_a
    from lines join t using (g)
   group by lines.g
), tax_sums as (
  select g, sum(amount)::int as tax from taxes_due group by g
), m0 as (
  select t.*, s.subtotal, s.discount, s.net, s.svc_net, s.net_a, coalesce(x.tax, 0) as tax,
         case when t.g % 5 <> 1 then (s.svc_net * (15 + t.g % 11) + 50) / 100 else 0 end as tip
    from t join sums s using (g) left join tax_sums x using (g)
), m1 as (
  select m0.*, net + tax as total, net + tax + tip as due, g % 20 as tender from m0
), m as (
  select m1.*,
         case when tender between 15 and 16 then least(due, 2500 + (g % 4) * 1000) else 0 end as gift,
         case when tender between 18 and 19 then least(500, due / 2) else 0 end as coupon
    from m1
), mm as (
  select m.*,
         -- Cash handed over: the cash part rounded up to the next $20.
         case when tender <= 6 then ((due + 1999) / 2000) * 2000 when tender >= 18 then ((due - coupon + 1999) / 2000) * 2000 else 0 end as tendered
    from m
), inv as (
  insert into invoices (store_id, number, status, customer_id, subtotal_cents, discount_cents, tax_cents, total_cents, tip_cents, amount_due_cents,
                        cash_amount, credit_card_amount, gift_card_amount, coupon_amount, check_amount, change_cents,
                        created_by_name, paid_at, voided_at, void_reason, created_at, updated_at)
  select $1, $2::int + g, case when voided then 'voided' else 'paid' end,
         case when g % 3 = 0 then null else $20::int + (g::bigint * 7919 % $21::int)::int end,
         subtotal, discount, tax, total, tip, due,
         case when tender <= 6 then due when tender >= 18 then due - coupon else 0 end,
         case when tender between 7 and 14 then due when tender between 15 and 16 then due - gift else 0 end,
         gift,
         coupon,
         case when tender = 17 then due else 0 end,
         case when tender <= 6 then tendered - due when tender >= 18 then tendered - (due - coupon) else 0 end,
         'bench', paid_at, case when voided then paid_at + interval '30 seconds' end, case when voided then 'bench void' end,
         paid_at - interval '25 minutes', case when voided then paid_at + interval '30 seconds' else paid_at end
    from mm
  returning id, number
), new_lines as (
  insert into invoice_lines (store_id, invoice_id, line_key, kind, service_id, name, technician_id, unit_price_cents, quantity, discount_cents,
                             ticket_discount_cents, net_cents, tax_ids, turn_weight_halves, commission_rate_bp, sort_order)
  select $1, inv.id, 'bench-' || lines.g || '-' || lines.k, case when retail then 'retail' else 'service' end, service_id, name, technician_id,
         price, 1, discount, 0, net, tax_ids, turn, commission, lines.k
    from lines join inv on inv.number = $2::int + lines.g
  returning id, invoice_id, sort_order, net_cents
), new_taxes as (
  insert into invoice_taxes (store_id, invoice_id, tax_id, name, rate, base_cents, amount_cents)
  select $1, inv.id, d.tax_id, d.name, d.rate, d.base, d.amount
    from taxes_due d join inv on inv.number = $2::int + d.g
  returning 1
), new_tips as (
  insert into invoice_tips (store_id, invoice_id, technician_id, cents)
  select $1, inv.id, x.technician_id, x.cents
    from mm join inv on inv.number = $2::int + mm.g,
         lateral (values (mm.tech_a, case when mm.net_a < mm.svc_net then (mm.tip * mm.net_a / mm.svc_net) else mm.tip end),
                         (mm.tech_b, case when mm.net_a < mm.svc_net then mm.tip - mm.tip * mm.net_a / mm.svc_net else 0 end)) x(technician_id, cents)
   where x.cents > 0
  returning 1
), new_payments as (
  insert into invoice_payments (store_id, invoice_id, type, amount_cents, tendered_cents, card_last4, auth_code, check_number, gift_card_id, coupon_id, created_at)
  select $1, inv.id, p.type, p.amount, p.tendered, p.last4, p.auth, p.check_number, p.gift_card_id, p.coupon_id, mm.paid_at
    from mm join inv on inv.number = $2::int + mm.g,
         lateral (values
           ('cash', case when tender <= 6 then due when tender >= 18 then due - coupon else 0 end, nullif(tendered, 0), null, null, null, null::int, null::int),
           ('credit_card', case when tender between 7 and 14 then due when tender between 15 and 16 then due - gift else 0 end, null,
              lpad(((mm.g * 31) % 10000)::text, 4, '0'), 'B' || mm.g, null, null, null),
           ('gift_card', gift, null, null, null, null, $22::int, null),
           ('check', case when tender = 17 then due else 0 end, null, null, null, (1000 + mm.g % 9000)::text, null, null),
           ('coupon', coupon, null, null, null, null, null, $23::int)
         ) p(type, amount, tendered, last4, auth, check_number, gift_card_id, coupon_id)
   where p.amount > 0
  returning 1
), new_coupon_uses as (
  insert into coupon_uses (store_id, coupon_id, invoice_id, customer_id, amount_cents, created_at)
  select $1, $23::int, inv.id, case when mm.g % 3 = 0 then null else $20::int + (mm.g::bigint * 7919 % $21::int)::int end, mm.coupon, mm.paid_at
    from mm join inv on inv.number = $2::int + mm.g where mm.coupon > 0
  returning 1
), new_refunds as (
  insert into refunds (store_id, invoice_id, reason, amount_cents, tax_cents, tip_cents, by_name, created_at)
  select $1, inv.id, 'bench refund', f.net_cents, 0, case when mm.g % 400 = 45 or mm.g % 400 = 350 then mm.tip else 0 end, 'bench',
         least(mm.paid_at + interval '1 day', now())
    from mm join inv on inv.number = $2::int + mm.g
         join new_lines f on f.invoice_id = inv.id and f.sort_order = 0
   where mm.refunded and not mm.voided
  returning id, invoice_id, amount_cents, tip_cents
), new_refund_lines as (
  insert into refund_lines (store_id, refund_id, invoice_line_id, net_cents, tax_cents)
  select $1, r.id, f.id, r.amount_cents, 0
    from new_refunds r join new_lines f on f.invoice_id = r.invoice_id and f.sort_order = 0
  returning 1
), new_refund_payments as (
  insert into refund_payments (store_id, refund_id, type, amount_cents)
  select $1, r.id, case when mm.tender <= 6 then 'cash' else 'credit_card' end, r.amount_cents + r.tip_cents
    from new_refunds r join inv on inv.id = r.invoice_id join mm on inv.number = $2::int + mm.g
  returning 1
)
select (select count(*) from inv)::int as invoices, (select count(*) from new_lines)::int as lines, (select count(*) from new_taxes)::int as taxes,
       (select count(*) from new_tips)::int as tips, (select count(*) from new_payments)::int as payments, (select count(*) from new_coupon_uses)::int as coupon_uses,
       (select count(*) from new_refunds)::int as refunds, (select count(*) from new_refund_lines)::int as refund_lines,
       (select count(*) from new_refund_payments)::int as refund_payments`;

/**
 * Makes `tickets` paid tickets for one store, ~perDay a store day in its
 * zone between 9:30 and 19:30, the newest a minute ago (or at the last
 * closing time), plus what a payroll needs: ten technicians with payroll
 * settings (commission, some hourly, a guarantee) and clock records for the
 * last weeks. One transaction; `analyze` afterwards.
 */
export async function generateTicketData(
  client: pg.Client,
  opts: TicketDataOptions,
): Promise<TicketData> {
  const started = performance.now();
  const storeId = opts.storeId;
  const perDay = opts.perDay ?? 550;
  const batch = opts.batch ?? 100_000;
  const customers = opts.customers ?? 20_000;
  const wanted = opts.technicians ?? 10;
  const clockDays = opts.clockDays ?? 21;
  const now = opts.now ?? new Date();
  const log = opts.log ?? (() => {});
  const {
    rows: [store],
  } = await client.query<{ timezone: string }>('select timezone from stores where id = $1', [
    storeId,
  ]);
  const tz = store.timezone;

  // Where the newest ticket goes: a minute ago on the store's clock, kept within opening hours.
  const today = storeToday(tz, now);
  const {
    rows: [clock],
  } = await client.query<{ minute: number }>(
    `select extract(epoch from ($1::timestamptz at time zone $2::text)::time) / 60 as minute`,
    [new Date(now.getTime() - 60_000), tz],
  );
  const todayMinutes = Number(clock.minute) - OPEN_MINUTE;
  // Positions are open minutes from today's opening (negative: earlier days); before opening the newest is yesterday at closing.
  const endPos = todayMinutes > 0 ? Math.min(todayMinutes, OPEN_MINUTES - 0.01) : -0.01;
  const days =
    1 - Math.floor((endPos - ((opts.tickets - 1) * OPEN_MINUTES) / perDay) / OPEN_MINUTES);
  const firstDay = addDays(today, -(days - 1));

  await client.query('begin');
  // Ten technicians: the store's active ones, and bench ones beside them when there are fewer.
  let { rows: techs } = await client.query<{ id: number }>(
    'select id from employees where store_id = $1 and is_active and deleted_at is null order by id',
    [storeId],
  );
  for (let n = techs.length; n < wanted; n++) {
    await client.query(
      `insert into employees (store_id, name, staff_number, password_hash, calendar_color) values ($1, $2, $3, 'x', '#6b7280')`,
      [storeId, `Bench Tech ${n + 1}`, `B${9000 + n}`],
    );
  }
  ({ rows: techs } = await client.query<{ id: number }>(
    'select id from employees where store_id = $1 and is_active and deleted_at is null order by id limit $2',
    [storeId, wanted],
  ));
  const techIds = techs.map((t) => t.id);
  // Payroll settings: 60 % commission (55 % and 65 % for two), a $3 supply fee before or after, hourly $15 for three, a guarantee for two.
  await client.query(
    `insert into employee_payroll_settings (employee_id, store_id, commission_rate_bp, supply_fee_type, supply_fee_value, supply_fee_timing,
                                            guaranteed_minimum_cents, check_percent_bp, hourly_rate_cents)
     select e.id, $1, case when i = 2 then 5500 when i = 5 then 6500 else 6000 end, case when i % 4 = 3 then 'percent' else 'flat' end,
            case when i % 4 = 3 then 500 else 300 end, case when i % 2 = 0 then 'before' else 'after' end,
            case when i in (1, 7) then 150000 else 0 end, 7000, case when i in (3, 6, 9) then 1500 end
       from unnest($2::int[]) with ordinality e(id, i)
     on conflict (employee_id) do update set commission_rate_bp = excluded.commission_rate_bp, supply_fee_type = excluded.supply_fee_type,
       supply_fee_value = excluded.supply_fee_value, supply_fee_timing = excluded.supply_fee_timing,
       guaranteed_minimum_cents = excluded.guaranteed_minimum_cents, check_percent_bp = excluded.check_percent_bp, hourly_rate_cents = excluded.hourly_rate_cents`,
    [storeId, techIds],
  );
  // Clock records: every technician, every past day of the window they have none on, closed; a bonus or a cash-out now and then.
  const clocked = await client.query(
    `insert into clock_records (store_id, employee_id, clock_in, clock_out, tip_cents, bonus_cents, cash_out_cents, created_at)
     select $1, e.id, (d + interval '9 hours 15 minutes' + ((e.id * 7 + extract(doy from d)::int) % 20) * interval '1 minute') at time zone $3,
            (d + interval '19 hours 45 minutes' - ((e.id * 3 + extract(doy from d)::int) % 25) * interval '1 minute') at time zone $3,
            0, case when (e.id + extract(doy from d)::int) % 10 = 0 then 1000 else 0 end,
            case when (e.id + extract(doy from d)::int) % 4 = 0 then 2000 else 0 end,
            (d + interval '9 hours 15 minutes') at time zone $3
       from unnest($2::int[]) e(id), generate_series($4::date - $5::int, $4::date - 1, interval '1 day') d
      where not exists (select 1 from clock_records c where c.store_id = $1 and c.employee_id = e.id
                          and c.clock_in >= d at time zone $3 and c.clock_in < (d + interval '1 day') at time zone $3)`,
    [storeId, techIds, tz, today, clockDays],
  );

  // The menu as sold: services (price, name, turn weight, commission override) and retail with their taxes.
  const { rows: svc } = await client.query<{
    id: number;
    price: number;
    name: string;
    turn: number;
    commission: number | null;
  }>(
    `select id, price_cents as price, name, turn_weight_halves as turn, commission_rate_bp as commission from services
      where store_id = $1 and kind = 'service' and is_active and price_cents > 0 order by id`,
    [storeId],
  );
  const { rows: retail } = await client.query<{
    id: number;
    price: number;
    name: string;
    taxes: string;
  }>(
    `select s.id, s.price_cents as price, s.name,
            coalesce((select json_agg(st.tax_id order by st.tax_id) from service_taxes st join taxes x on x.id = st.tax_id and x.is_active where st.service_id = s.id), '[]')::text as taxes
       from services s where s.store_id = $1 and s.kind = 'retail' and s.is_active and s.price_cents > 0 order by s.id`,
    [storeId],
  );
  if (!svc.length || !retail.length)
    throw new Error('the store needs services and retail items to ring up');
  // One gift card and one coupon that the tickets' gift card and coupon tenders name.
  const {
    rows: [card],
  } = await client.query<{ id: number }>(
    `insert into gift_cards (store_id, code, balance_cents, recipient_name) values ($1, 'BENCH-REPORTS-GC', 100000000, 'bench') returning id`,
    [storeId],
  );
  const {
    rows: [coupon],
  } = await client.query<{ id: number }>(
    `insert into coupons (store_id, code, kind, value) values ($1, 'BENCHREPORTS', 'amount', 500) returning id`,
    [storeId],
  );
  await client.query(
    `insert into customers (store_id, name, phone) select $1, 'Report Customer ' || g, '917' || lpad(g::text, 7, '0') from generate_series(1, $2::int) g`,
    [storeId, customers],
  );
  const {
    rows: [firstCustomer],
  } = await client.query<{ id: number }>(
    `select min(id) as id from customers where store_id = $1 and name like 'Report Customer %'`,
    [storeId],
  );
  const {
    rows: [{ last }],
  } = await client.query<{ last: number }>(
    `insert into ticket_counters (store_id, last_number) values ($1, 0) on conflict (store_id) do update set last_number = ticket_counters.last_number
     returning last_number as last`,
    [storeId],
  );

  const rows: Record<string, number> = { clock_records: clocked.rowCount ?? 0 };
  for (let lo = 1; lo <= opts.tickets; lo += batch) {
    const hi = Math.min(opts.tickets, lo + batch - 1);
    const t0 = performance.now();
    const {
      rows: [made],
    } = await client.query<Record<string, number>>(BATCH_SQL, [
      storeId,
      last,
      lo,
      hi,
      opts.tickets,
      perDay,
      endPos,
      today,
      tz,
      svc.map((s) => s.id),
      svc.map((s) => s.price),
      svc.map((s) => s.name),
      svc.map((s) => s.turn),
      svc.map((s) => s.commission),
      retail.map((r) => r.id),
      retail.map((r) => r.price),
      retail.map((r) => r.name),
      retail.map((r) => r.taxes),
      techIds,
      firstCustomer.id,
      customers,
      card.id,
      coupon.id,
    ]);
    for (const [k, v] of Object.entries(made)) rows[k] = (rows[k] ?? 0) + Number(v);
    log(`  tickets ${lo}–${hi}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  await client.query('update ticket_counters set last_number = $2 where store_id = $1', [
    storeId,
    last + opts.tickets,
  ]);
  await client.query('commit');
  const t0 = performance.now();
  await client.query('analyze');
  log(`  analyze: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return {
    seconds: (performance.now() - started) / 1000,
    days,
    firstDay,
    technicianIds: techIds,
    rows,
  };
}
