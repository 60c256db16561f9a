import { listInvoices, sumInvoices } from '../../../database/queries/invoiceList';
import { getInvoiceReceipt } from '../../../database/queries/invoices';
import { getCustomerProfile, listCustomers } from '../../../database/queries/customers';
import {
  customerProblems,
  saveCustomer,
  type CustomerProfileInput,
} from '../../domain/customers/customers';
import { FieldErrors } from '../../domain/errors';
import { notifyStore } from '../../realtime/storeEvents';
import { ValidationError, notFound } from '../errors';
import { validate, validateForm } from '../validate';
import { customerSchema } from '../validators/customers';
import {
  apiCustomerBodySchema,
  apiCustomerErrors,
  apiToCustomerForm,
} from '../validators/apiCustomers';
import type { StoreContext } from '../action';
import type { Db } from '../../../database/client';
import { idempotent } from '../idempotency';
import { addDays, storeDayBounds, storeToday } from '../../../common/storeTime';
import { loadDailyReport, reportDay } from '../../domain/reports/daily';
import { storeAction } from '../action';
import {
  apiCustomer,
  apiCustomerItem,
  apiDailyReport,
  apiInvoice,
  apiInvoiceItem,
  apiPage,
} from '../presenters/api';
import {
  apiCustomersSchema,
  apiDailyReportSchema,
  apiInvoicesSchema,
} from '../validators/apiTokens';

/**
 * The read API (/api/v1). The `token:<ability>` middleware made the
 * token's owner and store the request's actor and store, so each action is a
 * store action like a page's: records bound by store (another store's id →
 * 404), the same queries the screens use.
 */

/** The default window of GET /invoices: the last 30 store days. */
const DEFAULT_DAYS = 30;

/** api.invoices.index: paid, voided and refunded tickets paid between two store days, newest first. */
export const invoices = storeAction(
  { input: apiInvoicesSchema },
  async ({ db, store, input: f, res }) => {
    const to =
      f.to ?? (f.from && f.from > storeToday(store.timezone) ? f.from : storeToday(store.timezone));
    const from = f.from ?? addDays(to, -(DEFAULT_DAYS - 1));
    const where = {
      start: storeDayBounds(store.timezone, from).start,
      end: storeDayBounds(store.timezone, to).end,
      technicianId: null,
      tender: null,
      status: f.status ?? null,
      digits: null,
    };
    const [totals, rows] = await Promise.all([
      sumInvoices(db, store.id, where),
      listInvoices(db, store.id, where, { limit: f.per_page, offset: (f.page - 1) * f.per_page }),
    ]);
    res.json({
      ...apiPage(rows.map(apiInvoiceItem), f.page, f.per_page, totals.count),
      filters: { from, to, status: f.status ?? null },
    });
  },
);

/** api.invoices.show: one ticket with its lines, taxes, tips and payments. */
export const invoice = storeAction({ load: { invoice: getInvoiceReceipt } }, ({ bound, res }) => {
  res.json({ data: apiInvoice(bound.invoice) });
});

/** api.customers.index: the store's customers by name, searched by name or phone digits. */
export const customers = storeAction(
  { input: apiCustomersSchema },
  async ({ db, store, input: f, res }) => {
    const { rows, total } = await listCustomers(db, store.id, f.search ?? '', {
      limit: f.per_page,
      offset: (f.page - 1) * f.per_page,
    });
    res.json(apiPage(rows.map(apiCustomerItem), f.page, f.per_page, total));
  },
);

/** api.customers.show: one customer's profile. */
export const customer = storeAction(
  { load: { customer: getCustomerProfile } },
  ({ bound, res }) => {
    res.json({ data: apiCustomer(bound.customer) });
  },
);

/** api.reports.daily: the daily report's figures for one store day (default today), in cents. */
export const dailyReport = storeAction(
  { input: apiDailyReportSchema },
  async ({ db, store, input: { date }, res }) => {
    const day = reportDay(store.timezone, date ?? null);
    const report = await loadDailyReport(db, store.id, day.date, day.bounds);
    res.json({ data: apiDailyReport(report, store.timezone) });
  },
);

type Profile = NonNullable<Awaited<ReturnType<typeof getCustomerProfile>>>;

/** A customer as the form's body, for PATCH to change only what it names. */
const formOf = (c: Profile): Record<string, unknown> => ({
  name: c.name,
  phone: c.phone,
  email: c.email,
  birthday_month: c.birthdayMonth,
  birthday_day: c.birthdayDay,
  notes: c.notes,
  preferred_technician_id: c.preferredTechnicianId,
  tags: c.tags ?? [],
});

/**
 * Creates (before null) or updates a customer through the screens' rules:
 * the form's schema and customerProblems (a phone taken in the store, a
 * technician who does not work here), then saveCustomer in one transaction.
 * Consent is left as it is: the API neither grants nor withdraws it.
 */
async function saveFromApi({ store, actor, req }: StoreContext, db: Db, before: Profile | null) {
  const body = validate(apiCustomerBodySchema, req.body);
  const keep = Boolean(before?.smsConsentAt);
  try {
    const form = apiToCustomerForm(body, before ? formOf(before) : {});
    const i = await validateForm(customerSchema, form, (valid) =>
      customerProblems(
        db,
        store.id,
        before?.id ?? null,
        {
          name: valid.name,
          phone: valid.phone,
          preferredTechnicianId: valid.preferred_technician_id ?? null,
        },
        false,
      ),
    );
    const input: CustomerProfileInput = {
      name: i.name,
      phone: i.phone,
      email: i.email ?? null,
      birthdayMonth: i.birthday_month,
      birthdayDay: i.birthday_day,
      notes: i.notes ?? null,
      preferredTechnicianId: i.preferred_technician_id,
      tags: i.tags,
      smsConsent: keep,
      consentTextShown: '',
    };
    const id = await saveCustomer(db, store.id, before?.id ?? null, input, actor);
    if (id === null) throw notFound();
    return (await getCustomerProfile(db, store.id, id))!;
  } catch (err) {
    if (err instanceof ValidationError)
      throw new ValidationError(apiCustomerErrors(err.errors), err.status);
    if (err instanceof FieldErrors) throw new ValidationError(apiCustomerErrors(err.errors));
    throw err;
  }
}

const changed = (a: StoreContext, id: number) => () =>
  notifyStore(a.db, a.store.id, 'CustomerChanged', { ids: [id] });

/** api.customers.store: 201 with the new customer; an `Idempotency-Key` makes a retry answer the same and create nothing. */
export const createCustomer = storeAction({}, async (a) => {
  await idempotent(a, 'api.customers.store', async (db) => {
    const saved = await saveFromApi(a, db, null);
    return {
      status: 201,
      body: { data: apiCustomer(saved) },
      headers: { Location: `/api/v1/customers/${saved.id}` },
      after: changed(a, saved.id),
    };
  });
});

/** api.customers.update: only the fields sent change (the same body sent again changes nothing more). */
export const updateCustomer = storeAction({ load: { customer: getCustomerProfile } }, async (a) => {
  await idempotent(a, `api.customers.update:${a.bound.customer.id}`, async (db) => {
    const saved = await saveFromApi(a, db, a.bound.customer);
    return { status: 200, body: { data: apiCustomer(saved) }, after: changed(a, saved.id) };
  });
});
