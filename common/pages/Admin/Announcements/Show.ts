// The props of resources/js/Pages/Admin/Announcements/Show.tsx, as the server sends them.
import type { AnnouncementStatus } from '../../../announcements';

export interface AnnouncementDetail {
  id: number;
  name: string;
  body: string;
  /** The page says it from the catalogue. */
  status: AnnouncementStatus;
  audience_label: string;
  /** ISO instants; null: not (yet). */
  scheduled_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  cancelled_at: string | null;
  created_by: string;
  /** `value`: a percent, or cents off. */
  coupon: { code: string; kind: 'percent' | 'amount'; value: number; valid_to: string } | null;
  /** Recipients resolved when it was sent (0 before). */
  recipients: number;
  can_edit: boolean;
  can_send: boolean;
  can_schedule: boolean;
  can_cancel: boolean;
}

/** Before sending: who and what it would cost if sent now. */
export interface AnnouncementPreview {
  recipients: number;
  segments: number;
  encoding: 'GSM-7' | 'UCS-2';
  characters: number;
  total_segments: number;
  cost_label: string;
  /** The text as one customer reads it, coupon code filled in. */
  sample: string;
  sample_name: string | null;
}

/** While sending and after: each text's state, from the SMS log. */
export interface AnnouncementProgress {
  total: number;
  queued: number;
  sent: number;
  delivered: number;
  failed: number;
  opted_out: number;
  skipped: number;
  segments: number;
  cost_label: string;
  /** Nothing is waiting to go out (the page stops asking). */
  settled: boolean;
}

export interface AnnouncementRedemptions {
  uses: number;
  amount_cents: number;
  tickets: {
    invoice_id: number;
    number: number | null;
    customer: string | null;
    amount_cents: number;
    /** An ISO instant. */
    at: string;
  }[];
}

export type Props = {
  announcement: AnnouncementDetail;
  preview: AnnouncementPreview | null;
  progress: AnnouncementProgress | null;
  redemptions: AnnouncementRedemptions | null;
};
