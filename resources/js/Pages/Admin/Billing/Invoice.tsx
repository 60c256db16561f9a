import { Head, Link } from '@inertiajs/react';
import InvoiceSheet, { PRINT_CSS } from '@/Components/billing/InvoiceSheet';
import { Button } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

/** One of the store's own subscription invoices (issue 20), printable; dates are the store's days. */
export default function Invoice({ invoice: i, seller }: PageProps<'Admin/Billing/Invoice'>) {
  return (
    <>
      <Head title={`Invoice ${i.number}`} />
      <style>{PRINT_CSS}</style>
      <PageHeader title={`Invoice ${i.number}`} back={{ href: route('billing.show'), label: 'Billing' }}
        actions={<Button variant="secondary" onClick={() => window.print()} data-test="invoice-print">Print</Button>} />
      {i.replaced_by && <p className="mb-3 rounded-lg bg-gray-100 p-3 text-sm text-gray-800 print:hidden" data-test="replaced-by">Voided{i.void_reason ? `: ${i.void_reason}` : ''}. Replaced by <Link className="font-semibold text-primary-700 underline" href={route('billing.invoice', { invoice: i.replaced_by.id })}>{i.replaced_by.number}</Link>.</p>}
      {i.replaces && <p className="mb-3 rounded-lg bg-gray-100 p-3 text-sm text-gray-800 print:hidden">Reissue of <Link className="font-semibold text-primary-700 underline" href={route('billing.invoice', { invoice: i.replaces.id })}>{i.replaces.number}</Link>.</p>}
      <InvoiceSheet invoice={i} seller={seller} />
      {i.dunning && (
        <aside className="mx-auto mt-4 max-w-3xl rounded-xl bg-white p-4 text-sm text-gray-700 shadow-sm ring-1 ring-gray-200 print:hidden" data-test="invoice-dunning">
          <p>Due {i.due_on}. If it is not paid: reminders on {i.dunning.retries.join(', ')}; past due from {i.dunning.past_due_on}, read-only from {i.dunning.read_only_on}, disabled on {i.dunning.disabled_on}.</p>
        </aside>
      )}
    </>
  );
}
