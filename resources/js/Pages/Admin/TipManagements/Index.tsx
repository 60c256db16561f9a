import { Head, router } from '@inertiajs/react';
import { useState } from 'react';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink } from '@/Components/ui/Button';
import Badge from '@/Components/ui/Badge';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { formatCurrency, formatLongDate } from '@/lib/format';
import { route } from '@/lib/route';
import ReallocateDialog, { type TippedTicket } from './Partials/ReallocateDialog';
import type { PageProps } from '@common/pages';
import type { TechnicianTips } from '@common/pages/Admin/TipManagements/Index';

const techColumns: Column<TechnicianTips>[] = [
  { key: 'name', header: 'Technician', primary: true, render: (t) => <span className="font-semibold text-gray-900">{t.name}</span> },
  { key: 'tickets', header: 'From tickets', render: (t) => t.tickets.join(', ') },
  { key: 'tips', header: 'Tips', align: 'right', className: 'tabular-nums', render: (t) => formatCurrency(t.tip_cents) },
];
const ticketColumns: Column<TippedTicket>[] = [
  { key: 'number', header: 'Ticket', primary: true, render: (t) => <span className="font-semibold text-gray-900">{t.number}</span> },
  { key: 'paid_at', header: 'Paid', render: (t) => t.paid_at },
  { key: 'split', header: 'Split', render: (t) => t.shares.map((s) => `${s.name} ${formatCurrency(s.cents)}`).join(', ') || 'Not split' },
  {
    key: 'tip', header: 'Tip', align: 'right', className: 'tabular-nums', render: (t) => (
      <span className="inline-flex flex-wrap items-center justify-end gap-2">
        {formatCurrency(t.tip_cents)}
        {t.card_tip && <Badge tone={t.card_tip === 'settled' ? 'neutral' : 'primary'} data-test={`card-tip-${t.id}`}>{t.card_tip === 'settled' ? 'Card tip settled' : 'Card tip open'}</Badge>}
      </span>
    ),
  },
];

export default function Index({ store, day, lock, technicians, tickets }: PageProps<'Admin/TipManagements/Index'>) {
  const [open, setOpen] = useState<TippedTicket | null>(null);
  const go = (date: string) => router.get(route('tip-managements.index'), { date }, { preserveScroll: true });
  const total = technicians.reduce((a, t) => a + t.tip_cents, 0);
  return (
    <>
      <Head title="Tip Management" />
      <PageHeader title="Tip Management" description={<span data-test="tips-day">{store.name} · {formatLongDate(day.date)}</span>} />
      <nav aria-label="Choose the day" className="mb-4 flex flex-wrap items-center gap-2">
        <ButtonLink href={route('tip-managements.index', { date: day.previous })} variant="secondary" data-test="day-previous" preserveScroll>← Previous day</ButtonLink>
        <TextInput type="date" name="date" aria-label="Day" data-test="day-picker" fit value={day.date} onChange={(e) => e.target.value && go(e.target.value)} />
        <ButtonLink href={route('tip-managements.index', { date: day.next })} variant="secondary" data-test="day-next" preserveScroll>Next day →</ButtonLink>
        {day.date !== day.today && <ButtonLink href={route('tip-managements.index')} variant="ghost" data-test="day-today">Today</ButtonLink>}
      </nav>
      {lock.message && <p data-test="tips-locked" className="mb-4 rounded-lg bg-gray-100 px-4 py-3 text-sm font-medium text-gray-800">{lock.message}</p>}

      <h2 className="mb-2 text-lg font-semibold text-gray-900">Tips per technician <span data-test="tips-total" className="tabular-nums text-gray-600">· {formatCurrency(total)}</span></h2>
      <div className="mb-6">
        <DataTable data-test="tips-technicians" label="Tips per technician" rowTest="technician" columns={techColumns} rows={technicians} rowKey={(t) => t.id}
          empty={<EmptyState message="No tips this day." hint="Tips on paid tickets show here, split as recorded on each ticket." />} />
      </div>

      <h2 className="mb-2 text-lg font-semibold text-gray-900">Tipped tickets</h2>
      <DataTable data-test="tips-tickets" label="Tipped tickets" rowTest="ticket" columns={ticketColumns} rows={tickets} rowKey={(t) => t.id}
        actions={lock.locked ? undefined : (t) => (
          <Button variant="secondary" data-test={`reallocate-${t.id}`} onClick={() => setOpen(t)} disabled={t.technicians.length === 0}>Re-allocate</Button>
        )}
        empty={<EmptyState message="No tipped tickets this day." />} />
      <p className="mt-2 text-sm text-gray-600">A ticket belongs to the store day it was paid ({store.timezone}). Changing the tip itself is done on the ticket.</p>
      {open && <ReallocateDialog ticket={open} onClose={() => setOpen(null)} />}
    </>
  );
}
