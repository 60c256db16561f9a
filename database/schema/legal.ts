import { pgTable, integer, text, timestamp, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './access';

/**
 * The platform's privacy policy and terms of service: one row per
 * kind once the super admin saves it; until then the pages show the default
 * text in common/legal.ts. Plain text, paragraphs split on blank lines.
 */
export const LEGAL_KINDS = ['privacy', 'terms'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: LEGAL_KINDS }).notNull(),
    body: text().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('legal_documents_kind_unique').on(t.kind),
    check('legal_documents_kind_valid', sql`${t.kind} in ('privacy', 'terms')`),
    check('legal_documents_body_length', sql`char_length(${t.body}) <= 50000`),
  ],
);
