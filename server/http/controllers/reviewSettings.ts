import { getReviewSettings, saveReviewSettings } from '../../../database/queries/reviews';
import { storeAction, type StoreContext } from '../action';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { REVIEW_DELAY, REVIEW_MESSAGE_MAX, reviewSettingsSchema } from '../validators/reviews';

/** Settings tab "Review SMS" ("manage settings"): whether and how a paid customer is asked for a review. */

/** The tab's values for settings.index?tab=review-sms. */
export async function reviewSettingsProps({ db, store }: Pick<StoreContext, 'db' | 'store'>) {
  const s = await getReviewSettings(db, store.id);
  return {
    review_sms: {
      mode: s.mode,
      delay_minutes: s.delayMinutes,
      message: s.message,
      low_rating_threshold: s.lowRatingThreshold,
    },
    review_limits: {
      message_max: REVIEW_MESSAGE_MAX,
      delay_min: REVIEW_DELAY.min,
      delay_max: REVIEW_DELAY.max,
    },
    has_google_link: s.googleReviewUrl !== null,
  };
}

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
    flash(req, 'success', 'Review settings saved.');
    res.redirect(303, routeUrl('settings.index', {}, { tab: 'review-sms' }));
  },
);
