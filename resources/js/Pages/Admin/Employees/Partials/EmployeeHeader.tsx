import { Link, usePage } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { can } from '@/lib/permissions';
import { isCurrentRoute, route } from '@/lib/route';
import type { EmployeeRef } from '@common/pages/Admin/Employees/types';

/** The three pages of one employee, each taking {employee}. */
const TABS: {
  name: 'employees.edit' | 'employees.payroll' | 'employees.working_hours';
  label: string;
  permission?: string;
}[] = [
  { name: 'employees.edit', label: 'employees.tab.details' },
  // Pay rates are for those who manage employees.
  { name: 'employees.payroll', label: 'employees.tab.payroll', permission: 'manage employees' },
  { name: 'employees.working_hours', label: 'employees.tab.workingHours' },
];

/** Title plus the tabs between an employee's three pages. */
export default function EmployeeHeader({
  employee,
  title,
}: {
  employee: EmployeeRef;
  title: string;
}) {
  const user = usePage().props.auth.user;
  const { t } = useT();
  const tabs = TABS.filter(
    (tab) => !tab.permission || can(user, tab.permission) || isCurrentRoute(tab.name),
  );
  return (
    <PageHeader
      back={{ href: route('employees.index'), label: t('employees.index.title') }}
      title={
        <>
          {t('employees.header.title', { title, name: employee.name })}{' '}
          <span className="text-base font-normal text-gray-600">
            {t('clock.userIdOf', { id: employee.employee_id })}
          </span>
        </>
      }
    >
      <nav
        className="mt-4 flex flex-wrap gap-1 border-b border-gray-200"
        aria-label={t('employees.header.pages')}
      >
        {tabs.map((tab) => {
          const current = isCurrentRoute(tab.name);
          return (
            <Link
              key={tab.name}
              href={route(tab.name, { employee: employee.id })}
              data-test={`tab-${tab.name}`}
              aria-current={current ? 'page' : undefined}
              className={`-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 px-4 text-sm font-medium ${current ? 'border-primary-600 text-gray-900' : 'border-transparent text-gray-600 hover:text-gray-900'}`}
            >
              {t(tab.label)}
            </Link>
          );
        })}
      </nav>
    </PageHeader>
  );
}
