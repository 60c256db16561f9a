import { route as ziggyRoute } from 'ziggy-js';
import type { RouteName, RouteParameters } from '@common/routes';

type Param = string | number;
type RequiredKeys<N extends RouteName> = {
  [K in keyof RouteParameters[N]]-?: Record<never, never> extends Pick<RouteParameters[N], K>
    ? never
    : K;
}[keyof RouteParameters[N]];

/**
 * What ziggy takes after the name: the parameters by name (other keys become
 * the query), or, for a route with exactly one required parameter, its value
 * alone. Required when the route has a required parameter, so
 * `route('employees.edit')` does not compile (common/routeNames.ts).
 */
export type RouteParams<N extends RouteName = RouteName> =
  (RouteParameters[N] & Record<string, unknown>) | SingleValue<N>;
type SingleValue<N extends RouteName> = [RequiredKeys<N>] extends [never]
  ? never
  : IsUnion<RequiredKeys<N>> extends true
    ? never
    : Param;
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

type Args<N extends RouteName> = [RequiredKeys<N>] extends [never]
  ? [params?: RouteParams<N>, absolute?: boolean]
  : [params: RouteParams<N>, absolute?: boolean];

/**
 * Named routes on the client. The server prints the route table as the global
 * `Ziggy` (protocols §3) before the app script, and ziggy-js reads it from
 * there. Unknown names and missing or malformed parameters throw.
 *
 * Unlike ziggy's own default, URLs are relative unless `absolute` is true:
 * the browser's origin is always right, the configured one may not be
 * (a proxy, 127.0.0.1 vs localhost).
 */
export function route<N extends RouteName>(
  name: N,
  ...[params, absolute = false]: Args<N>
): string {
  return ziggyRoute(name, params as never, absolute);
}

/**
 * True when the current URL is the named route (ignoring its query). Matched
 * on the path alone: the configured origin (APP_URL) need not be the one in
 * the address bar (127.0.0.1 vs localhost, a proxy).
 */
export function isCurrentRoute(name: RouteName): boolean {
  return ziggyRoute(undefined, undefined, false).current(name);
}

/** Whether a route name exists in the table. */
export function hasRoute(name: string): boolean {
  return ziggyRoute().has(name);
}
