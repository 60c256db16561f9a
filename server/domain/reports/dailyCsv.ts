import { centsToAmount } from '../../../common/money';
import { csvLine } from '../tickets/invoiceList';
import type { DailyReport } from './daily';

const taxRate = (rate: number) => `${(rate / 1000).toFixed(3).replace(/\.?0+$/, '')}%`;

/**
 * The daily report as one CSV: each table under its own header row, a blank
 * line between them, amounts as plain dollars (12.50). Built from the same
 * report object as the page, and every text goes through csvField (formula
 * injection guard), technician names included.
 */
export function dailyReportCsv(r: DailyReport, storeName: string): string {
  const out: string[] = [];
  out.push(csvLine(['Daily report', storeName, r.date]));
  out.push('\r\n', csvLine(['Sales', 'Amount']), csvLine(['Tickets', r.tickets]));
  for (const f of r.sales) out.push(csvLine([f.label, centsToAmount(f.cents)]));
  out.push('\r\n', csvLine(['Tender', 'Amount']));
  for (const f of r.tenders) out.push(csvLine([f.label, centsToAmount(f.cents)]));
  out.push('\r\n', csvLine(['Tax', 'Rate', 'Taxable', 'Amount']));
  for (const t of r.taxes)
    out.push(
      csvLine([t.name, taxRate(t.rate), centsToAmount(t.baseCents), centsToAmount(t.amountCents)]),
    );
  out.push(
    '\r\n',
    csvLine(['Gift cards', 'Amount']),
    csvLine(['Sold', centsToAmount(r.giftCards.soldCents)]),
    csvLine(['Redeemed', centsToAmount(r.giftCards.redeemedCents)]),
  );
  out.push('\r\n', csvLine(['Refunds and voids', 'Count', 'Amount']));
  out.push(csvLine(['Refunds', r.refunds.count, centsToAmount(r.refunds.totalCents)]));
  for (const f of r.refunds.byTender)
    out.push(csvLine([`Refunded to ${f.label}`, '', centsToAmount(f.cents)]));
  out.push(csvLine(['Voids', r.voids.count, centsToAmount(r.voids.amountCents)]));
  out.push('\r\n', csvLine(['Technician', 'Tickets', 'Service sales', 'Tips', 'Turns']));
  for (const t of r.technicians)
    out.push(
      csvLine([
        t.name,
        t.tickets,
        centsToAmount(t.serviceCents),
        centsToAmount(t.tipCents),
        t.turnsHalves === null ? '' : t.turnsHalves / 2,
      ]),
    );
  out.push('\r\n', csvLine(['Cash drawer', 'Amount']));
  out.push(
    csvLine(['Cash taken', centsToAmount(r.drawer.cashTakenCents)]),
    csvLine(['Change given', centsToAmount(r.drawer.changeCents)]),
    csvLine(['Cash refunds', centsToAmount(r.drawer.cashRefundCents)]),
    csvLine(['Expected in drawer', centsToAmount(r.drawer.expectedCents)]),
    csvLine(['Cash out at clock-out (not deducted)', centsToAmount(r.drawer.clockOutCashCents)]),
  );
  out.push(...drawerSessionsCsv(r.drawerDay));
  return out.join('');
}

/** The drawer sessions opened that day, each with its count and variance, and the tips paid out of the drawer; nothing without a session. */
function drawerSessionsCsv(day: DailyReport['drawerDay']): string[] {
  if (!day.sessions.length) return [];
  const out: string[] = [
    '\r\n',
    csvLine([
      'Drawer session',
      'Opened',
      'Opened by',
      'Float',
      'Cash sales',
      'Cash refunds',
      'Pay-ins',
      'Pay-outs',
      'Tip payouts',
      'Drops',
      'Expected',
      'Counted',
      'Variance',
      'Approved by',
      'Reason',
    ]),
  ];
  for (const d of day.sessions) {
    out.push(
      csvLine([
        d.id,
        d.openedAt.toISOString(),
        d.openedBy,
        centsToAmount(d.floatCents),
        centsToAmount(d.cashSalesCents),
        centsToAmount(d.cashRefundCents),
        centsToAmount(d.payInCents),
        centsToAmount(d.payOutCents),
        centsToAmount(d.tipPayoutCents),
        centsToAmount(d.dropCents),
        centsToAmount(d.expectedCents),
        d.countedCents === null ? '' : centsToAmount(d.countedCents),
        d.varianceCents === null ? '' : centsToAmount(d.varianceCents),
        d.approvedBy ?? '',
        d.approvalReason ?? '',
      ]),
    );
  }
  if (day.tipPayouts.length) {
    out.push('\r\n', csvLine(['Tips paid out in cash', 'Amount']));
    for (const t of day.tipPayouts) out.push(csvLine([t.name, centsToAmount(t.cents)]));
  }
  return out;
}
