import type { Request, Response } from 'express';
import { once } from 'node:events';
import {
  eachInvoice, getTicketPrefix, listInvoices, listInvoiceTechnicians, sumInvoices, INVOICE_STATUSES, type InvoiceListFilters, type InvoiceTotals,
} from '../../../database/queries/invoiceList';
import { formatCurrency } from '../../../common/money';
import { formatPhone } from '../../../common/phone';
import { REPORT_RANGES, REPORT_RANGE_LABELS, reportPeriod } from '../../../common/reportRanges';
import { formatStoreDateTime } from '../../../common/storeTime';
import { TENDER_LABELS, TENDER_TYPES, ticketPayments } from '../../../common/tenders';
import { CSV_HEADER, csvLine, invoiceCsvLine, invoiceStatusLabel, tenderAmounts, ticketLabel } from '../../domain/tickets/invoiceList';
import { withLinks } from '../pagination';
import { validate } from '../validate';
import { invoiceFiltersSchema, type InvoiceFilters } from '../validators/invoiceList';

const PER_PAGE = 25;
const STATUS_LABELS = { paid: 'Paid', voided: 'Voided', refunded: 'Refunded' } as const;

function parse(req: Request) {
  const filters = validate(invoiceFiltersSchema, req.query);
  const period = reportPeriod(filters.range, filters.from, filters.to, req.store!.timezone);
  const digits = filters.q.replace(/\D/g, '');
  const where: InvoiceListFilters = {
    start: period.start, end: period.end, technicianId: filters.technician, tender: filters.tender, status: filters.status,
    digits: filters.q === '' ? null : digits.slice(0, 10),
  };
  return { filters, period, where };
}

/** The filters as a query string, so page links and the export keep them. */
function queryOf(f: InvoiceFilters, period: { from: string; to: string }): Record<string, string | number> {
  return {
    range: f.range,
    ...(f.range === 'custom' ? { from: period.from, to: period.to } : {}),
    ...(f.technician ? { technician: f.technician } : {}),
    ...(f.tender ? { tender: f.tender } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.q ? { q: f.q } : {}),
  };
}

const money = (t: InvoiceTotals) => ({
  subtotal: formatCurrency(t.subtotalCents), discount: formatCurrency(t.discountCents), tax: formatCurrency(t.taxCents), tip: formatCurrency(t.tipCents),
  total: formatCurrency(t.totalCents), amount_due: formatCurrency(t.amountDueCents), refunded: formatCurrency(t.refundedCents),
  tenders: TENDER_TYPES.map((type) => ({ type, label: TENDER_LABELS[type], amount: formatCurrency(tenderAmounts(t)[type]), cents: tenderAmounts(t)[type] })),
});

/** invoices.index: paid and voided tickets of a period, filtered and searched by the server, with totals of the whole filtered set. */
export async function index(req: Request, res: Response) {
  const { db } = req.ctx;
  const store = req.store!;
  const { filters, period, where } = parse(req);
  const [totals, prefix, technicians] = await Promise.all([sumInvoices(db, store.id, where), getTicketPrefix(db, store.id), listInvoiceTechnicians(db, store.id)]);
  const lastPage = Math.max(1, Math.ceil(totals.count / PER_PAGE));
  const page = Math.min(filters.page, lastPage);
  const rows = await listInvoices(db, store.id, where, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE });
  const query = queryOf(filters, period);
  await res.inertia('Admin/Invoices/Index', {
    invoices: withLinks({
      data: rows.map((r) => ({
        id: r.id,
        number: ticketLabel(prefix, r.number),
        paid_at: formatStoreDateTime(r.paidAt, store.timezone),
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
        tenders: TENDER_TYPES.filter((t) => tenderAmounts(r)[t] > 0).map((t) => ({ type: t, label: TENDER_LABELS[t], amount: formatCurrency(tenderAmounts(r)[t]) })),
        ...ticketPayments(tenderAmounts(r)),
      })),
      current_page: page, last_page: lastPage, per_page: PER_PAGE, total: totals.count,
    }, 'invoices.index', query),
    totals: { count: totals.count, voided: totals.voided, ...money(totals) },
    filters: { range: filters.range, from: period.from, to: period.to, technician: filters.technician, tender: filters.tender, status: filters.status, q: filters.q },
    period: { from: period.from, to: period.to },
    export_query: query,
    ranges: [...REPORT_RANGES.map((value) => ({ value, label: REPORT_RANGE_LABELS[value] })), { value: 'custom', label: 'Custom dates' }],
    technicians,
    tenders: TENDER_TYPES.map((value) => ({ value, label: TENDER_LABELS[value] })),
    statuses: INVOICE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
  }, { title: 'Invoice List' });
}

/**
 * invoices.export: the filtered set as CSV, written while it is read, one
 * keyset page at a time, waiting for the socket to drain when it is full, so
 * memory stays flat however many tickets match.
 */
export async function exportCsv(req: Request, res: Response) {
  const { db } = req.ctx;
  const store = req.store!;
  const { period, where } = parse(req);
  const prefix = await getTicketPrefix(db, store.id);
  res.status(200);
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="invoices-${period.from}-to-${period.to}.csv"`,
    'Cache-Control': 'no-store',
  });
  res.write(csvLine(CSV_HEADER));
  let closed = false;
  res.on('close', () => (closed = true));
  for await (const rows of eachInvoice(db, store.id, where)) {
    if (closed) return;
    const chunk = rows.map((r) => invoiceCsvLine(r, prefix, store.timezone)).join('');
    // A client that goes away mid-export ends the wait as well as a drained socket does.
    if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  }
  res.end();
}
