import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { couponValue, STATE_KEYS } from './Index';
import CouponForm, { type CouponFormData } from './Partials/CouponForm';
import type { PageProps } from '@common/pages';

export default function Edit({ coupon }: PageProps<'Admin/Coupons/Edit'>) {
  const { t } = useT();
  const format = useFormat();
  const form = useForm<CouponFormData>({
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    minimum_spend: coupon.minimum_spend,
    valid_from: coupon.valid_from,
    valid_to: coupon.valid_to,
    usage_limit: coupon.usage_limit === null ? '' : String(coupon.usage_limit),
    per_customer_limit: coupon.per_customer_limit === null ? '' : String(coupon.per_customer_limit),
    is_active: coupon.is_active,
  });
  return (
    <>
      <Head title={t('coupons.edit.title', { code: coupon.code })} />
      <PageHeader
        title={t('coupons.edit.title', { code: coupon.code })}
        description={t('coupons.edit.description', {
          value: couponValue(coupon, t, format.money),
          uses: coupon.uses,
          state: t(STATE_KEYS[coupon.state]),
        })}
        back={{ href: route('coupons.index'), label: t('coupons.title') }}
      />
      <CouponForm
        form={form}
        submitLabel={t('coupons.edit.submit')}
        onSubmit={() => form.put(route('coupons.update', { coupon: coupon.id }))}
      />
    </>
  );
}
