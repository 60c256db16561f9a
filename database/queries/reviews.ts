import {
  and,
  avg,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  notInArray,
  or,
  sql,
  sum,
} from 'drizzle-orm';
import type { Db } from '../client';
import {
  customers,
  employees,
  invoiceLines,
  refundLines,
  refunds,
  reviewRequests,
  reviews,
  reviewSettings,
  stores,
  type ReviewMode,
} from '../schema';
import { clock } from '../../common/clock';

export const DEFAULT_REVIEW_MESSAGE =
  'Thank you for visiting {salon}! How did we do? Tell us here: {link}';

export interface ReviewSettingsRow {
  mode: ReviewMode;
  delayMinutes: number;
  message: string;
  lowRatingThreshold: number;
  googleReviewUrl: string | null;
}

/** The store's review settings; a store that never saved them asks nobody. */
export async function getReviewSettings(db: Db, storeId: number): Promise<ReviewSettingsRow> {
  const [row] = await db
    .select({
      mode: reviewSettings.mode,
      delayMinutes: reviewSettings.delayMinutes,
      message: reviewSettings.message,
      lowRatingThreshold: reviewSettings.lowRatingThreshold,
      googleReviewUrl: reviewSettings.googleReviewUrl,
    })
    .from(reviewSettings)
    .where(eq(reviewSettings.storeId, storeId));
  return (
    row ?? {
      mode: 'off',
      delayMinutes: 60,
      message: DEFAULT_REVIEW_MESSAGE,
      lowRatingThreshold: 2,
      googleReviewUrl: null,
    }
  );
}

/** Upserts part of the settings; the rest keep their saved (or default) values. */
export async function saveReviewSettings(
  db: Db,
  storeId: number,
  values: Partial<ReviewSettingsRow>,
) {
  const current = await getReviewSettings(db, storeId);
  const next = { ...current, ...values };
  await db
    .insert(reviewSettings)
    .values({ storeId, ...next })
    .onConflictDoUpdate({
      target: reviewSettings.storeId,
      set: { ...values, updatedAt: clock.now() },
    });
}

/** What the participant needs to know of the ticket's customer. */
export async function getReviewContact(db: Db, storeId: number, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
    })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)));
  return row ?? null;
}

/** One request per ticket: a second payment moment (a replay) stores nothing. Null when it already existed. */
export async function createReviewRequest(
  db: Db,
  storeId: number,
  values: {
    customerId: number;
    invoiceId: number;
    channel: 'sms' | 'email';
    nonce: string;
    sendAt: Date;
    expiresAt: Date;
  },
) {
  const [row] = await db
    .insert(reviewRequests)
    .values({ storeId, ...values })
    .onConflictDoNothing()
    .returning({ id: reviewRequests.id });
  return row?.id ?? null;
}

/** A voided or fully refunded ticket: its request, if not answered, stops (the link too). Returns the ids cancelled. */
export async function cancelReviewRequests(db: Db, storeId: number, invoiceId: number, now: Date) {
  const rows = await db
    .update(reviewRequests)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(reviewRequests.storeId, storeId),
        eq(reviewRequests.invoiceId, invoiceId),
        inArray(reviewRequests.status, ['queued', 'sent', 'opened']),
      ),
    )
    .returning({ id: reviewRequests.id });
  return rows.map((r) => r.id);
}

/** True when refunds (this transaction's included) have given back every cent of the ticket's lines. */
export async function invoiceFullyRefunded(db: Db, storeId: number, invoiceId: number) {
  const [lines] = await db
    .select({ total: sum(invoiceLines.netCents).mapWith(Number) })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.storeId, storeId), eq(invoiceLines.invoiceId, invoiceId)));
  const [back] = await db
    .select({ total: sum(refundLines.netCents).mapWith(Number) })
    .from(refundLines)
    .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
    .where(and(eq(refunds.storeId, storeId), eq(refunds.invoiceId, invoiceId)));
  return (lines.total ?? 0) > 0 && (back.total ?? 0) >= (lines.total ?? 0);
}

