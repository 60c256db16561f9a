/**
 * The turn board's rules (docs/domain.md §3.1), pure: given one store day's clock
 * records, paid ticket lines and the board's logged events, it returns the
 * queue and, per technician, every item that counted and why. Turns are never
 * stored: voiding a ticket or changing a setting changes the answer at once.
 *
 * Counts are in halves (0.5, 1 and 1.5 turns are 1, 2 and 3), like
 * services.turn_weight_halves, so the arithmetic stays in integers.
 */
import type { TurnStatus } from '../../../database/schema/frontDesk';
import { DEFAULT_TURN_SETTINGS, type TurnSettings } from '../../../common/turnSettings';
import { ticketLabel as ticketNumber } from '../tickets/invoiceList';

export type { TurnStatus, TurnSettings };
export { DEFAULT_TURN_SETTINGS };

export interface TurnClockRecord {
  employeeId: number;
  clockIn: Date;
  clockOut: Date | null;
}

export interface TurnTicketLine {
  invoiceId: number;
  invoiceNumber: number | null;
  technicianId: number;
  service: string;
  turnWeightHalves: number;
  netCents: number;
  requested: boolean;
  /** The ticket pays for an appointment. */
  appointment: boolean;
  voided: boolean;
  paidAt: Date;
}

export interface TurnEventInput {
  id: number;
  technicianId: number;
  /** 'release': a walk-in given to her ended before its service (cancelled, no-show, moved to someone else). */
  kind: 'adjust' | 'skip' | 'status' | 'assign' | 'release';
  deltaHalves: number;
  status: TurnStatus | null;
  reason: string | null;
  invoiceId: number | null;
  invoiceNumber?: number | null;
  checkInId: number | null;
  byName: string;
  createdAt: Date;
}

export interface TurnTechnician {
  id: number;
  name: string;
}

export interface TurnInput {
  /** The store day: items outside [start, end) belong to another day and count nothing (turns reset daily). */
  day: { date: string; start: Date; end: Date };
  technicians: TurnTechnician[];
  clockRecords: TurnClockRecord[];
  lines: TurnTicketLine[];
  events: TurnEventInput[];
  settings: TurnSettings;
  /** The store's ticket number prefix ("L-"), so her list names tickets as the receipt and the invoice list do. */
  ticketPrefix?: string;
}

export type TurnReasonKind =
  'ticket' | 'adjust' | 'skip' | 'break' | 'assign' | 'release' | 'not_counted';

/** One line of "why is Cindy #3?". */
export interface TurnReason {
  kind: TurnReasonKind;
  at: Date;
  /** What it added to the turn count, in halves (0 when it only moved her in line or did not count). */
  halves: number;
  counted: boolean;
  /** Ready to show: "Ticket #12 · Gel Manicure", "Adjusted by Anna: Late". */
  label: string;
  /** "+1", "+½", "−1", or what happened ("Back of the line", "Not counted: requested"). */
  effect: string;
  invoiceId: number | null;
  invoiceNumber: number | null;
  byName: string | null;
  reason: string | null;
}

export interface TurnQueueEntry {
  technicianId: number;
  name: string;
  status: TurnStatus;
  /** Turns today, in halves, as shown. */
  turnsHalves: number;
  /** "2½". */
  turnsLabel: string;
  /** The count the order uses: small services (price basis) are shown but keep the technician's place. */
  rankHalves: number;
  lastTurnAt: Date | null;
  clockedInAt: Date;
  /** When she last joined the back of the line: clock-in, a full turn (rotation), a return from a break, a skip. */
  queuedAt: Date;
  /** 1-based place among technicians still clocked in; null when out. */
  position: number | null;
  nextUp: boolean;
  reasons: TurnReason[];
}

const HALF = '½';

/** 3 → "1½", 1 → "½", -2 → "−1", 0 → "0". */
export function formatTurns(halves: number): string {
  const sign = halves < 0 ? '−' : '';
  const abs = Math.abs(Math.trunc(halves));
  const whole = Math.floor(abs / 2);
  const half = abs % 2 === 1;
  if (!half) return `${sign}${whole}`;
  return `${sign}${whole === 0 ? '' : whole}${HALF}`;
}

