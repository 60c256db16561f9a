import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { invalidateActors } from '../cacheInvalidation';
import {
  customers,
  employees,
  invoiceLines,
  invoicePayments,
  invoices,
  services,
  stores,
  subscriptions,
  users,
} from '../schema';
import { clock } from '../../common/clock';

/**
 * The signed-in account's own record (the profile page): its name, email,
 * avatar, two-factor state, and closing it. Every write names the account by
 * id; the account is the one signed in, so there is no other store to scope by.
 */

export async function getStore(db: Db, storeId: number) {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      timezone: stores.timezone,
      closedAt: stores.closedAt,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row ?? null;
}

/** Another account already has this address (case-insensitive), not counting `exceptUserId`. */
export async function emailTaken(db: Db, email: string, exceptUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), ne(users.id, exceptUserId)),
    );
  return !!row;
}

/** Name and email; a changed email is unverified again. */
export async function updateUserProfile(
  db: Db,
  user: { id: number; storeId: number | null },
  input: { name: string; email: string; emailChanged: boolean },
) {
  await db
    .update(users)
    .set({
      name: input.name,
      email: input.email,
      ...(input.emailChanged ? { emailVerifiedAt: null } : {}),
    })
    .where(eq(users.id, user.id));
  await invalidateActors(db, user.storeId);
}

export async function setUserAvatar(
  db: Db,
  user: { id: number; storeId: number | null },
  avatar: { path: string; url: string } | null,
) {
  await db
    .update(users)
    .set({ avatarPath: avatar?.path ?? null, avatarUrl: avatar?.url ?? null })
    .where(eq(users.id, user.id));
  await invalidateActors(db, user.storeId);
}

/** Whether a live account has this avatar file (the only files the avatar route serves). */
export async function avatarInUse(db: Db, path: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.avatarPath, path), isNull(users.deletedAt)))
    .limit(1);
  return !!row;
}

// --- Two-factor authentication -------------------------------------------------

/** A new, unconfirmed secret (sealed): two-factor is not on until a code from it is confirmed. */
export async function saveTwoFactorSecret(db: Db, userId: number, sealedSecret: string) {
  await db
    .update(users)
    .set({
      twoFactorSecret: sealedSecret,
      twoFactorConfirmedAt: null,
      twoFactorRecoveryCodes: null,
      twoFactorLastStep: null,
    })
    .where(eq(users.id, userId));
}

/**
 * Turns two-factor on with the step of the code that confirmed it and the
 * recovery codes' hashes; only while still unconfirmed (a second confirm of the
 * same setup finds nothing to do and answers false).
 */
export async function confirmTwoFactor(
  db: Db,
  userId: number,
  step: number,
  recoveryHashes: string[],
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      twoFactorConfirmedAt: clock.now(),
      twoFactorLastStep: step,
      twoFactorRecoveryCodes: recoveryHashes,
    })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.twoFactorConfirmedAt),
        sql`${users.twoFactorSecret} is not null`,
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function disableTwoFactor(db: Db, userId: number) {
  await db
    .update(users)
    .set({
      twoFactorSecret: null,
      twoFactorConfirmedAt: null,
      twoFactorRecoveryCodes: null,
      twoFactorLastStep: null,
    })
    .where(eq(users.id, userId));
}

export async function replaceRecoveryCodes(db: Db, userId: number, recoveryHashes: string[]) {
  await db
    .update(users)
    .set({ twoFactorRecoveryCodes: recoveryHashes })
    .where(and(eq(users.id, userId), sql`${users.twoFactorConfirmedAt} is not null`));
}

/**
 * Records a code's step as used, atomically: true only for the first request
 * to claim a step later than the last one used, so two requests carrying the
 * same code at once cannot both sign in.
 */
