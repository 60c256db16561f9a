import type { Db } from '../../../database/client';
import {
  claimRecipients,
  finishAnnouncement,
  getAnnouncement,
  listAudience,
  moveAnnouncement,
} from '../../../database/queries/announcements';
import { getCoupon } from '../../../database/queries/coupons';
import { getStore } from '../../../database/queries/stores';
import { fillMessage } from '../../../common/announcements';
import { queueSmsMany } from '../sms/outbox';
import { audienceFilter } from './audience';
import { clock } from '../../../common/clock';

/** Recipients per transaction: a retried chunk redoes little, and 5,000 recipients are 10 short transactions. */
export const RECIPIENT_CHUNK = 500;

export type CampaignRun =
  | { ran: false; why: 'missing' | 'not_due' | 'not_sending' }
  | { ran: true; recipients: number; queued: number };

/**
 * The send job's work ('announcement.send'): resolves the audience now (who
 * has consent at send time, not when the draft was written), then per chunk
 * claims the recipients and queues their texts in one transaction. A run
 * after a crash, or a second process, claims only customers no run has
 * claimed (announcement_recipients is unique per customer and per phone), so
 * nobody gets two texts. Quiet hours and the monthly quota are the outbox's
 * (marketing outside 8 AM–9 PM waits; beyond the quota it is skipped).
 */
export async function runCampaign(
  db: Db,
  storeId: number,
  announcementId: number,
  now = clock.now(),
): Promise<CampaignRun> {
  const a = await getAnnouncement(db, storeId, announcementId);
  const store = await getStore(db, storeId);
  if (!a || !store) return { ran: false, why: 'missing' };
  if (a.status === 'scheduled') {
    if (
      !(await moveAnnouncement(
        db,
        storeId,
        a.id,
        ['scheduled'],
        { status: 'sending', startedAt: now },
        { dueBy: now },
      ))
    )
      return { ran: false, why: 'not_due' };
  } else if (a.status !== 'sending') return { ran: false, why: 'not_sending' };

  const coupon = a.couponId ? await getCoupon(db, storeId, a.couponId) : null;
  const body = fillMessage(a.body, coupon?.code ?? null);
  const members = await listAudience(db, storeId, audienceFilter(a.audience, now, store.timezone));
  let queued = 0;
  for (let i = 0; i < members.length; i += RECIPIENT_CHUNK) {
    queued += await db.transaction(async (tx) => {
      const fresh = await claimRecipients(tx, storeId, a.id, members.slice(i, i + RECIPIENT_CHUNK));
      await queueSmsMany(
        tx,
        storeId,
        fresh.map((m) => ({
          customerId: m.customerId,
          to: m.phone,
          body,
          purpose: 'marketing' as const,
          source: { type: 'announcement' as const, id: a.id },
        })),
        now,
      );
      return fresh.length;
    });
  }
  await finishAnnouncement(db, storeId, a.id, { recipients: members.length });
  return { ran: true, recipients: members.length, queued };
}
