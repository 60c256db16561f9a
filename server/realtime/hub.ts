import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket, type RawData } from 'ws';
import type { Logger } from 'pino';
import { channelStringToSign, userStringToSign, verifyAuthToken } from './signatures';
import { clock } from '../../common/clock';

/**
 * The embedded Pusher Channels protocol 7 server (docs/protocols.md §4.1–4.5,
 * checklist §4.8): sockets at `/app/{key}` on the app's own port, public,
 * private and presence channels, sign-in, client events when enabled.
 * Channel state is this process's; events from other processes arrive
 * through `deliver` (the Redis bus in realtime.ts).
 */

export interface HubOptions {
  key: string;
  secret: string;
  clientEvents: boolean;
  /** Origins a browser may connect from; a client that sends no Origin (a server, a test) is let in. */
  allowedOrigins: string[];
  logger?: Logger;
  /** Relays a client event to every process (the Redis bus); by default straight to this process's sockets. */
  relay?: (message: RelayedEvent) => void;
  limits?: Partial<HubLimits>;
}

export interface HubLimits {
  /** Sockets this process accepts; more get 4100 (over capacity, retry with backoff). */
  maxConnections: number;
  /** The largest frame a client may send (Reverb's default); larger ones close the socket (1009). */
  maxMessageBytes: number;
  /** Channels one socket may be subscribed to at once. */
  maxChannelsPerConnection: number;
  /** Messages a socket may send per window before it is told 4301 and closed. */
  maxMessagesPerWindow: number;
  windowMs: number;
  /** Members of one presence channel. */
  maxPresenceMembers: number;
  /** Bytes of one member's user_info. */
  maxMemberInfoBytes: number;
  /** Seconds of silence after which pusher-js pings (sent in the handshake). */
  activityTimeoutS: number;
}

const DEFAULT_LIMITS: HubLimits = {
  maxConnections: 10_000,
  maxMessageBytes: 10_240,
  maxChannelsPerConnection: 100,
  maxMessagesPerWindow: 100,
  windowMs: 10_000,
  maxPresenceMembers: 100,
  maxMemberInfoBytes: 2_048,
  activityTimeoutS: 30,
};

export interface RelayedEvent {
  channels: string[];
  event: string;
  /** Always a string on the wire (what the SDK sends and pusher-js parses). */
  data: string;
  exceptSocketId?: string;
  /** Added to client events on presence channels. */
  userId?: string;
}

interface Member {
  user_id: string;
  user_info?: unknown;
}

interface Connection {
  id: string;
  ws: WebSocket;
  channels: Set<string>;
  /** The presence membership this socket holds, by channel. */
  presence: Map<string, Member>;
  /** Set by pusher:signin. */
  userId: string | null;
  lastSeen: number;
  pingedAt: number | null;
  windowStart: number;
  messages: number;
}

