import { allocateCents } from './allocate';
import { formatCurrency } from './money';
import { say, type Said } from './said';

/**
 * The one function that prices a ticket. The server computes every stored
 * total with it; the pay screen shows the same numbers by running it too,
 * so the two can never disagree.
 *
 * Order (docs/domain.md §3.6): line amounts → line discounts → ticket discount pro
 * rata → taxable base per tax → tax (half up, per tax) → total → tip, never taxed.
 */

/** A retail item has no technician and no turn; a gift card sale is stored value: no tax, no discount. */
export type LineKind = 'service' | 'retail' | 'giftcard';

export interface TicketLineInput {
  /** The client's key for the line ("service-" + timestamp + random, docs/requirements.md §9). */
  key: string;
  kind: LineKind;
  unitPriceCents: number;
  quantity: number;
  /** Discount on the whole line, in cents. */
  discountCents: number;
  /** Taxes that apply to this line. */
  taxIds: readonly number[];
  technicianId: number | null;
}

/** A tax rate in thousandths of a percent: 8875 is 8.875 %. */
export interface TaxRate {
  id: number;
  name: string;
  rate: number;
}

export type TicketDiscount =
  { type: 'amount'; cents: number } | { type: 'percent'; percent: number } | null;
/** A tip typed in cents, or one of the suggested whole percentages. */
export type TipInput =
  { type: 'amount'; cents: number } | { type: 'percent'; percent: number } | null;

export interface TipRule {
  /** Percent tips on the pre-tax subtotal after discounts (default) or on the total with tax. */
  base: 'subtotal' | 'total';
  /** How a tip is shared among the ticket's technicians. */
  split: 'proportional' | 'even' | 'manual';
}

export const DEFAULT_TIP_RULE: TipRule = { base: 'subtotal', split: 'proportional' };

export interface TipShare {
  technicianId: number;
  cents: number;
}

export interface TicketInput {
  lines: readonly TicketLineInput[];
  ticketDiscount: TicketDiscount;
  taxes: readonly TaxRate[];
  tip: TipInput;
  tipRule: TipRule;
  /** With the manual rule (or an edited split): each technician's share, which must add up to the tip. */
  tipShares?: readonly TipShare[];
  /**
   * A coupon the store takes as a discount (coupon mode "discount"), already
   * valued: it comes off the discountable lines after the ticket discount,
   * before tax. A coupon taken as a tender (the default) is not here: it pays
   * part of the amount due like cash, and the taxable base keeps it.
   */
  couponDiscountCents?: number;
}

export interface TicketLineTotals {
  key: string;
  kind: LineKind;
  technicianId: number | null;
  grossCents: number;
  lineDiscountCents: number;
  ticketDiscountCents: number;
  /** This line's share of a coupon taken as a discount (0 when coupons are tenders). */
  couponDiscountCents: number;
  /** After the discounts (and a discount coupon), before tax. */
  netCents: number;
}

export interface TaxLine {
  taxId: number;
  name: string;
  rate: number;
  baseCents: number;
  amountCents: number;
}

export interface TicketTotals {
  lines: TicketLineTotals[];
  /** Sum of the line amounts before any discount. */
  subtotalCents: number;
  /** Line and ticket discounts together, and a coupon taken as a discount. */
  discountCents: number;
  /** The coupon taken as a discount, as far as the lines could take it. */
  couponDiscountCents: number;
  /** After discounts, before tax. */
  netCents: number;
  /** The net of services and goods, leaving out gift cards sold: what a percent tip and a coupon's minimum spend measure. */
  spendCents: number;
  taxes: TaxLine[];
  taxCents: number;
  /** What the goods and services cost: net + tax. */
  totalCents: number;
  tipCents: number;
  tipShares: TipShare[];
  /** What the customer pays: total + tip. */
  amountDueCents: number;
}

