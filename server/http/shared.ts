import type { Request } from 'express';
import { homeRouteFor, menuFor } from '../../common/menu';
import { isSuperAdmin, type Actor } from '../domain/access/permissions';
import { storeChannelName } from '../../common/storeEvents';
import { realtimeClientOptions } from '../realtime/realtime';
import type { AuthUser, SharedProps } from '../../common/shared';
import { requestLocale } from './locale';
import { speakAll } from '../../common/said';
import { translator } from '../services/i18n';

interface ActorProps {
  user: AuthUser;
  menu: ReturnType<typeof menuFor>;
  home: ReturnType<typeof homeRouteFor>;
}

/**
 * What the shared props hold of an actor, built once per actor object: the
 * cache (server/cache) hands out the same object until the actor changes, so
 * the menu is not rebuilt on every visit. Treated as read-only.
 */
const actorProps = new WeakMap<Actor, ActorProps>();

function propsOf(actor: Actor): ActorProps {
  let props = actorProps.get(actor);
  if (!props) {
    props = {
      user: {
        id: actor.id,
        name: actor.name,
        avatar_url: actor.avatarUrl,
        roles: actor.roles.map((name) => ({ name })),
        is_referal: actor.isReferal,
        permissions: actor.permissions,
      },
      menu: menuFor(actor),
      home: homeRouteFor(actor),
    };
    actorProps.set(actor, props);
  }
  return props;
}

/** The store channel of store staff (the store screens' middleware `store`); platform and referral accounts have none. */
const storeChannelOf = (req: Request) =>
  req.store && req.actor && !isSuperAdmin(req.actor) && !req.actor.isReferal
    ? storeChannelName(req.store.id)
    : null;

function storeSwitcher(req: Request): SharedProps['store_switcher'] {
  const list = req.teamStores ?? [];
  if (list.length < 2 || !req.store || !req.actor || isSuperAdmin(req.actor) || req.actor.isReferal)
    return [];
  return list.map((s) => ({ id: s.id, name: s.name, current: s.id === req.store!.id }));
}

/**
 * Props every page receives (docs/requirements.md §3 "Shared page props"). auth.user is
 * shaped field by field: nothing else about the account reaches the browser.
 */
export function sharedProps(req: Request, appName: string): SharedProps {
  const actor = req.actor ? propsOf(req.actor) : null;
  return {
    app: { name: appName },
    auth: { user: actor?.user ?? null },
    // Beside the zone, the region: the page writes numbers and dates the store's way (resources/js/lib/localeFormat.ts).
    store: req.store
      ? { name: req.store.name, timezone: req.store.timezone, region: req.store.region }
      : null,
    // The header's store switcher: only for an account with more than one store (a team's); the cached actor carries the list.
    store_switcher: storeSwitcher(req),
    station_name: req.station?.name ?? null,
    logo: '/logo.svg',
    menu: actor?.menu ?? [],
    home: actor?.home ?? null,
    // Where Echo connects, and the store channel useStoreEvents listens on; guests' pages load no socket client at all.
    realtime: req.actor
      ? { ...realtimeClientOptions(req.ctx.config.pusher), channel: storeChannelOf(req) }
      : null,
    account: req.accountNotice ?? null,
    locale: requestLocale(req),
  };
}

/**
 * A page in its reader's language: every sentence by key in it (a flash, a field's error, a note a
 * presenter passed on) is spoken as the page renders (common/said.ts), so a flash set just before a
 * language switch (the profile's) reads in the new language.
 */
export const spokenPage = <T>(req: Request, page: T): T =>
  speakAll(page, translator(requestLocale(req)));
