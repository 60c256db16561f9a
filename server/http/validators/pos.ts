import { z } from 'zod';
import { TENDER_TYPES } from '../../../common/tenders';
import type { CheckoutRequest } from '../../domain/tickets/checkout';
import type { TicketRequest } from '../../domain/tickets/ticketPricing';
import { cents, email, id, optionalText, phone, text } from './fields';
import { say } from '../../../common/said';
import { sayLabel, type Label } from '../../../common/labels';

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
const optionalId = (label: Label) => nullable(id(label));
const amount = (label: Label) => cents(label, { max: MAX_CENTS });
const wholeNumber = (label: Label, min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,6}$/),
      ],
      { error: say('validation.field.theMustBeAWhole', { label: sayLabel(label) }) },
    )
    .transform(Number)
    .pipe(
      z
        .number({ error: say('validation.field.theMustBeAWhole', { label: sayLabel(label) }) })
        .int(say('validation.field.theMustBeAWhole', { label: sayLabel(label) }))
        .min(min, say('validation.field.theMustBeAtLeast', { label: sayLabel(label), min }))
        .max(max, say('validation.field.theMayNotBeMore', { label: sayLabel(label), max })),
    );

const lineSchema = z.object({
  // "service-" + timestamp + a random number below 10000 (docs/requirements.md §9); anything tame is accepted.
  key: z
    .string({ error: say('validation.tickets.theLineKeyIsInvalid') })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, say('validation.tickets.theLineKeyIsInvalid')),
  kind: z.enum(['service', 'retail', 'giftcard'], {
    error: say('validation.tickets.theLineKindIsInvalid'),
  }),
  service_id: optionalId('service'),
  technician_id: optionalId('technician'),
  unit_price: nullable(amount('price')),
  quantity: z.preprocess((v) => (v === undefined ? 1 : v), wholeNumber('quantity', 1, 99)),
  discount: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : v),
    amount('discount'),
  ),
  gift_card_code: optionalText('giftCardCode', 40),
  recipient_name: optionalText('recipient', 100),
});

const discountSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('amount'), value: amount('discount') }),
    z.object({ type: z.literal('percent'), value: wholeNumber('discountPercentage', 0, 100) }),
  ],
  { error: say('validation.tickets.theDiscountIsInvalid') },
);

const tipSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('amount'), value: amount('tip') }),
    z.object({ type: z.literal('percent'), value: wholeNumber('tipPercentage', 0, 100) }),
  ],
  { error: say('validation.tickets.theTipIsInvalid') },
);

export const ticketSchema = z.object({
  customer_id: optionalId('customer'),
  lines: z
    .array(lineSchema, { error: say('validation.tickets.addAServiceOrAn') })
    .max(MAX_LINES, say('validation.tickets.aTicketMayHaveAt', { max: MAX_LINES })),
  ticket_discount: nullable(discountSchema),
  tip: nullable(tipSchema),
  tip_shares: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(z.object({ technician_id: id('technician'), cents: amount('tipShare') }), {
        error: say('validation.tickets.theTipSplitIsInvalid'),
      })
      .max(50, say('validation.tickets.theTipSplitIsInvalid')),
  ),
});
export type TicketInput = z.infer<typeof ticketSchema>;

const tenderSchema = z
  .object({
    type: z.enum(TENDER_TYPES, { error: say('validation.tickets.chooseHowThisPaymentIs') }),
    amount: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? 0 : v),
      amount('amount'),
    ),
    // Never a full card number: only the last four digits are ever accepted (and stored).
    card_last4: optionalText('lastFourDigits', 4).pipe(
      z
        .string()
        .regex(/^\d{4}$/, say('validation.tickets.enterTheCardSLast'))
        .nullable()
        .optional(),
    ),
    auth_code: optionalText('authorisationCode', 20).pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9]+$/, say('validation.tickets.theAuthorisationCodeMayOnly'))
        .nullable()
        .optional(),
    ),
    check_number: optionalText('checkNumber', 20),
    code: optionalText('code', 40),
    // A card paid on the station's terminal (pos.card.charge): checkout takes its amount and card from the approval.
    card_transaction_id: optionalId('cardPayment'),
  })
  .superRefine((t, ctx) => {
    if (t.type === 'credit_card' && !t.card_last4 && t.card_transaction_id === null)
      ctx.addIssue({
        code: 'custom',
        path: ['card_last4'],
        message: say('validation.tickets.enterTheCardSLast'),
      });
    if ((t.type === 'gift_card' || t.type === 'coupon') && !t.code)
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message:
          t.type === 'coupon'
            ? say('validation.tickets.enterTheCouponCode')
            : say('validation.tickets.enterTheGiftCardCode'),
      });
    if (t.type !== 'coupon' && t.amount <= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: say('validation.terminals.enterAnAmountMoreThan'),
      });
  });

export const checkoutSchema = ticketSchema.extend({
  // Made once per ticket by the pay screen (a UUID); a repeat with it pays nothing twice.
  idempotency_key: z
    .string({ error: say('validation.tickets.thePaymentKeyIsMissing') })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, say('validation.tickets.thePaymentKeyIsInvalid')),
  draft_id: optionalId('savedTicket'),
  // The check-in this ticket pays for (the POS customer check-in page): paying marks it done.
  check_in_id: optionalId('checkIn'),
  // A loyalty reward to spend: checkout checks it against the store's catalog and her points.
  reward_id: optionalId('reward'),
  tenders: z
    .array(tenderSchema, { error: say('validation.tickets.addAPayment') })
    .max(MAX_TENDERS, say('validation.tickets.aTicketMayHaveAt2', { max: MAX_TENDERS })),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

export const couponCheckSchema = ticketSchema.extend({ code: text('couponCode', 40) });

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

export const giftCardLookupSchema = z.object({ code: text('giftCardCode', 40) });

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
