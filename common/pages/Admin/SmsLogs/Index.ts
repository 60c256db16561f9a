// The props of resources/js/Pages/Admin/SmsLogs/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';
import type { SmsReason, SmsSourceType, SmsStatus } from '../../../sms';

export interface SmsEventRow {
  id: number;
  status: SmsStatus;
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
  /** What sent it (a receipt, an announcement…) and which one, when the log names it ("Announcement #4"). */
  source_type: SmsSourceType;
  source_id: number | null;
  source_href: string | null;
  status: SmsStatus;
  tone: 'primary' | 'danger' | 'neutral';
  /** Why it was not sent or failed. */
  reason: SmsReason | null;
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
    by_status: { status: SmsStatus; count: number }[];
  };
  /** The filters' choices, as codes: the page says them. */
  options: {
    statuses: SmsStatus[];
    sources: SmsSourceType[];
  };
}
