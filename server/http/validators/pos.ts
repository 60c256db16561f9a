import { z } from 'zod';
import { TENDER_TYPES } from '../../../common/tenders';
import type { CheckoutRequest } from '../../domain/tickets/checkout';
import type { TicketRequest } from '../../domain/tickets/ticketPricing';
import { cents, email, id, optionalText, phone, text } from './fields';

/**
 * The pay screen's wire format (snake_case), mapped to the domain's ticket
 * and checkout requests. Field paths are the ones the page shows errors by:
 * `lines.0.unit_price`, `tenders.1.card_last4`.
 */

/** $100,000 per amount keeps every sum far from an int4 overflow. */
const MAX_CENTS = 10_000_000;
const MAX_LINES = 100;
const MAX_TENDERS = 20;

const nullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === undefined || v === '' ? null : v), schema.nullable());
const optionalId = (label: string) => nullable(id(label));
const amount = (label: string) => cents(label, { max: MAX_CENTS });
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,6}$/),
      ],
      { error: `The ${label} must be a whole number.` },
    )
    .transform(Number)
    .pipe(
      z
        .number({ error: `The ${label} must be a whole number.` })
        .int(`The ${label} must be a whole number.`)
        .min(min, `The ${label} must be at least ${min}.`)
        .max(max, `The ${label} may not be more than ${max}.`),
    );

const lineSchema = z.object({
  // "service-" + timestamp + a random number below 10000 (docs/requirements.md §9); anything tame is accepted.
  key: z
    .string({ error: 'The line key is invalid.' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'The line key is invalid.'),
  kind: z.enum(['service', 'retail', 'giftcard'], { error: 'The line kind is invalid.' }),
  service_id: optionalId('service'),
  technician_id: optionalId('technician'),
  unit_price: nullable(amount('price')),
  quantity: z.preprocess((v) => (v === undefined ? 1 : v), wholeNumber('quantity', 1, 99)),
  discount: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : v),
    amount('discount'),
  ),
  gift_card_code: optionalText('gift card code', 40),
  recipient_name: optionalText('recipient', 100),
});

const discountSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('amount'), value: amount('discount') }),
    z.object({ type: z.literal('percent'), value: wholeNumber('discount percentage', 0, 100) }),
  ],
  { error: 'The discount is invalid.' },
);

const tipSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('amount'), value: amount('tip') }),
    z.object({ type: z.literal('percent'), value: wholeNumber('tip percentage', 0, 100) }),
  ],
  { error: 'The tip is invalid.' },
);

export const ticketSchema = z.object({
  customer_id: optionalId('customer'),
  lines: z
    .array(lineSchema, { error: 'Add a service or an item to the ticket.' })
    .max(MAX_LINES, `A ticket may have at most ${MAX_LINES} lines.`),
  ticket_discount: nullable(discountSchema),
  tip: nullable(tipSchema),
  tip_shares: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(z.object({ technician_id: id('technician'), cents: amount('tip share') }), {
        error: 'The tip split is invalid.',
      })
      .max(50, 'The tip split is invalid.'),
  ),
});
export type TicketInput = z.infer<typeof ticketSchema>;

const tenderSchema = z
  .object({
    type: z.enum(TENDER_TYPES, { error: 'Choose how this payment is made.' }),
    amount: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? 0 : v),
      amount('amount'),
    ),
    // Never a full card number: only the last four digits are ever accepted (and stored).
    card_last4: optionalText('last four digits', 4).pipe(
      z
        .string()
        .regex(/^\d{4}$/, 'Enter the card’s last four digits.')
        .nullable()
        .optional(),
    ),
    auth_code: optionalText('authorisation code', 20).pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9]+$/, 'The authorisation code may only contain letters and digits.')
        .nullable()
        .optional(),
    ),
    check_number: optionalText('check number', 20),
    code: optionalText('code', 40),
    // A card paid on the station's terminal (pos.card.charge): checkout takes its amount and card from the approval.
    card_transaction_id: optionalId('card payment'),
  })
  .superRefine((t, ctx) => {
    if (t.type === 'credit_card' && !t.card_last4 && t.card_transaction_id === null)
      ctx.addIssue({
        code: 'custom',
        path: ['card_last4'],
        message: 'Enter the card’s last four digits.',
      });
    if ((t.type === 'gift_card' || t.type === 'coupon') && !t.code)
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: t.type === 'coupon' ? 'Enter the coupon code.' : 'Enter the gift card code.',
      });
    if (t.type !== 'coupon' && t.amount <= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'Enter an amount more than $0.00.',
      });
  });

export const checkoutSchema = ticketSchema.extend({
  // Made once per ticket by the pay screen (a UUID); a repeat with it pays nothing twice.
  idempotency_key: z
    .string({ error: 'The payment key is missing. Please reload the page.' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'The payment key is invalid. Please reload the page.'),
  draft_id: optionalId('saved ticket'),
  // The check-in this ticket pays for (the POS customer check-in page): paying marks it done.
  check_in_id: optionalId('check-in'),
  // A loyalty reward to spend: checkout checks it against the store's catalog and her points.
  reward_id: optionalId('reward'),
  tenders: z
    .array(tenderSchema, { error: 'Add a payment.' })
    .max(MAX_TENDERS, `A ticket may have at most ${MAX_TENDERS} payments.`),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

export const couponCheckSchema = ticketSchema.extend({ code: text('coupon code', 40) });

export const customerLookupSchema = z.object({ phone: phone() });
export const customerSchema = z.object({
  name: text('name', 100),
  phone: phone(),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    email().nullable().optional(),
  ),
});
export type CustomerInput = z.infer<typeof customerSchema>;

export const giftCardLookupSchema = z.object({ code: text('gift card code', 40) });

/** The wire ticket as the domain takes it. */
export function toTicketRequest(input: TicketInput): TicketRequest {
  return {
    customerId: input.customer_id,
    lines: input.lines.map((l) => ({
      key: l.key,
      kind: l.kind,
      serviceId: l.service_id,
      technicianId: l.technician_id,
      unitPriceCents: l.unit_price,
      quantity: l.quantity,
      discountCents: l.discount,
      giftCardCode: l.gift_card_code ?? null,
      recipientName: l.recipient_name ?? null,
    })),
    ticketDiscount: !input.ticket_discount
      ? null
      : input.ticket_discount.type === 'amount'
        ? { type: 'amount', cents: input.ticket_discount.value }
        : { type: 'percent', percent: input.ticket_discount.value },
    tip: !input.tip
      ? null
      : input.tip.type === 'amount'
        ? { type: 'amount', cents: input.tip.value }
        : { type: 'percent', percent: input.tip.value },
    tipShares: input.tip_shares.map((s) => ({ technicianId: s.technician_id, cents: s.cents })),
  };
}

export function toCheckoutRequest(input: CheckoutInput): CheckoutRequest {
  return {
    ...toTicketRequest(input),
    idempotencyKey: input.idempotency_key,
    draftId: input.draft_id,
    checkInId: input.check_in_id,
    rewardId: input.reward_id ?? null,
    tenders: input.tenders.map((t) => ({
      type: t.type,
      amountCents: t.amount,
      cardLast4: t.card_last4 ?? null,
      authCode: t.auth_code ?? null,
      checkNumber: t.check_number ?? null,
      code: t.code ?? null,
      cardTransactionId: t.type === 'credit_card' ? t.card_transaction_id : null,
    })),
  };
}
