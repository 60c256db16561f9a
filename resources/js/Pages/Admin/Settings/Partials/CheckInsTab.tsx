import { router, useForm } from '@inertiajs/react';
import { useState } from 'react';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Textarea from '@/Components/form/Textarea';
import TextInput from '@/Components/form/TextInput';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { CheckInSettings, CheckInLimits } from '@common/pages/Admin/Settings/types';

/** What the kiosk asks and says, how long its thank-you stays, and its public link. */
export default function CheckInsTab({
  settings,
  kioskUrl,
  limits,
}: {
  settings: CheckInSettings;
  kioskUrl: string;
  limits: CheckInLimits;
}) {
  const { t } = useT();
  const form = useForm<CheckInSettings>({ ...settings });
  const { data, errors, setData } = form;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(kioskUrl);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const confirm = useConfirm();
  const rotate = async () => {
    if (
      await confirm({
        title: t('settings.checkins.rotateTitle'),
        message: t('settings.checkins.rotateMessage'),
        actionLabel: t('settings.checkins.newLink'),
      })
    ) {
      router.post(route('settings.checkins.rotate_link'), {}, { preserveScroll: true });
    }
  };
  const box = (
    key: 'require_email' | 'require_birthday' | 'require_services' | 'allow_technician_choice',
    label: string,
  ) => (
    <Checkbox
      name={key}
      label={label}
      checked={data[key]}
      onChange={(e) => setData(key, e.target.checked)}
      data-test={`checkins-${key}`}
    />
  );
  return (
    <div className="space-y-6" data-test="settings-checkins">
      <div>
        <p className="mb-1.5 text-sm font-medium text-gray-700">
          {t('settings.checkins.kioskLink')}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <code
            className="min-h-11 flex-1 break-all rounded-lg bg-gray-50 px-3 py-2.5 text-sm text-gray-800 ring-1 ring-gray-200"
            data-test="kiosk-url"
          >
            {kioskUrl}
          </code>
          <Button variant="secondary" onClick={copy} data-test="kiosk-url-copy">
            {copied ? t('settings.copied') : t('settings.copy')}
          </Button>
          <Button variant="secondary" destructive onClick={rotate} data-test="kiosk-url-rotate">
            {t('settings.checkins.newLink')}
          </Button>
        </div>
        <p className="mt-1.5 text-sm text-gray-600">{t('settings.checkins.kioskHelp')}</p>
      </div>
      <Form
        onSubmit={() => form.put(route('settings.checkins.update'), { preserveScroll: true })}
        errors={errors}
        className="grid gap-5 sm:grid-cols-2"
      >
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-gray-700">
            {t('settings.checkins.mustGive')}
          </legend>
          <div className="flex flex-wrap gap-x-6">
            {box('require_email', t('ui.email'))}
            {box('require_birthday', t('settings.checkins.birthday'))}
            {box('require_services', t('settings.checkins.services'))}
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          {box('allow_technician_choice', t('settings.checkins.technicianChoice'))}
        </div>
        <Field
          name="welcome_text"
          label={t('settings.checkins.welcomeText')}
          error={errors.welcome_text}
          className="sm:col-span-2"
        >
          <TextInput
            name="welcome_text"
            value={data.welcome_text}
            maxLength={limits.welcome}
            onChange={(e) => setData('welcome_text', e.target.value)}
            data-test="checkins-welcome_text"
          />
        </Field>
        <Field
          name="reset_seconds"
          label={t('settings.checkins.reset')}
          error={errors.reset_seconds}
          help={t('settings.checkins.resetHelp', { min: limits.reset_min, max: limits.reset_max })}
        >
          <TextInput
            name="reset_seconds"
            inputMode="numeric"
            value={String(data.reset_seconds)}
            maxLength={4}
            onChange={(e) =>
              setData('reset_seconds', e.target.value.replace(/\D/g, '') as unknown as number)
            }
            data-test="checkins-reset_seconds"
            className="max-w-32"
          />
        </Field>
        <Field
          name="consent_text"
          label={t('settings.checkins.consent')}
          error={errors.consent_text}
          help={t('settings.checkins.consentHelp')}
          className="sm:col-span-2"
        >
          <Textarea
            name="consent_text"
            rows={4}
            maxLength={limits.consent}
            value={data.consent_text}
            onChange={(e) => setData('consent_text', e.target.value)}
            data-test="checkins-consent_text"
          />
        </Field>
        <div className="sm:col-span-2">
          <Button
            type="submit"
            busy={form.processing}
            busyLabel={t('common.saving')}
            data-test="checkins-save"
          >
            {t('settings.checkins.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
