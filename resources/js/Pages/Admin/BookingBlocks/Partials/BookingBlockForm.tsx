import type { InertiaFormProps } from '@inertiajs/react';
import { BLOCK_STEP_MINUTES, BLOCK_TITLE_MAX, describeBlockWhen, isCalendarDate, WEEKDAY_NAMES } from '@common/bookingBlocks';
import { validateTimeRange } from '@common/time';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import TimeRange, { timeRangeError } from '@/Components/form/TimeRange';
import { Button, ButtonLink } from '@/Components/ui/Button';
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

/** What the block will read like in the list, once the date and hours make sense. */
function preview(d: BookingBlockFormData, today: string): string | null {
  const range = validateTimeRange(d.start, d.end);
  if (!range.ok || !isCalendarDate(d.date)) return null;
  const until = d.repeat === 'weekly' && isCalendarDate(d.repeat_until) ? d.repeat_until : null;
  return describeBlockWhen({ startsOn: d.date, startMinute: range.start, endMinute: range.end, repeat: d.repeat, repeatUntil: until }, today);
}

export default function BookingBlockForm({ form, employees, wholeSalon, today, onSubmit, submitLabel }: Props) {
  const { data, errors, setData } = form;
  const weekday = isCalendarDate(data.date) ? WEEKDAY_NAMES[new Date(`${data.date}T00:00:00Z`).getUTCDay()] : null;
  const when = preview(data, today);
  return (
    <Form onSubmit={onSubmit} errors={errors} data-test="block-form" className="max-w-3xl space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="title" label="Title" error={errors.title} help="What the calendar shows: “Lunch”, “Training”.">
          <TextInput name="title" data-test="block-title" maxLength={BLOCK_TITLE_MAX} value={data.title} onChange={(e) => setData('title', e.target.value)} />
        </Field>
        <Field name="technician_id" label="Who" error={errors.technician_id} help="One technician, or the whole salon: nobody can be booked.">
          <Select name="technician_id" data-test="block-employee" value={data.technician_id} onChange={(e) => setData('technician_id', e.target.value)}>
            <option value="">{wholeSalon}</option>
            {employees.map((e) => <option key={e.id} value={String(e.id)}>{e.name}</option>)}
          </Select>
        </Field>
        <Field name="date" label={data.repeat === 'weekly' ? 'First date' : 'Date'} error={errors.date}>
          <TextInput type="date" name="date" data-test="block-date" value={data.date} onChange={(e) => setData('date', e.target.value)} />
        </Field>
        <Field name="start" id="block-start" label="From – to" error={errors.start ?? errors.end ?? timeRangeError(data.start, data.end)}>
          <TimeRange name="block" data-test="block" step={BLOCK_STEP_MINUTES} start={data.start} end={data.end} onChange={(start, end) => form.setData((d) => ({ ...d, start, end }))} />
        </Field>
      </div>
      <RadioGroup
        name="repeat"
        legend="Repeat"
        columns={2}
        value={data.repeat}
        error={errors.repeat}
        onChange={(v) => setData('repeat', v)}
        options={[
          { value: 'none', label: 'Once', hint: 'On this date only.' },
          { value: 'weekly', label: weekday ? `Every ${weekday}` : 'Every week', hint: 'On the first date’s weekday.' },
        ]}
      />
      {data.repeat === 'weekly' && (
        <Field name="repeat_until" label="Until (optional)" error={errors.repeat_until} help="The last date it may fall on. Empty: every week with no end.">
          <TextInput type="date" name="repeat_until" data-test="block-repeat_until" min={data.date || today} value={data.repeat_until} onChange={(e) => setData('repeat_until', e.target.value)} className="sm:max-w-xs" />
        </Field>
      )}
      {when && <p data-test="block-preview" className="rounded-lg bg-gray-50 px-3 py-2.5 text-sm text-gray-800">{when}</p>}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <ButtonLink href={route('booking-blocks.index')} variant="secondary">Cancel</ButtonLink>
        <Button type="submit" data-test="block-save" busy={form.processing} busyLabel="Saving...">{submitLabel}</Button>
      </div>
    </Form>
  );
}
