import { Head, useForm, usePage } from '@inertiajs/react';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import EmployeeForm, { type EmployeeFormData } from './Partials/EmployeeForm';
import EmployeeHeader from './Partials/EmployeeHeader';
import type { PageProps } from '@common/pages';
import LanguageSelect from '@/Components/LanguageSelect';
import { useT } from '@/lib/i18n';

export default function Edit({ employee, roles }: PageProps<'Admin/Employees/Edit'>) {
  const manage = can(usePage().props.auth.user, 'manage employees');
  const { t } = useT();
  const form = useForm<EmployeeFormData>({
    name: employee.name,
    employee_id: employee.employee_id,
    phone: employee.phone,
    email: employee.email,
    calendar_color: employee.calendar_color,
    is_active: employee.is_active,
    role_id: employee.role_id ? String(employee.role_id) : '',
    password: '',
    card_swipe_id: '',
    avatar_url: employee.avatar_url,
    remove_card: false,
  });
  return (
    <>
      <Head title={manage ? t('employees.edit.title', { name: employee.name }) : employee.name} />
      <EmployeeHeader
        employee={employee}
        title={manage ? t('employees.edit.heading') : t('ui.employee')}
      />
      <EmployeeForm
        form={form}
        roles={roles}
        editing
        hasCard={employee.has_card}
        submitLabel={t('ui.saveChanges')}
        onSubmit={() =>
          form.put(route('employees.update', { employee: employee.id }), {
            preserveScroll: true,
            onSuccess: () => form.reset('password', 'card_swipe_id', 'remove_card'),
          })
        }
      />
      {manage && (
        <div className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
          <LanguageSelect
            value={employee.locale}
            url={route('employees.locale.update', { employee: employee.id })}
            method="put"
            label={t('employees.language')}
            help={t('employees.languageHelp')}
            data-test="employee-language"
          />
        </div>
      )}
    </>
  );
}
