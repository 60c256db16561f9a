import type { DrawerSessionRow } from '@common/pages/Admin/CashDrawer/Index';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { varianceText } from './variance';

const Row = ({
  label,
  value,
  test,
  strong = false,
}: {
  label: string;
  value: string;
  test: string;
  strong?: boolean;
}) => (
  <div
    className={`flex justify-between gap-4 py-1 ${strong ? 'font-semibold text-gray-900' : 'text-gray-700'}`}
  >
    <dt>{label}</dt>
    <dd className="tabular-nums" data-test={test}>
      {value}
    </dd>
  </div>
);

/** How a counted session's expected cash was made, then the count and the difference, and who approved it. */
export default function SessionFigures({ s }: { s: DrawerSessionRow }) {
  const { t } = useT();
  const format = useFormat();
  const minus = (c: number | null) => format.money(-(c ?? 0));
  return (
    <dl className="text-sm" data-test="session-figures">
      <Row label={t('cashdrawer.float')} value={format.money(s.float_cents)} test="fig-float" />
      <Row
        label={t('cashdrawer.figures.sales')}
        value={format.money(s.cash_sales_cents ?? 0)}
        test="fig-sales"
      />
      <Row
        label={t('cashdrawer.figures.refunds')}
        value={minus(s.cash_refund_cents)}
        test="fig-refunds"
      />
      <Row
        label={t('cashdrawer.figures.payIns')}
        value={format.money(s.pay_in_cents)}
        test="fig-pay-in"
      />
      <Row
        label={t('cashdrawer.figures.payOuts')}
        value={minus(s.pay_out_cents)}
        test="fig-pay-out"
      />
      <Row
        label={t('cashdrawer.figures.tipPayouts')}
        value={minus(s.tip_payout_cents)}
        test="fig-tip-payout"
      />
      <Row label={t('cashdrawer.figures.drops')} value={minus(s.drop_cents)} test="fig-drop" />
      <Row
        label={t('cashdrawer.expected')}
        value={format.money(s.expected_cents ?? 0)}
        test="fig-expected"
        strong
      />
      <Row
        label={t('cashdrawer.counted')}
        value={s.counted_cents === null ? '—' : format.money(s.counted_cents)}
        test="fig-counted"
        strong
      />
      <Row
        label={t('cashdrawer.difference')}
        value={s.variance_cents === null ? '—' : varianceText(t, format.money, s.variance_cents)}
        test="fig-variance"
        strong
      />
      {s.approved_by && (
        <p className="mt-2 text-gray-700" data-test="fig-approval">
          {t('cashdrawer.figures.approvedBy', {
            name: s.approved_by,
            reason: s.approval_reason ?? '',
          })}
        </p>
      )}
    </dl>
  );
}
