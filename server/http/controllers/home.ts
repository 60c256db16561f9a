import type { Request, Response } from 'express';
import { homeRouteFor } from '../../../common/menu';
import { routeUrl } from '../urls';
import { pingDatabase } from '../../../database/queries/health';

export async function index(req: Request, res: Response) {
  res.redirect(routeUrl(req.actor ? homeRouteFor(req.actor) : 'login'));
}

/** For load balancers: 200 only when the database answers. */
export async function up(req: Request, res: Response) {
  try {
    await pingDatabase(req.ctx.db);
    res.json({ status: 'up' });
  } catch {
    res.status(503).json({ status: 'down' });
  }
}
