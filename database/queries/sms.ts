import { and, desc, eq, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../rowsOf';
import {
  appointments,
  customers,
  employees,
  invoices,
  notificationSettings,
  smsMessageEvents,
  smsMessages,
  smsOptOuts,
  stores,
  subscriptions,
  type SmsStatus,
} from '../schema';
import { clock } from '../../common/clock';

export type SmsMessageRow = typeof smsMessages.$inferSelect;
export type NewSmsMessage = Omit<typeof smsMessages.$inferInsert, 'id'>;
export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;

/** What sending for a store needs to know: its zone (quiet hours, the quota's month), name and phone (HELP), number and quota. */
export async function getSmsStore(db: Db, storeId: number) {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      phone: stores.phone,
      timezone: stores.timezone,
      smsNumber: notificationSettings.smsNumber,
      quota: notificationSettings.smsMonthlyQuota,
      // Closed by its owner, or its account disabled (unpaid): it sends nothing more.
      closed: sql<boolean>`(${stores.closedAt} is not null or exists (select 1 from ${subscriptions} where ${subscriptions.storeId} = ${stores.id} and ${subscriptions.disabledAt} is not null))`,
    })
    .from(stores)
    .leftJoin(notificationSettings, eq(notificationSettings.storeId, stores.id))
    .where(eq(stores.id, storeId));
  return row ?? null;
}

/** The store an inbound text was sent to, by its number. */
export async function findStoreIdBySmsNumber(db: Db, number: string): Promise<number | null> {
  const [row] = await db
    .select({ storeId: notificationSettings.storeId })
    .from(notificationSettings)
    .where(eq(notificationSettings.smsNumber, number));
  return row?.storeId ?? null;
}

/** Of these numbers, the ones that texted STOP to the store. */
export async function optedOutPhones(
  db: Db,
  storeId: number,
  phones: string[],
): Promise<Set<string>> {
  if (!phones.length) return new Set();
  const rows = await db
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(and(eq(smsOptOuts.storeId, storeId), inArray(smsOptOuts.phone, phones)));
  return new Set(rows.map((r) => r.phone));
}

export async function addOptOut(db: Db, storeId: number, phone: string, keyword: string) {
  await db.insert(smsOptOuts).values({ storeId, phone, keyword }).onConflictDoNothing();
}

export async function removeOptOut(db: Db, storeId: number, phone: string) {
  await db
    .delete(smsOptOuts)
    .where(and(eq(smsOptOuts.storeId, storeId), eq(smsOptOuts.phone, phone)));
}

/** Which of these customers hold SMS marketing consent now. */
export async function consentedCustomerIds(
  db: Db,
  storeId: number,
  ids: number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.storeId, storeId),
        inArray(customers.id, ids),
        sql`${customers.smsConsentAt} is not null`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** The store's customers with this ten-digit phone (one, by the unique index, or none). */
export async function customersWithPhone(db: Db, storeId: number, localPhone: string) {
  return db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.phone, localPhone)));
}

/** The advisory lock class of a store's marketing quota (the second key is the store). */
const QUOTA_LOCK = 8312;

/**
 * Holds the store's marketing quota until the caller's transaction ends: a second blast queued at the
 * same instant counts after the first one's rows are written, so the two cannot pass the quota together.
 */
