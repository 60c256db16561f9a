import type { Translate } from '@common/i18n';
import type { DrawerMovementKind } from '@common/pages/Admin/CashDrawer/Index';

/** The movement kinds' names, by the code the server sends. */
export const MOVEMENT_KEYS: Record<DrawerMovementKind, string> = {
  pay_in: 'cashdrawer.kind.payIn',
  pay_out: 'cashdrawer.kind.payOut',
  tip_payout: 'cashdrawer.kind.tipPayout',
  drop: 'cashdrawer.kind.drop',
};

/** "Over by $3.00", "Short by $12.00" or "Even" in the page's language (common/drawer.ts describeVariance in English). */
export function varianceText(
  t: Translate,
  money: (cents: number) => string,
  cents: number,
): string {
  if (cents === 0) return t('cashdrawer.variance.even');
  return t(cents > 0 ? 'cashdrawer.variance.over' : 'cashdrawer.variance.short', {
    amount: money(Math.abs(cents)),
  });
}
