/**
 * The salon's languages, shared by the server (emails, SMS,
 * validation messages) and the browser. Messages are ICU MessageFormat in
 * resources/lang/<locale>/<group>.json, flat keys whose first segment is their
 * group ("auth.login.title" is in auth.json): the browser loads only the groups
 * a page needs, precompiled (vite.i18n.ts), so the ICU parser never ships.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export const LOCALES = ['en', 'vi', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language in its own name: a Vietnamese technician finds "Tiếng Việt" whatever the screen speaks now. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  vi: 'Tiếng Việt',
  es: 'Español',
};

/** What Intl formats with: US salons, so Spanish is the US variety and money is always dollars. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', vi: 'vi-VN', es: 'es-US' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** A supported locale, or the default for anything else (a cookie, a column from before, a typo). */
export const toLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** A catalogue as stored (ICU text) or as the browser gets it (plain text stays text, the rest is a parsed ICU tree). */
export type Message = string | MessageFormatElement[];
export type Catalogue = Record<string, Message>;
export type MessageValues = Record<string, string | number | boolean | null | undefined | Date>;
export type Translate = (key: string, values?: MessageValues) => string;
/** Formats a message with plurals, selects or number formats: intl-messageformat, which the browser loads only when a page's messages need it. */
export type IcuFormatter = (message: Message, locale: string) => (values?: MessageValues) => string;

/** The group of a key: its first segment. */
export const groupOf = (key: string): string => key.slice(0, key.indexOf('.'));

/**
 * What the browser fetches for a page, one chunk per language and name: a core
 * for its kind of page (sign-in, customer, staff) and, on staff screens, the
 * groups of its area. The sign-in page's JavaScript budget is tight and a
 * staff screen should not carry every other screen's words.
 */
export type CatalogueCore = 'auth' | 'customer' | 'staff';
export const CATALOGUE_CORES: Record<CatalogueCore, string[]> = {
  auth: ['common', 'errors', 'auth'],
  // rules: what the shared rules (common/) say, in the browser as on the server (the tip a customer picks).
  customer: ['common', 'errors', 'customer', 'rules'],
  // The shell (header, menu, clock panel, Confirm Account, dialogs) is on every staff screen.
  staff: ['common', 'errors', 'shell', 'clock', 'ui', 'offline', 'rules'],
};

/** Groups only the server speaks from (flash and field messages, emails, texts): never sent to the browser. */
export const SERVER_GROUPS = ['flash', 'validation', 'mail', 'sms'];

/** The kind of page an Inertia component name is. */
export const coreFor = (page: string): CatalogueCore =>
  page.startsWith('Auth/') ? 'auth' : page.startsWith('Customer/') ? 'customer' : 'staff';

/**
 * Groups a staff area's pages load besides their own (the area is the page's
 * first folder under Admin/, or its first segment: "Admin/Invoices/Edit" is
 * group "invoices", "Profile/Show" is "profile"): components shared between
 * areas keep their words in one group that each area using them loads.
 * tests/unit/i18nGroups.test.ts checks every key a page's imports name is loaded.
 */
export const AREA_EXTRA_GROUPS: Record<string, string[]> = {
  payrolls: ['customer'],
  // The range filters (Reports/Partials/RangeFilters) keep their words in reports.
  stats: ['reports'],
  // The checklist items' names (Components/setup/setupItemLabels) are the dashboard's "Finish setting up" card's.
  welcome: ['dashboard'],
  // The setup wizard's business step is the Settings page's Business info form.
  setup: ['settings', 'timerange'],
  // The Tip tab names the tip rules' base and split in the Tip Rules page's words (TipRules/Partials/tipRuleLabels).
  settings: ['tiprules'],
  // The pay screen's customer picker (Components/pos) on the calendar; tender names on the invoice pages.
  appointmentcalendars: ['pos', 'appointments'],
  invoices: ['pos'],
  // Components/appointments (status buttons, move form) keep their words in the appointments group, which the calendar loads too.
  // Components/form/TimeRange's words (Off, to, End time) are group timerange: booking blocks, opening hours, working hours and the setup wizard use it.
  bookingblocks: ['timerange'],
  openinghours: ['timerange'],
  employees: ['timerange'],
  // What a promotion gives and when (Components/promotions/promotionWords): the promotions list and the pay screen's note beside a line.
  promotions: ['promotionterms'],
  pos: ['promotionterms'],
  // The public terms and privacy pages (Components/legal/LegalDocument) say "Last updated" in the legal group.
  termsofservice: ['legal'],
  privacypolicy: ['legal'],
  // The printable subscription invoice (Components/billing/InvoiceSheet) and the plan and subscription words are the owner's Billing page's.
  userinvoices: ['billing'],
  users: ['billing'],
  // A referral partner's stores say their subscription's status as the Billing page does.
  userrefs: ['billing'],
  packages: ['billing'],
  // A plan change request (Supports/Create) names the plans' prices as Billing writes them.
  supports: ['billing'],
};

