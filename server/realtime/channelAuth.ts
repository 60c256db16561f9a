import type { Actor } from '../domain/access/permissions';
import { authToken, channelStringToSign, userStringToSign } from './signatures';

/**
 * Channel authorisation as Laravel does it (routes/channels.php): a rule per
 * channel name pattern, matched after `private-` / `presence-` is stripped,
 * so `store.{storeId}` covers both `private-store.1` and `presence-store.1`.
 * A rule answers false (refused), true, or the member info a presence
 * channel shows of this person.
 */
export type ChannelVerdict = boolean | Record<string, unknown>;
export type ChannelRule = {
  pattern: RegExp;
  params: string[];
  authorize: (actor: Actor, params: Record<string, string>) => ChannelVerdict;
};

/** `store.{storeId}` → a rule whose `{storeId}` matches one dot-free segment. */
export function channelRule(name: string, authorize: ChannelRule['authorize']): ChannelRule {
  const params: string[] = [];
  const source = name
    .split(/(\{\w+\})/)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part);
      if (!param) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(param[1]);
      return '([^.]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), params, authorize };
}

/** The id a person has on presence channels and in sign-in: accounts and employees are different people. */
export const memberId = (actor: Actor) => `${actor.kind}.${actor.id}`;

export interface Keys {
  key: string;
  secret: string;
}

/** The auth endpoint's answer for one channel, or null when this person may not join it (403). */
export function authorizeChannel(
  rules: ChannelRule[],
  keys: Keys,
  actor: Actor,
  socketId: string,
  channel: string,
): Record<string, string> | null {
  const presence = channel.startsWith('presence-');
  if (!presence && !channel.startsWith('private-')) return null;
  const name = channel.replace(/^(private|presence)-/, '');
  for (const rule of rules) {
    const match = rule.pattern.exec(name);
    if (!match) continue;
    const verdict = rule.authorize(
      actor,
      Object.fromEntries(rule.params.map((p, i) => [p, match[i + 1]])),
    );
    if (!verdict) return null;
    if (!presence)
      return { auth: authToken(keys.key, keys.secret, channelStringToSign(socketId, channel)) };
    const channelData = JSON.stringify({
      user_id: memberId(actor),
      user_info: verdict === true ? { name: actor.name } : verdict,
    });
    return {
      auth: authToken(keys.key, keys.secret, channelStringToSign(socketId, channel, channelData)),
      channel_data: channelData,
    };
  }
  return null;
}

/** The sign-in answer (pusher.signin()): who this socket belongs to, signed. */
export function authenticateUser(
  keys: Keys,
  actor: Actor,
  socketId: string,
): Record<string, string> {
  const userData = JSON.stringify({ id: memberId(actor), user_info: { name: actor.name } });
  return {
    auth: authToken(keys.key, keys.secret, userStringToSign(socketId, userData)),
    user_data: userData,
  };
}
