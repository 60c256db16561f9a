import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { stores } from '../schema';
import { addDays, storeMinuteToUtc, storeToday, weekdayOf } from '../../common/storeTime';
import {
  createCampaign,
  scheduleCampaign,
  sendCampaignNow,
} from '../../server/domain/announcements/campaigns';
import { runCampaign } from '../../server/domain/announcements/send';
import { getAnnouncement } from '../queries/announcements';
import { clock } from '../../common/clock';

/**
 * The demo's announcements (Lotus Nail Spa), made the way the owner makes
 * them: a "we miss you" text with its own coupon, sent nine days ago at
 * 11 AM (its texts are queued then, so the job runner sends them through the
 * log driver as soon as the app starts), and a Tuesday offer scheduled for
 * next week at 10 AM.
 */
export async function seedAnnouncements(db: Db, now = clock.now()): Promise<void> {
  const [lotus] = await db.select().from(stores).where(eq(stores.name, 'Lotus Nail Spa'));
  if (!lotus) return;
  const today = storeToday(lotus.timezone, now);
  const sentAt = storeMinuteToUtc(addDays(today, -9), 11 * 60, lotus.timezone).at;
  const by = 'Linh Owner';

  const missYou = await createCampaign(
    db,
    lotus.id,
    {
      name: 'We miss you',
      body: 'Lotus Nail Spa misses you! Show code {coupon} for $10 off your next visit this month. Reply STOP to opt out.',
      audience: { kind: 'lapsed', days: 21 },
      scheduledAt: null,
      coupon: { code: 'MISSYOU10', kind: 'amount', value: 1000, validTo: addDays(today, 21) },
    },
    by,
  );
  await sendCampaignNow(db, lotus.id, missYou, sentAt);
  await runCampaign(db, lotus.id, missYou, sentAt);

  // Next Tuesday (at least two days ahead) at 10 AM.
  let tuesday = addDays(today, 2);
  while (weekdayOf(tuesday) !== 2) tuesday = addDays(tuesday, 1);
  const tuesdayId = await createCampaign(
    db,
    lotus.id,
    {
      name: 'Gel Tuesday',
      body: 'Gel Tuesday at Lotus Nail Spa: 20% off any gel manicure 10 AM-2 PM with code {coupon}. Book: (212) 555-0100. Reply STOP to opt out.',
      audience: { kind: 'visited', days: 90 },
      scheduledAt: storeMinuteToUtc(tuesday, 10 * 60, lotus.timezone).at,
      coupon: { code: 'GELTUE20', kind: 'percent', value: 20, validTo: tuesday },
    },
    by,
  );
  const draft = await getAnnouncement(db, lotus.id, tuesdayId);
  if (draft) await scheduleCampaign(db, lotus.id, draft, now);
}
