import { z } from 'zod';
import { cents, checkbox, id, text } from './fields';
import { say } from '../../../common/said';

/** Settings → Rewards, the rewards catalog and the Rewards page's filters. */

export const LOYALTY_LIMITS = {
  perDollar: 100,
  perVisit: 10_000,
  bonus: 10_000,
  hours: 720,
  minimum: 100_000,
  months: 120,
  cost: 1_000_000,
  rewardName: 60,
  amountCents: 100_000,
} as const;

const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);

/** A whole number typed in a box, from `min` to `max`, with one sentence for every way it is wrong. */
const whole = (message: string, min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/, message),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message));

export const loyaltySettingsSchema = z.object({
  enabled: checkbox(),
  earn_mode: z.enum(['spend', 'visit'], {
    error: say('validation.loyalty.chooseHowPointsAreEarned'),
  }),
  points_per_dollar: whole(
    say('validation.loyalty.pointsPerDollarMustBe', { max: LOYALTY_LIMITS.perDollar }),
    0,
    LOYALTY_LIMITS.perDollar,
  ),
  points_per_visit: whole(
    say('validation.loyalty.pointsPerVisitMustBe', { max: LOYALTY_LIMITS.perVisit }),
    0,
    LOYALTY_LIMITS.perVisit,
  ),
  online_booking_bonus: whole(
    say('validation.loyalty.theOnlineBookingBonusMust', { max: LOYALTY_LIMITS.bonus }),
    0,
    LOYALTY_LIMITS.bonus,
  ),
  review_bonus: whole(
    say('validation.loyalty.theReviewBonusMustBe', { max: LOYALTY_LIMITS.bonus }),
    0,
    LOYALTY_LIMITS.bonus,
  ),
  available_after_hours: whole(
    say('validation.loyalty.theDelayMustBeA', { max: LOYALTY_LIMITS.hours }),
    0,
    LOYALTY_LIMITS.hours,
  ),
  minimum_redeem_points: whole(
    say('validation.loyalty.theMinimumMustBeA', { max: LOYALTY_LIMITS.minimum }),
    0,
    LOYALTY_LIMITS.minimum,
  ),
  expiry_months: z.preprocess(
    blankToNull,
    whole(
      say('validation.loyalty.expiryMustBeAWhole', { max: LOYALTY_LIMITS.months }),
      1,
      LOYALTY_LIMITS.months,
    ).nullable(),
  ),
});
export type LoyaltySettingsInput = z.infer<typeof loyaltySettingsSchema>;

/** A reward of the catalog: money off the services, or one service free. */
export const loyaltyRewardSchema = z
  .object({
    name: text('name', LOYALTY_LIMITS.rewardName),
    points_cost: whole(
      say('validation.loyalty.theCostMustBeA', { max: LOYALTY_LIMITS.cost }),
      1,
      LOYALTY_LIMITS.cost,
    ),
    kind: z.enum(['amount_off', 'free_service'], {
      error: say('validation.loyalty.chooseWhatTheRewardGives'),
    }),
    amount: z.preprocess(
      blankToNull,
      cents('amount', { max: LOYALTY_LIMITS.amountCents }).nullable(),
    ),
    service_id: z.preprocess(blankToNull, id('service').nullable()),
    is_active: checkbox(),
  })
  .superRefine((r, ctx) => {
    if (r.kind === 'amount_off' && !(r.amount && r.amount > 0))
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: say('validation.loyalty.enterTheAmountOffMore'),
      });
    if (r.kind === 'free_service' && r.service_id === null)
      ctx.addIssue({
        code: 'custom',
        path: ['service_id'],
        message: say('validation.loyalty.chooseTheFreeService'),
      });
  });
export type LoyaltyRewardInput = z.infer<typeof loyaltyRewardSchema>;

/** customer-rewards.index: tolerant (a stale link still opens the page). */
export const rewardsQuerySchema = z.object({
  // A control character (a NUL byte cannot reach PostgreSQL) drops the search rather than failing the page.
  q: z
    .string()
    .trim()
    .max(100)
    .refine((v) => !/\p{Cc}/u.test(v))
    .catch('')
    .default(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
