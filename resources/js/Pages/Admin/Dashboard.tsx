import { Head } from '@inertiajs/react';
import { formatLongDate } from '@/lib/format';
import ClockRecordsPanel, { type ClockedInEmployee } from '@/Components/ClockRecordsPanel';
import PageHeader from '@/Components/ui/PageHeader';
import { useStoreEvents } from '@/realtime/useStoreEvents';

interface Props {
  store: { name: string; timezone: string };
  /** The store's calendar date, YYYY-MM-DD, already in its time zone. */
  today: string;
  /** Who is clocked in now, earliest first. */
  clocked_in: ClockedInEmployee[];
}

export default function Dashboard({ store, today, clocked_in }: Props) {
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
      <div data-test="dashboard-clock">
        <ClockRecordsPanel clockedIn={clocked_in} />
      </div>
    </>
  );
}
