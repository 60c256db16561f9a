import type { Translate } from '@common/i18n';
import { varianceSide, type VarianceSide } from '@common/drawer';

/** A drawer session's variance in the report's words, by which way it went. */
const VARIANCE_KEYS: Record<VarianceSide, string> = {
  over: 'reports.daily.over',
  short: 'reports.daily.short',
  even: 'reports.daily.even',
};

/**
 * "Over by $3.00", "Short by $12.00" or "Even" in the page's language, from the variance in cents
 * the server sends (docs/features/languages-and-offline.md); null before the count.
 */
export function varianceText(
  t: Translate,
  money: (cents: number) => string,
  cents: number | null,
): string | null {
  if (cents === null) return null;
  return t(VARIANCE_KEYS[varianceSide(cents)], { amount: money(Math.abs(cents)) });
}
