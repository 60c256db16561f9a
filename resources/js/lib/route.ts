import { route as ziggyRoute } from 'ziggy-js';

/**
 * Named routes on the client. The server prints the route table as the global
 * `Ziggy` (protocols §3) before the app script, and ziggy-js reads it from
 * there. Unknown names and missing or malformed parameters throw.
 *
 * Unlike ziggy's own default, URLs are relative unless `absolute` is true:
 * the browser's origin is always right, the configured one may not be
 * (a proxy, 127.0.0.1 vs localhost).
 */
export type RouteParams = Record<string, unknown> | string | number | (string | number)[];

export function route(name: string, params?: RouteParams, absolute = false): string {
  return ziggyRoute(name, params as never, absolute);
}

/**
 * True when the current URL is the named route (ignoring its query). Matched
 * on the path alone: the configured origin (APP_URL) need not be the one in
 * the address bar (127.0.0.1 vs localhost, a proxy).
 */
export function isCurrentRoute(name: string): boolean {
  return ziggyRoute(undefined, undefined, false).current(name);
}

/** Whether a route name exists in the table. */
export function hasRoute(name: string): boolean {
  return ziggyRoute().has(name);
}
