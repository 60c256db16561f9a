import { channelRule, type ChannelRule } from './channelAuth';
import { isSuperAdmin, type Actor } from '../domain/access/permissions';
import { storeChannelName } from '../../common/storeEvents';

/**
 * Who may join which private and presence channel (Laravel's
 * routes/channels.php). They live beside the realtime server rather than in
 * routes/, so /broadcasting/auth's controller reads them without importing
 * the route table above it. Names are without the `private-` / `presence-`
 * prefix; /broadcasting/auth matches them in order, and anything no rule
 * names is refused.
 *
 * Public channels need no rule (anyone may listen): `delivery` carries
 * PackageSent (docs/requirements.md §7).
 */
export const PUBLIC_CHANNELS = ['delivery'] as const;

/** A member of the store's staff, as the store screens require (middleware `store`). */
const worksAt = (actor: Actor, storeId: string) =>
  actor.storeId !== null &&
  storeChannelName(actor.storeId) === `store.${storeId}` &&
  !isSuperAdmin(actor) &&
  !actor.isReferal;

export const channelRules: ChannelRule[] = [
  // A store's screens: only its own accounts and employees. As a presence channel it lists who is on shift at a screen.
  channelRule('store.{storeId}', (actor, { storeId }) =>
    worksAt(actor, storeId) ? { name: actor.name } : false,
  ),
];
