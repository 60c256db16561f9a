// The props of resources/js/Pages/Admin/Giftcards/Show.tsx, as the server sends them.
export interface Entry {
  id: number;
  kind: string;
  label: string;
  /** Signed, in cents: negative for what was spent or taken off. */
  amount_cents: number;
  balance_after_cents: number;
  invoice_id: number | null;
  ticket: string | null;
  reason: string | null;
  by: string;
  /** ISO instant. */
  at: string;
}

export interface Props {
  giftcard: {
    id: number;
    code: string;
    recipient: string | null;
    balance_cents: number;
    is_active: boolean;
    /** ISO instant. */
    created_at: string;
  };
  entries: Entry[];
  can_manage: boolean;
}
