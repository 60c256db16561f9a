import { Head, Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import Badge from '@/Components/ui/Badge';
import { ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { hasRoute, route } from '@/lib/route';
import { useStoreEvents } from '@/realtime/useStoreEvents';
import { INTL_LOCALES, type Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type { Ticket, CheckIn, ConsentEvent } from '@common/pages/Admin/Customers/Show';
import type { ConsentSource } from '@common/customers';
export type { CustomerProfile } from '@common/pages/Admin/Customers/Show';
import { useConsentSource } from './Partials/CustomerForm';

const STATUS_LABELS: Record<string, string> = {
  waiting: 'customers.show.checkinStatus.waiting',
  assigned: 'customers.show.checkinStatus.assigned',
  in_service: 'customers.show.checkinStatus.in_service',
  done: 'customers.show.checkinStatus.done',
  cancelled: 'customers.show.checkinStatus.cancelled',
  no_show: 'customers.show.checkinStatus.no_show',
};
const SOURCE_LABELS: Record<string, string> = {
  front_desk: 'customers.show.checkinSource.front_desk',
  kiosk: 'customers.show.checkinSource.kiosk',
  appointment: 'customers.show.checkinSource.appointment',
};
type Format = ReturnType<typeof useStoreFormat>;
const linkClass =
  'inline-flex min-h-11 min-w-11 items-center font-medium text-primary-700 underline';

const ticketColumns = (t: Translate, format: Format): Column<Ticket>[] => [
  {
    key: 'date',
    header: t('ui.date'),
    primary: true,
    className: 'whitespace-nowrap tabular-nums',
    render: (tk) => format.dateTime(tk.paid_at),
  },
  {
    key: 'number',
    header: t('customers.show.ticket'),
    render: (tk) =>
      hasRoute('invoices.show') ? (
        <Link className={linkClass} href={route('invoices.show', { invoice: tk.id })}>
          #{tk.number}
        </Link>
      ) : (
        `#${tk.number}`
      ),
  },
  {
    key: 'technicians',
    header: t('customers.show.technicians'),
    render: (tk) => tk.technicians || '—',
  },
  {
    key: 'total',
    header: t('ui.total'),
    align: 'right',
    className: 'tabular-nums',
    render: (tk) => (
      <>
        {format.money(tk.total_cents)}
        {tk.refunded_cents !== null && (
          <span className="block text-xs text-gray-600">
            {t('customers.show.refunded', { amount: format.money(tk.refunded_cents) })}
          </span>
        )}
      </>
    ),
  },
  {
    key: 'status',
    header: t('ui.status'),
    render: (tk) => (
      <Badge tone={tk.status === 'voided' ? 'danger' : 'neutral'}>
        {tk.status === 'voided' ? t('ui.voided') : t('ui.paid')}
      </Badge>
    ),
  },
];

const checkInColumns = (t: Translate, format: Format): Column<CheckIn>[] => [
  {
    key: 'date',
    header: t('customers.show.checkedIn'),
    primary: true,
    className: 'whitespace-nowrap tabular-nums',
    render: (c) => format.dateTime(c.checked_in_at),
  },
  {
    key: 'status',
    header: t('ui.status'),
    render: (c) => (
      <>
        {STATUS_LABELS[c.status] ? t(STATUS_LABELS[c.status]) : c.status}
        {c.reason && <span className="block text-xs text-gray-600">{c.reason}</span>}
      </>
    ),
  },
  {
    key: 'technician',
    header: t('ui.technician'),
    render: (c) => c.technician ?? t('customers.anyone'),
  },
  {
    key: 'source',
    header: t('customers.show.source'),
    render: (c) => t(SOURCE_LABELS[c.source] ?? SOURCE_LABELS.appointment),
  },
];

const consentColumns = (
  t: Translate,
  source: (source: ConsentSource | null) => string,
  format: Format,
): Column<ConsentEvent>[] => [
  {
    key: 'at',
    header: t('customers.show.when'),
    primary: true,
    className: 'whitespace-nowrap tabular-nums',
    render: (e) => (
      <>
        {format.dateTime(e.at)}{' '}
        <Badge tone={e.granted ? 'primary' : 'danger'}>
          {e.granted ? t('customers.show.given') : t('customers.show.withdrawn')}
        </Badge>
      </>
    ),
  },
  { key: 'source', header: t('customers.show.where'), render: (e) => source(e.source) },
  {
    key: 'by',
    header: t('customers.show.recordedBy'),
    render: (e) => e.by ?? t('customers.show.byTheCustomer'),
  },
  {
    key: 'text',
    header: t('customers.show.wordsShown'),
    wide: true,
    render: (e) =>
      e.consent_text ? <span className="text-gray-700">“{e.consent_text}”</span> : '—',
  },
];

function Stat({ label, value, test }: { label: string; value: ReactNode; test: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd data-test={test} className="mt-1 text-xl font-semibold tabular-nums text-gray-900">
        {value}
      </dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="mb-3 text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** customers.show: who she is, what she spent, her visits, gift cards and every consent change. */
export default function Show({
  customer,
  stats,
  tickets,
  check_ins,
  gift_cards,
  consent_events,
  visits_shown,
  points,
}: PageProps<'Admin/Customers/Show'>) {
  useStoreEvents(
    ['CustomerChanged', 'TicketPaid', 'CheckInChanged'],
    ['customer', 'stats', 'tickets', 'check_ins', 'consent_events'],
  );
  const { t, locale } = useT();
  const format = useStoreFormat();
  const source = useConsentSource();
  // The spec's "March 7" in English; the month and day in the page's language otherwise.
  const birthday =
    locale === 'en' ||
    !customer.birthday_month ||
    !customer.birthday_day ||
    !customer.birthday_label
      ? customer.birthday_label
      : new Intl.DateTimeFormat(INTL_LOCALES[locale], {
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(Date.UTC(2000, customer.birthday_month - 1, customer.birthday_day)));
  const details: [string, ReactNode][] = [
    [
      t('ui.phone'),
      <span className="tabular-nums" data-test="customer-phone">
        {customer.phone_label}
      </span>,
    ],
    [t('ui.email'), customer.email || '—'],
    [t('customers.birthday'), birthday || '—'],
    [t('customers.preferredTechnician'), customer.preferred_technician ?? t('customers.anyone')],
    [
      t('customers.show.smsMarketing'),
      customer.sms_consent
        ? t('customers.show.smsYes', {
            at: format.dateTime(customer.sms_consent_at),
            source: source(customer.sms_consent_source),
          })
        : t('ui.no'),
    ],
    [t('customers.show.customerSince'), format.date(customer.created_at) || '—'],
  ];
  return (
    <>
      <Head title={customer.name} />
      <PageHeader
        title={customer.name}
        description={
          customer.tags.length > 0 && (
            <span className="flex flex-wrap gap-1" data-test="customer-tags">
              {customer.tags.map((t) => (
                <Badge key={t}>{t}</Badge>
              ))}
            </span>
          )
        }
        back={{ href: route('customers.index'), label: t('customers.title') }}
        actions={
          <ButtonLink
            href={route('customers.edit', { customer: customer.id })}
            variant="secondary"
            data-test="customer-edit"
          >
            {t('ui.edit')}
          </ButtonLink>
        }
      />
      <div className="grid max-w-6xl gap-6">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-test="customer-stats">
          <Stat label={t('customers.visits')} value={stats.visits} test="stat-visits" />
          <Stat
            label={t('customers.show.totalSpent')}
            value={format.money(stats.total_spent_cents)}
            test="stat-total"
          />
          <Stat
            label={t('customers.show.averageTicket')}
            value={
              stats.average_ticket_cents === null ? '—' : format.money(stats.average_ticket_cents)
            }
            test="stat-average"
          />
          <Stat
            label={t('customers.lastVisit')}
            value={format.date(stats.last_visit) || '—'}
            test="stat-last-visit"
          />
        </dl>

        <Section id="profile-title" title={t('customers.show.profile')}>
          <dl
            className="grid gap-x-6 gap-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2 sm:p-6"
            data-test="customer-profile"
          >
            {details.map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-sm text-gray-600">{label}</dt>
                <dd className="break-words text-gray-900">{value}</dd>
              </div>
            ))}
            {customer.notes && (
              <div className="sm:col-span-2">
                <dt className="text-sm text-gray-600">{t('ui.notes')}</dt>
                <dd className="whitespace-pre-line break-words text-gray-900">{customer.notes}</dd>
              </div>
            )}
          </dl>
        </Section>

        <Section id="tickets-title" title={t('customers.show.tickets')}>
          <DataTable
            data-test="customer-tickets"
            label={t('customers.show.tickets')}
            rowTest="ticket"
            columns={ticketColumns(t, format)}
            rows={tickets}
            rowKey={(t) => t.id}
            empty={<EmptyState message={t('customers.show.noTickets')} />}
          />
          {stats.visits > visits_shown && (
            <p className="mt-2 text-sm text-gray-600">
              {t('customers.show.latestShown', { count: visits_shown })}
            </p>
          )}
        </Section>

        <Section id="checkins-title" title={t('customers.show.checkins')}>
          <DataTable
            data-test="customer-checkins"
            label={t('customers.show.checkins')}
            rowTest="checkin"
            columns={checkInColumns(t, format)}
            rows={check_ins}
            rowKey={(c) => c.id}
            empty={<EmptyState message={t('customers.show.noCheckins')} />}
          />
        </Section>

        {points && (
          <Section id="points-title" title={t('customers.show.points')}>
            <p className="text-sm text-gray-800" data-test="customer-points">
              <span className="text-2xl font-bold tabular-nums text-gray-900">
                {format.number(points.available)}
              </span>{' '}
              {t('customers.show.pointsAvailable')}
              {points.pending > 0 && (
                <>
                  {' '}
                  · {t('customers.show.pointsPending', { count: format.number(points.pending) })}
                </>
              )}{' '}
              · {t('customers.show.pointsLifetime', { count: format.number(points.lifetime) })}
            </p>
          </Section>
        )}

        <Section id="giftcards-title" title={t('customers.show.giftcards')}>
          {gift_cards.length === 0 ? (
            <EmptyState message={t('customers.show.noGiftcards')} />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-test="customer-giftcards">
              {gift_cards.map((g) => (
                <li key={g.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
                  {hasRoute('giftcards.show') ? (
                    <Link
                      className={`${linkClass} font-mono`}
                      href={route('giftcards.show', { giftCard: g.id })}
                    >
                      {g.code}
                    </Link>
                  ) : (
                    <span className="font-mono">{g.code}</span>
                  )}
                  <p className="text-sm text-gray-700">
                    {t('customers.show.balance', { amount: format.money(g.balance_cents) })}
                    {!g.is_active && ` · ${t('customers.show.switchedOff')}`}
                  </p>
                  <p className="text-sm text-gray-600">
                    {[
                      g.bought && t('customers.show.boughtOnTicket'),
                      g.used && t('customers.show.usedToPay'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="consent-title" title={t('customers.show.consentHistory')}>
          <DataTable
            data-test="customer-consent"
            label={t('customers.show.consentHistory')}
            rowTest="consent"
            columns={consentColumns(t, source, format)}
            rows={consent_events}
            rowKey={(e) => e.id}
            empty={<EmptyState message={t('customers.show.noConsent')} />}
          />
        </Section>
      </div>
    </>
  );
}
