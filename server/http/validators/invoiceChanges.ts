import { z } from 'zod';
import { cents, id, optionalText, text } from './fields';
import { CORRECTABLE_TENDERS } from '../../domain/tickets/invoiceChanges';
import { REFUND_TENDERS } from '../../../common/tenders';

const reason = text('reason', 500, { multiline: true });
const tenderOf = (label: string) => z.enum(CORRECTABLE_TENDERS, { error: `Choose the ${label}.` });
const MAX_AMOUNT = 100_000_000;

/** One change to a paid ticket (invoices.update): the tip, a line's technician, or a tender correction; each with a reason. */
export const invoiceChangeSchema = z.discriminatedUnion(
  'change',
  [
    z.object({
      change: z.literal('tip'),
      tip_amount: cents('tip amount', { max: MAX_AMOUNT }),
      shares: z
        .array(
          z.object({
            technician_id: id('technician'),
            cents: cents('tip share', { max: MAX_AMOUNT }),
          }),
          { error: 'The tip split is invalid.' },
        )
        .max(50)
        .default([]),
      tender: tenderOf('payment that takes the difference'),
      reason,
    }),
    z.object({
      change: z.literal('technician'),
      line_id: id('line'),
      technician_id: id('technician'),
      reason,
    }),
    z.object({
      change: z.literal('tender'),
      from: tenderOf('payment recorded'),
      to: tenderOf('payment it should be'),
      amount: cents('amount', { max: MAX_AMOUNT }),
      card_last4: z.preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z
          .string()
          .regex(/^\d{4}$/, 'Enter the last four digits of the card.')
          .nullable(),
      ),
      reason,
    }),
  ],
  { error: 'Choose what to change.' },
);
export type InvoiceChangeInput = z.infer<typeof invoiceChangeSchema>;

export const invoiceVoidSchema = z.object({ reason });

/** A refund: chosen lines (an amount, or all that is left), an optional tip, and where the money goes. */
export const invoiceRefundSchema = z.object({
  idempotency_key: text('refund key', 100),
  reason,
  lines: z
    .array(
      z.object({
        line_id: id('line'),
        amount: z.preprocess(
          (v) => (v === '' || v === undefined ? null : v),
          cents('amount', { max: MAX_AMOUNT }).nullable(),
        ),
      }),
      { error: 'Choose what to refund.' },
    )
    .max(200),
  tip_amount: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? 0 : v),
    cents('tip amount', { max: MAX_AMOUNT }),
  ),
  payouts: z
    .array(
      z.object({
        type: z.enum(REFUND_TENDERS, { error: 'Choose where the money goes.' }),
        amount: cents('amount', { min: 1, max: MAX_AMOUNT }),
        gift_card_code: optionalText('gift card code', 40),
      }),
      { error: 'Choose where the money goes.' },
    )
    .min(1, 'Choose where the money goes.')
    .max(10),
  // Only to give back more cash than the ticket took in cash: a manager's reason, kept with the refund.
  override_reason: optionalText('override reason', 500),
});
export type InvoiceRefundInput = z.infer<typeof invoiceRefundSchema>;