/** A staff page's own area group: its folder's name in lower case letters. */
export function areaOf(page: string): string {
  const parts = page.split('/');
  const folder = parts[0] === 'Admin' ? parts[1] : parts[0];
  return folder.toLowerCase().replace(/[^a-z]/g, '');
}

const SIGN_IN_PAGES = ['Auth/Login', 'Auth/EmployeeLogin'];

/** The catalogue chunks a page loads: its core and, for staff screens, its area's groups. */
export function chunksFor(page: string): string[] {
  const core = coreFor(page);
  // The sign-in pages carry only their own words (their budget is tight); the other account pages add theirs.
  if (core === 'auth') return SIGN_IN_PAGES.includes(page) ? [core] : [core, 'account'];
  if (core !== 'staff') return [core];
  const area = areaOf(page);
  return [
    core,
    ...new Set(
      [area, ...(AREA_EXTRA_GROUPS[area] ?? [])].filter((g) => !CATALOGUE_CORES.staff.includes(g)),
    ),
  ];
}

/** The groups a page's messages come from (its chunks' groups). */
export const groupsFor = (page: string): string[] =>
  chunksFor(page).flatMap((c) =>
    c in CATALOGUE_CORES ? CATALOGUE_CORES[c as CatalogueCore] : [c],
  );

/** Whether a message needs the formatter (placeholders, plurals) or is shown as it is. */
export const isPlain = (text: string): boolean => !/[{}']/.test(text);

// formatjs's TYPE.literal and TYPE.argument, by value: importing its enum would put the parser package in every page's JavaScript.
const LITERAL = 0;
const ARGUMENT = 1;

/** Whether a parsed message is only text and plain {placeholders}: then it needs no ICU formatter. */
export const isSimple = (message: Message): message is MessageFormatElement[] =>
  Array.isArray(message) && message.every((el) => el.type === LITERAL || el.type === ARGUMENT);

/** Messages of a catalogue that need the ICU formatter (plurals, selects, number and date formats). */
export const needsIcu = (catalogue: Catalogue): boolean =>
  Object.values(catalogue).some((m) => Array.isArray(m) && !isSimple(m));

const fillSimple = (message: MessageFormatElement[], values: MessageValues = {}) =>
  message
    .map((el) =>
      el.type === LITERAL ? el.value : el.type === ARGUMENT ? String(values[el.value] ?? '') : '',
    )
    .join('');

/**
 * A translator over catalogues, the chosen language first and English after it
 * (a key a translator has not reached yet still shows, in English, rather than
 * as its key). Plain text and simple placeholders are filled here; the rest
 * goes to `icu`, each message's formatter built once.
 */
export function createTranslator(
  locale: Locale,
  catalogue: Catalogue,
  fallback?: Catalogue,
  icu?: IcuFormatter,
): Translate {
  const cache = new Map<string, (values?: MessageValues) => string>();
  return (key, values) => {
    const own = catalogue[key];
    const message = own ?? fallback?.[key];
    if (message === undefined) return key;
    if (typeof message === 'string' && isPlain(message)) return message;
    if (isSimple(message)) return fillSimple(message, values);
    let format = cache.get(key);
    if (!format) {
      if (!icu) return key;
      format = icu(message, own === undefined ? INTL_LOCALES.en : INTL_LOCALES[locale]);
      cache.set(key, format);
    }
    return format(values);
  };
}
