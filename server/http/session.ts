import { randomBytes } from 'node:crypto';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { Lru } from '../../common/lru';
import { unsignCookie } from './middleware/cookies';

export interface SessionOptions {
  name: string;
  secret: string;
  store: session.Store;
  cookie: CookieOptions & { maxAge: number };
}

/** express-session's typings hand `generate` the global request type; ours always is Express's. */
const isExpressRequest = (req: Express.Request): req is Request => 'res' in req;

/** The session's data as stored, without its cookie: what "changed" is judged on. */
function dataOf(sess: session.Session & Partial<session.SessionData>): string {
  const { cookie: _cookie, ...data } = sess;
  return JSON.stringify(data);
}

/**
 * express-session's behaviour (saveUninitialized: false, resave: false,
 * rolling: false, the same Session objects, stores and signed cookie), at a
 * fraction of its cost per request: express-session hashed the session four
 * times per request (JSON with a replacer, then SHA-1) and verified the
 * cookie's HMAC every time. Here the cookie's signature is checked once per
 * cookie value, and the session is serialised once, at the end, to see
 * whether it changed.
 *
 * - A session is saved (row or key, and cookie) only when something is
 *   stored in it, or when its id changed (regenerate at sign-in/out).
 * - Otherwise the store's touch renews its expiry (the stores write that at
 *   most once a minute); refreshSessionCookie renews the browser's cookie.
 * - The store finishes before the response does, so the next request sees it.
 */
export function sessions(opts: SessionOptions): RequestHandler {
  const { name, secret, store } = opts;
  const cookieOptions = { path: '/', ...opts.cookie };
  const idsBySignedValue = new Lru<string, string>(10_000);

  const sessionIdFrom = (req: Request): string | null => {
    const raw = req.cookies?.[name];
    if (typeof raw !== 'string' || !raw.startsWith('s:')) return null;
    const known = idsBySignedValue.get(raw);
    if (known) return known;
    const id = unsignCookie(raw.slice(2), secret);
    if (id) idsBySignedValue.set(raw, id);
    return id || null;
  };

  const generate = (req: Express.Request) => {
    req.sessionID = randomBytes(24).toString('base64url');
    if (isExpressRequest(req))
      store.createSession(req, {
        cookie: { originalMaxAge: cookieOptions.maxAge, ...cookieOptions },
      });
  };
  // Session#regenerate asks the store to generate the new session.
  Object.assign(store, { generate });

  return (req, res, next) => {
    if (req.session) return next();
    req.sessionStore = Object.assign(store, { generate });
    const cookieId = sessionIdFrom(req);

    const start = (loaded: session.SessionData | null | undefined) => {
      if (loaded && cookieId) {
        req.sessionID = cookieId;
        store.createSession(req, loaded);
      } else {
        generate(req);
      }
      const originalId = req.sessionID;
      const baseline = dataOf(req.session);
      commitOnEnd(req, res, { cookieId, originalId, baseline, name, cookieOptions, store });
      next();
    };

    if (!cookieId) return start(null);
    store.get(cookieId, (err, loaded) => {
      if (err && err.code !== 'ENOENT') return next(err);
      start(loaded);
    });
  };
}

function commitOnEnd(
  req: Request,
  res: Response,
  s: {
    cookieId: string | null;
    originalId: string;
    baseline: string;
    name: string;
    cookieOptions: CookieOptions & { maxAge: number };
    store: session.Store;
  },
) {
  const end = res.end;
  let ended = false;
  res.end = function commit(this: Response, ...args: unknown[]) {
    const finish = () => Reflect.apply(end, this, args);
    if (ended) return this;
    ended = true;
    const sess = req.session;
    // Destroyed (Session#destroy removed it from the store already), or never loaded.
    if (!sess) return finish();
    sess.touch();
    const data = dataOf(sess);
    const sameId = s.cookieId === req.sessionID;
    const modified = req.sessionID !== s.originalId || data !== s.baseline;
    const done = (err?: unknown) => {
      if (err) req.log?.error({ err }, 'session store failed');
      finish();
    };
    if (modified) {
      if (!res.headersSent) {
        res.cookie(s.name, req.sessionID, {
          ...s.cookieOptions,
          maxAge: sess.cookie.originalMaxAge ?? s.cookieOptions.maxAge,
          signed: true,
        });
      }
      s.store.set(req.sessionID, sess, done);
    } else if (sameId && s.store.touch) {
      s.store.touch(req.sessionID, sess, done);
    } else {
      finish();
    }
    return this;
  } as Response['end'];
}
