import { z } from 'zod';
import { cents, id, optionalText, text, MAX_ID } from './fields';
import { CHOOSE_PAID_INSTEAD, CORRECTABLE_TENDERS } from '../../domain/tickets/invoiceChanges';
import { say } from '../../../common/said';

const reason = text('reason', 500, { multiline: true });
/** A tip typed at night from a paper slip: at most $1,000.00. */
const MAX_TIP = 100_000;

/** close-batches.index: the history's page; a bad one reads as the first. */
export const closeBatchIndexSchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_ID).catch(1),
});

/** close-batches.resolve: one fix for one difference of a terminal's open batch. */
export const batchResolutionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('not_charged'),
      transaction_id: id('cardPayment'),
      reason,
      // A sale on a ticket: how the ticket was paid instead (the domain asks for it when it is needed).
      paid_by: z.preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z.enum(CORRECTABLE_TENDERS, { error: CHOOSE_PAID_INSTEAD }).nullable(),
      ),
      card_last4: z.preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z
          .string()
          .regex(/^\d{4}$/, say('validation.tickets.enterTheLastFourDigits'))
          .nullable(),
      ),
    }),
    z.object({
      action: z.literal('record'),
      terminal_ref: text('terminalReference', 40),
      // "1042" or the ticket as printed with the store's prefix ("LN1042").
      invoice_number: z.preprocess(
        (v) =>
          v === '' || v === null || v === undefined
            ? null
            : typeof v === 'string'
              ? v.trim().replace(/^[A-Za-z#-]{1,10}/, '')
              : v,
        id('ticketNumber').nullable(),
      ),
      reason: optionalText('reason', 500, { multiline: true }),
    }),
    z.object({ action: z.literal('take_terminal_tip'), transaction_id: id('cardPayment') }),
    z.object({ action: z.literal('accept_amount'), transaction_id: id('cardPayment'), reason }),
    z.object({ action: z.literal('no_tip'), transaction_id: id('cardPayment') }),
    z.object({ action: z.literal('void_sale'), transaction_id: id('cardPayment') }),
    z.object({
      action: z.literal('resolve_unknown'),
      transaction_id: id('cardPayment'),
      answer: z.enum(['lookup', 'approved', 'declined'], {
        error: say('validation.terminals.chooseHowToSettleThis'),
      }),
    }),
  ],
  { error: say('validation.terminals.chooseWhatToDoAbout') },
);
export type BatchResolutionInput = z.infer<typeof batchResolutionSchema>;

/** close-batches.tip: the whole tip on one open-batch card sale, typed on the keypad. */
export const batchTipSchema = z.object({
  transaction_id: id('cardPayment'),
  tip_amount: cents('tip', { max: MAX_TIP }),
});
