import {
  INVOICE_STATUSES,
  type InvoiceListRow,
  type InvoiceTotals,
} from '../../../database/queries/invoiceList';
import { formatCurrency } from '../../../common/money';
import { formatPhone } from '../../../common/phone';
import { invoiceFilterQuery } from '../../../common/invoiceFilters';
import { formatStoreDateTime } from '../../../common/storeTime';
import { TENDER_LABELS, TENDER_TYPES, ticketPayments } from '../../../common/tenders';
import { invoiceStatusLabel, tenderAmounts, ticketLabel } from '../../domain/tickets/invoiceList';
import type { InvoiceFilters } from '../validators/invoiceList';
import { rangeOptionsWithCustom } from './options';

const STATUS_LABELS = { paid: 'Paid', voided: 'Voided', refunded: 'Refunded' } as const;

/** The filters as a query string, so page links and the export keep them; a custom range carries its days. */
export const invoiceListQuery = (f: InvoiceFilters, period: { from: string; to: string }) =>
  invoiceFilterQuery({ ...f, from: period.from, to: period.to });

/** A ticket of the list: money formatted, paid time in the store's zone, only the tenders it used, refunds when there are any. */
export const invoiceListItem = (prefix: string, tz: string) => (r: InvoiceListRow) => ({
  id: r.id,
  number: ticketLabel(prefix, r.number),
  paid_at: formatStoreDateTime(r.paidAt, tz),
  status: r.status,
  status_label: invoiceStatusLabel(r.status, r.refundedCents, r.amountDueCents),
  customer: r.customerName,
  phone: r.customerPhone ? formatPhone(r.customerPhone) : null,
  technicians: r.technicians,
  subtotal: formatCurrency(r.subtotalCents),
  tax: formatCurrency(r.taxCents),
  tip: formatCurrency(r.tipCents),
  amount_due: formatCurrency(r.amountDueCents),
  refunded: r.refundedCents > 0 ? formatCurrency(r.refundedCents) : null,
  tenders: TENDER_TYPES.filter((t) => tenderAmounts(r)[t] > 0).map((t) => ({
    type: t,
    label: TENDER_LABELS[t],
    amount: formatCurrency(tenderAmounts(r)[t]),
  })),
  ...ticketPayments(tenderAmounts(r)),
});

/** The totals of the whole filtered set, every tender listed (even at $0.00). */
export const invoiceListTotals = (t: InvoiceTotals) => ({
  count: t.count,
  voided: t.voided,
  subtotal: formatCurrency(t.subtotalCents),
  discount: formatCurrency(t.discountCents),
  tax: formatCurrency(t.taxCents),
  tip: formatCurrency(t.tipCents),
  total: formatCurrency(t.totalCents),
  amount_due: formatCurrency(t.amountDueCents),
  refunded: formatCurrency(t.refundedCents),
  tenders: TENDER_TYPES.map((type) => ({
    type,
    label: TENDER_LABELS[type],
    amount: formatCurrency(tenderAmounts(t)[type]),
    cents: tenderAmounts(t)[type],
  })),
});

/** What the filter bar offers: the report ranges and custom dates, every tender, every status. */
export const invoiceListChoices = () => ({
  ranges: rangeOptionsWithCustom(),
  tenders: TENDER_TYPES.map((value) => ({ value, label: TENDER_LABELS[value] })),
  statuses: INVOICE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
});
