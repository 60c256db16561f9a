import { useForm } from '@inertiajs/react';
import {
  BOOKING_WINDOW_DAYS, BUFFER_CHOICES, CANCEL_NOTICE_CHOICES, durationLabel, NOTICE_CHOICES, SLOT_STEPS,
} from '@common/appointmentSettings';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { ButtonLink, Button } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { AppointmentSettings } from '@common/pages/Admin/Settings/types';

type MinuteKey = 'min_notice_minutes' | 'buffer_minutes' | 'cancel_notice_minutes';

/** A duration picked from a short list (no typing on the tablet); a saved value off the list stays offered. */
function DurationSelect({ name, value, choices, zero, onChange }: { name: MinuteKey; value: number; choices: number[]; zero: string; onChange: (v: number) => void }) {
  const options = choices.includes(value) ? choices : [...choices, value].sort((a, b) => a - b);
  return (
    <Select name={name} value={String(value)} onChange={(e) => onChange(Number(e.target.value))} data-test={`appointment-${name}`}>
      {options.map((m) => <option key={m} value={m}>{m === 0 ? zero : durationLabel(m)}</option>)}
    </Select>
  );
}

/** How bookings are offered: slot step, notice, how far ahead, buffer, "Anyone", confirmation and the cancellation limit. */
export default function AppointmentTab({ appointment }: { appointment: AppointmentSettings }) {
  const form = useForm<AppointmentSettings>({ ...appointment });
  const { data, errors, setData } = form;
  const step = String(data.slot_step_minutes) as `${(typeof SLOT_STEPS)[number]}`;
  return (
    <Form onSubmit={() => form.put(route('settings.appointment.update'), { preserveScroll: true })} errors={errors} className="grid gap-5 sm:grid-cols-2" data-test="settings-appointment">
      <RadioGroup
        name="slot_step_minutes"
        legend="Time slots"
        columns={3}
        className="sm:col-span-2"
        value={step}
        error={errors.slot_step_minutes}
        onChange={(v) => setData('slot_step_minutes', Number(v))}
        options={SLOT_STEPS.map((m) => ({ value: String(m) as typeof step, label: m === 60 ? 'Every hour' : `Every ${m} minutes` }))}
      />
      <Field name="min_notice_minutes" label="Minimum notice for online bookings" error={errors.min_notice_minutes} help="The earliest time a customer can book online, from now.">
        <DurationSelect name="min_notice_minutes" value={data.min_notice_minutes} choices={NOTICE_CHOICES} zero="None" onChange={(v) => setData('min_notice_minutes', v)} />
      </Field>
      <Field name="booking_window_days" label="Booking window (days ahead)" error={errors.booking_window_days} help={`How far ahead customers may book online: ${BOOKING_WINDOW_DAYS.min} to ${BOOKING_WINDOW_DAYS.max} days.`}>
        <TextInput
          name="booking_window_days"
          inputMode="numeric"
          maxLength={3}
          className="max-w-32"
          value={String(data.booking_window_days)}
          onChange={(e) => setData('booking_window_days', e.target.value.replace(/\D/g, '') as unknown as number)}
          data-test="appointment-booking_window_days"
        />
      </Field>
      <Field name="buffer_minutes" label="Buffer after each appointment" error={errors.buffer_minutes} help="Time to clean up before the technician’s next booking.">
        <DurationSelect name="buffer_minutes" value={data.buffer_minutes} choices={BUFFER_CHOICES} zero="None" onChange={(v) => setData('buffer_minutes', v)} />
      </Field>
      <Field name="cancel_notice_minutes" label="Online cancelling up to" error={errors.cancel_notice_minutes} help="Before the start: until then customers may cancel or reschedule through the link in their confirmation email.">
        <DurationSelect name="cancel_notice_minutes" value={data.cancel_notice_minutes} choices={CANCEL_NOTICE_CHOICES} zero="The start time" onChange={(v) => setData('cancel_notice_minutes', v)} />
      </Field>
      <div className="flex flex-col sm:col-span-2">
        <Checkbox name="allow_anyone" label="Customers may choose “Anyone” instead of a technician" checked={data.allow_anyone} onChange={(e) => setData('allow_anyone', e.target.checked)} data-test="appointment-allow_anyone" />
        <Checkbox name="require_confirmation" label="Online bookings wait for staff to confirm them" checked={data.require_confirmation} onChange={(e) => setData('require_confirmation', e.target.checked)} data-test="appointment-require_confirmation" />
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" data-test="appointment-save" busy={form.processing} busyLabel="Saving...">Save appointment settings</Button>
        <ButtonLink href={route('opening-hours.index')} variant="secondary">Opening hours</ButtonLink>
        <ButtonLink href={route('booking-blocks.index')} variant="secondary">Appointment blocks</ButtonLink>
      </div>
    </Form>
  );
}
