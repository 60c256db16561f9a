import { z } from 'zod';
import { REVIEW_COMMENT_MAX, REVIEW_MODES } from '../../../database/schema/reviews';
import { MAX_ID, optionalText, queryDay, text } from './fields';

const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);

/** A star rating as the form sends it: a whole number from 1 to 5. */
const stars = (label: string) =>
  z.coerce
    .number({ error: `Choose a ${label} from 1 to 5 stars.` })
    .int(`Choose a ${label} from 1 to 5 stars.`)
    .min(1, `Choose a ${label} from 1 to 5 stars.`)
    .max(5, `Choose a ${label} from 1 to 5 stars.`);

/** reviews.submit: the salon's stars (required), her technician's (when the ticket named one), a comment. */
export const reviewSchema = z.object({
  salon_rating: z.preprocess(blankToNull, stars('rating for the salon')),
  technician_rating: z.preprocess(blankToNull, stars('rating for your technician').nullable()),
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
const GOOGLE_URL_MESSAGE = 'The Google review link must be a full https:// address.';

/** google-reviews.update: the one public link every customer is shown; empty removes it. */
export const googleReviewLinkSchema = z.object({
  google_review_url: optionalText('Google review link', GOOGLE_URL_MAX).refine((v) => {
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
  mode: z.enum(REVIEW_MODES, { error: 'Choose off, by SMS or by email.' }),
  delay_minutes: z.coerce
    .number({ error: 'The delay must be a whole number of minutes.' })
    .int('The delay must be a whole number of minutes.')
    .min(
      REVIEW_DELAY.min,
      `The delay must be from ${REVIEW_DELAY.min} to ${REVIEW_DELAY.max} minutes.`,
    )
    .max(
      REVIEW_DELAY.max,
      `The delay must be from ${REVIEW_DELAY.min} to ${REVIEW_DELAY.max} minutes.`,
    ),
  message: text('message', REVIEW_MESSAGE_MAX, { multiline: true }).refine(
    (v) => v.includes('{link}'),
    'The message must contain {link}, where the review link goes.',
  ),
  low_rating_threshold: z.coerce
    .number({ error: 'Choose a threshold from 1 to 4 stars.' })
    .int('Choose a threshold from 1 to 4 stars.')
    .min(1, 'Choose a threshold from 1 to 4 stars.')
    .max(4, 'Choose a threshold from 1 to 4 stars.'),
});
