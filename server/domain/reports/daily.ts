import type { Db } from '../../../database/client';
import {
  sumClockOutCash,
  sumLinesByKind,
  sumPaidTickets,
  sumRefunds,
  sumTaxesCharged,
  sumTechnicianSales,
  sumVoids,
  type ReportBounds,
} from '../../../database/queries/reports';
import { listRefundOverrides } from '../../../database/queries/refunds';
import { loadTurnBoard } from '../turns/board';
import { addDays, storeDayBounds, storeToday } from '../../../common/storeTime';
import { TENDER_LABELS, TENDER_TYPES, type TenderType } from '../../../common/tenders';
import { expectedDrawer, type Drawer } from './drawer';
import { netOfTipRefunds } from './tipRefunds';
import { loadDrawerDay, type DrawerDay } from '../drawer/report';
import { clock } from '../../../common/clock';

/** One line of a table: a label and cents (or a count). */
export interface Figure {
  key: string;
  label: string;
  cents: number;
}

export interface TechnicianRow {
  technicianId: number;
  name: string;
  tickets: number;
  serviceCents: number;
  tipCents: number;
  /** Turns that day from the turn rules, in halves; null when she was not on the board (never clocked in). */
  turnsHalves: number | null;
  turnsLabel: string | null;
}

export interface DailyReport {
  date: string;
  bounds: ReportBounds;
  tickets: number;
  /** Services, retail, gross sales, discounts, net sales, tax, tips, gift cards sold, total taken. */
  sales: Figure[];
  tenders: Figure[];
  taxes: { name: string; rate: number; baseCents: number; amountCents: number }[];
  giftCards: { soldCents: number; redeemedCents: number };
  refunds: {
    count: number;
    totalCents: number;
    netCents: number;
    taxCents: number;
    tipCents: number;
    byTender: Figure[];
  };
  voids: { count: number; amountCents: number };
  /** Refunds that gave back more cash than their ticket took in cash, by a manager's override: who, why, how much more. */
  cashOverrides: {
    refundId: number;
    invoiceId: number;
    number: number | null;
    cents: number;
    reason: string;
    by: string;
    at: Date;
  }[];
  technicians: TechnicianRow[];
  drawer: Drawer;
  /** The drawer sessions opened that day (none: the tickets-only figure above is all there is). */
  drawerDay: DrawerDay;
}

export const REFUND_TENDER_LABELS = {
  cash: 'Cash',
  credit_card: 'Credit Card',
  gift_card: 'Gift Card (re-credited)',
  check: 'Check',
} as const;

/**
 * The store day a report asks for: a real calendar date, or the store's
 * today when there is none. Dates are the store's (its zone), and the
 * bounds are its midnights, so a DST day has 23 or 25 hours.
 */
export function reportDay(tz: string, date: string | null, now = clock.now()) {
  const day = date ?? storeToday(tz, now);
  const today = storeToday(tz, now);
  return {
    date: day,
    today,
    previous: addDays(day, -1),
    next: addDays(day, 1),
    bounds: storeDayBounds(tz, day),
  };
}

/**
 * Everything on the daily report for one store day. Sales are the tickets
 * paid that day and still paid (a void is listed, never counted); refunds
 * are those given that day, whichever day the ticket was paid; turns come
 * from the turn rules, the same answer the turn board gives.
 */
