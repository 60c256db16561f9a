// Types of resources/js/Pages/Admin/Reports/Partials/RangeTables.tsx that page props use.
export interface Figures {
  key: string;
  from: string;
  to: string;
  tickets: number;
  services_cents: number;
  retail_cents: number;
  discounts_cents: number;
  net_cents: number;
  tax_cents: number;
  tips_cents: number;
  tenders: Record<string, number>;
  gift_cards_sold_cents: number;
  gift_cards_redeemed_cents: number;
  refunds: number;
  refunds_cents: number;
  voids: number;
  voids_cents: number;
}

export interface Item {
  service_id: number | null;
  name: string;
  category: string;
  kind: string;
  quantity: number;
  gross_cents: number;
  net_cents: number;
}

export interface Category {
  id: number | null;
  name: string;
  quantity: number;
  gross_cents: number;
  net_cents: number;
}

export interface Tax {
  name: string;
  rate: number;
  base_cents: number;
  amount_cents: number;
}

export interface Technician {
  id: number;
  name: string;
  tickets: number;
  service_cents: number;
  average_cents: number;
  tip_cents: number;
}
