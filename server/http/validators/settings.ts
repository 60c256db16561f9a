import { z } from 'zod';
import { sayLabel } from '../../../common/labels';
import { COUPON_MODES, TENDER_TYPES } from '../../../common/tenders';
import { checkbox, optionalPhone, optionalText, text } from './fields';
import { say } from '../../../common/said';
import { STORE_REGIONS } from '../../../common/intlFormats';

/** The settings tabs of docs/requirements.md §2, in its order; `built` tabs have a form today. */
export const SETTINGS_TABS = [
  { key: 'appointment', label: 'Appointment', built: true },
  { key: 'business', label: 'Business info', built: true },
  { key: 'checkins', label: 'Check-ins', built: true },
  { key: 'invoice', label: 'Invoice', built: true },
  { key: 'notification', label: 'Notification', built: true },
  { key: 'pax', label: 'PAX credit', built: true },
  { key: 'payment', label: 'Payment', built: true },
  { key: 'review-sms', label: 'Review SMS', built: true },
  { key: 'rewards', label: 'Rewards', built: true },
  { key: 'tip', label: 'Tip', built: true },
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number]['key'];
const TAB_KEYS = SETTINGS_TABS.map((t) => t.key) as [SettingsTab, ...SettingsTab[]];

/** settings.index?tab=…: an unknown tab shows Business info. */
export const settingsQuerySchema = z.object({ tab: z.enum(TAB_KEYS).catch('business') });

/** The zones of the United States and its territories, offered first; any other IANA zone may be typed. */
export const US_TIME_ZONES: { zone: string; label: string }[] = [
  { zone: 'America/New_York', label: 'Eastern (New York)' },
  { zone: 'America/Detroit', label: 'Eastern (Detroit)' },
  { zone: 'America/Indiana/Indianapolis', label: 'Eastern (Indianapolis)' },
  { zone: 'America/Chicago', label: 'Central (Chicago)' },
  { zone: 'America/Denver', label: 'Mountain (Denver)' },
  { zone: 'America/Boise', label: 'Mountain (Boise)' },
  { zone: 'America/Phoenix', label: 'Arizona (Phoenix)' },
  { zone: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { zone: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
  { zone: 'America/Puerto_Rico', label: 'Atlantic (Puerto Rico)' },
  { zone: 'Pacific/Guam', label: 'Chamorro (Guam)' },
];

const ZONE_MESSAGE = say('validation.settings.theTimeZoneMustBe');

/** Every zone name this runtime knows, by lower case, spelled as it spells them. */
let knownZones: Map<string, string> | null = null;
function zoneSpelling(name: string): string | undefined {
  knownZones ??= new Map(
    [...Intl.supportedValuesOf('timeZone'), 'UTC', ...US_TIME_ZONES.map((z) => z.zone)].map((z) => [
      z.toLowerCase(),
      z,
    ]),
  );
  return knownZones.get(name.toLowerCase());
}

/**
 * An IANA time zone: one of the list's names in any case (stored as the list
 * spells it), or another name the runtime's time-zone data accepts (a link
 * such as US/Eastern or Asia/Kolkata). Store time and every report range are
 * computed in it, so a name Intl cannot use is refused here.
 */
export function parseTimeZone(input: string): string | null {
  const name = input.trim();
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(name) || name.length > 60)
    return null;
  const known = zoneSpelling(name);
  if (known) return known;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name;
  } catch {
    return null;
  }
}

const timeZone = () =>
  z
    .string({ error: ZONE_MESSAGE })
    .max(100, ZONE_MESSAGE)
    .transform((value, ctx) => {
      const zone = parseTimeZone(value);
      if (!zone) {
        ctx.addIssue({ code: 'custom', message: ZONE_MESSAGE });
        return z.NEVER;
      }
      return zone;
    });

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;

/** settings.business.update: name, address and phone (docs/requirements.md §5), time zone and region on the store, and the receipt's logo. */
export const businessSettingsSchema = z.object({
  name: text('businessName', 100),
  address: optionalText('address', 255),
  phone: optionalPhone('phone'),
  timezone: timeZone(),
  // How money, numbers and numeric dates read in every language (docs/features/languages-and-offline.md).
  // Left out, the store keeps its region (a form from before the setting existed changes nothing).
  region: z
    .enum(STORE_REGIONS, { error: say('validation.settings.chooseTheStoreSRegion') })
    .optional(),
  receipt_logo_url: z.preprocess(
    blankToNull,
    z
      .string({ error: say('validation.staff.theReceiptLogoURLMust') })
      .max(
        2048,
        say('validation.field.theMayNotBeLonger', { label: sayLabel('receiptLogoUrl'), max: 2048 }),
      )
      .pipe(z.httpUrl(say('validation.staff.theReceiptLogoURLMust')))
      .nullable(),
  ),
});
export type BusinessSettingsInput = z.infer<typeof businessSettingsSchema>;

export const TICKET_PREFIX_MAX = 8;

/** settings.invoice.update: what the receipt says and how ticket numbers read ("L-1042"). */
export const invoiceSettingsSchema = z.object({
  receipt_header: optionalText('receiptHeader', 500, { multiline: true }),
  receipt_footer: optionalText('receiptFooter', 500, { multiline: true }),
  ticket_prefix: z.preprocess(
    (v) => v ?? '',
    z
      .string({ error: say('validation.settings.theTicketNumberPrefixMay') })
      .trim()
      .max(
        TICKET_PREFIX_MAX,
        say('validation.settings.theTicketNumberPrefixMay2', { max: TICKET_PREFIX_MAX }),
      )
      .regex(/^[A-Za-z0-9-]*$/, say('validation.settings.theTicketNumberPrefixMay')),
  ),
  print_technician_names: checkbox(),
  // Left out, the store keeps its mode (a form from before the setting existed changes nothing).
  coupon_mode: z
    .enum(COUPON_MODES, { error: say('validation.settings.chooseWhetherACouponIs') })
    .optional(),
});
export type InvoiceSettingsInput = z.infer<typeof invoiceSettingsSchema>;

const TENDERS_MESSAGE = say('validation.settings.chooseAtLeastOneWay');

/** settings.payment.update: the tenders the pay screen offers (docs/requirements.md §3), at least one, in the spec's order. */
export const paymentSettingsSchema = z.object({
  accepted_tenders: z
    .array(z.enum(TENDER_TYPES, { error: say('validation.settings.theSelectedWayToPay') }), {
      error: TENDERS_MESSAGE,
    })
    .max(TENDER_TYPES.length * 2, say('validation.settings.theSelectedWayToPay'))
    .min(1, TENDERS_MESSAGE)
    .transform((list) => TENDER_TYPES.filter((t) => list.includes(t))),
});
export type PaymentSettingsInput = z.infer<typeof paymentSettingsSchema>;
