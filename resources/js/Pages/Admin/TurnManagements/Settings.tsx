import { Head, useForm } from '@inertiajs/react';
import AmountInput from '@/Components/form/AmountInput';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import { Button, ButtonLink } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { TurnSettingsData } from '@common/pages/Admin/TurnManagements/Settings';

/** The "Turns" settings area: how the board orders technicians and what a paid service counts. */
export default function Settings({ settings }: PageProps<'Admin/TurnManagements/Settings'>) {
  const { t } = useT();
  const form = useForm<TurnSettingsData>(settings);
  const { data, errors, setData } = form;
  return (
    <>
      <Head title={t('turnmanagements.settingsTitle')} />
      <PageHeader
        title={t('turnmanagements.settingsTitle')}
        description={t('turnmanagements.settingsDescription')}
        back={{ href: route('turn_managements.index'), label: t('turnmanagements.title') }}
      />
      <Form
        onSubmit={() => form.put(route('turn_settings.update'))}
        errors={errors}
        data-test="turn-settings-form"
        className="max-w-3xl space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
      >
        <RadioGroup
          name="mode"
          legend={t('turnmanagements.mode')}
          columns={2}
          value={data.mode}
          error={errors.mode}
          onChange={(v) => setData('mode', v)}
          options={[
            {
              value: 'auto',
              label: t('turnmanagements.auto'),
              hint: t('turnmanagements.autoHint'),
            },
            {
              value: 'manual',
              label: t('turnmanagements.manual'),
              hint: t('turnmanagements.manualHint'),
            },
          ]}
        />
        <RadioGroup
          name="ordering"
          legend={t('turnmanagements.ordering')}
          columns={2}
          value={data.ordering}
          error={errors.ordering}
          onChange={(v) => setData('ordering', v)}
          options={[
            {
              value: 'fewest_turns',
              label: t('turnmanagements.fewest'),
              hint: t('turnmanagements.fewestHint'),
            },
            {
              value: 'rotation',
              label: t('turnmanagements.rotation'),
              hint: t('turnmanagements.rotationHint'),
            },
          ]}
        />
        <RadioGroup
          name="basis"
          legend={t('turnmanagements.basis')}
          columns={2}
          value={data.basis}
          error={errors.basis}
          onChange={(v) => setData('basis', v)}
          options={[
            {
              value: 'service_weight',
              label: t('turnmanagements.weight'),
              hint: t('turnmanagements.weightHint'),
            },
            {
              value: 'price',
              label: t('turnmanagements.price'),
              hint: t('turnmanagements.priceHint'),
            },
          ]}
        />
        {data.basis === 'price' && (
          <Field
            name="small_service_threshold"
            label={t('turnmanagements.threshold')}
            error={errors.small_service_threshold}
            help={t('turnmanagements.thresholdHelp')}
          >
            <AmountInput
              name="small_service_threshold"
              data-test="small_service_threshold"
              value={data.small_service_threshold}
              onChange={(v) => setData('small_service_threshold', v)}
            />
          </Field>
        )}
        <div className="flex flex-col items-start gap-3">
          <Checkbox
            name="count_requested"
            data-test="count_requested"
            label={t('turnmanagements.countRequested')}
            checked={data.count_requested}
            onChange={(e) => setData('count_requested', e.target.checked)}
          />
          <Checkbox
            name="count_appointments"
            data-test="count_appointments"
            label={t('turnmanagements.countAppointments')}
            checked={data.count_appointments}
            onChange={(e) => setData('count_appointments', e.target.checked)}
          />
        </div>
        <RadioGroup
          name="break_return"
          legend={t('turnmanagements.breakReturn')}
          columns={2}
          value={data.break_return}
          error={errors.break_return}
          onChange={(v) => setData('break_return', v)}
          options={[
            { value: 'back', label: t('turnmanagements.backOfLine') },
            { value: 'keep', label: t('turnmanagements.keepPlace') },
          ]}
        />
        <div className="flex flex-wrap items-center justify-end gap-3">
          <ButtonLink href={route('turn_managements.index')} variant="secondary">
            {t('ui.cancel')}
          </ButtonLink>
          <Button
            type="submit"
            data-test="turn-settings-save"
            busy={form.processing}
            busyLabel={t('common.saving')}
          >
            {t('turnmanagements.saveSettings')}
          </Button>
        </div>
      </Form>
    </>
  );
}