/** The ticket's technician for the review: the one whose service lines came to most (the first such line on a tie). */
const mainTechnician = sql<number | null>`(
  select ${invoiceLines.technicianId} from ${invoiceLines}
  where ${invoiceLines.storeId} = ${reviewRequests.storeId} and ${invoiceLines.invoiceId} = ${reviewRequests.invoiceId} and ${invoiceLines.technicianId} is not null
  group by ${invoiceLines.technicianId} order by sum(${invoiceLines.netCents}) desc, min(${invoiceLines.id}) limit 1)`;

/**
 * Takes a queued request for sending: one UPDATE only one caller wins, so a
 * rerun of the job or a second process sends nothing. The technician is
 * named now, when the ticket's lines are surely written.
 */
export async function claimReviewRequest(db: Db, storeId: number, id: number, now: Date) {
  const [row] = await db
    .update(reviewRequests)
    .set({ status: 'sent', sentAt: now, technicianId: mainTechnician })
    .where(
      and(
        eq(reviewRequests.storeId, storeId),
        eq(reviewRequests.id, id),
        eq(reviewRequests.status, 'queued'),
      ),
    )
    .returning({
      id: reviewRequests.id,
      customerId: reviewRequests.customerId,
      channel: reviewRequests.channel,
      nonce: reviewRequests.nonce,
      expiresAt: reviewRequests.expiresAt,
    });
  return row ?? null;
}

/** A send that failed: queued again for the job's retry. */
export async function releaseReviewRequest(db: Db, storeId: number, id: number) {
  await db
    .update(reviewRequests)
    .set({ status: 'queued', sentAt: null })
    .where(
      and(
        eq(reviewRequests.storeId, storeId),
        eq(reviewRequests.id, id),
        eq(reviewRequests.status, 'sent'),
      ),
    );
}

/** A request the settings no longer ask for (turned off, or the customer has no address for the channel). */
export async function dropReviewRequest(db: Db, storeId: number, id: number, now: Date) {
  await db
    .update(reviewRequests)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(reviewRequests.storeId, storeId),
        eq(reviewRequests.id, id),
        eq(reviewRequests.status, 'queued'),
      ),
    );
}

/** The request as the customer's pages show it: her store, her technician's name. */
export async function getReviewRequest(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({
      id: reviewRequests.id,
      storeId: reviewRequests.storeId,
      storeName: stores.name,
      customerId: reviewRequests.customerId,
      invoiceId: reviewRequests.invoiceId,
      technicianId: reviewRequests.technicianId,
      technicianName: employees.name,
      status: reviewRequests.status,
      nonce: reviewRequests.nonce,
      expiresAt: reviewRequests.expiresAt,
    })
    .from(reviewRequests)
    .innerJoin(stores, eq(stores.id, reviewRequests.storeId))
    .leftJoin(
      employees,
      and(
        eq(employees.id, reviewRequests.technicianId),
        eq(employees.storeId, reviewRequests.storeId),
      ),
    )
    .where(and(eq(reviewRequests.storeId, storeId), eq(reviewRequests.id, id)));
  return row ?? null;
}
export type ReviewRequestRow = NonNullable<Awaited<ReturnType<typeof getReviewRequest>>>;

/** The first opening of a sent link. */
export async function markReviewRequestOpened(db: Db, storeId: number, id: number, now: Date) {
  await db
    .update(reviewRequests)
    .set({
      status: sql`case when ${reviewRequests.status} = 'sent' then 'opened' else ${reviewRequests.status} end`,
      openedAt: sql`coalesce(${reviewRequests.openedAt}, ${now})`,
    })
    .where(and(eq(reviewRequests.storeId, storeId), eq(reviewRequests.id, id)));
}

