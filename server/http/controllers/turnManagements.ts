import {
  getTurnEmployee,
  getTurnSettings,
  listWaitingCheckIns,
} from '../../../database/queries/turns';
import { can } from '../../domain/access/permissions';
import {
  changeTurns,
  giveNextWalkIn,
  loadTurnBoard,
  type BoardAction,
} from '../../domain/turns/board';
import { formatTurnDelta } from '../../domain/turns/turnRules';
import { storeToday } from '../../../common/storeTime';
import { storeAction, type StoreAction } from '../action';
import { turnBoard, waitingSummary } from '../presenters/turnManagements';
import { routeUrl } from '../urls';
import { back, flash } from '../validate';
import {
  ADJUST_REASONS,
  turnAdjustSchema,
  turnSkipSchema,
  turnStatusSchema,
} from '../validators/turns';
import { clock } from '../../../common/clock';
import { say, type Said } from '../../../common/said';

/** Who may move turns by hand (skip, adjust): the front desk that rings up sales, or a manager. */
export const ADJUST_PERMISSIONS = ['manage pos', 'manage settings'] as const;

/** turn_managements.index: the wall board for the store's today. */
export const index = storeAction({}, async ({ db, store, actor, res }) => {
  const date = storeToday(store.timezone);
  const [queue, waiting, settings] = await Promise.all([
    loadTurnBoard(db, store.id, date),
    listWaitingCheckIns(db, store.id, date),
    getTurnSettings(db, store.id),
  ]);
  await res.inertia(
    'Admin/TurnManagements/Index',
    {
      board: turnBoard(clock.now(), store.timezone, settings, queue, waiting),
      waiting: waitingSummary(waiting),
      can_adjust: ADJUST_PERMISSIONS.some((p) => can(actor, p)),
      can_settings: can(actor, 'manage settings'),
      adjust_reasons: ADJUST_REASONS,
    },
    { title: 'Turn Management' },
  );
});

/** The technician a route names (another store's is a 404 whatever was sent: records load before the form is parsed). */
const employeeParam = { employee: getTurnEmployee };

/** One change to the board, then back to where it was made. */
async function act(
  { db, store, actor, bound: { employee }, req, res }: StoreAction<typeof employeeParam, unknown>,
  action: BoardAction,
  message: Said,
) {
  await changeTurns(db, { store, employee, actor }, action);
  flash(req, 'success', message);
  res.redirect(303, back(req, routeUrl('turn_managements.index')));
}

const STATUS_MESSAGES = {
  available: (name: string) => say('flash.turns.isAvailable', { name }),
  busy: (name: string) => say('flash.turns.isBusy', { name }),
  small_service: (name: string) => say('flash.turns.isOnASmallService', { name }),
  break: (name: string) => say('flash.turns.isOnABreak', { name }),
} as const;

/** turn_managements.status: busy, available, small service, break (and back: available again). */
export const status = storeAction({ load: employeeParam, input: turnStatusSchema }, (a) =>
  act(
    a,
    { kind: 'status', status: a.input.status },
    STATUS_MESSAGES[a.input.status](a.bound.employee.name),
  ),
);

/** turn_managements.skip: passed over for the next walk-in. */
export const skip = storeAction({ load: employeeParam, input: turnSkipSchema }, (a) =>
  act(
    a,
    { kind: 'skip', reason: a.input.reason },
    say('flash.turns.skippedForTheNextWalk', { name: a.bound.employee.name }),
  ),
);

/** turn_managements.adjust: ±½ or ±1 turn with a reason. */
export const adjust = storeAction(
  { load: employeeParam, input: turnAdjustSchema },
  ({ input, ...a }) =>
    act(
      { ...a, input },
      {
        kind: 'adjust',
        deltaHalves: input.delta_halves,
        reason: input.note ? `${input.reason}: ${input.note}` : input.reason,
      },
      say('flash.turns.turnAdjusted', {
        name: a.bound.employee.name,
        delta: formatTurnDelta(input.delta_halves),
        reason: input.reason,
      }),
    ),
);

/** turn_managements.assign: the oldest waiting walk-in goes to this technician. */
export const assign = storeAction(
  { load: employeeParam },
  async ({ db, store, actor, bound: { employee }, req, res }) => {
    const given = await giveNextWalkIn(db, { store, employee, actor });
    flash(
      req,
      'success',
      given
        ? say('flash.turns.goesTo', { customer: given.customerName, technician: employee.name })
        : say('flash.turns.alreadyHasTheWalkIn', { name: employee.name }),
    );
    res.redirect(303, back(req, routeUrl('turn_managements.index')));
  },
);
