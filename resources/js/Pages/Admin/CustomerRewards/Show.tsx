import { Head, Link } from '@inertiajs/react';
import { ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { formatPhone } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type { LedgerKind, LedgerRow } from '@common/pages/Admin/CustomerRewards/Show';

/** A ledger row's kind, as the catalogue says it. */
const KIND_KEYS: Record<LedgerKind, string> = {
  earn: 'customerrewards.kind.earn',
  bonus: 'customerrewards.kind.bonus',
  redeem: 'customerrewards.kind.redeem',
  reverse: 'customerrewards.kind.reverse',
  expire: 'customerrewards.kind.expire',
  adjust: 'customerrewards.kind.adjust',
};

type Format = ReturnType<typeof useStoreFormat>;

const dates = (e: LedgerRow, t: Translate, at: Format['dateTime']) =>
  e.available_at && e.expires_at
    ? t('customerrewards.ledger.fromExpires', { from: at(e.available_at), to: at(e.expires_at) })
    : e.available_at
      ? t('customerrewards.ledger.from', { date: at(e.available_at) })
      : e.expires_at
        ? t('customerrewards.ledger.expires', { date: at(e.expires_at) })
        : '';

const columnsFor = (t: Translate, format: Format): Column<LedgerRow>[] => [
  {
    key: 'when',
    header: t('customerrewards.ledger.when'),
    primary: true,
    className: 'whitespace-nowrap',
    render: (e) => format.dateTime(e.created_at),
  },
  {
    key: 'kind',
    header: t('customerrewards.ledger.what'),
    render: (e) => (
      <>
        <span className="font-medium text-gray-900">{t(KIND_KEYS[e.kind])}</span>
        {e.what && (
          <span className="block text-sm text-gray-600">
            {e.discount
              ? t('customerrewards.ledger.whatOff', {
                  what: e.what,
                  amount: format.money(e.discount),
                })
              : e.what}
          </span>
        )}
      </>
    ),
  },
  {
    key: 'points',
    header: t('customerrewards.points'),
    align: 'right',
    className: 'tabular-nums font-semibold',
    render: (e) => (e.points > 0 ? `+${e.points}` : String(e.points)),
  },
  {
    key: 'dates',
    header: t('customerrewards.ledger.dates'),
    render: (e) => <span className="text-sm text-gray-600">{dates(e, t, format.dateTime)}</span>,
  },
  {
    key: 'ticket',
    header: t('customerrewards.ledger.ticket'),
    render: (e) =>
      e.invoice_id ? (
        <Link
          href={route('invoices.show', { invoice: e.invoice_id })}
          className="text-primary-700 underline-offset-2 hover:underline"
        >
          #{e.invoice_id}
        </Link>
      ) : (
        ''
      ),
  },
  { key: 'by', header: t('customerrewards.ledger.by'), render: (e) => e.by },
];

/** One customer's points: the balance and the ledger it is summed from, newest first. */
export default function Show({
  customer,
  points,
  entries,
}: PageProps<'Admin/CustomerRewards/Show'>) {
  const { t } = useT();
  const format = useStoreFormat();
  return (
    <>
      <Head title={t('customerrewards.show.title', { name: customer.name })} />
      <PageHeader
        title={customer.name}
        actions={
          <ButtonLink href={route('customer-rewards.index')} variant="secondary">
            {t('customerrewards.show.back')}
          </ButtonLink>
        }
      />
      {customer.phone && (
        <p className="-mt-2 mb-4 text-sm text-gray-600">{formatPhone(customer.phone)}</p>
      )}
      <section
        className="mb-6 grid grid-cols-3 gap-3"
        aria-label={t('customerrewards.points')}
        data-test="customer-points"
      >
        {(
          [
            [t('customerrewards.available'), points.available],
            [t('customerrewards.pending'), points.pending],
            [t('customerrewards.lifetime'), points.lifetime],
          ] as const
        ).map(([label, n]) => (
          <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
            <p className="text-sm text-gray-600">{label}</p>
            <p className="text-2xl font-bold tabular-nums text-gray-900">{n}</p>
          </div>
        ))}
      </section>
      <DataTable
        data-test="points-ledger"
        label={t('customerrewards.ledger.label')}
        rowTest="ledger"
        columns={columnsFor(t, format)}
        rows={entries}
        rowKey={(e) => e.id}
        empty={<EmptyState message={t('customerrewards.ledger.empty')} />}
      />
    </>
  );
}