/** Half up for non-negative values: 0.5 cent becomes 1. */
export const taxOn = (baseCents: number, rate: number): number =>
  Math.floor((baseCents * rate + 50_000) / 100_000);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function computeTicket(input: TicketInput): TicketTotals {
  const gross = input.lines.map((l) => l.unitPriceCents * l.quantity);
  // A gift card holds what is paid for it: a discount on it would mint stored value from nothing.
  const lineDiscounts = input.lines.map((l, i) =>
    l.kind === 'giftcard' ? 0 : clamp(l.discountCents, 0, gross[i]),
  );
  const afterLine = gross.map((g, i) => g - lineDiscounts[i]);

  // The ticket discount is shared by the discountable lines in proportion to what is left of each.
  const discountable = input.lines.map((l, i) => (l.kind === 'giftcard' ? 0 : afterLine[i]));
  const discountableTotal = discountable.reduce((a, b) => a + b, 0);
  const ticketDiscount = ticketDiscountCents(input.ticketDiscount, discountableTotal);
  const shares =
    discountableTotal > 0 ? allocateCents(ticketDiscount, discountable) : discountable.map(() => 0);
  // A discount coupon is shared the same way, over what the ticket discount left.
  const couponable = discountable.map((d, i) => d - shares[i]);
  const couponDiscount = clamp(input.couponDiscountCents ?? 0, 0, sum(couponable));
  const couponShares =
    couponDiscount > 0 ? allocateCents(couponDiscount, couponable) : couponable.map(() => 0);

  const lines: TicketLineTotals[] = input.lines.map((l, i) => ({
    key: l.key,
    kind: l.kind,
    technicianId: l.kind === 'retail' || l.kind === 'giftcard' ? null : l.technicianId,
    grossCents: gross[i],
    lineDiscountCents: lineDiscounts[i],
    ticketDiscountCents: shares[i],
    couponDiscountCents: couponShares[i],
    netCents: afterLine[i] - shares[i] - couponShares[i],
  }));

  const taxes: TaxLine[] = input.taxes
    .map((tax) => {
      const baseCents = input.lines.reduce(
        (sum, l, i) =>
          l.kind !== 'giftcard' && l.taxIds.includes(tax.id) ? sum + lines[i].netCents : sum,
        0,
      );
      return {
        taxId: tax.id,
        name: tax.name,
        rate: tax.rate,
        baseCents,
        amountCents: taxOn(baseCents, tax.rate),
      };
    })
    .filter((t) => t.baseCents > 0);

  const subtotalCents = sum(gross);
  const netCents = sum(lines.map((l) => l.netCents));
  const taxCents = sum(taxes.map((t) => t.amountCents));
  const totalCents = netCents + taxCents;

  // Tips are for services and goods, never on stored value sold.
  const giftcards = sum(lines.filter((l) => l.kind === 'giftcard').map((l) => l.netCents));
  const spendCents = netCents - giftcards;
  const tipBase = input.tipRule.base === 'subtotal' ? spendCents : totalCents - giftcards;
  const tipCents = tipAmount(input.tip, tipBase);
  const tipShares = splitTip(tipCents, lines, input.tipRule, input.tipShares);

  return {
    lines,
    subtotalCents,
    discountCents: sum(lineDiscounts) + ticketDiscount + couponDiscount,
    couponDiscountCents: couponDiscount,
    netCents,
    spendCents,
    taxes,
    taxCents,
    totalCents,
    tipCents,
    tipShares,
    amountDueCents: totalCents + tipCents,
  };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function ticketDiscountCents(discount: TicketDiscount, discountable: number): number {
  if (!discount) return 0;
  if (discount.type === 'amount') return clamp(discount.cents, 0, discountable);
  return clamp(
    Math.floor((discountable * clamp(discount.percent, 0, 100) + 50) / 100),
    0,
    discountable,
  );
}

export function tipAmount(tip: TipInput, baseCents: number): number {
  if (!tip) return 0;
  if (tip.type === 'amount') return Math.max(0, tip.cents);
  return Math.max(0, Math.floor((baseCents * tip.percent + 50) / 100));
}

/** Each technician's service amount after discounts: what a proportional tip follows. */
export function serviceAmountsByTechnician(
  lines: readonly TicketLineTotals[],
): Map<number, number> {
  const byTech = new Map<number, number>();
  for (const l of lines) {
    if (l.kind !== 'service' || l.technicianId === null) continue;
    byTech.set(l.technicianId, (byTech.get(l.technicianId) ?? 0) + l.netCents);
  }
  return byTech;
}

function splitTip(
  tipCents: number,
  lines: readonly TicketLineTotals[],
  rule: TipRule,
  manual: readonly TipShare[] | undefined,
): TipShare[] {
  const byTech = serviceAmountsByTechnician(lines);
  const technicians = [...byTech.keys()];
  if (tipCents === 0 || technicians.length === 0) return [];
  if (manual && manual.length > 0)
    return manual.filter((s) => s.cents !== 0).map((s) => ({ ...s }));
  const weights =
    rule.split === 'proportional'
      ? technicians.map((t) => byTech.get(t)!)
      : technicians.map(() => 1);
  const cents = allocateCents(tipCents, weights);
  return technicians.map((technicianId, i) => ({ technicianId, cents: cents[i] }));
}

/**
 * Why a hand-made tip split cannot be saved, or null when it is fine: every
 * share belongs to a technician on the ticket and the shares add up to the tip.
 */
export function tipSharesProblem(
  tipCents: number,
  shares: readonly TipShare[],
  technicianIds: readonly number[],
): Said | null {
  if (shares.some((s) => !Number.isInteger(s.cents) || s.cents < 0))
    return say('rules.tickets.eachTipShareMustBe');
  if (shares.some((s) => !technicianIds.includes(s.technicianId)))
    return say('rules.tickets.aTipCanOnlyGo');
  if (new Set(shares.map((s) => s.technicianId)).size !== shares.length)
    return say('rules.tickets.eachTechnicianCanAppearOnly');
  const total = sum(shares.map((s) => s.cents));
  if (total !== tipCents)
    return say('rules.tickets.theTipSharesAddUp', {
      shares: formatCurrency(total),
      tip: formatCurrency(tipCents),
    });
  return null;
}
