import { Head, Link, router, usePage } from '@inertiajs/react';
import DataTable, { type Column } from '@/Components/DataTable';
import Pagination, { type Paginator } from '@/Components/Pagination';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import type { EmployeeFilters, EmployeeListItem } from './Partials/types';

interface Props {
  employees: Paginator<EmployeeListItem>;
  filters: EmployeeFilters;
}

export default function Trashed({ employees }: Props) {
  const manage = can(usePage().props.auth.user, 'manage employees');
  const restore = (e: EmployeeListItem) => router.put(route('employees.restore', { employee: e.id }), {}, { preserveScroll: true });

  const columns: Column<EmployeeListItem>[] = [
    { key: 'name', header: 'Name', render: (e) => <span className="font-medium text-gray-900">{e.name}</span> },
    { key: 'employee_id', header: 'Staff #', render: (e) => e.employee_id },
    { key: 'phone', header: 'Phone', render: (e) => e.phone_formatted || '—', className: 'whitespace-nowrap tabular-nums' },
    { key: 'role', header: 'Role', render: (e) => e.role ?? '—' },
    { key: 'deleted_at', header: 'Trashed', render: (e) => e.deleted_at, className: 'whitespace-nowrap' },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      render: (e) =>
        manage ? (
          <button type="button" data-test="employee-restore" onClick={() => restore(e)} className="text-blue-700 hover:underline">Restore</button>
        ) : null,
    },
  ];

  return (
    <>
      <Head title="Trashed employees" />
      <Link href={route('employees.index')} className="text-sm text-gray-500 hover:text-gray-800">← Employees</Link>
      <h1 data-test="page-title" className="mb-6 mt-1 text-2xl font-semibold">Trashed employees</h1>
      <DataTable data-test="trashed-table" rowTest="employee" columns={columns} rows={employees.data} rowKey={(e) => e.id} empty="The trash is empty." />
      <Pagination paginator={employees} />
    </>
  );
}
