import { Head } from '@inertiajs/react';
import InvoiceSheet, {
  InvoiceLinks,
  PRINT_CSS,
  useBillingText,
} from '@/Components/billing/InvoiceSheet';
import { Button } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

/** One of the store's own subscription invoices, printable; dates are the store's days. */
export default function Invoice({ invoice: i, seller }: PageProps<'Admin/Billing/Invoice'>) {
  const { t, day } = useBillingText();
  const title = t('billing.invoiceTitle', { number: i.number });
  return (
    <>
      <Head title={title} />
      <style>{PRINT_CSS}</style>
      <PageHeader
        title={title}
        back={{ href: route('billing.show'), label: t('billing.title') }}
        actions={
          <Button variant="secondary" onClick={() => window.print()} data-test="invoice-print">
            {t('ui.print')}
          </Button>
        }
      />
      <InvoiceLinks invoice={i} href={(id) => route('billing.invoice', { invoice: id })} />
      <InvoiceSheet invoice={i} seller={seller} />
      {i.dunning && (
        <aside
          className="mx-auto mt-4 max-w-3xl rounded-xl bg-white p-4 text-sm text-gray-700 shadow-sm ring-1 ring-gray-200 print:hidden"
          data-test="invoice-dunning"
        >
          <p>
            {t('billing.dunning', {
              due: day(i.due_on),
              retries: i.dunning.retries.map(day).join(', '),
              pastDue: day(i.dunning.past_due_on),
              readOnly: day(i.dunning.read_only_on),
              disabled: day(i.dunning.disabled_on),
            })}
          </p>
        </aside>
      )}
    </>
  );
}
