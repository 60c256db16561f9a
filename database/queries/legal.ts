import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { legalDocuments, users, type LegalKind } from '../schema';

/** The platform's saved privacy policy and terms (no store: they are the platform's), with who saved each. */
export async function listLegalDocuments(db: Db) {
  return db
    .select({
      kind: legalDocuments.kind,
      body: legalDocuments.body,
      updatedAt: legalDocuments.updatedAt,
      updatedBy: users.name,
    })
    .from(legalDocuments)
    .leftJoin(users, eq(users.id, legalDocuments.updatedBy));
}

export async function getLegalDocument(db: Db, kind: LegalKind) {
  const [row] = await db.select().from(legalDocuments).where(eq(legalDocuments.kind, kind));
  return row ?? null;
}

/** Saves a document's text, replacing the one saved before. */
export async function saveLegalDocument(db: Db, kind: LegalKind, body: string, by: number) {
  const [row] = await db
    .insert(legalDocuments)
    .values({ kind, body, updatedBy: by })
    .onConflictDoUpdate({
      target: legalDocuments.kind,
      set: { body, updatedBy: by, updatedAt: sql`now()` },
    })
    .returning();
  return row;
}
