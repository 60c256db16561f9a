import { once } from 'node:events';
import {
  eachCustomer,
  getCustomerProfile,
  getCustomerSpend,
  listCustomerCheckIns,
  listCustomerGiftCards,
  listCustomerTickets,
  listCustomers,
} from '../../../database/queries/customers';
import type { Db } from '../../../database/client';
import { listActiveEmployees } from '../../../database/queries/employees';
import { getTicketPrefix } from '../../../database/queries/invoiceList';
import { listConsentEvents } from '../../../database/queries/customerConsent';
import { storeToday } from '../../../common/storeTime';
import { getConsentText } from '../../domain/customers/consent';
import {
  customerProblems,
  saveCustomer,
  type CustomerProfileInput,
} from '../../domain/customers/customers';
import { CUSTOMER_CSV_HEADER, customerCsvLine } from '../../domain/customers/csv';
import { csvLine } from '../../domain/tickets/invoiceList';
import { notifyStore } from '../../realtime/storeEvents';
import { storeAction, type StoreContext } from '../action';
import { withLinks } from '../pagination';
import { customerHistory, customerListItem, customerProfile } from '../presenters/customers';
import { notFound } from '../errors';
import { routeUrl } from '../urls';
import { flash, validateForm } from '../validate';
import { customerFiltersSchema, customerSchema, type CustomerInput } from '../validators/customers';
import { profilePoints } from '../../domain/loyalty/ledger';
import { say } from '../../../common/said';

const PER_PAGE = 25;

/** customers.index: the store's customers by name, searched by phone digits or name, paged by the server. */
export const index = storeAction(
  { input: customerFiltersSchema },
  async ({ db, store, input: filters, res }) => {
    const list = (page: number) =>
      listCustomers(db, store.id, filters.q, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE });
    const first = await list(filters.page);
    const lastPage = Math.max(1, Math.ceil(first.total / PER_PAGE));
    const page = Math.min(filters.page, lastPage);
    const { rows, total } = page === filters.page ? first : await list(page);
    const query: Record<string, string> = filters.q ? { q: filters.q } : {};
    await res.inertia(
      'Admin/Customers/Index',
      {
        customers: withLinks(
          {
            data: rows.map(customerListItem(store.timezone)),
            current_page: page,
            last_page: lastPage,
            per_page: PER_PAGE,
            total,
          },
          'customers.index',
          query,
        ),
        filters: { q: filters.q },
        export_query: query,
      },
      { title: 'Customers' },
    );
  },
);

/** customers.export: the filtered list as CSV (the import's columns first), streamed a keyset page at a time. */
export const exportCsv = storeAction(
  { input: customerFiltersSchema },
  async ({ db, store, input: { q }, res }) => {
    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="customers-${storeToday(store.timezone)}.csv"`,
      'Cache-Control': 'no-store',
    });
    res.write(csvLine(CUSTOMER_CSV_HEADER));
    let closed = false;
    res.on('close', () => (closed = true));
    for await (const rows of eachCustomer(db, store.id, q)) {
      if (closed) return;
      if (!res.write(rows.map((c) => customerCsvLine(c, store.timezone)).join('')))
        await Promise.race([once(res, 'drain'), once(res, 'close')]);
    }
    res.end();
  },
);

/** What the form needs besides the customer: technicians to prefer and the consent words the box shows. */
async function formProps(db: Db, storeId: number) {
  const [technicians, consentText] = await Promise.all([
    listActiveEmployees(db, storeId),
    getConsentText(db, storeId),
  ]);
  return { technicians, consent_text: consentText };
}

export const create = storeAction({}, async ({ db, store, res }) => {
  await res.inertia('Admin/Customers/Create', await formProps(db, store.id), {
    title: 'New Customer',
  });
});

const profileInput = (i: Partial<CustomerInput>): Partial<CustomerProfileInput> => ({
  name: i.name,
  phone: i.phone,
  email: i.email ?? null,
  birthdayMonth: i.birthday_month ?? null,
  birthdayDay: i.birthday_day ?? null,
  notes: i.notes ?? null,
  preferredTechnicianId: i.preferred_technician_id ?? null,
  tags: i.tags ?? [],
  smsConsent: i.sms_consent ?? false,
  consentTextShown: i.consent_text,
});

/** Every error in one pass: the form's own and the ones the database answers (a taken phone, a technician, changed consent words). */
async function save(
  { db, store, actor, req }: StoreContext,
  id: number | null,
  hadConsent: boolean,
) {
  const input = await validateForm(customerSchema, req.body, (valid) =>
    customerProblems(
      db,
      store.id,
      id,
      profileInput(valid),
      valid.sms_consent === true && !hadConsent,
    ),
  );
  const saved = await saveCustomer(
    db,
    store.id,
    id,
    profileInput(input) as CustomerProfileInput,
    actor,
  );
  if (saved === null) throw notFound();
  await notifyStore(db, store.id, 'CustomerChanged', { ids: [saved] });
  return saved;
}

export const store = storeAction({}, async (a) => {
  const id = await save(a, null, false);
  flash(a.req, 'success', say('flash.customers.customerCreated'));
  a.res.redirect(routeUrl('customers.show', { customer: id }));
});

const customerParam = { customer: getCustomerProfile };
const VISITS_SHOWN = 50;

/** customers.show: the profile, her visits (tickets and check-ins), what she spent, her gift cards and consent history. */
export const show = storeAction(
  { load: customerParam },
  async ({ db, store: { id: storeId, timezone: tz }, bound: { customer }, res }) => {
    const [spend, tickets, checkIns, cards, consent, prefix, points] = await Promise.all([
      getCustomerSpend(db, storeId, customer.id),
      listCustomerTickets(db, storeId, customer.id, VISITS_SHOWN),
      listCustomerCheckIns(db, storeId, customer.id, VISITS_SHOWN),
      listCustomerGiftCards(db, storeId, customer.id),
      listConsentEvents(db, storeId, customer.id),
      getTicketPrefix(db, storeId),
      profilePoints(db, storeId, customer.id),
    ]);
    await res.inertia(
      'Admin/Customers/Show',
      {
        customer: customerProfile(customer, tz),
        ...customerHistory({ spend, tickets, checkIns, cards, consent, prefix }, tz),
        visits_shown: VISITS_SHOWN,
        points,
      },
      { title: customer.name },
    );
  },
);

export const edit = storeAction(
  { load: customerParam },
  async ({ db, store, bound: { customer }, res }) => {
    await res.inertia(
      'Admin/Customers/Edit',
      { customer: customerProfile(customer, store.timezone), ...(await formProps(db, store.id)) },
      { title: `Edit ${customer.name}` },
    );
  },
);

export const update = storeAction({ load: customerParam }, async (a) => {
  const { customer } = a.bound;
  await save(a, customer.id, customer.smsConsentAt !== null);
  flash(a.req, 'success', say('flash.customers.customerSaved'));
  a.res.redirect(routeUrl('customers.show', { customer: customer.id }));
});
