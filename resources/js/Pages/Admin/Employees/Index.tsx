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
import { useT } from '@/lib/i18n';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import { useFilterVisit, visitWithFilters } from '@/lib/useFilterVisit';
import type { EmployeeFilters, EmployeeListItem } from '@common/pages/Admin/Employees/types';
import type { PageProps } from '@common/pages';

export default function Index({ employees, filters }: PageProps<'Admin/Employees/Index'>) {
  const manage = can(usePage().props.auth.user, 'manage employees');
  const confirm = useConfirm();
  const { t } = useT();
  const [q, setQ] = useState(filters.q);

  const visit = (next: EmployeeFilters) =>
    visitWithFilters(route('employees.index'), {
      ...(next.q ? { q: next.q } : {}),
      ...(next.status !== 'all' ? { status: next.status } : {}),
    });

  // Typing asks the server again after a short pause, keeping the status filter.
  useFilterVisit(q, () => visit({ q, status: filters.status }));

  const trash = async (e: EmployeeListItem) => {
    if (
      await confirm({
        title: t('employees.index.trashTitle'),
        message: t('employees.index.trashMessage', { name: e.name }),
        actionLabel: t('employees.index.trashAction'),
      })
    ) {
      router.delete(route('employees.destroy', { employee: e.id }), { preserveScroll: true });
    }
  };

  const columns: Column<EmployeeListItem>[] = [
    {
      key: 'name',
      header: t('ui.name'),
      primary: true,
      render: (e) => (
        <span className="inline-flex items-center gap-2 font-medium text-gray-900">
          <span
            className="h-3 w-3 shrink-0 rounded-full"
            style={{ backgroundColor: e.calendar_color }}
            aria-hidden="true"
          />
          {e.name}
        </span>
      ),
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
      key: 'status',
      header: t('ui.status'),
      render: (e) => (
        <Badge tone={e.is_active ? 'primary' : 'neutral'} data-test="status-badge">
          {e.is_active ? t('ui.active') : t('ui.inactive')}
        </Badge>
      ),
    },
  ];

  const filtered = filters.q !== '' || filters.status !== 'all';
  const empty = filtered ? (
    <EmptyState
      message={t('employees.index.noMatch')}
      action={
        <Button
          variant="secondary"
          onClick={() => {
            setQ('');
            visit({ q: '', status: 'all' });
          }}
        >
          {t('employees.index.showAll')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      data-test="employees-first-run"
      message={t('employees.index.empty')}
      hint={t('employees.index.emptyHint')}
      action={
        manage && (
          <ButtonLink href={route('employees.create')} data-test="employee-create-first">
            {t('employees.index.addFirst')}
          </ButtonLink>
        )
      }
    />
  );

  return (
    <>
      <Head title={t('employees.index.title')} />
      <PageHeader
        title={t('employees.index.title')}
        actions={
          <>
            <ButtonLink
              href={route('employees.trashed')}
              variant="secondary"
              data-test="employees-trash"
            >
              {t('employees.index.trash')}
            </ButtonLink>
            {manage && (
              <ButtonLink
                href={route('roles.index')}
                variant="secondary"
                data-test="employees-roles"
              >
                {t('employees.index.roles')}
              </ButtonLink>
            )}
            {manage && (
              <ButtonLink href={route('employees.create')} data-test="employee-create">
                {t('employees.create.title')}
              </ButtonLink>
            )}
          </>
        }
      />
      <div className="mb-4 flex flex-wrap gap-3">
        <TextInput
          name="q"
          type="search"
          aria-label={t('ui.search')}
          placeholder={t('employees.index.searchPlaceholder')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          data-test="employee-search"
          fit
          className="min-w-0 max-w-sm flex-1 basis-56"
        />
        <Select
          name="status"
          aria-label={t('ui.status')}
          data-test="employee-status"
          value={filters.status}
          onChange={(e) => visit({ q, status: e.target.value as EmployeeFilters['status'] })}
          fit
        >
          <option value="all">{t('ui.all')}</option>
          <option value="active">{t('ui.active')}</option>
          <option value="inactive">{t('ui.inactive')}</option>
        </Select>
      </div>
      <DataTable
        data-test="employees-table"
        label={t('employees.index.title')}
        rowTest="employee"
        columns={columns}
        rows={employees.data}
        rowKey={(e) => e.id}
        empty={empty}
        actions={(e) => (
          <>
            <ButtonLink
              href={route('employees.edit', { employee: e.id })}
              variant="secondary"
              data-test="employee-edit"
              aria-label={
                manage
                  ? t('employees.index.editLabel', { name: e.name })
                  : t('employees.index.viewLabel', { name: e.name })
              }
            >
              {manage ? t('ui.edit') : t('ui.view')}
            </ButtonLink>
            {manage && (
              <ButtonLink
                href={route('employees.payroll', { employee: e.id })}
                variant="secondary"
                data-test="employee-payroll"
                aria-label={t('employees.index.payrollLabel', { name: e.name })}
              >
                {t('employees.tab.payroll')}
              </ButtonLink>
            )}
            <ButtonLink
              href={route('employees.working_hours', { employee: e.id })}
              variant="secondary"
              data-test="employee-working-hours"
              aria-label={t('employees.index.hoursLabel', { name: e.name })}
            >
              {t('employees.index.hours')}
            </ButtonLink>
            {manage && (
              <Button
                variant="ghost"
                destructive
                data-test="employee-delete"
                aria-label={t('employees.index.deleteLabel', { name: e.name })}
                onClick={() => trash(e)}
              >
                {t('ui.delete')}
              </Button>
            )}
          </>
        )}
      />
      {employees.total > 0 && <Pagination paginator={employees} />}
    </>
  );
}
