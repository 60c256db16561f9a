import session from 'express-session';
import type { Db } from '../../database/client';
import { deleteSession, readSession, touchSession, writeSession } from '../../database/queries/sessions';

type Callback = (err?: unknown, data?: session.SessionData | null) => void;

/** express-session store on the sessions table; the user id is kept in a column so sessions can be listed and revoked. */
export class DatabaseSessionStore extends session.Store {
  constructor(private readonly db: Db) {
    super();
  }

  private expiry(sess: session.SessionData): Date {
    return sess.cookie?.expires ? new Date(sess.cookie.expires) : new Date(Date.now() + 2 * 60 * 60 * 1000);
  }

  get(sid: string, cb: Callback): void {
    readSession(this.db, sid).then((data) => cb(null, (data as session.SessionData) ?? null), cb);
  }

  set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    const userId = sess.auth?.kind === 'user' ? sess.auth.id : null;
    writeSession(this.db, sid, sess, this.expiry(sess), userId).then(() => cb?.(), (err) => cb?.(err));
  }

  touch(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    touchSession(this.db, sid, this.expiry(sess)).then(() => cb?.(), (err) => cb?.(err));
  }

  destroy(sid: string, cb?: (err?: unknown) => void): void {
    deleteSession(this.db, sid).then(() => cb?.(), (err) => cb?.(err));
  }
}
