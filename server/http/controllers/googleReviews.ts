import {
  getReviewSettings,
  googleClickStats,
  saveReviewSettings,
} from '../../../database/queries/reviews';
import { can } from '../../domain/access/permissions';
import { storeAction } from '../action';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { googleReviewLinkSchema } from '../validators/reviews';
import { googleReviewsPage } from '../presenters/googleReviews';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/**
 * The Google-reviews page: the store's one public review link (every
 * customer is shown it, whatever her rating) and how many were sent there
 * through the counting redirect (reviews.google).
 */
export const index = storeAction({}, async ({ db, store, actor, res }) => {
  const [settings, clicks] = await Promise.all([
    getReviewSettings(db, store.id),
    googleClickStats(db, store.id, new Date(clock.ms() - 30 * 86_400_000)),
  ]);
  await res.inertia(
    'Admin/Google-reviews/Index',
    googleReviewsPage(settings, clicks, can(actor, 'manage settings')),
    { title: 'Google reviews' },
  );
});

/** google-reviews.update ("manage settings"). */
export const update = storeAction(
  { input: googleReviewLinkSchema },
  async ({ db, store, input, req, res }) => {
    await saveReviewSettings(db, store.id, { googleReviewUrl: input.google_review_url ?? null });
    flash(
      req,
      'success',
      input.google_review_url
        ? say('flash.customers.googleReviewLinkSaved')
        : say('flash.customers.googleReviewLinkRemoved'),
    );
    res.redirect(303, routeUrl('google-reviews.index'));
  },
);
