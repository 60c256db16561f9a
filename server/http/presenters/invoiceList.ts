import type { InvoiceListRow, InvoiceTotals } from '../../../database/queries/invoiceList';
import { INVOICE_STATUSES } from '../../../common/invoiceStatus';
import { formatPhone } from '../../../common/phone';
import { invoiceFilterQuery } from '../../../common/invoiceFilters';
import { TENDER_LABELS, TENDER_TYPES, ticketPayments } from '../../../common/tenders';
import { tenderAmounts, ticketLabel } from '../../domain/tickets/invoiceList';
import type { InvoiceFilters } from '../validators/invoiceList';
import { rangeOptionsWithCustom } from './options';

/** The filters as a query string, so page links and the export keep them; a custom range carries its days. */
export const invoiceListQuery = (f: InvoiceFilters, period: { from: string; to: string }) =>
  invoiceFilterQuery({ ...f, from: period.from, to: period.to });

/** A ticket of the list: money in cents, its paid instant, its status as a code, only the tenders it used, refunds when there are any (the page writes them and says the status, common/invoiceStatus.ts; docs/features/languages-and-offline.md). */
export const invoiceListItem = (prefix: string) => (r: InvoiceListRow) => ({
  id: r.id,
  number: ticketLabel(prefix, r.number),
  paid_at: r.paidAt?.toISOString() ?? null,
  status: r.status,
  customer: r.customerName,
  phone: r.customerPhone ? formatPhone(r.customerPhone) : null,
  technicians: r.technicians,
  subtotal_cents: r.subtotalCents,
  tax_cents: r.taxCents,
  tip_cents: r.tipCents,
  amount_due_cents: r.amountDueCents,
  refunded_cents: r.refundedCents > 0 ? r.refundedCents : null,
  tenders: TENDER_TYPES.filter((t) => tenderAmounts(r)[t] > 0).map((t) => ({
    type: t,
    label: TENDER_LABELS[t],
    cents: tenderAmounts(r)[t],
  })),
  ...ticketPayments(tenderAmounts(r)),
});

/** The totals of the whole filtered set in cents, every tender listed (even at none). */
export const invoiceListTotals = (t: InvoiceTotals) => ({
  count: t.count,
  voided: t.voided,
  subtotal_cents: t.subtotalCents,
  discount_cents: t.discountCents,
  tax_cents: t.taxCents,
  tip_cents: t.tipCents,
  total_cents: t.totalCents,
  amount_due_cents: t.amountDueCents,
  refunded_cents: t.refundedCents,
  tenders: TENDER_TYPES.map((type) => ({
    type,
    label: TENDER_LABELS[type],
    cents: tenderAmounts(t)[type],
  })),
});

/** What the filter bar offers: the report ranges and custom dates, every tender, every status (ranges and statuses as codes the page says). */
export const invoiceListChoices = () => ({
  ranges: rangeOptionsWithCustom(),
  tenders: TENDER_TYPES.map((value) => ({ value, label: TENDER_LABELS[value] })),
  statuses: [...INVOICE_STATUSES],
});
