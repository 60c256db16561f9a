import { Head, Link } from '@inertiajs/react';
import Pagination from '@/Components/Pagination';
import Badge from '@/Components/ui/Badge';
import { ButtonLink, textLinkClass } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { INTL_LOCALES, type Translate } from '@common/i18n';
import { parseCents } from '@common/money';
import type { PageProps } from '@common/pages';
import type { BatchHistoryRow } from '@common/pages/Admin/CloseBatches/Index';
import TerminalBatch from './Partials/TerminalBatch';

const historyColumns = (
  t: Translate,
  money: (text: string) => string,
): Column<BatchHistoryRow>[] => [
  {
    key: 'closed_at',
    header: t('closebatches.col.closed'),
    primary: true,
    render: (b) => (
      <Link href={b.href} className={textLinkClass} data-test={`batch-link-${b.id}`}>
        {b.closed_at}
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
    render: (b) => money(b.amount),
  },
  { key: 'host_ref', header: t('closebatches.col.hostRef'), render: (b) => b.host_ref ?? '—' },
  {
    key: 'differences',
    header: t('closebatches.col.differences'),
    align: 'right',
    render: (b) => b.differences,
  },
];

/** The server's "Close before 9:00 PM": its time, read back to be said in the page's language. */
const CUTOFF = /^Close before ((\d{1,2}):(\d{2}) ([AP]M))$/;

export default function Index({
  terminals,
  cutoff,
  tip_mode,
  batches,
  terminals_href,
}: PageProps<'Admin/CloseBatches/Index'>) {
  const { t, locale } = useT();
  const format = useFormat();
  const money = (text: string) => {
    const cents = parseCents(text);
    return cents === null ? text : format.money(cents);
  };
  const cut = CUTOFF.exec(cutoff.label);
  const cutoffTime =
    !cut || locale === 'en'
      ? cut?.[1]
      : new Intl.DateTimeFormat(INTL_LOCALES[locale], {
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'UTC',
        }).format(
          new Date(
            Date.UTC(
              2000,
              0,
              1,
              (Number(cut[2]) % 12) + (cut[4] === 'PM' ? 12 : 0),
              Number(cut[3]),
            ),
          ),
        );
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
          {cutoffTime ? t('closebatches.cutoff', { time: cutoffTime }) : cutoff.label}
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
        columns={historyColumns(t, money)}
        rows={batches.data}
        rowKey={(b) => b.id}
        empty={<EmptyState message={t('closebatches.noClosed')} />}
      />
      {batches.total > 0 && <Pagination paginator={batches} />}
    </>
  );
}
