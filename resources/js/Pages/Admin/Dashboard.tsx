import { Head } from '@inertiajs/react';
import { formatLongDate } from '@/lib/format';
import ClockRecordsPanel, { type ClockedInEmployee } from '@/Components/ClockRecordsPanel';

interface Props {
  store: { name: string; timezone: string };
  /** The store's calendar date, YYYY-MM-DD, already in its time zone. */
  today: string;
  /** Who is clocked in now, earliest first. */
  clocked_in: ClockedInEmployee[];
}

export default function Dashboard({ store, today, clocked_in }: Props) {
  return (
    <>
      <Head title="Dashboard" />
      <div className="mb-6">
        <h1 data-test="page-title" className="text-2xl font-semibold">Dashboard</h1>
        <p className="mt-1 text-gray-600">
          <span data-test="store-name" className="font-medium text-gray-900">{store.name}</span>
          <span aria-hidden="true"> · </span>
          <time data-test="today" dateTime={today}>{formatLongDate(today)}</time>
        </p>
      </div>
      <div data-test="dashboard-clock">
        <ClockRecordsPanel clockedIn={clocked_in} />
      </div>
    </>
  );
}
