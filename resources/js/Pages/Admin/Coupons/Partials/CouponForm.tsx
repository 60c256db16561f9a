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

/** One form for a new coupon and a change to one: `value` is a whole percent or cents, limits empty for none. */
export interface CouponFormData {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  minimum_spend: number;
  valid_from: string;
  valid_to: string;
  usage_limit: string;
  per_customer_limit: string;
  is_active: boolean;
}

interface Props {
  form: InertiaFormProps<CouponFormData>;
  onSubmit: () => void;
  submitLabel: string;
}

export default function CouponForm({ form, onSubmit, submitLabel }: Props) {
  const { t } = useT();
  const { data, errors, setData } = form;
  return (
    <Form
      onSubmit={onSubmit}
      errors={errors}
      data-test="coupon-form"
      className="max-w-3xl space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <Field
        name="code"
        label={t('coupons.code')}
        error={errors.code}
        help={t('coupons.form.codeHelp')}
      >
        <TextInput
          name="code"
          data-test="code"
          maxLength={40}
          autoCapitalize="characters"
          value={data.code}
          onChange={(e) => setData('code', e.target.value)}
        />
      </Field>
      <RadioGroup
        name="kind"
        legend={t('ui.discount')}
        columns={2}
        value={data.kind}
        error={errors.kind}
        onChange={(v) => setData({ ...data, kind: v, value: 0 })}
        options={[
          { value: 'percent', label: t('coupons.form.percentOff') },
          { value: 'amount', label: t('coupons.form.amountOff') },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="value"
          label={data.kind === 'percent' ? t('coupons.form.percent') : t('ui.amount')}
          error={errors.value}
        >
          {data.kind === 'percent' ? (
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
        <Field
          name="minimum_spend"
          label={t('coupons.form.minimumSpend')}
          error={errors.minimum_spend}
          help={t('coupons.form.minimumSpendHelp')}
        >
          <AmountInput
            name="minimum_spend"
            data-test="minimum_spend"
            value={data.minimum_spend}
            onChange={(v) => setData('minimum_spend', v)}
          />
        </Field>
        <Field
          name="valid_from"
          label={t('coupons.form.validFrom')}
          error={errors.valid_from}
          help={t('coupons.form.validFromHelp')}
        >
          <TextInput
            type="date"
            name="valid_from"
            data-test="valid_from"
            value={data.valid_from}
            onChange={(e) => setData('valid_from', e.target.value)}
          />
        </Field>
        <Field
          name="valid_to"
          label={t('coupons.form.validTo')}
          error={errors.valid_to}
          help={t('coupons.form.validToHelp')}
        >
          <TextInput
            type="date"
            name="valid_to"
            data-test="valid_to"
            value={data.valid_to}
            onChange={(e) => setData('valid_to', e.target.value)}
          />
        </Field>
        <Field
          name="usage_limit"
          label={t('coupons.form.usageLimit')}
          error={errors.usage_limit}
          help={t('coupons.form.noLimit')}
        >
          <TextInput
            name="usage_limit"
            data-test="usage_limit"
            inputMode="numeric"
            maxLength={7}
            value={data.usage_limit}
            onChange={(e) => setData('usage_limit', e.target.value.replace(/\D/g, ''))}
          />
        </Field>
        <Field
          name="per_customer_limit"
          label={t('coupons.form.perCustomer')}
          error={errors.per_customer_limit}
          help={t('coupons.form.noLimit')}
        >
          <TextInput
            name="per_customer_limit"
            data-test="per_customer_limit"
            inputMode="numeric"
            maxLength={7}
            value={data.per_customer_limit}
            onChange={(e) => setData('per_customer_limit', e.target.value.replace(/\D/g, ''))}
          />
        </Field>
      </div>
      <Checkbox
        name="is_active"
        data-test="is_active"
        label={t('coupons.form.active')}
        checked={data.is_active}
        onChange={(e) => setData('is_active', e.target.checked)}
      />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <ButtonLink href={route('coupons.index')} variant="secondary">
          {t('ui.cancel')}
        </ButtonLink>
        <Button
          type="submit"
          data-test="coupon-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
