// The props of resources/js/Pages/Admin/SmsLogs/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';

export interface SmsEventRow {
  id: number;
  status: string;
  label: string;
  /** 'app', 'provider' or 'callback': who said so. */
  origin: string;
  detail: string | null;
  error_code: number | null;
  /** An ISO instant, as `created_at` and `send_after`. */
  at: string;
}

export interface SmsLogRow {
  id: number;
  direction: 'outbound' | 'inbound';
  /** The other party: the customer's phone. */
  phone: string;
  customer: { id: number; name: string } | null;
  body: string;
  purpose: 'marketing' | 'transactional';
  /** What sent it: "Receipt", "Announcement #4", "Reply to HELP"… */
  source: string;
  source_href: string | null;
  status: string;
  status_label: string;
  tone: 'primary' | 'danger' | 'neutral';
  /** Why it was not sent or failed, in words. */
  reason: string | null;
  error_code: number | null;
  segments: number;
  cost: string;
  created_at: string;
  /** When it goes out, if held (quiet hours, scheduled). */
  send_after: string | null;
  events: SmsEventRow[];
}

export interface SmsLogFilters {
  from: string;
  to: string;
  status: string;
  purpose: string;
  source: string;
  q: string;
}

export interface Props {
  messages: Paginator<SmsLogRow>;
  filters: SmsLogFilters;
  totals: {
    messages: number;
    segments: number;
    cost: string;
    by_status: { status: string; label: string; count: number }[];
  };
  options: {
    statuses: { value: string; label: string }[];
    sources: { value: string; label: string }[];
  };
}
