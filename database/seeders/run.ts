import { resolve } from 'node:path';
import { loadConfig, loadDotEnv } from '../../server/config';
import { openDatabase } from '../client';
import { seedIfEmpty } from './demo';

/** `npm run db:seed`: migrates and seeds the configured database when it is empty. */
loadDotEnv();
const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: resolve(config.storageDir, 'database'),
});
await database.migrate();
console.log(
  (await seedIfEmpty(database.db, { terminals: config.demoTerminals }))
    ? 'Seeded the demo salon.'
    : 'The database already has data; nothing seeded.',
);
await database.close();
