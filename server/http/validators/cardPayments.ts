import { z } from 'zod';
import { MAX_CARD_CENTS } from '../../../common/cardPayments';
import { cents, id } from './fields';
import { say } from '../../../common/said';

/** The pay screen's card terminal calls (pos.card.*). */

const amount = cents('amount', { max: MAX_CARD_CENTS }).pipe(
  z.number().min(1, say('validation.terminals.enterAnAmountMoreThan')),
);

export const cardChargeSchema = z.object({
  amount,
  // Made by the pay screen per attempt (a UUID), sent again when the same attempt is retried.
  attempt_key: z
    .string({ error: say('validation.terminals.thePaymentAttemptKeyIs') })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, say('validation.terminals.thePaymentAttemptKeyIs2')),
});
export type CardChargeInput = z.infer<typeof cardChargeSchema>;

export const cardTransactionSchema = z.object({ transaction: id('cardPayment') });

export const cardResolveSchema = cardTransactionSchema.extend({
  by: z.enum(['lookup', 'approved', 'declined'], {
    error: say('validation.terminals.chooseHowToSettleThis'),
  }),
});
