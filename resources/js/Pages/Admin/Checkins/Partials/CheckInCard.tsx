import { Link } from '@inertiajs/react';
import Badge from '@/Components/ui/Badge';
import { Button, buttonClass } from '@/Components/ui/Button';
import { translate, useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { waitParts } from '@common/checkIns';
import type { Translate } from '@common/i18n';
import type { CheckInRow, CheckInStatus, StaffRef } from '@common/pages/Admin/Checkins/types';

interface Props {
  row: CheckInRow;
  now: number;
  canStart: boolean;
  onAssign: (row: CheckInRow) => void;
  onClose: (row: CheckInRow, kind: 'cancel' | 'no_show') => void;
}

/** A check-in's status in the page's language, by the code the server sends. */
export const STATUS_KEYS: Record<CheckInStatus, string> = {
  waiting: 'checkins.status.waiting',
  assigned: 'checkins.status.assigned',
  in_service: 'checkins.status.inService',
  done: 'checkins.status.done',
  cancelled: 'checkins.status.cancelled',
  no_show: 'checkins.status.noShow',
};

const SOURCE_KEYS: Record<CheckInRow['source'], string> = {
  kiosk: 'checkins.source.kiosk',
  front_desk: 'checkins.source.frontDesk',
  appointment: 'checkins.source.appointment',
};

/** "12 min", "1 h 05 min": time waited, from check-in to the start of service (or now). */
export function waited(row: CheckInRow, now: number): string {
  const end = row.waited_until ? Date.parse(row.waited_until) : now;
  const minutes = Math.max(0, Math.floor((end - Date.parse(row.checked_in_at)) / 60_000));
  return minutes < 60
    ? translate('checkins.waitedMinutes', { minutes })
    : translate('checkins.waitedHours', {
        hours: Math.floor(minutes / 60),
        minutes: String(minutes % 60).padStart(2, '0'),
      });
}

/** A technician the visit names; one no longer on staff comes without a name. */
export const staffName = (p: StaffRef, t: Translate): string =>
  p.name ?? t('checkins.formerEmployee');

const OPEN = ['waiting', 'assigned'];

/** One visit in the queue: who, what, for whom, how long, and what the desk can do next. */
export default function CheckInCard({ row, now, canStart, onAssign, onClose }: Props) {
  const { t } = useT();
  const format = useStoreFormat();
  const open = OPEN.includes(row.status);
  const inAt = format.time(row.checked_in_at);
  return (
    <li
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      data-test={`checkin-${row.id}`}
      data-status={row.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold text-gray-900">{row.customer.name}</span>
            <Badge
              tone={
                open
                  ? 'primary'
                  : row.status === 'cancelled' || row.status === 'no_show'
                    ? 'danger'
                    : 'neutral'
              }
              data-test="checkin-status"
            >
              {t(STATUS_KEYS[row.status])}
            </Badge>
            {row.position !== null && (
              <span className="text-sm text-gray-600">
                #{row.position}
                {row.wait_minutes !== null &&
                  ` · ${t('checkins.wait', waitParts(row.wait_minutes))}`}
              </span>
            )}
          </p>
          <p className="text-sm text-gray-600">
            {t('checkins.card.line', {
              phone: row.customer.phone_formatted,
              time: inAt,
              source: t(SOURCE_KEYS[row.source]),
            })}
          </p>
        </div>
        <p className="text-right">
          <span className="block text-xs text-gray-600">
            {row.waited_until ? t('checkins.card.waited') : t('checkins.card.waiting')}
          </span>
          <span className="text-xl font-bold tabular-nums text-gray-900" data-test="checkin-waited">
            {waited(row, now)}
          </span>
        </p>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="inline text-gray-600">{t('checkins.card.services')}</dt>
          <dd className="inline text-gray-900">
            {row.services.length
              ? row.services.map((s) => s.name ?? t('checkins.formerService')).join(', ')
              : t('checkins.card.notChosen')}
          </dd>
        </div>
        <div>
          <dt className="inline text-gray-600">{t('checkins.card.askedFor')}</dt>
          <dd className="inline text-gray-900" data-test="checkin-requested">
            {row.requested ? staffName(row.requested, t) : t('checkins.anyone')}
          </dd>
        </div>
        <div>
          <dt className="inline text-gray-600">{t('checkins.card.technician')}</dt>
          <dd className="inline text-gray-900" data-test="checkin-assigned">
            {row.assigned ? staffName(row.assigned, t) : '—'}
          </dd>
        </div>
        {row.reason && (
          <div className="sm:col-span-3">
            <dt className="inline text-gray-600">{t('checkins.card.reason')}</dt>
            <dd className="inline text-gray-900">{row.reason}</dd>
          </div>
        )}
      </dl>
      {(open || (row.status === 'in_service' && canStart) || row.invoice_id) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {open && (
            <Button variant="secondary" onClick={() => onAssign(row)} data-test="checkin-assign">
              {row.assigned ? t('checkins.card.reassign') : t('checkins.assign.action')}
            </Button>
          )}
          {(open || row.status === 'in_service') && canStart && (
            <Link
              href={route('pos.customer_checkin', { checkIn: row.id })}
              className={buttonClass()}
              data-test="checkin-start"
            >
              {row.status === 'in_service'
                ? t('checkins.card.ringUp')
                : t('checkins.card.startService')}
            </Link>
          )}
          {open && (
            <Button
              variant="ghost"
              destructive
              onClick={() => onClose(row, 'cancel')}
              data-test="checkin-cancel"
            >
              {t('ui.cancel')}
            </Button>
          )}
          {open && (
            <Button
              variant="ghost"
              destructive
              onClick={() => onClose(row, 'no_show')}
              data-test="checkin-no-show"
            >
              {t('checkins.status.noShow')}
            </Button>
          )}
          {row.invoice_id && canStart && (
            <Link
              href={route('invoices.show', { invoice: row.invoice_id })}
              className={buttonClass({ variant: 'ghost' })}
            >
              {t('checkins.card.ticket')}
            </Link>
          )}
        </div>
      )}
    </li>
  );
}
