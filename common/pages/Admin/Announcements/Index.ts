// The props of resources/js/Pages/Admin/Announcements/Index.tsx, as the server sends them.
import type { AnnouncementStatus } from '../../../announcements';
import type { Paginator } from '../../../pagination';

export interface AnnouncementListRow {
  id: number;
  name: string;
  /** The page says it from the catalogue. */
  status: AnnouncementStatus;
  audience_label: string;
  /** When it went or will go, in the store's zone (MM-DD-YYYY hh:mm A), or '' for a draft to send now. */
  /** When it went or will go, an ISO instant; null: no time yet, or cancelled. */
  when_at: string | null;
  recipients: number;
  coupon_code: string | null;
}

export type Props = { announcements: Paginator<AnnouncementListRow> };
