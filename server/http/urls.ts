import type { RouteDef } from './router';
import type { RouteArgs, RouteName, RouteParam } from '../../common/routes';

let table = new Map<string, RouteDef>();

/** Called once the route table is built, so redirects can be written by route name. */
export function registerRouteTable(routes: RouteDef[]): void {
  table = new Map(routes.map((r) => [r.name, r]));
}

/**
 * The server's `route()`: a relative URL for a named route. Throws like
 * ziggy-js for an unknown name or a missing or malformed parameter.
 */
export function routeUrl<N extends RouteName>(
  name: N,
  ...args: RouteArgs<N, [query?: Record<string, RouteParam>]>
): string {
  const [params = {}, query = {}] = args as [
    Record<string, RouteParam>?,
    Record<string, RouteParam>?,
  ];
  const def = table.get(name);
  if (!def) throw new Error(`Route '${name}' is not in the route list.`);
  const used = new Set<string>();
  const path = def.path.replace(/\/?\{(\w+)(\?)?\}/g, (segment, key: string, opt?: string) => {
    const value = params[key];
    used.add(key);
    if (value === undefined || value === null) {
      if (opt) return '';
      throw new Error(`'${key}' parameter is required for route '${name}'.`);
    }
    const where = def.wheres[key];
    if (where && !new RegExp(`^(?:${where})$`).test(String(value))) {
      throw new Error(
        `'${key}' parameter '${value}' does not match required format '${where}' for route '${name}'.`,
      );
    }
    return segment.replace(/\{.*\}/, encodeURIComponent(String(value)));
  });
  const rest = Object.entries({
    ...Object.fromEntries(Object.entries(params).filter(([k]) => !used.has(k))),
    ...query,
  });
  const qs = new URLSearchParams(rest.map(([k, v]) => [k, String(v)])).toString();
  return `${path || '/'}${qs ? `?${qs}` : ''}`;
}
