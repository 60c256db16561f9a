import { Head, usePage, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import PrimaryButton from '@/Components/form/PrimaryButton';
import TimeRange, { timeRangeError } from '@/Components/form/TimeRange';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import EmployeeHeader from './Partials/EmployeeHeader';
import type { EmployeeRef } from './Partials/types';

interface Day {
  weekday: number;
  name: string;
  off: boolean;
  start: string | null;
  end: string | null;
}

interface Props {
  employee: EmployeeRef;
  days: Day[];
}

type FormDay = Pick<Day, 'off' | 'start' | 'end'>;

export default function WorkingHours({ employee, days }: Props) {
  const manage = can(usePage().props.auth.user, 'manage employees');
  const form = useForm<{ days: FormDay[] }>({ days: days.map(({ off, start, end }) => ({ off, start, end })) });
  const errors = form.errors as Record<string, string | undefined>;
  // A range is offered only when both ends are valid and the end is after the start (spec §5).
  const invalid = form.data.days.some((d) => !d.off && (!d.start || !d.end || timeRangeError(d.start, d.end) !== null));

  // TimeRange's "Off" (either end cleared) makes the day off; picking a time makes it a working day.
  const change = (weekday: number, start: string | null, end: string | null) =>
    form.setData('days', form.data.days.map((d, i) => (i === weekday ? { off: !start && !end, start, end } : d)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.put(route('employees.working_hours.update', { employee: employee.id }), { preserveScroll: true });
  };

  return (
    <>
      <Head title={`Working hours: ${employee.name}`} />
      <EmployeeHeader employee={employee} title="Working hours" />
      <form onSubmit={submit} className="max-w-2xl rounded-xl bg-white p-6 shadow-sm">
        <fieldset disabled={!manage}>
          <ul className="divide-y divide-gray-100">
            {days.map((day) => {
              const value = form.data.days[day.weekday];
              return (
                <li key={day.weekday} data-test={`day-${day.weekday}`} className="flex flex-wrap items-start gap-4 py-3">
                  <span className="w-28 pt-2 font-medium text-gray-900">{day.name}</span>
                  <TimeRange
                    name={`days.${day.weekday}`}
                    data-test={`day-${day.weekday}`}
                    start={value.off ? null : value.start}
                    end={value.off ? null : value.end}
                    error={errors[`days.${day.weekday}`]}
                    onChange={(start, end) => change(day.weekday, start, end)}
                  />
                  {value.off && <span data-test={`day-${day.weekday}-off`} className="pt-2 text-sm text-gray-500">Off</span>}
                </li>
              );
            })}
          </ul>
        </fieldset>
        {errors.days && <p className="mt-2 text-sm text-red-600">{errors.days}</p>}
        {manage && (
          <PrimaryButton className="mt-6" data-test="working-hours-save" busy={form.processing} busyLabel="Saving..." disabled={invalid}>
            Save working hours
          </PrimaryButton>
        )}
      </form>
    </>
  );
}
