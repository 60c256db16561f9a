import { Head, router } from '@inertiajs/react';
import { PERMISSION_LABELS, type Permission } from '@common/permissions';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import { Button, ButtonLink } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { RoleRow } from '@common/pages/Admin/Roles/Index';
export type { RoleRow } from '@common/pages/Admin/Roles/Index';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The words the Roles screen shows for a permission (common/permissions PERMISSION_LABELS). */
export const permissionLabel = (p: string): string => PERMISSION_LABELS[p as Permission] ?? p;

export default function Index({ roles }: PageProps<'Admin/Roles/Index'>) {
  const confirm = useConfirm();
  const destroy = async (role: RoleRow) => {
    if (await confirm({ title: 'Delete role?', message: `The role "${role.name}" will be deleted.`, actionLabel: 'Delete' })) {
      router.delete(route('roles.destroy', { role: role.id }), { preserveScroll: true });
    }
  };

  const columns: Column<RoleRow>[] = [
    { key: 'name', header: 'Role', primary: true, render: (r) => <span className="font-medium text-gray-900">{r.name}</span> },
    {
      key: 'permissions',
      header: 'May',
      wide: true,
      render: (r) =>
        r.permissions.length ? (
          <ul className="mt-1 flex flex-wrap gap-1">
            {r.permissions.map((p) => <li key={p} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-800">{permissionLabel(p)}</li>)}
          </ul>
        ) : (
          <span className="text-gray-600">Nothing yet</span>
        ),
    },
    {
      key: 'holders',
      header: 'Assigned to',
      className: 'whitespace-nowrap',
      render: (r) => [plural(r.employees_count, 'employee'), r.users_count ? plural(r.users_count, 'user') : null].filter(Boolean).join(', '),
    },
  ];

  return (
    <>
      <Head title="Roles" />
      <PageHeader
        title="Roles"
        back={{ href: route('employees.index'), label: 'Employees' }}
        description="What employees who sign in with employee login, and managers, may do."
        actions={<ButtonLink href={route('roles.create')} data-test="role-create">New role</ButtonLink>}
      />
      <DataTable
        data-test="roles-table"
        label="Roles"
        rowTest="role"
        columns={columns}
        rows={roles}
        rowKey={(r) => r.id}
        actions={(r) => (
          <>
            <ButtonLink href={route('roles.edit', { role: r.id })} variant="secondary" data-test="role-edit" aria-label={`Edit ${r.name}`}>Edit</ButtonLink>
            <Button variant="ghost" destructive data-test="role-delete" aria-label={`Delete ${r.name}`} onClick={() => destroy(r)}>Delete</Button>
          </>
        )}
        empty={<EmptyState message="No roles yet." hint="A role is a set of things an employee may do, like ringing up sales or seeing reports." action={<ButtonLink href={route('roles.create')}>Add your first role</ButtonLink>} />}
      />
    </>
  );
}
