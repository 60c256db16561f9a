import { Head, usePage, useForm } from '@inertiajs/react';
import { formatTimeOfDay } from '@common/time';
import { INTL_LOCALES, type Locale } from '@common/i18n';
import { formattersFor } from '@common/intlFormats';
import Form from '@/Components/form/Form';
import { timeValueToMinutes } from '@/Components/form/TimeRange';
import WeekHours, { weekDayError, type WeekDay } from '@/Components/form/WeekHours';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import EmployeeHeader from './Partials/EmployeeHeader';
import type { PageProps } from '@common/pages';

type FormDay = WeekDay;

const card = 'max-w-2xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';

/** A time of day: the spec's hh:mm A in English, Intl's in the others (midnight at the end of the day included). */
function timeOfDay(locale: Locale, minutes: number): string {
  if (locale === 'en') return minutes === 1440 ? '12:00 AM' : formatTimeOfDay(minutes);
  return formattersFor(locale).time(Date.UTC(2000, 0, 1, 0, minutes % 1440), 'UTC');
}

/** "9:00 AM – 5:00 PM", or null on a day off. */
function hours(locale: Locale, day: FormDay): string | null {
  const start = timeValueToMinutes(day.start);
  const end = timeValueToMinutes(day.end, true);
  if (day.off || start === null || end === null) return null;
  return `${timeOfDay(locale, start)} – ${timeOfDay(locale, end)}`;
}

/** The server's weekday names are English: other languages name the days their way (Sunday is weekday 0). */
function weekdayNames<T extends { weekday: number; name: string }>(locale: Locale, days: T[]): T[] {
  if (locale === 'en') return days;
  const intl = new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' });
  return days.map((d) => {
    // 2000-01-02 was a Sunday.
    const name = intl.format(new Date(Date.UTC(2000, 0, 2 + d.weekday)));
    return { ...d, name: name.charAt(0).toLocaleUpperCase(INTL_LOCALES[locale]) + name.slice(1) };
  });
}

export default function WorkingHours({
  employee,
  days,
}: PageProps<'Admin/Employees/WorkingHours'>) {
  const manage = can(usePage().props.auth.user, 'manage employees');
  const { t, locale } = useT();
  const named = weekdayNames(locale, days);
  const missingTimes = t('employees.hours.missing');
  const form = useForm<{ days: FormDay[] }>({
    days: days.map(({ off, start, end }) => ({ off, start, end })),
  });
  const errors = form.errors as Record<string, string | undefined>;
  const invalid = form.data.days.some((d) => weekDayError(d, missingTimes) !== null);

  const submit = () =>
    form.put(route('employees.working_hours.update', { employee: employee.id }), {
      preserveScroll: true,
    });

  return (
    <>
      <Head title={t('employees.hours.pageTitle', { name: employee.name })} />
      <EmployeeHeader employee={employee} title={t('employees.tab.workingHours')} />
      {!manage ? (
        <dl className={`${card} divide-y divide-gray-100`} data-test="working-hours-details">
          {named.map((day) => (
            <div
              key={day.weekday}
              data-test={`day-${day.weekday}`}
              className="flex justify-between gap-4 py-3"
            >
              <dt className="font-medium text-gray-900">{day.name}</dt>
              <dd className="text-gray-800 tabular-nums">
                {hours(locale, day) ?? t('employees.hours.off')}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <Form onSubmit={submit} errors={errors} className={card}>
          <WeekHours
            names={named}
            values={form.data.days}
            errors={errors}
            onChange={(next) => form.setData('days', next)}
            missingMessage={missingTimes}
          />
          {errors.days && (
            <p data-test="error-days" className="mt-2 text-sm font-medium text-danger-700">
              {errors.days}
            </p>
          )}
          <Button
            type="submit"
            className="mt-6"
            data-test="working-hours-save"
            busy={form.processing}
            busyLabel={t('common.saving')}
            disabled={invalid}
          >
            {t('employees.hours.save')}
          </Button>
        </Form>
      )}
    </>
  );
}
