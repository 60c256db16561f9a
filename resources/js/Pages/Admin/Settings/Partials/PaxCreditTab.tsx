import { useForm } from '@inertiajs/react';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PaxCreditSettings } from '@common/pages/Admin/Settings/types';

/** How card payments on the salon's PAX terminals take the tip and the signature, and when the day's batch must be closed. */
export default function PaxCreditTab({
  settings,
  terminals,
}: {
  settings: PaxCreditSettings;
  terminals: number;
}) {
  const { t } = useT();
  const form = useForm<PaxCreditSettings>({ ...settings });
  const { data, errors, setData } = form;
  return (
    <div className="space-y-6" data-test="settings-pax">
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-700">
        <span>
          {terminals === 0
            ? t('settings.pax.noTerminal')
            : t('settings.pax.terminals', { count: terminals })}
        </span>
        <ButtonLink
          href={route('terminal-devices.index')}
          variant="ghost"
          data-test="pax-terminals"
        >
          {t('settings.pax.terminalDevices')}
        </ButtonLink>
      </p>
      <Form
        onSubmit={() => form.put(route('settings.pax.update'), { preserveScroll: true })}
        errors={errors}
        className="grid gap-5"
      >
        <RadioGroup
          name="tip_mode"
          legend={t('settings.pax.tips')}
          columns={2}
          value={data.tip_mode}
          onChange={(v) => setData('tip_mode', v)}
          error={errors.tip_mode}
          data-test="pax-tip_mode"
          options={[
            {
              value: 'device',
              label: t('settings.pax.device'),
              hint: t('settings.pax.deviceHint'),
            },
            {
              value: 'adjust',
              label: t('settings.pax.adjust'),
              hint: t('settings.pax.adjustHint'),
            },
          ]}
        />
        <Checkbox
          name="signature"
          data-test="pax-signature"
          label={t('settings.pax.signature')}
          checked={data.signature}
          onChange={(e) => setData('signature', e.target.checked)}
        />
        <Field
          name="batch_cutoff"
          label={t('settings.pax.cutoff')}
          error={errors.batch_cutoff}
          help={t('settings.pax.cutoffHelp')}
          className="max-w-xs"
        >
          <TextInput
            type="time"
            name="batch_cutoff"
            data-test="pax-batch_cutoff"
            value={data.batch_cutoff}
            onChange={(e) => setData('batch_cutoff', e.target.value)}
          />
        </Field>
        <div>
          <Button
            type="submit"
            busy={form.processing}
            busyLabel={t('common.saving')}
            data-test="pax-save"
          >
            {t('settings.pax.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
