// The props of resources/js/Pages/Admin/Announcements/Show.tsx, as the server sends them.
import type { AnnouncementStatus } from '../../../announcements';

export interface AnnouncementDetail {
  id: number;
  name: string;
  body: string;
  status: AnnouncementStatus;
  status_label: string;
  audience_label: string;
  scheduled_at_label: string;
  started_at_label: string;
  finished_at_label: string;
  cancelled_at_label: string;
  created_by: string;
  coupon: { code: string; value_label: string; valid_to: string } | null;
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
  amount_label: string;
  tickets: {
    invoice_id: number;
    number: number | null;
    customer: string | null;
    amount_label: string;
    at_label: string;
  }[];
}

export type Props = {
  announcement: AnnouncementDetail;
  preview: AnnouncementPreview | null;
  progress: AnnouncementProgress | null;
  redemptions: AnnouncementRedemptions | null;
};