export async function loadDailyReport(
  db: Db,
  storeId: number,
  date: string,
  bounds: ReportBounds,
  now = clock.now(),
): Promise<DailyReport> {
  const [paid, kinds, taxes, voids, refunds, techs, board, clockOutCash, drawerDay] =
    await Promise.all([
      sumPaidTickets(db, storeId, bounds),
      sumLinesByKind(db, storeId, bounds),
      sumTaxesCharged(db, storeId, bounds),
      sumVoids(db, storeId, bounds),
      sumRefunds(db, storeId, bounds),
      sumTechnicianSales(db, storeId, bounds),
      loadTurnBoard(db, storeId, date),
      sumClockOutCash(db, storeId, bounds),
      loadDrawerDay(db, storeId, date, now),
    ]);
  const overrides = await listRefundOverrides(db, storeId, bounds);
  const netTechs = await netOfTipRefunds(db, storeId, bounds, techs, (technicianId, name) => ({
    technicianId,
    name,
    tickets: 0,
    serviceCents: 0,
    tipCents: 0,
  }));
  return {
    date,
    bounds,
    tickets: paid.tickets,
    sales: salesFigures(paid, kinds),
    tenders: tenderFigures(paid),
    taxes,
    giftCards: { soldCents: kinds.giftcard.netCents, redeemedCents: paid.giftCardCents },
    refunds: {
      count: refunds.count,
      totalCents: refunds.totalCents,
      netCents: refunds.netCents,
      taxCents: refunds.taxCents,
      tipCents: refunds.tipCents,
      byTender: (Object.keys(REFUND_TENDER_LABELS) as (keyof typeof REFUND_TENDER_LABELS)[]).map(
        (type) => ({ key: type, label: REFUND_TENDER_LABELS[type], cents: refunds.byTender[type] }),
      ),
    },
    voids: { count: voids.count, amountCents: voids.amountCents },
    cashOverrides: overrides.map((o) => ({
      refundId: o.id,
      invoiceId: o.invoiceId,
      number: o.number,
      cents: o.overrideCents,
      reason: o.reason ?? '',
      by: o.byName,
      at: o.createdAt,
    })),
    technicians: technicianRows(netTechs, board),
    drawer: expectedDrawer({
      cashKeptCents: paid.cashCents,
      changeCents: paid.changeCents,
      cashRefundCents: refunds.byTender.cash,
      clockOutCashCents: clockOutCash,
    }),
    drawerDay,
  };
}

type PaidTickets = Awaited<ReturnType<typeof sumPaidTickets>>;

/** Services, retail, gross sales, discounts, net sales, tax, tips, gift cards sold, total taken. */
function salesFigures(
  paid: PaidTickets,
  kinds: Awaited<ReturnType<typeof sumLinesByKind>>,
): Figure[] {
  const goodsGross = kinds.service.grossCents + kinds.retail.grossCents;
  const goodsNet = kinds.service.netCents + kinds.retail.netCents;
  return [
    { key: 'services', label: 'Services', cents: kinds.service.grossCents },
    { key: 'retail', label: 'Retail', cents: kinds.retail.grossCents },
    { key: 'gross', label: 'Gross sales', cents: goodsGross },
    { key: 'discounts', label: 'Discounts', cents: goodsGross - goodsNet },
    { key: 'net', label: 'Net sales', cents: goodsNet },
    { key: 'tax', label: 'Tax', cents: paid.taxCents },
    { key: 'tips', label: 'Tips', cents: paid.tipCents },
    { key: 'giftcards', label: 'Gift cards sold', cents: kinds.giftcard.netCents },
    { key: 'taken', label: 'Total taken', cents: paid.amountDueCents },
  ];
}

/** What each tender took, in the tenders' order. */
function tenderFigures(paid: PaidTickets): Figure[] {
  const tenderCents: Record<TenderType, number> = {
    cash: paid.cashCents,
    credit_card: paid.creditCardCents,
    gift_card: paid.giftCardCents,
    coupon: paid.couponCents,
    check: paid.checkCents,
  };
  return TENDER_TYPES.map((type) => ({
    key: type,
    label: TENDER_LABELS[type],
    cents: tenderCents[type],
  }));
}

/**
 * One row per technician who sold that day (tips net of tips refunded) or was on the turn board,
 * with her turns when she was on it; by name.
 */
function technicianRows(
  sold: readonly Omit<TechnicianRow, 'turnsHalves' | 'turnsLabel'>[],
  board: Awaited<ReturnType<typeof loadTurnBoard>>,
): TechnicianRow[] {
  const turns = new Map(board.map((e) => [e.technicianId, e]));
  const rows = new Map<number, TechnicianRow>();
  for (const t of sold) rows.set(t.technicianId, { ...t, turnsHalves: null, turnsLabel: null });
  for (const e of board)
    if (!rows.has(e.technicianId))
      rows.set(e.technicianId, {
        technicianId: e.technicianId,
        name: e.name,
        tickets: 0,
        serviceCents: 0,
        tipCents: 0,
        turnsHalves: null,
        turnsLabel: null,
      });
  for (const row of rows.values()) {
    const entry = turns.get(row.technicianId);
    if (entry) Object.assign(row, { turnsHalves: entry.turnsHalves, turnsLabel: entry.turnsLabel });
  }
  return [...rows.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.technicianId - b.technicianId,
  );
}
