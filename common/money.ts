/**
 * Money is integer cents from input to report. Amount fields take digits only
 * and read them as cents (docs/requirements.md §5): typing 1 2 5 0 means $12.50.
 */
export function digitsToCents(input: string): number {
  const digits = input.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits ? Number(digits) : 0;
}

/** "12.50" for 1250: the two-decimal text an amount field shows. */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Parses a typed money value: an integer of cents (what amount fields send),
 * or a dollars text with at most two decimals ("12.5", "$1,234.56"), also
 * as formatCurrency shows it ("−$20.00").
 */
export function parseCents(input: unknown): number | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) ? input : null;
  if (typeof input !== 'string') return null;
  const text = input
    .trim()
    .replace(/[$,\s]/g, '')
    .replace(MINUS, '-');
  if (/^-?\d+$/.test(text)) return Number(text) * 100;
  const m = /^(-?)(\d*)\.(\d{1,2})$/.exec(text);
  if (!m || (m[2] === '' && m[3] === '')) return null;
  const cents = Number(m[2] || '0') * 100 + Number(m[3].padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

// signDisplay 'negative': a zero that came out of a subtraction (-0) shows as $0.00, not -$0.00.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

/** The minus sign (U+2212) amounts are shown with; the hyphen-minus stays in what machines read (CSV, amount fields). */
export const MINUS = '\u2212';

/**
 * en-US, USD, 2 decimals (docs/requirements.md §9), for people: a negative amount gets a real
 * minus sign ("−$20.00"), the same wherever a screen shows money. Exports
 * keep centsToAmount's "-20.00", which spreadsheets read as a number.
 */
export function formatCurrency(cents: number): string {
  return usd.format(cents / 100).replace('-', MINUS);
}
