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
