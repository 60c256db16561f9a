import type { Request } from 'express';
import { homeRouteFor, menuFor } from '../../common/menu';

/**
 * Props every page receives (spec §3 "Shared page props"). auth.user is
 * shaped field by field: nothing else about the account reaches the browser.
 */
export function sharedProps(req: Request, appName: string): Record<string, unknown> {
  const actor = req.actor;
  return {
    app: { name: appName },
    auth: {
      user: actor
        ? {
            id: actor.id,
            name: actor.name,
            avatar_url: actor.avatarUrl,
            roles: actor.roles.map((name) => ({ name })),
            is_referal: actor.isReferal,
            permissions: actor.permissions,
          }
        : null,
    },
    store: req.store ? { name: req.store.name, timezone: req.store.timezone } : null,
    station_name: req.station?.name ?? null,
    logo: '/logo.svg',
    menu: menuFor(actor),
    home: actor ? homeRouteFor(actor) : null,
  };
}