/** The change a reason made: "+1", "+½", "−½". */
export function formatTurnDelta(halves: number): string {
  return halves >= 0 ? `+${formatTurns(halves)}` : formatTurns(halves);
}

/** One technician on the board while the day is replayed. */
interface Working {
  tech: TurnTechnician;
  clockedInAt: Date;
  queuedAt: Date;
  turnsHalves: number;
  rankHalves: number;
  lastTurnAt: Date | null;
  status: TurnStatus;
  statusAt: Date;
  open: boolean;
  skippedAt: Date | null;
  /** Walk-ins given to her whose service has not ended; she is busy because of them until they are paid or released. */
  walkIns: Set<number>;
  busyFromWalkIn: boolean;
  /** When each walk-in was given and her last turn before it, to put back when that walk-in is released. */
  lastTurnBefore: Map<number, { at: Date; before: Date | null }>;
  reasons: TurnReason[];
}

const within = (at: Date, day: TurnInput['day']) =>
  at.getTime() >= day.start.getTime() && at.getTime() < day.end.getTime();
const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

function reason(
  partial: Partial<TurnReason> & Pick<TurnReason, 'kind' | 'at' | 'label' | 'effect'>,
): TurnReason {
  return {
    halves: 0,
    counted: false,
    invoiceId: null,
    invoiceNumber: null,
    byName: null,
    reason: null,
    ...partial,
  };
}

/** The next walk-in for a technician: the oldest waiting visit (list oldest first) that asked for nobody or for her. */
export function nextWalkInFor<T extends { requestedTechnicianId: number | null }>(
  waiting: T[],
  technicianId: number,
): T | null {
  return (
    waiting.find(
      (w) => w.requestedTechnicianId === null || w.requestedTechnicianId === technicianId,
    ) ?? null
  );
}

type TicketLabel = (number: number | null, service: string) => string;

/** "Ticket L-12 · Gel Manicure": her list names tickets as the receipt and the invoice list do. */
function ticketLabelFor(prefix: string): TicketLabel {
  return (number, service) =>
    `Ticket ${number === null ? '' : `${ticketNumber(prefix, number)} `}· ${service}`;
}

// --- Who is on the board --------------------------------------------------------------------

/**
 * The clock records that touch the store day, earliest first. A record left open from an
 * earlier day (a forgotten clock-out) puts her on the board from the day's start.
 */
function dayClockRecords(records: TurnClockRecord[], day: TurnInput['day']): TurnClockRecord[] {
  return records
    .filter(
      (r) =>
        r.clockIn.getTime() < day.end.getTime() &&
        (!r.clockOut || r.clockOut.getTime() >= day.start.getTime()),
    )
    .map((r) => ({ ...r, clockIn: later(r.clockIn, day.start) }))
    .sort((a, b) => a.clockIn.getTime() - b.clockIn.getTime());
}

/** Her first clock-in of the day is her place in line. */
function joinBoard(tech: TurnTechnician, r: TurnClockRecord): Working {
  return {
    tech,
    clockedInAt: r.clockIn,
    queuedAt: r.clockIn,
    turnsHalves: 0,
    rankHalves: 0,
    lastTurnAt: null,
    status: r.clockOut ? 'out' : 'available',
    statusAt: r.clockOut ?? r.clockIn,
    open: !r.clockOut,
    skippedAt: null,
    walkIns: new Set(),
    busyFromWalkIn: false,
    lastTurnBefore: new Map(),
    reasons: [],
  };
}

/** Clocking back in later the same day is a return from a break. */
function clockBackIn(w: Working, r: TurnClockRecord, settings: TurnSettings): void {
  if (settings.breakReturn === 'back') w.queuedAt = later(w.queuedAt, r.clockIn);
  w.open = !r.clockOut;
  w.status = r.clockOut ? 'out' : 'available';
  w.statusAt = r.clockOut ?? r.clockIn;
}

/**
 * Who is eligible: the store day's clock records decide who is on the board, and only
 * technicians (a clock record of anyone else is not a place in line).
 */
