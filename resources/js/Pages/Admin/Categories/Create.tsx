import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import CategoryForm, { type CategoryFormData } from './Partials/CategoryForm';

export default function Create() {
  const { t } = useT();
  const form = useForm<CategoryFormData>({ name: '', color: '#6b7280', sort_order: '0' });
  return (
    <>
      <Head title={t('categories.new')} />
      <PageHeader
        title={t('categories.new')}
        back={{ href: route('categories.index'), label: t('categories.title') }}
      />
      <CategoryForm
        form={form}
        autoFocus
        submitLabel={t('categories.create')}
        onSubmit={() => form.post(route('categories.store'))}
      />
    </>
  );
}
