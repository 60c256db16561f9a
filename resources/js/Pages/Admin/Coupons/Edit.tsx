import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import CouponForm, { type CouponFormData } from './Partials/CouponForm';
import type { PageProps } from '@common/pages';

export default function Edit({ coupon }: PageProps<'Admin/Coupons/Edit'>) {
  const form = useForm<CouponFormData>({
    code: coupon.code, kind: coupon.kind, value: coupon.value, minimum_spend: coupon.minimum_spend, valid_from: coupon.valid_from, valid_to: coupon.valid_to,
    usage_limit: coupon.usage_limit === null ? '' : String(coupon.usage_limit), per_customer_limit: coupon.per_customer_limit === null ? '' : String(coupon.per_customer_limit), is_active: coupon.is_active,
  });
  return (
    <>
      <Head title={`Coupon ${coupon.code}`} />
      <PageHeader title={`Coupon ${coupon.code}`} description={`${coupon.value_label} · used ${coupon.uses} time${coupon.uses === 1 ? '' : 's'} · ${coupon.state}`} back={{ href: route('coupons.index'), label: 'Coupons' }} />
      <CouponForm form={form} submitLabel="Save coupon" onSubmit={() => form.put(route('coupons.update', { coupon: coupon.id }))} />
    </>
  );
}
