import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import CouponForm, { type CouponFormData } from './Partials/CouponForm';

export default function Create() {
  const form = useForm<CouponFormData>({ code: '', kind: 'percent', value: 10, minimum_spend: 0, valid_from: '', valid_to: '', usage_limit: '', per_customer_limit: '', is_active: true });
  return (
    <>
      <Head title="New Coupon" />
      <PageHeader title="New Coupon" back={{ href: route('coupons.index'), label: 'Coupons' }} />
      <CouponForm form={form} submitLabel="Create coupon" onSubmit={() => form.post(route('coupons.store'))} />
    </>
  );
}
