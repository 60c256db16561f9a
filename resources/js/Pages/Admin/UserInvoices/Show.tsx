import { Head } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import InvoiceSheet, {
  InvoiceLinks,
  PRINT_CSS,
  useBillingText,
} from '@/Components/billing/InvoiceSheet';
import InvoiceActions from './Partials/InvoiceActions';

/** One subscription invoice as the owner receives it: seller, bill-to snapshot, lines, totals, status stamp; printable. */
export default function Show({ invoice: i, seller, today }: PageProps<'Admin/UserInvoices/Show'>) {
  const { t, format, day } = useBillingText();
  return (
    <>
      <Head
        title={
          i.number
            ? t('billing.invoiceTitle', { number: i.number })
            : t('userinvoices.show.draftTitle')
        }
      />
      <style>{PRINT_CSS}</style>
      <PageHeader
        title={
          i.number
            ? t('billing.invoiceTitle', { number: i.number })
            : t('userinvoices.show.draftHeading')
        }
        back={{ href: route('user-invoices.index'), label: t('userinvoices.title') }}
        actions={<InvoiceActions invoice={i} today={today} />}
      />
      <InvoiceLinks invoice={i} href={(id) => route('user-invoices.show', { invoice: id })} />
      <InvoiceSheet invoice={i} seller={seller} />
      {(i.dunning || i.emailed_at) && (
        <aside
          className="mx-auto mt-4 max-w-3xl rounded-xl bg-white p-4 text-sm text-gray-700 shadow-sm ring-1 ring-gray-200 print:hidden"
          data-test="invoice-dunning"
        >
          {i.emailed_at && (
            <p>{t('userinvoices.show.emailed', { at: format.dateTime(i.emailed_at) })}</p>
          )}
          {i.dunning && (
            <p>
              {t('userinvoices.show.dunning', {
                retries: i.dunning.retries.map(day).join(', '),
                pastDue: day(i.dunning.past_due_on),
                readOnly: day(i.dunning.read_only_on),
                disabled: day(i.dunning.disabled_on),
              })}
            </p>
          )}
        </aside>
      )}
    </>
  );
}
