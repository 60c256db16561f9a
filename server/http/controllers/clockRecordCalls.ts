import type { Request, Response } from 'express';
import type { Actor } from '../../domain/access/permissions';
import { DomainError } from '../../domain/errors';
import { verifyEmployeeCredentials, type CredentialSource } from '../../domain/staff/credentials';
import { ThrottledError } from '../../domain/security/throttle';
import {
  clockIn as clockInEmployee,
  clockOut as clockOutEmployee,
} from '../../domain/staff/clockRecords';
import { storeAction } from '../action';
import { HttpError, ValidationError } from '../errors';
import { validate } from '../validate';
import {
  clockInSchema,
  clockOutSchema,
  confirmAccountSchema,
} from '../validators/clockRecordCalls';
import { clock } from '../../../common/clock';

/**
 * The station's three JSON calls (docs/requirements.md §7). They always answer JSON in the
 * spec's shapes, so the Confirm Account modal can show `message` /
 * `data.message` in its Error! dialog whatever went wrong.
 */

/** The status of an expected failure, or null for a crash (left to the error handler). */
function failureStatus(err: unknown): number | null {
  return err instanceof DomainError || err instanceof ValidationError || err instanceof HttpError
    ? err.status
    : null;
}

/** `{success, data}` answers of clock_in and clock_out. */
async function clockAnswer(res: Response, work: () => Promise<Record<string, unknown>>) {
  try {
    res.json({ success: true, data: await work() });
  } catch (err) {
    const status = failureStatus(err);
    if (status === null) throw err;
    res.status(status).json({ success: false, data: { message: (err as Error).message } });
  }
}

/** employees.confirm_account: the credentials of the person at the station; remembered briefly for one clock action. */
// Their input is validated inside each handler, not by storeAction's schema: a refusal must come back in the call's own JSON shape.
export const confirmAccount = storeAction({}, async ({ db, store, actor, req, res }) => {
  // A new attempt replaces whatever was confirmed before, even when it fails.
  delete req.session.confirmedEmployee;
  try {
    const input = validate(confirmAccountSchema, req.body);
    const creds = {
      userId: input.user_id,
      password: input.password,
      cardSwipeId: input.card_swipe_id,
    };
    const employee = await verifyEmployeeCredentials(
      db,
      req.ctx.throttle,
      store.id,
      creds,
      credentialSource(req, actor),
    );
    req.session.confirmedEmployee = { id: employee.id, at: clock.ms() };
    res.json({ status: 'success', data: { id: employee.id } });
  } catch (err) {
    const status = failureStatus(err);
    if (status === null) throw err;
    if (err instanceof ThrottledError) res.set('Retry-After', String(err.retryAfter));
    res.status(status).json({ status: 'error', message: (err as Error).message });
  }
});

/** Confirm Account is made at a station by a signed-in account: both, and the address, count the failures. */
function credentialSource(req: Request, actor: Actor): CredentialSource {
  const devices = [`${actor.kind}:${actor.id}`];
  if (req.station) devices.push(`station:${req.station.id}`);
  return { ip: req.ip ?? '', devices };
}

/** employees.clock_in; one confirmation is one clock action, so it is used up on success. */
export const clockIn = storeAction({}, async ({ db, store, req, res }) => {
  await clockAnswer(res, async () => {
    const input = validate(clockInSchema, req.body);
    const done = await clockInEmployee(
      db,
      store.id,
      input.employee_id,
      req.session.confirmedEmployee,
    );
    delete req.session.confirmedEmployee;
    return { employee: { name: done.name }, clock_in: done.clockIn.toISOString() };
  });
});

/** employees.clock_out with the shift's tip, bonus and cash-out in cents. */
export const clockOut = storeAction({}, async ({ db, store, req, res }) => {
  await clockAnswer(res, async () => {
    const input = validate(clockOutSchema, req.body);
    const amounts = {
      tipCents: input.tip_amount,
      bonusCents: input.bonus_tip,
      cashOutCents: input.cash_out,
    };
    const done = await clockOutEmployee(
      db,
      store.id,
      input.employee_id,
      req.session.confirmedEmployee,
      amounts,
    );
    delete req.session.confirmedEmployee;
    return {
      employee: { name: done.name },
      clock_in: done.clockIn.toISOString(),
      clock_out: done.clockOut.toISOString(),
    };
  });
});
