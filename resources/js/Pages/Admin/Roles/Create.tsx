import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import RoleForm, { type RoleFormData } from './Partials/RoleForm';
import type { PageProps } from '@common/pages';

export default function Create({ permissions }: PageProps<'Admin/Roles/Create'>) {
  const form = useForm<RoleFormData>({ name: '', permissions: [] });
  return (
    <>
      <Head title="New role" />
      <PageHeader title="New role" back={{ href: route('roles.index'), label: 'Roles' }} />
      <RoleForm form={form} permissions={permissions} submitLabel="Create role" onSubmit={() => form.post(route('roles.store'))} />
    </>
  );
}
