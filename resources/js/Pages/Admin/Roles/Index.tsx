import { Head, Link, router } from '@inertiajs/react';
import DataTable, { type Column } from '@/Components/DataTable';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { route } from '@/lib/route';

export interface RoleRow {
  id: number;
  name: string;
  permissions: string[];
  employees_count: number;
  users_count: number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export default function Index({ roles }: { roles: RoleRow[] }) {
  const confirm = useConfirm();
  const destroy = async (role: RoleRow) => {
    if (await confirm({ title: 'Delete role?', message: `The role "${role.name}" will be deleted.`, actionLabel: 'Delete' })) {
      router.delete(route('roles.destroy', { role: role.id }), { preserveScroll: true });
    }
  };

  const columns: Column<RoleRow>[] = [
    { key: 'name', header: 'Role', render: (r) => <span className="font-medium text-gray-900">{r.name}</span> },
    {
      key: 'permissions',
      header: 'Permissions',
      render: (r) =>
        r.permissions.length ? (
          <span className="flex flex-wrap gap-1">
            {r.permissions.map((p) => <span key={p} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">{p}</span>)}
          </span>
        ) : (
          <span className="text-gray-500">None</span>
        ),
    },
    {
      key: 'holders',
      header: 'Assigned to',
      className: 'whitespace-nowrap',
      render: (r) => [plural(r.employees_count, 'employee'), r.users_count ? plural(r.users_count, 'user') : null].filter(Boolean).join(', '),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'whitespace-nowrap text-right',
      render: (r) => (
        <span className="inline-flex gap-3">
          <Link href={route('roles.edit', { role: r.id })} data-test="role-edit" className="text-blue-700 hover:underline">Edit</Link>
          <button type="button" data-test="role-delete" onClick={() => destroy(r)} className="text-red-700 hover:underline">Delete</button>
        </span>
      ),
    },
  ];

  return (
    <>
      <Head title="Roles" />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link href={route('employees.index')} className="text-sm text-gray-500 hover:text-gray-800">← Employees</Link>
          <h1 data-test="page-title" className="mt-1 text-2xl font-semibold">Roles</h1>
          <p className="mt-1 text-sm text-gray-600">What employees who sign in with employee login, and managers, may do.</p>
        </div>
        <Link href={route('roles.create')} data-test="role-create" className="inline-flex min-h-11 items-center rounded-lg bg-gray-800 px-5 text-sm font-semibold text-white hover:bg-gray-900">
          New role
        </Link>
      </div>
      <DataTable data-test="roles-table" rowTest="role" columns={columns} rows={roles} rowKey={(r) => r.id} empty="No roles yet." />
    </>
  );
}
