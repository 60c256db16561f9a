import { Head, Link } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Select from '@/Components/form/Select';
import Badge from '@/Components/ui/Badge';
import { ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import { visitWithFilters } from '@/lib/useFilterVisit';
import type { PageProps } from '@common/pages';
import type { Props, SupportTicketRow } from '@common/pages/Admin/Supports/Index';

/** Support tickets (issue 20): a store's (or a partner's) own; the super admin sees every one, by status and store. */
export default function Index({ tickets, filters, is_staff, options }: PageProps<'Admin/Supports/Index'>) {
  const visit = (next: Partial<Props['filters']>) => visitWithFilters(route('supports.index'), Object.fromEntries(Object.entries({ ...filters, ...next }).filter(([, v]) => v !== '')));
  const columns: Column<SupportTicketRow>[] = [
    {
      key: 'subject', header: 'Subject', primary: true,
      render: (t) => <Link href={route('supports.show', { ticket: t.id })} className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline" data-test="ticket-link">{t.subject}</Link>,
    },
    ...(is_staff ? [{ key: 'store', header: 'Store', render: (t: SupportTicketRow) => t.store ?? 'Referral partner' }] : []),
    { key: 'opened_by', header: 'Opened by', render: (t) => t.opened_by },
    { key: 'status', header: 'Status', render: (t) => <Badge tone={t.status_tone} data-test="ticket-status">{t.status_label}</Badge> },
    { key: 'messages', header: 'Messages', align: 'right', render: (t) => <span className="tabular-nums">{t.messages}</span> },
    { key: 'last', header: 'Last message', render: (t) => <span className="whitespace-nowrap text-sm">{t.last_at}</span> },
  ];

  return (
    <>
      <Head title="Supports" />
      <PageHeader
        title="Supports"
        description={is_staff ? 'Every store’s tickets: answer them here; the store is emailed each reply.' : 'Ask the Chairside team for help: they answer here and by email.'}
        actions={is_staff ? undefined : <ButtonLink href={route('supports.create')} data-test="ticket-new">New ticket</ButtonLink>}
      />
      <div className="mb-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2" data-test="ticket-filters">
        <Field name="status" label="Status">
          <Select name="status" value={filters.status} onChange={(e) => visit({ status: e.target.value })} data-test="filter-status">
            <option value="">Any status</option>
            {options.statuses.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
          </Select>
        </Field>
        {is_staff && (
          <Field name="store" label="Store">
            <Select name="store" value={filters.store} onChange={(e) => visit({ store: e.target.value })} data-test="filter-store">
              <option value="">Every store</option>
              {options.stores.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
            </Select>
          </Field>
        )}
      </div>
      <DataTable label="Support tickets" columns={columns} rows={tickets} rowKey={(t) => t.id} rowTest="ticket" data-test="tickets"
        empty={<EmptyState message="No tickets." hint={is_staff ? 'Clear a filter to see more.' : 'Open one with New ticket.'} />} />
    </>
  );
}
