import { z } from 'zod';
import { cents, id, text } from './fields';

const MAX_AMOUNT = 100_000_000;

/** tip-managements.update: a ticket's tip split again among its technicians (cents adding up to the tip), with a reason. */
export const tipReallocationSchema = z.object({
  shares: z
    .array(
      z.object({ technician_id: id('technician'), cents: cents('tip share', { max: MAX_AMOUNT }) }),
      { error: 'The tip split is invalid.' },
    )
    .min(1, 'Give the tip to at least one technician.')
    .max(50, 'The tip split is invalid.'),
  reason: text('reason', 500, { multiline: true }),
});
export type TipReallocationInput = z.infer<typeof tipReallocationSchema>;
