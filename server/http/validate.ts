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

/** Where "back" is: the Referer when it is this site, otherwise the fallback. */
export function back(req: Request, fallback = '/'): string {
  const referer = req.get('Referer');
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    return url.host === req.get('host') ? `${url.pathname}${url.search}` : fallback;
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
