import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../database/client';
import { seedDemo } from '../../database/seeders/demo';

/**
 * A fresh, migrated, seeded database for one test file: in-memory PGlite by
 * default; with TEST_DATABASE_URL, a throwaway database on that PostgreSQL
 * server, dropped afterwards.
 */
export async function freshDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await database.migrate();
    await seedDemo(database.db);
    return { ...database, drop: () => database.close() };
  }
  const name = `chairside_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  await seedDemo(database.db);
  return {
    ...database,
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
