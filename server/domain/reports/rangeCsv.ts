import { centsToAmount } from '../../../common/money';
import { TENDER_LABELS, TENDER_TYPES } from '../../../common/tenders';
import { csvLine } from '../tickets/invoiceList';
import type { PeriodFigures, RangeReport } from './range';

/** The tables of the range report that export on their own (reports.export?table=…). */
export const RANGE_TABLES = ['periods', 'services', 'categories', 'taxes', 'technicians'] as const;
export type RangeTable = (typeof RANGE_TABLES)[number];

const money = centsToAmount;
const taxRate = (rate: number) => `${(rate / 1000).toFixed(3).replace(/\.?0+$/, '')}%`;

const PERIOD_HEADER = [
  'From',
  'To',
  'Tickets',
  'Services',
  'Retail',
  'Discounts',
  'Net sales',
  'Tax',
  'Tips',
  ...TENDER_TYPES.map((t) => TENDER_LABELS[t]),
  'Gift cards sold',
  'Gift cards redeemed',
  'Refunds',
  'Refunded',
  'Voids',
  'Voided',
];
const periodLine = (r: PeriodFigures, label?: string) =>
  csvLine([
    label ?? r.from,
    label ? '' : r.to,
    r.tickets,
    money(r.servicesCents),
    money(r.retailCents),
    money(r.discountsCents),
    money(r.netCents),
    money(r.taxCents),
    money(r.tipsCents),
    ...TENDER_TYPES.map((t) => money(r.tenders[t])),
    money(r.giftCardsSoldCents),
    money(r.giftCardsRedeemedCents),
    r.refunds,
    money(r.refundsCents),
    r.voids,
    money(r.voidsCents),
  ]);

/**
 * One table of the range report as CSV, built from the same report object
 * as the page (so the page, the file and the tests agree); amounts as plain
 * dollars, text through csvField's formula guard.
 */
export function rangeReportCsv(r: RangeReport, table: RangeTable): string {
  const out: string[] = [];
  if (table === 'periods') {
    out.push(csvLine(PERIOD_HEADER));
    for (const row of r.rows) out.push(periodLine(row));
    out.push(periodLine(r.total, 'Total'));
  } else if (table === 'services') {
    out.push(csvLine(['Item', 'Category', 'Kind', 'Quantity', 'Gross', 'Net sales']));
    for (const i of r.items)
      out.push(
        csvLine([
          i.name,
          i.category ?? 'No category',
          i.kind === 'retail' ? 'Retail' : 'Service',
          i.quantity,
          money(i.grossCents),
          money(i.netCents),
        ]),
      );
  } else if (table === 'categories') {
    out.push(csvLine(['Category', 'Quantity', 'Gross', 'Net sales']));
    for (const c of r.categories)
      out.push(csvLine([c.name, c.quantity, money(c.grossCents), money(c.netCents)]));
  } else if (table === 'taxes') {
    out.push(csvLine(['Tax', 'Rate', 'Taxable', 'Collected']));
    for (const t of r.taxes)
      out.push(csvLine([t.name, taxRate(t.rate), money(t.baseCents), money(t.amountCents)]));
  } else {
    out.push(csvLine(['Technician', 'Tickets', 'Service sales', 'Average ticket', 'Tips']));
    for (const t of r.technicians)
      out.push(
        csvLine([
          t.name,
          t.tickets,
          money(t.serviceCents),
          money(t.averageCents),
          money(t.tipCents),
        ]),
      );
  }
  return out.join('');
}
