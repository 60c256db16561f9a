import { useForm } from '@inertiajs/react';
import {
  BOOKING_WINDOW_DAYS,
  BUFFER_CHOICES,
  CANCEL_NOTICE_CHOICES,
  NOTICE_CHOICES,
  SLOT_STEPS,
} from '@common/appointmentSettings';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { ButtonLink, Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { Translate } from '@common/i18n';
import type { AppointmentSettings } from '@common/pages/Admin/Settings/types';

type MinuteKey = 'min_notice_minutes' | 'buffer_minutes' | 'cancel_notice_minutes';

/** "15 minutes", "1 hour", "1 hour 30 minutes", "2 days" in the page's language. */
function durationText(t: Translate, minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0)
    return t('settings.appointment.days', { count: minutes / 1440 });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('settings.appointment.minutes', { count: rest });
  return rest === 0
    ? t('settings.appointment.hours', { count: hours })
    : t('settings.appointment.hoursMinutes', { hours, minutes: rest });
}

/** A duration picked from a short list (no typing on the tablet); a saved value off the list stays offered. */
function DurationSelect({
  name,
  value,
  choices,
  zero,
  onChange,
}: {
  name: MinuteKey;
  value: number;
  choices: number[];
  zero: string;
  onChange: (v: number) => void;
}) {
  const { t } = useT();
  const options = choices.includes(value) ? choices : [...choices, value].sort((a, b) => a - b);
  return (
    <Select
      name={name}
      value={String(value)}
      onChange={(e) => onChange(Number(e.target.value))}
      data-test={`appointment-${name}`}
    >
      {options.map((m) => (
        <option key={m} value={m}>
          {m === 0 ? zero : durationText(t, m)}
        </option>
      ))}
    </Select>
  );
}

/** How bookings are offered: slot step, notice, how far ahead, buffer, "Anyone", confirmation and the cancellation limit. */
export default function AppointmentTab({ appointment }: { appointment: AppointmentSettings }) {
  const { t } = useT();
  const form = useForm<AppointmentSettings>({ ...appointment });
  const { data, errors, setData } = form;
  const step = String(data.slot_step_minutes) as `${(typeof SLOT_STEPS)[number]}`;
  return (
    <Form
      onSubmit={() => form.put(route('settings.appointment.update'), { preserveScroll: true })}
      errors={errors}
      className="grid gap-5 sm:grid-cols-2"
      data-test="settings-appointment"
    >
      <RadioGroup
        name="slot_step_minutes"
        legend={t('settings.appointment.slots')}
        columns={3}
        className="sm:col-span-2"
        value={step}
        error={errors.slot_step_minutes}
        onChange={(v) => setData('slot_step_minutes', Number(v))}
        options={SLOT_STEPS.map((m) => ({
          value: String(m) as typeof step,
          label:
            m === 60
              ? t('settings.appointment.everyHour')
              : t('settings.appointment.everyMinutes', { minutes: m }),
        }))}
      />
      <Field
        name="min_notice_minutes"
        label={t('settings.appointment.minNotice')}
        error={errors.min_notice_minutes}
        help={t('settings.appointment.minNoticeHelp')}
      >
        <DurationSelect
          name="min_notice_minutes"
          value={data.min_notice_minutes}
          choices={NOTICE_CHOICES}
          zero={t('ui.none')}
          onChange={(v) => setData('min_notice_minutes', v)}
        />
      </Field>
      <Field
        name="booking_window_days"
        label={t('settings.appointment.window')}
        error={errors.booking_window_days}
        help={t('settings.appointment.windowHelp', {
          min: BOOKING_WINDOW_DAYS.min,
          max: BOOKING_WINDOW_DAYS.max,
        })}
      >
        <TextInput
          name="booking_window_days"
          inputMode="numeric"
          maxLength={3}
          className="max-w-32"
          value={String(data.booking_window_days)}
          onChange={(e) =>
            setData('booking_window_days', e.target.value.replace(/\D/g, '') as unknown as number)
          }
          data-test="appointment-booking_window_days"
        />
      </Field>
      <Field
        name="buffer_minutes"
        label={t('settings.appointment.buffer')}
        error={errors.buffer_minutes}
        help={t('settings.appointment.bufferHelp')}
      >
        <DurationSelect
          name="buffer_minutes"
          value={data.buffer_minutes}
          choices={BUFFER_CHOICES}
          zero={t('ui.none')}
          onChange={(v) => setData('buffer_minutes', v)}
        />
      </Field>
      <Field
        name="cancel_notice_minutes"
        label={t('settings.appointment.cancel')}
        error={errors.cancel_notice_minutes}
        help={t('settings.appointment.cancelHelp')}
      >
        <DurationSelect
          name="cancel_notice_minutes"
          value={data.cancel_notice_minutes}
          choices={CANCEL_NOTICE_CHOICES}
          zero={t('settings.appointment.startTime')}
          onChange={(v) => setData('cancel_notice_minutes', v)}
        />
      </Field>
      <div className="flex flex-col sm:col-span-2">
        <Checkbox
          name="allow_anyone"
          label={t('settings.appointment.allowAnyone')}
          checked={data.allow_anyone}
          onChange={(e) => setData('allow_anyone', e.target.checked)}
          data-test="appointment-allow_anyone"
        />
        <Checkbox
          name="require_confirmation"
          label={t('settings.appointment.requireConfirmation')}
          checked={data.require_confirmation}
          onChange={(e) => setData('require_confirmation', e.target.checked)}
          data-test="appointment-require_confirmation"
        />
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button
          type="submit"
          data-test="appointment-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {t('settings.appointment.save')}
        </Button>
        <ButtonLink href={route('opening-hours.index')} variant="secondary">
          {t('settings.appointment.openingHours')}
        </ButtonLink>
        <ButtonLink href={route('booking-blocks.index')} variant="secondary">
          {t('settings.appointment.blocks')}
        </ButtonLink>
      </div>
    </Form>
  );
}
