/**
 * The store regions and each one's numeric patterns, apart from common/intlFormats.ts so that a
 * page that only writes a date (lib/format, on the sign-in page's bundle) loads no Intl formatters.
 */

/**
 * The store's region: how money, numbers and numeric dates and times are written, in every
 * language. A US salon's Vietnamese and Spanish staff read $42.00 on every receipt, price list
 * and drawer; "42,00 US$" beside an amount field that types "$ 35.00" invites mistakes at the
 * counter (docs/ui.md). The owner chooses it on Settings → Business info (stores.region); every
 * region bills in dollars, so money reads $1,234.50 in all of them
 * (docs/features/languages-and-offline.md "Formats from the store's region").
 */
export const STORE_REGIONS = ['en-US', 'en-CA'] as const;
export type StoreRegion = (typeof STORE_REGIONS)[number];
/** The region of a store that has not chosen one: every store before the setting existed, the demo's. */
export const DEFAULT_STORE_REGION: StoreRegion = 'en-US';
/** The default region's tag, for plain counts: every region groups digits the same way (12,345). */
export const STORE_REGION = DEFAULT_STORE_REGION;

export const isStoreRegion = (value: unknown): value is StoreRegion =>
  typeof value === 'string' && (STORE_REGIONS as readonly string[]).includes(value);

/** A known region, or the default for anything else (a column from before, a prop of a page without a store). */
export const toStoreRegion = (value: unknown): StoreRegion =>
  isStoreRegion(value) ? value : DEFAULT_STORE_REGION;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Each region's numeric patterns, written out rather than asked of Intl: browsers' and Node's ICU
 * have changed en-CA's short date between releases (YYYY-MM-DD, then M/D/YYYY, then back), and
 * a receipt or a text must read the same on the server as on the page.
 *
 * - en-US, docs/requirements.md §9: 11-26-2026, 09:05 AM (9:05 AM for a time of day in English).
 * - en-CA: 2026-11-26, the all-numeric date Canada standardised (year, month, day: CSA Z234.5,
 *   and Intl's en-CA short date); 11-26 without the year, for a text (month, day, as Intl's en-CA
 *   writes it). Times stay 09:05 AM: Intl's en-CA writes "9:05 a.m.", whose closing period
 *   doubles the one of every sentence that ends on a time ("you're booked for … 2:30 p.m.."),
 *   and the 12-hour AM/PM clock is also in wide use in Canada.
 */
export interface RegionPatterns {
  /** A calendar date's numbers. */
  date: (year: number, month: number, day: number) => string;
  /** A date without its year, for a text (docs/features/languages-and-offline.md). */
  monthDay: (month: number, day: number) => string;
  /** A time of day on a 12-hour clock, the hour on two digits: "09:05 AM". */
  time: (hour: number, minute: number) => string;
  /** A time of day as an English sentence says it: "9:05 AM" (docs/requirements.md §9 time slots). */
  clock: (hour: number, minute: number) => string;
}

const twelve = (hour: number) => (hour % 12 === 0 ? 12 : hour % 12);
const PATTERNS: Record<StoreRegion, RegionPatterns> = {
  'en-US': {
    date: (y, m, d) => `${pad(m)}-${pad(d)}-${y}`,
    monthDay: (m, d) => `${pad(m)}-${pad(d)}`,
    time: (h, mi) => `${pad(twelve(h))}:${pad(mi)} ${h < 12 ? 'AM' : 'PM'}`,
    clock: (h, mi) => `${twelve(h)}:${pad(mi)} ${h < 12 ? 'AM' : 'PM'}`,
  },
  'en-CA': {
    date: (y, m, d) => `${y}-${pad(m)}-${pad(d)}`,
    monthDay: (m, d) => `${pad(m)}-${pad(d)}`,
    time: (h, mi) => `${pad(twelve(h))}:${pad(mi)} ${h < 12 ? 'AM' : 'PM'}`,
    clock: (h, mi) => `${twelve(h)}:${pad(mi)} ${h < 12 ? 'AM' : 'PM'}`,
  },
};

/** A region's numeric patterns; an unknown region writes the default's. */
export const regionPatterns = (region?: string | null): RegionPatterns =>
  PATTERNS[toStoreRegion(region)];
