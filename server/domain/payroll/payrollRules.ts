/**
 * A technician's pay for one period, as a pure function of what was sold,
 * worked and adjusted (docs/domain.md §3.2, §3.3). Money is integer cents and
 * rates are basis points (6000 = 60 %). Commission is summed exactly (as a
 * fraction) over all lines and rounded once, so a hundred small services do
 * not drift by a cent each.
 */

export interface PayrollSettings {
  commissionRateBp: number;
  supplyFeeType: 'flat' | 'percent';
  /** Cents per service when flat, basis points of the service amount when percent. */
  supplyFeeValue: number;
  /** Before: the fee comes off the service amount before commission; after: off the commission. */
  supplyFeeTiming: 'before' | 'after';
  /** Per period; 0 is none. */
  guaranteedMinimumCents: number;
  /** The share of the payout paid by check; the rest is cash. */
  checkPercentBp: number;
  hourlyRateCents: number | null;
}

/** A paid service line of this technician, as it was sold (never today's price). */
export interface SaleLine {
  invoiceId: number;
  lineId: number;
  name: string;
  /** Pre-tax, after line and ticket discounts. */
  netCents: number;
  quantity: number;
  /** The service's own rate at the time of sale, overriding the technician's. */
  commissionRateBp: number | null;
}

/**
 * Money given back in this period for a line sold in this or an earlier one:
 * its commission is reversed here. A whole line given back also returns its
 * supply fee.
 */
export interface RefundLine {
  invoiceId: number;
  lineId: number;
  name: string;
  refundedCents: number;
  /** How many units were given back whole (0 for a partial amount). */
  quantity: number;
  commissionRateBp: number | null;
}

/** This technician's share of one ticket's tip (the split recorded on the ticket), and how the ticket was paid. */
export interface TipShare {
  invoiceId: number;
  tipCents: number;
  /** Of what the customer paid on the ticket, the part paid by card: the processor's fee falls on that part of the tip only. */
  cardPaidCents: number;
  totalPaidCents: number;
}

export interface Adjustment {
  label: string;
  /** Positive adds (bonus), negative takes away (deduction). */
  amountCents: number;
  reason: string;
}

export interface PayrollInput {
  settings: PayrollSettings;
  lines: SaleLine[];
  refunds: RefundLine[];
  tips: TipShare[];
  /** Tips taken back by refunds this period (positive cents). */
  tipRefundsCents: number;
  /** Minutes on the clock in the period. */
  workedMinutes: number;
  /** From clock-outs: the bonus entered, and cash already taken home. */
  clockBonusCents: number;
  cashOutCents: number;
  adjustments: Adjustment[];
  /**
   * The store's card-processing fee deducted from card tips (FLSA allows no
   * more than the real fee): null when the store does not deduct.
   */
  cardTipFeeBp: number | null;
}

export interface CommissionLine {
  invoiceId: number;
  lineId: number;
  name: string;
  amountCents: number;
  rateBp: number;
  supplyFeeCents: number;
  /** This line's commission, rounded for display; the period's total is rounded once from the exact sum. */
  commissionCents: number;
}

export interface PayrollResult {
  serviceSalesCents: number;
  refundedSalesCents: number;
  supplyFeeCents: number;
  commissionCents: number;
  hourlyCents: number;
  /** What the guarantee adds when commission and hourly pay fall short of it. */
  guaranteeTopUpCents: number;
  tipsCents: number;
  cardTipFeeCents: number;
  bonusCents: number;
  adjustmentsCents: number;
  cashOutCents: number;
  /** Everything earned less deductions and what was already taken in cash. */
  netCents: number;
  /** The payout (net, or nothing when the net is negative) split by the employee's check share. */
  checkCents: number;
  cashCents: number;
  /** A negative net is not clawed back here; it is carried to the next open period. */
  carryForwardCents: number;
  lines: CommissionLine[];
}

const BP = 10_000n;

/** Rounds a fraction of cents half away from zero. */
function roundDiv(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return Number(negative ? -q : q);
}

interface Exact {
  /** Commission in cents × 10⁸ (two basis-point factors), exact. */
  commission: bigint;
  fee: bigint;
}

/**
 * One line's commission, exact: $100 at 50 % with a $5 fee is
 * (100 − 5) × 50 % = $47.50 before, or 100 × 50 % − 5 = $45.00 after.
 * `sign` is −1 for a refund, which reverses the same amounts.
 */
function lineCommission(
  s: PayrollSettings,
  amountCents: number,
  quantity: number,
  rateBp: number,
  sign: 1 | -1,
): Exact {
  const amount = BigInt(amountCents);
  const rate = BigInt(rateBp);
  // Fee in cents × 10⁴: flat per unit, or a share of the amount.
  const fee =
    s.supplyFeeType === 'flat'
      ? BigInt(s.supplyFeeValue) * BigInt(quantity) * BP
      : amount * BigInt(s.supplyFeeValue);
  const commission =
    s.supplyFeeTiming === 'before' ? (amount * BP - fee) * rate : amount * BP * rate - fee * BP;
  const signed = BigInt(sign);
  return { commission: commission * signed, fee: fee * signed };
}

