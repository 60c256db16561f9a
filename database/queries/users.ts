import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { invalidateActors } from '../cacheInvalidation';
import { roles, userRoles, users, passwordResets } from '../schema';
import { clock } from '../../common/clock';

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user ?? null;
}

export async function getUser(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function createUser(
  db: Db,
  input: {
    storeId: number | null;
    name: string;
    email: string;
    passwordHash: string;
    isReferal?: boolean;
    roleNames?: string[];
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      storeId: input.storeId,
      name: input.name,
      email: input.email.trim(),
      passwordHash: input.passwordHash,
      isReferal: input.isReferal ?? false,
    })
    .returning();
  for (const name of input.roleNames ?? []) {
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(sql`${roles.name} = ${name} and ${roles.storeId} is null`);
    if (!role) throw new Error(`Unknown platform role: ${name}`);
    await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  }
  return user;
}

export async function assignUserRole(db: Db, userId: number, roleId: number) {
  await db.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
  // The account's store is not at hand here; a new role is rare enough to refresh every cached actor.
  await invalidateActors(db, 'all');
}

export async function updateUserPassword(db: Db, id: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

export async function markEmailVerified(db: Db, id: number) {
  await db.update(users).set({ emailVerifiedAt: clock.now() }).where(eq(users.id, id));
}

/** One outstanding reset per address; a new request replaces the old token. */
export async function savePasswordReset(db: Db, email: string, tokenHash: string) {
  await db
    .insert(passwordResets)
    .values({ email: email.toLowerCase(), tokenHash })
    .onConflictDoUpdate({
      target: passwordResets.email,
      set: { tokenHash, createdAt: clock.now() },
    });
}

export async function getPasswordReset(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.email, email.toLowerCase()));
  return row ?? null;
}

export async function deletePasswordReset(db: Db, email: string) {
  await db.delete(passwordResets).where(eq(passwordResets.email, email.toLowerCase()));
}
