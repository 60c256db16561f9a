// The props of resources/js/Pages/Admin/Announcements/Create.tsx (and the form Edit.tsx shares), as the server sends them.
import type { AudienceKind } from '../../../announcements';

export interface AnnouncementFormOptions {
  tags: string[];
  technicians: { id: number; name: string }[];
  /** A segment's price in thousandths of a cent (common/sms.ts), for the cost under the message box. */
  segment_price_millicents: number;
  /** The store's wall clock now (YYYY-MM-DDTHH:mm), the earliest a schedule may take. */
  now_local: string;
  timezone: string;
}

/** The form's fields as they are posted (announcements.store / announcements.update). */
export interface AnnouncementFormData {
  name: string;
  body: string;
  audience_kind: AudienceKind;
  audience_days: string;
  audience_tag: string;
  audience_technician_id: string;
  with_coupon: boolean;
  coupon_code: string;
  coupon_kind: 'percent' | 'amount';
  coupon_value: number;
  coupon_valid_to: string;
  timing: 'now' | 'later';
  scheduled_at: string;
}

export type Props = { options: AnnouncementFormOptions };
