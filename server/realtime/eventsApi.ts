import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { PusherConfig } from '../config';
import type { Hub, RelayedEvent } from './hub';
import { isPresence } from './hub';
import { verifyRequest } from './signatures';

/**
 * The HTTP events API of the official `pusher` SDK (docs/protocols.md §4.6),
 * so the app's own code, a worker or another service can trigger events the
 * way they would on Pusher, Reverb or soketi. Every call is signed with the
 * app secret: it is mounted before the session and CSRF middleware, and the
 * signature (with a timestamp window) is its only way in.
 */

const MAX_CHANNELS = 100;
const MAX_NAME = 200;
const MAX_DATA_BYTES = 10_240;
const MAX_BATCH = 10;

export interface EventsApiOptions {
  config: Pick<PusherConfig, 'appId' | 'key' | 'secret'>;
  hub: Hub;
  /** Sends to every process (the Redis bus) or only this one. */
  publish: (event: RelayedEvent) => void;
}

/** The query string as sent: plain `k=v` pairs only (a repeated or nested name is refused, not guessed at). */
function flatQuery(req: Request): Record<string, string> | null {
  const query = req.originalUrl.split('?')[1] ?? '';
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(query)) {
    if (k in out) return null;
    out[k] = v;
  }
  return out;
}

const fail = (res: Response, status: number, error: string) => res.status(status).json({ error });

type EventInput = {
  name?: unknown;
  data?: unknown;
  channels?: unknown;
  channel?: unknown;
  socket_id?: unknown;
  info?: unknown;
};

/** One event of /events or /batch_events, checked as the SDK and Reverb do; a string is the error. */
function parseEvent(input: EventInput): RelayedEvent | string {
  if (typeof input !== 'object' || input === null) return 'The event must be an object.';
  const channels =
    input.channels !== undefined
      ? input.channels
      : input.channel !== undefined
        ? [input.channel]
        : undefined;
  if (
    !Array.isArray(channels) ||
    channels.length === 0 ||
    channels.some((c) => typeof c !== 'string' || c.length === 0 || c.length > MAX_NAME)
  ) {
    return 'channels must be a list of channel names (at most 200 characters each).';
  }
  if (channels.length > MAX_CHANNELS) return `At most ${MAX_CHANNELS} channels per event.`;
  if (typeof input.name !== 'string' || input.name.length === 0 || input.name.length > MAX_NAME)
    return 'name must be an event name of at most 200 characters.';
  if (typeof input.data !== 'string') return 'data must be a string.';
  if (Buffer.byteLength(input.data) > MAX_DATA_BYTES) return 'data is too large.';
  if (input.socket_id !== undefined && typeof input.socket_id !== 'string')
    return 'socket_id must be a string.';
  return {
    channels: channels as string[],
    event: input.name,
    data: input.data,
    exceptSocketId: input.socket_id as string | undefined,
  };
}

function infoFor(hub: Hub, channels: string[], info: unknown) {
  if (typeof info !== 'string' || !info) return undefined;
  const wanted = new Set(info.split(','));
  return Object.fromEntries(
    channels.map((c) => {
      const facts = hub.channelInfo(c);
      const out: Record<string, number> = {};
      if (wanted.has('subscription_count')) out.subscription_count = facts.subscriptionCount;
      if (wanted.has('user_count') && isPresence(c)) out.user_count = facts.userCount;
      return [c, out];
    }),
  );
}

export function eventsApi({ config, hub, publish }: EventsApiOptions): Router {
  const router = Router();
  // The raw body: body_md5 is computed over exactly the bytes received.
  router.use(express.raw({ type: () => true, limit: '100kb' }));
  router.use('/:appId', signedByTheApp(config));
  router.post('/:appId/events', triggerEvent(hub, publish));
  router.post('/:appId/batch_events', triggerBatch(hub, publish));
  router.get('/:appId/channels', listChannels(hub));
  router.get('/:appId/channels/:channel', showChannel(hub));
  router.get('/:appId/channels/:channel/users', listPresenceUsers(hub));
  // Nothing else lives under /apps: never fall through to the pages (and their sessions).
  router.use((_req, res) => fail(res, 404, 'Not found.'));
  router.use(
    (err: { status?: number; type?: string }, _req: Request, res: Response, _next: unknown) => {
      void _next;
      fail(
        res,
        err.status === 413 ? 413 : 400,
        err.status === 413 ? 'The payload is too large.' : 'The request is not valid.',
      );
    },
  );
  return router;
}