/** Channel names the SDK accepts (`[A-Za-z0-9_\-=@,.;]`, at most 200), plus the reserved user channel. */
const CHANNEL_NAME = /^(#server-to-user-)?[A-Za-z0-9_\-=@,.;]{1,200}$/;
const USER_CHANNEL = '#server-to-user-';

export const isPrivate = (channel: string) => channel.startsWith('private-');
export const isPresence = (channel: string) => channel.startsWith('presence-');

/** The key as sent; one that is not valid percent-encoding is just another unknown key (4001). */
function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const socketId = () => `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
const frame = (event: string, data?: unknown, channel?: string) =>
  JSON.stringify(channel === undefined ? { event, data } : { event, channel, data });

export class Hub {
  readonly limits: HubLimits;
  private readonly wss: WebSocketServer;
  private readonly connections = new Map<string, Connection>();
  private readonly channels = new Map<string, Set<Connection>>();
  /** Presence channels: user id → member and how many of its sockets are in. */
  private readonly members = new Map<string, Map<string, { member: Member; sockets: number }>>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly opts: HubOptions) {
    this.limits = { ...DEFAULT_LIMITS, ...opts.limits };
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: this.limits.maxMessageBytes,
      perMessageDeflate: false,
      clientTracking: false,
    });
  }

  /** Starts the idle sweep (pings, then 4201 for a socket that stays silent). */
  start() {
    if (this.sweeper) return;
    const every = Math.max(1_000, (this.limits.activityTimeoutS * 1000) / 2);
    this.sweeper = setInterval(() => this.sweep(clock.ms()), every);
    this.sweeper.unref();
  }

  get connectionCount() {
    return this.connections.size;
  }

  /**
   * The http server's 'upgrade' handler. Returns false when the path is not
   * ours (another upgrade handler may want it).
   */
  handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
    const path = (req.url ?? '').split('?')[0];
    const match = /^\/app\/([^/]+)$/.exec(path);
    if (!match) return false;
    // Nothing here runs inside a request's error handling: a throw or a socket
    // error that escaped would end the process (and every salon on it).
    socket.on('error', (err) => this.opts.logger?.debug({ err }, 'realtime upgrade socket error'));
    try {
      this.wss.handleUpgrade(req, socket, head, (ws) => {
        try {
          this.accept(ws, decodeKey(match[1]), req.headers.origin);
        } catch (err) {
          this.opts.logger?.error({ err }, 'realtime: a socket could not be accepted');
          ws.terminate();
        }
      });
    } catch (err) {
      this.opts.logger?.error({ err }, 'realtime: an upgrade failed');
      socket.destroy();
    }
    return true;
  };

  private refuse(ws: WebSocket, code: number, message: string) {
    ws.send(frame('pusher:error', { code, message }));
    ws.close(code, message);
  }

  private accept(ws: WebSocket, key: string, origin: string | undefined) {
    // Close codes 4001–4099 tell pusher-js not to reconnect; 4100 to retry with backoff (§4.5).
    if (key !== this.opts.key)
      return this.refuse(ws, 4001, `App key ${key.slice(0, 64)} does not exist.`);
    if (origin !== undefined && !this.opts.allowedOrigins.includes(origin))
      return this.refuse(ws, 4009, 'Origin not allowed');
    if (this.connections.size >= this.limits.maxConnections)
      return this.refuse(ws, 4100, 'Over capacity');
    const now = clock.ms();
    const conn: Connection = {
      id: socketId(),
      ws,
      channels: new Set(),
      presence: new Map(),
      userId: null,
      lastSeen: now,
      pingedAt: null,
      windowStart: now,
      messages: 0,
    };
    this.connections.set(conn.id, conn);
    ws.on('message', (raw, isBinary) => this.onMessage(conn, raw, isBinary));
    ws.on('pong', () => this.touch(conn));
    ws.on('close', () => this.drop(conn));
    ws.on('error', (err) => this.opts.logger?.debug({ err }, 'realtime socket error'));
    // data is a JSON string: pusher-js requires socket_id and activity_timeout in it.
    ws.send(
      frame(
        'pusher:connection_established',
        JSON.stringify({ socket_id: conn.id, activity_timeout: this.limits.activityTimeoutS }),
      ),
    );
  }

  private touch(conn: Connection) {
    conn.lastSeen = clock.ms();
    conn.pingedAt = null;
  }

  private error(conn: Connection, code: number | null, message: string) {
    conn.ws.send(frame('pusher:error', { code, message }));
  }

  private onMessage(conn: Connection, raw: RawData, isBinary: boolean) {
    this.touch(conn);
    const now = conn.lastSeen;
    if (now - conn.windowStart > this.limits.windowMs) {
      conn.windowStart = now;
      conn.messages = 0;
    }
    if (++conn.messages > this.limits.maxMessagesPerWindow) {
      this.error(conn, 4301, 'Rate limit exceeded: too many messages.');
      conn.ws.close(4301, 'Rate limit exceeded');
      return;
    }
    let message: { event?: unknown; channel?: unknown; data?: unknown };
    try {
      message = isBinary ? null : JSON.parse(raw.toString());
    } catch {
      message = null as never;
    }
    if (!message || typeof message !== 'object' || typeof message.event !== 'string')
      return this.error(conn, 4200, 'Invalid message format');
    const data = typeof message.data === 'string' ? tryParse(message.data) : message.data;
    switch (message.event) {
      case 'pusher:ping':
        return conn.ws.send(frame('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(conn, data);
      case 'pusher:unsubscribe':
        return isRecord(data) && typeof data.channel === 'string'
          ? this.unsubscribe(conn, data.channel)
          : this.error(conn, 4200, 'Invalid message format');
      case 'pusher:signin':
        return this.signin(conn, data);
      default:
        if (message.event.startsWith('client-'))
          return this.clientEvent(conn, message.event, message.channel, message.data);
        return this.error(conn, 4200, 'Invalid message format');
    }
  }

  private subscriptionError(
    conn: Connection,
    channel: string,
    type: string,
    error: string,
    status: number,
  ) {
    // soketi's form: Echo's .error() hears it, and the socket stays open (§4.3).
    conn.ws.send(frame('pusher:subscription_error', { type, error, status }, channel));
  }

  /**
   * pusher:subscribe: a valid name within the connection's limit; the user's own channel only
   * for the user signed in on it; a private or presence channel only with the app's signature
   * over this socket (and, for presence, its member data). A second subscribe to the same
   * channel succeeds again.
   */
  private subscribe(conn: Connection, data: unknown) {
    if (!isRecord(data) || typeof data.channel !== 'string')
      return this.error(conn, 4200, 'Invalid message format');
    const channel = data.channel;
    if (!CHANNEL_NAME.test(channel))
      return this.subscriptionError(
        conn,
        channel.slice(0, 200),
        'LimitReached',
        'The channel name is not valid.',
        4009,
      );
    if (conn.channels.has(channel))
      return conn.ws.send(frame('pusher_internal:subscription_succeeded', '{}', channel));
    if (conn.channels.size >= this.limits.maxChannelsPerConnection) {
      return this.subscriptionError(
        conn,
        channel,
        'LimitReached',
        'Too many channels on one connection.',
        4009,
      );
    }
    if (channel.startsWith(USER_CHANNEL)) {
      if (conn.userId === null || channel !== `${USER_CHANNEL}${conn.userId}`)
        return this.unauthorized(conn, channel);
      return this.join(conn, channel);
    }
    if (!isPrivate(channel) && !isPresence(channel)) return this.join(conn, channel);
    const channelData = isPresence(channel) ? data.channel_data : undefined;
    if (!this.signed(conn, channel, data.auth, channelData))
      return this.unauthorized(conn, channel);
    if (!isPresence(channel)) return this.join(conn, channel);
    return this.joinPresence(conn, channel, channelData as string);
  }

  private unauthorized(conn: Connection, channel: string) {
    return this.subscriptionError(
      conn,
      channel,
      'AuthError',
      'The connection is unauthorized.',
      401,
    );
  }

  /** The app's signature over this socket and channel (and a presence channel's member data, which it must have). */
  private signed(conn: Connection, channel: string, auth: unknown, channelData: unknown): boolean {
    if (isPresence(channel) && typeof channelData !== 'string') return false;
    return verifyAuthToken(
      this.opts.key,
      this.opts.secret,
      auth,
      channelStringToSign(conn.id, channel, channelData as string | undefined),
    );
  }

  /**
   * A presence channel: valid member data within its size, room for a new member; the members
   * so far go to the new socket, and a user's first socket is announced to the others (§4.3).
   */
  private joinPresence(conn: Connection, channel: string, channelData: string) {
    const member = parseMember(channelData);
    if (!member)
      return this.subscriptionError(
        conn,
        channel,
        'AuthError',
        'The channel data is not valid.',
        401,
      );
    if (JSON.stringify(member.user_info ?? null).length > this.limits.maxMemberInfoBytes) {
      return this.subscriptionError(
        conn,
        channel,
        'LimitReached',
        'The member info is too large.',
        4301,
      );
    }
    const members =
      this.members.get(channel) ?? new Map<string, { member: Member; sockets: number }>();
    const existing = members.get(member.user_id);
    if (!existing && members.size >= this.limits.maxPresenceMembers)
      return this.subscriptionError(
        conn,
        channel,
        'LimitReached',
        'The presence channel is full.',
        4100,
      );
    this.members.set(channel, members);
    if (existing) existing.sockets++;
    else members.set(member.user_id, { member, sockets: 1 });
    conn.presence.set(channel, member);
    conn.channels.add(channel);
    this.subscribersOf(channel).add(conn);
    const ids = [...members.keys()];
    const hash = Object.fromEntries(
      [...members.values()].map(({ member: m }) => [m.user_id, m.user_info ?? null]),
    );
    conn.ws.send(
      frame(
        'pusher_internal:subscription_succeeded',
        JSON.stringify({ presence: { ids, hash, count: ids.length } }),
        channel,
      ),
    );
    if (!existing)
      this.sendToChannel(
        channel,
        frame('pusher_internal:member_added', JSON.stringify(member), channel),
        conn.id,
      );
  }

  private subscribersOf(channel: string): Set<Connection> {
    let set = this.channels.get(channel);
    if (!set) this.channels.set(channel, (set = new Set()));
    return set;
  }

  private join(conn: Connection, channel: string) {
    conn.channels.add(channel);
    this.subscribersOf(channel).add(conn);
    conn.ws.send(frame('pusher_internal:subscription_succeeded', '{}', channel));
  }

  private unsubscribe(conn: Connection, channel: string) {
    if (!conn.channels.delete(channel)) return;
    const set = this.channels.get(channel);
    set?.delete(conn);
    if (set && set.size === 0) this.channels.delete(channel);
    const member = conn.presence.get(channel);
    if (!member) return;
    conn.presence.delete(channel);
    const members = this.members.get(channel);
    const entry = members?.get(member.user_id);
    if (!members || !entry) return;
    if (--entry.sockets > 0) return;
    // The user's last socket left: announce it once.
    members.delete(member.user_id);
    if (members.size === 0) this.members.delete(channel);
    this.sendToChannel(
      channel,
      frame('pusher_internal:member_removed', JSON.stringify({ user_id: member.user_id }), channel),
    );
  }

  private signin(conn: Connection, data: unknown) {
    const userData = isRecord(data) ? data.user_data : undefined;
    const parsed = typeof userData === 'string' ? tryParse(userData) : undefined;
    const valid =
      isRecord(parsed) &&
      typeof parsed.id === 'string' &&
      parsed.id !== '' &&
      verifyAuthToken(
        this.opts.key,
        this.opts.secret,
        isRecord(data) ? data.auth : undefined,
        userStringToSign(conn.id, userData as string),
      );
    if (!valid) {
      this.error(conn, 4009, 'Connection is unauthorized');
      conn.ws.close(4009, 'Connection is unauthorized');
      return;
    }
    conn.userId = (parsed as { id: string }).id;
    conn.ws.send(frame('pusher:signin_success', { user_data: userData }));
  }

  private clientEvent(conn: Connection, event: string, channel: unknown, data: unknown) {
    if (!this.opts.clientEvents)
      return this.error(conn, 4301, 'Client events are not enabled for this app.');
    if (typeof channel !== 'string' || (!isPrivate(channel) && !isPresence(channel))) {
      return this.error(
        conn,
        4301,
        'Client events are only allowed on private and presence channels.',
      );
    }
    if (!conn.channels.has(channel))
      return this.error(conn, 4009, 'The client is not a member of the channel.');
    if (event.length > 200) return this.error(conn, 4301, 'The event name is too long.');
    const message: RelayedEvent = {
      channels: [channel],
      event,
      data: typeof data === 'string' ? data : JSON.stringify(data ?? {}),
      exceptSocketId: conn.id,
      userId: conn.presence.get(channel)?.user_id,
    };
    if (this.opts.relay) this.opts.relay(message);
    else this.deliver(message);
  }

  /** Sends an event to this process's subscribers of each channel, except the socket that caused it. */
  deliver({ channels, event, data, exceptSocketId, userId }: RelayedEvent) {
    for (const channel of channels) {
      const payload =
        userId === undefined ? { event, channel, data } : { event, channel, data, user_id: userId };
      this.sendToChannel(channel, JSON.stringify(payload), exceptSocketId);
    }
  }

  private sendToChannel(channel: string, text: string, exceptSocketId?: string) {
    const set = this.channels.get(channel);
    if (!set) return;
    for (const conn of set)
      if (conn.id !== exceptSocketId && conn.ws.readyState === WebSocket.OPEN) conn.ws.send(text);
  }

  /** Channel facts for the HTTP API (this process's sockets). */
  channelInfo(channel: string) {
    const subscriptionCount = this.channels.get(channel)?.size ?? 0;
    return {
      occupied: subscriptionCount > 0,
      subscriptionCount,
      userCount: this.members.get(channel)?.size ?? 0,
    };
  }

  occupiedChannels(prefix = ''): string[] {
    return [...this.channels.keys()].filter(
      (c) => c.startsWith(prefix) && !c.startsWith(USER_CHANNEL),
    );
  }

  presenceUsers(channel: string): string[] {
    return [...(this.members.get(channel)?.keys() ?? [])];
  }

  private drop(conn: Connection) {
    if (!this.connections.delete(conn.id)) return;
    for (const channel of [...conn.channels]) this.unsubscribe(conn, channel);
  }

  /** Silent sockets get a ping; one that still says nothing within the grace is told 4201 and closed (pusher-js reconnects). */
  sweep(now: number) {
    const idleAfter = this.limits.activityTimeoutS * 2000;
    const grace = 30_000;
    for (const conn of this.connections.values()) {
      if (conn.pingedAt !== null && now - conn.pingedAt > grace) {
        this.error(conn, 4201, 'Pong reply not received in time');
        conn.ws.close(4201, 'Pong reply not received in time');
        this.drop(conn);
      } else if (conn.pingedAt === null && now - conn.lastSeen > idleAfter) {
        conn.pingedAt = now;
        conn.ws.send(frame('pusher:ping', {}));
      }
    }
  }

  async close() {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    for (const conn of this.connections.values()) conn.ws.close(4200, 'Server closing');
    this.connections.clear();
    this.channels.clear();
    this.members.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `{"user_id": …, "user_info": …}`: the id as a string (pusher-js and Echo key members by it). */
function parseMember(channelData: string): Member | null {
  const parsed = tryParse(channelData);
  if (!isRecord(parsed)) return null;
  const id = parsed.user_id;
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') return null;
  return { user_id: String(id), user_info: parsed.user_info };
}
