import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import EmployeeForm, { type EmployeeFormData } from './Partials/EmployeeForm';
import type { PageProps } from '@common/pages';

export default function Create({ roles }: PageProps<'Admin/Employees/Create'>) {
  const { t } = useT();
  const form = useForm<EmployeeFormData>({
    name: '',
    employee_id: '',
    phone: '',
    email: '',
    calendar_color: '#6b7280',
    is_active: true,
    role_id: '',
    password: '',
    card_swipe_id: '',
    avatar_url: '',
  });
  return (
    <>
      <Head title={t('employees.create.title')} />
      <PageHeader
        title={t('employees.create.title')}
        back={{ href: route('employees.index'), label: t('employees.index.title') }}
      />
      <EmployeeForm
        form={form}
        roles={roles}
        submitLabel={t('employees.create.submit')}
        onSubmit={() => form.post(route('employees.store'))}
      />
    </>
  );
}
