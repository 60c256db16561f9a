import type {
  AnnouncementRow,
  announcementMessageCounts,
  couponRedemptions,
} from '../../../database/queries/announcements';
import {
  blastCostMillicents,
  describeAudience,
  type AudienceRule,
} from '../../../common/announcements';
import { countSegments, formatSmsCost } from '../../../common/sms';
import { utcToStoreLocal } from '../../../common/storeTime';
import type { AnnouncementListRow } from '../../../common/pages/Admin/Announcements/Index';
import type {
  AnnouncementFormData,
  AnnouncementFormOptions,
} from '../../../common/pages/Admin/Announcements/Create';
import type {
  AnnouncementDetail,
  AnnouncementProgress,
  AnnouncementRedemptions,
} from '../../../common/pages/Admin/Announcements/Show';

type Coupon = { code: string; kind: 'percent' | 'amount'; value: number; validTo: string | null };

/** When it went or will go: the start of its send, else its schedule. Instants go as ISO strings, money in cents and the status as its code; the pages write and say them (docs/features/languages-and-offline.md). */
const whenOf = (a: AnnouncementRow) => a.startedAt ?? a.scheduledAt;

export const announcementListRow =
  (codes: Map<number, string>) =>
  (a: AnnouncementRow): AnnouncementListRow => ({
    id: a.id,
    name: a.name,
    status: a.status,
    audience_label: describeAudience(a.audience),
    when_at: a.status === 'cancelled' ? null : (whenOf(a)?.toISOString() ?? null),
    recipients: a.recipientCount,
    coupon_code: a.couponId ? (codes.get(a.couponId) ?? null) : null,
  });

export function announcementDetail(
  a: AnnouncementRow,
  coupon: Coupon | null,
  names: { technician?: string | null },
): AnnouncementDetail {
  const draft = a.status === 'draft';
  return {
    id: a.id,
    name: a.name,
    body: a.body,
    status: a.status,
    audience_label: describeAudience(a.audience, names),
    scheduled_at: a.scheduledAt?.toISOString() ?? null,
    started_at: a.startedAt?.toISOString() ?? null,
    finished_at: a.finishedAt?.toISOString() ?? null,
    cancelled_at: a.cancelledAt?.toISOString() ?? null,
    created_by: a.createdByName,
    coupon: coupon
      ? {
          code: coupon.code,
          kind: coupon.kind,
          value: coupon.value,
          valid_to: coupon.validTo ?? '',
        }
      : null,
    recipients: a.recipientCount,
    can_edit: draft || a.status === 'scheduled',
    can_send: draft || a.status === 'scheduled',
    can_schedule: draft && a.scheduledAt !== null,
    can_cancel: a.status === 'scheduled',
  };
}

/** The form's fields for an existing announcement (edit). */
export function announcementFormValues(
  a: AnnouncementRow,
  timezone: string,
  coupon: Coupon | null,
): AnnouncementFormData {
  const rule: AudienceRule = a.audience;
  return {
    name: a.name,
    body: a.body,
    audience_kind: rule.kind,
    audience_days: rule.kind === 'visited' || rule.kind === 'lapsed' ? String(rule.days) : '',
    audience_tag: rule.kind === 'tag' ? rule.tag : '',
    audience_technician_id: rule.kind === 'technician' ? String(rule.technicianId) : '',
    with_coupon: coupon !== null,
    coupon_code: coupon?.code ?? '',
    coupon_kind: coupon?.kind ?? 'percent',
    coupon_value: coupon?.value ?? 10,
    coupon_valid_to: coupon?.validTo ?? '',
    timing: a.scheduledAt ? 'later' : 'now',
    scheduled_at: a.scheduledAt ? utcToStoreLocal(a.scheduledAt, timezone) : '',
  };
}

/**
 * The campaign's texts by what became of them. Waiting: not yet taken by the
 * provider. Sent: taken (Twilio's 'queued', 'sending', 'sent'). Opted out: the outbox skipped
 * the number (it texted STOP) or Twilio refused it (21610); skipped: no
 * consent any more, or over the month's quota.
 */
export function announcementProgress(
  rows: Awaited<ReturnType<typeof announcementMessageCounts>>,
): AnnouncementProgress {
  const p: AnnouncementProgress = {
    total: 0,
    queued: 0,
    sent: 0,
    delivered: 0,
    failed: 0,
    opted_out: 0,
    skipped: 0,
    segments: 0,
    cost_label: '',
    settled: true,
  };
  let cost = 0;
  for (const r of rows) {
    p.total += r.n;
    p.segments += r.status === 'skipped' ? 0 : r.segments;
    cost += r.costMillicents;
    if (r.reason === 'opted_out') p.opted_out += r.n;
    // Queued at the provider (it answered with a sid) is sent as far as the salon is concerned; waiting is ours alone.
    else if ((r.status === 'queued' || r.status === 'sending') && !r.accepted) p.queued += r.n;
    else if (r.status === 'queued' || r.status === 'sending' || r.status === 'sent') p.sent += r.n;
    else if (r.status === 'delivered') p.delivered += r.n;
    else if (r.status === 'skipped') p.skipped += r.n;
    else p.failed += r.n;
  }
  p.cost_label = formatSmsCost(cost);
  p.settled = p.queued === 0;
  return p;
}

export function announcementRedemptions(
  r: Awaited<ReturnType<typeof couponRedemptions>>,
): AnnouncementRedemptions {
  return {
    uses: r.uses,
    amount_cents: r.amountCents,
    tickets: r.tickets.map((t) => ({
      invoice_id: t.invoiceId,
      number: t.number,
      customer: t.customer,
      amount_cents: t.amountCents,
      at: t.at.toISOString(),
    })),
  };
}

/**
 * A draft's or a scheduled announcement's preview: who it would reach, and its message as the
 * first of them would read it (`sample`), counted in segments and priced at `segmentPrice`
 * (thousandths of a cent a segment).
 */
export function announcementPreview(
  audience: { recipients: number; sampleName: string | null },
  sample: string,
  segmentPrice: number,
) {
  const { recipients } = audience;
  const seg = countSegments(sample);
  return {
    recipients,
    segments: seg.segments,
    encoding: seg.encoding,
    characters: Array.from(sample).length,
    total_segments: recipients * seg.segments,
    cost_label: formatSmsCost(blastCostMillicents(recipients, seg.segments, segmentPrice)),
    sample,
    sample_name: audience.sampleName,
  };
}

/** What the announcement form chooses from (tags, technicians), its price per segment, and the store's wall clock now (for "send at"). */
export const announcementFormOptions = (
  tags: AnnouncementFormOptions['tags'],
  technicians: AnnouncementFormOptions['technicians'],
  segmentPrice: number,
  now: Date,
  timezone: string,
): AnnouncementFormOptions => ({
  tags,
  technicians,
  segment_price_millicents: segmentPrice,
  now_local: utcToStoreLocal(now, timezone),
  timezone,
});
