import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import CouponForm, { type CouponFormData } from './Partials/CouponForm';

export default function Create() {
  const { t } = useT();
  const form = useForm<CouponFormData>({
    code: '',
    kind: 'percent',
    value: 10,
    minimum_spend: 0,
    valid_from: '',
    valid_to: '',
    usage_limit: '',
    per_customer_limit: '',
    is_active: true,
  });
  return (
    <>
      <Head title={t('coupons.create.title')} />
      <PageHeader
        title={t('coupons.create.title')}
        back={{ href: route('coupons.index'), label: t('coupons.title') }}
      />
      <CouponForm
        form={form}
        submitLabel={t('coupons.create.submit')}
        onSubmit={() => form.post(route('coupons.store'))}
      />
    </>
  );
}
