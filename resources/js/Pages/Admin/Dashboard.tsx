import { Head } from '@inertiajs/react';
import { formatCurrency, formatLongDate } from '@/lib/format';
import ClockRecordsPanel from '@/Components/ClockRecordsPanel';
import PageHeader from '@/Components/ui/PageHeader';
import { useStoreEvents } from '@/realtime/useStoreEvents';
import type { PageProps } from '@common/pages';
import type { Props } from '@common/pages/Admin/Dashboard';

/** Today at a glance: net sales, tickets, tips and the check-in queue, reloaded (only this prop) when a ticket is paid or the queue moves. */
function Headline({ headline }: { headline: NonNullable<Props['headline']> }) {
  useStoreEvents(['TicketPaid', 'CheckInChanged'], ['headline']);
  const cards = [
    { label: 'Sales today', value: formatCurrency(headline.sales_cents), test: 'sales' },
    { label: 'Tickets', value: String(headline.tickets), test: 'tickets' },
    { label: 'Tips', value: formatCurrency(headline.tip_cents), test: 'tips' },
    { label: 'Customers waiting', value: String(headline.waiting), test: 'waiting' },
  ];
  return (
    <dl data-test="dashboard-headline" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((c) => (
        <div key={c.test} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <dt className="text-sm font-medium text-gray-600">{c.label}</dt>
          <dd data-test={`headline-${c.test}`} className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">{c.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function Dashboard({ store, today, clocked_in, headline }: PageProps<'Admin/Dashboard'>) {
  // Someone clocks in or out at a station: the panel follows without a reload.
  useStoreEvents(['ClockChanged'], ['clocked_in']);
  return (
    <>
      <Head title="Dashboard" />
      <PageHeader
        title="Dashboard"
        description={
          <>
            <span data-test="store-name" className="font-medium text-gray-900">{store.name}</span>
            <span aria-hidden="true"> · </span>
            <time data-test="today" dateTime={today}>{formatLongDate(today)}</time>
          </>
        }
      />
      {headline && <Headline headline={headline} />}
      <div data-test="dashboard-clock">
        <ClockRecordsPanel clockedIn={clocked_in} />
      </div>
    </>
  );
}
