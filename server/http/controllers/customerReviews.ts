import {
  countOpenFollowUps,
  getReview,
  listReviews,
  listReviewTechnicians,
  resolveFollowUp,
  reviewAverages,
  reviewRequestStats,
  type ReviewFilters,
} from '../../../database/queries/reviews';
import { addDays, storeDayBounds } from '../../../common/storeTime';
import { storeAction } from '../action';
import { ValidationError } from '../errors';
import { withLinks } from '../pagination';
import { averagesProps, requestStatsProps, reviewItem } from '../presenters/customerReviews';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import {
  resolveFollowUpSchema,
  reviewFiltersSchema,
  type ReviewFiltersInput,
} from '../validators/reviews';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

const PER_PAGE = 25;

/** The filters as instants: `from` and `to` are store days, both included; swapped when reversed. */
function filtersOf(f: ReviewFiltersInput, tz: string): ReviewFilters {
  const [first, last] = f.from && f.to && f.to < f.from ? [f.to, f.from] : [f.from, f.to];
  return {
    from: first ? storeDayBounds(tz, first).start : null,
    to: last ? storeDayBounds(tz, addDays(last, 1)).start : null,
    rating: f.rating,
    technicianId: f.technician,
    followUp: f.follow_up,
  };
}

/** customer-reviews.index: reviews with filters, averages overall and by technician, follow-ups, how the asking went. */
export const index = storeAction(
  { input: reviewFiltersSchema },
  async ({ db, store, input: f, res }) => {
    const filters = filtersOf(f, store.timezone);
    const [first, averages, stats, openFollowUps, technicians] = await Promise.all([
      listReviews(db, store.id, filters, { limit: PER_PAGE, offset: (f.page - 1) * PER_PAGE }),
      // Averages over the period and technician only: averaging the 1-star reviews, or the open follow-ups, says nothing.
      reviewAverages(db, store.id, { ...filters, rating: null, followUp: null }),
      reviewRequestStats(db, store.id, filters),
      countOpenFollowUps(db, store.id),
      listReviewTechnicians(db, store.id),
    ]);
    const lastPage = Math.max(1, Math.ceil(first.total / PER_PAGE));
    const page = Math.min(f.page, lastPage);
    const { rows, total } =
      page === f.page
        ? first
        : await listReviews(db, store.id, filters, {
            limit: PER_PAGE,
            offset: (page - 1) * PER_PAGE,
          });
    const echo = {
      from: f.from ?? '',
      to: f.to ?? '',
      rating: f.rating ?? ('' as const),
      technician: f.technician ?? ('' as const),
      follow_up: f.follow_up ?? ('' as const),
    };
    const query = Object.fromEntries(Object.entries(echo).filter(([, v]) => v !== '')) as Record<
      string,
      string | number
    >;
    await res.inertia(
      'Admin/CustomerReviews/Index',
      {
        reviews: withLinks(
          {
            data: rows.map(reviewItem),
            current_page: page,
            last_page: lastPage,
            per_page: PER_PAGE,
            total,
          },
          'customer-reviews.index',
          query,
        ),
        averages: averagesProps(averages),
        stats: requestStatsProps(stats),
        open_follow_ups: openFollowUps,
        technicians,
        filters: echo,
      },
      { title: 'Reviews' },
    );
  },
);

/** customer-reviews.resolve: the owner's note closes a low rating's follow-up. */
export const resolve = storeAction(
  { load: { review: getReview }, input: resolveFollowUpSchema },
  async ({ db, store, actor, bound: { review }, input, req, res }) => {
    if (review.followUp !== 'open')
      throw new ValidationError({ note: say('validation.customers.thisReviewHasNoOpen') });
    const done = await resolveFollowUp(db, store.id, review.id, {
      note: input.note,
      userId: actor.kind === 'user' ? actor.id : null,
      name: actor.name,
      now: clock.now(),
    });
    if (!done) throw new ValidationError({ note: say('validation.customers.thisReviewHasNoOpen') });
    flash(req, 'success', say('flash.customers.followUpResolved'));
    res.redirect(303, routeUrl('customer-reviews.index', {}, { follow_up: 'open' }));
  },
);
