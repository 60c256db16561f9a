import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import {
  announcementRecipients,
  announcements,
  couponUses,
  customers,
  employees,
  invoiceLines,
  invoices,
  smsMessages,
  smsOptOuts,
} from '../schema';
import { rowsOf } from '../rowsOf';
import { clock } from '../../common/clock';

/**
 * An audience rule made concrete for one instant (server/domain/announcements/audience.ts):
 * instants already in UTC, the month already the store's.
 */
export type AudienceFilter =
  | { kind: 'all' }
  | { kind: 'visited_since'; since: Date }
  | { kind: 'not_seen_since'; since: Date }
  | { kind: 'birthday_month'; month: number }
  | { kind: 'tag'; tag: string }
  | { kind: 'technician'; technicianId: number };

const paidVisit = (extra: SQL = sql`true`) =>
  sql`exists (select 1 from ${invoices} where ${invoices.storeId} = ${customers.storeId} and ${invoices.customerId} = ${customers.id} and ${invoices.status} = 'paid' and ${extra})`;

function narrowing(f: AudienceFilter): SQL {
  switch (f.kind) {
    case 'all':
      return sql`true`;
    case 'visited_since':
      return paidVisit(sql`${invoices.paidAt} >= ${f.since.toISOString()}`);
    case 'not_seen_since':
      // Seen before, and not since: a customer who never came is not "not seen", she is new.
      return sql`(${paidVisit()} and not ${paidVisit(sql`${invoices.paidAt} >= ${f.since.toISOString()}`)})`;
    case 'birthday_month':
      return sql`${customers.birthdayMonth} = ${f.month}`;
    case 'tag':
      // Tags keep their first spelling; any case is the same tag (common/customers.ts normalizeTags).
      return sql`exists (select 1 from jsonb_array_elements_text(${customers.tags}) t where lower(t) = lower(${f.tag}))`;
    case 'technician':
      return sql`(${customers.preferredTechnicianId} = ${f.technicianId} or exists (
        select 1 from ${invoiceLines} join ${invoices} on ${invoices.id} = ${invoiceLines.invoiceId} and ${invoices.storeId} = ${invoiceLines.storeId}
        where ${invoiceLines.storeId} = ${customers.storeId} and ${invoices.customerId} = ${customers.id} and ${invoices.status} = 'paid' and ${invoiceLines.technicianId} = ${f.technicianId}))`;
  }
}

/**
 * The base every audience shares: the store's customers with current SMS
 * marketing consent (withdrawn consent is null) and a phone, and whose number
 * is not on the store's opt-out list (a STOP, or Twilio's 21610), whatever
 * the customer row says. Stored phones are ten US digits; the list is E.164.
 */
function audienceWhere(storeId: number, f: AudienceFilter): SQL {
  return sql`${customers.storeId} = ${storeId} and ${customers.phone} is not null and ${customers.smsConsentAt} is not null
    and not exists (select 1 from ${smsOptOuts} where ${smsOptOuts.storeId} = ${customers.storeId} and ${smsOptOuts.phone} = '+1' || ${customers.phone})
    and ${narrowing(f)}`;
}

export interface AudienceMember {
  customerId: number;
  phone: string;
  name: string;
}

/** The audience, one customer per phone (the lowest id when two share one), in phone order. */
export async function listAudience(
  db: Db,
  storeId: number,
  f: AudienceFilter,
): Promise<AudienceMember[]> {
  const rows = rowsOf<{ customer_id: number; phone: string; name: string }>(
    await db.execute(sql`
    select distinct on (${customers.phone}) ${customers.id} as customer_id, ${customers.phone} as phone, ${customers.name} as name
    from ${customers} where ${audienceWhere(storeId, f)}
    order by ${customers.phone}, ${customers.id}`),
  );
  return rows.map((r) => ({ customerId: Number(r.customer_id), phone: r.phone, name: r.name }));
}

