/**
 * Card payments through a terminal: the pure rules the server and
 * the pay screen share. Nothing here ever holds more than a card's last four.
 */

/** A charge is at most this much (cents): $100,000, as every amount on the pay screen. */
export const MAX_CARD_CENTS = 10_000_000;

const ENTRY_LABELS: Record<string, string> = {
  manual: 'Keyed',
  swipe: 'Swipe',
  contactless: 'Tap',
  scanner: 'Scanned',
  chip: 'Chip',
  fallback: 'Fallback swipe',
};

/** "Chip", "Tap" … for the terminal's entry mode; null when unknown. */
export const entryModeLabel = (mode: string | null | undefined): string | null =>
  mode ? (ENTRY_LABELS[mode] ?? mode) : null;

/**
 * How a terminal card shows on a tender row and a receipt:
 * "Visa •••• 4242 · Chip · Auth 123456" (parts it does not know are left out).
 */
export function cardSummary(card: {
  brand: string | null;
  last4: string | null;
  entryMode?: string | null;
  auth?: string | null;
}): string {
  const head = [card.brand ?? 'Card', card.last4 ? `•••• ${card.last4}` : null]
    .filter(Boolean)
    .join(' ');
  return [head, entryModeLabel(card.entryMode), card.auth ? `Auth ${card.auth}` : null]
    .filter(Boolean)
    .join(' · ');
}

/** What a terminal sale pays on a ticket: what the card was charged plus the tip given on the device. */
export const cardTenderCents = (t: { approvedCents: number; tipCents: number }): number =>
  t.approvedCents + t.tipCents;

/** A terminal card transaction as the pay screen gets it from pos.card.* (JSON). */
export interface CardTransactionJson {
  id: number;
  kind: 'sale' | 'return' | 'void' | 'adjust';
  status: 'pending' | 'approved' | 'declined' | 'unknown' | 'failed';
  approved: boolean;
  /** Asked for (cents). */
  requested: number;
  /** Charged for the sale itself, tip excluded (cents). */
  amount: number;
  /** The tip given on the terminal (cents). */
  tip: number;
  /** Left to pay after a partial approval (cents); 0 otherwise. */
  amount_due: number;
  last4: string | null;
  brand: string | null;
  entry_mode: string | null;
  auth: string | null;
  /** One sentence for the clerk. */
  message: string;
}
