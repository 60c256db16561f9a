import { Head, usePage, useForm } from '@inertiajs/react';
import { formatTimeOfDay } from '@common/time';
import Form from '@/Components/form/Form';
import { timeValueToMinutes } from '@/Components/form/TimeRange';
import WeekHours, { weekDayError, type WeekDay } from '@/Components/form/WeekHours';
import { Button } from '@/Components/ui/Button';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import EmployeeHeader from './Partials/EmployeeHeader';
import type { PageProps } from '@common/pages';

type FormDay = WeekDay;

const MISSING_TIMES = 'Choose a start and an end time.';

const card = 'max-w-2xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';

/** "9:00 AM – 5:00 PM", or "Off". */
function hours(day: FormDay): string {
  const start = timeValueToMinutes(day.start);
  const end = timeValueToMinutes(day.end, true);
  if (day.off || start === null || end === null) return 'Off';
  return `${formatTimeOfDay(start)} – ${end === 1440 ? '12:00 AM' : formatTimeOfDay(end)}`;
}

export default function WorkingHours({ employee, days }: PageProps<'Admin/Employees/WorkingHours'>) {
  const manage = can(usePage().props.auth.user, 'manage employees');
  const form = useForm<{ days: FormDay[] }>({ days: days.map(({ off, start, end }) => ({ off, start, end })) });
  const errors = form.errors as Record<string, string | undefined>;
  const invalid = form.data.days.some((d) => weekDayError(d, MISSING_TIMES) !== null);

  const submit = () => form.put(route('employees.working_hours.update', { employee: employee.id }), { preserveScroll: true });

  return (
    <>
      <Head title={`Working hours: ${employee.name}`} />
      <EmployeeHeader employee={employee} title="Working hours" />
      {!manage ? (
        <dl className={`${card} divide-y divide-gray-100`} data-test="working-hours-details">
          {days.map((day) => (
            <div key={day.weekday} data-test={`day-${day.weekday}`} className="flex justify-between gap-4 py-3">
              <dt className="font-medium text-gray-900">{day.name}</dt>
              <dd className="text-gray-800 tabular-nums">{hours(day)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Form onSubmit={submit} errors={errors} className={card}>
          <WeekHours names={days} values={form.data.days} errors={errors} onChange={(next) => form.setData('days', next)} missingMessage={MISSING_TIMES} />
          {errors.days && <p data-test="error-days" className="mt-2 text-sm font-medium text-danger-700">{errors.days}</p>}
          <Button type="submit" className="mt-6" data-test="working-hours-save" busy={form.processing} busyLabel="Saving..." disabled={invalid}>
            Save working hours
          </Button>
        </Form>
      )}
    </>
  );
}
