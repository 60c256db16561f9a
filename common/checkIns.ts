/** The wait as a customer is told it (the kiosk, the desk's queue): none, minutes rounded up to five, or half hours past 90 minutes; the catalogue's `customer.wait` and `checkins.wait` say it in each language. */
export function waitParts(minutes: number): { kind: 'none' | 'minutes' | 'hours'; n: number } {
  if (minutes <= 0) return { kind: 'none', n: 0 };
  const rounded = Math.ceil(minutes / 5) * 5;
  if (rounded <= 90) return { kind: 'minutes', n: rounded };
  return { kind: 'hours', n: Math.round((rounded / 60) * 2) / 2 };
}
