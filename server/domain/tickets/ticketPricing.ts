import type { Db } from '../../../database/client';
import type {
  InvoiceLineValues,
  InvoiceTaxValues,
  InvoiceTipValues,
} from '../../../database/queries/invoices';
import {
  getTicketPricingContext,
  type PricingExtras,
} from '../../../database/queries/ticketPricing';
import {
  computeTicket,
  tipSharesProblem,
  type LineKind,
  type TicketDiscount,
  type TicketTotals,
  type TipInput,
  type TipRule,
  type TipShare,
} from '../../../common/ticketTotals';
import { formatCurrency } from '../../../common/money';
import type { CouponMode } from '../../../common/tenders';
import { getPromotionContext } from '../../../database/queries/promotions';
import { applyPromotions, storeClock, type AppliedPromotion } from '../../../common/promotions';
import { FieldErrors } from '../errors';
import { say } from '../../../common/said';

/** $1,000,000.00: the most one ticket may come to. */
export const MAX_TICKET_CENTS = 100_000_000;

/** Gift cards take no discount: a discounted card would hold more than was paid for it. */
export const GIFT_CARD_DISCOUNT = say('validation.tickets.aGiftCardCannotBe');

/** A ticket line as the pay screen sends it (already parsed at the edge). */
export interface TicketLineRequest {
  key: string;
  kind: 'service' | 'retail' | 'giftcard';
  serviceId: number | null;
  technicianId: number | null;
  /** null: the menu price. */
  unitPriceCents: number | null;
  quantity: number;
  discountCents: number;
  /** A gift card line: the code typed, scanned or left empty to generate one, and who it is for. */
  giftCardCode?: string | null;
  recipientName?: string | null;
}

export interface TicketRequest {
  customerId: number | null;
  lines: TicketLineRequest[];
  ticketDiscount: TicketDiscount;
  tip: TipInput;
  /** A split edited by hand; empty to follow the store's rule. */
  tipShares: TipShare[];
  /** A coupon the store takes as a discount, as checkout valued it (never from the client). */
  couponDiscountCents?: number;
  /** A reward spent on the ticket, as checkout worked it out (never from the client): extra discount per line, by position. */
  rewardDiscounts?: readonly number[];
}

export interface PricedTicket {
  totals: TicketTotals;
  tipRule: TipRule;
  lines: InvoiceLineValues[];
  taxes: InvoiceTaxValues[];
  tips: InvoiceTipValues[];
  /** How the store takes coupons, read with the pricing: the ticket keeps it when paid. */
  couponMode: CouponMode;
  /** Read with the pricing when asked for (checkout): the store's accepted tenders, and the id of the invoice claimed in the same statement. */
  acceptedTenders: string[] | null;
  claimedId: number | null;
  /** The promotions the ticket took (each is its line's discount), worked out here from the store's rules, never sent by the client. */
  promotions: AppliedPromotion[];
}

/**
 * When to apply promotions: the store's zone and the moment of the sale.
 * Without it (a saved ticket being stored) none apply, so a saved ticket
 * keeps only the desk's own discounts and is re-evaluated when paid.
 */
export interface PromotionMoment {
  timezone: string;
  now: Date;
}

type PricingContext = Awaited<ReturnType<typeof getTicketPricingContext>>;

/** A line as the menu prices it: what it is, who did it, and the discount it takes. */
interface PricingLine {
  key: string;
  kind: LineKind;
  unitPriceCents: number;
  quantity: number;
  discountCents: number;
  taxIds: number[];
  technicianId: number | null;
  name: string;
  serviceId: number | null;
  turnWeightHalves: number;
  commissionRateBp: number | null;
}

/**
 * Prices a ticket from the store's own menu, taxes and tip rule, checking that
 * every service, technician and customer named belongs to this store. Every
 * problem is reported at once, keyed by the field the pay screen shows it on.
 */
