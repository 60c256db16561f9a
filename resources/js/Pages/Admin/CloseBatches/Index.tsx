import { Head, Link } from '@inertiajs/react';
import Pagination from '@/Components/Pagination';
import Badge from '@/Components/ui/Badge';
import { ButtonLink, textLinkClass } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import type { Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type { BatchHistoryRow } from '@common/pages/Admin/CloseBatches/Index';
import TerminalBatch from './Partials/TerminalBatch';

const historyColumns = (
  t: Translate,
  format: ReturnType<typeof useStoreFormat>,
): Column<BatchHistoryRow>[] => [
  {
    key: 'closed_at',
    header: t('closebatches.col.closed'),
    primary: true,
    render: (b) => (
      <Link href={b.href} className={textLinkClass} data-test={`batch-link-${b.id}`}>
        {format.dateTime(b.closed_at)}
      </Link>
    ),
  },
  { key: 'terminal', header: t('closebatches.col.terminal'), render: (b) => b.terminal },
  {
    key: 'count',
    header: t('closebatches.col.sales'),
    align: 'right',
    className: 'tabular-nums',
    render: (b) => b.count,
  },
  {
    key: 'amount',
    header: t('closebatches.col.settled'),
    align: 'right',
    className: 'tabular-nums',
    render: (b) => format.money(b.amount_cents),
  },
  { key: 'host_ref', header: t('closebatches.col.hostRef'), render: (b) => b.host_ref ?? '—' },
  {
    key: 'differences',
    header: t('closebatches.col.differences'),
    align: 'right',
    render: (b) => b.differences,
  },
];

export default function Index({
  terminals,
  cutoff,
  tip_mode,
  batches,
  terminals_href,
}: PageProps<'Admin/CloseBatches/Index'>) {
  const { t } = useT();
  const format = useStoreFormat();
  return (
    <>
      <Head title={t('closebatches.title')} />
      <PageHeader
        title={t('closebatches.title')}
        description={
          tip_mode === 'adjust'
            ? t('closebatches.descriptionAdjust')
            : t('closebatches.descriptionDevice')
        }
      >
        <p
          data-test="cutoff"
          className={`mt-3 inline-flex flex-wrap items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium ${cutoff.past ? 'bg-danger-50 text-danger-800' : 'bg-gray-100 text-gray-800'}`}
        >
          {t('closebatches.cutoff', { time: format.minuteOfDay(cutoff.minute) })}
          {cutoff.past && (
            <Badge tone="danger" data-test="cutoff-past">
              {t('closebatches.cutoffPast')}
            </Badge>
          )}
        </p>
      </PageHeader>

      {terminals.length === 0 ? (
        <div className="mb-8">
          <EmptyState
            message={t('closebatches.noTerminals')}
            hint={t('closebatches.noTerminalsHint')}
            action={
              <ButtonLink href={terminals_href}>{t('closebatches.terminalDevices')}</ButtonLink>
            }
          />
        </div>
      ) : (
        terminals.map((t) => <TerminalBatch key={t.id} terminal={t} />)
      )}

      <h2 className="mb-2 text-lg font-semibold text-gray-900">{t('closebatches.closed')}</h2>
      <DataTable
        data-test="batch-history"
        label={t('closebatches.closed')}
        rowTest="batch"
        columns={historyColumns(t, format)}
        rows={batches.data}
        rowKey={(b) => b.id}
        empty={<EmptyState message={t('closebatches.noClosed')} />}
      />
      {batches.total > 0 && <Pagination paginator={batches} />}
    </>
  );
}
