import { verifyEmployeeCredentials } from '../../domain/staff/credentials';
import { acceptOfflineClock } from '../../domain/staff/offlineClock';
import { ThrottledError } from '../../domain/security/throttle';
import { storeAction } from '../action';
import { offlineClockSchema } from '../validators/offlineQueue';

/**
 * employees.clock_offline (JSON): a clock in or out the station queued while
 * offline, with the Confirm Account credentials typed then; checked now, with
 * the same throttle as Confirm Account. 200 when it is on record (a repeat of
 * the key answers the same), 202 when it waits for a manager, with the reason
 * and its code (server/domain/staff/offlineClockRule.ts).
 */
export const store = storeAction(
  { input: offlineClockSchema },
  async ({ db, store, actor, input, req, res }) => {
    const devices = [
      `${actor.kind}:${actor.id}`,
      ...(req.station ? [`station:${req.station.id}`] : []),
    ];
    let employee: { id: number; name: string };
    try {
      employee = await verifyEmployeeCredentials(
        db,
        req.ctx.throttle,
        store.id,
        { userId: input.user_id, password: input.password, cardSwipeId: input.card_swipe_id },
        { ip: req.ip ?? '', devices },
      );
    } catch (err) {
      if (err instanceof ThrottledError) res.set('Retry-After', String(err.retryAfter));
      throw err;
    }
    const answer = await acceptOfflineClock(db, store, {
      key: input.idempotency_key,
      kind: input.kind,
      employeeId: employee.id,
      employeeName: employee.name,
      recordedAt: input.recorded_at,
      amounts: {
        tipCents: input.tip_amount,
        bonusCents: input.bonus_tip,
        cashOutCents: input.cash_out,
      },
      station: req.station,
      sentBy: actor.name,
    });
    res.status(answer.status === 'to_resolve' ? 202 : 200).json({
      status: answer.status,
      reason: answer.reason,
      reason_code: answer.reasonCode,
      name: answer.name ?? employee.name,
    });
  },
);
