import { usePage, type InertiaFormProps } from '@inertiajs/react';
import AmountInput from '@/Components/form/AmountInput';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { Detail, DetailList } from '@/Components/ui/ReadOnly';
import { formatCurrency } from '@/lib/format';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import type { CategoryOption, ServiceKind, TaxOption, TurnWeight } from '@common/pages/Admin/Services/types';

export interface ServiceFormData {
  name: string;
  category_id: string;
  kind: ServiceKind;
  price: number;
  duration: string;
  tax_ids: number[];
  turn_weight: TurnWeight;
  commission_rate: string;
  is_active: boolean;
  sort_order: string;
}

interface Props {
  form: InertiaFormProps<ServiceFormData>;
  categories: CategoryOption[];
  taxes: TaxOption[];
  onSubmit: () => void;
  submitLabel: string;
  autoFocus?: boolean;
}

const card = 'max-w-3xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';
const TURNS: { value: TurnWeight; label: string }[] = [
  { value: '0', label: 'Does not count' },
  { value: '0.5', label: 'Half a turn' },
  { value: '1', label: 'One turn' },
  { value: '1.5', label: 'A turn and a half' },
];
export const turnLabel = (w: TurnWeight) => (w === '0' ? 'No turn' : `${w} ${w === '1' ? 'turn' : 'turns'}`);
const taxLabel = (t: TaxOption) => `${t.name} (${t.rate} %)${t.is_active ? '' : ', switched off'}`;

/**
 * The one service form, for Create and Edit. A retail item has no technician
 * and no turn, so its duration, turn weight and commission are not asked.
 * Someone who may see but not change the menu gets the details as text.
 */
