import { useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { NotificationInfo, NotificationSettings } from '@common/pages/Admin/Settings/types';

type Both = NotificationSettings['booking_confirmation'];
const BOTH: { value: Both; label: string }[] = [
  { value: 'off', label: 'settings.notification.off' },
  { value: 'email', label: 'ui.email' },
  { value: 'sms', label: 'settings.notification.text' },
  { value: 'both', label: 'settings.notification.both' },
];
const TEXT_ONLY: { value: 'off' | 'sms'; label: string }[] = [
  { value: 'off', label: 'settings.notification.off' },
  { value: 'sms', label: 'settings.notification.text' },
];

/** Which messages go by text or email; the store's texting number and monthly marketing limit. */
export default function NotificationTab({
  settings,
  info,
}: {
  settings: NotificationSettings;
  info: NotificationInfo;
}) {
  const { t } = useT();
  const format = useFormat();
  const both = BOTH.map((o) => ({ value: o.value, label: t(o.label) }));
  const textOnly = TEXT_ONLY.map((o) => ({ value: o.value, label: t(o.label) }));
  const form = useForm<NotificationSettings>({ ...settings });
  const { data, errors, setData } = form;
  return (
    <div className="space-y-6" data-test="settings-notification">
      <p className="text-sm text-gray-700">
        {t('settings.notification.intro')}
        {info.sms_driver === 'log' && ` ${t('settings.notification.logDriver')}`}
      </p>
      <Form
        onSubmit={() => form.put(route('settings.notification.update'), { preserveScroll: true })}
        errors={errors}
        className="grid gap-5"
      >
        <RadioGroup
          name="receipt"
          legend={t('settings.notification.receipt')}
          columns={4}
          options={both}
          value={data.receipt}
          onChange={(v) => setData('receipt', v)}
          error={errors.receipt}
          data-test="notification-receipt"
        />
        <RadioGroup
          name="booking_confirmation"
          legend={t('settings.notification.confirmation')}
          columns={4}
          options={both}
          value={data.booking_confirmation}
          onChange={(v) => setData('booking_confirmation', v)}
          error={errors.booking_confirmation}
          data-test="notification-booking_confirmation"
        />
        <RadioGroup
          name="appointment_reminder"
          legend={t('settings.notification.reminder')}
          columns={4}
          options={both}
          value={data.appointment_reminder}
          onChange={(v) => setData('appointment_reminder', v)}
          error={errors.appointment_reminder}
          data-test="notification-appointment_reminder"
        />
        <RadioGroup
          name="technician_ready"
          legend={t('settings.notification.ready')}
          columns={2}
          options={textOnly}
          value={data.technician_ready}
          onChange={(v) => setData('technician_ready', v)}
          error={errors.technician_ready}
          data-test="notification-technician_ready"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            name="sms_number"
            label={t('settings.notification.number')}
            error={errors.sms_number}
            help={t('settings.notification.numberHelp', { number: info.default_number })}
          >
            <TextInput
              name="sms_number"
              inputMode="tel"
              maxLength={20}
              value={data.sms_number}
              placeholder={info.default_number}
              onChange={(e) => setData('sms_number', e.target.value)}
              data-test="notification-sms_number"
            />
          </Field>
          <Field
            name="sms_monthly_quota"
            label={t('settings.notification.quota')}
            error={errors.sms_monthly_quota}
            help={t('settings.notification.quotaHelp', {
              sent: info.marketing_this_month,
              quota: format.number(info.sms_quota_default),
            })}
          >
            <TextInput
              name="sms_monthly_quota"
              inputMode="numeric"
              maxLength={7}
              value={data.sms_monthly_quota}
              placeholder={String(info.sms_quota_default)}
              onChange={(e) => setData('sms_monthly_quota', e.target.value.replace(/\D/g, ''))}
              data-test="notification-sms_monthly_quota"
            />
          </Field>
        </div>
        <div>
          <Button
            type="submit"
            busy={form.processing}
            busyLabel={t('common.saving')}
            data-test="notification-save"
          >
            {t('settings.notification.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
