import {
  deleteOpeningException,
  getOpeningException,
  listOpeningExceptions,
  listOpeningHours,
  saveOpeningException,
  saveOpeningHours,
} from '../../../database/queries/openingHours';
import { storeToday } from '../../../common/storeTime';
import { storeAction } from '../action';
import { notFound } from '../errors';
import { openingExceptionItem, openingWeek } from '../presenters/openingHours';
import { flash, validate } from '../validate';
import { routeUrl } from '../urls';
import { openingExceptionSchema, openingHoursSchema } from '../validators/openingHours';
import { say } from '../../../common/said';

/**
 * opening-hours.index (Settings group, "manage settings"): the store's week
 * and its dated exceptions from today on.
 */
export const index = storeAction({}, async ({ db, store, res }) => {
  const today = storeToday(store.timezone);
  const [week, exceptions] = await Promise.all([
    listOpeningHours(db, store.id),
    listOpeningExceptions(db, store.id, today),
  ]);
  await res.inertia('Admin/OpeningHours/Index', {
    today,
    days: openingWeek(week),
    exceptions: exceptions.map(openingExceptionItem),
  });
});

export const update = storeAction(
  { input: openingHoursSchema },
  async ({ db, store, input: days, req, res }) => {
    await saveOpeningHours(db, store.id, days);
    flash(req, 'success', say('flash.settings.openingHoursSaved'));
    res.redirect(routeUrl('opening-hours.index'));
  },
);

/** The schema depends on the store's today (no exception in the past), so it is built per request. */
export const storeException = storeAction({}, async ({ db, store, req, res }) => {
  const input = validate(openingExceptionSchema(storeToday(store.timezone)), req.body);
  await saveOpeningException(db, store.id, input);
  flash(
    req,
    'success',
    input.openMinute === null
      ? say('flash.settings.theSalonIsMarkedClosed')
      : say('flash.settings.specialHoursSaved'),
  );
  res.redirect(routeUrl('opening-hours.index'));
});

export const destroyException = storeAction(
  { load: { exception: getOpeningException } },
  async ({ db, store, bound: { exception }, req, res }) => {
    if (!(await deleteOpeningException(db, store.id, exception.id))) throw notFound();
    flash(req, 'success', say('flash.settings.exceptionRemoved'));
    res.redirect(routeUrl('opening-hours.index'));
  },
);
