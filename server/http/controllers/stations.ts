import type { Request, Response } from 'express';
import { createStation, deleteStation, getStation, listStations, updateStation } from '../../../database/queries/stations';
import { notFound, ValidationError } from '../errors';
import { onUniqueViolation } from '../../../database/errors';
import { STATION_COOKIE } from '../middleware/station';
import { flash, validate } from '../validate';
import { routeUrl } from '../urls';
import { stationSchema } from '../validators/stations';

export async function index(req: Request, res: Response) {
  await res.inertia('Admin/Stations/Index', {
    stations: await listStations(req.ctx.db, req.store!.id),
    current_station_id: req.station?.id ?? null,
  });
}

/** Two stations of one store cannot share a name: the header would not tell them apart. */
const uniqueName = <T>(write: () => Promise<T>) =>
  onUniqueViolation(write, { stations_store_id_name_unique: () => new ValidationError({ name: 'A station with this name already exists.' }) });

export async function store(req: Request, res: Response) {
  const input = validate(stationSchema, req.body);
  await uniqueName(() => createStation(req.ctx.db, req.store!.id, input));
  flash(req, 'success', 'Station created.');
  res.redirect(routeUrl('stations.index'));
}

export async function update(req: Request, res: Response) {
  const input = validate(stationSchema, req.body);
  if (!(await uniqueName(() => updateStation(req.ctx.db, req.store!.id, Number(req.params.station), input)))) throw notFound();
  flash(req, 'success', 'Station updated.');
  res.redirect(routeUrl('stations.index'));
}

export async function destroy(req: Request, res: Response) {
  if (!(await deleteStation(req.ctx.db, req.store!.id, Number(req.params.station)))) throw notFound();
  flash(req, 'success', 'Station deleted.');
  res.redirect(routeUrl('stations.index'));
}

/** This device becomes the station: the header shows its name and employee login knows the store. */
export async function select(req: Request, res: Response) {
  const station = await getStation(req.ctx.db, req.store!.id, Number(req.params.station));
  if (!station) throw notFound();
  res.cookie(STATION_COOKIE, String(station.id), {
    signed: true, httpOnly: true, sameSite: 'lax', secure: req.secure, maxAge: 5 * 365 * 24 * 60 * 60 * 1000,
  });
  flash(req, 'success', `This device is now ${station.name}.`);
  res.redirect(routeUrl('stations.index'));
}
