/**
 * A tax rate is kept in thousandths of a percent (8.875 % is 8875), so the
 * rates salons really charge (New York City's 8.875 %, Chicago's 10.25 %)
 * are exact integers and tax is computed without floating point.
 */

/** The highest rate a store may set: 100 %. */
export const MAX_TAX_RATE = 100_000;

/**
 * "8.875", "8.5", "8", "0.125", " 7.25 " → 8875, 8500, 8000, 125, 7250.
 * Null for anything else: more than three decimals ("8.8755"), a sign, an
 * exponent, a percent sign, a comma, an empty text, or more than 100 %.
 */
export function parseTaxRate(input: string | number): number | null {
  const text = String(input).trim();
  const m = /^(\d{1,3})(?:\.(\d{0,3}))?$|^\.(\d{1,3})$/.exec(text);
  if (!m) return null;
  const whole = Number(m[1] ?? '0');
  const decimals = (m[2] ?? m[3] ?? '').padEnd(3, '0');
  const rate = whole * 1000 + Number(decimals);
  return rate <= MAX_TAX_RATE ? rate : null;
}

/** 8875 → "8.875", 8500 → "8.5", 8000 → "8": the shortest text that reads back as the same rate. */
export function formatTaxRate(rate: number): string {
  const whole = Math.floor(rate / 1000);
  const decimals = String(rate % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return decimals ? `${whole}.${decimals}` : String(whole);
}
