import type { Request, Response } from 'express';
import {
  getDrawerSession,
  getDrawerThreshold,
  getOpenDrawerSession,
  listDrawerMovements,
  listDrawerSessions,
  saveDrawerThreshold,
  sumDrawerMovements,
} from '../../../database/queries/drawer';
import { listActiveEmployees } from '../../../database/queries/employees';
import { DRAWER_APPROVAL_PERMISSION } from '../../../common/drawer';
import { can, type Actor } from '../../domain/access/permissions';
import { drawerApprover } from '../../domain/drawer/approval';
import {
  approveCount,
  countDrawer,
  countMessage,
  drawerOpenedMessage,
  openDrawer,
  recordMovement,
  thresholdSavedMessage,
} from '../../domain/drawer/sessions';
import { storeAction } from '../action';
import { notFound } from '../errors';
import { cashDrawerPage } from '../presenters/cashDrawer';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import {
  approveDrawerSchema,
  closeDrawerSchema,
  drawerIndexSchema,
  drawerSettingsSchema,
  movementSchema,
  openDrawerSchema,
} from '../validators/cashDrawer';
import { say, type Said } from '../../../common/said';

const PER_PAGE = 15;
const sessionParam = { session: getDrawerSession };

const back = (req: Request, res: Response, message: Said) => {
  flash(req, 'success', message);
  res.redirect(routeUrl('cash-drawer.index'));
};

/** cash-drawer.index ("manage pos" or "view daily reports"): the open drawer (blind until counted), the last close, the history. */
export const index = storeAction(
  { input: drawerIndexSchema },
  async ({ db, store, actor, input, res }) => {
    const [open, history, threshold, technicians] = await Promise.all([
      getOpenDrawerSession(db, store.id),
      listDrawerSessions(db, store.id, { limit: PER_PAGE, offset: (input.page - 1) * PER_PAGE }),
      getDrawerThreshold(db, store.id),
      listActiveEmployees(db, store.id),
    ]);
    const ids = [...new Set([...(open ? [open.id] : []), ...history.rows.map((s) => s.id)])];
    const [totals, movements] = await Promise.all([
      sumDrawerMovements(db, store.id, ids),
      open ? listDrawerMovements(db, store.id, [open.id]) : [],
    ]);
    await res.inertia(
      'Admin/CashDrawer/Index',
      cashDrawerPage({
        store,
        can: {
          operate: can(actor, 'manage pos'),
          approve: can(actor, DRAWER_APPROVAL_PERMISSION),
          settings: can(actor, 'manage settings'),
        },
        open,
        movements,
        history,
        totals,
        page: input.page,
        perPage: PER_PAGE,
        technicians,
        threshold,
      }),
      { title: 'Cash Drawer' },
    );
  },
);

/** cash-drawer.store: open the drawer with a float; the same form twice opens it once. */
export const store = storeAction(
  { input: openDrawerSchema },
  async ({ db, store, actor, input, req, res }) => {
    const done = await openDrawer(db, store, actor, {
      floatCents: input.float,
      idempotencyKey: input.idempotency_key,
    });
    back(
      req,
      res,
      done.replayed ? say('flash.drawer.theDrawerIsOpen') : drawerOpenedMessage(input.float),
    );
  },
);

const MOVED = {
  pay_in: say('flash.drawer.payInRecorded'),
  pay_out: say('flash.drawer.payOutRecorded'),
  tip_payout: say('flash.drawer.tipPayoutRecorded'),
  drop: say('flash.drawer.dropRecorded'),
} as const;

/** cash-drawer.movements.store: a pay-in, pay-out, tip payout or drop on the open session. */
export const move = storeAction(
  { load: sessionParam, input: movementSchema },
  async ({ db, store, actor, bound: { session }, input, req, res }) => {
    const done = await recordMovement(db, store, actor, session.id, {
      kind: input.kind,
      amountCents: input.amount,
      reason: input.reason,
      employeeId: input.employee_id ?? null,
      idempotencyKey: input.idempotency_key,
    });
    if (!done) throw notFound();
    back(req, res, MOVED[input.kind]);
  },
);

/** cash-drawer.close: the blind count; within the threshold the drawer closes, beyond it a manager must approve. */
export const close = storeAction(
  { load: sessionParam, input: closeDrawerSchema },
  async ({ db, store, actor, bound: { session }, input, req, res }) => {
    const done = await countDrawer(db, store, actor, session.id, input.counted);
    if (!done) throw notFound();
    back(req, res, countMessage(done));
  },
);

/** Where approval attempts come from, for the throttles: the address, the account signed in, and the station. */
function credentialSource(req: Request, actor: Actor) {
  const devices = [`${actor.kind}:${actor.id}`];
  if (req.station) devices.push(`station:${req.station.id}`);
  return { ip: req.ip ?? '', devices };
}

/** cash-drawer.approve: a manager approves a count beyond the threshold, with a reason; the drawer closes. */
export const approve = storeAction(
  { load: sessionParam, input: approveDrawerSchema },
  async ({ db, store, actor, bound: { session }, input, req, res }) => {
    const typed = input.approver_id
      ? { login: input.approver_id, password: input.approver_password }
      : null;
    const approver = await drawerApprover(
      db,
      req.ctx.throttle,
      store.id,
      actor,
      typed,
      credentialSource(req, actor),
    );
    const done = await approveCount(db, store, approver, session.id, input.approval_reason);
    if (!done) throw notFound();
    back(req, res, say('flash.drawer.countApprovedByDrawerClosed', { name: approver.name }));
  },
);

/** cash-drawer.settings.update ("manage settings"): the variance a count may have without a manager's approval. */
export const updateSettings = storeAction(
  { input: drawerSettingsSchema },
  async ({ db, store, input, req, res }) => {
    await saveDrawerThreshold(db, store.id, input.variance_threshold);
    back(req, res, thresholdSavedMessage(input.variance_threshold));
  },
);
