import { Link } from '@inertiajs/react';
import { isCurrentRoute, route } from '@/lib/route';
import type { EmployeeRef } from './types';

const tabs = [
  { name: 'employees.edit', label: 'Details' },
  { name: 'employees.payroll', label: 'Payroll' },
  { name: 'employees.working_hours', label: 'Working hours' },
];

/** Title plus the tabs between an employee's three pages. */
export default function EmployeeHeader({ employee, title }: { employee: EmployeeRef; title: string }) {
  return (
    <div className="mb-6">
      <Link href={route('employees.index')} className="text-sm text-gray-500 hover:text-gray-800">← Employees</Link>
      <h1 data-test="page-title" className="mt-1 text-2xl font-semibold">
        {title}: {employee.name} <span className="text-base font-normal text-gray-500">#{employee.employee_id}</span>
      </h1>
      <nav className="mt-4 flex gap-1 border-b border-gray-200" aria-label="Employee pages">
        {tabs.map((tab) => {
          const current = isCurrentRoute(tab.name);
          return (
            <Link
              key={tab.name}
              href={route(tab.name, { employee: employee.id })}
              data-test={`tab-${tab.name}`}
              aria-current={current ? 'page' : undefined}
              className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-medium ${current ? 'border-gray-800 text-gray-900' : 'border-transparent text-gray-500 hover:text-gray-800'}`}
            >
              {tab.label}
            </Link>
          );
        })}
      </nav>
    </div>
  );
}
