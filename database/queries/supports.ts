import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import {
  roles,
  stores,
  supportAttachments,
  supportMessages,
  supportTickets,
  userRoles,
  users,
  type SupportAttachmentType,
  type SupportTicketStatus,
} from '../schema';
import { clock } from '../../common/clock';

/*
 * Supports. Who sees a ticket is a scope every query takes: the
 * super admin every ticket; a referral partner only their own (no store);
 * a store's people only their store's.
 */

export type SupportScope =
  { kind: 'admin' } | { kind: 'partner'; userId: number } | { kind: 'store'; storeId: number };
export type SupportTicketRow = typeof supportTickets.$inferSelect;

const scoped = (scope: SupportScope): SQL | undefined =>
  scope.kind === 'admin'
    ? undefined
    : scope.kind === 'partner'
      ? and(isNull(supportTickets.storeId), eq(supportTickets.openedBy, scope.userId))
      : eq(supportTickets.storeId, scope.storeId);

export async function getSupportTicket(db: Db, scope: SupportScope, id: number) {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), scoped(scope)));
  return row ?? null;
}

export async function listSupportTickets(
  db: Db,
  scope: SupportScope,
  f: { status?: SupportTicketStatus; storeId?: number },
  limit = 200,
) {
  const lastAt = sql<Date>`(select max(${supportMessages.createdAt}) from ${supportMessages} where ${supportMessages.ticketId} = ${supportTickets.id})`;
  const count = sql<number>`(select count(*)::int from ${supportMessages} where ${supportMessages.ticketId} = ${supportTickets.id})`;
  return db
    .select({
      t: supportTickets,
      store: stores.name,
      timezone: stores.timezone,
      openedBy: users.name,
      lastAt,
      count,
    })
    .from(supportTickets)
    .leftJoin(stores, eq(stores.id, supportTickets.storeId))
    .innerJoin(users, eq(users.id, supportTickets.openedBy))
    .where(
      and(
        scoped(scope),
        f.status ? eq(supportTickets.status, f.status) : undefined,
        f.storeId ? eq(supportTickets.storeId, f.storeId) : undefined,
      ),
    )
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(limit);
}

export async function listSupportMessages(db: Db, ticketId: number) {
  return db
    .select({ m: supportMessages, author: users.name })
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.authorId))
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

export async function insertSupportTicket(
  db: Db,
  values: { storeId: number | null; openedBy: number; subject: string; createdAt?: Date },
) {
  const [row] = await db
    .insert(supportTickets)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  return row;
}

export async function insertSupportMessage(
  db: Db,
  values: { ticketId: number; authorId: number; isStaff: boolean; body: string; createdAt?: Date },
) {
  const [row] = await db.insert(supportMessages).values(values).returning();
  return row;
}

export async function setSupportTicketStatus(
  db: Db,
  id: number,
  status: SupportTicketStatus,
  at = clock.now(),
) {
  const [row] = await db
    .update(supportTickets)
    .set({ status, updatedAt: at })
    .where(eq(supportTickets.id, id))
    .returning();
  return row ?? null;
}

/** The super admins' addresses (a store's message goes to them). */
export async function superAdminEmails(db: Db, roleName: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.name, roleName), isNull(roles.storeId), isNull(users.deletedAt)));
  return rows.map((r) => r.email);
}

/** A user's address and name, or null (deleted accounts get no mail). */
export async function supportContact(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

/** Stores that have tickets, for the super admin's filter. */
export async function storesWithTickets(db: Db) {
  const ids = db.selectDistinct({ id: supportTickets.storeId }).from(supportTickets);
  return db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(inArray(stores.id, ids))
    .orderBy(stores.name);
}

// ---------------------------------------------------------------- attachments

export type SupportAttachmentRow = typeof supportAttachments.$inferSelect;

/** The advisory lock class of an account's pending uploads (the second key is the account). */
const PENDING_UPLOADS_LOCK = 7_340_000;

/**
 * An image uploaded for a message not sent yet: its uploader's alone until a ticket or reply claims
 * it. Stored only while the uploader has fewer than `cap` waiting, counted and inserted under the
 * account's lock, so uploads sent at once cannot pass the cap together; null when it is reached.
 */
export async function insertPendingAttachment(
  db: Db,
  values: {
    storeId: number | null;
    uploadedBy: number;
    path: string;
    contentType: SupportAttachmentType;
    sizeBytes: number;
  },
  cap: number,
): Promise<SupportAttachmentRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${PENDING_UPLOADS_LOCK}, ${values.uploadedBy}::integer)`,
    );
    if ((await countPendingAttachments(tx, values.uploadedBy)) >= cap) return null;
    const [row] = await tx
      .insert(supportAttachments)
      .values({ ...values, messageId: null })
      .returning();
    return row;
  });
}

/** This account's uploads never sent and older than `before`, removed; their file names, for the caller to delete. */
export async function deleteStalePendingAttachments(db: Db, userId: number, before: Date) {
  return db
    .delete(supportAttachments)
    .where(
      and(
        eq(supportAttachments.uploadedBy, userId),
        isNull(supportAttachments.messageId),
        sql`${supportAttachments.createdAt} < ${before}`,
      ),
    )
    .returning({ path: supportAttachments.path });
}

/** How many images this account has uploaded that no message has taken yet. */
export async function countPendingAttachments(db: Db, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportAttachments)
    .where(and(eq(supportAttachments.uploadedBy, userId), isNull(supportAttachments.messageId)));
  return row?.n ?? 0;
}

/** The uploader's pending images among `ids` go on the message; the rows taken (fewer than asked: some were not theirs, or already sent). */
export async function claimAttachments(db: Db, userId: number, messageId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .update(supportAttachments)
    .set({ messageId })
    .where(
      and(
        inArray(supportAttachments.id, ids),
        eq(supportAttachments.uploadedBy, userId),
        isNull(supportAttachments.messageId),
      ),
    )
    .returning();
}

/** An attachment with the ticket its message is on (null while pending). */
export async function getAttachment(db: Db, id: number) {
  const [row] = await db
    .select({ a: supportAttachments, ticketId: supportMessages.ticketId })
    .from(supportAttachments)
    .leftJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .where(eq(supportAttachments.id, id));
  return row ?? null;
}

/** The images on a ticket's messages, in upload order. */
export async function listTicketAttachments(db: Db, ticketId: number) {
  return db
    .select({ id: supportAttachments.id, messageId: supportAttachments.messageId })
    .from(supportAttachments)
    .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportAttachments.id));
}
