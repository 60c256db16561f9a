import type { InertiaFormProps } from '@inertiajs/react';
import AmountInput from '@/Components/form/AmountInput';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { WEEKDAY_SHORT, type PromotionKind, type PromotionTarget } from '@common/promotions';
import { weekdayNames } from '@/Components/promotions/promotionWords';
import type { PromotionFormProps } from '@common/pages/Admin/Promotions/Create';

/** One form for a new promotion and a change to one: `value` is a whole percent or cents; times HH:MM or empty for all day. */
export interface PromotionFormData {
  name: string;
  kind: PromotionKind;
  value: number;
  buy_quantity: string;
  get_quantity: string;
  target: PromotionTarget;
  service_ids: number[];
  category_ids: number[];
  days_of_week: number[];
  start_time: string;
  end_time: string;
  first_visit: boolean;
  birthday_month: boolean;
  starts_on: string;
  ends_on: string;
  priority: string;
  is_active: boolean;
}

export const EMPTY_PROMOTION: PromotionFormData = {
  name: '',
  kind: 'percent',
  value: 20,
  buy_quantity: '2',
  get_quantity: '1',
  target: 'all',
  service_ids: [],
  category_ids: [],
  days_of_week: [],
  start_time: '',
  end_time: '',
  first_visit: false,
  birthday_month: false,
  starts_on: '',
  ends_on: '',
  priority: '0',
  is_active: true,
};

interface Props extends PromotionFormProps {
  form: InertiaFormProps<PromotionFormData>;
  onSubmit: () => void;
  submitLabel: string;
}

/** A tile that is on or off (aria-pressed): days, services and categories, each 44 px for a finger. */
function Toggle({
  on,
  onClick,
  children,
  test,
}: {
  on: boolean;
  onClick: () => void;
  children: React.ReactNode;
  test: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      data-test={test}
      onClick={onClick}
      className={`min-h-11 rounded-lg border px-3 text-sm font-medium ${on ? 'border-primary-600 bg-primary-50 text-primary-800' : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50'}`}
    >
      {children}
    </button>
  );
}

const flip = (list: number[], id: number) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

