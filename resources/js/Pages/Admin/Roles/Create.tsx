import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import RoleForm, { type RoleFormData } from './Partials/RoleForm';
import type { PageProps } from '@common/pages';

export default function Create({ permissions }: PageProps<'Admin/Roles/Create'>) {
  const { t } = useT();
  const form = useForm<RoleFormData>({ name: '', permissions: [] });
  return (
    <>
      <Head title={t('roles.create.title')} />
      <PageHeader
        title={t('roles.create.title')}
        back={{ href: route('roles.index'), label: t('roles.index.title') }}
      />
      <RoleForm
        form={form}
        permissions={permissions}
        submitLabel={t('roles.create.submit')}
        onSubmit={() => form.post(route('roles.store'))}
      />
    </>
  );
}