export async function lockMarketingQuota(tx: Db, storeId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${storeId}::integer)`);
}

/** Marketing counted against the quota since `since`: queued or sent, not skipped. */
export async function countMarketingSince(db: Db, storeId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.storeId, storeId),
        eq(smsMessages.purpose, 'marketing'),
        eq(smsMessages.direction, 'outbound'),
        gte(smsMessages.createdAt, since),
        ne(smsMessages.status, 'skipped'),
      ),
    );
  return row?.n ?? 0;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Any number of rows in one statement, ids in input order. Past a handful
 * the rows travel as one JSON parameter expanded by json_to_recordset: a
 * 5,000-recipient blast as 20 columns of bind parameters each is 100,000
 * parameters that the driver encodes one by one (seconds on PGlite); one
 * JSON string is parsed once. Identity values are taken in the order the
 * SELECT feeds the rows (ORDER BY o), so the ids, sorted, line up with the
 * input.
 */
export async function insertSmsMessages(
  db: Db,
  rows: NewSmsMessage[],
): Promise<{ id: number; status: SmsStatus }[]> {
  if (!rows.length) return [];
  if (rows.length <= 10)
    return db
      .insert(smsMessages)
      .values(rows)
      .returning({ id: smsMessages.id, status: smsMessages.status });
  const payload = JSON.stringify(
    rows.map((r, o) => ({
      o,
      store_id: r.storeId,
      customer_id: r.customerId ?? null,
      direction: r.direction,
      to_phone: r.toPhone,
      from_phone: r.fromPhone ?? null,
      body: r.body,
      purpose: r.purpose,
      source_type: r.sourceType,
      source_id: r.sourceId ?? null,
      status: r.status,
      reason: r.reason ?? null,
      error_code: r.errorCode ?? null,
      segments: r.segments ?? 1,
      cost_millicents: r.costMillicents ?? 0,
      provider_sid: r.providerSid ?? null,
      attempts: r.attempts ?? 0,
      send_after: iso(r.sendAfter),
      created_at: iso(r.createdAt),
      updated_at: iso(r.updatedAt),
      sent_at: iso(r.sentAt),
      delivered_at: iso(r.deliveredAt),
    })),
  );
  const result = rowsOf<{ id: number }>(
    await db.execute(sql`
    insert into sms_messages (store_id, customer_id, direction, to_phone, from_phone, body, purpose, source_type, source_id, status, reason, error_code, segments,
      cost_millicents, provider_sid, attempts, send_after, created_at, updated_at, sent_at, delivered_at)
    select x.store_id, x.customer_id, x.direction, x.to_phone, x.from_phone, x.body, x.purpose, x.source_type, x.source_id, x.status, x.reason, x.error_code, x.segments,
      x.cost_millicents, x.provider_sid, x.attempts, coalesce(x.send_after, now()), coalesce(x.created_at, now()), coalesce(x.updated_at, now()), x.sent_at, x.delivered_at
    from json_to_recordset(${payload}::json) as x(o int, store_id int, customer_id int, direction text, to_phone text, from_phone text, body text, purpose text,
      source_type text, source_id int, status text, reason text, error_code int, segments int, cost_millicents int, provider_sid text, attempts int,
      send_after timestamptz, created_at timestamptz, updated_at timestamptz, sent_at timestamptz, delivered_at timestamptz)
    order by x.o
    returning id`),
  );
  const ids = result.map((r) => Number(r.id)).sort((a, b) => a - b);
  return ids.map((id, i) => ({ id, status: rows[i].status }));
}

/** An inbound text, once per provider sid (Twilio may deliver a webhook twice): its id, or null when already stored. */
export async function insertInboundSms(db: Db, row: NewSmsMessage): Promise<number | null> {
  const [r] = await db
    .insert(smsMessages)
    .values(row)
    .onConflictDoNothing({ target: smsMessages.providerSid })
    .returning({ id: smsMessages.id });
  return r?.id ?? null;
}

export async function insertSmsEvents(
  db: Db,
  rows: Omit<typeof smsMessageEvents.$inferInsert, 'id'>[],
) {
  if (!rows.length) return;
  if (rows.length <= 10) {
    await db.insert(smsMessageEvents).values(rows);
    return;
  }
  // As insertSmsMessages: one JSON parameter, not six bind parameters a row.
  const payload = JSON.stringify(
    rows.map((r) => ({
      store_id: r.storeId,
      message_id: r.messageId,
      status: r.status,
      origin: r.origin,
      error_code: r.errorCode ?? null,
      detail: r.detail ?? null,
      created_at: iso(r.createdAt),
    })),
  );
  await db.execute(sql`
    insert into sms_message_events (store_id, message_id, status, origin, error_code, detail, created_at)
    select x.store_id, x.message_id, x.status, x.origin, x.error_code, x.detail, coalesce(x.created_at, now())
    from json_to_recordset(${payload}::json) as x(store_id int, message_id int, status text, origin text, error_code int, detail text, created_at timestamptz)`);
}

/**
 * queued → sending for one message, if it is still queued and due: one
 * UPDATE, so of two senders (a retried job, a second process) only one gets
 * the row back and sends.
 */
export async function claimSmsMessage(
  db: Db,
  storeId: number,
  id: number,
  leaseMs: number,
  now = clock.now(),
): Promise<SmsMessageRow | null> {
  const [row] = await db
    .update(smsMessages)
    .set({
      status: 'sending',
      attempts: sql`${smsMessages.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + leaseMs),
      updatedAt: now,
    })
    .where(
      and(
        eq(smsMessages.id, id),
        eq(smsMessages.storeId, storeId),
        eq(smsMessages.status, 'queued'),
        lte(smsMessages.sendAfter, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** The queued messages of a store due now, oldest first (a batch job's ids that are still waiting). */
export async function dueSmsIds(
  db: Db,
  storeId: number,
  ids: number[],
  now = clock.now(),
): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.storeId, storeId),
        inArray(smsMessages.id, ids),
        eq(smsMessages.status, 'queued'),
        lte(smsMessages.sendAfter, now),
      ),
    )
    .orderBy(smsMessages.id);
  return rows.map((r) => r.id);
}

