import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n';
import { formattersFor } from '../../../common/intlFormats';
import { formatPhone } from '../../../common/phone';
import { formatStoreDateTime } from '../../../common/storeTime';
import { TENDER_LABELS, ticketPayments, type TenderType } from '../../../common/tenders';
import { entryModeLabel } from '../../../common/cardPayments';
import type { getInvoiceReceipt } from '../../../database/queries/invoices';
import type { getReceiptSettings } from '../../../database/queries/pos';
import { tenderAmounts } from './invoiceList';
import type { ReceiptPoints } from '../loyalty/receiptPoints';
import { translator } from '../../services/i18n';
import { stampIn } from '../../services/messageLocale';

type Invoice = NonNullable<Awaited<ReturnType<typeof getInvoiceReceipt>>>;
type Settings = Awaited<ReturnType<typeof getReceiptSettings>>;

/** A card as receipts show it (docs/requirements.md §9): "**** **** **** 1234", or N/A when no digits were kept. */
export const maskedCard = (last4: string | null | undefined): string =>
  last4 ? `**** **** **** ${last4}` : 'N/A';

/**
 * A card tender on a receipt: the brand and how it was read when a terminal took it, the
 * masked number, the authorisation code and the gateway's reference (for a dispute).
 */
export function cardDetail(p: {
  cardLast4: string | null;
  authCode: string | null;
  cardType?: string | null;
  entryMode?: string | null;
  cardReference?: string | null;
}): string {
  return [
    `${p.cardType ? `${p.cardType} ` : ''}${maskedCard(p.cardLast4)}`,
    entryModeLabel(p.entryMode),
    p.authCode ? `Auth ${p.authCode}` : null,
    p.cardReference ? `Ref ${p.cardReference}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** 8875 (thousandths of a percent) → "8.875%". */
export const ratePercent = (rate: number): string =>
  `${(rate / 1000).toFixed(3).replace(/\.?0+$/, '')}%`;

/**
 * What a receipt prints, in the order it prints it: the page, the print
 * layout and the emailed copy are all made from this one shape.
 */
export function buildReceipt(
  invoice: Invoice,
  settings: Settings,
  points: ReceiptPoints | null = null,
) {
  return {
    id: invoice.id,
    status: invoice.status,
    number: `${settings.ticketPrefix}${invoice.number ?? ''}`,
    // Printed and mailed as the store's region writes it (docs/features/languages-and-offline.md).
    paid_at: formatStoreDateTime(invoice.paidAt, settings.timezone, settings.region),
    store: {
      name: settings.name,
      address: settings.address ?? '',
      phone: formatPhone(settings.phone),
      logo_url: settings.receiptLogoUrl,
    },
    header: settings.receiptHeader,
    footer: settings.receiptFooter,
    customer:
      invoice.customerId === null
        ? null
        : {
            name: invoice.customerName ?? '',
            phone: formatPhone(invoice.customerPhone),
            email: invoice.customerEmail ?? '',
          },
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
    taxes: invoice.taxes.map((t) => ({
      name: t.name,
      rate: ratePercent(t.rate),
      amount: t.amountCents,
    })),
    total: invoice.totalCents,
    tip: invoice.tipCents,
    tips: settings.printTechnicianNames
      ? invoice.tips.map((t) => ({ technician: t.technicianName, amount: t.cents }))
      : [],
    amount_due: invoice.amountDueCents,
    tenders: invoice.payments.map((p) => ({
      type: p.type,
      label: TENDER_LABELS[p.type],
      amount: p.amountCents,
      tendered: p.tenderedCents,
      detail:
        p.type === 'credit_card'
          ? cardDetail(p)
          : p.type === 'check'
            ? p.checkNumber
              ? `Check #${p.checkNumber}`
              : null
            : p.type === 'gift_card'
              ? (p.giftCardCode ?? null)
              : null,
    })),
    change: invoice.changeCents,
    points,
    ...ticketPayments(tenderAmounts(invoice)),
  };
}

export type Receipt = ReturnType<typeof buildReceipt>;

/** A tender's name on the emailed copy, by its type (the page keeps the prop's English label). */
const TENDER_NAMES = {
  cash: 'mail.receipt.tender.cash',
  credit_card: 'mail.receipt.tender.creditCard',
  gift_card: 'mail.receipt.tender.giftCard',
  coupon: 'mail.receipt.tender.coupon',
  check: 'mail.receipt.tender.check',
} as const satisfies Record<TenderType, string>;

/**
 * The receipt as plain text for the emailed copy: what the 80 mm print shows, one item a line,
 * in the store's language for its customers (English exactly as it prints).
 */
export function receiptText(r: Receipt, locale: Locale = DEFAULT_LOCALE): string {
  const t = translator(locale);
  const money = formattersFor(locale).money;
  const row = (label: string, cents: number) => `${label.padEnd(28)} ${money(cents).padStart(12)}`;
  const out = [
    r.store.name,
    r.store.address,
    r.store.phone,
    r.header,
    '',
    t('mail.receipt.ticket', { number: r.number }),
    stampIn(r.paid_at, locale),
  ];
  if (r.customer) out.push(t('mail.receipt.customer', { name: r.customer.name }));
  out.push('');
  for (const l of r.lines) {
    out.push(row(`${l.quantity > 1 ? `${l.quantity} × ` : ''}${l.name}`, l.amount));
    if (l.technician) out.push(`  ${l.technician}`);
    if (l.discount) out.push(row(`  ${t('mail.receipt.discount')}`, -l.discount));
  }
  out.push('', row(t('mail.receipt.subtotal'), r.subtotal));
  if (r.discount) out.push(row(t('mail.receipt.discount'), -r.discount));
  for (const x of r.taxes) out.push(row(`${x.name} (${x.rate})`, x.amount));
  out.push(row(t('mail.receipt.total'), r.total));
  if (r.tip) out.push(row(t('mail.receipt.tip'), r.tip));
  out.push(row(t('mail.receipt.amountPaid'), r.amount_due), '');
  // Cash as handed over, then the change: what the customer saw at the counter.
  for (const p of r.tenders) {
    const label = TENDER_NAMES[p.type as TenderType]
      ? t(TENDER_NAMES[p.type as TenderType])
      : p.label;
    // A check's detail repeats the English word ("Check #123"): another language keeps only its number.
    const detail =
      locale !== DEFAULT_LOCALE && p.type === 'check' && p.detail?.startsWith('Check #')
        ? p.detail.slice('Check '.length)
        : p.detail;
    out.push(
      row(
        detail ? `${label} ${detail}` : label,
        p.type === 'cash' && p.tendered ? p.tendered : p.amount,
      ),
    );
  }
  if (r.change) out.push(row(t('mail.receipt.change'), r.change));
  if (r.points) {
    out.push('');
    if (r.points.reward)
      out.push(
        t('mail.receipt.reward', {
          name: r.points.reward.name,
          points: r.points.reward.points,
          discount: money(r.points.reward.discount),
        }),
      );
    if (r.points.earned) out.push(t('mail.receipt.earned', { points: r.points.earned }));
    out.push(
      r.points.pending
        ? t('mail.receipt.pointsPending', {
            available: r.points.available,
            pending: r.points.pending,
          })
        : t('mail.receipt.points', { available: r.points.available }),
    );
  }
  out.push('', r.footer);
  return out.filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n');
}
