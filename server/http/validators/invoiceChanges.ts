import { z } from 'zod';
import { cents, id, optionalText, text } from './fields';
import { CORRECTABLE_TENDERS } from '../../domain/tickets/invoiceChanges';
import { REFUND_TENDERS } from '../../../common/tenders';
import { say } from '../../../common/said';
import { sayLabel, type Label } from '../../../common/labels';

const reason = text('reason', 500, { multiline: true });
const tenderOf = (label: Label) =>
  z.enum(CORRECTABLE_TENDERS, {
    error: say('validation.field.chooseThe', { label: sayLabel(label) }),
  });
const MAX_AMOUNT = 100_000_000;

/** One change to a paid ticket (invoices.update): the tip, a line's technician, or a tender correction; each with a reason. */
export const invoiceChangeSchema = z.discriminatedUnion(
  'change',
  [
    z.object({
      change: z.literal('tip'),
      tip_amount: cents('tipAmount', { max: MAX_AMOUNT }),
      shares: z
        .array(
          z.object({
            technician_id: id('technician'),
            cents: cents('tipShare', { max: MAX_AMOUNT }),
          }),
          { error: say('validation.tickets.theTipSplitIsInvalid') },
        )
        .max(50)
        .default([]),
      tender: tenderOf('paymentThatTakesTheDifference'),
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
      from: tenderOf('paymentRecorded'),
      to: tenderOf('paymentItShouldBe'),
      amount: cents('amount', { max: MAX_AMOUNT }),
      card_last4: z.preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z
          .string()
          .regex(/^\d{4}$/, say('validation.tickets.enterTheLastFourDigits'))
          .nullable(),
      ),
      reason,
    }),
  ],
  { error: say('validation.tickets.chooseWhatToChange') },
);
export type InvoiceChangeInput = z.infer<typeof invoiceChangeSchema>;

export const invoiceVoidSchema = z.object({ reason });

/** A refund: chosen lines (an amount, or all that is left), an optional tip, and where the money goes. */
export const invoiceRefundSchema = z.object({
  idempotency_key: text('refundKey', 100),
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
      { error: say('validation.tickets.chooseWhatToRefund') },
    )
    .max(200),
  tip_amount: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? 0 : v),
    cents('tipAmount', { max: MAX_AMOUNT }),
  ),
  payouts: z
    .array(
      z.object({
        type: z.enum(REFUND_TENDERS, { error: say('validation.tickets.chooseWhereTheMoneyGoes') }),
        amount: cents('amount', { min: 1, max: MAX_AMOUNT }),
        gift_card_code: optionalText('giftCardCode', 40),
      }),
      { error: say('validation.tickets.chooseWhereTheMoneyGoes') },
    )
    .min(1, say('validation.tickets.chooseWhereTheMoneyGoes'))
    .max(10),
  // Only to give back more cash than the ticket took in cash: a manager's reason, kept with the refund.
  override_reason: optionalText('overrideReason', 500),
});
export type InvoiceRefundInput = z.infer<typeof invoiceRefundSchema>;
