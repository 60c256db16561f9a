import { pointValueBasis } from './customerRewards';
import type { DailyReport } from '../../domain/reports/daily';
import { DRAWER_NOTE, DRAWER_SESSION_NOTE } from '../../domain/reports/drawer';
import { REPORT_GROUPINGS, type PeriodFigures, type RangeReport } from '../../domain/reports/range';
import { TENDER_LABELS, TENDER_TYPES } from '../../../common/tenders';
import type { PeriodPoints } from '../../domain/loyalty/liability';
import { rangeOptionsWithCustom } from './options';

/** The daily report's tables for its page and print view, amounts in cents, times as ISO instants (the page writes them in the store's zone). */
export const dailyReportTables = (r: DailyReport) => ({
  tickets: r.tickets,
  sales: r.sales,
  tenders: r.tenders,
  taxes: r.taxes.map((t) => ({
    name: t.name,
    rate: t.rate,
    base_cents: t.baseCents,
    amount_cents: t.amountCents,
  })),
  gift_cards: { sold_cents: r.giftCards.soldCents, redeemed_cents: r.giftCards.redeemedCents },
  refunds: {
    count: r.refunds.count,
    total_cents: r.refunds.totalCents,
    tip_cents: r.refunds.tipCents,
    by_tender: r.refunds.byTender,
  },
  voids: { count: r.voids.count, amount_cents: r.voids.amountCents },
  cash_overrides: r.cashOverrides.map((o) => ({
    refund_id: o.refundId,
    invoice_id: o.invoiceId,
    number: o.number,
    cents: o.cents,
    reason: o.reason,
    by: o.by,
    at: o.at.toISOString(),
  })),
  technicians: r.technicians.map((t) => ({
    id: t.technicianId,
    name: t.name,
    tickets: t.tickets,
    service_cents: t.serviceCents,
    tip_cents: t.tipCents,
    turns: t.turnsLabel,
    turns_halves: t.turnsHalves,
  })),
  drawer: {
    cash_taken_cents: r.drawer.cashTakenCents,
    change_cents: r.drawer.changeCents,
    cash_refund_cents: r.drawer.cashRefundCents,
    expected_cents: r.drawer.expectedCents,
    clock_out_cash_cents: r.drawer.clockOutCashCents,
    note: r.drawerDay.sessions.length ? DRAWER_SESSION_NOTE : DRAWER_NOTE,
  },
  drawer_sessions: r.drawerDay.sessions.map((s) => ({
    id: s.id,
    status: s.status,
    opened_at: s.openedAt.toISOString(),
    opened_by: s.openedBy,
    closed_at: s.closedAt?.toISOString() ?? null,
    float_cents: s.floatCents,
    cash_sales_cents: s.cashSalesCents,
    cash_refund_cents: s.cashRefundCents,
    pay_in_cents: s.payInCents,
    pay_out_cents: s.payOutCents,
    tip_payout_cents: s.tipPayoutCents,
    drop_cents: s.dropCents,
    expected_cents: s.expectedCents,
    counted_cents: s.countedCents,
    variance_cents: s.varianceCents,
    approved_by: s.approvedBy,
    approval_reason: s.approvalReason,
  })),
  tip_payouts: r.drawerDay.tipPayouts.map((t) => ({
    id: t.technicianId,
    name: t.name,
    cents: t.cents,
  })),
});

/** One row of the range report's figures table (a day, week, month or the total). */
export const periodFiguresItem = (f: PeriodFigures) => ({
  key: f.key,
  from: f.from,
  to: f.to,
  tickets: f.tickets,
  services_cents: f.servicesCents,
  retail_cents: f.retailCents,
  discounts_cents: f.discountsCents,
  net_cents: f.netCents,
  tax_cents: f.taxCents,
  tips_cents: f.tipsCents,
  tenders: f.tenders,
  gift_cards_sold_cents: f.giftCardsSoldCents,
  gift_cards_redeemed_cents: f.giftCardsRedeemedCents,
  refunds: f.refunds,
  refunds_cents: f.refundsCents,
  voids: f.voids,
  voids_cents: f.voidsCents,
});

/** What the range report's filter bar offers: the ranges and custom dates and the groupings (codes the page says), and the tenders its table has columns for. */
export const rangeReportChoices = () => ({
  ranges: rangeOptionsWithCustom(),
  groupings: [...REPORT_GROUPINGS],
  tenders: TENDER_TYPES.map((key) => ({ key, label: TENDER_LABELS[key] })),
});

/** The range report's tables: figures per bucket and in total, sales by item (no category said so), category, tax and technician. */
export const rangeReportTables = (r: RangeReport) => ({
  rows: r.rows.map(periodFiguresItem),
  total: periodFiguresItem(r.total),
  items: r.items.map((i) => ({
    service_id: i.serviceId,
    name: i.name,
    category: i.category ?? 'No category',
    kind: i.kind,
    quantity: i.quantity,
    gross_cents: i.grossCents,
    net_cents: i.netCents,
  })),
  categories: r.categories.map((c) => ({
    id: c.categoryId,
    name: c.name,
    quantity: c.quantity,
    gross_cents: c.grossCents,
    net_cents: c.netCents,
  })),
  taxes: r.taxes.map((t) => ({
    name: t.name,
    rate: t.rate,
    base_cents: t.baseCents,
    amount_cents: t.amountCents,
  })),
  technicians: r.technicians.map((t) => ({
    id: t.technicianId,
    name: t.name,
    tickets: t.tickets,
    service_cents: t.serviceCents,
    average_cents: t.averageCents,
    tip_cents: t.tipCents,
  })),
});

/** Rewards points over the period (counts of points) and the liability at its end, in cents. */
export const periodPointsItem = (p: PeriodPoints) => ({
  given: p.given,
  spent: p.spent,
  reversed: p.reversed,
  expired: p.expired,
  adjusted: p.adjusted,
  outstanding: p.outstanding,
  worth_cents: p.worthCents,
  basis: pointValueBasis(p.basis),
});