/** Changes a claimed (sending) message; only while it is still ours to change. */
export async function updateClaimedSms(
  db: Db,
  storeId: number,
  id: number,
  values: Partial<NewSmsMessage>,
) {
  const [row] = await db
    .update(smsMessages)
    .set({ ...values, lockedUntil: null, updatedAt: clock.now() })
    .where(
      and(
        eq(smsMessages.id, id),
        eq(smsMessages.storeId, storeId),
        eq(smsMessages.status, 'sending'),
      ),
    )
    .returning({ id: smsMessages.id });
  return !!row;
}

/**
 * Sends whose process died mid-request (the claim's lease ran out with no
 * answer recorded): the provider may have the message, so they are closed as
 * failed with an unknown outcome instead of sent again. A status callback
 * naming the message still fills in what really happened.
 */
export async function closeAbandonedSends(db: Db, now = clock.now()) {
  return db
    .update(smsMessages)
    .set({ status: 'failed', reason: 'unknown_outcome', lockedUntil: null, updatedAt: now })
    .where(
      and(
        eq(smsMessages.status, 'sending'),
        isNull(smsMessages.providerSid),
        lt(smsMessages.lockedUntil, now),
      ),
    )
    .returning({ id: smsMessages.id, storeId: smsMessages.storeId });
}

/** How far along a status is: a callback only moves a message forward (a late 'sent' never replaces 'delivered'). */
export const statusRank = sql`case ${smsMessages.status} when 'queued' then 0 when 'sending' then 1 when 'sent' then 2 else 3 end`;

/**
 * A provider's status for a message found by its sid, or by our id (the
 * callback URL carries it, so the answer to a send whose reply was lost
 * still lands). Moves forward only; a terminal status stays. Returns the
 * row when it changed.
 */
