import { z } from 'zod';
import { MAX_CARD_CENTS } from '../../../common/cardPayments';
import { cents, id } from './fields';

/** The pay screen's card terminal calls (pos.card.*). */

const amount = cents('amount', { max: MAX_CARD_CENTS }).pipe(
  z.number().min(1, 'Enter an amount more than $0.00.'),
);

export const cardChargeSchema = z.object({
  amount,
  // Made by the pay screen per attempt (a UUID), sent again when the same attempt is retried.
  attempt_key: z
    .string({ error: 'The payment attempt key is missing. Please reload the page.' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'The payment attempt key is invalid. Please reload the page.'),
});
export type CardChargeInput = z.infer<typeof cardChargeSchema>;

export const cardTransactionSchema = z.object({ transaction: id('card payment') });

export const cardResolveSchema = cardTransactionSchema.extend({
  by: z.enum(['lookup', 'approved', 'declined'], { error: 'Choose how to settle this payment.' }),
});
