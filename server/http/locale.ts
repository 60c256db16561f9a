import type { Request, Response } from 'express';
import { DEFAULT_LOCALE, isLocale, toLocale, type Locale } from '../../common/i18n';
import { getAccountLocale, getStoreLocale } from '../../database/queries/locales';

declare module 'express-session' {
  interface SessionData {
    /** The signed-in account's or employee's language, read at sign-in and kept up to date by the profile. */
    locale?: Locale;
  }
}

declare global {
  namespace Express {
    interface Request {
      /** Set on customer pages: the store's language for them, unless the visitor chose one (the cookie). */
      customerLocale?: Locale;
      /** The signed-in account's or employee's saved language (loadActor): a change a manager makes applies on the next request. */
      actorLocale?: string | null;
    }
  }
}

/** A visitor's own choice on customer and sign-in pages (the language switch); checked against LOCALES whenever read. */
export const LOCALE_COOKIE = 'locale';

const chosen = (req: Request): Locale | null => {
  const value: unknown = req.cookies?.[LOCALE_COOKIE];
  return isLocale(value) ? value : null;
};

/**
 * The language of this answer: on a customer page the visitor's
 * choice or the store's; for a signed-in account or employee its own; else
 * the visitor's choice or English.
 */
export function requestLocale(req: Request): Locale {
  if (req.customerLocale) return chosen(req) ?? req.customerLocale;
  if (req.actor && isLocale(req.actorLocale)) return req.actorLocale;
  if (req.actor && isLocale(req.session?.locale)) return req.session.locale;
  return chosen(req) ?? DEFAULT_LOCALE;
}

/** Marks the request as a customer page of this store (kiosk, menu, review). */
export async function applyStoreLocale(req: Request, storeId: number): Promise<void> {
  req.customerLocale = toLocale(await getStoreLocale(req.ctx.db, storeId));
}

/** Remembers the language of whoever just signed in, in their new session. */
export async function rememberAccountLocale(
  req: Request,
  ref: { kind: 'user' | 'employee'; id: number },
): Promise<void> {
  req.session.locale = toLocale(await getAccountLocale(req.ctx.db, ref));
}

export function setLocaleCookie(req: Request, res: Response, locale: Locale): void {
  res.cookie(LOCALE_COOKIE, locale, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: 365 * 24 * 60 * 60 * 1000,
  });
}
