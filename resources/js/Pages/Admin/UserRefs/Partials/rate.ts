/**
 * A commission rate in basis points as a percent: 2000 is "20%", 1250 "12.50%". Numbers are
 * written as the store's region writes them, in every language (docs/features/languages-and-offline.md).
 */
export const ratePercent = (bps: number): string =>
  `${(bps / 100).toFixed(bps % 100 === 0 ? 0 : 2)}%`;
