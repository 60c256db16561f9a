import { formatCurrency } from './money';

/**
 * The cash drawer's words and limits, shared by the server and the drawer
 * page: movement kinds as the page names them, the largest
 * amount, and how a variance reads.
 */

export const DRAWER_MAX_CENTS = 10_000_000;
export const DRAWER_REASON_MAX = 200;
/** Who may approve a count beyond the threshold: the permission of a refund's cash override (common/refunds.ts). */
export const DRAWER_APPROVAL_PERMISSION = 'manage settings';

export const DRAWER_MOVEMENT_LABELS = {
  pay_in: 'Pay in',
  pay_out: 'Pay out',
  tip_payout: 'Tip payout',
  drop: 'Drop',
} as const;
export type DrawerMovementKindName = keyof typeof DRAWER_MOVEMENT_LABELS;

/** Whether the cash the movement moves goes into the drawer (+) or out of it (−). */
export const movementSign = (kind: DrawerMovementKindName): 1 | -1 => (kind === 'pay_in' ? 1 : -1);

/** "Over by $3.00", "Short by $12.00" or "Even": counted minus expected. */
export function describeVariance(varianceCents: number): string {
  if (varianceCents === 0) return 'Even';
  return `${varianceCents > 0 ? 'Over' : 'Short'} by ${formatCurrency(Math.abs(varianceCents))}`;
}
