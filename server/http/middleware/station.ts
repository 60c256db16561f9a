import type { RequestHandler } from 'express';
import { getStation } from '../../../database/queries/stations';

export const STATION_COOKIE = 'station_id';

/** A front-desk computer or a tablet remembers which station it is; the cookie is signed and checked against the store. */
export const loadStation: RequestHandler = async (req, _res, next) => {
  req.station = null;
  const id = Number(req.signedCookies?.[STATION_COOKIE]);
  if (req.store && Number.isInteger(id) && id > 0)
    req.station = await getStation(req.ctx.db, req.store.id, id);
  next();
};
