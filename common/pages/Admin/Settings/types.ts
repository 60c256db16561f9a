import type { Locale } from '../../../i18n';
import type { TipRules } from '../../propShapes';
import type { CouponMode } from '../../../tenders';
import type { StoreRegion } from '../../../intlFormats';

/** What settings.index sends (server/http/controllers/settings.ts): the tabs, and the open tab's values. */
export type SettingsTabKey =
  | 'appointment'
  | 'business'
  | 'checkins'
  | 'invoice'
  | 'notification'
  | 'pax'
  | 'payment'
  | 'review-sms'
  | 'rewards'
  | 'tip';

export interface SettingsTab {
  key: SettingsTabKey;
  label: string;
  /** False: a later capability's tab, "not available yet". */
  built: boolean;
}

export interface BusinessInfo {
  name: string;
  address: string;
  /** Digits only. */
  phone: string;
  timezone: string;
  /** How money, numbers and numeric dates read for the store, in every language (common/intlFormats.ts). */
  region: StoreRegion;
  receipt_logo_url: string;
}

export interface InvoiceSettings {
  receipt_header: string;
  receipt_footer: string;
  ticket_prefix: string;
  print_technician_names: boolean;
  coupon_mode: CouponMode;
}

export interface PaymentSettings {
  accepted_tenders: string[];
}

export interface CheckInSettings {
  require_email: boolean;
  require_birthday: boolean;
  require_services: boolean;
  allow_technician_choice: boolean;
  welcome_text: string;
  reset_seconds: number;
  consent_text: string;
}

export interface CheckInLimits {
  welcome: number;
  consent: number;
  reset_min: number;
  reset_max: number;
}

/** Settings tab "Appointment": durations in minutes. */
export interface AppointmentSettings {
  slot_step_minutes: number;
  min_notice_minutes: number;
  booking_window_days: number;
  buffer_minutes: number;
  allow_anyone: boolean;
  require_confirmation: boolean;
  cancel_notice_minutes: number;
}

/** Settings tab "Review SMS": how a paid customer is asked for a review. */
export interface ReviewSmsSettings {
  mode: 'off' | 'sms' | 'email';
  delay_minutes: number;
  /** Holds {link}; {salon} is the store's name. */
  message: string;
  low_rating_threshold: number;
}

export interface ReviewSmsLimits {
  message_max: number;
  delay_min: number;
  delay_max: number;
}

/** Settings tab "Notification": how each transactional message goes out, and the store's texting number and quota. */
export interface NotificationSettings {
  receipt: 'off' | 'sms' | 'email' | 'both';
  booking_confirmation: 'off' | 'sms' | 'email' | 'both';
  appointment_reminder: 'off' | 'sms' | 'email' | 'both';
  technician_ready: 'off' | 'sms';
  /** (212) 555-0199 or +E.164; empty: the app's TWILIO_FROM. */
  sms_number: string;
  /** Empty: the app's default (sms_quota_default). */
  sms_monthly_quota: string;
}

export interface NotificationInfo {
  sms_driver: 'log' | 'twilio';
  default_number: string;
  sms_quota_default: number;
  /** Marketing texts counted this month against the quota. */
  marketing_this_month: number;
  quota_max: number;
}

/** Settings tab "PAX credit": card payments on the store's PAX terminals. */
export interface PaxCreditSettings {
  /** 'device': the terminal asks for the tip before the card; 'adjust': the tip is added to the sale before the batch closes. */
  tip_mode: 'device' | 'adjust';
  signature: boolean;
  /** Store-local HH:MM. */
  batch_cutoff: string;
}

/** Settings tab "Rewards": loyalty points (expiry_months empty: never). */
export interface RewardsSettings {
  enabled: boolean;
  earn_mode: 'spend' | 'visit';
  points_per_dollar: number;
  points_per_visit: number;
  online_booking_bonus: number;
  review_bonus: number;
  available_after_hours: number;
  minimum_redeem_points: number;
  expiry_months: string;
}

export interface RewardsLimits {
  per_dollar: number;
  per_visit: number;
  bonus: number;
  hours: number;
  minimum: number;
  months: number;
}

export interface SettingsProps {
  tab: SettingsTabKey;
  tabs: SettingsTab[];
  business?: BusinessInfo;
  time_zones?: { zone: string; label: string }[];
  /** The regions a store may choose, as codes (the page names them), on the business tab. */
  regions?: StoreRegion[];
  /** The language the store's customer pages open in, on the business tab. */
  customer_locale?: Locale;
  invoice?: InvoiceSettings;
  ticket_prefix_max?: number;
  coupon_modes?: { value: CouponMode; label: string }[];
  payment?: PaymentSettings;
  tenders?: { value: string; label: string }[];
  tip?: TipRules;
  checkins?: CheckInSettings;
  kiosk_url?: string;
  checkin_limits?: CheckInLimits;
  appointment?: AppointmentSettings;
  review_sms?: ReviewSmsSettings;
  review_limits?: ReviewSmsLimits;
  has_google_link?: boolean;
  notification?: NotificationSettings;
  notification_info?: NotificationInfo;
  rewards_settings?: RewardsSettings;
  rewards_limits?: RewardsLimits;
  pax?: PaxCreditSettings;
  /** How many live terminals the store has (Terminal Devices). */
  pax_terminals?: number;
}
