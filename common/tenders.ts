import { say } from './said';
import type { Label } from './labels';
/**
 * Tenders on a ticket (docs/requirements.md §3): Cash, Credit Card, Gift Card, Coupon, Check.
 * A ticket is paid when they cover the amount due; only cash may go over it,
 * and the difference is the change handed back.
 */
export const TENDER_TYPES = ['cash', 'credit_card', 'gift_card', 'coupon', 'check'] as const;
export type TenderType = (typeof TENDER_TYPES)[number];

export const TENDER_LABELS: Record<TenderType, string> = {
  cash: 'Cash',
  credit_card: 'Credit Card',
  gift_card: 'Gift Card',
  coupon: 'Coupon',
  check: 'Check',
};

/** Each tender's name inside a sentence ("Only $5.00 was paid by {label}."): a `rules.label.*` (common/labels.ts). */
export const TENDER_LABEL_NAMES: Record<TenderType, Label> = {
  cash: 'cash',
  credit_card: 'creditCard',
  gift_card: 'giftCard',
  coupon: 'coupon',
  check: 'check',
};

export interface TenderAmount {
  type: TenderType;
  amountCents: number;
}

export interface Settlement {
  /** Everything handed over, cash as tendered. */
  tenderedCents: number;
  /** Cash handed back. */
  changeCents: number;
  /** Still owed; 0 when paid. */
  remainingCents: number;
  paid: boolean;
  /** What the invoice keeps per tender: cash net of change (cash_amount, credit_card_amount …). */
  byType: Record<TenderType, number>;
  /** Why these tenders cannot close the ticket, or null. */
  problem: string | null;
}

export function settle(amountDueCents: number, tenders: readonly TenderAmount[]): Settlement {
  const byType: Record<TenderType, number> = {
    cash: 0,
    credit_card: 0,
    gift_card: 0,
    coupon: 0,
    check: 0,
  };
  for (const t of tenders) byType[t.type] += t.amountCents;
  const tenderedCents = TENDER_TYPES.reduce((sum, type) => sum + byType[type], 0);
  const nonCash = tenderedCents - byType.cash;
  let problem: string | null = null;
  if (tenders.some((t) => !Number.isInteger(t.amountCents) || t.amountCents <= 0))
    problem = say('rules.tickets.eachPaymentMustBeMore');
  else if (nonCash > amountDueCents) problem = say('rules.tickets.onlyCashCanBeMore');
  const changeCents = problem ? 0 : Math.max(0, tenderedCents - amountDueCents);
  byType.cash -= changeCents;
  const remainingCents = Math.max(0, amountDueCents - tenderedCents);
  return {
    tenderedCents,
    changeCents,
    remainingCents,
    paid: !problem && remainingCents === 0,
    byType,
    problem,
  };
}

/** A ticket's payment amounts under the names of docs/requirements.md §3: cash_amount, credit_card_amount, gift_card_amount, coupon_amount, check_amount. */
export type TicketPayments = { [K in TenderType as `${K}_amount`]: number };

/**
 * The one shape every page gets a ticket's payments in: integer cents per
 * tender, keyed by the spec's column names, from what the invoice keeps per
 * tender (cash net of change).
 */
export function ticketPayments(byType: Readonly<Record<TenderType, number>>): TicketPayments {
  return Object.fromEntries(
    TENDER_TYPES.map((type) => [`${type}_amount`, byType[type]]),
  ) as TicketPayments;
}

/**
 * How a store takes coupons (Settings → Invoice). As a tender (the default,
 * coupon_amount of docs/requirements.md §3) a coupon pays part of the amount due: tax and
 * commission stay on the full price. As a discount it comes off the lines
 * before tax: less tax, no commission on it, and no payment in the reports.
 */
export const COUPON_MODES = ['tender', 'discount'] as const;
export type CouponMode = (typeof COUPON_MODES)[number];
export const COUPON_MODE_LABELS: Record<CouponMode, string> = {
  tender: 'A payment (tax and commission on the full price)',
  discount: 'A discount (before tax, no commission on it)',
};

/** A ticket's amount columns (cash_amount … check_amount as the invoice stores them). */
export interface TenderAmountColumns {
  cashAmount: number;
  creditCardAmount: number;
  giftCardAmount: number;
  couponAmount: number;
  checkAmount: number;
}

/** The tender columns of a ticket, by tender (the one mapping from columns to TENDER_TYPES). */
export const tenderAmountsOf = (row: TenderAmountColumns): Record<TenderType, number> => ({
  cash: row.cashAmount,
  credit_card: row.creditCardAmount,
  gift_card: row.giftCardAmount,
  coupon: row.couponAmount,
  check: row.checkAmount,
});

/** Back to columns: what a tender correction writes. */
export const tenderColumnsOf = (t: Readonly<Record<TenderType, number>>): TenderAmountColumns => ({
  cashAmount: t.cash,
  creditCardAmount: t.credit_card,
  giftCardAmount: t.gift_card,
  couponAmount: t.coupon,
  checkAmount: t.check,
});

/** What a refund can pay back on: every tender but the coupon, which is no money paid. */
export type RefundTender = Exclude<TenderType, 'coupon'>;
export const REFUND_TENDERS = TENDER_TYPES.filter((t): t is RefundTender => t !== 'coupon');
