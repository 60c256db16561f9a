import { listInvoices, sumInvoices } from '../../../database/queries/invoiceList';
import { getInvoiceReceipt } from '../../../database/queries/invoices';
import { getCustomerProfile, listCustomers } from '../../../database/queries/customers';
import { addDays, storeDayBounds, storeToday } from '../../../common/storeTime';
import { loadDailyReport, reportDay } from '../../domain/reports/daily';
import { storeAction } from '../action';
import { apiCustomer, apiCustomerItem, apiDailyReport, apiInvoice, apiInvoiceItem, apiPage } from '../presenters/api';
import { apiCustomersSchema, apiDailyReportSchema, apiInvoicesSchema } from '../validators/apiTokens';

/**
 * The read API (/api/v1, issue 20). The `token:<ability>` middleware made the
 * token's owner and store the request's actor and store, so each action is a
 * store action like a page's: records bound by store (another store's id →
 * 404), the same queries the screens use.
 */

/** The default window of GET /invoices: the last 30 store days. */
const DEFAULT_DAYS = 30;

/** api.invoices.index: paid, voided and refunded tickets paid between two store days, newest first. */
export const invoices = storeAction({ input: apiInvoicesSchema }, async ({ db, store, input: f, res }) => {
  const to = f.to ?? (f.from && f.from > storeToday(store.timezone) ? f.from : storeToday(store.timezone));
  const from = f.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const where = { start: storeDayBounds(store.timezone, from).start, end: storeDayBounds(store.timezone, to).end, technicianId: null, tender: null, status: f.status ?? null, digits: null };
  const [totals, rows] = await Promise.all([
    sumInvoices(db, store.id, where),
    listInvoices(db, store.id, where, { limit: f.per_page, offset: (f.page - 1) * f.per_page }),
  ]);
  res.json({ ...apiPage(rows.map(apiInvoiceItem), f.page, f.per_page, totals.count), filters: { from, to, status: f.status ?? null } });
});

/** api.invoices.show: one ticket with its lines, taxes, tips and payments. */
export const invoice = storeAction({ load: { invoice: getInvoiceReceipt } }, ({ bound, res }) => {
  res.json({ data: apiInvoice(bound.invoice) });
});

/** api.customers.index: the store's customers by name, searched by name or phone digits. */
export const customers = storeAction({ input: apiCustomersSchema }, async ({ db, store, input: f, res }) => {
  const { rows, total } = await listCustomers(db, store.id, f.search ?? '', { limit: f.per_page, offset: (f.page - 1) * f.per_page });
  res.json(apiPage(rows.map(apiCustomerItem), f.page, f.per_page, total));
});

/** api.customers.show: one customer's profile. */
export const customer = storeAction({ load: { customer: getCustomerProfile } }, ({ bound, res }) => {
  res.json({ data: apiCustomer(bound.customer) });
});

/** api.reports.daily: the daily report's figures for one store day (default today), in cents. */
export const dailyReport = storeAction({ input: apiDailyReportSchema }, async ({ db, store, input: { date }, res }) => {
  const day = reportDay(store.timezone, date ?? null);
  const report = await loadDailyReport(db, store.id, day.date, day.bounds);
  res.json({ data: apiDailyReport(report, store.timezone) });
});
