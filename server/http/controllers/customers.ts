import type { Request, Response } from 'express';
import { once } from 'node:events';
import {
  eachCustomer, getCustomerProfile, getCustomerSpend, listCustomerCheckIns, listCustomerGiftCards, listCustomerTickets, listCustomers,
} from '../../../database/queries/customers';
import { listActiveEmployees } from '../../../database/queries/employees';
import { getTicketPrefix } from '../../../database/queries/invoiceList';
import { listConsentEvents } from '../../../database/queries/customerConsent';
import { birthdayLabel, birthdayText, CONSENT_SOURCE_LABELS } from '../../../common/customers';
import { formatCurrency } from '../../../common/money';
import { formatPhone } from '../../../common/phone';
import { formatStoreDateTime, storeToday } from '../../../common/storeTime';
import { getConsentText } from '../../domain/customers/consent';
import { customerProblems, saveCustomer, type CustomerProfileInput } from '../../domain/customers/customers';
import { CUSTOMER_CSV_HEADER, customerCsvLine } from '../../domain/customers/csv';
import { csvLine, ticketLabel } from '../../domain/pos/invoiceList';
import { notifyStore } from '../../realtime/storeEvents';
import { withLinks } from '../pagination';
import { notFound } from '../errors';
import { routeUrl } from '../urls';
import { flash, validate, validateForm } from '../validate';
import { customerFiltersSchema, customerSchema, type CustomerInput } from '../validators/customers';

const PER_PAGE = 25;
const day = (at: Date | null, tz: string) => (at ? formatStoreDateTime(at, tz).slice(0, 10) : null);

/** customers.index: the store's customers by name, searched by phone digits or name, paged by the server. */
export async function index(req: Request, res: Response) {
  const store = req.store!;
  const filters = validate(customerFiltersSchema, req.query);
  const list = (page: number) => listCustomers(req.ctx.db, store.id, filters.q, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE });
  const first = await list(filters.page);
  const lastPage = Math.max(1, Math.ceil(first.total / PER_PAGE));
  const page = Math.min(filters.page, lastPage);
  const { rows, total } = page === filters.page ? first : await list(page);
  const query: Record<string, string> = filters.q ? { q: filters.q } : {};
  await res.inertia('Admin/Customers/Index', {
    customers: withLinks({
      data: rows.map((c) => ({
        id: c.id, name: c.name, phone: formatPhone(c.phone), email: c.email, tags: c.tags, birthday: birthdayLabel(c.birthdayMonth, c.birthdayDay),
        sms_consent: c.smsConsentAt !== null, visits: c.visits, last_visit: day(c.lastVisitAt ? new Date(c.lastVisitAt) : null, store.timezone),
      })),
      current_page: page, last_page: lastPage, per_page: PER_PAGE, total,
    }, 'customers.index', query),
    filters: { q: filters.q },
    export_query: query,
  }, { title: 'Customers' });
}

