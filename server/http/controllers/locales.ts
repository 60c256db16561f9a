import type { Request, Response } from 'express';
import {
  setEmployeeLocale,
  setStoreLocale,
  setUserLocale,
} from '../../../database/queries/locales';
import { invalidateActors } from '../../../database/cacheInvalidation';
import { assertMayChangeEmployee } from '../../domain/staff/employees';
import { storeAction } from '../action';
import { notFound } from '../errors';
import { setLocaleCookie } from '../locale';
import { back, flash, validate } from '../validate';
import { localeSchema } from '../validators/locales';
import { getEmployee } from '../../../database/queries/employees';
import { say } from '../../../common/said';

/**
 * locale.update: the language switch. A visitor's choice is a cookie (customer
 * and sign-in pages); a signed-in account's or employee's is also its own
 * setting (the profile's select posts here), kept in its session.
 */
export async function update(req: Request, res: Response) {
  const { locale } = validate(localeSchema, req.body);
  setLocaleCookie(req, res, locale);
  const auth = req.actor ? req.session.auth : undefined;
  if (auth) {
    if (auth.kind === 'user') await setUserLocale(req.ctx.db, auth.id, locale);
    else if (!(await setEmployeeLocale(req.ctx.db, req.actor!.storeId!, auth.id, locale)))
      throw notFound();
    req.session.locale = locale;
    // The cached actor carries the saved language: the next page must not speak the old one.
    await invalidateActors(req.ctx.db, req.actor!.storeId ?? null);
  }
  res.redirect(303, back(req));
}

/** employees.locale.update: the language employee login and the time clock speak to this technician (signed in already: from her next page). */
export const employee = storeAction(
  { load: { employee: getEmployee }, input: localeSchema },
  async ({ db, store, actor, bound, input, req, res }) => {
    await assertMayChangeEmployee(db, store.id, actor, bound.employee);
    if (!(await setEmployeeLocale(db, store.id, bound.employee.id, input.locale))) throw notFound();
    await invalidateActors(db, store.id);
    flash(req, 'success', say('flash.profile.languageSaved'));
    res.redirect(303, back(req));
  },
);

/** settings.locale.update: the language the store's customer pages open in. */
export const storeLocale = storeAction(
  { input: localeSchema },
  async ({ db, store, input, req, res }) => {
    await setStoreLocale(db, store.id, input.locale);
    flash(req, 'success', say('flash.profile.languageSaved'));
    res.redirect(303, back(req));
  },
);
