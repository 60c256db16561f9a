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
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import type { Translate } from '@common/i18n';
import type {
  CategoryOption,
  ServiceKind,
  TaxOption,
  TurnWeight,
} from '@common/pages/Admin/Services/types';

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
  { value: '0', label: 'services.turn.none' },
  { value: '0.5', label: 'services.turn.half' },
  { value: '1', label: 'services.turn.one' },
  { value: '1.5', label: 'services.turn.oneAndHalf' },
];
/** "No turn", "0.5 turns", "1 turn" in the page's language. */
export const turnLabel = (t: Translate, w: TurnWeight) =>
  t('services.turns', { weight: Number(w) });

/**
 * The one service form, for Create and Edit. A retail item has no technician
 * and no turn, so its duration, turn weight and commission are not asked.
 * Someone who may see but not change the menu gets the details as text.
 */
export default function ServiceForm({
  form,
  categories,
  taxes,
  onSubmit,
  submitLabel,
  autoFocus = false,
}: Props) {
  const { t } = useT();
  const format = useFormat();
  const manage = can(usePage().props.auth.user, 'manage settings');
  const { data, setData } = form;
  const taxLabel = (tax: TaxOption) =>
    t(tax.is_active ? 'services.taxLabel' : 'services.taxLabelOff', {
      name: tax.name,
      rate: tax.rate,
    });
  const errors = form.errors as Partial<Record<string, string>>;
  const service = data.kind === 'service';
  const category = categories.find((c) => String(c.id) === data.category_id);

  if (!manage) {
    const applied = taxes.filter((t) => data.tax_ids.includes(t.id));
    return (
      <div className={card} data-test="service-details">
        <DetailList>
          <Detail label={t('ui.name')} data-test="service-name">
            {data.name}
          </Detail>
          <Detail label={t('services.kind')}>
            {service ? t('ui.service') : t('services.retailItem')}
          </Detail>
          <Detail label={t('services.category')}>
            {category?.name ?? t('services.noCategory')}
          </Detail>
          <Detail label={t('ui.price')} data-test="service-price">
            {format.money(data.price)}
          </Detail>
          {service && (
            <Detail label={t('services.duration')}>
              {t('services.minutes', { minutes: data.duration })}
            </Detail>
          )}
          {service && (
            <Detail label={t('services.turnWeight')}>{turnLabel(t, data.turn_weight)}</Detail>
          )}
          {service && (
            <Detail label={t('services.commission')}>
              {data.commission_rate
                ? t('services.percent', { rate: data.commission_rate })
                : t('services.ownRate')}
            </Detail>
          )}
          <Detail label={t('services.taxes')}>
            {applied.length ? applied.map(taxLabel).join(', ') : t('ui.none')}
          </Detail>
          <Detail label={t('ui.status')}>
            <Badge tone={data.is_active ? 'primary' : 'neutral'}>
              {data.is_active ? t('ui.active') : t('services.switchedOff')}
            </Badge>
          </Detail>
          <Detail label={t('ui.sortOrder')}>{data.sort_order}</Detail>
        </DetailList>
        <div className="mt-6">
          <ButtonLink href={route('services.index')} variant="secondary">
            {t('services.backToList')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  const toggleTax = (id: number, on: boolean) =>
    setData('tax_ids', on ? [...data.tax_ids, id] : data.tax_ids.filter((t) => t !== id));

  return (
    <Form onSubmit={onSubmit} errors={errors} className={card}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label={t('ui.name')} error={errors.name} className="sm:col-span-2">
          <TextInput
            name="name"
            value={data.name}
            onChange={(e) => setData('name', e.target.value)}
            autoFocus={autoFocus}
            autoComplete="off"
            data-test="service-name"
          />
        </Field>
        <RadioGroup
          name="kind"
          legend={t('services.kind')}
          className="sm:col-span-2"
          columns={2}
          value={data.kind}
          onChange={(kind) => setData('kind', kind)}
          error={errors.kind}
          options={[
            { value: 'service', label: t('ui.service'), hint: t('services.kindServiceHint') },
            {
              value: 'retail',
              label: t('services.retailItem'),
              hint: t('services.kindRetailHint'),
            },
          ]}
        />
        <Field name="category_id" label={t('services.category')} error={errors.category_id}>
          <Select
            name="category_id"
            value={data.category_id}
            onChange={(e) => setData('category_id', e.target.value)}
            data-test="service-category"
          >
            <option value="">{t('services.noCategory')}</option>
            {categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field name="price" label={t('ui.price')} error={errors.price}>
          <AmountInput
            name="price"
            value={data.price}
            onChange={(cents) => setData('price', cents)}
            data-test="service-price"
          />
        </Field>
        {service && (
          <>
            <Field
              name="duration"
              label={t('services.durationMinutes')}
              error={errors.duration}
              help={t('services.durationHelp')}
            >
              <TextInput
                name="duration"
                inputMode="numeric"
                value={data.duration}
                onChange={(e) => setData('duration', e.target.value)}
                autoComplete="off"
                data-test="service-duration"
                className="max-w-32"
              />
            </Field>
            <Field
              name="commission_rate"
              label={t('services.commissionOverride')}
              error={errors.commission_rate}
              help={t('services.commissionHelp')}
            >
              <TextInput
                name="commission_rate"
                inputMode="decimal"
                value={data.commission_rate}
                onChange={(e) => setData('commission_rate', e.target.value)}
                autoComplete="off"
                data-test="service-commission_rate"
                className="max-w-32"
              />
            </Field>
            <RadioGroup
              name="turn_weight"
              legend={t('services.turnWeight')}
              className="sm:col-span-2"
              columns={4}
              value={data.turn_weight}
              onChange={(w) => setData('turn_weight', w)}
              error={errors.turn_weight}
              options={TURNS.map((w) => ({
                value: w.value,
                label: format.number(Number(w.value)),
                hint: t(w.label),
              }))}
            />
          </>
        )}
        <fieldset
          className="sm:col-span-2"
          aria-describedby={errors.tax_ids ? 'tax_ids-error' : 'tax_ids-help'}
        >
          <legend className="block text-sm font-medium text-gray-700">
            {t('services.taxesApply')}
          </legend>
          {taxes.length === 0 ? (
            <p className="mt-1.5 text-sm text-gray-600">{t('services.noTaxes')}</p>
          ) : (
            <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
              {taxes.map((tax) => (
                <Checkbox
                  key={tax.id}
                  id={`tax-${tax.id}`}
                  name="tax_ids[]"
                  value={tax.id}
                  label={taxLabel(tax)}
                  checked={data.tax_ids.includes(tax.id)}
                  onChange={(e) => toggleTax(tax.id, e.target.checked)}
                  aria-invalid={errors.tax_ids ? true : undefined}
                  data-test={`service-tax-${tax.id}`}
                />
              ))}
            </div>
          )}
          {errors.tax_ids ? (
            <p
              data-test="error-tax_ids"
              id="tax_ids-error"
              className="mt-1 text-sm font-medium text-danger-700"
            >
              {errors.tax_ids}
            </p>
          ) : (
            <p id="tax_ids-help" className="mt-1 text-sm text-gray-600">
              {t('services.taxesHelp')}
            </p>
          )}
        </fieldset>
        <Field
          name="sort_order"
          label={t('ui.sortOrder')}
          error={errors.sort_order}
          help={t('services.sortHelp')}
        >
          <TextInput
            name="sort_order"
            inputMode="numeric"
            value={data.sort_order}
            onChange={(e) => setData('sort_order', e.target.value)}
            autoComplete="off"
            data-test="service-sort_order"
            className="max-w-32"
          />
        </Field>
        <div className="flex items-end">
          <Checkbox
            name="is_active"
            label={t('services.activeLabel')}
            checked={data.is_active}
            onChange={(e) => setData('is_active', e.target.checked)}
            data-test="service-is_active"
          />
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          type="submit"
          data-test="service-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {submitLabel}
        </Button>
        <ButtonLink href={route('services.index')} variant="secondary">
          {t('ui.cancel')}
        </ButtonLink>
      </div>
    </Form>
  );
}
