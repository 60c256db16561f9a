import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './stores';
import { users } from './access';

import { TEAM_ROLES } from '../../common/teamRoles';

export { TEAM_ROLES, type TeamRole } from '../../common/teamRoles';

/**
 * A group of stores and people: a salon owner with several
 * locations. `store_id` is the owner's home store, which the team belongs to
 * for tenancy; one team per owner.
 */
export const teams = pgTable(
  'teams',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teams_owner_unique').on(t.ownerUserId),
    index('teams_store_idx').on(t.storeId),
  ],
);

/** A store in a team; a store is in at most one team, so "who may work here" has one answer. */
export const teamStores = pgTable(
  'team_stores',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_stores_store_unique').on(t.storeId),
    index('team_stores_team_idx').on(t.teamId),
  ],
);

/** A person's role in every store of a team; `store_id` is the team's home store (tenancy). */
export const teamMembers = pgTable(
  'team_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: TEAM_ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_members_team_user_unique').on(t.teamId, t.userId),
    index('team_members_user_idx').on(t.userId),
    check('team_members_role', sql`${t.role} in ('owner', 'manager', 'front desk')`),
  ],
);

/**
 * An emailed invitation to join a team with a role. Only the SHA-256 of the
 * token is kept (the token is in the emailed link alone); one pending
 * invitation per team and address.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    // The store the invitee lands in (a new account's home store); one of the team's stores.
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    email: text().notNull(),
    role: text({ enum: TEAM_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_invitations_token_hash_unique').on(t.tokenHash),
    uniqueIndex('team_invitations_pending_unique')
      .on(t.teamId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index('team_invitations_store_idx').on(t.storeId),
    check('team_invitations_role', sql`${t.role} in ('owner', 'manager', 'front desk')`),
  ],
);
