import { saveLoyaltySettings } from '../../../database/queries/loyalty';
import { storeAction } from '../action';
import { flash } from '../validate';
import { routeUrl } from '../urls';
import { loyaltySettingsSchema } from '../validators/loyalty';
import { say } from '../../../common/said';

/** Settings tab "Rewards" ("manage settings"): how points are earned, when they can be spent, when they expire. */

/** settings.rewards.update */
export const update = storeAction(
  { input: loyaltySettingsSchema },
  async ({ db, store, input: i, req, res }) => {
    await saveLoyaltySettings(db, store.id, {
      enabled: i.enabled,
      earnMode: i.earn_mode,
      pointsPerDollar: i.points_per_dollar,
      pointsPerVisit: i.points_per_visit,
      onlineBookingBonus: i.online_booking_bonus,
      reviewBonus: i.review_bonus,
      availableAfterHours: i.available_after_hours,
      minimumRedeemPoints: i.minimum_redeem_points,
      expiryMonths: i.expiry_months,
    });
    flash(req, 'success', say('flash.customers.rewardsSettingsSaved'));
    res.redirect(routeUrl('settings.index', {}, { tab: 'rewards' }));
  },
);
