import { Head, Link, router, usePage } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';
import DataTable, { type Column } from '@/Components/DataTable';
import Pagination, { type Paginator } from '@/Components/Pagination';
import TextInput from '@/Components/form/TextInput';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import { linkButton, type EmployeeFilters, type EmployeeListItem } from './Partials/types';

interface Props {
  employees: Paginator<EmployeeListItem>;
  filters: EmployeeFilters;
}

export default function Index({ employees, filters }: Props) {
  const manage = can(usePage().props.auth.user, 'manage employees');
  const confirm = useConfirm();
  const [q, setQ] = useState(filters.q);
  const first = useRef(true);

  // The server searches; typing asks it again after a short pause, keeping the status filter.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => visit({ q, status: filters.status }), 300);
    return () => clearTimeout(timer);
  }, [q]);

  const visit = (next: EmployeeFilters) =>
    router.get(route('employees.index'), { ...(next.q ? { q: next.q } : {}), ...(next.status !== 'all' ? { status: next.status } : {}) }, { preserveState: true, replace: true });

  const trash = async (e: EmployeeListItem) => {
    if (await confirm({ title: 'Move to trash?', message: `${e.name} will be moved to the trash. You can restore them later.`, actionLabel: 'Move to trash' })) {
      router.delete(route('employees.destroy', { employee: e.id }), { preserveScroll: true });
    }
  };

  const columns: Column<EmployeeListItem>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (e) => (
        <span className="inline-flex items-center gap-2 font-medium text-gray-900">
          <span className="h-3 w-3 rounded-full" style={{ backgroundColor: e.calendar_color }} aria-hidden="true" />
          {e.name}
        </span>
      ),
    },
    { key: 'employee_id', header: 'Staff #', render: (e) => e.employee_id },
    { key: 'phone', header: 'Phone', render: (e) => e.phone_formatted || '—', className: 'whitespace-nowrap tabular-nums' },
    { key: 'role', header: 'Role', render: (e) => e.role ?? '—' },
    {
      key: 'status',
      header: 'Status',
      render: (e) => (
        <span data-test="status-badge" className={`rounded-full px-2 py-0.5 text-xs font-semibold ${e.is_active ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-700'}`}>
          {e.is_active ? 'Active' : 'Inactive'}
        </span>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'whitespace-nowrap text-right',
      render: (e) => (
        <span className="inline-flex gap-3">
          <Link href={route('employees.edit', { employee: e.id })} data-test="employee-edit" className="text-blue-700 hover:underline">Edit</Link>
          <Link href={route('employees.payroll', { employee: e.id })} data-test="employee-payroll" className="text-blue-700 hover:underline">Payroll</Link>
          <Link href={route('employees.working_hours', { employee: e.id })} data-test="employee-working-hours" className="text-blue-700 hover:underline">Working hours</Link>
          {manage && <button type="button" data-test="employee-delete" onClick={() => trash(e)} className="text-red-700 hover:underline">Delete</button>}
        </span>
      ),
    },
  ];

  return (
    <>
      <Head title="Employees" />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 data-test="page-title" className="text-2xl font-semibold">Employees</h1>
        <div className="flex flex-wrap gap-2">
          <Link href={route('employees.trashed')} data-test="employees-trash" className={linkButton}>Trash</Link>
          {manage && <Link href={route('roles.index')} data-test="employees-roles" className={linkButton}>Roles</Link>}
          {manage && (
            <Link href={route('employees.create')} data-test="employee-create" className="inline-flex min-h-11 items-center rounded-lg bg-gray-800 px-5 text-sm font-semibold text-white hover:bg-gray-900">
              New employee
            </Link>
          )}
        </div>
      </div>
      <div className="mb-4 flex flex-wrap gap-3">
        <TextInput name="q" type="search" aria-label="Search" placeholder="Search name, staff # or phone" value={q} onChange={(e) => setQ(e.target.value)} data-test="employee-search" className="max-w-sm" />
        <select
          aria-label="Status"
          data-test="employee-status"
          value={filters.status}
          onChange={(e) => visit({ q, status: e.target.value as EmployeeFilters['status'] })}
          className="min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-sm"
        >
          <option value="all">All</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </select>
      </div>
      <DataTable data-test="employees-table" rowTest="employee" columns={columns} rows={employees.data} rowKey={(e) => e.id} empty="No employees match." />
      <Pagination paginator={employees} />
    </>
  );
}
