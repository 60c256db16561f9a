import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { buildPage, type Page } from './page';
import { renderDocument } from './html';
import type { Assets } from './assets';
import type { ErrorBags } from './session';

export { always, optional, defer, merge } from './props';
export type { Page } from './page';

export interface RenderOptions {
  status?: number;
  /** The <title> of a first visit; the client keeps it in step with <Head>. Defaults from the component name. */
  title?: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      isInertia: boolean;
    }
    interface Response {
      /** Renders an Inertia page: HTML on a first visit, the page object on an Inertia visit. */
      inertia(component: string, props?: Record<string, unknown>, options?: RenderOptions): Promise<void>;
      /** A full-page visit to `url` (external or non-Inertia destinations). */
      inertiaLocation(url: string): void;
    }
  }
}

export interface InertiaOptions {
  assets: () => Assets;
  appName: string;
  share: (req: Request, res: Response) => Record<string, unknown> | Promise<Record<string, unknown>>;
  ziggy: (req: Request) => unknown;
  /** Lets the development server pass the document through Vite (HMR preamble). */
  transformHtml?: (url: string, html: string) => Promise<string>;
}

/** "Admin/Employees/Index" → "Employees", "Auth/Login" → "Login". */
export function titleFromComponent(component: string): string {
  const parts = component.split('/').filter((p) => p !== 'Admin' && p !== 'Auth' && p !== 'Customer');
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

export function absoluteUrl(req: Request): string {
  return `${req.protocol}://${req.get('host')}${req.originalUrl}`;
}

/**
 * The server half of the Inertia 3 protocol (notes/protocols.md §1–2):
 * version check, 303 rewrite, fragment redirects, render, location.
 */
export function inertia(options: InertiaOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const assets = options.assets();
    req.isInertia = req.get('X-Inertia') !== undefined;
    res.vary('X-Inertia');

    if (req.isInertia && req.method === 'GET' && (req.get('X-Inertia-Version') ?? '') !== (assets.version ?? '')) {
      // Stale client assets: a full reload of the same URL. Flash stays in the session for it.
      res.status(409).set('X-Inertia-Location', absoluteUrl(req));
      if (assets.version) res.set('X-Inertia-Version', assets.version);
      res.end();
      return;
    }

    const redirect = res.redirect.bind(res) as (status: number, url: string) => void;
    res.redirect = ((a: number | string, b?: number | string) => {
      let status = typeof a === 'number' ? a : typeof b === 'number' ? b : 302;
      const url = String(typeof a === 'string' ? a : b);
      if (req.isInertia && url.includes('#') && req.get('Purpose') !== 'prefetch') {
        // XHR drops the #fragment of a Location; the client re-visits it itself.
        res.status(409).set('X-Inertia-Redirect', url).end();
        return;
      }
      if (req.isInertia && status === 302 && ['PUT', 'PATCH', 'DELETE'].includes(req.method)) status = 303;
      redirect(status, url);
    }) as Response['redirect'];

    res.inertiaLocation = (url: string) => {
      if (req.isInertia) res.status(409).set('X-Inertia-Location', url).end();
      else redirect(302, url);
    };

    res.inertia = async (component, props = {}, renderOptions = {}) => {
      if (!req.isInertia && !req.accepts('html')) {
        res.status(406).type('text').send('Not Acceptable');
        return;
      }
      const session = req.session;
      // A prefetch is only cached by the client; one-time data must wait for the real visit.
      const consume = req.get('Purpose') !== 'prefetch';
      const flash = session?.flash ?? {};
      const errors = errorsProp(session?.errors);
      if (session && consume) {
        delete session.flash;
        delete session.errors;
      }
      const shared = await options.share(req, res);
      const page: Page = await buildPage({
        req,
        component,
        shared: { ...shared, errors, flash: { success: flash.success ?? null, error: flash.error ?? null } },
        props,
        version: assets.version,
        flash,
      });
      res.status(renderOptions.status ?? 200);
      if (req.isInertia) {
        res.set('X-Inertia', 'true').json(page);
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
