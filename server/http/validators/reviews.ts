import { z } from 'zod';
import { REVIEW_COMMENT_MAX, REVIEW_MODES } from '../../../database/schema/reviews';
import { MAX_ID, optionalText, queryDay, text } from './fields';
import { say } from '../../../common/said';
import { sayLabel, type Label } from '../../../common/labels';

const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);

/** A star rating as the form sends it: a whole number from 1 to 5. */
const stars = (label: Label) =>
  z.coerce
    .number({ error: say('validation.field.chooseAFrom1To', { label: sayLabel(label) }) })
    .int(say('validation.field.chooseAFrom1To', { label: sayLabel(label) }))
    .min(1, say('validation.field.chooseAFrom1To', { label: sayLabel(label) }))
    .max(5, say('validation.field.chooseAFrom1To', { label: sayLabel(label) }));

/** reviews.submit: the salon's stars (required), her technician's (when the ticket named one), a comment. */
export const reviewSchema = z.object({
  salon_rating: z.preprocess(blankToNull, stars('ratingForTheSalon')),
  technician_rating: z.preprocess(blankToNull, stars('ratingForYourTechnician').nullable()),
  comment: z
    .preprocess(
      (v) => (v === null || v === undefined ? '' : v),
      optionalText('comment', REVIEW_COMMENT_MAX, { multiline: true }),
    )
    .transform((v) => v ?? ''),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** customer-reviews.index: tolerant filters (a stale or edited link still opens the list). */
export const reviewFiltersSchema = z.object({
  from: queryDay(),
  to: queryDay(),
  rating: z.coerce.number().int().min(1).max(5).nullable().catch(null).default(null),
  technician: z.coerce.number().int().min(1).max(MAX_ID).nullable().catch(null).default(null),
  follow_up: z.enum(['open']).nullable().catch(null).default(null),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type ReviewFiltersInput = z.infer<typeof reviewFiltersSchema>;

export const FOLLOW_UP_NOTE_MAX = 1000;

/** customer-reviews.resolve: what the owner did about a low rating. */
export const resolveFollowUpSchema = z.object({
  note: text('note', FOLLOW_UP_NOTE_MAX, { multiline: true }),
});

export const GOOGLE_URL_MAX = 500;
const GOOGLE_URL_MESSAGE = say('validation.customers.theGoogleReviewLinkMust');

/** google-reviews.update: the one public link every customer is shown; empty removes it. */
export const googleReviewLinkSchema = z.object({
  google_review_url: optionalText('googleReviewLink', GOOGLE_URL_MAX).refine((v) => {
    if (!v) return true;
    try {
      const url = new URL(v);
      return (
        url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
      );
    } catch {
      return false;
    }
  }, GOOGLE_URL_MESSAGE),
});

export const REVIEW_MESSAGE_MAX = 320;
export const REVIEW_DELAY = { min: 0, max: 10_080 } as const;

/** settings.review_sms.update: off / by SMS / by email, the delay, the message (with {link}), the low-rating threshold. */
export const reviewSettingsSchema = z.object({
  mode: z.enum(REVIEW_MODES, { error: say('validation.customers.chooseOffBySMSOr') }),
  delay_minutes: z.coerce
    .number({ error: say('validation.customers.theDelayMustBeA') })
    .int(say('validation.customers.theDelayMustBeA'))
    .min(
      REVIEW_DELAY.min,
      say('validation.customers.theDelayMustBeFrom', {
        min: REVIEW_DELAY.min,
        max: REVIEW_DELAY.max,
      }),
    )
    .max(
      REVIEW_DELAY.max,
      say('validation.customers.theDelayMustBeFrom', {
        min: REVIEW_DELAY.min,
        max: REVIEW_DELAY.max,
      }),
    ),
  message: text('message', REVIEW_MESSAGE_MAX, { multiline: true }).refine(
    (v) => v.includes('{link}'),
    say('validation.customers.theMessageMustContainWhere', { link: '{link}' }),
  ),
  low_rating_threshold: z.coerce
    .number({ error: say('validation.customers.chooseAThresholdFrom1') })
    .int(say('validation.customers.chooseAThresholdFrom1'))
    .min(1, say('validation.customers.chooseAThresholdFrom1'))
    .max(4, say('validation.customers.chooseAThresholdFrom1')),
});
