import type { Request, Response } from 'express';
import { loadDailyReport, reportDay } from '../../domain/reports/daily';
import { dailyReportCsv } from '../../domain/reports/dailyCsv';
import { DRAWER_NOTE } from '../../domain/reports/drawer';
import { validate } from '../validate';
import { dailyReportSchema } from '../validators/reports';

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
