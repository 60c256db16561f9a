import { z } from 'zod';
import { cents, id, text } from './fields';
import { say } from '../../../common/said';

const MAX_AMOUNT = 100_000_000;

/** tip-managements.update: a ticket's tip split again among its technicians (cents adding up to the tip), with a reason. */
export const tipReallocationSchema = z.object({
  shares: z
    .array(
      z.object({ technician_id: id('technician'), cents: cents('tipShare', { max: MAX_AMOUNT }) }),
      { error: say('validation.tickets.theTipSplitIsInvalid') },
    )
    .min(1, say('validation.payrolls.giveTheTipToAt'))
    .max(50, say('validation.tickets.theTipSplitIsInvalid')),
  reason: text('reason', 500, { multiline: true }),
});
export type TipReallocationInput = z.infer<typeof tipReallocationSchema>;
