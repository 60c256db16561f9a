import { Head, Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import Badge from '@/Components/ui/Badge';
import { ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { hasRoute, route } from '@/lib/route';
import { useStoreEvents } from '@/realtime/useStoreEvents';
import type { PageProps } from '@common/pages';
import type { Ticket, CheckIn, ConsentEvent } from '@common/pages/Admin/Customers/Show';
export type { CustomerProfile } from '@common/pages/Admin/Customers/Show';

const STATUS_LABELS: Record<string, string> = { waiting: 'Waiting', assigned: 'Assigned', in_service: 'In service', done: 'Done', cancelled: 'Cancelled', no_show: 'No-show' };
const linkClass = 'inline-flex min-h-11 min-w-11 items-center font-medium text-primary-700 underline';

const ticketColumns: Column<Ticket>[] = [
  { key: 'date', header: 'Date', primary: true, className: 'whitespace-nowrap tabular-nums', render: (t) => t.date },
  { key: 'number', header: 'Ticket', render: (t) => (hasRoute('invoices.show') ? <Link className={linkClass} href={route('invoices.show', { invoice: t.id })}>#{t.number}</Link> : `#${t.number}`) },
  { key: 'technicians', header: 'Technicians', render: (t) => t.technicians || '—' },
  { key: 'total', header: 'Total', align: 'right', className: 'tabular-nums', render: (t) => <>{t.total}{t.refunded && <span className="block text-xs text-gray-600">{t.refunded} refunded</span>}</> },
  { key: 'status', header: 'Status', render: (t) => <Badge tone={t.status === 'voided' ? 'danger' : 'neutral'}>{t.status === 'voided' ? 'Voided' : 'Paid'}</Badge> },
];

const checkInColumns: Column<CheckIn>[] = [
  { key: 'date', header: 'Checked in', primary: true, className: 'whitespace-nowrap tabular-nums', render: (c) => c.date },
  { key: 'status', header: 'Status', render: (c) => <>{STATUS_LABELS[c.status] ?? c.status}{c.reason && <span className="block text-xs text-gray-600">{c.reason}</span>}</> },
  { key: 'technician', header: 'Technician', render: (c) => c.technician ?? 'Anyone' },
  { key: 'source', header: 'From', render: (c) => (c.source === 'front_desk' ? 'Front desk' : c.source === 'kiosk' ? 'Kiosk' : 'Appointment') },
];

const consentColumns: Column<ConsentEvent>[] = [
  { key: 'at', header: 'When', primary: true, className: 'whitespace-nowrap tabular-nums', render: (e) => <>{e.at} <Badge tone={e.granted ? 'primary' : 'danger'}>{e.granted ? 'Given' : 'Withdrawn'}</Badge></> },
  { key: 'source', header: 'Where', render: (e) => e.source },
  { key: 'by', header: 'Recorded by', render: (e) => e.by },
  { key: 'text', header: 'Words shown', wide: true, render: (e) => (e.text ? <span className="text-gray-700">“{e.text}”</span> : '—') },
];

function Stat({ label, value, test }: { label: string; value: ReactNode; test: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd data-test={test} className="mt-1 text-xl font-semibold tabular-nums text-gray-900">{value}</dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="mb-3 text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

/** customers.show: who she is, what she spent, her visits, gift cards and every consent change. */
export default function Show({ customer, stats, tickets, check_ins, gift_cards, consent_events, visits_shown, points }: PageProps<'Admin/Customers/Show'>) {
  useStoreEvents(['CustomerChanged', 'TicketPaid', 'CheckInChanged'], ['customer', 'stats', 'tickets', 'check_ins', 'consent_events']);
  const details: [string, ReactNode][] = [
    ['Phone', <span className="tabular-nums" data-test="customer-phone">{customer.phone_label}</span>],
    ['Email', customer.email || '—'],
    ['Birthday', customer.birthday_label || '—'],
    ['Preferred technician', customer.preferred_technician ?? 'Anyone'],
    ['SMS marketing', customer.sms_consent ? `Yes, since ${customer.sms_consent_at} (${customer.sms_consent_source})` : 'No'],
    ['Customer since', customer.created_at ?? '—'],
  ];
  return (
    <>
      <Head title={customer.name} />
      <PageHeader
        title={customer.name}
        description={customer.tags.length > 0 && <span className="flex flex-wrap gap-1" data-test="customer-tags">{customer.tags.map((t) => <Badge key={t}>{t}</Badge>)}</span>}
        back={{ href: route('customers.index'), label: 'Customers' }}
        actions={<ButtonLink href={route('customers.edit', { customer: customer.id })} variant="secondary" data-test="customer-edit">Edit</ButtonLink>}
      />
      <div className="grid max-w-6xl gap-6">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-test="customer-stats">
          <Stat label="Visits" value={stats.visits} test="stat-visits" />
          <Stat label="Total spent" value={stats.total_spent} test="stat-total" />
          <Stat label="Average ticket" value={stats.average_ticket ?? '—'} test="stat-average" />
          <Stat label="Last visit" value={stats.last_visit ?? '—'} test="stat-last-visit" />
        </dl>

        <Section id="profile-title" title="Profile">
          <dl className="grid gap-x-6 gap-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2 sm:p-6" data-test="customer-profile">
            {details.map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-sm text-gray-600">{label}</dt>
                <dd className="break-words text-gray-900">{value}</dd>
              </div>
            ))}
            {customer.notes && (
              <div className="sm:col-span-2">
                <dt className="text-sm text-gray-600">Notes</dt>
                <dd className="whitespace-pre-line break-words text-gray-900">{customer.notes}</dd>
              </div>
            )}
          </dl>
        </Section>

        <Section id="tickets-title" title="Tickets">
          <DataTable data-test="customer-tickets" label="Tickets" rowTest="ticket" columns={ticketColumns} rows={tickets} rowKey={(t) => t.id}
            empty={<EmptyState message="No paid tickets yet." />} />
          {stats.visits > visits_shown && <p className="mt-2 text-sm text-gray-600">The latest {visits_shown} tickets are shown.</p>}
        </Section>

        <Section id="checkins-title" title="Check-ins">
          <DataTable data-test="customer-checkins" label="Check-ins" rowTest="checkin" columns={checkInColumns} rows={check_ins} rowKey={(c) => c.id}
            empty={<EmptyState message="She has not checked in at the kiosk or the desk yet." />} />
        </Section>

        {points && (
          <Section id="points-title" title="Rewards points">
            <p className="text-sm text-gray-800" data-test="customer-points">
              <span className="text-2xl font-bold tabular-nums text-gray-900">{points.available}</span> available
              {points.pending > 0 && <> · {points.pending} pending</>} · {points.lifetime} earned in all
            </p>
          </Section>
        )}

        <Section id="giftcards-title" title="Gift cards">
          {gift_cards.length === 0 ? <EmptyState message="No gift cards bought or used on her tickets." /> : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-test="customer-giftcards">
              {gift_cards.map((g) => (
                <li key={g.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
                  {hasRoute('giftcards.show') ? <Link className={`${linkClass} font-mono`} href={route('giftcards.show', { giftCard: g.id })}>{g.code}</Link> : <span className="font-mono">{g.code}</span>}
                  <p className="text-sm text-gray-700">Balance {g.balance}{!g.is_active && ' · switched off'}</p>
                  <p className="text-sm text-gray-600">{[g.bought && 'Bought on her ticket', g.used && 'Used to pay'].filter(Boolean).join(' · ')}</p>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="consent-title" title="SMS consent history">
          <DataTable data-test="customer-consent" label="SMS consent history" rowTest="consent" columns={consentColumns} rows={consent_events} rowKey={(e) => e.id}
            empty={<EmptyState message="No SMS marketing consent has been given or withdrawn." />} />
        </Section>
      </div>
    </>
  );
}
