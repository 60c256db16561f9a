import type { Request, Response } from 'express';
import { verifyEmployeeCredentials } from '../../../domain/staff/credentials';
import { DomainError } from '../../../domain/errors';
import { ThrottledError } from '../../../domain/security/throttle';
import { getStationWithStore } from '../../../../database/queries/stations';
import { STATION_COOKIE } from '../../middleware/station';
import { validate } from '../../validate';
import { employeeLoginSchema } from '../../validators/auth';
import { signIn } from '../../signIn';
import { say } from '../../../../common/said';

/** Which store this device serves: set when an owner chooses a station for it. */
async function deviceStation(req: Request) {
  const id = Number(req.signedCookies?.[STATION_COOKIE]);
  return Number.isInteger(id) && id > 0 ? getStationWithStore(req.ctx.db, id) : null;
}

export async function create(req: Request, res: Response) {
  const station = await deviceStation(req);
  await res.inertia(
    'Auth/EmployeeLogin',
    { station_name: station?.name ?? null },
    { title: 'Employee Login' },
  );
}

export async function store(req: Request, res: Response) {
  const input = validate(employeeLoginSchema, req.body);
  const station = await deviceStation(req);
  if (!station) {
    throw new DomainError(say('errors.stationNotSetUp'), 'user_id');
  }
  try {
    const employee = await verifyEmployeeCredentials(
      req.ctx.db,
      req.ctx.throttle,
      station.storeId,
      { userId: input.user_id, password: input.password, cardSwipeId: input.card_swipe_id },
      { ip: req.ip ?? '', devices: [`station:${station.id}`] },
    );
    await signIn(req, res, { kind: 'employee', id: employee.id });
  } catch (err) {
    // Throttled: 429 with the wait under the field, on the same page, as sign-in answers it.
    if (!(err instanceof ThrottledError)) throw err;
    res.set('Retry-After', String(err.retryAfter));
    await res.inertia(
      'Auth/EmployeeLogin',
      {
        station_name: station.name,
        errors: { user_id: err.message },
      },
      { status: 429, title: 'Employee Login' },
    );
  }
}
