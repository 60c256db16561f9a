import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import RoleForm, { type RoleFormData } from './Partials/RoleForm';
import type { PageProps } from '@common/pages';

export default function Edit({ role, permissions }: PageProps<'Admin/Roles/Edit'>) {
  const { t } = useT();
  const form = useForm<RoleFormData>({ name: role.name, permissions: role.permissions });
  return (
    <>
      <Head title={t('roles.edit.title', { name: role.name })} />
      <PageHeader
        title={t('roles.edit.heading', { name: role.name })}
        back={{ href: route('roles.index'), label: t('roles.index.title') }}
      />
      <RoleForm
        form={form}
        permissions={permissions}
        submitLabel={t('ui.saveChanges')}
        onSubmit={() =>
          form.put(route('roles.update', { role: role.id }), { preserveScroll: true })
        }
      />
    </>
  );
}
