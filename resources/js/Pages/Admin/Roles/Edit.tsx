import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import RoleForm, { type RoleFormData } from './Partials/RoleForm';
import type { PageProps } from '@common/pages';

export default function Edit({ role, permissions }: PageProps<'Admin/Roles/Edit'>) {
  const form = useForm<RoleFormData>({ name: role.name, permissions: role.permissions });
  return (
    <>
      <Head title={`Edit role ${role.name}`} />
      <PageHeader title={`Edit role: ${role.name}`} back={{ href: route('roles.index'), label: 'Roles' }} />
      <RoleForm form={form} permissions={permissions} submitLabel="Save changes" onSubmit={() => form.put(route('roles.update', { role: role.id }), { preserveScroll: true })} />
    </>
  );
}
