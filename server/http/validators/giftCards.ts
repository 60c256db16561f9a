import { z } from 'zod';
import { cents, checkbox, MAX_ID, searchText, text } from './fields';
import { say } from '../../../common/said';

export const giftCardFiltersSchema = z.object({
  q: searchText(),
  /** A code to check the balance of. */
  check: searchText(),
  page: z.coerce.number().int().min(1).max(MAX_ID).catch(1),
});

/** An adjustment: money added to or taken off a card, always with a reason. */
export const giftCardAdjustSchema = z.object({
  direction: z.enum(['add', 'remove'], { error: say('validation.giftCards.chooseAddOrRemove') }),
  amount: cents('amount', { min: 1, max: 100_000_00 }),
  reason: text('reason', 500, { multiline: true }),
});
export type GiftCardAdjustInput = z.infer<typeof giftCardAdjustSchema>;

export const giftCardActiveSchema = z.object({ is_active: checkbox() });
