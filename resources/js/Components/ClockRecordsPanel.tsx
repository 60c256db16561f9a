import { useState } from 'react';
import { usePage } from '@inertiajs/react';
import { ConfirmAccountModal, type ClockMode } from './ConfirmAccountModal';
import { Button, ButtonLink } from './ui/Button';
import OfflineQueue from './pos/OfflineQueue';
import { can } from '../lib/permissions';
import { route } from '../lib/route';
import { useT } from '../lib/i18n';
import { useStoreFormat } from '../lib/localeFormat';
import type { ClockedInEmployee } from '@common/pages/Components/ClockRecordsPanel';
export type { ClockedInEmployee } from '@common/pages/Components/ClockRecordsPanel';

/**
 * The dashboard's time clock: Clock In and Clock Out open the Confirm Account
 * modal (docs/requirements.md §2, §4), which clocks and comes back to the dashboard, so the
 * "Clocked in now" list below is fresh after every clock action.
 */
export default function ClockRecordsPanel({ clockedIn }: { clockedIn: ClockedInEmployee[] }) {
  const [mode, setMode] = useState<ClockMode | null>(null);
  const user = usePage().props.auth.user;
  const { t } = useT();
  const format = useStoreFormat();

  return (
    <section
      data-test="time-clock"
      aria-labelledby="time-clock-title"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="time-clock-title" className="mb-4 text-lg font-semibold text-gray-900">
        {t('clock.title')}
      </h2>
      {/* A clock in or out made offline waits here until it is sent. */}
      <OfflineQueue offlineLabel={t('shell.offline.offline')} />
      <div className="grid grid-cols-2 gap-3">
        <Button size="lg" data-test="clock-in-button" onClick={() => setMode('in')}>
          {t('clock.in')}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          data-test="clock-out-button"
          onClick={() => setMode('out')}
        >
          {t('clock.out')}
        </Button>
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-x-3">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-600">
          {t('clock.clockedInNow', { count: clockedIn.length })}
        </h3>
        {can(user, 'view clock in clock outs') && (
          <ButtonLink href={route('clock-in-outs.index')} variant="ghost" className="-mr-2">
            {t('clock.records')}
          </ButtonLink>
        )}
      </div>
      <ul data-test="clocked-in-list" className="mt-2 divide-y divide-gray-100">
        {clockedIn.map((row) => (
          <li
            key={row.id}
            data-test={`clocked-in-${row.employee_id}`}
            className="flex flex-wrap items-center justify-between gap-x-3 py-2"
          >
            <span className="font-medium text-gray-900">
              {row.name}{' '}
              <span className="text-sm font-normal text-gray-600">
                {t('clock.userIdOf', { id: row.employee_id })}
              </span>
            </span>
            <time dateTime={row.clock_in} className="text-sm tabular-nums text-gray-700">
              {format.time(row.clock_in)}
            </time>
          </li>
        ))}
      </ul>
      {clockedIn.length === 0 && (
        <p data-test="clocked-in-empty" className="py-2 text-sm text-gray-600">
          {t('clock.empty')}
        </p>
      )}

      <ConfirmAccountModal open={mode !== null} mode={mode ?? 'in'} onClose={() => setMode(null)} />
    </section>
  );
}