export default function PromotionForm({
  form,
  onSubmit,
  submitLabel,
  services,
  categories,
  date_window,
}: Props) {
  const { t, locale } = useT();
  const days = locale === 'en' ? WEEKDAY_SHORT : weekdayNames(locale, 'short');
  const { data, errors, setData } = form;
  const percent = data.kind !== 'amount';
  const err = errors as Partial<Record<string, string>>;
  return (
    <Form
      onSubmit={onSubmit}
      errors={errors}
      data-test="promotion-form"
      className="max-w-3xl space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <Field
        name="name"
        label={t('ui.name')}
        error={errors.name}
        help={t('promotions.form.nameHelp')}
      >
        <TextInput
          name="name"
          data-test="name"
          maxLength={60}
          value={data.name}
          onChange={(e) => setData('name', e.target.value)}
        />
      </Field>

      <RadioGroup
        name="kind"
        legend={t('promotions.form.gives')}
        columns={3}
        value={data.kind}
        error={errors.kind}
        onChange={(v) =>
          setData({
            ...data,
            kind: v,
            value: v === 'amount' ? 1000 : v === 'buy_x_get_y' ? 100 : 20,
          })
        }
        options={[
          {
            value: 'percent',
            label: t('promotions.kind.percent'),
            hint: t('promotions.kind.percentHint'),
          },
          {
            value: 'amount',
            label: t('promotions.kind.amount'),
            hint: t('promotions.kind.amountHint'),
          },
          {
            value: 'buy_x_get_y',
            label: t('promotions.kind.buyGet'),
            hint: t('promotions.kind.buyGetHint'),
          },
        ]}
      />

      <div className="grid gap-4 sm:grid-cols-3">
        {data.kind === 'buy_x_get_y' && (
          <>
            <Field name="buy_quantity" label={t('promotions.form.buy')} error={errors.buy_quantity}>
              <TextInput
                name="buy_quantity"
                data-test="buy_quantity"
                inputMode="numeric"
                maxLength={2}
                value={data.buy_quantity}
                onChange={(e) => setData('buy_quantity', e.target.value.replace(/\D/g, ''))}
              />
            </Field>
            <Field name="get_quantity" label={t('promotions.form.get')} error={errors.get_quantity}>
              <TextInput
                name="get_quantity"
                data-test="get_quantity"
                inputMode="numeric"
                maxLength={2}
                value={data.get_quantity}
                onChange={(e) => setData('get_quantity', e.target.value.replace(/\D/g, ''))}
              />
            </Field>
          </>
        )}
        <Field
          name="value"
          label={
            data.kind === 'buy_x_get_y'
              ? t('promotions.form.percentOffThose')
              : percent
                ? t('promotions.form.percent')
                : t('ui.amount')
          }
          error={errors.value}
        >
          {percent ? (
            <TextInput
              name="value"
              data-test="value"
              inputMode="numeric"
              maxLength={3}
              value={data.value || ''}
              onChange={(e) => setData('value', Number(e.target.value.replace(/\D/g, '')) || 0)}
            />
          ) : (
            <AmountInput
              name="value"
              data-test="value"
              value={data.value}
              onChange={(v) => setData('value', v)}
            />
          )}
        </Field>
      </div>

      <RadioGroup
        name="target"
        legend={t('promotions.form.for')}
        columns={3}
        value={data.target}
        error={errors.target}
        onChange={(v) => setData('target', v)}
        options={[
          { value: 'all', label: t('promotions.target.all') },
          { value: 'services', label: t('promotions.target.services') },
          { value: 'categories', label: t('promotions.target.categories') },
        ]}
      />
      {data.target === 'services' && (
        <fieldset aria-describedby={err.service_ids ? 'service_ids-error' : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-gray-700">
            {t('promotions.form.servicesAndItems')}
          </legend>
          <div className="flex flex-wrap gap-2" data-test="service_ids">
            {services.map((s) => (
              <Toggle
                key={s.id}
                test="service-toggle"
                on={data.service_ids.includes(s.id)}
                onClick={() => setData('service_ids', flip(data.service_ids, s.id))}
              >
                {s.kind === 'retail' && s.is_active
                  ? t('promotions.form.retail', { name: s.name })
                  : s.kind === 'retail'
                    ? t('promotions.form.retailOff', { name: s.name })
                    : s.is_active
                      ? s.name
                      : t('promotions.form.off', { name: s.name })}
              </Toggle>
            ))}
          </div>
          {err.service_ids && (
            <p
              id="service_ids-error"
              data-test="error-service_ids"
              className="mt-1 text-sm text-danger-700"
            >
              {err.service_ids}
            </p>
          )}
        </fieldset>
      )}
      {data.target === 'categories' && (
        <fieldset aria-describedby={err.category_ids ? 'category_ids-error' : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-gray-700">
            {t('promotions.form.categories')}
          </legend>
          <div className="flex flex-wrap gap-2" data-test="category_ids">
            {categories.map((c) => (
              <Toggle
                key={c.id}
                test="category-toggle"
                on={data.category_ids.includes(c.id)}
                onClick={() => setData('category_ids', flip(data.category_ids, c.id))}
              >
                {c.name}
              </Toggle>
            ))}
          </div>
          {err.category_ids && (
            <p
              id="category_ids-error"
              data-test="error-category_ids"
              className="mt-1 text-sm text-danger-700"
            >
              {err.category_ids}
            </p>
          )}
        </fieldset>
      )}

      <fieldset aria-describedby={err.days_of_week ? 'days_of_week-error' : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-gray-700">
          {t('promotions.form.days')}{' '}
          <span className="font-normal text-gray-600">{t('promotions.form.daysHint')}</span>
        </legend>
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-7" data-test="days_of_week">
          {days.map((label, day) => (
            <Toggle
              key={label}
              test={`day-${day}`}
              on={data.days_of_week.includes(day)}
              onClick={() =>
                setData(
                  'days_of_week',
                  flip(data.days_of_week, day).sort((a, b) => a - b),
                )
              }
            >
              {label}
            </Toggle>
          ))}
        </div>
        {err.days_of_week && (
          <p
            id="days_of_week-error"
            data-test="error-days_of_week"
            className="mt-1 text-sm text-danger-700"
          >
            {err.days_of_week}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="start_time"
          label={t('ui.from')}
          error={errors.start_time}
          help={t('promotions.form.fromHelp')}
        >
          <TextInput
            type="time"
            name="start_time"
            data-test="start_time"
            value={data.start_time}
            onChange={(e) => setData('start_time', e.target.value)}
          />
        </Field>
        <Field
          name="end_time"
          label={t('promotions.form.until')}
          error={errors.end_time}
          help={t('promotions.form.untilHelp')}
        >
          <TextInput
            type="time"
            name="end_time"
            data-test="end_time"
            value={data.end_time}
            onChange={(e) => setData('end_time', e.target.value)}
          />
        </Field>
        <Field
          name="starts_on"
          label={t('promotions.form.startsOn')}
          error={errors.starts_on}
          help={t('promotions.form.startsOnHelp')}
        >
          <TextInput
            type="date"
            name="starts_on"
            data-test="starts_on"
            min={date_window.min}
            max={date_window.max}
            value={data.starts_on}
            onChange={(e) => setData('starts_on', e.target.value)}
          />
        </Field>
        <Field
          name="ends_on"
          label={t('promotions.form.endsOn')}
          error={errors.ends_on}
          help={t('promotions.form.endsOnHelp')}
        >
          <TextInput
            type="date"
            name="ends_on"
            data-test="ends_on"
            min={date_window.min}
            max={date_window.max}
            value={data.ends_on}
            onChange={(e) => setData('ends_on', e.target.value)}
          />
        </Field>
      </div>

      <div className="flex flex-wrap gap-x-6">
        <Checkbox
          name="first_visit"
          data-test="first_visit"
          label={t('promotions.form.firstVisit')}
          checked={data.first_visit}
          onChange={(e) => setData('first_visit', e.target.checked)}
        />
        <Checkbox
          name="birthday_month"
          data-test="birthday_month"
          label={t('promotions.form.birthdayMonth')}
          checked={data.birthday_month}
          onChange={(e) => setData('birthday_month', e.target.checked)}
        />
      </div>

      <Field
        name="priority"
        label={t('promotions.form.priority')}
        error={errors.priority}
        help={t('promotions.form.priorityHelp')}
        className="max-w-xs"
      >
        <TextInput
          name="priority"
          data-test="priority"
          inputMode="numeric"
          maxLength={3}
          value={data.priority}
          onChange={(e) => setData('priority', e.target.value.replace(/\D/g, ''))}
        />
      </Field>
      <Checkbox
        name="is_active"
        data-test="is_active"
        label={t('promotions.form.active')}
        checked={data.is_active}
        onChange={(e) => setData('is_active', e.target.checked)}
      />
      <p className="text-sm text-gray-600">{t('promotions.form.rules')}</p>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <ButtonLink href={route('promotions.index')} variant="secondary">
          {t('ui.cancel')}
        </ButtonLink>
        <Button
          type="submit"
          data-test="promotion-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
