import { useForm } from '@inertiajs/react';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import AmountInput from '@/Components/form/AmountInput';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import Modal from '@/Components/ui/Modal';
import { route } from '@/lib/route';
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
  features: string[];
}

const limitText = (n: number | null) => (n === null ? '' : String(n));
const LIMITS = [
  ['max_employees', 'Employees'],
  ['max_stations', 'Stations'],
  ['sms_per_month', 'SMS a month'],
  ['max_locations', 'Locations'],
] as const;

/** Create and edit one plan (one form for both); a new price or interval saves a new version. */
export default function PlanForm({ plan, features, onClose }: { plan: PlanRow | null; features: { value: string; label: string }[]; onClose: () => void }) {
  const form = useForm<PlanFormData>({
    code: plan?.code ?? '', name: plan?.name ?? '', interval: plan?.interval ?? 'month', price: plan?.price_cents ?? 0,
    max_employees: limitText(plan?.max_employees ?? null), max_stations: limitText(plan?.max_stations ?? null),
    sms_per_month: limitText(plan?.sms_per_month ?? null), max_locations: limitText(plan?.max_locations ?? null), features: plan?.features ?? [],
  });
  const { data, errors, setData } = form;
  const submit = () => {
    const options = { errorBag: 'plan', preserveScroll: true, onSuccess: onClose };
    if (plan) form.put(route('packages.update', { plan: plan.id }), options);
    else form.post(route('packages.store'), options);
  };
  const toggle = (value: string, on: boolean) => setData('features', on ? [...data.features, value] : data.features.filter((f) => f !== value));
  const priceChanged = plan !== null && (data.price !== plan.price_cents || data.interval !== plan.interval);

  return (
    <Modal open onClose={onClose} title={plan ? `Edit ${plan.name} (version ${plan.version})` : 'New package'} size="lg" closeOnBackdrop={false} onSubmit={submit} data-test="plan-form"
      footer={<><Button variant="secondary" onClick={onClose}>Cancel</Button><Button type="submit" busy={form.processing} busyLabel="Saving..." data-test="plan-save">{priceChanged ? 'Save as a new version' : 'Save'}</Button></>}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="code" label="Code" error={errors.code} help={plan ? 'The code stays with every version.' : 'Lowercase letters, digits and dashes.'}>
          <TextInput name="code" value={data.code} readOnly={plan !== null} onChange={(e) => setData('code', e.target.value)} autoComplete="off" data-test="plan-code" />
        </Field>
        <Field name="name" label="Name" error={errors.name}>
          <TextInput name="name" value={data.name} onChange={(e) => setData('name', e.target.value)} autoComplete="off" data-test="plan-name" />
        </Field>
        <Field name="price" label="Price" error={errors.price} help={plan ? 'A new price makes a new version; stores on this one keep theirs.' : undefined}>
          <AmountInput name="price" value={data.price} onChange={(cents) => setData('price', cents)} data-test="plan-price" />
        </Field>
        <Field name="interval" label="Billed" error={errors.interval}>
          <Select name="interval" value={data.interval} onChange={(e) => setData('interval', e.target.value as 'month' | 'year')} data-test="plan-interval">
            <option value="month">Monthly</option>
            <option value="year">Yearly</option>
          </Select>
        </Field>
        {LIMITS.map(([key, label]) => (
          <Field key={key} name={key} label={label} error={errors[key]} help="Blank for unlimited.">
            <TextInput name={key} inputMode="numeric" value={data[key]} onChange={(e) => setData(key, e.target.value)} autoComplete="off" data-test={`plan-${key}`} />
          </Field>
        ))}
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-gray-900">Features</legend>
        <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
          {features.map((f) => (
            <Checkbox key={f.value} id={`feature-${f.value}`} name="features" label={f.label} checked={data.features.includes(f.value)} onChange={(e) => toggle(f.value, e.target.checked)} />
          ))}
        </div>
        {Object.entries(errors).filter(([k]) => k.startsWith('features')).map(([k, m]) => <p key={k} className="mt-1 text-sm text-danger-700">{m}</p>)}
      </fieldset>
    </Modal>
  );
}