export async function advanceSmsStatus(
  db: Db,
  match: { sid: string; messageId?: number },
  next: {
    status: SmsStatus;
    rank: number;
    errorCode: number | null;
    reason: string | null;
    priceMillicents?: number;
    segments?: number;
    at: Date;
    /** The estimate per segment, for a row that comes back from an unknown outcome without a cost. */
    segmentPriceMillicents: number;
  },
) {
  const found = match.messageId
    ? or(
        eq(smsMessages.providerSid, match.sid),
        and(eq(smsMessages.id, match.messageId), isNull(smsMessages.providerSid)),
      )
    : eq(smsMessages.providerSid, match.sid);
  const reopened = and(eq(smsMessages.status, 'failed'), eq(smsMessages.reason, 'unknown_outcome'));
  const [row] = await db
    .update(smsMessages)
    .set({
      status: next.status,
      providerSid: match.sid,
      errorCode: next.errorCode ?? sql`${smsMessages.errorCode}`,
      reason:
        next.reason === null
          ? next.status === 'sent' || next.status === 'delivered'
            ? null
            : sql`${smsMessages.reason}`
          : (next.reason as never),
      sentAt:
        next.status === 'sent' || next.status === 'delivered'
          ? sql`coalesce(${smsMessages.sentAt}, ${next.at.toISOString()}::timestamptz)`
          : sql`${smsMessages.sentAt}`,
      deliveredAt: next.status === 'delivered' ? next.at : sql`${smsMessages.deliveredAt}`,
      // Twilio's price when it says; otherwise the estimate, put back on a row an unknown outcome once logged at 0.
      costMillicents:
        next.priceMillicents ??
        sql`case when ${reopened} and ${smsMessages.costMillicents} = 0 then ${smsMessages.segments} * ${next.segmentPriceMillicents}::int else ${smsMessages.costMillicents} end`,
      segments: next.segments ?? sql`${smsMessages.segments}`,
      lockedUntil: null,
      updatedAt: next.at,
    })
    .where(
      and(
        eq(smsMessages.direction, 'outbound'),
        found,
        or(sql`${statusRank} < ${next.rank}`, reopened),
      ),
    )
    .returning({
      id: smsMessages.id,
      storeId: smsMessages.storeId,
      customerId: smsMessages.customerId,
      toPhone: smsMessages.toPhone,
    });
  return row ?? null;
}

export async function findSmsBySid(db: Db, sid: string) {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.providerSid, sid));
  return row ?? null;
}

export async function getSmsMessage(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.storeId, storeId), eq(smsMessages.id, id)));
  return row ?? null;
}

export async function listSmsEvents(db: Db, storeId: number, messageIds: number[]) {
  if (!messageIds.length) return [];
  return db
    .select()
    .from(smsMessageEvents)
    .where(
      and(eq(smsMessageEvents.storeId, storeId), inArray(smsMessageEvents.messageId, messageIds)),
    )
    .orderBy(smsMessageEvents.createdAt, smsMessageEvents.id);
}

// ---- Settings → Notification ----

export async function getNotificationSettings(
  db: Db,
  storeId: number,
): Promise<NotificationSettingsRow | null> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.storeId, storeId));
  return row ?? null;
}

export async function saveNotificationSettings(
  db: Db,
  storeId: number,
  values: Omit<typeof notificationSettings.$inferInsert, 'storeId' | 'updatedAt'>,
) {
  await db
    .insert(notificationSettings)
    .values({ storeId, ...values })
    .onConflictDoUpdate({
      target: notificationSettings.storeId,
      set: { ...values, updatedAt: clock.now() },
    });
}

/** Another store already texting from this number (numbers are how inbound texts find their store). */
export async function smsNumberTakenByOther(db: Db, storeId: number, number: string) {
  const [row] = await db
    .select({ id: notificationSettings.storeId })
    .from(notificationSettings)
    .where(
      and(eq(notificationSettings.smsNumber, number), ne(notificationSettings.storeId, storeId)),
    );
  return !!row;
}

// ---- The SMS log ----

export interface SmsLogFilter {
  from: Date;
  to: Date;
  status?: SmsStatus;
  purpose?: 'marketing' | 'transactional';
  source?: string;
  /** Digits of a phone, or part of the customer's name. */
  search?: string;
}