/** Completes an open request, once: null when it was already answered, cancelled or past its expiry. */
export async function completeReviewRequest(db: Db, storeId: number, id: number, now: Date) {
  const [row] = await db
    .update(reviewRequests)
    .set({
      status: 'completed',
      completedAt: now,
      openedAt: sql`coalesce(${reviewRequests.openedAt}, ${now})`,
    })
    .where(
      and(
        eq(reviewRequests.storeId, storeId),
        eq(reviewRequests.id, id),
        inArray(reviewRequests.status, ['sent', 'opened']),
        gte(reviewRequests.expiresAt, now),
      ),
    )
    .returning({
      id: reviewRequests.id,
      customerId: reviewRequests.customerId,
      invoiceId: reviewRequests.invoiceId,
      technicianId: reviewRequests.technicianId,
    });
  return row ?? null;
}

export async function insertReview(
  db: Db,
  storeId: number,
  values: {
    requestId: number;
    customerId: number;
    invoiceId: number;
    technicianId: number | null;
    salonRating: number;
    technicianRating: number | null;
    comment: string;
    followUp: 'open' | null;
    createdAt: Date;
  },
) {
  const [row] = await db
    .insert(reviews)
    .values({ storeId, ...values })
    .returning({ id: reviews.id });
  return row.id;
}

/** One more customer sent on to Google from this request. */
export async function countGoogleClick(db: Db, storeId: number, requestId: number, now: Date) {
  await db
    .update(reviewRequests)
    .set({
      googleClicks: sql`${reviewRequests.googleClicks} + 1`,
      googleClickedAt: sql`coalesce(${reviewRequests.googleClickedAt}, ${now})`,
    })
    .where(and(eq(reviewRequests.storeId, storeId), eq(reviewRequests.id, requestId)));
}

export interface ReviewFilters {
  from: Date | null;
  to: Date | null;
  rating: number | null;
  technicianId: number | null;
  followUp: 'open' | null;
}

function reviewWhere(storeId: number, f: ReviewFilters) {
  return and(
    eq(reviews.storeId, storeId),
    f.from ? gte(reviews.createdAt, f.from) : undefined,
    f.to ? lt(reviews.createdAt, f.to) : undefined,
    f.rating
      ? or(eq(reviews.salonRating, f.rating), eq(reviews.technicianRating, f.rating))
      : undefined,
    f.technicianId ? eq(reviews.technicianId, f.technicianId) : undefined,
    f.followUp ? eq(reviews.followUp, f.followUp) : undefined,
  );
}

/** A page of the store's reviews, newest first, with who wrote them and about whom. */
export async function listReviews(
  db: Db,
  storeId: number,
  f: ReviewFilters,
  page: { limit: number; offset: number },
) {
  const where = reviewWhere(storeId, f);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        createdAt: reviews.createdAt,
        customerName: customers.name,
        technicianName: employees.name,
        invoiceId: reviews.invoiceId,
        salonRating: reviews.salonRating,
        technicianRating: reviews.technicianRating,
        comment: reviews.comment,
        followUp: reviews.followUp,
        followUpNote: reviews.followUpNote,
        resolvedByName: reviews.resolvedByName,
        resolvedAt: reviews.resolvedAt,
      })
      .from(reviews)
      .innerJoin(
        customers,
        and(eq(customers.id, reviews.customerId), eq(customers.storeId, reviews.storeId)),
      )
      .leftJoin(
        employees,
        and(eq(employees.id, reviews.technicianId), eq(employees.storeId, reviews.storeId)),
      )
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: n };
}

