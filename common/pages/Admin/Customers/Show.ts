// The props of resources/js/Pages/Admin/Customers/Show.tsx, as the server sends them.
import type { ConsentSource } from '../../../customers';
export interface CustomerProfile {
  id: number;
  name: string;
  phone: string;
  phone_label: string;
  email: string;
  notes: string;
  tags: string[];
  birthday_month: number | null;
  birthday_day: number | null;
  birthday_label: string;
  preferred_technician_id: number | null;
  preferred_technician: string | null;
  sms_consent: boolean;
  /** ISO instant. */
  sms_consent_at: string | null;
  sms_consent_source: ConsentSource | null;
  sms_consent_text: string | null;
  /** The store day she was added, YYYY-MM-DD. */
  created_at: string | null;
}

export interface Ticket {
  id: number;
  number: string;
  status: 'paid' | 'voided' | 'draft';
  /** ISO instant; null for a ticket never paid. */
  paid_at: string | null;
  total_cents: number;
  /** Null when nothing was refunded. */
  refunded_cents: number | null;
  technicians: string;
}

export interface CheckIn {
  id: number;
  /** ISO instant. */
  checked_in_at: string;
  status: string;
  source: string;
  technician: string | null;
  reason: string | null;
}

export interface GiftCard {
  id: number;
  code: string;
  balance_cents: number;
  is_active: boolean;
  bought: boolean;
  used: boolean;
}

export interface ConsentEvent {
  id: number;
  granted: boolean;
  source: ConsentSource;
  /** The exact consent text she saw, as recorded. */
  consent_text: string;
  /** Who recorded it; null when the customer did herself. */
  by: string | null;
  /** ISO instant. */
  at: string;
}

export interface Props {
  customer: CustomerProfile;
  stats: {
    visits: number;
    total_spent_cents: number;
    average_ticket_cents: number | null;
    /** A store day, YYYY-MM-DD. */
    last_visit: string | null;
  };
  tickets: Ticket[];
  check_ins: CheckIn[];
  gift_cards: GiftCard[];
  /** Her loyalty points (null while Rewards is off and she has none). */
  points: { available: number; pending: number; lifetime: number } | null;
  consent_events: ConsentEvent[];
  visits_shown: number;
}