export async function priceTicket(
  db: Db,
  storeId: number,
  req: TicketRequest,
  extras: PricingExtras = {},
  at: PromotionMoment | null = null,
): Promise<PricedTicket> {
  const errors: Record<string, string> = {};
  const serviceIds = [
    ...new Set(req.lines.flatMap((l) => (l.serviceId === null ? [] : [l.serviceId]))),
  ];
  const technicianIds = [
    ...new Set(req.lines.flatMap((l) => (l.technicianId === null ? [] : [l.technicianId]))),
  ];
  const context = await getTicketPricingContext(
    db,
    storeId,
    serviceIds,
    technicianIds,
    req.customerId,
    extras,
  );
  if (req.customerId !== null && !context.customerFound)
    errors.customer_id = say('validation.tickets.thatCustomerIsNotIn');
  if (req.lines.length === 0) errors.lines = say('validation.tickets.addAServiceOrAn');
  const lines = req.lines.map((l, i) => lineFromMenu(l, i, context, errors));
  if (Object.keys(errors).length) throw new FieldErrors(errors);

  const applied = at ? await promotionsFor(db, storeId, req, lines, serviceIds, at) : [];
  takeDiscounts(lines, applied, req.rewardDiscounts);
  const totals = computeTicket({
    lines,
    ticketDiscount: req.ticketDiscount,
    taxes: context.taxRates,
    tip: req.tip,
    tipRule: context.tipRule,
    tipShares: req.tipShares,
    couponDiscountCents: req.couponDiscountCents,
  });
  checkTotals(totals, lines, req.tipShares);
  return {
    totals,
    tipRule: context.tipRule,
    lines: lines.map((l, i) => invoiceLine(l, i, totals)),
    taxes: totals.taxes.map((t) => ({
      taxId: t.taxId,
      name: t.name,
      rate: t.rate,
      baseCents: t.baseCents,
      amountCents: t.amountCents,
    })),
    tips: totals.tipShares.map((s) => ({ technicianId: s.technicianId, cents: s.cents })),
    couponMode: context.couponMode,
    acceptedTenders: context.acceptedTenders,
    claimedId: context.claimedId,
    promotions: applied,
  };
}

/**
 * One requested line, priced from the store's menu: its service on the menu and switched on, a
 * technician who works here for a service, one gift card per line with an amount and no
 * discount, and no discount past the line. A problem goes into `errors` under the line's field.
 */
function lineFromMenu(
  l: TicketLineRequest,
  i: number,
  { services: menu, technicians }: PricingContext,
  errors: Record<string, string>,
): PricingLine {
  const service = l.serviceId === null ? null : menu.find((s) => s.id === l.serviceId);
  if (l.kind !== 'giftcard' && !service)
    errors[`lines.${i}.service_id`] = say('validation.loyalty.thatServiceIsNotOn');
  if (service && !service.isActive)
    errors[`lines.${i}.service_id`] = say('validation.tickets.isSwitchedOffOnThe', {
      name: service.name,
    });
  const kind: LineKind = l.kind === 'giftcard' ? 'giftcard' : (service?.kind ?? l.kind);
  if (kind === 'service' && l.technicianId === null)
    errors[`lines.${i}.technician_id`] = say('validation.tickets.chooseATechnicianForThis');
  if (l.technicianId !== null && !technicians.some((t) => t.id === l.technicianId))
    errors[`lines.${i}.technician_id`] = say('validation.tickets.thatTechnicianIsNotWorking');
  if (kind === 'giftcard' && l.quantity !== 1)
    errors[`lines.${i}.quantity`] = say('validation.tickets.sellOneGiftCardPer');
  if (kind === 'giftcard' && !(l.unitPriceCents && l.unitPriceCents > 0))
    errors[`lines.${i}.unit_price`] = say('validation.tickets.enterTheGiftCardAmount');
  const unitPriceCents = l.unitPriceCents ?? service?.priceCents ?? 0;
  if (l.discountCents > unitPriceCents * l.quantity)
    errors[`lines.${i}.discount`] = say('validation.tickets.theDiscountMayNotBe');
  if (kind === 'giftcard' && l.discountCents > 0)
    errors[`lines.${i}.discount`] = GIFT_CARD_DISCOUNT;
  return {
    key: l.key,
    kind,
    unitPriceCents,
    quantity: l.quantity,
    discountCents: l.discountCents,
    taxIds: kind === 'giftcard' ? [] : (service?.taxIds ?? []),
    technicianId: kind === 'service' ? l.technicianId : null,
    name: kind === 'giftcard' ? 'Gift card' : (service?.name ?? ''),
    serviceId: kind === 'giftcard' ? null : (service?.id ?? null),
    turnWeightHalves: kind === 'service' ? (service?.turnWeightHalves ?? 0) : 0,
    commissionRateBp: service?.commissionRateBp ?? null,
  };
}

/** A promotion is its line's discount; a reward adds to a line's own discount (after any promotion), never past the line. */
function takeDiscounts(
  lines: PricingLine[],
  applied: readonly AppliedPromotion[],
  rewardDiscounts: readonly number[] | undefined,
): void {
  for (const a of applied) {
    const line = lines.find((l) => l.key === a.lineKey);
    if (line) line.discountCents = a.amountCents;
  }
  lines.forEach((line, i) => {
    line.discountCents = Math.min(
      line.unitPriceCents * line.quantity,
      line.discountCents + (rewardDiscounts?.[i] ?? 0),
    );
  });
}

