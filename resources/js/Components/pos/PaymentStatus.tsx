import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import type { Settlement } from '@common/tenders';

/** settle()'s reasons (common/tenders.ts), in English there: translated here by their text. */
const PROBLEMS: Record<string, string> = {
  'Each payment must be more than $0.00.': 'pos.payment.problemZero',
  'Only cash can be more than the amount due.': 'pos.payment.problemOver',
};

/** Where the payment stands: the change due once paid, why these tenders cannot pay, or what is still due. */
export default function PaymentStatus({ settlement }: { settlement: Settlement }) {
  const { t: tr } = useT();
  const format = useFormat();
  return (
    <div className="text-lg font-semibold tabular-nums" data-test="payment-status">
      {settlement.paid ? (
        <span className="text-primary-700">
          {tr('pos.payment.changeDue', { amount: format.money(settlement.changeCents) })}
        </span>
      ) : settlement.problem ? (
        <span className="text-base text-danger-700">
          {PROBLEMS[settlement.problem]
            ? tr(PROBLEMS[settlement.problem], { amount: format.money(0) })
            : settlement.problem}
        </span>
      ) : (
        <span className="text-danger-700">
          {tr('pos.payment.stillDue', { amount: format.money(settlement.remainingCents) })}
        </span>
      )}
    </div>
  );
}
