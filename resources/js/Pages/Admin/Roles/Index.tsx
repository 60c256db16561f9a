import { Head, router } from '@inertiajs/react';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import { Button, ButtonLink } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { permissionLabel } from './Partials/RoleForm';
import type { PageProps } from '@common/pages';
import type { RoleRow } from '@common/pages/Admin/Roles/Index';
export type { RoleRow } from '@common/pages/Admin/Roles/Index';

export { permissionLabel } from './Partials/RoleForm';

export default function Index({ roles }: PageProps<'Admin/Roles/Index'>) {
  const confirm = useConfirm();
  const { t } = useT();
  const destroy = async (role: RoleRow) => {
    if (
      await confirm({
        title: t('roles.index.deleteTitle'),
        message: t('roles.index.deleteMessage', { name: role.name }),
        actionLabel: t('ui.delete'),
      })
    ) {
      router.delete(route('roles.destroy', { role: role.id }), { preserveScroll: true });
    }
  };

  const columns: Column<RoleRow>[] = [
    {
      key: 'name',
      header: t('roles.role'),
      primary: true,
      render: (r) => <span className="font-medium text-gray-900">{r.name}</span>,
    },
    {
      key: 'permissions',
      header: t('roles.index.may'),
      wide: true,
      render: (r) =>
        r.permissions.length ? (
          <ul className="mt-1 flex flex-wrap gap-1">
            {r.permissions.map((p) => (
              <li key={p} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-800">
                {permissionLabel(p)}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-gray-600">{t('roles.index.nothing')}</span>
        ),
    },
    {
      key: 'holders',
      header: t('roles.index.assigned'),
      className: 'whitespace-nowrap',
      render: (r) =>
        r.users_count
          ? t('roles.index.holders', { employees: r.employees_count, users: r.users_count })
          : t('roles.index.employees', { count: r.employees_count }),
    },
  ];

  return (
    <>
      <Head title={t('roles.index.title')} />
      <PageHeader
        title={t('roles.index.title')}
        back={{ href: route('employees.index'), label: t('roles.employees') }}
        description={t('roles.index.description')}
        actions={
          <ButtonLink href={route('roles.create')} data-test="role-create">
            {t('roles.create.title')}
          </ButtonLink>
        }
      />
      <DataTable
        data-test="roles-table"
        label={t('roles.index.title')}
        rowTest="role"
        columns={columns}
        rows={roles}
        rowKey={(r) => r.id}
        actions={(r) => (
          <>
            <ButtonLink
              href={route('roles.edit', { role: r.id })}
              variant="secondary"
              data-test="role-edit"
              aria-label={t('roles.index.editLabel', { name: r.name })}
            >
              {t('ui.edit')}
            </ButtonLink>
            <Button
              variant="ghost"
              destructive
              data-test="role-delete"
              aria-label={t('roles.index.deleteLabel', { name: r.name })}
              onClick={() => destroy(r)}
            >
              {t('ui.delete')}
            </Button>
          </>
        )}
        empty={
          <EmptyState
            message={t('roles.index.empty')}
            hint={t('roles.index.emptyHint')}
            action={
              <ButtonLink href={route('roles.create')}>{t('roles.index.addFirst')}</ButtonLink>
            }
          />
        }
      />
    </>
  );
}
