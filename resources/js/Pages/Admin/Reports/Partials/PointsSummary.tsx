import type { PeriodPoints } from '@common/pages/Admin/Reports/Index';

const number = (n: number) => n.toLocaleString('en-US');

/** Rewards points on the range report: what moved in the period, then what the store owes at its end. */
export default function PointsSummary({ points }: { points: PeriodPoints }) {
  const cells: [string, string, string][] = [
    ['given', 'Points given', number(points.given)],
    ['spent', 'Spent on rewards', number(points.spent)],
    ['reversed', 'Taken back (refunds, voids)', number(points.reversed)],
    ['expired', 'Expired', number(points.expired)],
    ['outstanding', 'Outstanding at the end', number(points.outstanding)],
    ['worth', 'Worth when redeemed', points.worth],
  ];
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200" data-test="report-points">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {cells.map(([key, label, value]) => (
          <div key={key} data-test={`points-${key}`}>
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-gray-600">{points.basis}{points.adjusted !== 0 && ` Adjusted by hand: ${number(points.adjusted)}.`}</p>
    </div>
  );
}
