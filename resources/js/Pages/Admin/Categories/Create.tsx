import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import CategoryForm, { type CategoryFormData } from './Partials/CategoryForm';

export default function Create() {
  const form = useForm<CategoryFormData>({ name: '', color: '#6b7280', sort_order: '0' });
  return (
    <>
      <Head title="New category" />
      <PageHeader title="New category" back={{ href: route('categories.index'), label: 'Categories' }} />
      <CategoryForm form={form} autoFocus submitLabel="Create category" onSubmit={() => form.post(route('categories.store'))} />
    </>
  );
}
