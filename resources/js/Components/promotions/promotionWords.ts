/**
 * What a promotion gives, and when and for whom, in the page's language, from the values the
 * server sends (docs/features/languages-and-offline.md "Values on the wire, formats on the page"):
 * the promotions list and edit page, and the pay screen's note beside a line. Their words are the
 * promotionterms group, which both areas load (common/i18n.ts AREA_EXTRA_GROUPS).
 */
import { INTL_LOCALES, type Locale, type Translate } from '@common/i18n';
import { clockText, type LinePromotion, type PromotionKind } from '@common/promotions';

/** Weekday names in a language, Sunday first (2000-01-02 was a Sunday). */
export const weekdayNames = (locale: Locale, width: 'long' | 'short') =>
  Array.from({ length: 7 }, (_, d) =>
    new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: width, timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, 0, 2 + d)),
    ),
  );

export interface PromotionEffect {
  kind: PromotionKind;
  /** A whole percent (percent; buy X get Y's discount on the Y units), or cents (amount). */
  value: number;
  buy_quantity: number | null;
  get_quantity: number | null;
}

export interface PromotionConditions {
  /** 0 = Sunday … 6 = Saturday; empty: every day. */
  days_of_week: readonly number[];
  first_visit: boolean;
  birthday_month: boolean;
}

/** "20% off", "$10.00 off", "Buy 2 get 1 free", "Buy 1 get 1 50% off". */
export function effectWords(
  p: PromotionEffect,
  t: Translate,
  money: (cents: number) => string,
): string {
  if (p.kind === 'percent') return t('promotionterms.percentOff', { percent: p.value });
  if (p.kind === 'amount') return t('promotionterms.amountOff', { amount: money(p.value) });
  const buy = p.buy_quantity ?? 0;
  const get = p.get_quantity ?? 0;
  return p.value >= 100
    ? t('promotionterms.buyGetFree', { buy, get })
    : t('promotionterms.buyGetPercent', { buy, get, percent: p.value });
}

/**
 * "Tuesday 10 AM–2 PM", "Birthday month", "First visit · Weekends", "Every day". `window` is the
 * time window as the page writes it ('' for all day): the list and the pay screen write times
 * each their own way.
 */
export function conditionsWords(
  p: PromotionConditions,
  window: string,
  t: Translate,
  locale: Locale,
): string {
  const parts: string[] = [];
  if (p.first_visit) parts.push(t('promotionterms.firstVisit'));
  if (p.birthday_month) parts.push(t('promotionterms.birthdayMonth'));
  const days = [...new Set(p.days_of_week)].sort((a, b) => a - b);
  const daysText =
    days.length === 0 || days.length === 7
      ? ''
      : days.join() === '1,2,3,4,5'
        ? t('promotionterms.weekdays')
        : days.join() === '0,6'
          ? t('promotionterms.weekends')
          : days.length === 1
            ? weekdayNames(locale, 'long')[days[0]]
            : days.map((d) => weekdayNames(locale, 'short')[d]).join(', ');
  if (daysText || window)
    parts.push([daysText || t('promotionterms.everyDay'), window].filter(Boolean).join(' '));
  return parts.length ? parts.join(' · ') : t('promotionterms.everyDay');
}

/**
 * A time of the window as the pay screen writes it: English keeps its short "10 AM", "2:30 PM";
 * the other languages the store's hh:mm A; midnight in words in every language.
 */
export function noteClock(
  minute: number,
  t: Translate,
  locale: Locale,
  minuteOfDay: (m: number) => string,
): string {
  if (minute % 1440 === 0) return t('promotionterms.midnight');
  return locale === 'en' ? clockText(minute) : minuteOfDay(minute);
}

/** "Tuesday 10 AM–2 PM: 20% off Gel Manicure", in the page's language, from the terms the server sent. */
export function promotionNoteText(
  p: LinePromotion,
  t: Translate,
  locale: Locale,
  format: { money: (cents: number) => string; minuteOfDay: (m: number) => string },
): string {
  const window =
    p.start_minute !== null && p.end_minute !== null
      ? `${noteClock(p.start_minute, t, locale, format.minuteOfDay)}–${noteClock(p.end_minute, t, locale, format.minuteOfDay)}`
      : '';
  return t('promotionterms.reason', {
    conditions: conditionsWords(p, window, t, locale),
    effect: effectWords(p, t, format.money),
    line: p.line_name,
  }).trim();
}
