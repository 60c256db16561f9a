import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** Resolves when the database answers a trivial statement (the load balancer's health check). */
export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}
