import { useForm } from '@inertiajs/react';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { RewardsLimits, RewardsSettings } from '@common/pages/Admin/Settings/types';

type NumberKey =
  | 'points_per_dollar'
  | 'points_per_visit'
  | 'online_booking_bonus'
  | 'review_bonus'
  | 'available_after_hours'
  | 'minimum_redeem_points';

/** Loyalty points: on or off, how they are earned, when they can be spent, when they expire. The catalog lives on the Rewards page. */
export default function RewardsTab({
  settings,
  limits,
}: {
  settings: RewardsSettings;
  limits: RewardsLimits;
}) {
  const { t } = useT();
  const form = useForm<RewardsSettings>({ ...settings });
  const { data, errors, setData } = form;
  const digits = (key: NumberKey, label: string, help: string, testId: string) => (
    <Field name={key} label={label} error={errors[key]} help={help}>
      <TextInput
        name={key}
        inputMode="numeric"
        maxLength={7}
        value={String(data[key])}
        onChange={(e) => setData(key, e.target.value.replace(/\D/g, '') as unknown as number)}
        data-test={testId}
        className="max-w-32"
      />
    </Field>
  );
  return (
    <div className="space-y-6" data-test="settings-rewards">
      <Form
        onSubmit={() => form.put(route('settings.rewards.update'), { preserveScroll: true })}
        errors={errors}
        className="grid gap-5 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <Checkbox
            name="enabled"
            label={t('settings.rewards.enabled')}
            checked={data.enabled}
            onChange={(e) => setData('enabled', e.target.checked)}
            data-test="rewards-enabled"
          />
        </div>
        <RadioGroup
          name="earn_mode"
          legend={t('settings.rewards.earnMode')}
          className="sm:col-span-2"
          columns={2}
          value={data.earn_mode}
          onChange={(v) => setData('earn_mode', v)}
          error={errors.earn_mode}
          data-test="rewards-earn-mode"
          options={[
            {
              value: 'spend',
              label: t('settings.rewards.bySpend'),
              hint: t('settings.rewards.bySpendHint'),
            },
            {
              value: 'visit',
              label: t('settings.rewards.perVisit'),
              hint: t('settings.rewards.perVisitHint'),
            },
          ]}
        />
        {data.earn_mode === 'spend'
          ? digits(
              'points_per_dollar',
              t('settings.rewards.perDollar'),
              t('settings.rewards.perDollarHelp', { max: limits.per_dollar }),
              'rewards-per-dollar',
            )
          : digits(
              'points_per_visit',
              t('settings.rewards.perVisitPoints'),
              t('settings.rewards.perVisitHelp', { max: limits.per_visit }),
              'rewards-per-visit',
            )}
        {digits(
          'available_after_hours',
          t('settings.rewards.delay'),
          t('settings.rewards.delayHelp', { max: limits.hours }),
          'rewards-delay',
        )}
        {digits(
          'online_booking_bonus',
          t('settings.rewards.bookingBonus'),
          t('settings.rewards.bookingBonusHelp', { max: limits.bonus }),
          'rewards-booking-bonus',
        )}
        {digits(
          'review_bonus',
          t('settings.rewards.reviewBonus'),
          t('settings.rewards.reviewBonusHelp', { max: limits.bonus }),
          'rewards-review-bonus',
        )}
        {digits(
          'minimum_redeem_points',
          t('settings.rewards.minimum'),
          t('settings.rewards.minimumHelp', { max: limits.minimum }),
          'rewards-minimum',
        )}
        <Field
          name="expiry_months"
          label={t('settings.rewards.expiry')}
          error={errors.expiry_months}
          help={t('settings.rewards.expiryHelp', { max: limits.months })}
        >
          <TextInput
            name="expiry_months"
            inputMode="numeric"
            maxLength={3}
            value={data.expiry_months}
            onChange={(e) => setData('expiry_months', e.target.value.replace(/\D/g, ''))}
            data-test="rewards-expiry"
            className="max-w-32"
          />
        </Field>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button
            type="submit"
            busy={form.processing}
            busyLabel={t('common.saving')}
            data-test="rewards-settings-save"
          >
            {t('settings.rewards.save')}
          </Button>
          <ButtonLink
            href={route('customer-rewards.index')}
            variant="secondary"
            data-test="rewards-catalog-link"
          >
            {t('settings.rewards.catalog')}
          </ButtonLink>
        </div>
      </Form>
    </div>
  );
}
