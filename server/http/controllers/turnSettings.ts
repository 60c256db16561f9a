import type { Request, Response } from 'express';
import { getTurnSettings, saveTurnSettings } from '../../../database/queries/turns';
import { notifyStore } from '../../realtime/storeEvents';
import { routeUrl } from '../urls';
import { flash, validate } from '../validate';
import { turnSettingsSchema } from '../validators/turns';

/** turn_settings.edit: the "Turns" settings area (domain.md §3.1). */
export async function edit(req: Request, res: Response) {
  const s = await getTurnSettings(req.ctx.db, req.store!.id);
  await res.inertia('Admin/TurnManagements/Settings', {
    settings: {
      mode: s.mode, ordering: s.ordering, basis: s.basis, small_service_threshold: s.smallServiceThresholdCents,
      count_requested: s.countRequested, count_appointments: s.countAppointments, break_return: s.breakReturn,
    },
  }, { title: 'Turn Settings' });
}

/** turn_settings.update: the board reorders at once (turns are derived, so nothing is recounted). */
export async function update(req: Request, res: Response) {
  const i = validate(turnSettingsSchema, req.body);
  const storeId = req.store!.id;
  await saveTurnSettings(req.ctx.db, storeId, {
    mode: i.mode, ordering: i.ordering, basis: i.basis, smallServiceThresholdCents: i.small_service_threshold,
    countRequested: i.count_requested, countAppointments: i.count_appointments, breakReturn: i.break_return,
  });
  await notifyStore(req.ctx.db, storeId, 'TurnsChanged', { settings: true });
  flash(req, 'success', 'Turn settings saved.');
  res.redirect(303, routeUrl('turn_settings.edit'));
}
