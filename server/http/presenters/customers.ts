import type {
  getCustomerProfile,
  getCustomerSpend,
  listCustomerCheckIns,
  listCustomerGiftCards,
  listCustomers,
  listCustomerTickets,
} from '../../../database/queries/customers';
import type { listConsentEvents } from '../../../database/queries/customerConsent';
import { birthdayLabel, birthdayText } from '../../../common/customers';
import { formatPhone } from '../../../common/phone';
import { storeToday } from '../../../common/storeTime';
import { ticketLabel } from '../../domain/tickets/invoiceList';

type ListRow = Awaited<ReturnType<typeof listCustomers>>['rows'][number];
type Profile = NonNullable<Awaited<ReturnType<typeof getCustomerProfile>>>;

/** A store day, "YYYY-MM-DD", in the store's zone; none is null. */
const day = (at: Date | null, tz: string) => (at ? storeToday(tz, at) : null);

/**
 * A row of customers.index: the phone as read aloud, the birthday as "March 7", her last paid
 * visit as a store day (YYYY-MM-DD, which the page writes as the store's region does:
 * docs/features/languages-and-offline.md).
 */
export const customerListItem = (tz: string) => (c: ListRow) => ({
  id: c.id,
  name: c.name,
  phone: formatPhone(c.phone),
  email: c.email,
  tags: c.tags,
  birthday: birthdayLabel(c.birthdayMonth, c.birthdayDay),
  sms_consent: c.smsConsentAt !== null,
  visits: c.visits,
  last_visit: day(c.lastVisitAt ? new Date(c.lastVisitAt) : null, tz),
});

/** The profile as Show reads it and Edit's fields take it (missing text is an empty field); the consent as an instant, the first visit as a store day. */
export const customerProfile = (c: Profile, tz: string) => ({
  id: c.id,
  name: c.name,
  phone: c.phone ?? '',
  phone_label: formatPhone(c.phone),
  email: c.email ?? '',
  notes: c.notes ?? '',
  tags: c.tags,
  birthday_month: c.birthdayMonth,
  birthday_day: c.birthdayDay,
  birthday: birthdayText(c.birthdayMonth, c.birthdayDay),
  birthday_label: birthdayLabel(c.birthdayMonth, c.birthdayDay),
  preferred_technician_id: c.preferredTechnicianId,
  preferred_technician: c.preferredTechnician,
  sms_consent: c.smsConsentAt !== null,
  sms_consent_at: c.smsConsentAt ? c.smsConsentAt.toISOString() : null,
  sms_consent_source: c.smsConsentSource,
  sms_consent_text: c.smsConsentText,
  created_at: day(c.createdAt, tz),
});

export interface CustomerHistory {
  spend: Awaited<ReturnType<typeof getCustomerSpend>>;
  tickets: Awaited<ReturnType<typeof listCustomerTickets>>;
  checkIns: Awaited<ReturnType<typeof listCustomerCheckIns>>;
  cards: Awaited<ReturnType<typeof listCustomerGiftCards>>;
  consent: Awaited<ReturnType<typeof listConsentEvents>>;
  /** The store's ticket prefix, put before each ticket's number. */
  prefix: string;
}

/** Her visits, spend, gift cards and consent history on customers.show: money in cents, instants as ISO, her last visit as a store day. */
export const customerHistory = (h: CustomerHistory, tz: string) => ({
  stats: {
    visits: h.spend.tickets,
    total_spent_cents: h.spend.spentCents,
    average_ticket_cents: h.spend.tickets ? Math.round(h.spend.spentCents / h.spend.tickets) : null,
    last_visit: day(h.spend.lastPaidAt, tz),
  },
  tickets: h.tickets.map((t) => ({
    id: t.id,
    number: ticketLabel(h.prefix, t.number),
    status: t.status,
    paid_at: t.paidAt ? t.paidAt.toISOString() : null,
    total_cents: t.totalCents,
    refunded_cents: t.refundedCents > 0 ? t.refundedCents : null,
    technicians: t.technicians ?? '',
  })),
  check_ins: h.checkIns.map((c) => ({
    id: c.id,
    checked_in_at: c.checkedInAt.toISOString(),
    status: c.status,
    source: c.source,
    technician: c.technician,
    reason: c.cancelReason,
  })),
  gift_cards: h.cards.map((g) => ({
    id: g.id,
    code: g.code,
    balance_cents: g.balanceCents,
    is_active: g.isActive,
    bought: g.bought,
    used: g.used,
  })),
  consent_events: h.consent.map((e) => ({
    id: e.id,
    granted: e.granted,
    source: e.source,
    consent_text: e.consentText,
    // Null when the customer gave or withdrew it herself (at the kiosk, booking, by text): the page says so.
    by: e.byUserId === null && e.byEmployeeId === null ? null : e.byName,
    at: e.createdAt.toISOString(),
  })),
});
