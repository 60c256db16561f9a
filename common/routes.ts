import type { RouteName, RouteParam, RouteParameters } from './routeNames';

export type { RouteName, RouteParam, RouteParameters };

/** Whether a route has a path parameter it cannot go without. */
type HasRequired<N extends RouteName> =
  Record<never, never> extends RouteParameters[N] ? false : true;

/** A route's path parameters by name; any other key becomes a query parameter. */
export type RouteParamsObject<N extends RouteName> = RouteParameters[N] &
  Record<string, RouteParam>;

/**
 * The arguments after a route's name: the parameters object is required when
 * the route has a required path parameter (`employees.edit` needs `employee`).
 */
export type RouteArgs<N extends RouteName, Rest extends unknown[] = []> =
  HasRequired<N> extends true
    ? [params: RouteParamsObject<N>, ...Rest]
    : [params?: RouteParamsObject<N>, ...Partial<Rest>];

/** Routes without a required path parameter: what a menu entry or a home can name. */
export type PlainRouteName = {
  [N in RouteName]: HasRequired<N> extends true ? never : N;
}[RouteName];
