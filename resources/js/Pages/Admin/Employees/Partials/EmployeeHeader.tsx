import { Link, usePage } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { can } from '@/lib/permissions';
import { isCurrentRoute, route } from '@/lib/route';
import type { EmployeeRef } from '@common/pages/Admin/Employees/types';

/** The three pages of one employee, each taking {employee}. */
const TABS: { name: 'employees.edit' | 'employees.payroll' | 'employees.working_hours'; label: string; permission?: string }[] = [
  { name: 'employees.edit', label: 'Details' },
  // Pay rates are for those who manage employees (issue 6, security 5).
  { name: 'employees.payroll', label: 'Payroll', permission: 'manage employees' },
  { name: 'employees.working_hours', label: 'Working hours' },
];

/** Title plus the tabs between an employee's three pages. */
export default function EmployeeHeader({ employee, title }: { employee: EmployeeRef; title: string }) {
  const user = usePage().props.auth.user;
  const tabs = TABS.filter((t) => !t.permission || can(user, t.permission) || isCurrentRoute(t.name));
  return (
    <PageHeader
      back={{ href: route('employees.index'), label: 'Employees' }}
      title={
        <>
          {title}: {employee.name} <span className="text-base font-normal text-gray-600">User ID {employee.employee_id}</span>
        </>
      }
    >
      <nav className="mt-4 flex flex-wrap gap-1 border-b border-gray-200" aria-label="Employee pages">
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
              {tab.label}
            </Link>
          );
        })}
      </nav>
    </PageHeader>
  );
}
