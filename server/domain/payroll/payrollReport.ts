import { centsToAmount } from '../../../common/money';
import { formatStoreDateTime } from '../../../common/storeTime';
import { csvLine } from '../tickets/invoiceList';
import type { PayDetail } from './payrollRuns';

/**
 * The payroll report's three tables, built from the same pay details as the
 * Payroll Control page (a finalised run's snapshot, else the live
 * computation): salary = the pay summary per technician, commission = one
 * row per service line (and per refund reversing one), tips = one row per
 * ticket and technician. The page and the CSV both read these rows.
 */
export interface CommissionRow {
  employeeId: number;
  technician: string;
  invoiceNumber: number | null;
  paidAt: string;
  name: string;
  amountCents: number;
  rateBp: number;
  supplyFeeCents: number;
  commissionCents: number;
}

export interface TipRow {
  employeeId: number;
  technician: string;
  invoiceNumber: number | null;
  paidAt: string;
  tipCents: number;
  cardPaidCents: number;
  totalPaidCents: number;
}

export function commissionRows(pay: readonly PayDetail[], tz: string): CommissionRow[] {
  return pay.flatMap((p) =>
    p.lines.map((l) => ({
      employeeId: p.employeeId,
      technician: p.name,
      invoiceNumber: l.invoiceNumber,
      paidAt: l.paidAt ? formatStoreDateTime(l.paidAt, tz) : 'Refund',
      name: l.name,
      amountCents: l.amountCents,
      rateBp: l.rateBp,
      supplyFeeCents: l.supplyFeeCents,
      commissionCents: l.commissionCents,
    })),
  );
}

export function tipRows(pay: readonly PayDetail[], tz: string): TipRow[] {
  return pay.flatMap((p) =>
    p.tips.map((t) => ({
      employeeId: p.employeeId,
      technician: p.name,
      invoiceNumber: t.invoiceNumber,
      paidAt: formatStoreDateTime(t.paidAt, tz),
      tipCents: t.tipCents,
      cardPaidCents: t.cardPaidCents,
      totalPaidCents: t.totalPaidCents,
    })),
  );
}

const percent = (bp: number) => `${bp / 100}%`;
const hours = (minutes: number) => (minutes / 60).toFixed(2);

/** A payroll report as CSV: the heading lines, then one of three tables (pay per technician, commission per line, tips per ticket). */
export function payrollReportCsv(
  type: 'salary' | 'commission' | 'tips',
  pay: readonly PayDetail[],
  tz: string,
  heading: string[],
): string {
  const table =
    type === 'salary'
      ? salaryCsv(pay)
      : type === 'commission'
        ? commissionCsv(pay, tz)
        : tipsCsv(pay, tz);
  return [csvLine(heading), ...table].join('');
}

/** Each technician's pay, figure by figure, as the pay stub adds it up. */
function salaryCsv(pay: readonly PayDetail[]): string[] {
  return [
    csvLine([
      'Technician',
      'Service sales',
      'Refunded sales',
      'Supply fee',
      'Commission',
      'Hours',
      'Hourly pay',
      'Guarantee top-up',
      'Tips',
      'Card fee on tips',
      'Bonus',
      'Adjustments',
      'Cash out',
      'Net',
      'Check',
      'Cash',
    ]),
    ...pay.map(({ name, figures: f }) =>
      csvLine([
        name,
        centsToAmount(f.serviceSalesCents),
        centsToAmount(f.refundedSalesCents),
        centsToAmount(f.supplyFeeCents),
        centsToAmount(f.commissionCents),
        hours(f.workedMinutes),
        centsToAmount(f.hourlyCents),
        centsToAmount(f.guaranteeTopUpCents),
        centsToAmount(f.tipsCents),
        centsToAmount(f.cardTipFeeCents),
        centsToAmount(f.bonusCents),
        centsToAmount(f.adjustmentsCents),
        centsToAmount(f.cashOutCents),
        centsToAmount(f.netCents),
        centsToAmount(f.checkCents),
        centsToAmount(f.cashCents),
      ]),
    ),
  ];
}

/** Every commissioned line (refunds negative), with its rate and supply fee. */
function commissionCsv(pay: readonly PayDetail[], tz: string): string[] {
  return [
    csvLine([
      'Technician',
      'Ticket',
      'Paid',
      'Service',
      'Amount',
      'Rate',
      'Supply fee',
      'Commission',
    ]),
    ...commissionRows(pay, tz).map((r) =>
      csvLine([
        r.technician,
        r.invoiceNumber ?? '',
        r.paidAt,
        r.name,
        centsToAmount(r.amountCents),
        percent(r.rateBp),
        centsToAmount(r.supplyFeeCents),
        centsToAmount(r.commissionCents),
      ]),
    ),
  ];
}

/** Every tip, with what of its ticket was paid by card (the card fee's base). */
function tipsCsv(pay: readonly PayDetail[], tz: string): string[] {
  return [
    csvLine(['Technician', 'Ticket', 'Paid', 'Tip', 'Paid by card', 'Ticket paid']),
    ...tipRows(pay, tz).map((r) =>
      csvLine([
        r.technician,
        r.invoiceNumber ?? '',
        r.paidAt,
        centsToAmount(r.tipCents),
        centsToAmount(r.cardPaidCents),
        centsToAmount(r.totalPaidCents),
      ]),
    ),
  ];
}
