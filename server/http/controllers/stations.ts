import { deleteStation, getStation, listStations } from '../../../database/queries/stations';
import { notFound } from '../errors';
import { addStation, renameStation } from '../../domain/terminals/stations';
import { storeAction } from '../action';
import { STATION_COOKIE } from '../middleware/station';
import { flash } from '../validate';
import { releaseStation } from '../../domain/terminals/devices';
import { routeUrl } from '../urls';
import { stationSchema } from '../validators/stations';
import { listStationDisplayTokens } from '../../../database/queries/customerDisplays';
import { stationRows } from '../presenters/stations';
import { say } from '../../../common/said';

/** The station a route names, if it is the store's. */
const stationParam = { station: getStation };

export const index = storeAction({}, async ({ db, store, req, res }) => {
  const tokens = await listStationDisplayTokens(db, store.id);
  await res.inertia('Admin/Stations/Index', {
    stations: stationRows(await listStations(db, store.id), tokens, req.ctx.config.appUrl),
    current_station_id: req.station?.id ?? null,
  });
});

export const store = storeAction(
  { input: stationSchema },
  async ({ db, store, input, req, res }) => {
    await addStation(db, store.id, input);
    flash(req, 'success', say('flash.settings.stationCreated'));
    res.redirect(routeUrl('stations.index'));
  },
);

export const update = storeAction(
  { load: stationParam, input: stationSchema },
  async ({ db, store, bound: { station }, input, req, res }) => {
    if (!(await renameStation(db, store.id, station.id, input))) throw notFound();
    flash(req, 'success', say('flash.settings.stationUpdated'));
    res.redirect(routeUrl('stations.index'));
  },
);

export const destroy = storeAction(
  { load: stationParam },
  async ({ db, store, bound: { station }, req, res }) => {
    const kept = await releaseStation(db, store.id, station);
    if (kept) {
      flash(req, 'error', kept);
      return res.redirect(routeUrl('stations.index'));
    }
    if (!(await deleteStation(db, store.id, station.id))) throw notFound();
    flash(req, 'success', say('flash.settings.stationDeleted'));
    res.redirect(routeUrl('stations.index'));
  },
);

/** This device becomes the station: the header shows its name and employee login knows the store. */
export const select = storeAction(
  { load: stationParam },
  async ({ bound: { station }, req, res }) => {
    res.cookie(STATION_COOKIE, String(station.id), {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      maxAge: 5 * 365 * 24 * 60 * 60 * 1000,
    });
    flash(req, 'success', say('flash.settings.thisDeviceIsNow', { name: station.name }));
    res.redirect(routeUrl('stations.index'));
  },
);
