import { once } from 'node:events';
import {
  eachInvoice,
  getTicketPrefix,
  listInvoices,
  listInvoiceTechnicians,
  sumInvoices,
  type InvoiceListFilters,
} from '../../../database/queries/invoiceList';
import { reportPeriod } from '../../../common/reportRanges';
import { CSV_HEADER, csvLine, invoiceCsvLine } from '../../domain/tickets/invoiceList';
import { storeAction } from '../action';
import { withLinks } from '../pagination';
import {
  invoiceListChoices,
  invoiceListItem,
  invoiceListQuery,
  invoiceListTotals,
} from '../presenters/invoiceList';
import { invoiceFiltersSchema, type InvoiceFilters } from '../validators/invoiceList';

const PER_PAGE = 25;

/** The period the filters name, in the store's days, and the query's filter (a search by phone digits, at most ten). */
function whereOf(filters: InvoiceFilters, tz: string) {
  const period = reportPeriod(filters.range, filters.from, filters.to, tz);
  const digits = filters.q.replace(/\D/g, '');
  const where: InvoiceListFilters = {
    start: period.start,
    end: period.end,
    technicianId: filters.technician,
    tender: filters.tender,
    status: filters.status,
    digits: filters.q === '' ? null : digits.slice(0, 10),
  };
  return { period, where };
}

/** invoices.index: paid and voided tickets of a period, filtered and searched by the server, with totals of the whole filtered set. */
export const index = storeAction(
  { input: invoiceFiltersSchema },
  async ({ db, store, input: filters, res }) => {
    const { period, where } = whereOf(filters, store.timezone);
    const [totals, prefix, technicians] = await Promise.all([
      sumInvoices(db, store.id, where),
      getTicketPrefix(db, store.id),
      listInvoiceTechnicians(db, store.id),
    ]);
    const lastPage = Math.max(1, Math.ceil(totals.count / PER_PAGE));
    const page = Math.min(filters.page, lastPage);
    const rows = await listInvoices(db, store.id, where, {
      limit: PER_PAGE,
      offset: (page - 1) * PER_PAGE,
    });
    const query = invoiceListQuery(filters, period);
    const { ranges, tenders, statuses } = invoiceListChoices();
    await res.inertia(
      'Admin/Invoices/Index',
      {
        invoices: withLinks(
          {
            data: rows.map(invoiceListItem(prefix)),
            current_page: page,
            last_page: lastPage,
            per_page: PER_PAGE,
            total: totals.count,
          },
          'invoices.index',
          query,
        ),
        totals: invoiceListTotals(totals),
        filters: {
          range: filters.range,
          from: period.from,
          to: period.to,
          technician: filters.technician,
          tender: filters.tender,
          status: filters.status,
          q: filters.q,
        },
        period: { from: period.from, to: period.to },
        export_query: query,
        ranges,
        technicians,
        tenders,
        statuses,
      },
      { title: 'Invoice List' },
    );
  },
);

/**
 * invoices.export: the filtered set as CSV, written while it is read, one
 * keyset page at a time, waiting for the socket to drain when it is full, so
 * memory stays flat however many tickets match.
 */
export const exportCsv = storeAction(
  { input: invoiceFiltersSchema },
  async ({ db, store, input: filters, res }) => {
    const { period, where } = whereOf(filters, store.timezone);
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
  },
);
