import session from 'express-session';
import type { Redis } from 'ioredis';
import type { Db } from '../../database/client';
import { deleteOtherUserSessions, deleteSession, readSession, touchSession, writeSession } from '../../database/queries/sessions';

type Callback = (err?: unknown, data?: session.SessionData | null) => void;

function expiryOf(sess: session.SessionData): Date {
  return sess.cookie?.expires ? new Date(sess.cookie.expires) : new Date(Date.now() + 2 * 60 * 60 * 1000);
}

/** express-session store on the sessions table; the user id is kept in a column so sessions can be listed and revoked. */
export class DatabaseSessionStore extends session.Store {
  /**
   * Expiry last written per session id. Rolling sessions would otherwise cost
   * an UPDATE on every request; a minute of slack is plenty for a 2-hour
   * lifetime. A cache only: a restarted process simply writes again.
   */
  private readonly written = new Map<string, number>();

  constructor(private readonly db: Db) {
    super();
  }

  private remember(sid: string, expiry: Date) {
    if (this.written.size > 10_000) this.written.clear();
    this.written.set(sid, expiry.getTime());
  }

  /** Signs a user out everywhere but `keepSid` (after a password reset, say). */
  async destroyUserSessions(userId: number, keepSid = ''): Promise<void> {
    await deleteOtherUserSessions(this.db, userId, keepSid);
  }

  get(sid: string, cb: Callback): void {
    readSession(this.db, sid).then((data) => cb(null, (data as session.SessionData) ?? null), cb);
  }

  set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    const userId = sess.auth?.kind === 'user' ? sess.auth.id : null;
    const expiry = expiryOf(sess);
    writeSession(this.db, sid, sess, expiry, userId).then(() => {
      this.remember(sid, expiry);
      cb?.();
    }, (err) => cb?.(err));
  }

  touch(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    const expiry = expiryOf(sess);
    if (expiry.getTime() - (this.written.get(sid) ?? 0) < 60_000) return void cb?.();
    touchSession(this.db, sid, expiry).then(() => {
      this.remember(sid, expiry);
      cb?.();
    }, (err) => cb?.(err));
  }

  destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.written.delete(sid);
    deleteSession(this.db, sid).then(() => cb?.(), (err) => cb?.(err));
  }
}

/**
 * Sessions in Redis for several app processes: one key per session, expiring
 * with the cookie. A set per user lists their sessions for revocation.
 */
export class RedisSessionStore extends session.Store {
  /** When this process last renewed each session's TTL: as in the database store, at most once a minute. */
  private readonly touched = new Map<string, number>();

  constructor(private readonly redis: Redis, private readonly prefix: string) {
    super();
  }

  private ttl(sess: session.SessionData): number {
    return Math.max(1, Math.ceil((expiryOf(sess).getTime() - Date.now()) / 1000));
  }

  get(sid: string, cb: Callback): void {
    this.redis.get(this.prefix + sid).then((raw) => cb(null, raw ? (JSON.parse(raw) as session.SessionData) : null), cb);
  }

  set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    this.touched.set(sid, Date.now());
    const multi = this.redis.multi().set(this.prefix + sid, JSON.stringify(sess), 'EX', this.ttl(sess));
    if (sess.auth?.kind === 'user') multi.sadd(`${this.prefix}user:${sess.auth.id}`, sid);
    multi.exec().then(() => cb?.(), (err) => cb?.(err));
  }

  touch(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    const now = Date.now();
    if (now - (this.touched.get(sid) ?? 0) < 60_000) return void cb?.();
    if (this.touched.size > 10_000) this.touched.clear();
    this.touched.set(sid, now);
    this.redis.expire(this.prefix + sid, this.ttl(sess)).then(() => cb?.(), (err) => cb?.(err));
  }

  destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.touched.delete(sid);
    this.redis.del(this.prefix + sid).then(() => cb?.(), (err) => cb?.(err));
  }

  /** Signs a user out everywhere but `keepSid`: every session listed in the user's set goes. */
  async destroyUserSessions(userId: number, keepSid = ''): Promise<void> {
    const setKey = `${this.prefix}user:${userId}`;
    const sids = (await this.redis.smembers(setKey)).filter((sid) => sid !== keepSid);
    for (const sid of sids) this.touched.delete(sid);
    const multi = this.redis.multi();
    if (sids.length) multi.del(...sids.map((sid) => this.prefix + sid)).srem(setKey, ...sids);
    await multi.exec();
  }
}

/** What a session store can do beyond express-session's interface: revoke one user's sessions. */
export interface UserSessions {
  destroyUserSessions(userId: number, keepSid?: string): Promise<void>;
}
