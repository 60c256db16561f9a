import { Head, useForm, usePage } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import CategoryForm, { type CategoryFormData } from './Partials/CategoryForm';
import type { PageProps } from '@common/pages';

export default function Edit({ category }: PageProps<'Admin/Categories/Edit'>) {
  const { t } = useT();
  const manage = can(usePage().props.auth.user, 'manage settings');
  const form = useForm<CategoryFormData>({
    name: category.name,
    color: category.color,
    sort_order: String(category.sort_order),
  });
  const title = manage ? t('categories.editTitle', { name: category.name }) : category.name;
  return (
    <>
      <Head title={title} />
      <PageHeader
        title={title}
        back={{ href: route('categories.index'), label: t('categories.title') }}
      />
      <CategoryForm
        form={form}
        submitLabel={t('ui.saveChanges')}
        onSubmit={() =>
          form.put(route('categories.update', { category: category.id }), { preserveScroll: true })
        }
      />
    </>
  );
}
