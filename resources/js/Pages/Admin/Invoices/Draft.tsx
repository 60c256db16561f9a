import { Head, router } from '@inertiajs/react';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import { Button, ButtonLink } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { formatCurrency } from '@/lib/format';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { SavedTicket } from '@common/pages/Admin/Invoices/Draft';

const age = (minutes: number) =>
  minutes < 1 ? 'just now' : `${minutes < 60 ? `${minutes} min` : minutes < 60 * 24 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${Math.floor(minutes / 1440)} d`} ago`;

/** Saved Ticket (invoices.draft): tickets saved unpaid, resumed on the pay screen or deleted. */
export default function Draft({ drafts }: PageProps<'Admin/Invoices/Draft'>) {
  const confirm = useConfirm();
  const remove = async (d: SavedTicket) => {
    if (await confirm({ title: 'Delete saved ticket?', message: `The ticket${d.customer ? ` for ${d.customer}` : ''} (${formatCurrency(d.amount_due)}) will be deleted.`, actionLabel: 'Delete' })) {
      router.delete(route('invoices.draft.destroy', { draft: d.id }), { preserveScroll: true });
    }
  };
  const columns: Column<SavedTicket>[] = [
    { key: 'customer', header: 'Customer', primary: true, render: (d) => (d.customer ? <span className="font-medium text-gray-900">{d.customer} <span className="font-normal text-gray-600">{d.customer_phone}</span></span> : <span className="text-gray-600">Walk-in</span>) },
    { key: 'technicians', header: 'Technicians', render: (d) => d.technicians.join(', ') || '—' },
    { key: 'total', header: 'Amount due', render: (d) => formatCurrency(d.amount_due), className: 'tabular-nums whitespace-nowrap' },
    { key: 'age', header: 'Saved', render: (d) => <span title={d.saved_at}>{age(d.age_minutes)}</span>, className: 'whitespace-nowrap' },
  ];
  return (
    <>
      <Head title="Saved Ticket" />
      <PageHeader title="Saved tickets" description="Tickets saved before payment. Resume one to change it or take payment." actions={<ButtonLink href={route('pos.select_technician')}>New ticket</ButtonLink>} />
      <DataTable
        data-test="drafts-table"
        label="Saved tickets"
        rowTest="draft"
        columns={columns}
        rows={drafts}
        rowKey={(d) => d.id}
        empty={<EmptyState message="No saved tickets." hint="On the pay screen, Save ticket keeps a ticket here until it is paid." action={<ButtonLink href={route('pos.select_technician')}>Start a ticket</ButtonLink>} />}
        actions={(d) => (
          <>
            <ButtonLink href={route('pos.pay', { draft: d.id })} data-test="resume-draft" aria-label={`Resume the ticket of ${d.customer ?? 'a walk-in'}`}>Resume</ButtonLink>
            <Button variant="ghost" destructive onClick={() => remove(d)} data-test="delete-draft" aria-label={`Delete the ticket of ${d.customer ?? 'a walk-in'}`}>Delete</Button>
          </>
        )}
      />
    </>
  );
}
