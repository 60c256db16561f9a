import EmptyState from '@/Components/ui/EmptyState';
import { useT } from '@/lib/i18n';
import { useReportFormat } from './RangeFilters';
import ReportGrid, { type GridColumn } from './ReportGrid';
import type { PromotionDiscountRow } from '@common/pages/Admin/Promotions/Index';

/** Discount by promotion (the daily and range reports): one row per promotion the period's paid tickets took. */
export default function PromotionDiscounts({ rows }: { rows: PromotionDiscountRow[] }) {
  const { t } = useT();
  const { money, count } = useReportFormat();
  const columns: GridColumn<PromotionDiscountRow>[] = [
    { key: 'name', header: t('reports.promotions.promotion'), render: (p) => p.name },
    { key: 'uses', header: t('reports.tickets'), numeric: true, render: (p) => count(p.uses) },
    { key: 'given', header: t('ui.discount'), numeric: true, render: (p) => money(p.amount_cents) },
    {
      key: 'refunded',
      header: t('ui.refunded'),
      numeric: true,
      render: (p) => money(p.reversed_cents),
    },
    {
      key: 'net',
      header: t('reports.promotions.netDiscount'),
      numeric: true,
      render: (p) => money(p.net_cents),
    },
  ];
  const sum = (f: (p: PromotionDiscountRow) => number) => rows.reduce((s, p) => s + f(p), 0);
  return (
    <ReportGrid
      data-test="report-promotions"
      label={t('reports.discountByPromotion')}
      rowTest="promotion"
      columns={columns}
      rows={rows}
      rowKey={(p) => p.promotion_id}
      total={
        rows.length > 1
          ? {
              'data-test': 'promotions-total',
              cells: [
                t('reports.total'),
                count(sum((p) => p.uses)),
                money(sum((p) => p.amount_cents)),
                money(sum((p) => p.reversed_cents)),
                money(sum((p) => p.net_cents)),
              ],
            }
          : undefined
      }
      empty={<EmptyState message={t('reports.promotions.empty')} />}
    />
  );
}
