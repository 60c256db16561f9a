import { z } from 'zod';

/** What pusher-js posts to the auth endpoints (form-encoded), checked as the protocol defines them (docs/protocols.md §4.1, §4.3). */
const socketId = z
  .string({ error: 'The socket id is missing.' })
  .regex(/^\d{1,20}\.\d{1,20}$/, 'The socket id is not valid.');

export const channelAuthSchema = z.object({
  socket_id: socketId,
  channel_name: z
    .string({ error: 'The channel name is missing.' })
    .max(200, 'The channel name may be at most 200 characters.')
    .regex(/^[A-Za-z0-9_\-=@,.;]+$/, 'The channel name is not valid.'),
});

export const userAuthSchema = z.object({ socket_id: socketId });
