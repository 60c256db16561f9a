// The props of resources/js/Pages/Admin/Invoices/Show.tsx, as the server sends them.
export interface Receipt {
  id: number;
  status: 'paid' | 'voided' | 'draft';
  number: string;
  paid_at: string;
  store: { name: string; address: string; phone: string; logo_url: string | null };
  header: string;
  footer: string;
  customer: { name: string; phone: string; email: string } | null;
  lines: {
    id: number;
    name: string;
    technician: string | null;
    quantity: number;
    unit_price: number;
    amount: number;
    discount: number;
  }[];
  subtotal: number;
  discount: number;
  taxes: { name: string; rate: string; amount: number }[];
  total: number;
  tip: number;
  tips: { technician: string; amount: number }[];
  amount_due: number;
  tenders: {
    type: string;
    label: string;
    amount: number;
    tendered: number | null;
    detail: string | null;
  }[];
  change: number;
  /** Loyalty points: the reward spent on the ticket, what it earned, her points now (null: no customer or no points). */
  points: {
    reward: { name: string; points: number; discount: number } | null;
    earned: number;
    available: number;
    pending: number;
  } | null;
}

export interface Props {
  receipt: Receipt;
  can_email: boolean;
}
