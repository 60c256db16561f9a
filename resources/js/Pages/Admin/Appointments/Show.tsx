import { Head } from '@inertiajs/react';
import MoveForm from '@/Components/appointments/MoveForm';
import StatusActions, {
  SOURCE_KEYS,
  STATUS_LABEL_KEYS,
} from '@/Components/appointments/StatusActions';
import StatusBadge from '@/Components/appointments/StatusBadge';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { AppointmentAction } from '@common/appointments';
import type { Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type { ChangeSide } from '@common/pages/Admin/Appointments/Show';

/** A history row's action, by the code the server sends (appointment_events.action). */
const ACTION_KEYS: Record<AppointmentAction, string> = {
  created: 'appointments.action.created',
  moved: 'appointments.action.moved',
  edited: 'appointments.action.edited',
  status: 'appointments.action.status',
  cancelled: 'appointments.action.cancelled',
  reminded: 'appointments.action.reminded',
};

type Format = ReturnType<typeof useStoreFormat>;

/** A history row's side: technician, times, status, as the desk reads them ("Cindy, 07-04-2026 10:00 AM – 10:45 AM, Booked"). */
function sideText(s: ChangeSide | null, t: Translate, format: Format): string {
  if (!s) return '';
  const parts: string[] = [];
  if (s.technician) parts.push(s.technician.name ?? t('appointments.formerEmployee'));
  if (s.start_time)
    parts.push(
      `${format.dateTime(s.start_time)}${s.end_time ? ` – ${format.time(s.end_time)}` : ''}`,
    );
  if (s.status) parts.push(t(STATUS_LABEL_KEYS[s.status]));
  return parts.join(', ');
}

/** Before → after; an addition shows only after. */
function changeText(
  c: { before: ChangeSide | null; after: ChangeSide | null },
  t: Translate,
  format: Format,
) {
  const before = sideText(c.before, t, format);
  const after = sideText(c.after, t, format);
  return before ? `${before} → ${after}` : after;
}

/** One appointment: who, when and what, its next status, a move by typing, and its history. */
export default function Show({
  appointment: a,
  technicians,
  can_pos,
}: PageProps<'Admin/Appointments/Show'>) {
  const { t } = useT();
  const format = useStoreFormat();
  return (
    <>
      <Head title={t('appointments.pageTitle', { name: a.customer.name })} />
      <PageHeader
        title={a.customer.name}
        description={
          <span className="tabular-nums">
            {format.dateTime(a.start_time)} – {format.time(a.end_time)}
          </span>
        }
        back={{
          href: route('appointments.calendars', { date: a.date }),
          label: t('appointments.calendar'),
        }}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-gray-200"
          data-test="appointment-summary"
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-gray-600">{t('ui.status')}</dt>
            <dd>
              <StatusBadge status={a.status} label={t(STATUS_LABEL_KEYS[a.status])} />
            </dd>
            <dt className="text-gray-600">{t('ui.technician')}</dt>
            <dd className="flex items-center gap-2 text-gray-900">
              <span
                className="h-3 w-3 rounded-full"
                style={{ background: a.technician.color }}
                aria-hidden="true"
              />
              {a.any_technician
                ? t('appointments.anyone', { name: a.technician.name })
                : a.technician.name}
            </dd>
            <dt className="text-gray-600">{t('ui.customer')}</dt>
            <dd className="text-gray-900">
              {a.customer.name}
              {a.customer.phone && ` · ${a.customer.phone}`}
              {a.customer.email && ` · ${a.customer.email}`}
            </dd>
            <dt className="text-gray-600">{t('appointments.bookedVia')}</dt>
            <dd className="text-gray-900">{t(SOURCE_KEYS[a.source])}</dd>
            {a.notes && (
              <>
                <dt className="text-gray-600">{t('ui.notes')}</dt>
                <dd className="whitespace-pre-line text-gray-900">{a.notes}</dd>
              </>
            )}
            {a.cancel_reason && (
              <>
                <dt className="text-gray-600">{t('appointments.reason')}</dt>
                <dd className="text-gray-900" data-test="cancel-reason-shown">
                  {a.cancel_reason}
                </dd>
              </>
            )}
          </dl>
          <ul
            className="divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200"
            data-test="appointment-services"
          >
            {a.services.map((s, i) => (
              <li key={i} className="flex justify-between gap-2 px-3 py-2 text-sm">
                <span className="text-gray-900">{s.name}</span>
                <span className="text-gray-600 tabular-nums">
                  {t('appointments.serviceLine', {
                    minutes: s.minutes,
                    price: format.money(s.price_cents),
                  })}
                </span>
              </li>
            ))}
          </ul>
          <StatusActions
            appointmentId={a.id}
            customer={a.customer.name}
            actions={a.actions}
            canPos={can_pos}
          />
        </section>
        {a.movable && (
          <section className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
            <h2 className="mb-3 text-lg font-semibold text-gray-900">
              {t('appointments.moveTitle')}
            </h2>
            <MoveForm
              appointmentId={a.id}
              initial={{ technician_id: a.technician.id, date: a.date, start: a.start, end: a.end }}
              technicians={technicians}
            />
          </section>
        )}
      </div>
      <section className="mt-6 rounded-xl bg-white p-4 ring-1 ring-gray-200">
        <h2 className="mb-3 text-lg font-semibold text-gray-900">{t('appointments.history')}</h2>
        <ol className="space-y-3" data-test="appointment-history">
          {a.history.map((h) => {
            const change = changeText(h.change, t, format);
            return (
              <li key={h.id} className="text-sm" data-test="history-row">
                <p>
                  <span className="font-semibold text-gray-900">{t(ACTION_KEYS[h.action])}</span>{' '}
                  <span className="text-gray-600">
                    {t('appointments.historyBy', { by: h.by, when: format.dateTime(h.at) })}
                  </span>
                </p>
                {change && <p className="text-gray-800">{change}</p>}
                {h.reason && (
                  <p className="text-gray-700">
                    {t('appointments.historyReason', { reason: h.reason })}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}
