import { hours, money, signed } from './format';
import type { PayRow } from '@common/pages/Admin/Payrolls/types';

/** The pay computation line by line, in the order it adds up; rows that are zero and optional are left out. */
export default function PayFigures({ pay }: { pay: PayRow }) {
  const rows: [string, string, string, boolean][] = [
    ['service_sales', 'Service sales', money(pay.service_sales), true],
    ['refunded_sales', 'Refunded sales', signed(-pay.refunded_sales), pay.refunded_sales !== 0],
    ['supply_fee', 'Supply fee', signed(-pay.supply_fee), pay.supply_fee !== 0],
    ['commission', 'Commission', money(pay.commission), true],
    ['hourly', `Hourly pay (${hours(pay.worked_minutes)})`, money(pay.hourly), pay.hourly !== 0],
    ['guarantee_top_up', 'Guarantee top-up', money(pay.guarantee_top_up), pay.guarantee_top_up !== 0],
    ['tips', 'Tips', money(pay.tips), true],
    ['card_tip_fee', 'Card fee on tips', signed(-pay.card_tip_fee), pay.card_tip_fee !== 0],
    ['bonus', 'Bonus at clock-out', money(pay.bonus), pay.bonus !== 0],
    ['adjustments', 'Adjustments', signed(pay.adjustments), pay.adjustments !== 0],
    ['cash_out', 'Cash already taken', signed(-pay.cash_out), pay.cash_out !== 0],
  ];
  return (
    <dl className="divide-y divide-gray-100 text-sm">
      {rows.filter((r) => r[3]).map(([key, label, value]) => (
        <div key={key} className="flex justify-between gap-3 py-1.5" data-test={`pay-${key}`}>
          <dt className="text-gray-700">{label}</dt>
          <dd className="tabular-nums text-gray-900">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 py-2 text-base font-semibold" data-test="pay-net">
        <dt>Net pay</dt>
        <dd className="tabular-nums">{signed(pay.net)}</dd>
      </div>
      <div className="flex justify-between gap-3 py-1.5" data-test="pay-check"><dt className="text-gray-700">By check</dt><dd className="tabular-nums">{money(pay.check)}</dd></div>
      <div className="flex justify-between gap-3 py-1.5" data-test="pay-cash"><dt className="text-gray-700">In cash</dt><dd className="tabular-nums">{money(pay.cash)}</dd></div>
      {pay.carry_forward < 0 && (
        <p className="pt-2 text-sm text-danger-700" data-test="pay-carry">{signed(pay.carry_forward)} is carried to the next period (nothing is paid this time).</p>
      )}
    </dl>
  );
}
