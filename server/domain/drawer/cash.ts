import type { DrawerMovementKind } from '../../../database/schema';

/**
 * The drawer's arithmetic (docs/domain.md §3.4): expected cash =
 * opening float + cash sales − cash refunds + pay-ins − pay-outs − drops,
 * where card tips paid out in cash to a technician are a pay-out of their
 * own kind (§3.3). Cash sales are what the tickets kept (cash handed over
 * less change); a voided ticket kept none.
 */
export interface ExpectedCashInput {
  floatCents: number;
  cashSalesCents: number;
  cashRefundCents: number;
  payInCents: number;
  payOutCents: number;
  tipPayoutCents: number;
  dropCents: number;
}

export function expectedCash(i: ExpectedCashInput): number {
  return (
    i.floatCents +
    i.cashSalesCents -
    i.cashRefundCents +
    i.payInCents -
    i.payOutCents -
    i.tipPayoutCents -
    i.dropCents
  );
}

export interface MovementTotals {
  payInCents: number;
  payOutCents: number;
  tipPayoutCents: number;
  dropCents: number;
}

const FIELD: Record<DrawerMovementKind, keyof MovementTotals> = {
  pay_in: 'payInCents',
  pay_out: 'payOutCents',
  tip_payout: 'tipPayoutCents',
  drop: 'dropCents',
};

/** Movements added up by kind. */
export function movementTotals(
  movements: readonly { kind: DrawerMovementKind; cents: number }[],
): MovementTotals {
  const totals: MovementTotals = { payInCents: 0, payOutCents: 0, tipPayoutCents: 0, dropCents: 0 };
  for (const m of movements) totals[FIELD[m.kind]] += m.cents;
  return totals;
}

/** Counted minus expected: positive is over (more cash than expected), negative short. */
export const varianceOf = (countedCents: number, expectedCents: number) =>
  countedCents - expectedCents;

/** A count off by more than the threshold, either way, needs a manager's approval with a reason; exactly the threshold does not. */
export const needsApproval = (varianceCents: number, thresholdCents: number) =>
  Math.abs(varianceCents) > thresholdCents;