function onTheBoard(input: TurnInput): Map<number, Working> {
  const working = new Map<number, Working>();
  const names = new Map(input.technicians.map((t) => [t.id, t]));
  for (const r of dayClockRecords(input.clockRecords, input.day)) {
    const tech = names.get(r.employeeId);
    if (!tech) continue;
    const w = working.get(r.employeeId);
    if (w) clockBackIn(w, r, input.settings);
    else working.set(r.employeeId, joinBoard(tech, r));
  }
  return working;
}

// --- How paid tickets count ----------------------------------------------------------------

/** Why a paid line does not count, or null when it does. */
function notCountedBecause(line: TurnTicketLine, settings: TurnSettings): string | null {
  if (line.voided) return 'Not counted: ticket voided';
  if (settings.mode === 'manual') return 'Not counted: manual mode';
  if (line.requested && !settings.countRequested) return 'Not counted: requested';
  if (line.appointment && !settings.countAppointments) return 'Not counted: appointment';
  return null;
}

/** A counted piece of work: one line (service weight), or one technician's share of a ticket (price basis). */
interface Credit {
  at: Date;
  halves: number;
  /** Moves her to the back (rotation) and raises her rank count; a small service does neither. */
  full: boolean;
  label: string;
  note: string | null;
  invoiceId: number;
  invoiceNumber: number | null;
}

function credits(
  lines: TurnTicketLine[],
  settings: TurnSettings,
  ticketLabel: TicketLabel,
): Credit[] {
  if (settings.basis === 'service_weight') {
    return lines.map((l) => {
      const halves = Math.max(0, Math.min(3, Math.trunc(l.turnWeightHalves)));
      return {
        at: l.paidAt,
        halves,
        full: halves >= 2,
        label: ticketLabel(l.invoiceNumber, l.service),
        note: halves === 0 ? 'Weight 0: no turn' : null,
        invoiceId: l.invoiceId,
        invoiceNumber: l.invoiceNumber,
      };
    });
  }
  // By price, a technician's lines on one ticket are one turn: a $20 manicure and a $15 polish on one ticket make a full turn at a $30 threshold.
  const byInvoice = new Map<number, TurnTicketLine[]>();
  for (const l of lines) byInvoice.set(l.invoiceId, [...(byInvoice.get(l.invoiceId) ?? []), l]);
  return [...byInvoice.values()].map((group) => {
    const cents = group.reduce((s, l) => s + l.netCents, 0);
    const full = cents >= settings.smallServiceThresholdCents;
    const first = group[0];
    return {
      at: group.reduce((t, l) => later(t, l.paidAt), first.paidAt),
      halves: full ? 2 : 1,
      full,
      label: ticketLabel(first.invoiceNumber, group.map((l) => l.service).join(', ')),
      note: full ? null : 'Small service: keeps her place',
      invoiceId: first.invoiceId,
      invoiceNumber: first.invoiceNumber,
    };
  });
}

/** A paid ticket ends every walk-in she was given, and frees her if she was busy since before it. */
function finish(w: Working, at: Date): void {
  w.walkIns.clear();
  w.busyFromWalkIn = false;
  if (
    w.open &&
    (w.status === 'busy' || w.status === 'small_service') &&
    at.getTime() >= w.statusAt.getTime()
  ) {
    w.status = 'available';
    w.statusAt = at;
  }
}

/** A counted credit: the turn, her rank count (a small service by price keeps it), her last turn, and in rotation the back of the line. */
function credit(w: Working, c: Credit, settings: TurnSettings): void {
  w.turnsHalves += c.halves;
  if (c.full || settings.basis === 'service_weight') w.rankHalves += c.halves;
  if (c.halves > 0) w.lastTurnAt = c.at;
  if (c.full && settings.ordering === 'rotation') w.queuedAt = later(w.queuedAt, c.at);
  w.reasons.push(
    reason({
      kind: 'ticket',
      at: c.at,
      halves: c.halves,
      counted: c.halves > 0,
      label: c.label,
      effect: c.note ? `${formatTurnDelta(c.halves)} (${c.note})` : formatTurnDelta(c.halves),
      invoiceId: c.invoiceId,
      invoiceNumber: c.invoiceNumber,
    }),
  );
  finish(w, c.at);
}

