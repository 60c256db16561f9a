import type { InertiaFormProps } from '@inertiajs/react';
import {
  BLOCK_STEP_MINUTES,
  BLOCK_TITLE_MAX,
  describeBlockWhen,
  formatBlockHours,
  isCalendarDate,
} from '@common/bookingBlocks';
import { INTL_LOCALES, type Locale } from '@common/i18n';
import { validateTimeRange } from '@common/time';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import TimeRange, { timeRangeError } from '@/Components/form/TimeRange';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { EmployeeOption } from '@common/pages/Admin/BookingBlocks/Partials/BookingBlockForm';
export type { EmployeeOption } from '@common/pages/Admin/BookingBlocks/Partials/BookingBlockForm';

/** One form for a new block and a change to one. `technician_id` empty is the whole salon; times are 'HH:mm'. */
export interface BookingBlockFormData {
  title: string;
  technician_id: string;
  date: string;
  start: string | null;
  end: string | null;
  repeat: 'none' | 'weekly';
  repeat_until: string;
}

interface Props {
  form: InertiaFormProps<BookingBlockFormData>;
  employees: EmployeeOption[];
  /** The label of "nobody in particular" (the whole salon). */
  wholeSalon: string;
  today: string;
  onSubmit: () => void;
  submitLabel: string;
}

type T = ReturnType<typeof useT>['t'];

/** A calendar day's weekday or short date in a language ("Monday", "Nov 26, 2026" in English). */
const dayName = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const shortDate = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** What the block will read like in the list, once the date and hours make sense: the list's own words in English (describeBlockWhen), the same parts in another language. */
function preview(d: BookingBlockFormData, today: string, locale: Locale, t: T): string | null {
  const range = validateTimeRange(d.start, d.end);
  if (!range.ok || !isCalendarDate(d.date)) return null;
  const until = d.repeat === 'weekly' && isCalendarDate(d.repeat_until) ? d.repeat_until : null;
  if (locale === 'en')
    return describeBlockWhen(
      {
        startsOn: d.date,
        startMinute: range.start,
        endMinute: range.end,
        repeat: d.repeat,
        repeatUntil: until,
      },
      today,
    );
  const parts = {
    weekday: dayName(d.date, locale),
    hours: formatBlockHours(range.start, range.end),
    date: shortDate(d.date, locale),
    from: shortDate(d.date, locale),
    until: until ? shortDate(until, locale) : '',
  };
  if (d.repeat === 'none') return t('bookingblocks.when.once', parts);
  const from = d.date > today;
  return t(
    from && until
      ? 'bookingblocks.when.weeklyFromUntil'
      : from
        ? 'bookingblocks.when.weeklyFrom'
        : until
          ? 'bookingblocks.when.weeklyUntil'
          : 'bookingblocks.when.weekly',
    parts,
  );
}

export default function BookingBlockForm({
  form,
  employees,
  wholeSalon,
  today,
  onSubmit,
  submitLabel,
}: Props) {
  const { t, locale } = useT();
  const { data, errors, setData } = form;
  const weekday = isCalendarDate(data.date) ? dayName(data.date, locale) : null;
  const when = preview(data, today, locale, t);
  return (
    <Form
      onSubmit={onSubmit}
      errors={errors}
      data-test="block-form"
      className="max-w-3xl space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          name="title"
          label={t('bookingblocks.col.title')}
          error={errors.title}
          help={t('bookingblocks.titleHelp')}
        >
          <TextInput
            name="title"
            data-test="block-title"
            maxLength={BLOCK_TITLE_MAX}
            value={data.title}
            onChange={(e) => setData('title', e.target.value)}
          />
        </Field>
        <Field
          name="technician_id"
          label={t('bookingblocks.col.who')}
          error={errors.technician_id}
          help={t('bookingblocks.whoHelp')}
        >
          <Select
            name="technician_id"
            data-test="block-employee"
            value={data.technician_id}
            onChange={(e) => setData('technician_id', e.target.value)}
          >
            <option value="">
              {wholeSalon === 'Whole salon' ? t('bookingblocks.wholeSalon') : wholeSalon}
            </option>
            {employees.map((e) => (
              <option key={e.id} value={String(e.id)}>
                {e.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          name="date"
          label={data.repeat === 'weekly' ? t('bookingblocks.firstDate') : t('ui.date')}
          error={errors.date}
        >
          <TextInput
            type="date"
            name="date"
            data-test="block-date"
            value={data.date}
            onChange={(e) => setData('date', e.target.value)}
          />
        </Field>
        <Field
          name="start"
          id="block-start"
          label={t('bookingblocks.fromTo')}
          error={errors.start ?? errors.end ?? timeRangeError(data.start, data.end)}
        >
          <TimeRange
            name="block"
            data-test="block"
            step={BLOCK_STEP_MINUTES}
            start={data.start}
            end={data.end}
            onChange={(start, end) => form.setData((d) => ({ ...d, start, end }))}
          />
        </Field>
      </div>
      <RadioGroup
        name="repeat"
        legend={t('bookingblocks.repeat')}
        columns={2}
        value={data.repeat}
        error={errors.repeat}
        onChange={(v) => setData('repeat', v)}
        options={[
          { value: 'none', label: t('bookingblocks.once'), hint: t('bookingblocks.onceHint') },
          {
            value: 'weekly',
            label: weekday
              ? t('bookingblocks.everyWeekday', { weekday })
              : t('bookingblocks.everyWeek'),
            hint: t('bookingblocks.weeklyHint'),
          },
        ]}
      />
      {data.repeat === 'weekly' && (
        <Field
          name="repeat_until"
          label={t('common.optional', { label: t('bookingblocks.until') })}
          error={errors.repeat_until}
          help={t('bookingblocks.untilHelp')}
        >
          <TextInput
            type="date"
            name="repeat_until"
            data-test="block-repeat_until"
            min={data.date || today}
            value={data.repeat_until}
            onChange={(e) => setData('repeat_until', e.target.value)}
            className="sm:max-w-xs"
          />
        </Field>
      )}
      {when && (
        <p
          data-test="block-preview"
          className="rounded-lg bg-gray-50 px-3 py-2.5 text-sm text-gray-800"
        >
          {when}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <ButtonLink href={route('booking-blocks.index')} variant="secondary">
          {t('ui.cancel')}
        </ButtonLink>
        <Button
          type="submit"
          data-test="block-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
