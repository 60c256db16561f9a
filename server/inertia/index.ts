import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { buildPage, type Page } from './page';
import { renderDocument } from './html';
import type { Assets } from './assets';
import type { ErrorBags } from './session';
import type { PropInput } from './props';
import type { NoProps, PageName, Pages } from '../../common/pages';

export { always, optional, defer, merge } from './props';
export type { Page } from './page';

export interface RenderOptions {
  status?: number;
  /** The <title> of a first visit; the client keeps it in step with <Head>. Defaults from the component name. */
  title?: string;
}

/**
 * The props a render passes for page K: each of the page's props (common/pages.ts)
 * as a value, a function or a prop kind, plus `errors` for a page answered
 * without a redirect (a 429 sign-in).
 */
export type RenderProps<K extends PageName> = (Pages[K] extends NoProps
  ? unknown
  : { [P in keyof Pages[K]]: PropInput<Pages[K][P]> }) & { errors?: Record<string, string> };

declare global {
  namespace Express {
    interface Request {
      isInertia: boolean;
    }
    interface Response {
      /** Renders an Inertia page: HTML on a first visit, the page object on an Inertia visit. */
      inertia<K extends PageName>(
        component: K,
        ...args: NoProps extends Pages[K]
          ? [props?: RenderProps<K>, options?: RenderOptions]
          : [props: RenderProps<K>, options?: RenderOptions]
      ): Promise<void>;
      /** A full-page visit to `url` (external or non-Inertia destinations). */
      inertiaLocation(url: string): void;
    }
  }
}

export interface InertiaOptions {
  assets: () => Assets;
  appName: string;
  share: (req: Request, res: Response) => object | Promise<object>;
  ziggy: (req: Request) => unknown;
  /** Says every sentence by key in the page (its props, flash and errors) in the reader's language as it renders. */
  localize?: <T>(req: Request, page: T) => T;
  /** Lets the development server pass the document through Vite (HMR preamble). */
  transformHtml?: (url: string, html: string) => Promise<string>;
}

/** "Admin/Employees/Index" → "Employees", "Auth/Login" → "Login". */
export function titleFromComponent(component: string): string {
  const parts = component
    .split('/')
    .filter((p) => p !== 'Admin' && p !== 'Auth' && p !== 'Customer');
  const last = parts.at(-1) ?? component;
  const name = last === 'Index' && parts.length > 1 ? parts.at(-2)! : last;
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
}

/** First-message-per-field errors, nested under their bag when the visit named one (checklist I52–54). */
function errorsProp(bags: ErrorBags | undefined): Record<string, unknown> {
  if (!bags) return {};
  const { default: plain = {}, ...named } = bags;
  return { ...plain, ...named };
}

/** This URL on APP_URL: the Host header is the client's to choose, so it never names where to go. */
export function absoluteUrl(req: Request): string {
  return `${req.ctx.config.appUrl}${req.originalUrl}`;
}

/**
 * The asset-version check (checklist C17–C21), mounted by the router on GET
 * routes after the path matched: an unknown URL stays a 404 whatever version
 * the client has (C20). Flash and errors stay in the session for the reload.
 */
export function assetVersionCheck(assets: () => Assets): RequestHandler {
  return (req, res, next) => {
    if (!req.isInertia || req.method !== 'GET') return next();
    const version = assets().version ?? '';
    if ((req.get('X-Inertia-Version') ?? '') === version) return next();
    res.status(409).set('X-Inertia-Location', absoluteUrl(req));
    if (version) res.set('X-Inertia-Version', version);
    res.end();
  };
}

/**
 * The server half of the Inertia 3 protocol (docs/protocols.md §1–2):
 * 303 rewrite, fragment redirects, render, location (the version check is
 * assetVersionCheck, run once a route matched).
 * Kept whole: res.inertia and res.location close over one request, as the protocol reads in order.
 */
export function inertia(options: InertiaOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const assets = options.assets();
    req.isInertia = req.get('X-Inertia') !== undefined;
    // Every answer varies on X-Inertia (checklist A4); set directly unless something already said Vary.
    if (res.getHeader('Vary') === undefined) res.setHeader('Vary', 'X-Inertia');
    else res.vary('X-Inertia');

    const redirect = res.redirect.bind(res) as (status: number, url: string) => void;
    res.redirect = ((a: number | string, b?: number | string) => {
      let status = typeof a === 'number' ? a : typeof b === 'number' ? b : 302;
      const url = String(typeof a === 'string' ? a : b);
      if (req.isInertia && url.includes('#') && req.get('Purpose') !== 'prefetch') {
        // XHR drops the #fragment of a Location; the client re-visits it itself.
        res.status(409).set('X-Inertia-Redirect', url).end();
        return;
      }
      if (req.isInertia && status === 302 && ['PUT', 'PATCH', 'DELETE'].includes(req.method))
        status = 303;
      redirect(status, url);
    }) as Response['redirect'];

    res.inertiaLocation = (url: string) => {
      if (req.isInertia) res.status(409).set('X-Inertia-Location', url).end();
      else redirect(302, url);
    };

    res.inertia = async (
      component: PageName,
      props: Record<string, unknown> = {},
      renderOptions: RenderOptions = {},
    ) => {
      if (!req.isInertia && !req.accepts('html')) {
        res.status(406).type('text').send('Not Acceptable');
        return;
      }
      const session = req.session;
      // A prefetch (Inertia's, or the service worker warming the station's pages) is only cached: one-time data
      // (flash, errors) is neither taken from the session nor put in it, so the real visit shows it, and once.
      const consume = req.get('Purpose') !== 'prefetch';
      const flash = { ...((consume && session?.flash) || {}) };
      const errors = errorsProp(consume ? session?.errors : undefined);
      if (session && consume) {
        delete session.flash;
        delete session.errors;
      }
      const shared = await options.share(req, res);
      const built: Page = await buildPage({
        req,
        component,
        // Flash goes at page level only (checklist B14): the client keeps it out of history, so Back never replays it.
        shared: { ...shared, errors },
        props,
        version: assets.version,
        flash,
      });
      const page = options.localize ? options.localize(req, built) : built;
      res.status(renderOptions.status ?? 200);
      if (req.isInertia) {
        // Straight to the socket: Express's send() would look up the charset, check freshness and measure again.
        const json = JSON.stringify(page);
        res.setHeader('X-Inertia', 'true');
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Content-Length', Buffer.byteLength(json));
        res.end(json);
        return;
      }
      let html = renderDocument({
        page,
        title: `${renderOptions.title ?? titleFromComponent(component)} - ${options.appName}`,
        appName: options.appName,
        assetTags: assets.tags,
        ziggy: options.ziggy(req),
        nonce: res.locals.cspNonce ?? '',
      });
      if (options.transformHtml) html = await options.transformHtml(req.originalUrl, html);
      res.type('html').send(html);
    };
    next();
  };
}