function logWhere(storeId: number, f: SmsLogFilter): SQL {
  const parts: (SQL | undefined)[] = [
    eq(smsMessages.storeId, storeId),
    gte(smsMessages.createdAt, f.from),
    lt(smsMessages.createdAt, f.to),
  ];
  if (f.status) parts.push(eq(smsMessages.status, f.status));
  if (f.purpose) parts.push(eq(smsMessages.purpose, f.purpose));
  if (f.source) parts.push(eq(smsMessages.sourceType, f.source as never));
  if (f.search) {
    const digits = f.search.replace(/\D/g, '');
    const name = `%${f.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        digits.length >= 3 ? sql`${smsMessages.toPhone} like ${`%${digits}%`}` : undefined,
        digits.length >= 3 ? sql`${smsMessages.fromPhone} like ${`%${digits}%`}` : undefined,
        sql`lower(${customers.name}) like ${name}`,
      ),
    );
  }
  return and(...parts)!;
}

/** A page of the store's messages, newest first, with the customer's name. */
export async function listSmsLog(
  db: Db,
  storeId: number,
  f: SmsLogFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select({ m: smsMessages, customerName: customers.name })
    .from(smsMessages)
    .leftJoin(
      customers,
      and(eq(customers.id, smsMessages.customerId), eq(customers.storeId, storeId)),
    )
    .where(logWhere(storeId, f))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The filter's totals: messages, segments and cost, by status. */
export async function smsLogTotals(db: Db, storeId: number, f: SmsLogFilter) {
  return db
    .select({
      status: smsMessages.status,
      count: sql<number>`count(*)::int`,
      segments: sql<number>`coalesce(sum(${smsMessages.segments}), 0)::int`,
      costMillicents: sql<number>`coalesce(sum(${smsMessages.costMillicents}), 0)::bigint`,
    })
    .from(smsMessages)
    .leftJoin(
      customers,
      and(eq(customers.id, smsMessages.customerId), eq(customers.storeId, storeId)),
    )
    .where(logWhere(storeId, f))
    .groupBy(smsMessages.status);
}

// ---- Transactional texts ----

/** What a receipt text says: the paid ticket, its customer and store. Null unless the ticket is paid and has a customer with a phone. */
export async function getReceiptFacts(db: Db, storeId: number, invoiceId: number) {
  const [row] = await db
    .select({
      number: invoices.number,
      totalCents: invoices.totalCents,
      tipCents: invoices.tipCents,
      customerId: invoices.customerId,
      customerName: customers.name,
      phone: customers.phone,
      storeName: stores.name,
    })
    .from(invoices)
    .innerJoin(
      customers,
      and(eq(customers.id, invoices.customerId), eq(customers.storeId, storeId)),
    )
    .innerJoin(stores, eq(stores.id, invoices.storeId))
    .where(
      and(eq(invoices.storeId, storeId), eq(invoices.id, invoiceId), eq(invoices.status, 'paid')),
    );
  return row ?? null;
}

/** A customer's name and phone, and the store's name: enough for a one-line text. */
export async function getTextRecipient(db: Db, storeId: number, customerId: number) {
  const [row] = await db
    .select({ name: customers.name, phone: customers.phone, storeName: stores.name })
    .from(customers)
    .innerJoin(stores, eq(stores.id, customers.storeId))
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)));
  return row ?? null;
}

/** An appointment's text: when, with whom, for whom (her phone), and the store's name, zone and region. */
export async function getAppointmentTextFacts(db: Db, storeId: number, appointmentId: number) {
  const [row] = await db
    .select({
      customerId: appointments.customerId,
      startsAt: appointments.startsAt,
      anyTechnician: appointments.anyTechnician,
      technicianName: employees.name,
      customerName: customers.name,
      phone: customers.phone,
      storeName: stores.name,
      timezone: stores.timezone,
      region: stores.region,
    })
    .from(appointments)
    .innerJoin(
      customers,
      and(eq(customers.id, appointments.customerId), eq(customers.storeId, storeId)),
    )
    .innerJoin(stores, eq(stores.id, appointments.storeId))
    .leftJoin(
      employees,
      and(eq(employees.id, appointments.technicianId), eq(employees.storeId, storeId)),
    )
    .where(and(eq(appointments.storeId, storeId), eq(appointments.id, appointmentId)));
  return row ?? null;
}

/** Whether a text for this source was already queued (a receipt job that runs again queues none). */
export async function smsQueuedForSource(
  db: Db,
  storeId: number,
  sourceType: string,
  sourceId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.storeId, storeId),
        eq(smsMessages.sourceType, sourceType as never),
        eq(smsMessages.sourceId, sourceId),
        eq(smsMessages.direction, 'outbound'),
      ),
    )
    .limit(1);
  return !!row;
}
