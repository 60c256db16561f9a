import type { Request } from 'express';
import { z } from 'zod';
import { ValidationError } from './errors';

/** First message per field, keyed by dotted path, as Inertia's `errors` prop expects. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'form';
    out[key] ??= issue.message;
  }
  return out;
}

/** Parses at the edge: the parsed value is the handler's only input from here on. */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}

/**
 * A path on this site, or null: one leading slash (never `//` or `/\`, which
 * browsers read as another host), no backslash and no control character.
 * Whatever a redirect takes from the request (Referer, the page a guest
 * wanted) goes through this, so a Location never leaves the site.
 */
export function safePath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate.length > 2048) return null;
  if (!/^\/(?![/\\])/.test(candidate) || /[\\\u0000-\u001f\u007f]/.test(candidate)) return null;
  return candidate;
}

/**
 * Where "back" is: the path of the Referer when it is a page of this site
 * (APP_URL's origin, or the host the request was sent to), otherwise the fallback.
 */
export function back(req: Request, fallback = '/'): string {
  const referer = req.get('Referer');
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    const ours = url.origin === new URL(req.ctx.config.appUrl).origin || (/^https?:$/.test(url.protocol) && url.host === req.get('host'));
    return (ours && safePath(`${url.pathname}${url.search}`)) || fallback;
  } catch {
    return fallback;
  }
}

export function flash(req: Request, kind: 'success' | 'error', message: string): void {
  req.session.flash = { ...req.session.flash, [kind]: message };
}

/** A JSON caller (fetch, useHttp) wants a JSON answer, never a redirect. */
export function wantsJson(req: Request): boolean {
  return !req.isInertia && (req.get('Accept') ?? '').includes('application/json');
}
