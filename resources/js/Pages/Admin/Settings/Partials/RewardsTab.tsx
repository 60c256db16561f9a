import { useForm } from '@inertiajs/react';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { RewardsLimits, RewardsSettings } from '@common/pages/Admin/Settings/types';

type NumberKey = 'points_per_dollar' | 'points_per_visit' | 'online_booking_bonus' | 'review_bonus' | 'available_after_hours' | 'minimum_redeem_points';

/** Loyalty points: on or off, how they are earned, when they can be spent, when they expire. The catalog lives on the Rewards page. */
export default function RewardsTab({ settings, limits }: { settings: RewardsSettings; limits: RewardsLimits }) {
  const form = useForm<RewardsSettings>({ ...settings });
  const { data, errors, setData } = form;
  const digits = (key: NumberKey, label: string, help: string, testId: string) => (
    <Field name={key} label={label} error={errors[key]} help={help}>
      <TextInput name={key} inputMode="numeric" maxLength={7} value={String(data[key])} onChange={(e) => setData(key, e.target.value.replace(/\D/g, '') as unknown as number)} data-test={testId} className="max-w-32" />
    </Field>
  );
  return (
    <div className="space-y-6" data-test="settings-rewards">
      <Form onSubmit={() => form.put(route('settings.rewards.update'), { preserveScroll: true })} errors={errors} className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Checkbox name="enabled" label="Customers earn and spend points" checked={data.enabled} onChange={(e) => setData('enabled', e.target.checked)} data-test="rewards-enabled" />
        </div>
        <RadioGroup
          name="earn_mode"
          legend="Points are earned"
          className="sm:col-span-2"
          columns={2}
          value={data.earn_mode}
          onChange={(v) => setData('earn_mode', v)}
          error={errors.earn_mode}
          data-test="rewards-earn-mode"
          options={[
            { value: 'spend', label: 'By spend', hint: 'Per whole dollar paid for services, after discounts. Retail, gift cards sold, tax and tips earn nothing.' },
            { value: 'visit', label: 'Per visit', hint: 'A fixed number for each paid ticket with a service on it.' },
          ]}
        />
        {data.earn_mode === 'spend'
          ? digits('points_per_dollar', 'Points per $1 of services', `0 to ${limits.per_dollar}. $45.99 at 2 per dollar earns 91.`, 'rewards-per-dollar')
          : digits('points_per_visit', 'Points per visit', `0 to ${limits.per_visit}.`, 'rewards-per-visit')}
        {digits('available_after_hours', 'Spendable after (hours)', `0 to ${limits.hours}. Points wait this long after the ticket (24 suggested), so a quick refund takes them back before they are used.`, 'rewards-delay')}
        {digits('online_booking_bonus', 'Bonus for an online booking', `0 to ${limits.bonus}. Given when the booked visit is paid, not at booking.`, 'rewards-booking-bonus')}
        {digits('review_bonus', 'Bonus for a review', `0 to ${limits.bonus}. Once per review.`, 'rewards-review-bonus')}
        {digits('minimum_redeem_points', 'Minimum points to redeem', `0 to ${limits.minimum}. She needs at least this many available to use a reward.`, 'rewards-minimum')}
        <Field name="expiry_months" label="Points expire after (months)" error={errors.expiry_months} help={`1 to ${limits.months}, or empty for never. The oldest points are spent first and expire first.`}>
          <TextInput name="expiry_months" inputMode="numeric" maxLength={3} value={data.expiry_months} onChange={(e) => setData('expiry_months', e.target.value.replace(/\D/g, ''))} data-test="rewards-expiry" className="max-w-32" />
        </Field>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" busy={form.processing} busyLabel="Saving..." data-test="rewards-settings-save">Save rewards settings</Button>
          <ButtonLink href={route('customer-rewards.index')} variant="secondary" data-test="rewards-catalog-link">Rewards and points</ButtonLink>
        </div>
      </Form>
    </div>
  );
}
