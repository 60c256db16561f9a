import { useT } from '@/lib/i18n';
import { useReportFormat } from './RangeFilters';
import { tenderLabel, type Figures } from './RangeTables';

/**
 * The period's total in one compact box: the sales figures on the first
 * line, how they were paid on the second. Read at a glance above the tables.
 */
export default function SummaryStrip({
  total,
  tenders,
}: {
  total: Figures;
  tenders: { key: string; label: string }[];
}) {
  const { t } = useT();
  const { money, count } = useReportFormat();
  const sales = [
    { label: t('reports.tickets'), value: count(total.tickets), test: 'tickets' },
    { label: t('reports.netSales'), value: money(total.net_cents), test: 'net' },
    { label: t('ui.tax'), value: money(total.tax_cents), test: 'tax' },
    { label: t('reports.tips'), value: money(total.tips_cents), test: 'tips' },
    {
      label: t('reports.refundsCount', { count: count(total.refunds) }),
      value: money(total.refunds_cents),
      test: 'refunds',
    },
  ];
  const paid = tenders.map((tender) => ({
    label: tenderLabel(t, tender),
    value: money(total.tenders[tender.key] ?? 0),
    test: `tender-${tender.key}`,
  }));
  const row = 'grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-x-4 gap-y-2 px-4 py-3';
  const item = (h: { label: string; value: string; test: string }, big: boolean) => (
    <div key={h.test} className="min-w-0">
      <dt className="break-words text-xs font-semibold uppercase tracking-wide text-gray-600">
        {h.label}
      </dt>
      <dd
        data-test={`headline-${h.test}`}
        className={`tabular-nums text-gray-900 ${big ? 'text-lg font-semibold' : 'text-sm font-medium'}`}
      >
        {h.value}
      </dd>
    </div>
  );
  return (
    <div
      data-test="report-headline"
      className="mb-6 divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
    >
      <dl aria-label={t('reports.summary.periodTotal')} className={row}>
        {sales.map((h) => item(h, true))}
      </dl>
      <dl aria-label={t('reports.payments')} className={row}>
        {paid.map((h) => item(h, false))}
      </dl>
    </div>
  );
}