/** What the whole ticket must be: not absurdly large, a hand-made tip split that adds up among its technicians, and a tip only with a technician. */
function checkTotals(
  totals: TicketTotals,
  lines: readonly PricingLine[],
  tipShares: readonly TipShare[],
): void {
  // Far below what an integer column holds, far above any salon ticket: a typo, not a sale.
  if (totals.subtotalCents + totals.taxCents + totals.tipCents > MAX_TICKET_CENTS) {
    throw new FieldErrors({
      lines: say('validation.tickets.aTicketMayNotCome', {
        amount: formatCurrency(MAX_TICKET_CENTS),
      }),
    });
  }
  if (tipShares.length > 0) {
    const onTicket = [
      ...new Set(
        lines.flatMap((l) =>
          l.kind === 'service' && l.technicianId !== null ? [l.technicianId] : [],
        ),
      ),
    ];
    const problem = tipSharesProblem(totals.tipCents, tipShares, onTicket);
    if (problem) throw new FieldErrors({ tip_shares: problem });
  }
  if (totals.tipCents > 0 && totals.tipShares.length === 0)
    throw new FieldErrors({ tip: say('validation.tickets.aTipNeedsATechnician') });
}

/** A priced line as the invoice keeps it, with what the totals worked out for it. */
function invoiceLine(l: PricingLine, i: number, totals: TicketTotals): InvoiceLineValues {
  return {
    lineKey: l.key,
    kind: l.kind,
    serviceId: l.serviceId,
    name: l.name,
    technicianId: l.technicianId,
    unitPriceCents: l.unitPriceCents,
    quantity: l.quantity,
    discountCents: totals.lines[i].lineDiscountCents,
    // A discount coupon's share is part of what the ticket as a whole took off this line.
    ticketDiscountCents: totals.lines[i].ticketDiscountCents + totals.lines[i].couponDiscountCents,
    netCents: totals.lines[i].netCents,
    taxIds: l.taxIds,
    turnWeightHalves: l.turnWeightHalves,
    commissionRateBp: l.commissionRateBp,
    sortOrder: i,
  };
}

/** The store's promotions on these lines at this moment (common/promotions.ts decides; the customer as the database knows her). */
async function promotionsFor(
  db: Db,
  storeId: number,
  req: TicketRequest,
  lines: readonly {
    key: string;
    kind: LineKind;
    serviceId: number | null;
    name: string;
    unitPriceCents: number;
    quantity: number;
    discountCents: number;
  }[],
  serviceIds: number[],
  at: PromotionMoment,
): Promise<AppliedPromotion[]> {
  const ctx = await getPromotionContext(db, storeId, serviceIds, req.customerId);
  if (ctx.rules.length === 0) return [];
  // Keys repeated on one ticket cannot say which line a promotion is on: none then.
  if (new Set(lines.map((l) => l.key)).size !== lines.length) return [];
  const promoLines = lines.map((l) => ({
    key: l.key,
    kind: l.kind,
    serviceId: l.serviceId,
    categoryId: l.serviceId === null ? null : (ctx.categoryOf.get(l.serviceId) ?? null),
    name: l.name,
    unitPriceCents: l.unitPriceCents,
    quantity: l.quantity,
    discountCents: l.discountCents,
  }));
  return applyPromotions(ctx.rules, promoLines, storeClock(at.timezone, at.now), ctx.customer);
}

/** The invoice columns that hold a priced ticket's numbers. */
export function invoiceTotals(priced: PricedTicket, req: TicketRequest) {
  const t = priced.totals;
  return {
    customerId: req.customerId,
    subtotalCents: t.subtotalCents,
    discountCents: t.discountCents,
    ticketDiscountType: req.ticketDiscount?.type ?? null,
    ticketDiscountValue: req.ticketDiscount
      ? req.ticketDiscount.type === 'amount'
        ? req.ticketDiscount.cents
        : req.ticketDiscount.percent
      : 0,
    taxCents: t.taxCents,
    totalCents: t.totalCents,
    tipCents: t.tipCents,
    amountDueCents: t.amountDueCents,
    couponMode: priced.couponMode,
    tipBase: priced.tipRule.base,
    tipSplit: priced.tipRule.split,
  };
}
