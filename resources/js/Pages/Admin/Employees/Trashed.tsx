import { Head, router, usePage } from '@inertiajs/react';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import Pagination from '@/Components/Pagination';
import { Button, ButtonLink } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import type { EmployeeListItem } from '@common/pages/Admin/Employees/types';
import type { PageProps } from '@common/pages';

export default function Trashed({ employees }: PageProps<'Admin/Employees/Trashed'>) {
  const manage = can(usePage().props.auth.user, 'manage employees');
  const { t } = useT();
  const format = useStoreFormat();
  const restore = (e: EmployeeListItem) =>
    router.put(route('employees.restore', { employee: e.id }), {}, { preserveScroll: true });

  const columns: Column<EmployeeListItem>[] = [
    {
      key: 'name',
      header: t('ui.name'),
      primary: true,
      render: (e) => <span className="font-medium text-gray-900">{e.name}</span>,
    },
    {
      key: 'employee_id',
      header: t('ui.userId'),
      render: (e) => e.employee_id,
      className: 'tabular-nums',
    },
    {
      key: 'phone',
      header: t('ui.phone'),
      render: (e) => e.phone_formatted || '—',
      className: 'whitespace-nowrap tabular-nums',
    },
    { key: 'role', header: t('employees.role'), render: (e) => e.role_name ?? '—' },
    {
      key: 'deleted_at',
      header: t('employees.trashed.when'),
      render: (e) => format.dateTime(e.deleted_at),
      className: 'whitespace-nowrap tabular-nums',
    },
  ];

  return (
    <>
      <Head title={t('employees.trashed.title')} />
      <PageHeader
        title={t('employees.trashed.title')}
        back={{ href: route('employees.index'), label: t('employees.index.title') }}
      />
      <DataTable
        data-test="trashed-table"
        label={t('employees.trashed.title')}
        rowTest="employee"
        columns={columns}
        rows={employees.data}
        rowKey={(e) => e.id}
        actions={
          manage
            ? (e) => (
                <Button
                  variant="secondary"
                  data-test="employee-restore"
                  aria-label={t('employees.trashed.restoreLabel', { name: e.name })}
                  onClick={() => restore(e)}
                >
                  {t('employees.trashed.restore')}
                </Button>
              )
            : undefined
        }
        empty={
          <EmptyState
            message={t('employees.trashed.empty')}
            hint={t('employees.trashed.emptyHint')}
            action={
              <ButtonLink href={route('employees.index')} variant="secondary">
                {t('employees.backToList')}
              </ButtonLink>
            }
          />
        }
      />
      {employees.total > 0 && <Pagination paginator={employees} />}
    </>
  );
}
