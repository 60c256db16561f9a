import type { DrawerSessionRow } from '@common/pages/Admin/CashDrawer/Index';
import { formatCurrency } from '@/lib/format';

const Row = ({ label, value, test, strong = false }: { label: string; value: string; test: string; strong?: boolean }) => (
  <div className={`flex justify-between gap-4 py-1 ${strong ? 'font-semibold text-gray-900' : 'text-gray-700'}`}>
    <dt>{label}</dt>
    <dd className="tabular-nums" data-test={test}>{value}</dd>
  </div>
);

/** How a counted session's expected cash was made, then the count and the difference, and who approved it. */
export default function SessionFigures({ s }: { s: DrawerSessionRow }) {
  const minus = (c: number | null) => formatCurrency(-(c ?? 0));
  return (
    <dl className="text-sm" data-test="session-figures">
      <Row label="Float" value={formatCurrency(s.float_cents)} test="fig-float" />
      <Row label="Cash sales" value={formatCurrency(s.cash_sales_cents ?? 0)} test="fig-sales" />
      <Row label="Cash refunds" value={minus(s.cash_refund_cents)} test="fig-refunds" />
      <Row label="Pay-ins" value={formatCurrency(s.pay_in_cents)} test="fig-pay-in" />
      <Row label="Pay-outs" value={minus(s.pay_out_cents)} test="fig-pay-out" />
      <Row label="Tip payouts" value={minus(s.tip_payout_cents)} test="fig-tip-payout" />
      <Row label="Drops" value={minus(s.drop_cents)} test="fig-drop" />
      <Row label="Expected" value={formatCurrency(s.expected_cents ?? 0)} test="fig-expected" strong />
      <Row label="Counted" value={s.counted_cents === null ? '—' : formatCurrency(s.counted_cents)} test="fig-counted" strong />
      <Row label="Difference" value={s.variance_label ?? '—'} test="fig-variance" strong />
      {s.approved_by && <p className="mt-2 text-gray-700" data-test="fig-approval">Approved by {s.approved_by}: {s.approval_reason}</p>}
    </dl>
  );
}
