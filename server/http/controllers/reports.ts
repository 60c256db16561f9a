import type { Request, Response } from 'express';
import { loadDailyReport, reportDay } from '../../domain/reports/daily';
import { dailyReportCsv } from '../../domain/reports/dailyCsv';
import { DRAWER_NOTE } from '../../domain/reports/drawer';
import { daysIn, defaultGrouping, loadRangeReport, MAX_REPORT_DAYS, REPORT_GROUPINGS, type PeriodFigures } from '../../domain/reports/range';
import { rangeReportCsv } from '../../domain/reports/rangeCsv';
import { REPORT_RANGES, REPORT_RANGE_LABELS, reportPeriod } from '../../../common/reportRanges';
import { TENDER_LABELS, TENDER_TYPES } from '../../../common/tenders';
import { formatStoreDateTime } from '../../../common/storeTime';
import { notFound, ValidationError } from '../errors';
import { fieldErrors, validate } from '../validate';
import { dailyReportSchema, rangeExportSchema, rangeReportSchema } from '../validators/reports';

function load(req: Request) {
  const store = req.store!;
  const { date } = validate(dailyReportSchema, req.query);
  const day = reportDay(store.timezone, date);
  return { store, day, report: loadDailyReport(req.ctx.db, store.id, day.date, day.bounds) };
}

/** reports.daily: one store day for the close (spec §2), amounts in cents, shaped for the page and its print view. */
export async function daily(req: Request, res: Response) {
  const { store, day, report } = load(req);
  const r = await report;
  await res.inertia('Admin/Reports/Daily', {
    store: { name: store.name, timezone: store.timezone },
    day: { date: day.date, today: day.today, previous: day.previous, next: day.next },
    tickets: r.tickets,
    sales: r.sales,
    tenders: r.tenders,
    taxes: r.taxes.map((t) => ({ name: t.name, rate: t.rate, base_cents: t.baseCents, amount_cents: t.amountCents })),
    gift_cards: { sold_cents: r.giftCards.soldCents, redeemed_cents: r.giftCards.redeemedCents },
    refunds: { count: r.refunds.count, total_cents: r.refunds.totalCents, tip_cents: r.refunds.tipCents, by_tender: r.refunds.byTender },
    voids: { count: r.voids.count, amount_cents: r.voids.amountCents },
    cash_overrides: r.cashOverrides.map((o) => ({
      refund_id: o.refundId, invoice_id: o.invoiceId, number: o.number, cents: o.cents, reason: o.reason, by: o.by, at: formatStoreDateTime(o.at, store.timezone),
    })),
    technicians: r.technicians.map((t) => ({
      id: t.technicianId, name: t.name, tickets: t.tickets, service_cents: t.serviceCents, tip_cents: t.tipCents, turns: t.turnsLabel, turns_halves: t.turnsHalves,
    })),
    drawer: {
      cash_taken_cents: r.drawer.cashTakenCents, change_cents: r.drawer.changeCents, cash_refund_cents: r.drawer.cashRefundCents,
      expected_cents: r.drawer.expectedCents, clock_out_cash_cents: r.drawer.clockOutCashCents, note: DRAWER_NOTE,
    },
  }, { title: 'Daily Report' });
}

/** reports.daily_export: the same day's tables as CSV. */
export async function dailyExport(req: Request, res: Response) {
  const { store, day, report } = load(req);
  const csv = dailyReportCsv(await report, store.name);
  res.status(200).set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="daily-report-${day.date}.csv"`,
    'Cache-Control': 'no-store',
  }).send(csv);
}

/** The period asked for: a bad custom period shows today's figures, with the messages beside the fields and the typed dates kept. */
function rangeOf(req: Request) {
  const store = req.store!;
  const parsed = rangeReportSchema.safeParse(req.query);
  const input = parsed.success ? parsed.data : { range: 'custom' as const, from: undefined, to: undefined, group: undefined };
  const period = reportPeriod(parsed.success ? input.range : 'today', input.from, input.to, store.timezone);
  const grouping = input.group ?? defaultGrouping(period);
  const raw = (v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : '');
  return {
    store, period, grouping, errors: parsed.success ? null : fieldErrors(parsed.error),
    filters: parsed.success ? { range: input.range, from: period.from, to: period.to, group: grouping } : { range: 'custom', from: raw(req.query.from), to: raw(req.query.to), group: grouping },
    query: { range: period.range, ...(period.range === 'custom' ? { from: period.from, to: period.to } : {}), group: grouping },
  };
}

const figures = (f: PeriodFigures) => ({
  key: f.key, from: f.from, to: f.to, tickets: f.tickets, services_cents: f.servicesCents, retail_cents: f.retailCents, discounts_cents: f.discountsCents,
  net_cents: f.netCents, tax_cents: f.taxCents, tips_cents: f.tipsCents, tenders: f.tenders, gift_cards_sold_cents: f.giftCardsSoldCents,
  gift_cards_redeemed_cents: f.giftCardsRedeemedCents, refunds: f.refunds, refunds_cents: f.refundsCents, voids: f.voids, voids_cents: f.voidsCents,
});

/** reports.index: the daily report's figures over a range of store days, grouped, with sales by item, category, tax and technician. */
export async function index(req: Request, res: Response) {
  const { store, period, grouping, errors, filters, query } = rangeOf(req);
  const r = await loadRangeReport(req.ctx.db, store.id, period, store.timezone, grouping);
  await res.inertia('Admin/Reports/Index', {
    ...(errors ? { errors } : {}),
    store: { name: store.name, timezone: store.timezone },
    filters,
    period: { range: period.range, from: period.from, to: period.to, days: daysIn(period.from, period.to), max_days: MAX_REPORT_DAYS },
    ranges: [...REPORT_RANGES.map((value) => ({ value, label: REPORT_RANGE_LABELS[value] })), { value: 'custom', label: 'Custom dates' }],
    groupings: REPORT_GROUPINGS.map((value) => ({ value, label: { day: 'By day', week: 'By week', month: 'By month' }[value] })),
    tenders: TENDER_TYPES.map((key) => ({ key, label: TENDER_LABELS[key] })),
    rows: r.rows.map(figures),
    total: figures(r.total),
    items: r.items.map((i) => ({ service_id: i.serviceId, name: i.name, category: i.category ?? 'No category', kind: i.kind, quantity: i.quantity, gross_cents: i.grossCents, net_cents: i.netCents })),
    categories: r.categories.map((c) => ({ id: c.categoryId, name: c.name, quantity: c.quantity, gross_cents: c.grossCents, net_cents: c.netCents })),
    taxes: r.taxes.map((t) => ({ name: t.name, rate: t.rate, base_cents: t.baseCents, amount_cents: t.amountCents })),
    technicians: r.technicians.map((t) => ({ id: t.technicianId, name: t.name, tickets: t.tickets, service_cents: t.serviceCents, average_cents: t.averageCents, tip_cents: t.tipCents })),
    export_query: query,
  }, { title: 'Reports' });
}

/** reports.export: one table of the same report as CSV (table=periods|services|categories|taxes|technicians). */
export async function rangeExport(req: Request, res: Response) {
  const table = rangeExportSchema.safeParse(req.query);
  if (!table.success) throw notFound();
  const { store, period, grouping, errors } = rangeOf(req);
  if (errors) throw new ValidationError(errors);
  const csv = rangeReportCsv(await loadRangeReport(req.ctx.db, store.id, period, store.timezone, grouping), table.data.table);
  res.status(200).set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="report-${table.data.table}-${period.from}-to-${period.to}.csv"`,
    'Cache-Control': 'no-store',
  }).send(csv);
}
