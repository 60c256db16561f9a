import express, { type Express, type RequestHandler } from 'express';
import session from 'express-session';
import compression from 'compression';
import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import { resolve } from 'node:path';
import type { Config } from './config';
import type { Db } from '../database/client';
import { assetVersionCheck, inertia } from './inertia/index';
import type { Assets } from './inertia/assets';
import { mountRoutes, toZiggy } from './http/router';
import { registerRouteTable } from './http/urls';
import { registerLogRedaction } from './http/logRedaction';
import { resolveMiddleware } from './http/middleware/index';
import { loadActor } from './http/middleware/auth';
import { recordSupportActions } from './http/middleware/support';
import { loadStation } from './http/middleware/station';
import { csrf } from './http/middleware/csrf';
import { securityHeaders } from './http/middleware/security';
import { requestLog } from './http/middleware/requestLog';
import { cookies } from './http/middleware/cookies';
import { refreshSessionCookie } from './http/middleware/sessionCookie';
import { sessions } from './http/session';
import { errorHandler, notFoundHandler } from './http/middleware/errorHandler';
import { HttpError } from './http/errors';
import { DatabaseSessionStore, RedisSessionStore } from './http/sessionStore';
import { sharedProps, spokenPage } from './http/shared';
import { speakJson, unmarkBody } from './http/speak';
import { createMailer, type Mailer } from './services/mail';
import { databaseThrottle, redisThrottle, type Throttle } from './domain/security/throttle';
import type { AppContext } from './http/context';
import { createCaches } from './cache/index';
import { routes } from '../routes/index';
import { createRealtime, type Realtime } from './realtime/realtime';
import { configureSms } from './domain/sms/outbox';
import { mountPwa } from './http/pwa';
import { precompressed } from './http/precompressed';
import { setLoopbackTerminals } from './services/terminals/addresses';

export const SESSION_COOKIE = 'chairside_session';

export interface AppOptions {
  config: Config;
  db: Db;
  logger: Logger;
  assets: () => Assets;
  redis?: Redis;
  /** Namespace for Redis keys (sessions, throttles), so several apps can share one Redis. */
  redisPrefix?: string;
  mailer?: Mailer;
  throttle?: Throttle;
  /** Starts a pass of this process's job runner now (see AppContext.runJobsSoon); without it, jobs wait for a poll. */
  runJobsSoon?: () => void;
  /** The realtime server (sockets, events API); by default one of this app's own, without Redis. */
  realtime?: Realtime;
  /**
   * Where /build/ is served from (public/build by default). The browser tests give each server a
   * copy of the build as it was when it started, which never changes while it runs, so the
   * browser may keep those files for good (docs/testing.md).
   */
  buildDir?: string;
  /** Development: Vite's middleware serves /build/ and transforms the document. */
  vite?: {
    middlewares: RequestHandler;
    transformIndexHtml(url: string, html: string): Promise<string>;
  };
}

/** Paths that need no session: health checks and static files never create session rows. */
const SESSIONLESS =
  /^\/(up$|build\/|logo\.svg$|images\/|favicon|icons\/|sw\.js$|manifest\.webmanifest$)/;
/** Provider webhooks (Twilio): each request is signed by the provider instead, so no session and no CSRF. */
const WEBHOOKS = /^\/webhooks\//;
/** The read API (/api/v1): a bearer token on every call instead of a session, so no session and no CSRF. */
const BEARER_API = /^\/api\//;

