import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import EmployeeForm, { type EmployeeFormData } from './Partials/EmployeeForm';
import type { PageProps } from '@common/pages';

export default function Create({ roles }: PageProps<'Admin/Employees/Create'>) {
  const form = useForm<EmployeeFormData>({
    name: '', employee_id: '', phone: '', email: '', calendar_color: '#6b7280', is_active: true,
    role_id: '', password: '', card_swipe_id: '', avatar_url: '',
  });
  return (
    <>
      <Head title="New employee" />
      <PageHeader title="New employee" back={{ href: route('employees.index'), label: 'Employees' }} />
      <EmployeeForm form={form} roles={roles} submitLabel="Create employee" onSubmit={() => form.post(route('employees.store'))} />
    </>
  );
}
