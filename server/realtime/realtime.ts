import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Router } from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { PusherConfig } from '../config';
import { Hub, type HubLimits, type RelayedEvent } from './hub';
import { eventsApi } from './eventsApi';
import { signRequest } from './signatures';
import { setBroadcaster, type Broadcaster } from './storeEvents';

/**
 * One process's realtime: the embedded socket server (hub), its HTTP events
 * API, and the broadcaster notifyStore uses. With Redis every event goes
 * through one pub/sub channel and each process delivers it to its own
 * sockets, so a write on one process reaches a browser connected to another.
 * With PUSHER_HOST the sockets live on that service and events go to its
 * HTTP API; this process serves none.
 */
export interface Realtime {
  config: PusherConfig;
  hub: Hub;
  /** Where notifyStore's events go: this server (and its peers), or the hosted one. */
  broadcaster: Broadcaster;
  /** The events API router, mounted at /apps (embedded only). */
  api: Router | null;
  /** Resolves once the Redis subscription is live (at once without Redis). */
  ready: Promise<void>;
  /** Serves sockets on the server's /app/{key} upgrades, and starts the idle sweep. */
  attach(server: Server): void;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  config: PusherConfig;
  logger?: Logger;
  redis?: Redis;
  /** Namespace of the pub/sub channel, so apps sharing a Redis do not hear each other. */
  redisPrefix?: string;
  limits?: Partial<HubLimits>;
}

export function createRealtime({
  config,
  logger,
  redis,
  redisPrefix = 'chairside:',
  limits,
}: RealtimeOptions): Realtime {
  const topic = `${redisPrefix}realtime:${config.appId}`;
  const subscriber = config.embedded && redis ? redis.duplicate() : null;

  let publish: (event: RelayedEvent) => void;
  const hub = new Hub({
    key: config.key,
    secret: config.secret,
    clientEvents: config.clientEvents,
    allowedOrigins: config.allowedOrigins,
    logger,
    relay: (event) => publish(event),
    limits,
  });
  publish = (event) => hub.deliver(event);

  let ready = Promise.resolve();
  if (subscriber && redis) {
    subscriber.on('message', (channel, text) => {
      if (channel !== topic) return;
      try {
        hub.deliver(JSON.parse(text) as RelayedEvent);
      } catch (err) {
        logger?.warn({ err }, 'realtime: an unreadable message on the Redis bus');
      }
    });
    ready = subscriber.subscribe(topic).then(() => undefined);
    publish = (event) => {
      // Redis down: this process's own sockets still hear it.
      redis.publish(topic, JSON.stringify(event)).catch((err: unknown) => {
        logger?.warn({ err }, 'realtime: Redis publish failed, delivering to this process only');
        hub.deliver(event);
      });
    };
  }

  const broadcaster: Broadcaster = config.embedded
    ? {
        publish: async (channels, event, data) =>
          publish({ channels, event, data: JSON.stringify(data) }),
      }
    : hostedBroadcaster(config);

  type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  const upgradeHandlers = new Map<Server, UpgradeHandler>();
  return {
    config,
    hub,
    broadcaster,
    api: config.embedded ? eventsApi({ config, hub, publish: (event) => publish(event) }) : null,
    ready,
    attach(server) {
      if (!config.embedded || upgradeHandlers.has(server)) return;
      const onUpgrade: UpgradeHandler = (req, socket, head) => {
        // Not a Pusher path: leave it to another upgrade handler, or hang up when there is none.
        if (!hub.handleUpgrade(req, socket, head) && server.listenerCount('upgrade') === 1)
          socket.destroy();
      };
      server.on('upgrade', onUpgrade);
      upgradeHandlers.set(server, onUpgrade);
      hub.start();
    },
    async close() {
      for (const [server, handler] of upgradeHandlers) server.off('upgrade', handler);
      upgradeHandlers.clear();
      await hub.close();
      if (subscriber) subscriber.disconnect();
    },
  };
}

/**
 * Events to a hosted Pusher, Reverb or soketi through its HTTP API, signed as
 * the official SDK signs them (100 channels per call at most).
 */
export function hostedBroadcaster(config: PusherConfig, timeoutMs = 5_000): Broadcaster {
  const base = `${config.scheme}://${config.host}:${config.port}`;
  const path = `/apps/${config.appId}/events`;
  return {
    async publish(channels, event, data) {
      for (let i = 0; i < channels.length; i += 100) {
        const body = JSON.stringify({
          name: event,
          channels: channels.slice(i, i + 100),
          data: JSON.stringify(data),
        });
        const query = signRequest(config.key, config.secret, 'POST', path, body);
        const res = await fetch(`${base}${path}?${query}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok)
          throw new Error(
            `Pusher HTTP API answered ${res.status}: ${(await res.text()).slice(0, 200)}`,
          );
      }
    },
  };
}

/**
 * Serves this app's realtime on a listening http server (main.ts, browser
 * tests, protocol tests): socket upgrades, and notifyStore's events go to it.
 */
export function serveRealtime(app: { locals: Record<string, unknown> }, server: Server): Realtime {
  const realtime = app.locals.realtime as Realtime;
  realtime.attach(server);
  setBroadcaster(realtime.broadcaster);
  return realtime;
}

/** What the browser needs to connect (shared prop `realtime`): from the configuration, never from the request's Host header. */
export interface RealtimeClientOptions {
  key: string;
  host: string;
  port: number;
  scheme: 'http' | 'https';
}

const clientOptionsOf = new WeakMap<PusherConfig, RealtimeClientOptions>();

export function realtimeClientOptions(config: PusherConfig): RealtimeClientOptions {
  let options = clientOptionsOf.get(config);
  if (!options)
    clientOptionsOf.set(
      config,
      (options = { key: config.key, host: config.host, port: config.port, scheme: config.scheme }),
    );
  return options;
}
