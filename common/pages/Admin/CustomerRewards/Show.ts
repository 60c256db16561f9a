// The props of resources/js/Pages/Admin/CustomerRewards/Show.tsx: one customer's points and ledger.

/** What moved a customer's points: earned on a ticket, a bonus, a reward, a refund's reversal, expiry, or by hand. */
export type LedgerKind = 'earn' | 'bonus' | 'redeem' | 'reverse' | 'expire' | 'adjust';

export interface LedgerRow {
  id: number;
  kind: LedgerKind;
  points: number;
  invoice_id: number | null;
  /** The reward, the note or the source of the row. */
  what: string;
  /** A redemption's money off (cents). */
  discount: number | null;
  /** An ISO instant, as `available_at` and `expires_at`. */
  created_at: string;
  /** When earned points become spendable (null when at once). */
  available_at: string | null;
  expires_at: string | null;
  by: string;
}

export type Props = {
  customer: { id: number; name: string; phone: string };
  points: { available: number; pending: number; lifetime: number; expiringNow: number };
  entries: LedgerRow[];
};
