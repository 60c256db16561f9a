import type { Request, Response } from 'express';
import { getTurnEmployee, getTurnSettings, listWaitingCheckIns } from '../../../database/queries/turns';
import { can } from '../../domain/access/permissions';
import { changeTurns, giveNextWalkIn, loadTurnBoard, type BoardAction, type BoardContext } from '../../domain/turns/board';
import { formatTurnDelta, nextWalkInFor, type TurnQueueEntry, type TurnSettings } from '../../domain/turns/turnRules';
import { formatCurrency } from '../../../common/money';
import { formatStoreDateTime, storeToday } from '../../../common/storeTime';
import { notFound } from '../errors';
import { routeUrl } from '../urls';
import { back, flash, validate } from '../validate';
import { ADJUST_REASONS, turnAdjustSchema, type TurnAdjustInput, turnSkipSchema, turnStatusSchema } from '../validators/turns';

/** Who may move turns by hand (skip, adjust): the front desk that rings up sales, or a manager. */
export const ADJUST_PERMISSIONS = ['manage pos', 'manage settings'] as const;

const STATUS_LABELS = { available: 'Available', busy: 'Busy', small_service: 'Small service', break: 'On break', out: 'Out' } as const;

/** "hh:mm A" in the store's zone (UI guide). */
const clock = (at: Date | null, tz: string) => (at ? formatStoreDateTime(at, tz).slice(11) : null);

type Waiting = { customerName: string; requestedEmployeeId: number | null };

const shape = (e: TurnQueueEntry, tz: string, waiting: Waiting[]) => ({
  id: e.employeeId, name: e.name, status: e.status, status_label: STATUS_LABELS[e.status],
  // Whom "give the next walk-in" would hand her: never someone who asked for another technician.
  next_walk_in: nextWalkInFor(waiting, e.employeeId)?.customerName ?? null,
  turns: e.turnsHalves / 2, turns_label: e.turnsLabel, last_turn_at: clock(e.lastTurnAt, tz), clocked_in_at: clock(e.clockedInAt, tz),
  position: e.position, next_up: e.nextUp,
  reasons: e.reasons.map((r) => ({ at: clock(r.at, tz), kind: r.kind, label: r.label, effect: r.effect, counted: r.counted, invoice_number: r.invoiceNumber })),
});

/** One line that says which rules the board is using, so nobody has to open the settings to argue. */
export function describeTurnSettings(s: TurnSettings): string {
  return [
    s.mode === 'manual' ? 'Manual: only adjustments count' : s.ordering === 'rotation' ? 'Rotation: finish, then back of the line' : 'Fewest turns, then earliest clock-in',
    s.basis === 'price' ? `Under ${formatCurrency(s.smallServiceThresholdCents)} is ½ turn` : 'Turns from each service',
    s.countRequested ? 'Requests count' : 'Requests do not count',
    s.countAppointments ? 'Appointments count' : 'Appointments do not count',
    s.breakReturn === 'back' ? 'After a break: back of the line' : 'After a break: same place',
  ].join(' · ');
}

/** turn_managements.index: the wall board for the store's today. */
export async function index(req: Request, res: Response) {
  const store = req.store!;
  const date = storeToday(store.timezone);
  const [queue, waiting, settings] = await Promise.all([
    loadTurnBoard(req.ctx.db, store.id, date),
    listWaitingCheckIns(req.ctx.db, store.id, date),
    getTurnSettings(req.ctx.db, store.id),
  ]);
  await res.inertia('Admin/TurnManagements/Index', {
    board: { date: formatStoreDateTime(new Date(), store.timezone).slice(0, 10), rules: describeTurnSettings(settings), technicians: queue.map((e) => shape(e, store.timezone, waiting)) },
    waiting: { count: waiting.length, next: waiting[0]?.customerName ?? null },
    can_adjust: ADJUST_PERMISSIONS.some((p) => can(req.actor, p)),
    can_settings: can(req.actor, 'manage settings'),
    adjust_reasons: ADJUST_REASONS,
  }, { title: 'Turn Management' });
}

async function context(req: Request): Promise<BoardContext> {
  const employee = await getTurnEmployee(req.ctx.db, req.store!.id, Number(req.params.employee));
  if (!employee) throw notFound();
  return { store: req.store!, employee, actor: req.actor! };
}

/** The technician first (another store's is a 404 whatever was sent), then the form. */
async function act(req: Request, res: Response, action: () => BoardAction, message: (name: string) => string) {
  const ctx = await context(req);
  await changeTurns(req.ctx.db, ctx, action());
  flash(req, 'success', message(ctx.employee.name));
  res.redirect(303, back(req, routeUrl('turn_managements.index')));
}

const STATUS_MESSAGES = { available: 'is available', busy: 'is busy', small_service: 'is on a small service', break: 'is on a break' } as const;

/** turn_managements.status: busy, available, small service, break (and back: available again). */
export async function status(req: Request, res: Response) {
  let input: { status: keyof typeof STATUS_MESSAGES } | undefined;
  await act(req, res, () => {
    input = validate(turnStatusSchema, req.body);
    return { kind: 'status', status: input.status };
  }, (name) => `${name} ${STATUS_MESSAGES[input!.status]}.`);
}

/** turn_managements.skip: passed over for the next walk-in. */
export async function skip(req: Request, res: Response) {
  await act(req, res, () => ({ kind: 'skip', reason: validate(turnSkipSchema, req.body).reason }), (name) => `${name} skipped for the next walk-in.`);
}

/** turn_managements.adjust: ±½ or ±1 turn with a reason. */
export async function adjust(req: Request, res: Response) {
  let input: TurnAdjustInput | undefined;
  await act(req, res, () => {
    input = validate(turnAdjustSchema, req.body);
    return { kind: 'adjust', deltaHalves: input.delta_halves, reason: input.note ? `${input.reason}: ${input.note}` : input.reason };
  }, (name) => `${name}: ${formatTurnDelta(input!.delta_halves)} turn (${input!.reason}).`);
}

/** turn_managements.assign: the oldest waiting walk-in goes to this technician. */
export async function assign(req: Request, res: Response) {
  const ctx = await context(req);
  const given = await giveNextWalkIn(req.ctx.db, ctx);
  flash(req, 'success', given ? `${given.customerName} goes to ${ctx.employee.name}.` : `${ctx.employee.name} already has the walk-in.`);
  res.redirect(303, back(req, routeUrl('turn_managements.index')));
}
