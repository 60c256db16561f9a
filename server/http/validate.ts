import type { Request } from 'express';
import { z } from 'zod';
import { ValidationError } from './errors';
import type { Said } from '../../common/said';

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

/** Every field of the form that is valid on its own, parsed (what the database checks can still look at). */
export function validFields<S extends z.ZodObject>(schema: S, data: unknown): Partial<z.infer<S>> {
  const input: Record<string, unknown> =
    data !== null && typeof data === 'object' && !Array.isArray(data) ? { ...data } : {};
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const result = field.safeParse(input[key]);
    if (result.success) out[key] = result.data;
  }
  return out as Partial<z.infer<S>>;
}

/**
 * Parses a form whose rules also need the database (a taken staff number, a
 * role that may not be given), reporting every error in one pass. When the
 * form is valid, the domain operation runs those checks itself; when it is
 * not, `check` runs them now on the fields that are valid on their own, and
 * its messages join the others'.
 */
export async function validateForm<S extends z.ZodObject>(
  schema: S,
  data: unknown,
  check: (valid: Partial<z.infer<S>>) => Promise<Record<string, string>>,
): Promise<z.infer<S>> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  for (const [field, message] of Object.entries(await check(validFields(schema, data))))
    errors[field] ??= message;
  throw new ValidationError(errors);
}

/**
 * A path on this site, or null: one leading slash (never `//` or `/\`, which
 * browsers read as another host), no backslash and no control character.
 * Whatever a redirect takes from the request (Referer, the page a guest
 * wanted) goes through this, so a Location never leaves the site.
 */
export function safePath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate.length > 2048) return null;
  if (!/^\/(?![/\\])/.test(candidate) || /[\\\p{Cc}]/u.test(candidate)) return null;
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
    const ours =
      url.origin === new URL(req.ctx.config.appUrl).origin ||
      (/^https?:$/.test(url.protocol) && url.host === req.get('host'));
    return (ours && safePath(`${url.pathname}${url.search}`)) || fallback;
  } catch {
    return fallback;
  }
}

/**
 * A one-time message for the next page, said in English as one whole sentence
 * (values inside it, never fragments): the page hears it in its reader's
 * language when it renders (shared.ts localizedMessages, catalogue group `flash`).
 */
export function flash(req: Request, kind: 'success' | 'error', message: Said): void {
  req.session.flash = { ...req.session.flash, [kind]: message };
}

/** A JSON caller (fetch, useHttp) wants a JSON answer, never a redirect. */
export function wantsJson(req: Request): boolean {
  // The read API (/api/…) answers JSON whatever the client accepts: its errors are never pages.
  return (
    !req.isInertia &&
    (req.path.startsWith('/api/') || (req.get('Accept') ?? '').includes('application/json'))
  );
}