/** A line that does not count is still listed, with why. */
function listNotCounted(
  w: Working,
  l: TurnTicketLine,
  why: string,
  ticketLabel: TicketLabel,
): void {
  w.reasons.push(
    reason({
      kind: 'not_counted',
      at: l.paidAt,
      label: ticketLabel(l.invoiceNumber, l.service),
      effect: why,
      invoiceId: l.invoiceId,
      invoiceNumber: l.invoiceNumber,
    }),
  );
  // A paid ticket (even a requested one) means she finished and is free again; a voided one says nothing.
  if (!l.voided) finish(w, l.paidAt);
}

/** Something that happened to one technician at a moment of the day, replayed in time order. */
interface Step {
  at: Date;
  /** At the same instant a paid ticket (0) comes before a board event (1). */
  order: number;
  apply: () => void;
}

/** The store day's paid lines of technicians on the board, by technician. */
function paidLinesByTechnician(
  lines: TurnTicketLine[],
  working: Map<number, Working>,
  day: TurnInput['day'],
): Map<number, TurnTicketLine[]> {
  const byTech = new Map<number, TurnTicketLine[]>();
  for (const l of lines) {
    if (!within(l.paidAt, day) || !working.has(l.technicianId)) continue;
    byTech.set(l.technicianId, [...(byTech.get(l.technicianId) ?? []), l]);
  }
  return byTech;
}

/** How turns are counted from paid tickets: each technician's lines that count become credits, the others reasons. */
function ticketSteps(
  input: TurnInput,
  working: Map<number, Working>,
  ticketLabel: TicketLabel,
): Step[] {
  const { settings } = input;
  const steps: Step[] = [];
  for (const [techId, lines] of paidLinesByTechnician(input.lines, working, input.day)) {
    const w = working.get(techId)!;
    const counted: TurnTicketLine[] = [];
    for (const l of lines) {
      const why = notCountedBecause(l, settings);
      if (why === null) counted.push(l);
      else
        steps.push({ at: l.paidAt, order: 0, apply: () => listNotCounted(w, l, why, ticketLabel) });
    }
    for (const c of credits(counted, settings, ticketLabel))
      steps.push({ at: c.at, order: 0, apply: () => credit(w, c, settings) });
  }
  return steps;
}

// --- What people do on the board -----------------------------------------------------------

/** A reason for something a person did on the board: who, why, and the ticket it concerns. */
function byHand(
  e: TurnEventInput,
  partial: Partial<TurnReason> & Pick<TurnReason, 'kind' | 'label' | 'effect'>,
): TurnReason {
  const { kind, ...rest } = partial;
  return reason({
    kind,
    at: e.createdAt,
    ...rest,
    byName: e.byName,
    reason: e.reason,
    invoiceId: e.invoiceId,
    invoiceNumber: e.invoiceNumber ?? null,
  });
}

const because = (e: TurnEventInput) => (e.reason ? `: ${e.reason}` : '');

/** ±½ or ±1 by hand; in rotation a whole turn added sends her to the back, like a finished service. */
function adjust(w: Working, e: TurnEventInput, settings: TurnSettings): void {
  w.turnsHalves += e.deltaHalves;
  w.rankHalves += e.deltaHalves;
  if (settings.ordering === 'rotation' && e.deltaHalves >= 2)
    w.queuedAt = later(w.queuedAt, e.createdAt);
  w.reasons.push(
    byHand(e, {
      kind: 'adjust',
      halves: e.deltaHalves,
      counted: true,
      label: `Adjusted by ${e.byName}${because(e)}`,
      effect: formatTurnDelta(e.deltaHalves),
    }),
  );
}

/** Passed over: to the back of the line, held behind the others while the skip lasts (skipHolds). */
function skip(w: Working, e: TurnEventInput): void {
  w.skippedAt = e.createdAt;
  w.queuedAt = later(w.queuedAt, e.createdAt);
  w.reasons.push(
    byHand(e, {
      kind: 'skip',
      label: `Skipped by ${e.byName}${because(e)}`,
      effect: 'Passed over for the next walk-in',
    }),
  );
}

