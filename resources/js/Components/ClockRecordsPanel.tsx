import { useState } from 'react';
import { Link, usePage } from '@inertiajs/react';
import { ConfirmAccountModal, type ClockMode } from './ConfirmAccountModal';
import { can } from '../lib/permissions';
import { route } from '../lib/route';

/** One open clock record, as the dashboard's `clocked_in` prop sends it. */
export interface ClockedInEmployee {
  id: number;
  /** The staff number. */
  employee_id: string;
  name: string;
  /** MM-DD-YYYY hh:mm A in the store's zone. */
  clock_in: string;
  clock_in_iso: string;
}

const button =
  'inline-flex min-h-14 flex-1 items-center justify-center rounded-xl px-6 text-lg font-semibold text-white shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2';

/**
 * The dashboard's time clock: Clock In and Clock Out open the Confirm Account
 * modal (spec §2, §4), which clocks and comes back to the dashboard, so the
 * "Clocked in now" list below is fresh after every clock action.
 */
export default function ClockRecordsPanel({ clockedIn }: { clockedIn: ClockedInEmployee[] }) {
  const [mode, setMode] = useState<ClockMode | null>(null);
  const user = usePage().props.auth.user;

  return (
    <section data-test="time-clock" aria-labelledby="time-clock-title" className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="time-clock-title" className="mb-4 text-lg font-semibold text-gray-900">Time Clock</h2>
      <div className="flex flex-wrap gap-3">
        <button type="button" data-test="clock-in-button" onClick={() => setMode('in')} className={`${button} bg-green-600 hover:bg-green-700 focus-visible:ring-green-500`}>
          Clock In
        </button>
        <button type="button" data-test="clock-out-button" onClick={() => setMode('out')} className={`${button} bg-red-600 hover:bg-red-700 focus-visible:ring-red-500`}>
          Clock Out
        </button>
      </div>

      <div className="mt-6 flex items-baseline justify-between gap-3">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-500">Clocked in now ({clockedIn.length})</h3>
        {can(user, 'view clock in clock outs') && (
          <Link href={route('clock-in-outs.index')} className="text-sm font-medium text-blue-700 hover:underline">
            Clock In/Out records
          </Link>
        )}
      </div>
      <ul data-test="clocked-in-list" className="mt-2 divide-y divide-gray-100">
        {clockedIn.map((row) => (
          <li key={row.id} data-test={`clocked-in-${row.employee_id}`} className="flex items-center justify-between gap-3 py-2">
            <span className="font-medium text-gray-900">
              {row.name} <span className="text-sm font-normal text-gray-500">#{row.employee_id}</span>
            </span>
            <time dateTime={row.clock_in_iso} className="text-sm tabular-nums text-gray-600">{row.clock_in}</time>
          </li>
        ))}
      </ul>
      {clockedIn.length === 0 && <p data-test="clocked-in-empty" className="py-2 text-sm text-gray-500">No one is clocked in.</p>}

      <ConfirmAccountModal open={mode !== null} mode={mode ?? 'in'} onClose={() => setMode(null)} />
    </section>
  );
}
