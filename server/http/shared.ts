import type { Request } from 'express';
import { homeRouteFor, menuFor } from '../../common/menu';
import type { Actor } from '../domain/access/permissions';

interface ActorProps {
  user: Record<string, unknown>;
  menu: ReturnType<typeof menuFor>;
  home: string;
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

/**
 * Props every page receives (spec §3 "Shared page props"). auth.user is
 * shaped field by field: nothing else about the account reaches the browser.
 */
export function sharedProps(req: Request, appName: string): Record<string, unknown> {
  const actor = req.actor ? propsOf(req.actor) : null;
  return {
    app: { name: appName },
    auth: { user: actor?.user ?? null },
    store: req.store ? { name: req.store.name, timezone: req.store.timezone } : null,
    station_name: req.station?.name ?? null,
    logo: '/logo.svg',
    menu: actor?.menu ?? [],
    home: actor?.home ?? null,
  };
}