/** A walk-in given: busy until its ticket is paid or it is released; it is her last turn meanwhile. */
function giveWalkIn(w: Working, e: TurnEventInput): void {
  if (w.open) {
    w.status = 'busy';
    w.statusAt = e.createdAt;
    w.busyFromWalkIn = true;
  }
  if (e.checkInId !== null) {
    w.walkIns.add(e.checkInId);
    w.lastTurnBefore.set(e.checkInId, { at: e.createdAt, before: w.lastTurnAt });
  }
  w.lastTurnAt = e.createdAt;
  w.reasons.push(
    byHand(e, {
      kind: 'assign',
      label: `Walk-in given by ${e.byName}${because(e)}`,
      effect: 'Busy (the turn counts when the ticket is paid)',
    }),
  );
}

/**
 * A walk-in that ended before its service: her last turn goes back to what it was, and she is
 * free again only if that walk-in alone made her busy (a break or a busy set by hand since stays).
 */
function releaseWalkIn(w: Working, e: TurnEventInput): void {
  const freed = e.checkInId !== null && w.walkIns.delete(e.checkInId);
  const given = e.checkInId === null ? undefined : w.lastTurnBefore.get(e.checkInId);
  if (freed && given && w.lastTurnAt?.getTime() === given.at.getTime()) w.lastTurnAt = given.before;
  const available =
    freed && w.open && w.busyFromWalkIn && w.status === 'busy' && w.walkIns.size === 0;
  if (available) {
    w.status = 'available';
    w.statusAt = e.createdAt;
    w.busyFromWalkIn = false;
  }
  w.reasons.push(
    byHand(e, {
      kind: 'release',
      label: `Walk-in released by ${e.byName}${because(e)}`,
      effect: available ? 'Available again' : 'Walk-in released',
    }),
  );
}

/**
 * A status set by hand is the truth from then on: earlier walk-ins no longer keep her busy. A
 * break is listed; coming back from one sends her to the back of the line or keeps her place.
 */
function setStatus(
  w: Working,
  e: TurnEventInput,
  status: Exclude<TurnStatus, 'out'>,
  settings: TurnSettings,
): void {
  const wasOnBreak = w.status === 'break';
  w.busyFromWalkIn = false;
  w.walkIns.clear();
  w.status = status;
  w.statusAt = e.createdAt;
  if (status === 'break') {
    w.reasons.push(
      byHand(e, {
        kind: 'break',
        label: `On break (${e.byName})${because(e)}`,
        effect: 'Break',
      }),
    );
  } else if (wasOnBreak) {
    const back = settings.breakReturn === 'back';
    if (back) w.queuedAt = later(w.queuedAt, e.createdAt);
    w.reasons.push(
      byHand(e, {
        kind: 'break',
        label: `Back from break (${e.byName})`,
        effect: back ? 'Back of the line' : 'Kept her place',
      }),
    );
  }
}

/** One logged board event, by kind. "Out" is only ever a clock-out, and a status means nothing to someone clocked out. */
function applyEvent(w: Working, e: TurnEventInput, settings: TurnSettings): void {
  if (e.kind === 'adjust') adjust(w, e, settings);
  else if (e.kind === 'skip') skip(w, e);
  else if (e.kind === 'assign') giveWalkIn(w, e);
  else if (e.kind === 'release') releaseWalkIn(w, e);
  else if (e.kind === 'status' && e.status && w.open && e.status !== 'out')
    setStatus(w, e, e.status, settings);
}

/** The store day's board events for technicians on the board. */
function eventSteps(input: TurnInput, working: Map<number, Working>): Step[] {
  const steps: Step[] = [];
  for (const e of input.events) {
    const w = working.get(e.technicianId);
    if (!w || !within(e.createdAt, input.day)) continue;
    steps.push({ at: e.createdAt, order: 1, apply: () => applyEvent(w, e, input.settings) });
  }
  return steps;
}

// --- The order -----------------------------------------------------------------------------

