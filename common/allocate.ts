/**
 * Splits a whole number of cents in proportion to whole-number weights (usually cents) so that the parts
 * always add up to the amount exactly (largest-remainder method). Ties go to
 * the earlier weight, so the same input always gives the same split.
 *
 * When every weight is zero the amount is split evenly.
 */
export function allocateCents(amount: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(amount)) throw new RangeError('amount must be whole cents');
  if (weights.length === 0) return [];
  if (weights.some((w) => !Number.isInteger(w) || w < 0))
    throw new RangeError('weights must be whole, not negative numbers (cents)');
  const total = weights.reduce((a, b) => a + b, 0);
  const effective = total > 0 ? weights : weights.map(() => 1);
  const sum = total > 0 ? total : weights.length;
  const sign = amount < 0 ? -1 : 1;
  const abs = Math.abs(amount);
  // BigInt keeps amount × weight exact even for large amounts and weights.
  const parts = effective.map((w) => {
    const exact = BigInt(abs) * BigInt(w);
    return { whole: Number(exact / BigInt(sum)), remainder: Number(exact % BigInt(sum)) };
  });
  let left = abs - parts.reduce((a, p) => a + p.whole, 0);
  const order = parts.map((p, i) => ({ i, r: p.remainder })).sort((a, b) => b.r - a.r || a.i - b.i);
  const result = parts.map((p) => p.whole);
  for (const { i } of order) {
    if (left <= 0) break;
    result[i] += 1;
    left -= 1;
  }
  return result.map((c) => c * sign);
}

/** Even split: $10.00 among three is 3.34, 3.33, 3.33. */
export const splitEvenly = (amount: number, count: number): number[] =>
  allocateCents(
    amount,
    Array.from({ length: count }, () => 1),
  );
