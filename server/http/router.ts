import {
  Router,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
  type NextFunction,
} from 'express';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Handler = (req: Request, res: Response, next: NextFunction) => unknown;

/**
 * A middleware token: 'auth', 'guest', 'store', 'can:view employees',
 * 'role:super admin', 'referral', 'throttle:login'. Tokens keep the table
 * readable and are listed in the Ziggy export like Laravel's middleware names.
 */
export type MiddlewareToken = string;

export interface RouteDef {
  name: string;
  method: Method;
  /** Laravel-style path: `/dashboard/employees/{employee}/edit`, `{param?}` optional. */
  path: string;
  handler: Handler;
  middleware: MiddlewareToken[];
  /** Parameter patterns, regex source without anchors (`{ employee: '[0-9]+' }`). */
  wheres: Record<string, string>;
}

interface RouteOptions {
  middleware?: MiddlewareToken[];
  wheres?: Record<string, string>;
}

/**
 * An id as the database stores it: an integer from 1 to 2147483647 (int4),
 * without leading zeros. Anything else in an id's place is a 404, never a
 * query the database refuses (2147483648, or 400 digits that read as Infinity).
 */
// One group around the alternatives: Ziggy tests `^${where}$` without adding one.
export const ID_PATTERN =
  '(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])';

/** Every parameter is a numeric id unless the route names another pattern (tokens, hashes). */
export function route(
  method: Method,
  path: string,
  name: string,
  handler: Handler,
  opts: RouteOptions = {},
): RouteDef {
  const wheres: Record<string, string> = {};
  for (const [, param] of path.matchAll(/\{(\w+)\??\}/g)) wheres[param] = ID_PATTERN;
  return {
    name,
    method,
    path,
    handler,
    middleware: opts.middleware ?? [],
    wheres: { ...wheres, ...opts.wheres },
  };
}

export const get = (path: string, name: string, handler: Handler, opts?: RouteOptions) =>
  route('get', path, name, handler, opts);
export const post = (path: string, name: string, handler: Handler, opts?: RouteOptions) =>
  route('post', path, name, handler, opts);
export const put = (path: string, name: string, handler: Handler, opts?: RouteOptions) =>
  route('put', path, name, handler, opts);
export const patch = (path: string, name: string, handler: Handler, opts?: RouteOptions) =>
  route('patch', path, name, handler, opts);
export const del = (path: string, name: string, handler: Handler, opts?: RouteOptions) =>
  route('delete', path, name, handler, opts);

/** Middleware applied to a group, not repeated per route (docs/architecture.md "Conventions" 2). */
export function group(
  opts: { prefix?: string; middleware?: MiddlewareToken[] },
  routes: RouteDef[],
): RouteDef[] {
  // A parameter in the prefix is a numeric id too, unless the route names its pattern (the kiosk's token).
  const prefixWheres = Object.fromEntries(
    [...(opts.prefix ?? '').matchAll(/\{(\w+)\??\}/g)].map(([, param]) => [param, ID_PATTERN]),
  );
  return routes.map((r) => ({
    ...r,
    path: `${opts.prefix ?? ''}${r.path}`.replace(/\/$/, '') || '/',
    middleware: [...(opts.middleware ?? []), ...r.middleware],
    wheres: { ...prefixWheres, ...r.wheres },
  }));
}

/** `{employee}` → `:employee`, `{page?}` → `{:page}` (path-to-regexp 8 optional syntax). */
export function expressPath(path: string): string {
  return path.replace(/\/\{(\w+)\?\}/g, '{/:$1}').replace(/\{(\w+)\}/g, ':$1');
}

export type MiddlewareResolver = (token: MiddlewareToken) => RequestHandler;

/**
 * Mounts every route; a parameter that breaks its pattern falls through to 404, as in Laravel.
 * `matched` runs once a route matched, before its middleware (the Inertia version check), so
 * an unknown URL is a 404 whatever the request carries.
 */
export function mountRoutes(
  app: Express,
  routes: RouteDef[],
  resolve: MiddlewareResolver,
  matched: RequestHandler[] = [],
): void {
  const names = new Set<string>();
  // Routes without parameters are found by method and path in one lookup, each in a router of its own;
  // Express would otherwise try every route before it in turn on every request (~1 µs each).
  const fixed = new Map<string, Router>();
  const parameterised: (() => void)[] = [];
  for (const r of routes) {
    if (names.has(r.name)) throw new Error(`Duplicate route name: ${r.name}`);
    names.add(r.name);
    const patterns = Object.entries(r.wheres).map(
      ([param, where]) => [param, new RegExp(`^(?:${where})$`)] as const,
    );
    const checkPatterns: RequestHandler = (req, _res, next) => {
      for (const [param, re] of patterns) {
        const value = req.params[param];
        if (value !== undefined && !re.test(String(value))) return next('route');
      }
      next();
    };
    const named: RequestHandler = (_req, res, next) => {
      res.locals.routeName = r.name;
      next();
    };
    const handlers: RequestHandler[] = [
      checkPatterns,
      named,
      ...matched,
      ...r.middleware.map(resolve),
      r.handler as RequestHandler,
    ];
    if (r.path.includes('{')) {
      parameterised.push(() => app[r.method](expressPath(r.path), ...handlers));
    } else {
      const key = fixedKey(r.method.toUpperCase(), r.path);
      const router = fixed.get(key) ?? Router();
      router[r.method](expressPath(r.path), ...handlers);
      fixed.set(key, router);
    }
  }
  app.use((req, res, next) => {
    const router = fixed.get(fixedKey(req.method === 'HEAD' ? 'GET' : req.method, req.path));
    if (router) router(req, res, next);
    else next();
  });
  for (const mount of parameterised) mount();
}

/** Express matches paths case-insensitively and with an optional trailing slash; so does the lookup. */
function fixedKey(method: string, path: string): string {
  return `${method} ${path.toLowerCase().replace(/\/+$/, '') || '/'}`;
}

export interface ZiggyConfig {
  url: string;
  port: number | null;
  defaults: Record<string, string | number>;
  routes: Record<
    string,
    { uri: string; methods: string[]; wheres?: Record<string, string>; parameters?: string[] }
  >;
}

/** The route table in Ziggy's format (docs/protocols.md §3): uri without a leading slash, GET implies HEAD. */
export function toZiggy(routes: RouteDef[], url: string): ZiggyConfig {
  const out: ZiggyConfig['routes'] = {};
  for (const r of routes) {
    const uri = r.path === '/' ? '/' : r.path.replace(/^\//, '');
    const parameters = [...r.path.matchAll(/\{(\w+)\??\}/g)].map((m) => m[1]);
    out[r.name] = {
      uri,
      methods: r.method === 'get' ? ['GET', 'HEAD'] : [r.method.toUpperCase()],
      ...(Object.keys(r.wheres).length ? { wheres: r.wheres } : {}),
      ...(parameters.length ? { parameters } : {}),
    };
  }
  const parsed = new URL(url);
  return {
    url: url.replace(/\/$/, ''),
    port: parsed.port ? Number(parsed.port) : null,
    defaults: {},
    routes: out,
  };
}
