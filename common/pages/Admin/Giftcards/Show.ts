// The props of resources/js/Pages/Admin/Giftcards/Show.tsx, as the server sends them.
export interface Entry {
  id: number;
  kind: string;
  label: string;
  amount: string;
  balance_after: string;
  invoice_id: number | null;
  ticket: string | null;
  reason: string | null;
  by: string;
  at: string;
}

export interface Props {
  giftcard: {
    id: number;
    code: string;
    recipient: string | null;
    balance: string;
    balance_cents: number;
    is_active: boolean;
    created_at: string;
  };
  entries: Entry[];
  can_manage: boolean;
}
