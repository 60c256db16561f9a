import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  invoiceLines,
  invoices,
  reviewRequests,
  reviews,
  reviewSettings,
  stores,
  users,
} from '../schema';
import { DEFAULT_REVIEW_MESSAGE } from '../queries/reviews';
import { clock } from '../../common/clock';

/**
 * Reviews for Lotus Nail Spa: asking by SMS an hour after a paid
 * ticket, a Google link, and the last weeks' requests on demo tickets with a
 * customer: most answered (mostly 4–5 stars), some only opened or sent, a few
 * customers sent on to Google, one low rating resolved and one still open.
 */

const COMMENTS = [
  'Love my gel manicure, it lasted three weeks!',
  'Very clean salon and friendly staff.',
  'Great pedicure, so relaxing.',
  '',
  'Nail art came out exactly like the picture.',
  'Quick and careful, will be back.',
  '',
  'A bit of a wait, but worth it.',
];

export async function seedReviews(db: Db, now = clock.now()): Promise<void> {
  const [lotus] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.name, 'Lotus Nail Spa'));
  if (!lotus) return;
  const [owner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.storeId, lotus.id), eq(users.isReferal, false)))
    .orderBy(users.id)
    .limit(1);
  await db
    .insert(reviewSettings)
    .values({
      storeId: lotus.id,
      mode: 'sms',
      delayMinutes: 60,
      message: DEFAULT_REVIEW_MESSAGE,
      lowRatingThreshold: 2,
      googleReviewUrl: 'https://g.page/r/lotus-nail-spa-demo/review',
    })
    .onConflictDoNothing();

  // The last paid tickets with a customer, from before today (today's are still inside the store's delay).
  const paid = await db
    .select({
      id: invoices.id,
      customerId: invoices.customerId,
      paidAt: invoices.paidAt,
      technicianId: sql<
        number | null
      >`(select ${invoiceLines.technicianId} from ${invoiceLines} where ${invoiceLines.storeId} = ${invoices.storeId} and ${invoiceLines.invoiceId} = ${invoices.id} and ${invoiceLines.technicianId} is not null order by ${invoiceLines.netCents} desc limit 1)`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.storeId, lotus.id),
        eq(invoices.status, 'paid'),
        isNotNull(invoices.customerId),
        lt(invoices.paidAt, new Date(now.getTime() - 86_400_000)),
      ),
    )
    .orderBy(desc(invoices.paidAt))
    .limit(30);

  for (const [i, t] of paid.entries()) await seedReviewOf(db, lotus.id, owner, t, i);
}

/**
 * The i-th ticket's review request, an hour after it was paid: most answered (two low ratings,
 * the older one resolved by the owner, the newest still open), a few only opened or sent.
 */
async function seedReviewOf(
  db: Db,
  storeId: number,
  owner: { id: number; name: string } | undefined,
  t: { id: number; customerId: number | null; paidAt: Date | null; technicianId: number | null },
  i: number,
) {
  const sentAt = new Date(t.paidAt!.getTime() + 60 * 60_000);
  const answered = i % 5 !== 3 && i % 7 !== 6;
  const opened = answered || i % 2 === 0;
  const [request] = await db
    .insert(reviewRequests)
    .values({
      storeId,
      customerId: t.customerId!,
      invoiceId: t.id,
      technicianId: t.technicianId,
      channel: 'sms',
      status: answered ? 'completed' : opened ? 'opened' : 'sent',
      nonce: `demo${t.id}`,
      sendAt: sentAt,
      sentAt,
      expiresAt: new Date(sentAt.getTime() + 30 * 86_400_000),
      openedAt: opened ? new Date(sentAt.getTime() + 20 * 60_000) : null,
      completedAt: answered ? new Date(sentAt.getTime() + 25 * 60_000) : null,
      googleClicks: answered && i % 3 === 0 ? 1 : 0,
      googleClickedAt: answered && i % 3 === 0 ? new Date(sentAt.getTime() + 26 * 60_000) : null,
      createdAt: t.paidAt!,
    })
    .returning({ id: reviewRequests.id });
  if (!answered) return;
  // Two low ratings: the older one resolved by the owner, the newest one still open.
  const low = i === 1 || i === 17;
  const salon = low ? 2 : i % 4 === 2 ? 4 : 5;
  const technician = t.technicianId === null ? null : low ? 1 : i % 3 === 1 ? 4 : 5;
  const resolved = i === 17;
  await db.insert(reviews).values({
    storeId,
    requestId: request.id,
    customerId: t.customerId!,
    invoiceId: t.id,
    technicianId: t.technicianId,
    salonRating: salon,
    technicianRating: technician,
    comment: low
      ? resolved
        ? 'My polish chipped after two days.'
        : 'Waited 40 minutes past my appointment and the pedicure felt rushed.'
      : COMMENTS[i % COMMENTS.length],
    followUp: low ? (resolved ? 'resolved' : 'open') : null,
    followUpNote: resolved ? 'Called her and redid the manicure free of charge.' : null,
    resolvedByUserId: resolved ? (owner?.id ?? null) : null,
    resolvedByName: resolved ? (owner?.name ?? 'Owner') : null,
    resolvedAt: resolved ? new Date(sentAt.getTime() + 2 * 86_400_000) : null,
    createdAt: new Date(sentAt.getTime() + 25 * 60_000),
  });
}