/** customers.export: the filtered list as CSV (the import's columns first), streamed a keyset page at a time. */
export async function exportCsv(req: Request, res: Response) {
  const store = req.store!;
  const { q } = validate(customerFiltersSchema, req.query);
  res.status(200).set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="customers-${storeToday(store.timezone)}.csv"`,
    'Cache-Control': 'no-store',
  });
  res.write(csvLine(CUSTOMER_CSV_HEADER));
  let closed = false;
  res.on('close', () => (closed = true));
  for await (const rows of eachCustomer(req.ctx.db, store.id, q)) {
    if (closed) return;
    if (!res.write(rows.map((c) => customerCsvLine(c, store.timezone)).join(''))) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  }
  res.end();
}

/** What the form needs besides the customer: technicians to prefer and the consent words the box shows. */
async function formProps(req: Request) {
  const [technicians, consentText] = await Promise.all([listActiveEmployees(req.ctx.db, req.store!.id), getConsentText(req.ctx.db, req.store!.id)]);
  return { technicians, consent_text: consentText };
}

export async function create(req: Request, res: Response) {
  await res.inertia('Admin/Customers/Create', await formProps(req), { title: 'New Customer' });
}

const profileInput = (i: Partial<CustomerInput>): Partial<CustomerProfileInput> => ({
  name: i.name, phone: i.phone, email: i.email ?? null, birthdayMonth: i.birthday_month ?? null, birthdayDay: i.birthday_day ?? null,
  notes: i.notes ?? null, preferredEmployeeId: i.preferred_employee_id ?? null, tags: i.tags ?? [], smsConsent: i.sms_consent ?? false, consentTextShown: i.consent_text,
});

/** Every error in one pass: the form's own and the ones the database answers (a taken phone, a technician, changed consent words). */
async function save(req: Request, id: number | null, hadConsent: boolean) {
  const input = await validateForm(customerSchema, req.body, (valid) =>
    customerProblems(req.ctx.db, req.store!.id, id, profileInput(valid), valid.sms_consent === true && !hadConsent));
  const saved = await saveCustomer(req.ctx.db, req.store!.id, id, profileInput(input) as CustomerProfileInput, req.actor!);
  if (saved === null) throw notFound();
  await notifyStore(req.ctx.db, req.store!.id, 'CustomerChanged', { ids: [saved] });
  return saved;
}

export async function store(req: Request, res: Response) {
  const id = await save(req, null, false);
  flash(req, 'success', 'Customer created.');
  res.redirect(routeUrl('customers.show', { customer: id }));
}

async function findCustomer(req: Request) {
  const customer = await getCustomerProfile(req.ctx.db, req.store!.id, Number(req.params.customer));
  if (!customer) throw notFound();
  return customer;
}

type Profile = Awaited<ReturnType<typeof findCustomer>>;
const profileProps = (c: Profile, tz: string) => ({
  id: c.id, name: c.name, phone: c.phone ?? '', phone_label: formatPhone(c.phone), email: c.email ?? '', notes: c.notes ?? '', tags: c.tags,
  birthday_month: c.birthdayMonth, birthday_day: c.birthdayDay, birthday: birthdayText(c.birthdayMonth, c.birthdayDay), birthday_label: birthdayLabel(c.birthdayMonth, c.birthdayDay),
  preferred_employee_id: c.preferredEmployeeId, preferred_technician: c.preferredTechnician,
  sms_consent: c.smsConsentAt !== null, sms_consent_at: c.smsConsentAt ? formatStoreDateTime(c.smsConsentAt, tz) : null,
  sms_consent_source: c.smsConsentSource ? CONSENT_SOURCE_LABELS[c.smsConsentSource] : null, sms_consent_text: c.smsConsentText,
  created_at: day(c.createdAt, tz),
});

const VISITS_SHOWN = 50;

/** customers.show: the profile, her visits (tickets and check-ins), what she spent, her gift cards and consent history. */
export async function show(req: Request, res: Response) {
  const customer = await findCustomer(req);
  const { db } = req.ctx;
  const { id: storeId, timezone: tz } = req.store!;
  const [spend, tickets, checkIns, cards, consent, prefix] = await Promise.all([
    getCustomerSpend(db, storeId, customer.id), listCustomerTickets(db, storeId, customer.id, VISITS_SHOWN), listCustomerCheckIns(db, storeId, customer.id, VISITS_SHOWN),
    listCustomerGiftCards(db, storeId, customer.id), listConsentEvents(db, storeId, customer.id), getTicketPrefix(db, storeId),
  ]);
  await res.inertia('Admin/Customers/Show', {
    customer: profileProps(customer, tz),
    stats: {
      visits: spend.tickets, total_spent: formatCurrency(spend.spentCents), average_ticket: spend.tickets ? formatCurrency(Math.round(spend.spentCents / spend.tickets)) : null,
      last_visit: day(spend.lastPaidAt, tz),
    },
    tickets: tickets.map((t) => ({
      id: t.id, number: ticketLabel(prefix, t.number), status: t.status, date: t.paidAt ? formatStoreDateTime(t.paidAt, tz) : '', total: formatCurrency(t.totalCents),
      refunded: t.refundedCents > 0 ? formatCurrency(t.refundedCents) : null, technicians: t.technicians ?? '',
    })),
    check_ins: checkIns.map((c) => ({ id: c.id, date: formatStoreDateTime(c.checkedInAt, tz), status: c.status, source: c.source, technician: c.technician, reason: c.cancelReason })),
    gift_cards: cards.map((g) => ({ id: g.id, code: g.code, balance: formatCurrency(g.balanceCents), is_active: g.isActive, bought: g.bought, used: g.used })),
    consent_events: consent.map((e) => ({ id: e.id, granted: e.granted, source: CONSENT_SOURCE_LABELS[e.source], text: e.consentText, by: e.byName, at: formatStoreDateTime(e.createdAt, tz) })),
    visits_shown: VISITS_SHOWN,
  }, { title: customer.name });
}

export async function edit(req: Request, res: Response) {
  const customer = await findCustomer(req);
  await res.inertia('Admin/Customers/Edit', { customer: profileProps(customer, req.store!.timezone), ...(await formProps(req)) }, { title: `Edit ${customer.name}` });
}

export async function update(req: Request, res: Response) {
  const customer = await findCustomer(req);
  await save(req, customer.id, customer.smsConsentAt !== null);
  flash(req, 'success', 'Customer saved.');
  res.redirect(routeUrl('customers.show', { customer: customer.id }));
}
