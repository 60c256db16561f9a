import { useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { NotificationInfo, NotificationSettings } from '@common/pages/Admin/Settings/types';

type Both = NotificationSettings['booking_confirmation'];
const BOTH: { value: Both; label: string }[] = [
  { value: 'off', label: 'Off' }, { value: 'email', label: 'Email' }, { value: 'sms', label: 'Text' }, { value: 'both', label: 'Email and text' },
];
const TEXT_ONLY: { value: 'off' | 'sms'; label: string }[] = [{ value: 'off', label: 'Off' }, { value: 'sms', label: 'Text' }];

/** Which messages go by text or email; the store's texting number and monthly marketing limit. */
export default function NotificationTab({ settings, info }: { settings: NotificationSettings; info: NotificationInfo }) {
  const form = useForm<NotificationSettings>({ ...settings });
  const { data, errors, setData } = form;
  return (
    <div className="space-y-6" data-test="settings-notification">
      <p className="text-sm text-gray-700">
        Receipts, confirmations and reminders are transactional: they go to every customer with a mobile number, consent to marketing or not,
        but never to a number that texted STOP.
        {info.sms_driver === 'log' && ' Texts are written to storage/sms/ (the log driver) until Twilio is configured.'}
      </p>
      <Form onSubmit={() => form.put(route('settings.notification.update'), { preserveScroll: true })} errors={errors} className="grid gap-5">
        <RadioGroup name="receipt" legend="Receipts when a ticket is paid" columns={4} options={BOTH} value={data.receipt} onChange={(v) => setData('receipt', v)} error={errors.receipt} data-test="notification-receipt" />
        <RadioGroup name="booking_confirmation" legend="Online booking confirmations" columns={4} options={BOTH} value={data.booking_confirmation} onChange={(v) => setData('booking_confirmation', v)} error={errors.booking_confirmation} data-test="notification-booking_confirmation" />
        <RadioGroup name="appointment_reminder" legend="Appointment reminders (the day before)" columns={4} options={BOTH} value={data.appointment_reminder} onChange={(v) => setData('appointment_reminder', v)} error={errors.appointment_reminder} data-test="notification-appointment_reminder" />
        <RadioGroup name="technician_ready" legend="“Your technician is ready” when the desk assigns her from the check-in queue" columns={2} options={TEXT_ONLY} value={data.technician_ready} onChange={(v) => setData('technician_ready', v)} error={errors.technician_ready} data-test="notification-technician_ready" />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="sms_number" label="Texting number" error={errors.sms_number} help={`The number your texts come from and customers reply to (STOP, HELP). Empty: ${info.default_number}.`}>
            <TextInput name="sms_number" inputMode="tel" maxLength={20} value={data.sms_number} placeholder={info.default_number} onChange={(e) => setData('sms_number', e.target.value)} data-test="notification-sms_number" />
          </Field>
          <Field name="sms_monthly_quota" label="Marketing texts a month" error={errors.sms_monthly_quota} help={`${info.marketing_this_month} sent this month. Empty: ${info.sms_quota_default.toLocaleString('en-US')}. Beyond it, announcements are not sent.`}>
            <TextInput name="sms_monthly_quota" inputMode="numeric" maxLength={7} value={data.sms_monthly_quota} placeholder={String(info.sms_quota_default)} onChange={(e) => setData('sms_monthly_quota', e.target.value.replace(/\D/g, ''))} data-test="notification-sms_monthly_quota" />
          </Field>
        </div>
        <div>
          <Button type="submit" busy={form.processing} busyLabel="Saving..." data-test="notification-save">Save notification settings</Button>
        </div>
      </Form>
    </div>
  );
}
