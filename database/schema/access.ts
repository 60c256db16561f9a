import {
  pgTable,
  integer,
  text,
  timestamp,
  boolean,
  primaryKey,
  uniqueIndex,
  index,
  jsonb,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores } from './stores';

/** Sign-in accounts: owners, managers, super admins and referral partners. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // Null only for platform accounts (super admins), which belong to no store.
    storeId: integer('store_id').references(() => stores.id),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text('password_hash').notNull(),
    avatarUrl: text('avatar_url'),
    isReferal: boolean('is_referal').notNull().default(false),
    // The language of this account's screens (common/i18n.ts LOCALES; checked where it is set).
    locale: text().notNull().default('en'),
    // A referral partner's commission in basis points of each paid invoice (2000 = 20%).
    commissionBps: integer('commission_bps').notNull().default(2000),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // The avatar's file under storage/avatars (a random name; avatar_url is the route that serves it).
    avatarPath: text('avatar_path'),
    // Two-factor (TOTP): the secret sealed with AES-256-GCM (server/domain/security/secretBox.ts), on only once confirmed;
    // recovery codes as SHA-256 hashes, each removed when used; the last step a code was used in (no replay).
    twoFactorSecret: text('two_factor_secret'),
    twoFactorConfirmedAt: timestamp('two_factor_confirmed_at', { withTimezone: true }),
    twoFactorRecoveryCodes: jsonb('two_factor_recovery_codes').$type<string[]>(),
    twoFactorLastStep: integer('two_factor_last_step'),
    // Deleted by its own holder: anonymised in place (audit trails still name the row), never signs in again.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_store_id_index').on(t.storeId),
  ],
);

/**
 * Roles are matched by name (docs/requirements.md §6). "super admin" and "store user" are
 * platform roles (store_id null); a store defines its own roles for staff.
 */
export const roles = pgTable(
  'roles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').references(() => stores.id),
    name: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roles_store_id_name_unique').on(sql`coalesce(${t.storeId}, 0)`, t.name),
    index('roles_store_id_index').on(t.storeId),
  ],
);

export const permissions = pgTable('permissions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const passwordResets = pgTable('password_resets', {
  email: text().primaryKey(),
  tokenHash: text('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
