/**
 * A service's weight in turn management (docs/domain.md §3.1): a full turn, half a
 * turn for a quick polish change or small wax, one and a half for a long set,
 * none for what should not count. Kept in halves (0–3) so the turn count is
 * an integer; typed and shown as the turns themselves.
 */
export const TURN_WEIGHTS = ['0', '0.5', '1', '1.5'] as const;
export type TurnWeight = (typeof TURN_WEIGHTS)[number];

/** "0.5" → 1; null for anything that is not one of the four weights. */
export function parseTurnWeight(input: unknown): number | null {
  const text =
    typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  const i = TURN_WEIGHTS.indexOf(text as TurnWeight);
  return i >= 0 ? i : null;
}

/** 1 → "0.5". */
export function formatTurnWeight(halves: number): TurnWeight {
  return TURN_WEIGHTS[Math.min(Math.max(Math.trunc(halves), 0), TURN_WEIGHTS.length - 1)];
}
