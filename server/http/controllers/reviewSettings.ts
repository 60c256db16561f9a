import { saveReviewSettings } from '../../../database/queries/reviews';
import { storeAction } from '../action';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { reviewSettingsSchema } from '../validators/reviews';
import { say } from '../../../common/said';

/** Settings tab "Review SMS" ("manage settings"): whether and how a paid customer is asked for a review. */

/** settings.review_sms.update */
export const update = storeAction(
  { input: reviewSettingsSchema },
  async ({ db, store, input: i, req, res }) => {
    await saveReviewSettings(db, store.id, {
      mode: i.mode,
      delayMinutes: i.delay_minutes,
      message: i.message,
      lowRatingThreshold: i.low_rating_threshold,
    });
    flash(req, 'success', say('flash.customers.reviewSettingsSaved'));
    res.redirect(303, routeUrl('settings.index', {}, { tab: 'review-sms' }));
  },
);
