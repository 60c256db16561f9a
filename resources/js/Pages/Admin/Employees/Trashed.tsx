import { Head, router, usePage } from '@inertiajs/react';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import Pagination from '@/Components/Pagination';
import { Button, ButtonLink } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import type { EmployeeListItem } from '@common/pages/Admin/Employees/types';
import type { PageProps } from '@common/pages';

export default function Trashed({ employees }: PageProps<'Admin/Employees/Trashed'>) {
  const manage = can(usePage().props.auth.user, 'manage employees');
  const restore = (e: EmployeeListItem) => router.put(route('employees.restore', { employee: e.id }), {}, { preserveScroll: true });

  const columns: Column<EmployeeListItem>[] = [
    { key: 'name', header: 'Name', primary: true, render: (e) => <span className="font-medium text-gray-900">{e.name}</span> },
    { key: 'employee_id', header: 'User ID', render: (e) => e.employee_id, className: 'tabular-nums' },
    { key: 'phone', header: 'Phone', render: (e) => e.phone_formatted || '—', className: 'whitespace-nowrap tabular-nums' },
    { key: 'role', header: 'Role', render: (e) => e.role ?? '—' },
    { key: 'deleted_at', header: 'Trashed', render: (e) => e.deleted_at, className: 'whitespace-nowrap tabular-nums' },
  ];

  return (
    <>
      <Head title="Trashed employees" />
      <PageHeader title="Trashed employees" back={{ href: route('employees.index'), label: 'Employees' }} />
      <DataTable
        data-test="trashed-table"
        label="Trashed employees"
        rowTest="employee"
        columns={columns}
        rows={employees.data}
        rowKey={(e) => e.id}
        actions={manage ? (e) => <Button variant="secondary" data-test="employee-restore" aria-label={`Restore ${e.name}`} onClick={() => restore(e)}>Restore</Button> : undefined}
        empty={<EmptyState message="The trash is empty." hint="Employees you delete wait here, so you can restore them." action={<ButtonLink href={route('employees.index')} variant="secondary">Back to Employees</ButtonLink>} />}
      />
      {employees.total > 0 && <Pagination paginator={employees} />}
    </>
  );
}
