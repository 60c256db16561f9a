import type { Request, RequestHandler } from 'express';
import { DEFAULT_LOCALE, type Locale } from '../../common/i18n';
import { speakAll } from '../../common/said';
import { translator } from '../services/i18n';
import { requestLocale } from './locale';

/**
 * The language of a JSON answer: a page's fetch hears its reader's, the read API (/api/…) the
 * English programs were written against (docs/api.md).
 */
export const readerLocale = (req: Request): Locale =>
  req.path.startsWith('/api/') ? DEFAULT_LOCALE : requestLocale(req);

/**
 * Every JSON answer with its sentences by key spoken in its reader's language (common/said.ts), as
 * pages are (server/http/shared.ts spokenPage): what a controller or the domain says travels as a
 * key to this point, whoever answers.
 */
export const speakJson: RequestHandler = (req, res, next) => {
  const json = res.json.bind(res);
  res.json = (body?: unknown) => json(speakAll(body, translator(readerLocale(req))));
  next();
};

// U+E000 and U+E001 mark a sentence by key (common/said.ts); nobody types them.
const MARK = /[\uE000\uE001]/;
const MARKS = /[\uE000\uE001]/g;

/** The value with the marks taken out of its texts; copied only where one had any, as speakAll does. */
function unmarked(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return MARK.test(value) ? value.replace(MARKS, '') : value;
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    value.forEach((v, i) => {
      const clean = unmarked(v, depth + 1);
      if (clean !== v) (out ??= value.slice())[i] = clean;
    });
    return out ?? value;
  }
  let out: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(value)) {
    const clean = unmarked(v, depth + 1);
    if (clean !== v) (out ??= { ...value })[k] = clean;
  }
  return out ?? value;
}

/**
 * A form or JSON body with the marks of a sentence by key taken out of every text: what a client
 * sends is never spoken as if the server had said it (a customer named "\uE000errors.throttle"
 * shows as typed, not as a catalogue message).
 */
export const unmarkBody: RequestHandler = (req, _res, next) => {
  if (req.body && typeof req.body === 'object') req.body = unmarked(req.body);
  next();
};