/** How many distinct phones the audience has, and the first customer's name for the sample message. */
export async function countAudience(
  db: Db,
  storeId: number,
  f: AudienceFilter,
): Promise<{ recipients: number; sampleName: string | null }> {
  const [row] = rowsOf<{ n: number; sample: string | null }>(
    await db.execute(sql`
    select count(distinct ${customers.phone})::int as n, min(${customers.name}) as sample from ${customers} where ${audienceWhere(storeId, f)}`),
  );
  return { recipients: Number(row?.n ?? 0), sampleName: row?.sample ?? null };
}

/** The store's tags as customers carry them (first spelling of each, any case the same), for the audience's pick list. */
export async function listCustomerTags(db: Db, storeId: number): Promise<string[]> {
  const rows = rowsOf<{ tag: string }>(
    await db.execute(sql`
    select min(t) as tag from ${customers}, jsonb_array_elements_text(${customers.tags}) t
    where ${customers.storeId} = ${storeId} group by lower(t) order by lower(t) limit 500`),
  );
  return rows.map((r) => r.tag);
}

/** Whether a technician is one of the store's (active or not: a campaign may thank a former technician's regulars). */
export async function storeHasEmployee(
  db: Db,
  storeId: number,
  employeeId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.storeId, storeId), eq(employees.id, employeeId)));
  return !!row;
}

export async function getEmployeeName(
  db: Db,
  storeId: number,
  employeeId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ name: employees.name })
    .from(employees)
    .where(and(eq(employees.storeId, storeId), eq(employees.id, employeeId)));
  return row?.name ?? null;
}

// ---------------------------------------------------------------------------
// The announcements themselves. Every where carries the store.
// ---------------------------------------------------------------------------

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementValues = Pick<
  typeof announcements.$inferInsert,
  'name' | 'body' | 'audience' | 'scheduledAt'
>;

export async function getAnnouncement(
  db: Db,
  storeId: number,
  id: number,
): Promise<AnnouncementRow | null> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.storeId, storeId), eq(announcements.id, id)));
  return row ?? null;
}

export async function listAnnouncements(
  db: Db,
  storeId: number,
  page: { limit: number; offset: number },
) {
  const where = eq(announcements.storeId, storeId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(announcements).where(where),
  ]);
  return { rows, total: n };
}

export async function createAnnouncement(
  db: Db,
  storeId: number,
  values: AnnouncementValues & { couponId: number | null; createdByName: string },
) {
  const [row] = await db
    .insert(announcements)
    .values({ ...values, storeId, status: 'draft' })
    .returning({ id: announcements.id });
  return row.id;
}

/** A change while it is a draft or scheduled; a change takes it back to draft (the preview must be seen again). False when it has moved on. */
export async function updateAnnouncementDraft(
  db: Db,
  storeId: number,
  id: number,
  values: AnnouncementValues & { couponId: number | null },
) {
  const rows = await db
    .update(announcements)
    .set({ ...values, status: 'draft', updatedAt: clock.now() })
    .where(
      and(
        eq(announcements.storeId, storeId),
        eq(announcements.id, id),
        inArray(announcements.status, ['draft', 'scheduled']),
      ),
    )
    .returning({ id: announcements.id });
  return rows.length > 0;
}

/**
 * Moves an announcement between states in one UPDATE that only one caller
 * can win (the `from` states): two taps on Send, or the scheduled job and a
 * tap on Send now, start one send.
 */
export async function moveAnnouncement(
  db: Db,
  storeId: number,
  id: number,
  from: AnnouncementRow['status'][],
  to: Partial<
    Pick<AnnouncementRow, 'status' | 'scheduledAt' | 'startedAt' | 'finishedAt' | 'cancelledAt'>
  >,
  opts: { dueBy?: Date } = {},
): Promise<boolean> {
  const rows = await db
    .update(announcements)
    .set({ ...to, updatedAt: clock.now() })
    .where(
      and(
        eq(announcements.storeId, storeId),
        eq(announcements.id, id),
        inArray(announcements.status, from),
        opts.dueBy ? sql`${announcements.scheduledAt} <= ${opts.dueBy.toISOString()}` : undefined,
      ),
    )
    .returning({ id: announcements.id });
  return rows.length > 0;
}

