import session from 'express-session';
import type { Redis } from 'ioredis';
import type { Db } from '../../database/client';
import {
  deleteOtherUserSessions,
  deleteSession,
  listUserSessions,
  readSession,
  touchSession,
  writeSession,
} from '../../database/queries/sessions';
import { clock } from '../../common/clock';

type Callback = (err?: unknown, data?: session.SessionData | null) => void;

/**
 * Sessions roll: each request pushes the expiry to now + the cookie's lifetime
 * (written at most once a minute), so the last activity is the expiry less that
 * lifetime, to the minute, with no write of its own.
 */
function lastActiveOf(sess: session.SessionData, expiresAt: number): Date {
  const lifetime = sess.cookie?.originalMaxAge ?? 2 * 60 * 60 * 1000;
  return new Date(Math.min(clock.ms(), expiresAt - lifetime));
}

function expiryOf(sess: session.SessionData): Date {
  return sess.cookie?.expires
    ? new Date(sess.cookie.expires)
    : new Date(clock.ms() + 2 * 60 * 60 * 1000);
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

  async listUserSessions(userId: number): Promise<UserSession[]> {
    const rows = await listUserSessions(this.db, userId);
    return rows.map((r) => {
      const data = r.data as session.SessionData;
      return { id: r.id, data, lastActiveAt: lastActiveOf(data, r.expiresAt.getTime()) };
    });
  }

  get(sid: string, cb: Callback): void {
    readSession(this.db, sid).then((data) => cb(null, (data as session.SessionData) ?? null), cb);
  }

  set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    const userId = sess.auth?.kind === 'user' ? sess.auth.id : null;
    const expiry = expiryOf(sess);
    writeSession(this.db, sid, sess, expiry, userId).then(
      () => {
        this.remember(sid, expiry);
        cb?.();
      },
      (err) => cb?.(err),
    );
  }

  touch(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    const expiry = expiryOf(sess);
    if (expiry.getTime() - (this.written.get(sid) ?? 0) < 60_000) return void cb?.();
    touchSession(this.db, sid, expiry).then(
      () => {
        this.remember(sid, expiry);
        cb?.();
      },
      (err) => cb?.(err),
    );
  }

  destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.written.delete(sid);
    deleteSession(this.db, sid).then(
      () => cb?.(),
      (err) => cb?.(err),
    );
  }
}

/**
 * Sessions in Redis for several app processes: one key per session, expiring
 * with the cookie. A set per user lists their sessions for revocation.
 */
export class RedisSessionStore extends session.Store {
  /** When this process last renewed each session's TTL: as in the database store, at most once a minute. */
  private readonly touched = new Map<string, number>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  private ttl(sess: session.SessionData): number {
    return Math.max(1, Math.ceil((expiryOf(sess).getTime() - clock.ms()) / 1000));
  }

  get(sid: string, cb: Callback): void {
    this.redis
      .get(this.prefix + sid)
      .then((raw) => cb(null, raw ? (JSON.parse(raw) as session.SessionData) : null), cb);
  }

  set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    this.touched.set(sid, clock.ms());
    const multi = this.redis
      .multi()
      .set(this.prefix + sid, JSON.stringify(sess), 'EX', this.ttl(sess));
    if (sess.auth?.kind === 'user') multi.sadd(`${this.prefix}user:${sess.auth.id}`, sid);
    multi.exec().then(
      () => cb?.(),
      (err) => cb?.(err),
    );
  }

  touch(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    const now = clock.ms();
    if (now - (this.touched.get(sid) ?? 0) < 60_000) return void cb?.();
    if (this.touched.size > 10_000) this.touched.clear();
    this.touched.set(sid, now);
    this.redis.expire(this.prefix + sid, this.ttl(sess)).then(
      () => cb?.(),
      (err) => cb?.(err),
    );
  }

  destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.touched.delete(sid);
    this.redis.del(this.prefix + sid).then(
      () => cb?.(),
      (err) => cb?.(err),
    );
  }

  /** The user's live sessions; ids in the user's set whose session has gone (signed out, expired) are dropped from it. */
  async listUserSessions(userId: number): Promise<UserSession[]> {
    const setKey = `${this.prefix}user:${userId}`;
    const sids = (await this.redis.smembers(setKey)).slice(0, 200);
    if (sids.length === 0) return [];
    const multi = this.redis.multi();
    for (const sid of sids) multi.get(this.prefix + sid).pttl(this.prefix + sid);
    const results = (await multi.exec()) ?? [];
    const out: UserSession[] = [];
    const gone: string[] = [];
    sids.forEach((sid, i) => {
      const raw = results[2 * i]?.[1] as string | null;
      const ttl = Number(results[2 * i + 1]?.[1]);
      const data = raw ? (JSON.parse(raw) as session.SessionData) : null;
      // A session whose id was reused by someone else, or that no longer names this user, is not theirs.
      if (!data || ttl <= 0 || data.auth?.kind !== 'user' || data.auth.id !== userId)
        return void gone.push(sid);
      out.push({ id: sid, data, lastActiveAt: lastActiveOf(data, clock.ms() + ttl) });
    });
    if (gone.length) await this.redis.srem(setKey, ...gone);
    return out.sort((a, b) => b.lastActiveAt.getTime() - a.lastActiveAt.getTime()).slice(0, 50);
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

/** One of an account's sessions, as "log out other browser sessions" lists it. */
export interface UserSession {
  id: string;
  data: session.SessionData;
  lastActiveAt: Date;
}

/** What a session store can do beyond express-session's interface: list and revoke one user's sessions. */
export interface UserSessions {
  destroyUserSessions(userId: number, keepSid?: string): Promise<void>;
  listUserSessions(userId: number): Promise<UserSession[]>;
}