export async function claimTwoFactorStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Takes one recovery code (by its hash) out of the account's list: true for the one request that removed it. */
export async function useRecoveryCode(db: Db, userId: number, hash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorRecoveryCodes: sql`${users.twoFactorRecoveryCodes} - ${hash}::text` })
    .where(
      and(
        eq(users.id, userId),
        sql`${users.twoFactorRecoveryCodes} @> jsonb_build_array(${hash}::text)`,
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

// --- Closing an account ----------------------------------------------------------

/**
 * An owner closes the store: nothing is deleted; the store is marked closed,
 * and from then on nobody of that store (accounts, employees) signs in, and
 * its subscription is cancelled. (Its queued texts are skipped by the sender.)
 */
export async function closeStore(db: Db, storeId: number) {
  await db.transaction(async (tx) => {
    const now = clock.now();
    await tx
      .update(stores)
      .set({ closedAt: now })
      .where(and(eq(stores.id, storeId), isNull(stores.closedAt)));
    // A closed salon is billed no more: the billing pass passes over a cancelled subscription.
    await tx
      .update(subscriptions)
      .set({ status: 'canceled', cancelAtPeriodEnd: false, updatedAt: now })
      .where(and(eq(subscriptions.storeId, storeId), ne(subscriptions.status, 'canceled')));
    await invalidateActors(tx, storeId);
  });
}

/**
 * Any other account deletes itself: the row stays for what refers to it (audit
 * trails name who changed what) but nothing personal is left, and it can never
 * sign in again (no address to type, no password that matches).
 */
export async function anonymiseUser(
  db: Db,
  user: { id: number; storeId: number | null },
  unusablePasswordHash: string,
) {
  await db
    .update(users)
    .set({
      name: 'Deleted user',
      email: `deleted-user-${user.id}@deleted.invalid`,
      passwordHash: unusablePasswordHash,
      avatarUrl: null,
      avatarPath: null,
      emailVerifiedAt: null,
      twoFactorSecret: null,
      twoFactorConfirmedAt: null,
      twoFactorRecoveryCodes: null,
      twoFactorLastStep: null,
      deletedAt: clock.now(),
    })
    .where(eq(users.id, user.id));
  await invalidateActors(db, user.storeId);
}

// --- The store's data, for the owner to take away -------------------------------

const BATCH = 500;

/** A store's rows of one table in id order, a batch at a time (the export streams them; a big store is never held in memory). */
async function* batches<T extends { id: number }>(
  next: (afterId: number) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let after = 0;
  for (;;) {
    const rows = await next(after);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1].id;
    if (rows.length < BATCH) return;
  }
}

export function exportCustomers(db: Db, storeId: number) {
  return batches((after) =>
    db
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, storeId), gt(customers.id, after)))
      .orderBy(asc(customers.id))
      .limit(BATCH),
  );
}

export function exportServices(db: Db, storeId: number) {
  return batches((after) =>
    db
      .select()
      .from(services)
      .where(and(eq(services.storeId, storeId), gt(services.id, after)))
      .orderBy(asc(services.id))
      .limit(BATCH),
  );
}

/** Employees without their password hash (what signs them in stays here). */
export function exportEmployees(db: Db, storeId: number) {
  return batches((after) =>
    db
      .select({
        id: employees.id,
        name: employees.name,
        staffNumber: employees.staffNumber,
        phone: employees.phone,
        email: employees.email,
        isActive: employees.isActive,
        roleId: employees.roleId,
        calendarColor: employees.calendarColor,
        deletedAt: employees.deletedAt,
        createdAt: employees.createdAt,
        updatedAt: employees.updatedAt,
      })
      .from(employees)
      .where(and(eq(employees.storeId, storeId), gt(employees.id, after)))
      .orderBy(asc(employees.id))
      .limit(BATCH),
  );
}

/** Tickets with their lines and payments, a batch of tickets at a time. */
export async function* exportInvoices(db: Db, storeId: number) {
  for await (const rows of batches((after) =>
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.storeId, storeId), gt(invoices.id, after)))
      .orderBy(asc(invoices.id))
      .limit(BATCH),
  )) {
    const ids = rows.map((r) => r.id);
    const [lines, payments] = await Promise.all([
      db
        .select()
        .from(invoiceLines)
        .where(and(eq(invoiceLines.storeId, storeId), inArray(invoiceLines.invoiceId, ids)))
        .orderBy(asc(invoiceLines.id)),
      db
        .select()
        .from(invoicePayments)
        .where(and(eq(invoicePayments.storeId, storeId), inArray(invoicePayments.invoiceId, ids)))
        .orderBy(asc(invoicePayments.id)),
    ]);
    yield rows.map((invoice) => ({
      ...invoice,
      lines: lines.filter((l) => l.invoiceId === invoice.id),
      payments: payments.filter((p) => p.invoiceId === invoice.id),
    }));
  }
}
