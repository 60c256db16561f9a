import { Head, router, usePage } from '@inertiajs/react';
import { useState } from 'react';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import Pagination from '@/Components/Pagination';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import { useFilterVisit, visitWithFilters } from '@/lib/useFilterVisit';
import type { EmployeeFilters, EmployeeListItem } from '@common/pages/Admin/Employees/types';
import type { PageProps } from '@common/pages';

export default function Index({ employees, filters }: PageProps<'Admin/Employees/Index'>) {
  const manage = can(usePage().props.auth.user, 'manage employees');
  const confirm = useConfirm();
  const [q, setQ] = useState(filters.q);

  const visit = (next: EmployeeFilters) =>
    visitWithFilters(route('employees.index'), { ...(next.q ? { q: next.q } : {}), ...(next.status !== 'all' ? { status: next.status } : {}) });

  // Typing asks the server again after a short pause, keeping the status filter.
  useFilterVisit(q, () => visit({ q, status: filters.status }));

  const trash = async (e: EmployeeListItem) => {
    if (await confirm({ title: 'Move to trash?', message: `${e.name} will be moved to the trash. You can restore them later.`, actionLabel: 'Move to trash' })) {
      router.delete(route('employees.destroy', { employee: e.id }), { preserveScroll: true });
    }
  };

  const columns: Column<EmployeeListItem>[] = [
    {
      key: 'name',
      header: 'Name',
      primary: true,
      render: (e) => (
        <span className="inline-flex items-center gap-2 font-medium text-gray-900">
          <span className="h-3 w-3 shrink-0 rounded-full" style={{ backgroundColor: e.calendar_color }} aria-hidden="true" />
          {e.name}
        </span>
      ),
    },
    { key: 'employee_id', header: 'User ID', render: (e) => e.employee_id, className: 'tabular-nums' },
    { key: 'phone', header: 'Phone', render: (e) => e.phone_formatted || '—', className: 'whitespace-nowrap tabular-nums' },
    { key: 'role', header: 'Role', render: (e) => e.role ?? '—' },
    { key: 'status', header: 'Status', render: (e) => <Badge tone={e.is_active ? 'primary' : 'neutral'} data-test="status-badge">{e.is_active ? 'Active' : 'Inactive'}</Badge> },
  ];

  const filtered = filters.q !== '' || filters.status !== 'all';
  const empty = filtered ? (
    <EmptyState
      message="No employees match your search."
      action={<Button variant="secondary" onClick={() => { setQ(''); visit({ q: '', status: 'all' }); }}>Show all employees</Button>}
    />
  ) : (
    <EmptyState
      data-test="employees-first-run"
      message="No employees yet."
      hint="Add the people who work here. Each gets a User ID and password (or a card) to clock in and out at the station."
      action={manage && <ButtonLink href={route('employees.create')} data-test="employee-create-first">Add your first employee</ButtonLink>}
    />
  );

  return (
    <>
      <Head title="Employees" />
      <PageHeader
        title="Employees"
        actions={
          <>
            <ButtonLink href={route('employees.trashed')} variant="secondary" data-test="employees-trash">Trash</ButtonLink>
            {manage && <ButtonLink href={route('roles.index')} variant="secondary" data-test="employees-roles">Roles</ButtonLink>}
            {manage && <ButtonLink href={route('employees.create')} data-test="employee-create">New employee</ButtonLink>}
          </>
        }
      />
      <div className="mb-4 flex flex-wrap gap-3">
        <TextInput name="q" type="search" aria-label="Search" placeholder="Search name, User ID or phone" value={q} onChange={(e) => setQ(e.target.value)} data-test="employee-search" fit className="min-w-0 max-w-sm flex-1 basis-56" />
        <Select
          name="status"
          aria-label="Status"
          data-test="employee-status"
          value={filters.status}
          onChange={(e) => visit({ q, status: e.target.value as EmployeeFilters['status'] })}
          fit
        >
          <option value="all">All</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </Select>
      </div>
      <DataTable
        data-test="employees-table"
        label="Employees"
        rowTest="employee"
        columns={columns}
        rows={employees.data}
        rowKey={(e) => e.id}
        empty={empty}
        actions={(e) => (
          <>
            <ButtonLink href={route('employees.edit', { employee: e.id })} variant="secondary" data-test="employee-edit" aria-label={`${manage ? 'Edit' : 'View'} ${e.name}`}>{manage ? 'Edit' : 'View'}</ButtonLink>
            {manage && <ButtonLink href={route('employees.payroll', { employee: e.id })} variant="secondary" data-test="employee-payroll" aria-label={`Payroll of ${e.name}`}>Payroll</ButtonLink>}
            <ButtonLink href={route('employees.working_hours', { employee: e.id })} variant="secondary" data-test="employee-working-hours" aria-label={`Working hours of ${e.name}`}>Hours</ButtonLink>
            {manage && <Button variant="ghost" destructive data-test="employee-delete" aria-label={`Delete ${e.name}`} onClick={() => trash(e)}>Delete</Button>}
          </>
        )}
      />
      {employees.total > 0 && <Pagination paginator={employees} />}
    </>
  );
}
