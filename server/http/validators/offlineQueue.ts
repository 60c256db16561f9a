import { z } from 'zod';
import { MESSAGES } from '../../../common/messages';
import { OFFLINE_GIFT_CARD_REFUSED, offlineTenderProblem } from '../../../common/offline';
import { OFFLINE_RESOLUTIONS } from '../../../database/schema/offline';
import { employeeLoginSchema } from './auth';
import { shiftAmount } from './clockRecordCalls';
import { cents, optionalText } from './fields';
import { ticketSchema } from './pos';
import { say } from '../../../common/said';

/**
 * What a station sends when the network comes back: tickets rung
 * up offline and clock events, each with the station's key and the moment it
 * happened; and the manager's resolution of one that waits. Field paths are
 * the pay screen's, so a refusal names the line it is about.
 */

const MAX_CENTS = 10_000_000;

const stationKey = z
  .string({ error: say('validation.tickets.theOfflineKeyIsMissing') })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, say('validation.tickets.theOfflineKeyIsInvalid'));

/** An ISO 8601 instant with its offset, as the station's clock read it. The bounds (not in the future, not too old) are the domain's. */
const recordedAt = z
  .string({ error: say('validation.tickets.theTimeItWasRecorded') })
  .max(40, say('rules.tickets.theTimeItWasRecorded2'))
  .pipe(z.iso.datetime({ offset: true, error: say('rules.tickets.theTimeItWasRecorded2') }))
  .transform((v) => new Date(v));

export const offlineTicketSchema = ticketSchema
  .extend({
    idempotency_key: stationKey,
    recorded_at: recordedAt,
    // The lines as the station named them ("Classic Manicure · Cindy Le"), for the manager's list only.
    labels: z.preprocess(
      (v) => v ?? [],
      z
        .array(optionalText('lineName', 160), {
          error: say('validation.tickets.theLineNamesAreInvalid'),
        })
        .max(100, say('validation.tickets.theLineNamesAreInvalid')),
    ),
    // What the station showed as due: checked against the server's own pricing, never used as the total.
    total: cents('amountDue', { max: MAX_CENTS }),
    tenders: z
      .array(
        z.object({
          type: z
            .string({ error: say('validation.tickets.chooseHowThisPaymentIs') })
            .max(20, say('validation.tickets.chooseHowThisPaymentIs')),
          amount: cents('amount', { max: MAX_CENTS }),
        }),
        { error: say('validation.tickets.addAPayment') },
      )
      .min(1, say('validation.tickets.addAPayment'))
      .max(5, say('validation.tickets.aTicketMayHaveAt3')),
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
        message: say('validation.tickets.theCashTakenIsLess'),
      });
  });
export type OfflineTicketInput = z.infer<typeof offlineTicketSchema>;

/** Confirm Account's credentials, checked at the sync, with the clock event they were given for. */
export const offlineClockSchema = z
  .object({
    ...employeeLoginSchema.shape,
    idempotency_key: stationKey,
    kind: z.enum(['clock_in', 'clock_out'], { error: say('validation.tickets.clockInOrClockOut') }),
    recorded_at: recordedAt,
    tip_amount: shiftAmount('tipAmount'),
    bonus_tip: shiftAmount('bonusAmount'),
    cash_out: shiftAmount('cashOut'),
  })
  .refine((v) => v.card_swipe_id !== '' || (v.user_id !== '' && v.password !== ''), {
    path: ['user_id'],
    message: MESSAGES.missingCredentials,
  });
export type OfflineClockInput = z.infer<typeof offlineClockSchema>;

export const offlineResolutionSchema = z
  .object({
    resolution: z.enum(OFFLINE_RESOLUTIONS, {
      error: say('validation.tickets.chooseWhatToDoWith'),
    }),
    note: optionalText('reason', 500, { multiline: true }),
  })
  .superRefine((v, ctx) => {
    if (v.resolution === 'discarded' && !v.note)
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: say('validation.tickets.sayWhyItIsDiscarded'),
      });
  });
export type OfflineResolutionInput = z.infer<typeof offlineResolutionSchema>;
