// Types of resources/js/Components/pos/ticket.ts that page props use.
export interface Technician {
  id: number;
  name: string;
  employee_id: string;
  color: string;
  avatar_url: string | null;
  clocked_in: boolean;
  tickets_today: number;
}

export interface MenuService {
  id: number;
  category_id: number | null;
  name: string;
  kind: 'service' | 'retail';
  price: number;
  tax_ids: number[];
}

export interface Category {
  id: number;
  name: string;
  color: string;
}

export interface Customer {
  id: number;
  name: string;
  phone: string;
  phone_formatted: string;
  email: string;
}

export interface TicketLine {
  key: string;
  kind: 'service' | 'retail' | 'giftcard';
  service_id: number | null;
  name: string;
  technician_id: number | null;
  /** Cents; starts at the menu price, may be overridden. */
  unit_price: number;
  quantity: number;
  /** Cents off the whole line. */
  discount: number;
  tax_ids: number[];
  gift_card_code: string;
  recipient_name: string;
}

export type Amount = { type: 'amount' | 'percent'; value: number } | null;
