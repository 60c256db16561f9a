import { Head, Link, useForm } from '@inertiajs/react';
import { route } from '@/lib/route';
import RoleForm, { type RoleFormData } from './Partials/RoleForm';
import type { RoleRow } from './Index';

interface Props {
  role: RoleRow;
  permissions: string[];
}

export default function Edit({ role, permissions }: Props) {
  const form = useForm<RoleFormData>({ name: role.name, permissions: role.permissions });
  return (
    <>
      <Head title={`Edit role ${role.name}`} />
      <Link href={route('roles.index')} className="text-sm text-gray-500 hover:text-gray-800">← Roles</Link>
      <h1 data-test="page-title" className="mb-6 mt-1 text-2xl font-semibold">Edit role: {role.name}</h1>
      <RoleForm form={form} permissions={permissions} submitLabel="Save changes" onSubmit={() => form.put(route('roles.update', { role: role.id }), { preserveScroll: true })} />
    </>
  );
}
