import { Link } from '@inertiajs/react';
import MoveForm, { hhmm } from '@/Components/appointments/MoveForm';
import StatusActions, { STATUS_LABEL_KEYS } from '@/Components/appointments/StatusActions';
import StatusBadge from '@/Components/appointments/StatusBadge';
import { Button } from '@/Components/ui/Button';
import Modal from '@/Components/ui/Modal';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type {
  CalendarAppointment,
  Technician,
} from '@common/pages/Admin/Appointment-calendars/types';
import { timeSpan } from './calendarWords';

/** One appointment from the calendar: who and what, its next status, and its time or technician changed by typing. */
export default function AppointmentPanel({
  appointment: a,
  technician,
  technicians,
  canPos,
  onClose,
}: {
  appointment: CalendarAppointment;
  technician: string;
  technicians: Technician[];
  canPos: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const format = useFormat();
  return (
    <Modal
      open
      onClose={onClose}
      title={a.customer}
      size="lg"
      data-test="appointment-panel"
      footer={
        <>
          <Link
            href={route('appointments.show', { appointment: a.id })}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50"
            data-test="appointment-details"
          >
            {t('appointments.details')}
          </Link>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-gray-600">{t('ui.status')}</dt>
          <dd>
            <StatusBadge status={a.status} label={t(STATUS_LABEL_KEYS[a.status])} />
          </dd>
          <dt className="text-gray-600">{t('appointments.when')}</dt>
          <dd className="tabular-nums text-gray-900">
            {timeSpan(format.minuteOfDay, a.start, a.end)}
          </dd>
          <dt className="text-gray-600">{t('ui.technician')}</dt>
          <dd className="text-gray-900">
            {a.any_technician ? t('appointments.anyone', { name: technician }) : technician}
          </dd>
          <dt className="text-gray-600">{t('appointments.services')}</dt>
          <dd className="text-gray-900">{a.services || '—'}</dd>
          {a.phone && (
            <>
              <dt className="text-gray-600">{t('ui.phone')}</dt>
              <dd className="text-gray-900">{a.phone}</dd>
            </>
          )}
        </dl>
        <StatusActions
          appointmentId={a.id}
          customer={a.customer}
          actions={a.actions}
          canPos={canPos}
          onDone={onClose}
        />
        {a.movable && (
          <section className="border-t border-gray-200 pt-4">
            <h3 className="mb-2 font-semibold text-gray-900">{t('appointments.moveTitle')}</h3>
            <MoveForm
              appointmentId={a.id}
              initial={{
                technician_id: a.technician_id,
                date: a.date,
                start: hhmm(a.start),
                end: hhmm(a.end),
              }}
              technicians={technicians}
              onDone={onClose}
            />
          </section>
        )}
      </div>
    </Modal>
  );
}
