import { Head } from '@inertiajs/react';
import { formatLongDate } from '@/lib/format';

interface Props {
  store: { name: string; timezone: string };
  /** The store's calendar date, YYYY-MM-DD, already in its time zone. */
  today: string;
}

export default function Dashboard({ store, today }: Props) {
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
      {/* Reserved for the time-clock widget (clock in / clock out), added by the staff capability. */}
      <section data-test="dashboard-clock" aria-label="Time clock" />
    </>
  );
}
