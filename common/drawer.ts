/**
 * The cash drawer's codes and limits, shared by the schema, the server and the drawer
 * page: the movement kinds, the largest amount, and which way a variance goes.
 */

export const DRAWER_MAX_CENTS = 10_000_000;
export const DRAWER_REASON_MAX = 200;
/** Who may approve a count beyond the threshold: the permission of a refund's cash override (common/refunds.ts). */
export const DRAWER_APPROVAL_PERMISSION = 'manage settings';

/** What moves cash in or out of an open drawer; the page says each kind from the catalogue. */
export const DRAWER_MOVEMENT_KINDS = ['pay_in', 'pay_out', 'tip_payout', 'drop'] as const;
export type DrawerMovementKind = (typeof DRAWER_MOVEMENT_KINDS)[number];

/** Which way a count came out, counted minus expected in cents: the pages say "Over by $3.00", "Short by $12.00" or "Even" from it. */
export type VarianceSide = 'over' | 'short' | 'even';
export const varianceSide = (varianceCents: number): VarianceSide =>
  varianceCents === 0 ? 'even' : varianceCents > 0 ? 'over' : 'short';