export default function ServiceForm({ form, categories, taxes, onSubmit, submitLabel, autoFocus = false }: Props) {
  const manage = can(usePage().props.auth.user, 'manage settings');
  const { data, setData } = form;
  const errors = form.errors as Partial<Record<string, string>>;
  const service = data.kind === 'service';
  const category = categories.find((c) => String(c.id) === data.category_id);

  if (!manage) {
    const applied = taxes.filter((t) => data.tax_ids.includes(t.id));
    return (
      <div className={card} data-test="service-details">
        <DetailList>
          <Detail label="Name" data-test="service-name">{data.name}</Detail>
          <Detail label="Kind">{service ? 'Service' : 'Retail item'}</Detail>
          <Detail label="Category">{category?.name ?? 'No category'}</Detail>
          <Detail label="Price" data-test="service-price">{formatCurrency(data.price)}</Detail>
          {service && <Detail label="Duration">{`${data.duration} min`}</Detail>}
          {service && <Detail label="Turn weight">{turnLabel(data.turn_weight)}</Detail>}
          {service && <Detail label="Commission">{data.commission_rate ? `${data.commission_rate} %` : 'The technician’s own rate'}</Detail>}
          <Detail label="Taxes">{applied.length ? applied.map(taxLabel).join(', ') : 'None'}</Detail>
          <Detail label="Status"><Badge tone={data.is_active ? 'primary' : 'neutral'}>{data.is_active ? 'Active' : 'Switched off'}</Badge></Detail>
          <Detail label="Sort order">{data.sort_order}</Detail>
        </DetailList>
        <div className="mt-6">
          <ButtonLink href={route('services.index')} variant="secondary">Back to Services</ButtonLink>
        </div>
      </div>
    );
  }

  const toggleTax = (id: number, on: boolean) => setData('tax_ids', on ? [...data.tax_ids, id] : data.tax_ids.filter((t) => t !== id));

  return (
    <Form onSubmit={onSubmit} errors={errors} className={card}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label="Name" error={errors.name} className="sm:col-span-2">
          <TextInput name="name" value={data.name} onChange={(e) => setData('name', e.target.value)} autoFocus={autoFocus} autoComplete="off" data-test="service-name" />
        </Field>
        <RadioGroup
          name="kind"
          legend="Kind"
          className="sm:col-span-2"
          columns={2}
          value={data.kind}
          onChange={(kind) => setData('kind', kind)}
          error={errors.kind}
          options={[
            { value: 'service', label: 'Service', hint: 'Done by a technician: takes time and counts in turns.' },
            { value: 'retail', label: 'Retail item', hint: 'A product sold over the counter: no technician, no turn.' },
          ]}
        />
        <Field name="category_id" label="Category" error={errors.category_id}>
          <Select name="category_id" value={data.category_id} onChange={(e) => setData('category_id', e.target.value)} data-test="service-category">
            <option value="">No category</option>
            {categories.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
          </Select>
        </Field>
        <Field name="price" label="Price" error={errors.price}>
          <AmountInput name="price" value={data.price} onChange={(cents) => setData('price', cents)} data-test="service-price" />
        </Field>
        {service && (
          <>
            <Field name="duration" label="Duration (minutes)" error={errors.duration} help="How long a booking of it takes.">
              <TextInput name="duration" inputMode="numeric" value={data.duration} onChange={(e) => setData('duration', e.target.value)} autoComplete="off" data-test="service-duration" className="max-w-32" />
            </Field>
            <Field name="commission_rate" label="Commission override (%, optional)" error={errors.commission_rate} help="Leave blank to pay the technician’s own commission rate.">
              <TextInput name="commission_rate" inputMode="decimal" value={data.commission_rate} onChange={(e) => setData('commission_rate', e.target.value)} autoComplete="off" data-test="service-commission_rate" className="max-w-32" />
            </Field>
            <RadioGroup
              name="turn_weight"
              legend="Turn weight"
              className="sm:col-span-2"
              columns={4}
              value={data.turn_weight}
              onChange={(w) => setData('turn_weight', w)}
              error={errors.turn_weight}
              options={TURNS.map((t) => ({ value: t.value, label: t.value, hint: t.label }))}
            />
          </>
        )}
        <fieldset className="sm:col-span-2" aria-describedby={errors.tax_ids ? 'tax_ids-error' : 'tax_ids-help'}>
          <legend className="block text-sm font-medium text-gray-700">Taxes that apply</legend>
          {taxes.length === 0 ? (
            <p className="mt-1.5 text-sm text-gray-600">This store has no taxes. Add one under Tax if what you sell is taxed.</p>
          ) : (
            <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
              {taxes.map((t) => (
                <Checkbox key={t.id} id={`tax-${t.id}`} name="tax_ids[]" value={t.id} label={taxLabel(t)} checked={data.tax_ids.includes(t.id)} onChange={(e) => toggleTax(t.id, e.target.checked)} aria-invalid={errors.tax_ids ? true : undefined} data-test={`service-tax-${t.id}`} />
              ))}
            </div>
          )}
          {errors.tax_ids ? (
            <p data-test="error-tax_ids" id="tax_ids-error" className="mt-1 text-sm font-medium text-danger-700">{errors.tax_ids}</p>
          ) : (
            <p id="tax_ids-help" className="mt-1 text-sm text-gray-600">None by default: many states do not tax nail services, only products.</p>
          )}
        </fieldset>
        <Field name="sort_order" label="Sort order" error={errors.sort_order} help="Lower numbers come first in the category.">
          <TextInput name="sort_order" inputMode="numeric" value={data.sort_order} onChange={(e) => setData('sort_order', e.target.value)} autoComplete="off" data-test="service-sort_order" className="max-w-32" />
        </Field>
        <div className="flex items-end">
          <Checkbox name="is_active" label="Active: offered on the pay screen" checked={data.is_active} onChange={(e) => setData('is_active', e.target.checked)} data-test="service-is_active" />
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="submit" data-test="service-save" busy={form.processing} busyLabel="Saving...">{submitLabel}</Button>
        <ButtonLink href={route('services.index')} variant="secondary">Cancel</ButtonLink>
      </div>
    </Form>
  );
}