/** When she took a turn: a walk-in given to her, or a counted service paid. */
function turnsTaken(w: Working): Date[] {
  return w.reasons
    .filter((r) => r.kind === 'assign' || (r.kind === 'ticket' && r.counted))
    .map((r) => r.at);
}

/** A skip holds only until someone else is given a walk-in or finishes a counted service after it. */
function skipHolds(w: Working, board: Working[]): boolean {
  if (w.skippedAt === null) return false;
  const skippedAt = w.skippedAt.getTime();
  const own = new Set(turnsTaken(w).map((t) => t.getTime()));
  return !board.some((other) =>
    turnsTaken(other).some((t) => t.getTime() > skippedAt && !own.has(t.getTime())),
  );
}

/** What decides a technician's place in line. */
export interface LinePlace {
  technicianId: number;
  /** A skip that still holds. */
  skipped: boolean;
  rankHalves: number;
  queuedAt: Date;
  clockedInAt: Date;
}

/**
 * The order of the line, and its ties: a skip that holds puts her behind everyone; then fewest
 * turns (by the rank count; rotation ignores it); then who joined the back of the line first,
 * who clocked in first, and last the lower id, so the order never depends on the input's order.
 */
export function compareInLine(a: LinePlace, b: LinePlace, rotation: boolean): number {
  const skipped = Number(a.skipped) - Number(b.skipped);
  if (skipped) return skipped;
  if (!rotation && a.rankHalves !== b.rankHalves) return a.rankHalves - b.rankHalves;
  return (
    a.queuedAt.getTime() - b.queuedAt.getTime() ||
    a.clockedInAt.getTime() - b.clockedInAt.getTime() ||
    a.technicianId - b.technicianId
  );
}

function entry(w: Working, position: number | null, isNext: boolean): TurnQueueEntry {
  return {
    technicianId: w.tech.id,
    name: w.tech.name,
    status: w.status,
    turnsHalves: w.turnsHalves,
    turnsLabel: formatTurns(w.turnsHalves),
    rankHalves: w.rankHalves,
    lastTurnAt: w.lastTurnAt,
    clockedInAt: w.clockedInAt,
    queuedAt: w.queuedAt,
    position,
    nextUp: isNext,
    reasons: w.reasons,
  };
}

/**
 * Those still clocked in, in line order; then those clocked out, in the order they left. Next up
 * is the first available in line (on a break, busy or on a small service she keeps her place).
 */
function lineUp(board: Working[], settings: TurnSettings): TurnQueueEntry[] {
  const places = new Map<Working, LinePlace>(
    board.map((w) => [
      w,
      {
        technicianId: w.tech.id,
        skipped: skipHolds(w, board),
        rankHalves: w.rankHalves,
        queuedAt: w.queuedAt,
        clockedInAt: w.clockedInAt,
      },
    ]),
  );
  const rotation = settings.ordering === 'rotation';
  const inLine = board
    .filter((w) => w.open)
    .sort((a, b) => compareInLine(places.get(a)!, places.get(b)!, rotation));
  const out = board
    .filter((w) => !w.open)
    .sort((a, b) => a.statusAt.getTime() - b.statusAt.getTime());
  const next = inLine.find((w) => w.status === 'available');
  return [
    ...inLine.map((w, i) => entry(w, i + 1, w === next)),
    ...out.map((w) => entry(w, null, false)),
  ];
}

/**
 * The queue for one store day, in order, with the reasons behind every count: who is on the
 * board, then the day replayed in time order (paid tickets and what people did on the board),
 * then the line.
 */
export function computeTurnQueue(input: TurnInput): TurnQueueEntry[] {
  const working = onTheBoard(input);
  const ticketLabel = ticketLabelFor(input.ticketPrefix ?? '');
  const steps = [...ticketSteps(input, working, ticketLabel), ...eventSteps(input, working)];
  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order);
  for (const s of steps) s.apply();
  return lineUp([...working.values()], input.settings);
}

/** The technician who takes the next walk-in, or null when nobody is free. */
export function nextUp(queue: TurnQueueEntry[]): TurnQueueEntry | null {
  return queue.find((e) => e.nextUp) ?? null;
}
