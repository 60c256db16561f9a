import { createServer } from 'node:http';
import { resolve } from 'node:path';
import pino from 'pino';
import type { Redis } from 'ioredis';
import type { ViteDevServer } from 'vite';
import { loadConfig, loadDotEnv, ConfigError } from './config';
import { openDatabase } from '../database/client';
import { seedIfEmpty } from '../database/seeders/demo';
import { createApp } from './app';
import { devAssets, loadBuiltAssets } from './inertia/assets';
import { schedulePruning } from './maintenance';
import { createRealtime, serveRealtime } from './realtime/realtime';
import { setEffectRunner } from './domain/tickets/lifecycle';
import { createJobRunner } from './jobs/runner';
import { createReportDaysWarmer } from './jobs/reportDaysWarmer';
import { createBillingScheduler } from './jobs/billing';
import { allJobHandlers } from './jobs/handlers';
import { routeUrl } from './http/urls';
import { createSmsDriver } from './services/sms/index';
import { createMailer } from './services/mail';
import { startFakePax, type FakePax } from './services/terminals/fake/fakePax';
import { logUnhandledRejections } from './processGuards';

/** Process entry: config → database → migrate (→ seed a fresh database) → listen; graceful shutdown. */
async function main() {
  loadDotEnv();
  const dev = process.argv.includes('--dev');
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = pino({ level: config.logLevel });
  logUnhandledRejections(logger);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: resolve(config.storageDir, 'database'),
    onIdleError: (err) =>
      logger.warn({ err }, 'an idle database connection was closed by the server'),
  });
  await database.migrate();
  if (await seedIfEmpty(database.db, { terminals: config.demoTerminals }))
    logger.info('seeded the demo salon (see README for the logins)');

  let redis: Redis | undefined;
  if (config.redisUrl) {
    const { Redis } = await import('ioredis');
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
  }

  let vite: ViteDevServer | undefined;
  if (dev) {
    const { createServer: createVite } = await import('vite');
    vite = await createVite({
      server: { middlewareMode: true, hmr: { port: config.port + 1 } },
      appType: 'custom',
    });
  }
  const assets = dev ? devAssets() : loadBuiltAssets();
  // With Redis, events published here reach sockets on every process (pub/sub); without it, this process alone.
  const realtime = createRealtime({ config: config.pusher, logger, redis });
  realtime.ready.catch((err: unknown) =>
    logger.error(
      { err },
      'realtime: the Redis subscription failed; events reach this process only',
    ),
  );
  // Background jobs (appointment reminders, password reset emails) in this process; every process may run them (SKIP LOCKED shares them out).
  const jobs = createJobRunner(
    database.db,
    logger,
    allJobHandlers({
      db: database.db,
      mailer: createMailer(config),
      secrets: { appUrl: config.appUrl, sessionSecret: config.sessionSecret },
      appName: config.appName,
      routeUrl,
      sms: {
        driver: createSmsDriver(config.sms, config.storageDir),
        defaultFrom: config.sms.defaultFrom,
      },
    }),
  );
  const runJobsSoon = config.jobsPollSeconds > 0 ? jobs.runSoon : undefined;
  // A ticket's queued effects (mail, SMS) run right after their commit, not at the next poll.
  if (runJobsSoon) setEffectRunner(runJobsSoon);
  const app = await createApp({
    config,
    db: database.db,
    logger,
    redis,
    assets: () => assets,
    vite,
    realtime,
    runJobsSoon,
  });

  // The demo's card terminals point at the fake PAX terminal (127.0.0.1, FAKE_TERMINAL_PORT); a busy port is a warning, never a crash.
  let fakePax: FakePax | undefined;
  if (config.fakeTerminal) {
    const { httpPort, tcpPort } = config.fakeTerminal;
    try {
      fakePax = await startFakePax({
        httpPort,
        tcpPort,
        perPortTerminals: true,
        log: (line) => logger.info(`fake terminal: ${line}`),
      });
    } catch (err) {
      logger.warn(
        { err },
        `fake PAX terminal not started: port ${httpPort} or ${tcpPort} is in use or refused (FAKE_TERMINAL_PORT=off turns it off)`,
      );
    }
  }

  const stopPruning = schedulePruning(database.db, logger);
  const stopJobs =
    config.jobsPollSeconds > 0 ? jobs.start(config.jobsPollSeconds * 1000) : () => {};
  // Report roll-ups made ahead of the reports, on the same poll (JOBS_POLL_SECONDS=0 turns both off).
  const stopWarmer =
    config.jobsPollSeconds > 0
      ? createReportDaysWarmer(database.db, logger).start(config.jobsPollSeconds * 1000)
      : () => {};
  // The billing job (billing.invoices): periods, invoices and dunning by each store's date; every pass is safe to repeat, so it runs on the poll too.
  const stopBilling =
    config.jobsPollSeconds > 0
      ? createBillingScheduler(database.db, logger).start(
          Math.max(config.jobsPollSeconds * 1000, 15 * 60_000),
        )
      : () => {};
  const server = createServer(app);
  serveRealtime(app, server);
  server.listen(config.port, () =>
    logger.info(
      `${config.appName} listening on ${config.appUrl} (${database.driver}; realtime ${config.pusher.embedded ? 'embedded' : `on ${config.pusher.host}`})`,
    ),
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Sockets are told 4200 (reconnect at once), so browsers move to another process while this one drains.
    void realtime.close();
    // Stop accepting, let open requests finish, then close the database so PGlite's files stay consistent.
    stopJobs();
    stopWarmer();
    stopBilling();
    server.close(async () => {
      stopPruning();
      await fakePax?.close();
      await vite?.close();
      await redis?.quit();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.error('forced exit after 10 s');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
