import { Head, router, usePage } from '@inertiajs/react';
import { useState } from 'react';
import { hhmm } from '@/Components/appointments/MoveForm';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { ButtonLink } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { useStoreEvents } from '@/realtime/useStoreEvents';
import AppointmentPanel from './Partials/AppointmentPanel';
import { headerHours } from './Partials/calendarWords';
import CalendarGrid from './Partials/CalendarGrid';
import CreateModal from './Partials/CreateModal';
import type {
  CalendarAppointment,
  Placement,
} from '@common/pages/Admin/Appointment-calendars/types';
import type { PageProps } from '@common/pages';

/** The staff calendar: a day with a column per technician, or one technician's week; book, drag, resize and move appointments along. */
export default function Index(props: PageProps<'Admin/Appointment-calendars/Index'>) {
  const {
    view,
    date,
    today,
    previous,
    next,
    technician_id,
    grid,
    technicians,
    service_menu,
    can_pos,
  } = props;
  const { t } = useT();
  const format = useFormat();
  useStoreEvents(['AppointmentChanged'], ['grid']);
  const errors = usePage().props.errors as Record<string, string | undefined>;
  const [slot, setSlot] = useState<{
    technician_id: number | null;
    date: string;
    minute: number;
  } | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [pending, setPending] = useState<Record<number, Placement>>({});
  const opened = grid.appointments.find((a) => a.id === openId) ?? null;
  const query = (d: string, v = view, e = technician_id) => ({
    date: d,
    ...(v === 'week' ? { view: 'week', employee: e ?? technicians[0]?.id } : {}),
  });
  const go = (params: Record<string, unknown>) =>
    router.get(route('appointments.calendars'), params as never, { preserveScroll: true });

  const place = (a: CalendarAppointment, to: Placement) => {
    const column = grid.columns.find((c) => c.key === to.column)!;
    setPending((p) => ({ ...p, [a.id]: to }));
    router.put(
      route('appointments.update', { appointment: a.id }),
      {
        technician_id: column.technician_id,
        date: column.date,
        start: hhmm(to.start),
        end: hhmm(Math.min(to.end, 1439)),
      },
      {
        preserveScroll: true,
        preserveState: true,
        onFinish: () =>
          setPending((p) => {
            const rest = { ...p };
            delete rest[a.id];
            return rest;
          }),
      },
    );
  };
  const moveError = errors.start ?? errors.end ?? errors.technician_id ?? errors.date;

  return (
    <>
      <Head title={t('appointments.title')} />
      <PageHeader
        title={t('appointments.title')}
        description={
          <span data-test="calendar-date">
            {format.longDate(date)} · {headerHours(grid, t, format.minuteOfDay)}
          </span>
        }
        actions={
          <ButtonLink
            href={route('appointments.index')}
            variant="secondary"
            data-test="appointments-list"
          >
            {t('appointmentcalendars.list')}
          </ButtonLink>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-2" data-test="calendar-controls">
        <ButtonLink
          href={route('appointments.calendars', query(previous))}
          variant="secondary"
          preserveScroll
          aria-label={t(
            view === 'week'
              ? 'appointmentcalendars.previousWeek'
              : 'appointmentcalendars.previousDay',
          )}
          data-test="calendar-previous"
        >
          ‹
        </ButtonLink>
        <ButtonLink
          href={route('appointments.calendars', query(today))}
          variant={date === today ? 'primary' : 'secondary'}
          preserveScroll
          data-test="calendar-today"
        >
          {t('ui.today')}
        </ButtonLink>
        <ButtonLink
          href={route('appointments.calendars', query(next))}
          variant="secondary"
          preserveScroll
          aria-label={t(
            view === 'week' ? 'appointmentcalendars.nextWeek' : 'appointmentcalendars.nextDay',
          )}
          data-test="calendar-next"
        >
          ›
        </ButtonLink>
        <TextInput
          type="date"
          name="date"
          aria-label={t('ui.date')}
          fit
          value={date}
          onChange={(e) => e.target.value && go(query(e.target.value))}
          data-test="calendar-date-input"
        />
        <div role="group" aria-label={t('appointmentcalendars.view')} className="flex gap-1">
          <ButtonLink
            href={route('appointments.calendars', query(date, 'day'))}
            variant={view === 'day' ? 'primary' : 'secondary'}
            aria-current={view === 'day' ? 'page' : undefined}
            data-test="view-day"
          >
            {t('appointmentcalendars.day')}
          </ButtonLink>
          <ButtonLink
            href={route('appointments.calendars', query(date, 'week'))}
            variant={view === 'week' ? 'primary' : 'secondary'}
            aria-current={view === 'week' ? 'page' : undefined}
            data-test="view-week"
          >
            {t('appointmentcalendars.week')}
          </ButtonLink>
        </div>
        {view === 'week' && (
          <Select
            name="employee"
            aria-label={t('ui.technician')}
            fit
            value={technician_id ?? ''}
            onChange={(e) => go(query(date, 'week', Number(e.target.value)))}
            data-test="calendar-employee"
          >
            {technicians.map((tech) => (
              <option key={tech.id} value={tech.id}>
                {tech.name}
              </option>
            ))}
          </Select>
        )}
      </div>
      {moveError && !slot && !opened && (
        <p
          role="alert"
          className="mb-3 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-800"
          data-test="calendar-error"
        >
          {moveError}
        </p>
      )}
      {grid.columns.length === 0 ? (
        <p
          className="rounded-xl bg-white p-6 text-gray-700 ring-1 ring-gray-200"
          data-test="calendar-empty"
        >
          {t(
            grid.opening ? 'appointmentcalendars.nobodyWorking' : 'appointmentcalendars.closedDay',
          )}
        </p>
      ) : (
        <CalendarGrid
          view={view}
          grid={grid}
          pending={pending}
          onOpen={(a) => setOpenId(a.id)}
          onPlace={place}
          onSlot={(c, minute) => setSlot({ technician_id: c.technician_id, date: c.date, minute })}
        />
      )}
      {slot && (
        <CreateModal
          slot={slot}
          menu={service_menu}
          technicians={technicians}
          onClose={() => setSlot(null)}
        />
      )}
      {opened && (
        <AppointmentPanel
          appointment={opened}
          technician={technicians.find((tech) => tech.id === opened.technician_id)?.name ?? ''}
          technicians={technicians}
          canPos={can_pos}
          onClose={() => setOpenId(null)}
        />
      )}
    </>
  );
}
