import { centsToAmount } from '../../../common/money';
import { formatStoreDateTime } from '../../../common/storeTime';
import {
  TENDER_LABELS,
  TENDER_TYPES,
  tenderAmountsOf,
  type TenderAmountColumns,
  type TenderType,
} from '../../../common/tenders';
import type { InvoiceListRow } from '../../../database/queries/invoiceList';
import { invoiceStatusShown, type InvoiceStatusShown } from '../../../common/invoiceStatus';

/** The tender columns of a row, in the spec's order (docs/requirements.md §3). */
export const tenderAmounts = (
  row: Pick<InvoiceListRow, keyof TenderAmountColumns>,
): Record<TenderType, number> => tenderAmountsOf(row);

/** A ticket's status in the CSV export's English (the pages say it from the catalogue). */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatusShown, string> = {
  paid: 'Paid',
  voided: 'Voided',
  refunded: 'Refunded',
  partly_refunded: 'Partly refunded',
};

/** Paid, Voided, Refunded (all of it) or Partly refunded, for the CSV export. */
export const invoiceStatusLabel = (status: string, refundedCents: number, amountDueCents: number) =>
  INVOICE_STATUS_LABELS[invoiceStatusShown(status, refundedCents, amountDueCents)];

export const ticketLabel = (prefix: string, number: number | null) =>
  number === null ? '' : `${prefix}${number}`;

export const CSV_HEADER = [
  'Ticket',
  'Paid at',
  'Status',
  'Customer',
  'Phone',
  'Technicians',
  'Subtotal',
  'Discount',
  'Tax',
  'Tip',
  'Total',
  ...TENDER_TYPES.map((t) => TENDER_LABELS[t]),
  'Refunded',
];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line
 * break. A text that a spreadsheet would run as a formula (= + - @ at the
 * start, OWASP "CSV injection") gets a leading apostrophe.
 *
 * Written here rather than with csv-stringify: that package leaves a field
 * with a line break unquoted when records end in CRLF, and the formula guard
 * would still be ours; reading is csv-parse's (domain/customers/csv.ts).
 */
export function csvField(value: string | number): string {
  let text = String(value);
  // A formula guard, not for a plain negative amount ("-20.00" from centsToAmount): spreadsheets must read that as a number.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text))
    text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: (string | number)[]) => `${values.map(csvField).join(',')}\r\n`;

/**
 * A ticket as a CSV line: amounts as plain dollars (12.50), times in the
 * store's zone. A void keeps its row (status Voided) with every amount 0, as
 * the list's totals count it, so the file's columns add up to those totals.
 */
export function invoiceCsvLine(row: InvoiceListRow, prefix: string, tz: string): string {
  const tenders = tenderAmounts(row);
  const amounts = [
    row.subtotalCents,
    row.discountCents,
    row.taxCents,
    row.tipCents,
    row.totalCents,
    ...TENDER_TYPES.map((t) => tenders[t]),
    row.refundedCents,
  ];
  return csvLine([
    ticketLabel(prefix, row.number),
    formatStoreDateTime(row.paidAt, tz),
    invoiceStatusLabel(row.status, row.refundedCents, row.amountDueCents),
    row.customerName ?? '',
    row.customerPhone ?? '',
    row.technicians ?? '',
    ...amounts.map((cents) => centsToAmount(row.status === 'voided' ? 0 : cents)),
  ]);
}
