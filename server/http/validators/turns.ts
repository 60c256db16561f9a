import { z } from 'zod';
import { cents, checkbox, optionalText, text } from './fields';
import { say } from '../../../common/said';

/** The adjustment reasons a salon's turn tracker offers by default (docs/domain.md §3.1). */
export const ADJUST_REASONS = ['Appointment', 'Request', 'Skip Turn', 'Late', 'Others'] as const;
/** ±½ and ±1 turn, in halves. */
export const ADJUST_DELTAS = [-2, -1, 1, 2] as const;

const NOTE_MAX = 200;

/** turn_managements.status: what a technician is doing now ("out" is clocking out, not a board action). */
export const turnStatusSchema = z.object({
  status: z.enum(['available', 'busy', 'small_service', 'break'], {
    error: say('validation.turns.chooseAvailableBusySmallService'),
  }),
});

/** turn_managements.skip: passed over for the next walk-in, with a reason. */
export const turnSkipSchema = z.object({
  reason: text('reason', NOTE_MAX),
});

/** turn_managements.adjust: ±½ or ±1 turn, a reason from the list, and a note ("Others" needs one). */
export const turnAdjustSchema = z
  .object({
    delta_halves: z.coerce
      .number({ error: say('validation.turns.choose1Or1') })
      .refine(
        (v) => (ADJUST_DELTAS as readonly number[]).includes(v),
        say('validation.turns.choose1Or1'),
      ),
    reason: z.enum(ADJUST_REASONS, { error: say('validation.turns.chooseAReason') }),
    note: optionalText('note', NOTE_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'Others' && !v.note)
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: say('validation.turns.pleaseSayWhy'),
      });
  });
export type TurnAdjustInput = z.infer<typeof turnAdjustSchema>;

/** turn_settings.update: the "Turns" settings area. */
export const turnSettingsSchema = z.object({
  mode: z.enum(['auto', 'manual'], { error: say('validation.turns.chooseAutomaticOrManual') }),
  ordering: z.enum(['fewest_turns', 'rotation'], {
    error: say('validation.turns.chooseHowTheLineIs'),
  }),
  basis: z.enum(['service_weight', 'price'], {
    error: say('validation.turns.chooseWhatAServiceCounts'),
  }),
  small_service_threshold: cents('smallServiceThreshold', { max: 1_000_00 }).refine(
    (v) => v > 0,
    say('validation.turns.theSmallServiceThresholdMust'),
  ),
  count_requested: checkbox(),
  count_appointments: checkbox(),
  break_return: z.enum(['back', 'keep'], {
    error: say('validation.turns.chooseWhereATechnicianReturns'),
  }),
});
export type TurnSettingsInput = z.infer<typeof turnSettingsSchema>;
