import { z } from 'zod';
import { MESSAGES } from '../../../common/messages';
import { OFFLINE_GIFT_CARD_REFUSED, offlineTenderProblem } from '../../../common/offline';
import { OFFLINE_RESOLUTIONS } from '../../../database/schema/offline';
import { employeeLoginSchema } from './auth';
import { shiftAmount } from './clockRecordCalls';
import { cents, optionalText } from './fields';
import { ticketSchema } from './pos';

/**
 * What a station sends when the network comes back: tickets rung
 * up offline and clock events, each with the station's key and the moment it
 * happened; and the manager's resolution of one that waits. Field paths are
 * the pay screen's, so a refusal names the line it is about.
 */

const MAX_CENTS = 10_000_000;

const stationKey = z
  .string({ error: 'The offline key is missing.' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'The offline key is invalid.');

/** An ISO 8601 instant with its offset, as the station's clock read it. The bounds (not in the future, not too old) are the domain's. */
const recordedAt = z
  .string({ error: 'The time it was recorded is missing.' })
  .max(40, 'The time it was recorded is not a valid time.')
  .pipe(z.iso.datetime({ offset: true, error: 'The time it was recorded is not a valid time.' }))
  .transform((v) => new Date(v));

export const offlineTicketSchema = ticketSchema
  .extend({
    idempotency_key: stationKey,
    recorded_at: recordedAt,
    // The lines as the station named them ("Classic Manicure · Cindy Le"), for the manager's list only.
    labels: z.preprocess(
      (v) => v ?? [],
      z
        .array(optionalText('line name', 160), { error: 'The line names are invalid.' })
        .max(100, 'The line names are invalid.'),
    ),
    // What the station showed as due: checked against the server's own pricing, never used as the total.
    total: cents('amount due', { max: MAX_CENTS }),
    tenders: z
      .array(
        z.object({
          type: z
            .string({ error: 'Choose how this payment is made.' })
            .max(20, 'Choose how this payment is made.'),
          amount: cents('amount', { max: MAX_CENTS }),
        }),
        { error: 'Add a payment.' },
      )
      .min(1, 'Add a payment.')
      .max(5, 'A ticket may have at most 5 payments.'),
  })
  .superRefine((v, ctx) => {
    const refused = offlineTenderProblem(v.tenders);
    if (refused) ctx.addIssue({ code: 'custom', path: ['tenders'], message: refused });
    v.lines.forEach((l, i) => {
      if (l.kind === 'giftcard')
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'kind'],
          message: OFFLINE_GIFT_CARD_REFUSED,
        });
    });
    if (!refused && v.tenders.reduce((s, t) => s + t.amount, 0) < v.total)
      ctx.addIssue({
        code: 'custom',
        path: ['tenders'],
        message: 'The cash taken is less than the amount due.',
      });
  });
export type OfflineTicketInput = z.infer<typeof offlineTicketSchema>;

/** Confirm Account's credentials, checked at the sync, with the clock event they were given for. */
export const offlineClockSchema = z
  .object({
    ...employeeLoginSchema.shape,
    idempotency_key: stationKey,
    kind: z.enum(['clock_in', 'clock_out'], { error: 'Clock in or clock out?' }),
    recorded_at: recordedAt,
    tip_amount: shiftAmount('tip amount'),
    bonus_tip: shiftAmount('bonus amount'),
    cash_out: shiftAmount('cash out'),
  })
  .refine((v) => v.card_swipe_id !== '' || (v.user_id !== '' && v.password !== ''), {
    path: ['user_id'],
    message: MESSAGES.missingCredentials,
  });
export type OfflineClockInput = z.infer<typeof offlineClockSchema>;

export const offlineResolutionSchema = z
  .object({
    resolution: z.enum(OFFLINE_RESOLUTIONS, { error: 'Choose what to do with this ticket.' }),
    note: optionalText('reason', 500, { multiline: true }),
  })
  .superRefine((v, ctx) => {
    if (v.resolution === 'discarded' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why it is discarded.' });
  });
export type OfflineResolutionInput = z.infer<typeof offlineResolutionSchema>;