/** A provider webhook's body: none, or Twilio's form encoding; anything else is a 415 before a byte of it is parsed. */
const webhookBody: RequestHandler = (req, res, next) => {
  const hasBody =
    req.headers['transfer-encoding'] !== undefined ||
    (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
  next(hasBody && !req.is('application/x-www-form-urlencoded') ? new HttpError(415) : undefined);
};

/** Builds the Express app without listening, so tests drive it through supertest. */
export async function createApp(opts: AppOptions): Promise<Express> {
  const { config, db, logger } = opts;
  const secure = config.appUrl.startsWith('https://');
  const sessionStore = opts.redis
    ? new RedisSessionStore(opts.redis, `${opts.redisPrefix ?? 'chairside:'}session:`)
    : new DatabaseSessionStore(db);
  const ctx: AppContext = {
    config,
    sessions: sessionStore,
    db,
    logger,
    mailer: opts.mailer ?? createMailer(config),
    throttle:
      opts.throttle ??
      (opts.redis
        ? redisThrottle(opts.redis, `${opts.redisPrefix ?? 'chairside:'}throttle:`)
        : databaseThrottle(db)),
    caches: createCaches(db, { redis: opts.redis, redisPrefix: opts.redisPrefix }),
    runJobsSoon: opts.runJobsSoon ?? (() => {}),
  };
  registerRouteTable(routes);
  registerLogRedaction(routes);
  // The loopback terminals the environment names (the demo's fake terminal): no other loopback address is ever called.
  setLoopbackTerminals(config.terminalLoopback);
  configureSms({
    segmentPriceMillicents: config.sms.segmentPriceMillicents,
    monthlyQuota: config.sms.monthlyQuota,
  });
  // On APP_URL, never on the request's Host header.
  const ziggy = toZiggy(routes, config.appUrl);

  const app = express();
  app.disable('x-powered-by');
  // No ETag (a SHA-1 of every body): pages are per-user and never answered 304; built assets have their own.
  app.set('etag', false);
  // Only the configured proxies may set the client address and scheme (X-Forwarded-For / -Proto).
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'extended');

  // One line per request: method, URL (its secrets redacted), status, duration. Headers (cookies, tokens) never reach the log.
  const log = requestLog(logger, (path) => SESSIONLESS.test(path) && path !== '/up');
  if (log) app.use(log);
  app.use(...securityHeaders({ dev: !!opts.vite, secure }));
  // gzip/brotli for pages and JSON when the client accepts it (a client that accepts no encoding
  // skips the middleware and its ~30 µs of wrapping). Built JS/CSS are compressed at build time
  // (precompressed below), and the middleware leaves an answer already encoded as it is.
  const compress = compression();
  app.use((req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next()));
  if (opts.vite) app.use(opts.vite.middlewares);
  // Static files only under their own paths, so page requests never touch the filesystem.
  const buildDir = opts.buildDir ?? resolve('public/build');
  const immutable = config.env === 'production' || !!opts.buildDir;
  app.use(
    '/build',
    precompressed(buildDir),
    express.static(buildDir, {
      index: false,
      fallthrough: false,
      maxAge: immutable ? '1y' : 0,
      immutable,
    }),
  );
  app.use(
    '/images',
    express.static(resolve('public/images'), { index: false, fallthrough: false }),
  );
  app.get('/logo.svg', (_req, res) => res.sendFile(resolve('public/logo.svg')));
  mountPwa(app, opts.assets);
  // The Pusher HTTP events API: signed with the app secret, so no session, no CSRF, its own raw-body parser.
  const realtime = opts.realtime ?? createRealtime({ config: config.pusher, logger });
  app.locals.realtime = realtime;
  if (realtime.api) app.use('/apps', realtime.api);

  app.use((req, _res, next) => {
    req.ctx = ctx;
    req.log = logger;
    req.actor = null;
    req.store = null;
    req.station = null;
    next();
  });
  // Twilio posts its webhooks as a form, a few hundred bytes: anything much larger is refused (413) before it is
  // read whole, and any other encoding (JSON's objects and numbers among them) is refused (415) unread, so every
  // value the signature check sees is a string (webhookBody).
  app.use(
    '/webhooks',
    webhookBody,
    express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 100 }),
  );
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: true, limit: '1mb' }));
  app.use(unmarkBody);
  app.use(cookies(config.sessionSecret));
  // JSON answers say their sentences by key in the reader's language as they are sent (server/http/speak.ts).
  app.use(speakJson);

  app.use(
    inertia({
      assets: opts.assets,
      appName: config.appName,
      share: (req) => sharedProps(req, config.appName),
      localize: spokenPage,
      ziggy: () => ziggy,
      transformHtml: opts.vite
        ? (url, html) => opts.vite!.transformIndexHtml(url, html)
        : undefined,
    }),
  );
  const store: session.Store = sessionStore;
  const sessionCookie = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    maxAge: config.sessionLifetimeMinutes * 60_000,
  };
  // A session (row or key) only once something is stored in it: a visit without a cookie leaves nothing behind.
  // Rolling, but the cookie is re-sent at most once a minute (refreshSessionCookie), not signed again on every answer.
  const sessionMiddleware = sessions({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    cookie: sessionCookie,
  });
  const keepCookie = refreshSessionCookie(SESSION_COOKIE, sessionCookie);
  const csrfMiddleware = csrf();
  app.use((req, res, next) =>
    SESSIONLESS.test(req.path) || WEBHOOKS.test(req.path) || BEARER_API.test(req.path)
      ? next()
      : sessionMiddleware(req, res, next),
  );
  app.use((req, res, next) =>
    SESSIONLESS.test(req.path) || WEBHOOKS.test(req.path) || BEARER_API.test(req.path)
      ? next()
      : keepCookie(req, res, next),
  );
  app.use((req, res, next) =>
    SESSIONLESS.test(req.path) || WEBHOOKS.test(req.path) || BEARER_API.test(req.path)
      ? next()
      : csrfMiddleware(req, res, next),
  );

  app.use(loadActor);
  app.use(loadStation);
  // What a support session does is in the owner's audit list (middleware/support.ts).
  app.use(recordSupportActions);

  mountRoutes(app, routes, resolveMiddleware, [assetVersionCheck(opts.assets)]);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
