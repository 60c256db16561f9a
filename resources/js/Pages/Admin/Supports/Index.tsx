import { Head, Link } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Select from '@/Components/form/Select';
import Badge from '@/Components/ui/Badge';
import { ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { visitWithFilters } from '@/lib/useFilterVisit';
import type { PageProps } from '@common/pages';
import type { SupportTicketStatus } from '@common/supports';
import type { Props, SupportTicketRow } from '@common/pages/Admin/Supports/Index';

/** A ticket's status in the reader's language, by the code the server sends. */
const TICKET_STATUS: Record<SupportTicketStatus, string> = {
  open: 'supports.status.open',
  answered: 'supports.status.answered',
  closed: 'supports.status.closed',
};

/** Support tickets: a store's (or a partner's) own; the super admin sees every one, by status and store. */
export default function Index({
  tickets,
  filters,
  is_staff,
  options,
}: PageProps<'Admin/Supports/Index'>) {
  const { t } = useT();
  const format = useStoreFormat();
  const visit = (next: Partial<Props['filters']>) =>
    visitWithFilters(
      route('supports.index'),
      Object.fromEntries(Object.entries({ ...filters, ...next }).filter(([, v]) => v !== '')),
    );
  const columns: Column<SupportTicketRow>[] = [
    {
      key: 'subject',
      header: t('supports.subject'),
      primary: true,
      render: (r) => (
        <Link
          href={route('supports.show', { ticket: r.id })}
          className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline"
          data-test="ticket-link"
        >
          {r.subject}
        </Link>
      ),
    },
    ...(is_staff
      ? [
          {
            key: 'store',
            header: t('supports.store'),
            render: (r: SupportTicketRow) => r.store ?? t('supports.partner'),
          },
        ]
      : []),
    { key: 'opened_by', header: t('supports.index.openedBy'), render: (r) => r.opened_by },
    {
      key: 'status',
      header: t('ui.status'),
      render: (r) => (
        <Badge tone={r.status_tone} data-test="ticket-status">
          {t(TICKET_STATUS[r.status])}
        </Badge>
      ),
    },
    {
      key: 'messages',
      header: t('supports.index.messages'),
      align: 'right',
      render: (r) => <span className="tabular-nums">{r.messages}</span>,
    },
    {
      key: 'last',
      header: t('supports.index.last'),
      render: (r) => (
        <span className="whitespace-nowrap text-sm">{format.dateTime(r.last_at)}</span>
      ),
    },
  ];

  return (
    <>
      <Head title={t('supports.title')} />
      <PageHeader
        title={t('supports.title')}
        description={
          is_staff ? t('supports.index.staffDescription') : t('supports.index.description')
        }
        actions={
          is_staff ? undefined : (
            <ButtonLink href={route('supports.create')} data-test="ticket-new">
              {t('supports.new')}
            </ButtonLink>
          )
        }
      />
      <div
        className="mb-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2"
        data-test="ticket-filters"
      >
        <Field name="status" label={t('ui.status')}>
          <Select
            name="status"
            value={filters.status}
            onChange={(e) => visit({ status: e.target.value })}
            data-test="filter-status"
          >
            <option value="">{t('supports.index.anyStatus')}</option>
            {options.statuses.map((s) => (
              <option key={s} value={s}>
                {t(TICKET_STATUS[s])}
              </option>
            ))}
          </Select>
        </Field>
        {is_staff && (
          <Field name="store" label={t('supports.store')}>
            <Select
              name="store"
              value={filters.store}
              onChange={(e) => visit({ store: e.target.value })}
              data-test="filter-store"
            >
              <option value="">{t('supports.index.everyStore')}</option>
              {options.stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
      <DataTable
        label={t('supports.index.tickets')}
        columns={columns}
        rows={tickets}
        rowKey={(r) => r.id}
        rowTest="ticket"
        data-test="tickets"
        empty={
          <EmptyState
            message={t('supports.index.empty')}
            hint={is_staff ? t('supports.index.emptyStaff') : t('supports.index.emptyHint')}
          />
        }
      />
    </>
  );
}
