import type { RouteArgs, RouteName, RouteParam } from '../../common/routes';

/**
 * The route table's URL builder (server/http/urls.ts `routeUrl`), as a domain
 * operation that writes a link (an emailed reset or verification link, a
 * signed pay stub or booking link) receives it: as an argument, since the
 * domain does not import the HTTP layer (tests/unit/layering.test.ts).
 */
export type RouteUrl = <N extends RouteName>(
  name: N,
  ...args: RouteArgs<N, [query?: Record<string, RouteParam>]>
) => string;
