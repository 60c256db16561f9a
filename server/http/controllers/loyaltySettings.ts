import { getLoyaltySettings, saveLoyaltySettings } from '../../../database/queries/loyalty';
import { storeAction, type StoreContext } from '../action';
import { flash } from '../validate';
import { routeUrl } from '../urls';
import { LOYALTY_LIMITS, loyaltySettingsSchema } from '../validators/loyalty';

/** Settings tab "Rewards" ("manage settings"): how points are earned, when they can be spent, when they expire. */

/** The tab's values for settings.index?tab=rewards. */
export async function loyaltySettingsProps({ db, store }: Pick<StoreContext, 'db' | 'store'>) {
  const s = await getLoyaltySettings(db, store.id);
  return {
    rewards_settings: {
      enabled: s.enabled,
      earn_mode: s.earnMode,
      points_per_dollar: s.pointsPerDollar,
      points_per_visit: s.pointsPerVisit,
      online_booking_bonus: s.onlineBookingBonus,
      review_bonus: s.reviewBonus,
      available_after_hours: s.availableAfterHours,
      minimum_redeem_points: s.minimumRedeemPoints,
      expiry_months: s.expiryMonths === null ? '' : String(s.expiryMonths),
    },
    rewards_limits: {
      per_dollar: LOYALTY_LIMITS.perDollar,
      per_visit: LOYALTY_LIMITS.perVisit,
      bonus: LOYALTY_LIMITS.bonus,
      hours: LOYALTY_LIMITS.hours,
      minimum: LOYALTY_LIMITS.minimum,
      months: LOYALTY_LIMITS.months,
    },
  };
}

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
    flash(req, 'success', 'Rewards settings saved.');
    res.redirect(routeUrl('settings.index', {}, { tab: 'rewards' }));
  },
);