/**
 * Every line's commission and supply fee, refunds as negative lines, and their exact sums
 * (cents × 10⁸ and × 10⁴), so the period's commission is rounded once, not per line.
 */
function commissionLines(input: PayrollInput): {
  lines: CommissionLine[];
  exactCommission: bigint;
  exactFee: bigint;
} {
  const s = input.settings;
  let exactCommission = 0n;
  let exactFee = 0n;
  const lines: CommissionLine[] = [];
  for (const line of input.lines) {
    const rate = line.commissionRateBp ?? s.commissionRateBp;
    const { commission, fee } = lineCommission(s, line.netCents, line.quantity, rate, 1);
    exactCommission += commission;
    exactFee += fee;
    lines.push({
      invoiceId: line.invoiceId,
      lineId: line.lineId,
      name: line.name,
      amountCents: line.netCents,
      rateBp: rate,
      supplyFeeCents: roundDiv(fee, BP),
      commissionCents: roundDiv(commission, BP * BP),
    });
  }
  for (const refund of input.refunds) {
    const rate = refund.commissionRateBp ?? s.commissionRateBp;
    // A partial refund keeps the fee (the service was done); a unit given back whole returns it.
    const { commission, fee } = lineCommission(s, refund.refundedCents, refund.quantity, rate, -1);
    exactCommission += commission;
    exactFee += fee;
    lines.push({
      invoiceId: refund.invoiceId,
      lineId: refund.lineId,
      name: `Refund: ${refund.name}`,
      amountCents: -refund.refundedCents,
      rateBp: rate,
      supplyFeeCents: roundDiv(fee, BP),
      commissionCents: roundDiv(commission, BP * BP),
    });
  }
  return { lines, exactCommission, exactFee };
}

/**
 * The card-processing fee on tips: on the card-paid part of each tip, rounded down per ticket
 * (the law allows no more than the real fee), and never more than the tips themselves.
 */
function cardTipFee(input: PayrollInput, tipsCents: number): number {
  if (input.cardTipFeeBp === null || input.cardTipFeeBp <= 0) return 0;
  let cents = 0;
  for (const t of input.tips) {
    if (t.totalPaidCents <= 0 || t.cardPaidCents <= 0 || t.tipCents <= 0) continue;
    const card = BigInt(Math.min(t.cardPaidCents, t.totalPaidCents));
    cents += Number(
      (BigInt(t.tipCents) * card * BigInt(input.cardTipFeeBp)) / (BigInt(t.totalPaidCents) * BP),
    );
  }
  return Math.min(Math.max(0, tipsCents), cents);
}

export function computePayroll(input: PayrollInput): PayrollResult {
  const s = input.settings;
  const { lines, exactCommission, exactFee } = commissionLines(input);
  const serviceSalesCents = input.lines.reduce((sum, l) => sum + l.netCents, 0);
  const refundedSalesCents = input.refunds.reduce((sum, r) => sum + r.refundedCents, 0);
  const commissionCents = roundDiv(exactCommission, BP * BP);
  const supplyFeeCents = roundDiv(exactFee, BP);

  const hourlyCents = s.hourlyRateCents
    ? roundDiv(BigInt(input.workedMinutes) * BigInt(s.hourlyRateCents), 60n)
    : 0;
  // The guarantee is a floor under what the work earned (commission + hourly), not under tips.
  const guaranteeTopUpCents =
    s.guaranteedMinimumCents > 0
      ? Math.max(0, s.guaranteedMinimumCents - (commissionCents + hourlyCents))
      : 0;

  const tipsCents = input.tips.reduce((sum, t) => sum + t.tipCents, 0) - input.tipRefundsCents;
  const cardTipFeeCents = cardTipFee(input, tipsCents);

  const bonusCents = input.clockBonusCents;
  const adjustmentsCents = input.adjustments.reduce((sum, a) => sum + a.amountCents, 0);
  const netCents =
    commissionCents +
    hourlyCents +
    guaranteeTopUpCents +
    tipsCents -
    cardTipFeeCents +
    bonusCents +
    adjustmentsCents -
    input.cashOutCents;
  const payout = Math.max(0, netCents);
  const { checkCents, cashCents } = splitPayout(payout, s.checkPercentBp);

  return {
    serviceSalesCents,
    refundedSalesCents,
    supplyFeeCents,
    commissionCents,
    hourlyCents,
    guaranteeTopUpCents,
    tipsCents,
    cardTipFeeCents,
    bonusCents,
    adjustmentsCents,
    cashOutCents: input.cashOutCents,
    netCents,
    checkCents,
    cashCents,
    carryForwardCents: Math.min(0, netCents),
    lines,
  };
}

/** The payout by check and in cash: the check share rounded to the cent, cash the rest, so the two always add up. */
export function splitPayout(
  payoutCents: number,
  checkPercentBp: number,
): { checkCents: number; cashCents: number } {
  const checkCents = roundDiv(BigInt(payoutCents) * BigInt(checkPercentBp), BP);
  return { checkCents, cashCents: payoutCents - checkCents };
}
