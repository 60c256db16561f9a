// The props of resources/js/Pages/Admin/CustomerReviews/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';

export interface ReviewItem {
  id: number;
  /** ISO instant. */
  created_at: string;
  customer: string;
  technician: string | null;
  invoice_id: number;
  salon_rating: number;
  technician_rating: number | null;
  comment: string;
  /** open: a low rating the owner has not resolved. */
  follow_up: 'open' | 'resolved' | null;
  follow_up_note: string | null;
  resolved_by: string | null;
  /** ISO instant. */
  resolved_at: string | null;
}

export interface Props {
  reviews: Paginator<ReviewItem>;
  averages: {
    count: number;
    salon: number | null;
    technician: number | null;
    by_technician: { id: number; name: string; count: number; average: number | null }[];
  };
  stats: {
    sent: number;
    opened: number;
    completed: number;
    clicked: number;
    clicks: number;
    response_rate: number | null;
  };
  open_follow_ups: number;
  technicians: { id: number; name: string }[];
  filters: {
    from: string;
    to: string;
    rating: number | '';
    technician: number | '';
    follow_up: 'open' | '';
  };
}
