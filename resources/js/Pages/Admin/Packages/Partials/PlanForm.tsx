import { useForm } from '@inertiajs/react';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import AmountInput from '@/Components/form/AmountInput';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import Modal from '@/Components/ui/Modal';
import { FEATURES } from '@/Components/billing/InvoiceSheet';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PlanFeature } from '@common/billing';
import type { PlanRow } from '@common/pages/Admin/Packages/Index';

interface PlanFormData {
  code: string;
  name: string;
  interval: 'month' | 'year';
  price: number;
  max_employees: string;
  max_stations: string;
  sms_per_month: string;
  max_locations: string;
  features: PlanFeature[];
}

const limitText = (n: number | null) => (n === null ? '' : String(n));
const LIMITS = [
  ['max_employees', 'billing.usage.employees'],
  ['max_stations', 'billing.usage.stations'],
  ['sms_per_month', 'packages.form.sms'],
  ['max_locations', 'packages.form.locations'],
] as const;

/** Create and edit one plan (one form for both); a new price or interval saves a new version. */
export default function PlanForm({
  plan,
  features,
  onClose,
}: {
  plan: PlanRow | null;
  features: PlanFeature[];
  onClose: () => void;
}) {
  const { t } = useT();
  const form = useForm<PlanFormData>({
    code: plan?.code ?? '',
    name: plan?.name ?? '',
    interval: plan?.interval ?? 'month',
    price: plan?.price_cents ?? 0,
    max_employees: limitText(plan?.max_employees ?? null),
    max_stations: limitText(plan?.max_stations ?? null),
    sms_per_month: limitText(plan?.sms_per_month ?? null),
    max_locations: limitText(plan?.max_locations ?? null),
    features: plan?.features ?? [],
  });
  const { data, errors, setData } = form;
  const submit = () => {
    const options = { errorBag: 'plan', preserveScroll: true, onSuccess: onClose };
    if (plan) form.put(route('packages.update', { plan: plan.id }), options);
    else form.post(route('packages.store'), options);
  };
  const toggle = (value: PlanFeature, on: boolean) =>
    setData('features', on ? [...data.features, value] : data.features.filter((f) => f !== value));
  const priceChanged =
    plan !== null && (data.price !== plan.price_cents || data.interval !== plan.interval);

  return (
    <Modal
      open
      onClose={onClose}
      title={
        plan
          ? t('packages.form.editTitle', { name: plan.name, version: plan.version })
          : t('packages.new')
      }
      size="lg"
      closeOnBackdrop={false}
      onSubmit={submit}
      data-test="plan-form"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button
            type="submit"
            busy={form.processing}
            busyLabel={t('common.saving')}
            data-test="plan-save"
          >
            {priceChanged ? t('packages.form.saveVersion') : t('common.save')}
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="code"
          label={t('packages.form.code')}
          error={errors.code}
          help={plan ? t('packages.form.codeKept') : t('packages.form.codeHelp')}
        >
          <TextInput
            name="code"
            value={data.code}
            readOnly={plan !== null}
            onChange={(e) => setData('code', e.target.value)}
            autoComplete="off"
            data-test="plan-code"
          />
        </Field>
        <Field name="name" label={t('ui.name')} error={errors.name}>
          <TextInput
            name="name"
            value={data.name}
            onChange={(e) => setData('name', e.target.value)}
            autoComplete="off"
            data-test="plan-name"
          />
        </Field>
        <Field
          name="price"
          label={t('ui.price')}
          error={errors.price}
          help={plan ? t('packages.form.priceHelp') : undefined}
        >
          <AmountInput
            name="price"
            value={data.price}
            onChange={(cents) => setData('price', cents)}
            data-test="plan-price"
          />
        </Field>
        <Field name="interval" label={t('packages.form.billed')} error={errors.interval}>
          <Select
            name="interval"
            value={data.interval}
            onChange={(e) => setData('interval', e.target.value as 'month' | 'year')}
            data-test="plan-interval"
          >
            <option value="month">{t('packages.form.monthly')}</option>
            <option value="year">{t('packages.form.yearly')}</option>
          </Select>
        </Field>
        {LIMITS.map(([key, label]) => (
          <Field
            key={key}
            name={key}
            label={t(label)}
            error={errors[key]}
            help={t('packages.form.blank')}
          >
            <TextInput
              name={key}
              inputMode="numeric"
              value={data[key]}
              onChange={(e) => setData(key, e.target.value)}
              autoComplete="off"
              data-test={`plan-${key}`}
            />
          </Field>
        ))}
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-gray-900">{t('packages.form.features')}</legend>
        <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
          {features.map((f) => (
            <Checkbox
              key={f}
              id={`feature-${f}`}
              name="features"
              label={t(FEATURES[f])}
              checked={data.features.includes(f)}
              onChange={(e) => toggle(f, e.target.checked)}
            />
          ))}
        </div>
        {Object.entries(errors)
          .filter(([k]) => k.startsWith('features'))
          .map(([k, m]) => (
            <p key={k} className="mt-1 text-sm text-danger-700">
              {m}
            </p>
          ))}
      </fieldset>
    </Modal>
  );
}
