import { useT } from '@/lib/i18n';
import type { PeriodPoints } from '@common/pages/Admin/Reports/Index';
import { useReportFormat } from './RangeFilters';

/** Rewards points on the range report: what moved in the period, then what the store owes at its end. */
export default function PointsSummary({ points }: { points: PeriodPoints }) {
  const { t, locale } = useT();
  const { money, number } = useReportFormat();
  // A point's value has a fraction of a cent ("1.50¢"): two places in English, as the spec writes it.
  const basis = points.basis
    ? t('reports.points.basis', {
        cents:
          locale === 'en'
            ? points.basis.cents_per_point.toFixed(2)
            : number(Number(points.basis.cents_per_point.toFixed(2))),
        name: points.basis.reward_name,
      })
    : t('reports.points.noReward', { zero: money(0) });
  const cells: [string, string, string][] = [
    ['given', t('reports.points.given'), number(points.given)],
    ['spent', t('reports.points.spent'), number(points.spent)],
    ['reversed', t('reports.points.reversed'), number(points.reversed)],
    ['expired', t('reports.points.expired'), number(points.expired)],
    ['outstanding', t('reports.points.outstanding'), number(points.outstanding)],
    ['worth', t('reports.points.worth'), money(points.worth_cents)],
  ];
  return (
    <div
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
      data-test="report-points"
    >
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {cells.map(([key, label, value]) => (
          <div key={key} data-test={`points-${key}`}>
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-gray-600">
        {basis}
        {points.adjusted !== 0 &&
          ` ${t('reports.points.adjusted', { count: number(points.adjusted) })}`}
      </p>
    </div>
  );
}