/** Averages over the filtered reviews: the salon's, and each technician's (her own rating). */
export async function reviewAverages(db: Db, storeId: number, f: ReviewFilters) {
  const where = reviewWhere(storeId, f);
  const [[overall], byTechnician] = await Promise.all([
    db
      .select({
        count: count(),
        salon: avg(reviews.salonRating).mapWith(Number),
        technician: avg(reviews.technicianRating).mapWith(Number),
      })
      .from(reviews)
      .where(where),
    db
      .select({
        technicianId: reviews.technicianId,
        name: employees.name,
        count: count(),
        average: avg(reviews.technicianRating).mapWith(Number),
      })
      .from(reviews)
      .innerJoin(
        employees,
        and(eq(employees.id, reviews.technicianId), eq(employees.storeId, reviews.storeId)),
      )
      .where(and(where, isNotNull(reviews.technicianRating)))
      .groupBy(reviews.technicianId, employees.name)
      .orderBy(employees.name),
  ]);
  return { overall, byTechnician };
}

/** How the asking went over the period: requests sent, opened, answered, and sent on to Google. */
export async function reviewRequestStats(
  db: Db,
  storeId: number,
  f: Pick<ReviewFilters, 'from' | 'to'>,
) {
  const [row] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${reviewRequests.sentAt} is not null)`.mapWith(
        Number,
      ),
      opened: sql<number>`count(*) filter (where ${reviewRequests.openedAt} is not null)`.mapWith(
        Number,
      ),
      completed:
        sql<number>`count(*) filter (where ${reviewRequests.completedAt} is not null)`.mapWith(
          Number,
        ),
      clicked: sql<number>`count(*) filter (where ${reviewRequests.googleClicks} > 0)`.mapWith(
        Number,
      ),
      clicks: sql<number>`coalesce(sum(${reviewRequests.googleClicks}), 0)`.mapWith(Number),
    })
    .from(reviewRequests)
    .where(
      and(
        eq(reviewRequests.storeId, storeId),
        notInArray(reviewRequests.status, ['cancelled']),
        f.from ? gte(reviewRequests.createdAt, f.from) : undefined,
        f.to ? lt(reviewRequests.createdAt, f.to) : undefined,
      ),
    );
  return row;
}

/** The store's open follow-ups: low ratings the owner has not resolved. */
export async function countOpenFollowUps(db: Db, storeId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(reviews)
    .where(and(eq(reviews.storeId, storeId), eq(reviews.followUp, 'open')));
  return row.n;
}

/** Loader: one of the store's reviews. */
export async function getReview(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({ id: reviews.id, followUp: reviews.followUp })
    .from(reviews)
    .where(and(eq(reviews.storeId, storeId), eq(reviews.id, id)));
  return row ?? null;
}

/** Resolves an open follow-up with the owner's note; false when it was not open (resolved already, or never low). */
export async function resolveFollowUp(
  db: Db,
  storeId: number,
  id: number,
  values: { note: string; userId: number | null; name: string; now: Date },
) {
  const rows = await db
    .update(reviews)
    .set({
      followUp: 'resolved',
      followUpNote: values.note,
      resolvedByUserId: values.userId,
      resolvedByName: values.name,
      resolvedAt: values.now,
    })
    .where(and(eq(reviews.storeId, storeId), eq(reviews.id, id), eq(reviews.followUp, 'open')))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** Google-reviews page: how many customers were sent to Google, all time and in the last 30 days. */
export async function googleClickStats(db: Db, storeId: number, since: Date) {
  const [row] = await db
    .select({
      customers: sql<number>`count(*) filter (where ${reviewRequests.googleClicks} > 0)`.mapWith(
        Number,
      ),
      clicks: sql<number>`coalesce(sum(${reviewRequests.googleClicks}), 0)`.mapWith(Number),
      recent:
        sql<number>`count(*) filter (where ${reviewRequests.googleClickedAt} >= ${since})`.mapWith(
          Number,
        ),
    })
    .from(reviewRequests)
    .where(eq(reviewRequests.storeId, storeId));
  return row;
}

/** The store's technicians for the list's filter (trashed included: old reviews still name them). */
export async function listReviewTechnicians(db: Db, storeId: number) {
  return db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(eq(employees.storeId, storeId))
    .orderBy(employees.name);
}
