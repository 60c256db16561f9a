import { Head, Link } from '@inertiajs/react';
import Pagination from '@/Components/Pagination';
import Field from '@/Components/form/Field';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { INVOICE_STATUS, useBillingText } from '@/Components/billing/InvoiceSheet';
import { route } from '@/lib/route';
import { visitWithFilters } from '@/lib/useFilterVisit';
import type { PageProps } from '@common/pages';
import type { InvoiceListRow, Props } from '@common/pages/Admin/UserInvoices/Index';

function useColumns(): Column<InvoiceListRow>[] {
  const { t, money, day, period } = useBillingText();
  return [
    {
      key: 'number',
      header: t('billing.invoice'),
      primary: true,
      render: (i) => (
        <Link
          href={route('user-invoices.show', { invoice: i.id })}
          className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline"
          data-test="invoice-link"
        >
          {i.number ?? t('billing.draft')}
        </Link>
      ),
    },
    { key: 'store', header: t('userinvoices.store'), render: (i) => i.store },
    {
      key: 'period',
      header: t('billing.periodLabel'),
      render: (i) => <span className="text-sm">{period(i.period)}</span>,
    },
    {
      key: 'due',
      header: t('billing.due'),
      render: (i) => (
        <span
          className={`whitespace-nowrap text-sm ${i.overdue ? 'font-semibold text-danger-700' : ''}`}
        >
          {i.overdue ? t('userinvoices.dueOverdue', { date: day(i.due_on) }) : day(i.due_on)}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('ui.status'),
      render: (i) => (
        <Badge tone={i.status_tone} data-test="invoice-status">
          {INVOICE_STATUS[i.status] ? t(INVOICE_STATUS[i.status]) : i.status}
        </Badge>
      ),
    },
    {
      key: 'total',
      header: t('ui.total'),
      align: 'right',
      render: (i) => <span className="tabular-nums">{money(i.total_cents)}</span>,
    },
    {
      key: 'balance',
      header: t('billing.balance'),
      align: 'right',
      render: (i) => <span className="tabular-nums">{money(i.balance_cents)}</span>,
    },
  ];
}

/** Subscription invoices of every store, filtered by status, store and period start, with totals. */
export default function Index({
  invoices,
  filters,
  totals,
  options,
}: PageProps<'Admin/UserInvoices/Index'>) {
  const { t, money } = useBillingText();
  const columns = useColumns();
  const visit = (next: Partial<Props['filters']>) =>
    visitWithFilters(
      route('user-invoices.index'),
      Object.fromEntries(Object.entries({ ...filters, ...next }).filter(([, v]) => v !== '')),
    );

  return (
    <>
      <Head title={t('userinvoices.title')} />
      <PageHeader title={t('userinvoices.title')} description={t('userinvoices.description')} />
      <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4" data-test="invoice-totals">
        {[
          [t('billing.invoices'), String(totals.count)],
          [t('userinvoices.billed'), money(totals.total_cents)],
          [t('ui.paid'), money(totals.paid_cents)],
          [t('userinvoices.outstanding'), money(totals.outstanding_cents)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200">
            <p className="break-words text-sm text-gray-600">{label}</p>
            <p className="text-lg font-semibold tabular-nums text-gray-900">{value}</p>
          </div>
        ))}
      </div>
      <div
        className="mb-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2 lg:grid-cols-4"
        data-test="invoice-filters"
      >
        <Field name="status" label={t('ui.status')}>
          <Select
            name="status"
            value={filters.status}
            onChange={(e) => visit({ status: e.target.value })}
            data-test="filter-status"
          >
            <option value="">{t('userinvoices.anyStatus')}</option>
            {options.statuses.map((s) => (
              <option key={s} value={s}>
                {INVOICE_STATUS[s] ? t(INVOICE_STATUS[s]) : s}
              </option>
            ))}
          </Select>
        </Field>
        <Field name="store" label={t('userinvoices.store')}>
          <Select
            name="store"
            value={filters.store}
            onChange={(e) => visit({ store: e.target.value })}
            data-test="filter-store"
          >
            <option value="">{t('userinvoices.everyStore')}</option>
            {options.stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field name="from" label={t('userinvoices.periodFrom')}>
          <TextInput
            type="date"
            name="from"
            value={filters.from}
            onChange={(e) => visit({ from: e.target.value })}
          />
        </Field>
        <Field name="to" label={t('userinvoices.periodTo')}>
          <TextInput
            type="date"
            name="to"
            value={filters.to}
            onChange={(e) => visit({ to: e.target.value })}
          />
        </Field>
      </div>
      <DataTable
        label={t('billing.subscriptionInvoices')}
        columns={columns}
        rows={invoices.data}
        rowKey={(i) => i.id}
        rowTest="invoice"
        data-test="invoices"
        empty={<EmptyState message={t('userinvoices.empty')} hint={t('userinvoices.emptyHint')} />}
      />
      <Pagination paginator={invoices} />
    </>
  );
}
