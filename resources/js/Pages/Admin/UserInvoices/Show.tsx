import { Head, Link } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import InvoiceSheet, { PRINT_CSS } from '@/Components/billing/InvoiceSheet';
import InvoiceActions from './Partials/InvoiceActions';

/** One subscription invoice as the owner receives it (issue 20): seller, bill-to snapshot, lines, totals, status stamp; printable. */
export default function Show({ invoice: i, seller, today }: PageProps<'Admin/UserInvoices/Show'>) {
  return (
    <>
      <Head title={`Invoice ${i.number ?? 'draft'}`} />
      <style>{PRINT_CSS}</style>
      <PageHeader title={`Invoice ${i.number ?? '(draft)'}`} back={{ href: route('user-invoices.index'), label: 'Invoice' }} actions={<InvoiceActions invoice={i} today={today} />} />
      {i.replaced_by && <p className="mb-3 rounded-lg bg-gray-100 p-3 text-sm text-gray-800 print:hidden" data-test="replaced-by">Voided{i.void_reason ? `: ${i.void_reason}` : ''}. Replaced by <Link className="font-semibold text-primary-700 underline" href={route('user-invoices.show', { invoice: i.replaced_by.id })}>{i.replaced_by.number}</Link>.</p>}
      {i.replaces && <p className="mb-3 rounded-lg bg-gray-100 p-3 text-sm text-gray-800 print:hidden">Reissue of <Link className="font-semibold text-primary-700 underline" href={route('user-invoices.show', { invoice: i.replaces.id })}>{i.replaces.number}</Link>.</p>}
      <InvoiceSheet invoice={i} seller={seller} />
      {(i.dunning || i.emailed_at) && (
        <aside className="mx-auto mt-4 max-w-3xl rounded-xl bg-white p-4 text-sm text-gray-700 shadow-sm ring-1 ring-gray-200 print:hidden" data-test="invoice-dunning">
          {i.emailed_at && <p>Last emailed {i.emailed_at}.</p>}
          {i.dunning && <p>If unpaid: reminders on {i.dunning.retries.join(', ')}; past due from {i.dunning.past_due_on}, read-only from {i.dunning.read_only_on}, disabled on {i.dunning.disabled_on} (the store's days).</p>}
        </aside>
      )}
    </>
  );
}
