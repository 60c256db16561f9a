// The props of resources/js/Pages/Admin/Supports/Create.tsx, as the server sends them.

/** A plan as the request names it: its price in cents, by the month or the year. */
export interface PlanPrice {
  name: string;
  price_cents: number;
  interval: 'month' | 'year';
}

/** Move `store` (null: the signed-in store has no name to give) from one plan to another. */
export interface PlanChange {
  store: string | null;
  from: PlanPrice;
  to: PlanPrice;
}

export interface Props {
  limits: { subject: number; body: number; attachments: number; attachment_bytes: number };
  /** Billing's plan change request, which the page writes as the ticket's subject and message; or null. */
  plan_change: PlanChange | null;
}
