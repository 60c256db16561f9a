/**
 * The pay screen's ticket as the browser holds it, and how it goes on the
 * wire. Totals come from the one shared function (@common/ticketTotals), fed
 * the same menu, taxes and tip rule the server prices with, so the numbers on
 * screen are the numbers on the invoice.
 */
import {
  computeTicket,
  type TaxRate,
  type TicketDiscount,
  type TicketTotals,
  type TipInput,
  type TipRule,
  type TipShare,
} from '@common/ticketTotals';
import type { TenderType } from '@common/tenders';
import { cardTenderCents, type CardTransactionJson } from '@common/cardPayments';
import type { Customer, TicketLine, Amount } from '@common/pages/Components/pos/ticket';
export type {
  Technician,
  MenuService,
  Category,
  Customer,
  TicketLine,
  Amount,
} from '@common/pages/Components/pos/ticket';

export interface Tender {
  /** Local id for React keys. */
  id: number;
  type: TenderType;
  /** Cents; cash: what was handed over. */
  amount: number;
  card_last4: string;
  auth_code: string;
  check_number: string;
  code: string;
  /** A gift card's balance once looked up; a coupon's value once checked. */
  checked: number | null;
  /** A credit card to charge on the station's terminal (not typed in by hand): it pays only once `card` is approved. */
  charge?: boolean;
  /** The attempt being sent to the terminal: kept when the same attempt is sent again, so it is charged once. */
  attempt_key?: string | null;
  /** The terminal's approval: the tender is locked to it (its amount is the approval plus the tip given on the terminal). */
  card?: CardTransactionJson | null;
}

/** A terminal card not charged yet pays nothing: it stays out of the settlement and the checkout. */
export const payingTenders = (tenders: Tender[]) => tenders.filter((t) => !t.charge || t.card);

/** "service-" + timestamp + a random number below 10000 (docs/requirements.md §9). */
export const newLineKey = (): string =>
  `service-${Date.now()}-${Math.floor(Math.random() * 10000)}`;

/** One key per ticket, kept across retries, so a repeated Pay never charges twice. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  // randomUUID needs a secure context; a station on plain http still has getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const toDiscount = (d: Amount): TicketDiscount =>
  !d || d.value <= 0
    ? null
    : d.type === 'amount'
      ? { type: 'amount', cents: d.value }
      : { type: 'percent', percent: d.value };
export const toTip = (t: Amount): TipInput =>
  !t || t.value <= 0
    ? null
    : t.type === 'amount'
      ? { type: 'amount', cents: t.value }
      : { type: 'percent', percent: t.value };

export function ticketTotals(
  lines: TicketLine[],
  discount: Amount,
  tip: Amount,
  taxes: TaxRate[],
  tipRule: TipRule,
  tipShares: TipShare[],
): TicketTotals {
  return computeTicket({
    lines: lines.map((l) => ({
      key: l.key,
      kind: l.kind,
      unitPriceCents: l.unit_price,
      quantity: l.quantity,
      discountCents: l.discount,
      taxIds: l.kind === 'giftcard' ? [] : l.tax_ids,
      technicianId: l.kind === 'service' ? l.technician_id : null,
    })),
    ticketDiscount: toDiscount(discount),
    taxes,
    tip: toTip(tip),
    tipRule,
    tipShares,
  });
}

/** The ticket in the wire format of validators/pos.ts (snake_case). */
export function ticketPayload(
  customer: Customer | null,
  lines: TicketLine[],
  discount: Amount,
  tip: Amount,
  tipShares: TipShare[],
) {
  return {
    customer_id: customer?.id ?? null,
    lines: lines.map((l) => ({
      key: l.key,
      kind: l.kind,
      service_id: l.service_id,
      technician_id: l.kind === 'service' ? l.technician_id : null,
      unit_price: l.unit_price,
      quantity: l.quantity,
      discount: l.discount,
      gift_card_code: l.kind === 'giftcard' ? l.gift_card_code : null,
      recipient_name: l.kind === 'giftcard' ? l.recipient_name : null,
    })),
    ticket_discount: discount && discount.value > 0 ? discount : null,
    tip: tip && tip.value > 0 ? tip : null,
    tip_shares: tipShares.map((s) => ({ technician_id: s.technicianId, cents: s.cents })),
  };
}

export function tenderPayload(tenders: Tender[]) {
  return payingTenders(tenders).map((t) => ({
    type: t.type,
    amount:
      t.type === 'coupon'
        ? (t.checked ?? 0)
        : t.card
          ? cardTenderCents({ approvedCents: t.card.amount, tipCents: t.card.tip })
          : t.amount,
    card_last4: t.type === 'credit_card' ? (t.card ? t.card.last4 : t.card_last4) : null,
    auth_code: t.type === 'credit_card' ? (t.card ? t.card.auth : t.auth_code) : null,
    check_number: t.type === 'check' ? t.check_number : null,
    code: t.type === 'gift_card' || t.type === 'coupon' ? t.code : null,
    card_transaction_id: t.card?.id ?? null,
  }));
}

export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
