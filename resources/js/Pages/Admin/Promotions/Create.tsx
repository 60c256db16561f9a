import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import PromotionForm, { EMPTY_PROMOTION, type PromotionFormData } from './Partials/PromotionForm';

export default function Create(props: PageProps<'Admin/Promotions/Create'>) {
  const { t } = useT();
  const form = useForm<PromotionFormData>({ ...EMPTY_PROMOTION });
  return (
    <>
      <Head title={t('promotions.create.title')} />
      <PageHeader
        title={t('promotions.create.title')}
        back={{ href: route('promotions.index'), label: t('promotions.title') }}
      />
      <PromotionForm
        {...props}
        form={form}
        submitLabel={t('promotions.create.submit')}
        onSubmit={() => form.post(route('promotions.store'))}
      />
    </>
  );
}