/** This app's id, a flat query and a valid signature (with its timestamp window): the only way in. */
function signedByTheApp(config: EventsApiOptions['config']): RequestHandler {
  return (req, res, next) => {
    if (req.params.appId !== config.appId) return fail(res, 404, 'Unknown app.');
    const query = flatQuery(req);
    if (!query) return fail(res, 400, 'A query parameter is repeated.');
    const body = Buffer.isBuffer(req.body) ? req.body : undefined;
    // The path as the client sent and signed it (this router is mounted at /apps, with no prefix before it).
    const path = req.originalUrl.split('?')[0];
    const verdict = verifyRequest(config.key, config.secret, req.method, path, query, body);
    if (!verdict.ok) return fail(res, 401, verdict.reason);
    res.locals.query = query;
    next();
  };
}

/** The raw body as JSON, or undefined when it is none. */
function json(req: Request): unknown {
  try {
    return Buffer.isBuffer(req.body) && req.body.length
      ? JSON.parse(req.body.toString('utf8'))
      : undefined;
  } catch {
    return undefined;
  }
}

/** POST /events: one event to its channels, with the channels' info when asked for. */
function triggerEvent(hub: Hub, publish: EventsApiOptions['publish']): RequestHandler {
  return (req, res) => {
    const body = json(req) as EventInput | undefined;
    if (!body) return fail(res, 400, 'The body must be JSON.');
    const event = parseEvent(body);
    if (typeof event === 'string') return fail(res, event.includes('too large') ? 413 : 422, event);
    publish(event);
    const channels = infoFor(hub, event.channels, body.info);
    res.json(channels ? { channels } : {});
  };
}

/** POST /batch_events: all of them or none (one bad event refuses the batch), each with its first channel's info when asked for. */
function triggerBatch(hub: Hub, publish: EventsApiOptions['publish']): RequestHandler {
  return (req, res) => {
    const body = json(req) as { batch?: unknown } | undefined;
    if (!body || !Array.isArray(body.batch) || body.batch.length === 0)
      return fail(res, 400, 'batch must be a list of events.');
    if (body.batch.length > MAX_BATCH)
      return fail(res, 413, `At most ${MAX_BATCH} events per batch.`);
    const events: RelayedEvent[] = [];
    for (const item of body.batch as EventInput[]) {
      const event = parseEvent(item);
      if (typeof event === 'string')
        return fail(res, event.includes('too large') ? 413 : 422, event);
      events.push(event);
    }
    for (const event of events) publish(event);
    const wantsInfo = (body.batch as EventInput[]).some((item) => typeof item.info === 'string');
    res.json(
      wantsInfo
        ? {
            batch: events.map(
              (e, i) =>
                infoFor(hub, e.channels, (body.batch as EventInput[])[i].info)?.[e.channels[0]] ??
                {},
            ),
          }
        : {},
    );
  };
}

/** GET /channels: the occupied channels (by prefix), user counts for presence channels only. */
function listChannels(hub: Hub): RequestHandler {
  return (_req, res) => {
    const query = res.locals.query as Record<string, string>;
    const prefix = query.filter_by_prefix ?? '';
    const wantsUsers = (query.info ?? '').split(',').includes('user_count');
    if (wantsUsers && !prefix.startsWith('presence-'))
      return fail(
        res,
        400,
        'user_count is only available for presence channels (filter_by_prefix=presence-).',
      );
    const channels = Object.fromEntries(
      hub
        .occupiedChannels(prefix)
        .map((c) => [c, wantsUsers ? { user_count: hub.channelInfo(c).userCount } : {}]),
    );
    res.json({ channels });
  };
}

/** GET /channels/:channel: whether it is occupied, and the counts asked for. */
function showChannel(hub: Hub): RequestHandler {
  return (req, res) => {
    const query = res.locals.query as Record<string, string>;
    const channel = String(req.params.channel);
    const facts = hub.channelInfo(channel);
    const wanted = new Set((query.info ?? '').split(','));
    if (wanted.has('user_count') && !isPresence(channel))
      return fail(res, 400, 'user_count is only available for presence channels.');
    res.json({
      occupied: facts.occupied,
      ...(wanted.has('user_count') ? { user_count: facts.userCount } : {}),
      ...(wanted.has('subscription_count') ? { subscription_count: facts.subscriptionCount } : {}),
    });
  };
}

/** GET /channels/:channel/users: a presence channel's members. */
function listPresenceUsers(hub: Hub): RequestHandler {
  return (req, res) => {
    const channel = String(req.params.channel);
    if (!isPresence(channel))
      return fail(res, 400, 'Users can only be listed for presence channels.');
    res.json({ users: hub.presenceUsers(channel).map((id) => ({ id })) });
  };
}
