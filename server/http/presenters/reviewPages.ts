import type { ReviewRequestRow } from '../../../database/queries/reviews';
import { REVIEW_COMMENT_MAX } from '../../../database/schema/reviews';
import { firstName } from '../../domain/checkins/kiosk';
import { ALREADY_ANSWERED } from '../../domain/reviews/reviews';
import { routeUrl } from '../urls';
import { say } from '../../../common/said';

/** Why a review link cannot be answered: wrong, run out, or answered already. */
export const REVIEW_LINK_PROBLEMS = {
  invalid: {
    status: 403,
    title: 'This link does not work',
    message: say('validation.customers.thisReviewLinkIsNot'),
  },
  expired: {
    status: 410,
    title: 'This link has expired',
    message: say('validation.customers.thisReviewLinkHasExpired'),
  },
  answered: { status: 410, title: 'Review already sent', message: ALREADY_ANSWERED },
} as const;

/** reviews.ask / .thanks for a link that cannot be answered (the salon named when it is known). */
export const reviewProblemPage = (
  kind: keyof typeof REVIEW_LINK_PROBLEMS,
  request: ReviewRequestRow | null,
  googleUrl: string | null,
) => ({
  salon: request ? { name: request.storeName } : null,
  kind,
  title: REVIEW_LINK_PROBLEMS[kind].title,
  message: REVIEW_LINK_PROBLEMS[kind].message,
  google_url: googleUrl,
});

/** reviews.ask: the form, her technician by first name, and the store's Google link. */
export const askReviewPage = (
  request: ReviewRequestRow,
  store: number,
  googleUrl: string | null,
) => ({
  salon: { name: request.storeName },
  technician: request.technicianName ? { name: firstName(request.technicianName) } : null,
  comment_max: REVIEW_COMMENT_MAX,
  submit_url: routeUrl('reviews.submit', { store, request: request.id }),
  google_url: googleUrl,
});

/** reviews.thanks: thank you, and the store's Google link (the same for every rating). */
export const thankYouPage = (request: ReviewRequestRow, googleUrl: string | null) => ({
  salon: { name: request.storeName },
  kind: 'thanks' as const,
  title: 'Thank you!',
  message: 'Thank you for your review. It helps us take good care of every guest.',
  google_url: googleUrl,
});
