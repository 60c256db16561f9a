import { formatCurrency } from '../../../common/money';
import { formatPhone } from '../../../common/phone';
import { formatStoreDateTime } from '../../../common/storeTime';
import { TENDER_LABELS, ticketPayments } from '../../../common/tenders';
import { entryModeLabel } from '../../../common/cardPayments';
import type { getInvoiceReceipt } from '../../../database/queries/invoices';
import type { getReceiptSettings } from '../../../database/queries/pos';
import { tenderAmounts } from './invoiceList';
import type { ReceiptPoints } from '../loyalty/receiptPoints';

type Invoice = NonNullable<Awaited<ReturnType<typeof getInvoiceReceipt>>>;
type Settings = Awaited<ReturnType<typeof getReceiptSettings>>;

/** A card as receipts show it (spec §9): "**** **** **** 1234", or N/A when no digits were kept. */
export const maskedCard = (last4: string | null | undefined): string => (last4 ? `**** **** **** ${last4}` : 'N/A');

/**
 * A card tender on a receipt: the brand and how it was read when a terminal took it, the
 * masked number, the authorisation code and the gateway's reference (for a dispute).
 */
export function cardDetail(p: { cardLast4: string | null; authCode: string | null; cardType?: string | null; entryMode?: string | null; cardReference?: string | null }): string {
  return [
    `${p.cardType ? `${p.cardType} ` : ''}${maskedCard(p.cardLast4)}`, entryModeLabel(p.entryMode), p.authCode ? `Auth ${p.authCode}` : null, p.cardReference ? `Ref ${p.cardReference}` : null,
  ].filter(Boolean).join(' · ');
}

/** 8875 (thousandths of a percent) → "8.875%". */
export const ratePercent = (rate: number): string => `${(rate / 1000).toFixed(3).replace(/\.?0+$/, '')}%`;

/**
 * What a receipt prints, in the order it prints it: the page, the print
 * layout and the emailed copy are all made from this one shape.
 */
export function buildReceipt(invoice: Invoice, settings: Settings, points: ReceiptPoints | null = null) {
  return {
    id: invoice.id,
    status: invoice.status,
    number: `${settings.ticketPrefix}${invoice.number ?? ''}`,
    paid_at: formatStoreDateTime(invoice.paidAt, settings.timezone),
    store: { name: settings.name, address: settings.address ?? '', phone: formatPhone(settings.phone), logo_url: settings.receiptLogoUrl },
    header: settings.receiptHeader,
    footer: settings.receiptFooter,
    customer: invoice.customerId === null ? null : { name: invoice.customerName ?? '', phone: formatPhone(invoice.customerPhone), email: invoice.customerEmail ?? '' },
    lines: invoice.lines.map((l) => ({
      id: l.id,
      name: l.kind === 'giftcard' && l.giftCardCode ? `Gift card ${l.giftCardCode}` : l.name,
      technician: settings.printTechnicianNames ? (l.technicianName ?? null) : null,
      quantity: l.quantity,
      unit_price: l.unitPriceCents,
      amount: l.unitPriceCents * l.quantity,
      discount: l.discountCents,
    })),
    subtotal: invoice.subtotalCents,
    discount: invoice.discountCents,
    taxes: invoice.taxes.map((t) => ({ name: t.name, rate: ratePercent(t.rate), amount: t.amountCents })),
    total: invoice.totalCents,
    tip: invoice.tipCents,
    tips: settings.printTechnicianNames ? invoice.tips.map((t) => ({ technician: t.technicianName, amount: t.cents })) : [],
    amount_due: invoice.amountDueCents,
    tenders: invoice.payments.map((p) => ({
      type: p.type,
      label: TENDER_LABELS[p.type],
      amount: p.amountCents,
      tendered: p.tenderedCents,
      detail:
        p.type === 'credit_card' ? cardDetail(p)
        : p.type === 'check' ? (p.checkNumber ? `Check #${p.checkNumber}` : null)
        : p.type === 'gift_card' ? (p.giftCardCode ?? null)
        : null,
    })),
    change: invoice.changeCents,
    points,
    ...ticketPayments(tenderAmounts(invoice)),
  };
}

export type Receipt = ReturnType<typeof buildReceipt>;

/** The receipt as plain text for the emailed copy: what the 80 mm print shows, one item a line. */
export function receiptText(r: Receipt): string {
  const row = (label: string, cents: number) => `${label.padEnd(28)} ${formatCurrency(cents).padStart(12)}`;
  const out = [r.store.name, r.store.address, r.store.phone, r.header, '', `Ticket ${r.number}`, r.paid_at];
  if (r.customer) out.push(`Customer: ${r.customer.name}`);
  out.push('');
  for (const l of r.lines) {
    out.push(row(`${l.quantity > 1 ? `${l.quantity} × ` : ''}${l.name}`, l.amount));
    if (l.technician) out.push(`  ${l.technician}`);
    if (l.discount) out.push(row('  Discount', -l.discount));
  }
  out.push('', row('Subtotal', r.subtotal));
  if (r.discount) out.push(row('Discount', -r.discount));
  for (const t of r.taxes) out.push(row(`${t.name} (${t.rate})`, t.amount));
  out.push(row('Total', r.total));
  if (r.tip) out.push(row('Tip', r.tip));
  out.push(row('Amount paid', r.amount_due), '');
  // Cash as handed over, then the change: what the customer saw at the counter.
  for (const t of r.tenders) out.push(row(t.detail ? `${t.label} ${t.detail}` : t.label, t.type === 'cash' && t.tendered ? t.tendered : t.amount));
  if (r.change) out.push(row('Change', r.change));
  if (r.points) {
    out.push('');
    if (r.points.reward) out.push(`Reward: ${r.points.reward.name} (${r.points.reward.points} points, ${formatCurrency(r.points.reward.discount)} off)`);
    if (r.points.earned) out.push(`Points earned: ${r.points.earned}`);
    out.push(`Points: ${r.points.available} available${r.points.pending ? `, ${r.points.pending} pending` : ''}`);
  }
  out.push('', r.footer);
  return out.filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n');
}
