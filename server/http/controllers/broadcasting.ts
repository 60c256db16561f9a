import type { Request, Response } from 'express';
import { channelRules } from '../../realtime/channels';
import { authenticateUser, authorizeChannel } from '../../realtime/channelAuth';
import { forbidden } from '../errors';
import { validate } from '../validate';
import { channelAuthSchema, userAuthSchema } from '../validators/broadcasting';

/**
 * The auth endpoints pusher-js calls (Laravel's /broadcasting/auth and
 * /broadcasting/user-auth): the signed-in session decides, the answer is
 * signed with the app secret. A refusal is a 403, as in Laravel.
 */
export async function auth(req: Request, res: Response) {
  const input = validate(channelAuthSchema, req.body);
  const answer = authorizeChannel(
    channelRules,
    req.ctx.config.pusher,
    req.actor!,
    input.socket_id,
    input.channel_name,
  );
  if (!answer) throw forbidden();
  res.json(answer);
}

export async function userAuth(req: Request, res: Response) {
  const input = validate(userAuthSchema, req.body);
  res.json(authenticateUser(req.ctx.config.pusher, req.actor!, input.socket_id));
}
