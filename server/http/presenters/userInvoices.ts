import type {
  BillingInvoiceRow,
  billingInvoiceTotals,
  listBillingInvoices,
  listStoreNames,
} from '../../../database/queries/billing';
import { BILLING_INVOICE_STATUSES } from '../../../database/schema';
import type { InvoiceSheet, Seller } from '../../../common/pages/Admin/UserInvoices/Show';
import { withLinks } from '../pagination';
import type { invoiceFiltersSchema } from '../validators/billing';
import { invoiceListRow } from './billing';

/**
 * user-invoices.index: one page of subscription invoices, the filters as applied (echoed in the
 * page links), and the totals of all they match: billed and paid (void and draft left out), what
 * is still owed, and each status's count.
 */
export function userInvoicesPage(p: {
  rows: Awaited<ReturnType<typeof listBillingInvoices>>;
  totals: Awaited<ReturnType<typeof billingInvoiceTotals>>;
  stores: Awaited<ReturnType<typeof listStoreNames>>;
  filters: ReturnType<typeof invoiceFiltersSchema.parse>;
  page: { current: number; last: number; perPage: number; total: number };
  today: (tz: string) => string;
}) {
  const { filters: f, totals } = p;
  const live = totals.filter((t) => t.status !== 'void' && t.status !== 'draft');
  const query = {
    ...(f.status ? { status: f.status } : {}),
    ...(f.store ? { store: f.store } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
  return {
    invoices: withLinks(
      {
        data: p.rows.map(invoiceListRow((tz) => p.today(tz))),
        current_page: p.page.current,
        last_page: p.page.last,
        per_page: p.page.perPage,
        total: p.page.total,
      },
      'user-invoices.index',
      query,
    ),
    filters: {
      status: f.status ?? '',
      store: f.store ? String(f.store) : '',
      from: f.from ?? '',
      to: f.to ?? '',
    },
    totals: {
      count: p.page.total,
      total_cents: live.reduce((a, t) => a + t.total, 0),
      paid_cents: live.reduce((a, t) => a + t.paid, 0),
      outstanding_cents: totals
        .filter((t) => t.status === 'open' || t.status === 'uncollectible')
        .reduce((a, t) => a + t.total - t.paid, 0),
      by_status: BILLING_INVOICE_STATUSES.map((s) => totals.find((t) => t.status === s))
        .filter((t) => t !== undefined)
        .map((t) => ({ status: t.status, count: t.n, total_cents: t.total })),
    },
    options: { statuses: [...BILLING_INVOICE_STATUSES], stores: p.stores },
  };
}

/** user-invoices.show: the printable invoice and what may be done with it now. */
export function userInvoicePage(
  sheet: InvoiceSheet,
  i: BillingInvoiceRow,
  seller: Seller,
  today: string,
) {
  const unpaid = i.status === 'open' || i.status === 'uncollectible';
  return {
    invoice: {
      ...sheet,
      can: {
        pay: unpaid,
        void: unpaid && i.paidCents === 0,
        uncollectible: i.status === 'open',
        email: i.status !== 'draft' && i.status !== 'void' && Boolean(i.billingEmail),
      },
    },
    seller,
    today,
  };
}