export async function finishAnnouncement(
  db: Db,
  storeId: number,
  id: number,
  counts: { recipients: number },
) {
  await db
    .update(announcements)
    .set({
      status: 'sent',
      finishedAt: clock.now(),
      updatedAt: clock.now(),
      recipientCount: counts.recipients,
    })
    .where(
      and(
        eq(announcements.storeId, storeId),
        eq(announcements.id, id),
        eq(announcements.status, 'sending'),
      ),
    );
}

/**
 * Claims recipients for an announcement, once each: the rows already there
 * (an earlier run of the job) are skipped, and only the customers this call
 * inserted come back, the ones to text now.
 */
export async function claimRecipients(
  db: Db,
  storeId: number,
  announcementId: number,
  members: AudienceMember[],
): Promise<AudienceMember[]> {
  if (!members.length) return [];
  const rows = await db
    .insert(announcementRecipients)
    .values(
      members.map((m) => ({ storeId, announcementId, customerId: m.customerId, phone: m.phone })),
    )
    .onConflictDoNothing()
    .returning({ customerId: announcementRecipients.customerId });
  const claimed = new Set(rows.map((r) => r.customerId));
  return members.filter((m) => claimed.has(m.customerId));
}

export async function countRecipients(
  db: Db,
  storeId: number,
  announcementId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(announcementRecipients)
    .where(
      and(
        eq(announcementRecipients.storeId, storeId),
        eq(announcementRecipients.announcementId, announcementId),
      ),
    );
  return row.n;
}

/**
 * The campaign's messages by status and reason, from the SMS log; `accepted`
 * says the provider took them (it has a sid: Twilio's own first status is
 * 'queued', on its side, not ours).
 */
export async function announcementMessageCounts(db: Db, storeId: number, announcementId: number) {
  const accepted = sql<boolean>`(${smsMessages.providerSid} is not null)`;
  const rows = await db
    .select({
      status: smsMessages.status,
      reason: smsMessages.reason,
      accepted,
      n: count(),
      segments: sql<number>`coalesce(sum(${smsMessages.segments}), 0)::int`,
      costMillicents: sql<number>`coalesce(sum(${smsMessages.costMillicents}), 0)::int`,
    })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.storeId, storeId),
        eq(smsMessages.sourceType, 'announcement'),
        eq(smsMessages.sourceId, announcementId),
      ),
    )
    .groupBy(smsMessages.status, smsMessages.reason, accepted);
  return rows.map((r) => ({
    ...r,
    accepted: Boolean(r.accepted),
    segments: Number(r.segments),
    costMillicents: Number(r.costMillicents),
  }));
}

/** The campaign coupon's uses that still count (a void releases one): tickets and the amount taken off. */
export async function couponRedemptions(db: Db, storeId: number, couponId: number) {
  const [row] = await db
    .select({
      uses: count(),
      amountCents: sql<number>`coalesce(sum(${couponUses.amountCents}), 0)::int`,
    })
    .from(couponUses)
    .where(
      and(
        eq(couponUses.storeId, storeId),
        eq(couponUses.couponId, couponId),
        sql`${couponUses.releasedAt} is null`,
      ),
    );
  const tickets = await db
    .select({
      invoiceId: couponUses.invoiceId,
      number: invoices.number,
      amountCents: couponUses.amountCents,
      at: couponUses.createdAt,
      customer: customers.name,
    })
    .from(couponUses)
    .innerJoin(
      invoices,
      and(eq(invoices.id, couponUses.invoiceId), eq(invoices.storeId, couponUses.storeId)),
    )
    .leftJoin(
      customers,
      and(eq(customers.id, couponUses.customerId), eq(customers.storeId, couponUses.storeId)),
    )
    .where(
      and(
        eq(couponUses.storeId, storeId),
        eq(couponUses.couponId, couponId),
        sql`${couponUses.releasedAt} is null`,
      ),
    )
    .orderBy(asc(couponUses.createdAt))
    .limit(50);
  return { uses: row.uses, amountCents: Number(row.amountCents), tickets };
}
