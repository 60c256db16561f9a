import { Head, Link, useForm } from '@inertiajs/react';
import { route } from '@/lib/route';
import RoleForm, { type RoleFormData } from './Partials/RoleForm';

export default function Create({ permissions }: { permissions: string[] }) {
  const form = useForm<RoleFormData>({ name: '', permissions: [] });
  return (
    <>
      <Head title="New role" />
      <Link href={route('roles.index')} className="text-sm text-gray-500 hover:text-gray-800">← Roles</Link>
      <h1 data-test="page-title" className="mb-6 mt-1 text-2xl font-semibold">New role</h1>
      <RoleForm form={form} permissions={permissions} submitLabel="Create role" onSubmit={() => form.post(route('roles.store'))} />
    </>
  );
}
