import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** Throws unless the database answers: the health check behind `/up` (the one query no store scopes). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
