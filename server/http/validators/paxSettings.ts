import { z } from 'zod';
import { parseTimeOfDay, timeToInput } from '../../../common/time';
import { checkbox } from './fields';
import { say } from '../../../common/said';

export const CUTOFF_MESSAGE = say('validation.terminals.theBatchCutOffMust');

/** settings.pax.update: Settings → PAX Credit. */
export const paxSettingsSchema = z.object({
  tip_mode: z.enum(['device', 'adjust'], { error: say('validation.terminals.chooseWhenTheTipIs') }),
  signature: checkbox(),
  batch_cutoff: z
    .string({ error: CUTOFF_MESSAGE })
    .max(10, CUTOFF_MESSAGE)
    .transform((value, ctx) => {
      const minutes = parseTimeOfDay(value);
      if (minutes === null) {
        ctx.addIssue({ code: 'custom', message: CUTOFF_MESSAGE });
        return z.NEVER;
      }
      return timeToInput(minutes);
    }),
});
export type PaxSettingsInput = z.infer<typeof paxSettingsSchema>;
