import { Head, Link, useForm } from '@inertiajs/react';
import { route } from '@/lib/route';
import EmployeeForm, { type EmployeeFormData } from './Partials/EmployeeForm';
import type { RoleOption } from './Partials/types';

interface Props {
  roles: RoleOption[];
}

export default function Create({ roles }: Props) {
  const form = useForm<EmployeeFormData>({
    name: '', employee_id: '', phone: '', email: '', calendar_color: '#6b7280', is_active: true,
    role_id: '', password: '', card_swipe_id: '', avatar_url: '',
  });
  return (
    <>
      <Head title="New employee" />
      <Link href={route('employees.index')} className="text-sm text-gray-500 hover:text-gray-800">← Employees</Link>
      <h1 data-test="page-title" className="mb-6 mt-1 text-2xl font-semibold">New employee</h1>
      <EmployeeForm form={form} roles={roles} submitLabel="Create employee" onSubmit={() => form.post(route('employees.store'))} />
    </>
  );
}
