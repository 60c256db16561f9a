import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import PromotionForm, { EMPTY_PROMOTION, type PromotionFormData } from './Partials/PromotionForm';

export default function Create(props: PageProps<'Admin/Promotions/Create'>) {
  const form = useForm<PromotionFormData>({ ...EMPTY_PROMOTION });
  return (
    <>
      <Head title="New Promotion" />
      <PageHeader title="New Promotion" back={{ href: route('promotions.index'), label: 'Promotions' }} />
      <PromotionForm {...props} form={form} submitLabel="Create promotion" onSubmit={() => form.post(route('promotions.store'))} />
    </>
  );
}
