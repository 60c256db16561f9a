import { Head, Link, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import Field from '@/Components/form/Field';
import RadioGroup from '@/Components/form/RadioGroup';
import Textarea from '@/Components/form/Textarea';
import { Button } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { formatCurrency } from '@/lib/format';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { OfflineTicketItem } from '@common/pages/Admin/OfflineTickets/Index';

type Resolution = 'accepted_today' | 'accepted_recorded' | 'discarded';

/** What the station recorded: its lines, and for a ticket the total it showed and the cash it took. */
function Recorded({ item }: { item: OfflineTicketItem }) {
  return (
    <>
      <ul className="mt-2 space-y-1 text-sm text-gray-800" data-test="offline-lines">
        {item.lines.map((line, i) => <li key={i} className="break-words">{line}</li>)}
      </ul>
      {item.shown_total !== null && (
        <p className="mt-2 text-sm text-gray-700">
          Shown as due <span className="font-semibold tabular-nums">{formatCurrency(item.shown_total)}</span> · cash taken{' '}
          <span className="font-semibold tabular-nums">{formatCurrency(item.cash_taken ?? 0)}</span>
        </p>
      )}
    </>
  );
}

/** One waiting ticket or clock event and the manager's decision on it. */
function Waiting({ item }: { item: OfflineTicketItem }) {
  const ticket = item.kind === 'ticket';
  const form = useForm<{ resolution: Resolution; note: string }>({ resolution: ticket ? 'accepted_today' : 'discarded', note: '' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.post(route('offline-tickets.resolve', { offlineTicket: item.id }), { preserveScroll: true });
  };
  const name = `resolution-${item.id}`;
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200" data-test="offline-waiting" data-id={item.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 className="text-base font-semibold text-gray-900">{item.kind_label}</h2>
        <span className="text-sm tabular-nums text-gray-700">{item.recorded_at}</span>
      </div>
      {item.reason && <p className="mt-1 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-800" data-test="offline-reason">{item.reason}</p>}
      <Recorded item={item} />
      <form onSubmit={submit} className="mt-4 space-y-3">
        {ticket ? (
          <RadioGroup<Resolution>
            name={name} legend="What to do" columns={3} value={form.data.resolution} onChange={(v) => form.setData('resolution', v)} error={form.errors.resolution}
            options={[
              { value: 'accepted_today', label: 'Accept at today’s prices', hint: 'Paid in cash for today’s total.' },
              { value: 'accepted_recorded', label: 'Accept as recorded', hint: 'The prices the station showed, on your approval.' },
              { value: 'discarded', label: 'Discard', hint: 'No sale is recorded.' },
            ]}
          />
        ) : (
          <>
            <p className="text-sm text-gray-700">Correct the shift under Clock In/Out, then dismiss this.</p>
            {form.errors.resolution && <p className="text-sm font-medium text-danger-700" data-test={`error-${name}`}>{form.errors.resolution}</p>}
          </>
        )}
        <Field name="note" id={`note-${item.id}`} label={form.data.resolution === 'discarded' ? 'Reason' : 'Note (optional)'} error={form.errors.note}>
          <Textarea id={`note-${item.id}`} name="note" rows={2} maxLength={500} value={form.data.note} onChange={(e) => form.setData('note', e.target.value)} />
        </Field>
        <Button type="submit" busy={form.processing} data-test="offline-resolve" variant={form.data.resolution === 'discarded' ? 'danger' : 'primary'}>
          {form.data.resolution === 'discarded' ? (ticket ? 'Discard' : 'Dismiss') : 'Accept'}
        </Button>
      </form>
    </li>
  );
}

/** offline-tickets.index: what the stations recorded offline and the server could not take as it was (issue 21). */
export default function Index({ waiting, resolved }: PageProps<'Admin/OfflineTickets/Index'>) {
  return (
    <>
      <Head title="Offline tickets" />
      <PageHeader title="Offline tickets" description="Sales and clock events a station recorded while offline that need your decision: a price changed, a technician left, a shift overlaps." />
      {waiting.length === 0 ? (
        <EmptyState message="Nothing to resolve." hint="What a station records offline is sent when it is back online; anything that needs you shows here." data-test="offline-empty" />
      ) : (
        <ul className="space-y-4" data-test="offline-waiting-list">
          {waiting.map((item) => <Waiting key={item.id} item={item} />)}
        </ul>
      )}
      {resolved.length > 0 && (
        <section className="mt-8" aria-labelledby="offline-resolved-title">
          <h2 id="offline-resolved-title" className="mb-3 text-lg font-semibold text-gray-900">Resolved</h2>
          <ul className="divide-y divide-gray-100 rounded-xl bg-white px-4 shadow-sm ring-1 ring-gray-200" data-test="offline-resolved-list">
            {resolved.map((item) => (
              <li key={item.id} className="py-3" data-test="offline-resolved">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium text-gray-900">{item.kind_label} · {item.recorded_at}</span>
                  <span className="text-sm text-gray-700">{item.resolution_label} by {item.resolved_by} · {item.resolved_at}</span>
                </div>
                {item.resolution_note && <p className="mt-1 text-sm text-gray-700 break-words">{item.resolution_note}</p>}
                {item.invoice_id !== null && (
                  <Link href={route('invoices.show', { invoice: item.invoice_id })} className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 underline">Receipt</Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
