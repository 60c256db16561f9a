import type { Request, Response } from 'express';
import {
  deleteOpeningException, listOpeningExceptions, listOpeningHours, saveOpeningException, saveOpeningHours,
} from '../../../database/queries/openingHours';
import { storeToday } from '../../../common/storeTime';
import { timeToInput } from '../../../common/time';
import { notFound } from '../errors';
import { flash, validate } from '../validate';
import { routeUrl } from '../urls';
import { openingExceptionSchema, openingHoursSchema } from '../validators/openingHours';
import { WEEKDAYS } from './employeeWorkingHours';

/**
 * opening-hours.index (Settings group, "manage settings"): the store's week
 * and its dated exceptions from today on. A weekday never saved shows as
 * closed, so a new store books nothing until it says when it is open.
 */
export async function index(req: Request, res: Response) {
  const store = req.store!;
  const today = storeToday(store.timezone);
  const [week, exceptions] = await Promise.all([listOpeningHours(req.ctx.db, store.id), listOpeningExceptions(req.ctx.db, store.id, today)]);
  const saved = new Map(week.map((d) => [d.weekday, d]));
  await res.inertia('Admin/OpeningHours/Index', {
    today,
    days: WEEKDAYS.map((name, weekday) => {
      const day = saved.get(weekday);
      const off = day?.openMinute == null || day.closeMinute == null;
      return { weekday, name, off, start: off ? null : timeToInput(day.openMinute!), end: off ? null : timeToInput(day.closeMinute!) };
    }),
    exceptions: exceptions.map((e) => ({
      id: e.id,
      date: e.date,
      closed: e.openMinute === null,
      start: e.openMinute === null ? null : timeToInput(e.openMinute),
      end: e.closeMinute === null ? null : timeToInput(e.closeMinute),
      note: e.note ?? '',
    })),
  });
}

export async function update(req: Request, res: Response) {
  const days = validate(openingHoursSchema, req.body);
  await saveOpeningHours(req.ctx.db, req.store!.id, days);
  flash(req, 'success', 'Opening hours saved.');
  res.redirect(routeUrl('opening-hours.index'));
}

export async function storeException(req: Request, res: Response) {
  const input = validate(openingExceptionSchema(storeToday(req.store!.timezone)), req.body);
  await saveOpeningException(req.ctx.db, req.store!.id, input);
  flash(req, 'success', input.openMinute === null ? 'The salon is marked closed that day.' : 'Special hours saved.');
  res.redirect(routeUrl('opening-hours.index'));
}

export async function destroyException(req: Request, res: Response) {
  if (!(await deleteOpeningException(req.ctx.db, req.store!.id, Number(req.params.exception)))) throw notFound();
  flash(req, 'success', 'Exception removed.');
  res.redirect(routeUrl('opening-hours.index'));
}
