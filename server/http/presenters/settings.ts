import type { getAppointmentSettings } from '../../../database/queries/appointmentSettings';
import type { ensureCheckInSettings } from '../../../database/queries/checkIns';
import type { getLoyaltySettings } from '../../../database/queries/loyalty';
import type { getReviewSettings } from '../../../database/queries/reviews';
import type { getNotificationSettings } from '../../../database/queries/sms';
import type { getBusinessInfo, getStoreSettings } from '../../../database/queries/storeSettings';
import type { getTipRules } from '../../../database/queries/tipRules';
import type { paxSettingsFor } from '../../domain/terminals/paxSettings';
import type { SmsConfig } from '../../config';
import { toLocale } from '../../../common/i18n';
import { STORE_REGIONS, toStoreRegion } from '../../../common/intlFormats';
import { formatSmsPhone } from '../../../common/sms';
import {
  COUPON_MODE_LABELS,
  COUPON_MODES,
  TENDER_LABELS,
  TENDER_TYPES,
} from '../../../common/tenders';
import type {
  NotificationSettings,
  PaxCreditSettings,
} from '../../../common/pages/Admin/Settings/types';
import { CHECK_IN_LIMITS, RESET_SECONDS } from '../validators/checkIns';
import { LOYALTY_LIMITS } from '../validators/loyalty';
import { SMS_QUOTA_MAX } from '../validators/notificationSettings';
import { REVIEW_DELAY, REVIEW_MESSAGE_MAX } from '../validators/reviews';
import { tipRuleProps } from './tipRules';
import { SETTINGS_TABS, TICKET_PREFIX_MAX, US_TIME_ZONES } from '../validators/settings';

/**
 * settings.index: the tabs, and the open tab's values as its form edits them. Each tab's form
 * posts to its own controller (settings.ts, checkInSettings.ts, appointmentSettings.ts…).
 */

type Row<F extends (...args: never[]) => unknown> = NonNullable<Awaited<ReturnType<F>>>;

export const settingsTabs = () =>
  SETTINGS_TABS.map((t) => ({ key: t.key, label: t.label, built: t.built }));

export const businessTab = (info: Row<typeof getBusinessInfo>, customerLocale: unknown) => ({
  business: {
    name: info.name,
    address: info.address ?? '',
    phone: info.phone ?? '',
    timezone: info.timezone,
    region: toStoreRegion(info.region),
    receipt_logo_url: info.receiptLogoUrl ?? '',
  },
  time_zones: US_TIME_ZONES,
  // Codes only: the page names each region in the reader's language.
  regions: [...STORE_REGIONS],
  customer_locale: toLocale(customerLocale),
});

export const invoiceTab = (s: Row<typeof getStoreSettings>) => ({
  invoice: {
    receipt_header: s.receiptHeader,
    receipt_footer: s.receiptFooter,
    ticket_prefix: s.ticketPrefix,
    print_technician_names: s.printTechnicianNames,
    coupon_mode: s.couponMode,
  },
  ticket_prefix_max: TICKET_PREFIX_MAX,
  coupon_modes: COUPON_MODES.map((value) => ({ value, label: COUPON_MODE_LABELS[value] })),
});

export const paymentTab = (s: Row<typeof getStoreSettings>) => ({
  payment: { accepted_tenders: s.acceptedTenders },
  tenders: TENDER_TYPES.map((t) => ({ value: t, label: TENDER_LABELS[t] })),
});

export const tipTab = (rules: Row<typeof getTipRules>) => ({ tip: tipRuleProps(rules) });

/** Settings tab "Check-ins": what the kiosk asks and says, and its public link. */
export const checkInsTab = (s: Row<typeof ensureCheckInSettings>, kioskUrl: string) => ({
  checkins: {
    require_email: s.requireEmail,
    require_birthday: s.requireBirthday,
    require_services: s.requireServices,
    allow_technician_choice: s.allowTechnicianChoice,
    welcome_text: s.welcomeText,
    reset_seconds: s.resetSeconds,
    consent_text: s.consentText,
  },
  kiosk_url: kioskUrl,
  checkin_limits: {
    ...CHECK_IN_LIMITS,
    reset_min: RESET_SECONDS.min,
    reset_max: RESET_SECONDS.max,
  },
});

/** Settings tab "Appointment": slot step, notice, booking window, buffer, "Anyone", confirmation, cancellation notice. */
export const appointmentTab = (s: Row<typeof getAppointmentSettings>) => ({
  appointment: {
    slot_step_minutes: s.slotStepMinutes,
    min_notice_minutes: s.minNoticeMinutes,
    booking_window_days: s.bookingWindowDays,
    buffer_minutes: s.bufferMinutes,
    allow_anyone: s.allowAnyone,
    require_confirmation: s.requireConfirmation,
    cancel_notice_minutes: s.cancelNoticeMinutes,
  },
});

/** Settings tab "Rewards": how points are earned, when they can be spent, when they expire. */
export const rewardsTab = (s: Row<typeof getLoyaltySettings>) => ({
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
});

/** Settings tab "Review SMS": whether and how a paid customer is asked for a review. */
export const reviewSmsTab = (s: Row<typeof getReviewSettings>) => ({
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
});

/** Settings tab "Notification": which transactional messages go by text or email (a store that never saved: the defaults). */
export function notificationTab(
  s: Awaited<ReturnType<typeof getNotificationSettings>>,
  marketingThisMonth: number,
  sms: SmsConfig,
) {
  const notification: NotificationSettings = {
    receipt: s?.receipt ?? 'off',
    booking_confirmation: s?.bookingConfirmation ?? 'email',
    appointment_reminder: s?.appointmentReminder ?? 'email',
    technician_ready: s?.technicianReady === 'sms' ? 'sms' : 'off',
    sms_number: s?.smsNumber ? formatSmsPhone(s.smsNumber) : '',
    sms_monthly_quota:
      s?.smsMonthlyQuota === null || s?.smsMonthlyQuota === undefined
        ? ''
        : String(s.smsMonthlyQuota),
  };
  return {
    notification,
    notification_info: {
      sms_driver: sms.driver,
      default_number: formatSmsPhone(sms.defaultFrom),
      sms_quota_default: sms.monthlyQuota,
      marketing_this_month: marketingThisMonth,
      quota_max: SMS_QUOTA_MAX,
    },
  };
}

/** Settings tab "PAX credit": how card payments on the store's terminals take the tip and signature, and the batch cut-off. */
export function paxTab(s: Row<typeof paxSettingsFor>, terminals: number) {
  const pax: PaxCreditSettings = {
    tip_mode: s.tipMode,
    signature: s.signature,
    batch_cutoff: s.batchCutoff,
  };
  return { pax, pax_terminals: terminals };
}
