import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import Pusher from 'pusher-js';
import WebSocket from 'ws';
import type { Client } from './app';
import { serveRealtime } from '../../server/realtime/realtime';

/** An app listening on a loopback port with its realtime served (what main.ts does). */
export async function listen(
  app: Express,
): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const realtime = serveRealtime(app, server);
  return {
    server,
    port: (server.address() as { port: number }).port,
    async close() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A frame as the server sent it, with `data` parsed when it is a JSON string (as pusher-js does). */
export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

/** A raw protocol socket: every frame it receives is queued for `next`. */
export class RawSocket {
  readonly frames: Frame[] = [];
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  closed: Promise<{ code: number; reason: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      if (typeof frame.data === 'string') {
        try {
          frame.data = JSON.parse(frame.data);
        } catch {
          /* a plain string */
        }
      }
      const waiter = this.waiters.find((w) => w.match(frame));
      if (waiter) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      } else this.frames.push(frame);
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static async open(
    port: number,
    path: string,
    headers: Record<string, string> = {},
  ): Promise<RawSocket> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
    const socket = new RawSocket(ws);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return socket;
  }

  /** The next frame matching (an event name or a predicate), already received or to come. */
  next(match: string | ((f: Frame) => boolean), timeoutMs = 5_000): Promise<Frame> {
    const test = typeof match === 'string' ? (f: Frame) => f.event === match : match;
    const queued = this.frames.findIndex(test);
    if (queued >= 0) return Promise.resolve(this.frames.splice(queued, 1)[0]);
    return new Promise((resolve, reject) => {
      const waiter = { match: test, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        if (!this.waiters.includes(waiter)) return;
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(
          new Error(
            `no ${typeof match === 'string' ? match : 'matching'} frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`,
          ),
        );
      }, timeoutMs);
    });
  }

  send(event: string, data: unknown, channel?: string) {
    this.ws.send(
      JSON.stringify(channel === undefined ? { event, data } : { event, channel, data }),
    );
  }

  /** Connects and returns the socket id from pusher:connection_established. */
  async established(): Promise<string> {
    const frame = await this.next('pusher:connection_established');
    return (frame.data as { socket_id: string }).socket_id;
  }

  close() {
    this.ws.close();
  }
}

/**
 * A pusher-js client in Node, authorising through the app's own
 * /broadcasting endpoints with the signed-in client's session cookie and
 * XSRF token (pusher-js's Node XHR may not set a Cookie header, so the
 * request is made by the test client, as the browser would make it).
 */
export function pusherClient(key: string, port: number, who?: Client): Pusher {
  const post = async (url: string, form: Record<string, string>) => {
    if (!who) throw new Error('no session');
    const res = await who.agent
      .post(url)
      .set({
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-XSRF-TOKEN': who.xsrf,
      })
      .type('form')
      .send(form);
    if (res.status !== 200)
      throw Object.assign(new Error(`${url} answered ${res.status}`), { status: res.status });
    return res.body;
  };
  return new Pusher(key, {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        post('/broadcasting/auth', { socket_id: socketId, channel_name: channelName }).then(
          (body) => callback(null, body),
          (err: Error) => callback(err, null),
        );
      },
    },
    userAuthentication: {
      customHandler: ({ socketId }, callback) => {
        post('/broadcasting/user-auth', { socket_id: socketId }).then(
          (body) => callback(null, body),
          (err: Error) => callback(err, null),
        );
      },
    },
  });
}

/** Resolves once pusher-js reports the channel subscribed; rejects with the subscription error. */
export function subscribed(pusher: Pusher, channelName: string): Promise<void> {
  const channel = pusher.subscribe(channelName);
  return new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (err: unknown) =>
      reject(Object.assign(new Error('subscription refused'), { detail: err })),
    );
  });
}

/** The next `event` on a subscribed channel. */
export function received<T = unknown>(
  pusher: Pusher,
  channelName: string,
  event: string,
  timeoutMs = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const channel = pusher.channel(channelName);
    const timer = setTimeout(
      () => reject(new Error(`${event} did not arrive on ${channelName}`)),
      timeoutMs,
    );
    const handler = (data: T) => {
      clearTimeout(timer);
      channel.unbind(event, handler);
      resolve(data);
    };
    channel.bind(event, handler);
  });
}

export function connected(pusher: Pusher): Promise<void> {
  return new Promise((resolve, reject) => {
    if (pusher.connection.state === 'connected') return resolve();
    pusher.connection.bind('connected', () => resolve());
    pusher.connection.bind('failed', () => reject(new Error('pusher-js could not connect')));
  });
}
