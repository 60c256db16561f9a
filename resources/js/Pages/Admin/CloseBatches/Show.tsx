import { Head, Link } from '@inertiajs/react';
import { textLinkClass } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import type { Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type { DifferenceKind } from '@common/pages/Admin/CloseBatches/Index';
import type { BatchTransactionRow } from '@common/pages/Admin/CloseBatches/Show';

/** A resolved difference's kind, as the server's DIFFERENCE_LABELS name it. */
const KINDS: Record<DifferenceKind, string> = {
  missing_on_terminal: 'closebatches.resolvedKind.missing_on_terminal',
  missing_on_pos: 'closebatches.resolvedKind.missing_on_pos',
  amount_mismatch: 'closebatches.resolvedKind.amount_mismatch',
  tip_not_adjusted: 'closebatches.resolvedKind.tip_not_adjusted',
  unknown_result: 'closebatches.resolvedKind.unknown_result',
  not_on_ticket: 'closebatches.resolvedKind.not_on_ticket',
};

const columnsFor = (
  t: Translate,
  format: ReturnType<typeof useStoreFormat>,
): Column<BatchTransactionRow>[] => [
  {
    key: 'ticket',
    header: t('closebatches.col.ticket'),
    primary: true,
    render: (r) =>
      r.ticket ? (
        <Link href={r.ticket.href} className={textLinkClass}>
          {r.ticket.number}
        </Link>
      ) : (
        t('closebatches.noTicket')
      ),
  },
  {
    key: 'card',
    header: t('ui.card'),
    render: (r) => (r.kind === 'return' ? t('closebatches.cardReturn', { card: r.card }) : r.card),
  },
  {
    key: 'amount',
    header: t('ui.amount'),
    align: 'right',
    className: 'tabular-nums',
    render: (r) => format.money(r.amount_cents),
  },
  {
    key: 'tip',
    header: t('ui.tip'),
    align: 'right',
    className: 'tabular-nums',
    render: (r) => format.money(r.tip_cents),
  },
  {
    key: 'by',
    header: t('closebatches.col.by'),
    render: (r) => `${r.by} · ${format.dateTime(r.at)}`,
  },
];

function Stat({ label, value, test }: { label: string; value: string; test: string }) {
  return (
    <div data-test={test} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-gray-200">
      <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">{label}</dt>
      <dd className="mt-1 font-semibold tabular-nums text-gray-900">{value}</dd>
    </div>
  );
}

export default function Show({
  batch,
  differences,
  transactions,
  back_href,
}: PageProps<'Admin/CloseBatches/Show'>) {
  const { t } = useT();
  const format = useStoreFormat();
  const at = format.dateTime(batch.closed_at);
  const number = batch.batch_no ?? batch.id;
  return (
    <>
      <Head title={t('closebatches.show.title', { number })} />
      <PageHeader
        title={t('closebatches.show.heading', { number, terminal: batch.terminal })}
        back={{ href: back_href, label: t('closebatches.title') }}
        description={
          batch.host_ref
            ? t('closebatches.show.closedByRef', {
                at,
                by: batch.by,
                ref: batch.host_ref,
              })
            : t('closebatches.show.closedBy', { at, by: batch.by })
        }
      />
      <dl className="mb-6 grid gap-3 sm:grid-cols-3">
        <Stat
          test="host-settled"
          label={t('closebatches.show.host')}
          value={t('closebatches.show.countAmount', {
            count: batch.host.count,
            amount: format.money(batch.host.amount_cents),
          })}
        />
        <Stat
          test="pos-side"
          label={t('closebatches.show.pos')}
          value={t('closebatches.show.countAmountTips', {
            count: batch.pos.count,
            amount: format.money(batch.pos.amount_cents),
            tips: format.money(batch.pos.tip_cents),
          })}
        />
        <Stat
          test="terminal-side"
          label={t('closebatches.show.terminalBeforeTips')}
          value={t('closebatches.show.countAmount', {
            count: batch.terminal_side.count,
            amount: format.money(batch.terminal_side.amount_cents),
          })}
        />
      </dl>
      {differences.length > 0 && (
        <>
          <h2 className="mb-2 text-lg font-semibold text-gray-900">
            {t('closebatches.show.differences')}
          </h2>
          <ul data-test="batch-differences" className="mb-6 space-y-2">
            {differences.map((d, i) => (
              <li
                key={i}
                className="rounded-lg bg-white px-4 py-3 text-sm shadow-sm ring-1 ring-gray-200"
              >
                <span className="font-semibold text-gray-900">
                  {KINDS[d.kind] ? t(KINDS[d.kind]) : d.label}
                </span>
                {d.terminal_ref && <span className="text-gray-600"> · #{d.terminal_ref}</span>}
                <p className="text-gray-700">{d.resolution}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2 className="mb-2 text-lg font-semibold text-gray-900">
        {t('closebatches.show.transactions')}
      </h2>
      <DataTable
        data-test="batch-transactions"
        label={t('closebatches.show.transactions')}
        rowTest="transaction"
        columns={columnsFor(t, format)}
        rows={transactions}
        rowKey={(r) => r.id}
        empty={<EmptyState message={t('closebatches.show.noSales')} />}
      />
    </>
  );
}
