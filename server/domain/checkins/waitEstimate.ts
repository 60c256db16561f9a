/**
 * How long a customer in the walk-in line will wait: a small simulation, pure
 * so it is unit-tested with worked numbers. Every clocked-in technician is a
 * lane that becomes free when her current service ends; the customers ahead
 * take lanes in order (their own technician's when they asked for or were
 * given one, otherwise whoever is free first), and the customer's wait is
 * when her lane frees up: the requested technician's, or the first free one.
 */

/** What a service with no duration set, or a visit with no services chosen, is taken to last. */
export const DEFAULT_SERVICE_MINUTES = 30;

export interface QueuedVisit {
  /** The services' total duration; 0 or less means "none chosen" and counts as the default. */
  minutes: number;
  /** The technician she is tied to: assigned, else requested; null is "Anyone". */
  technicianId: number | null;
}

export interface ServingVisit {
  technicianId: number | null;
  startedAt: Date;
  minutes: number;
}

export interface WaitInput {
  now: Date;
  /** Technicians clocked in and working now (not on break, not out). */
  technicianIds: number[];
  /** Services under way: their technician is busy until they end. */
  inService: ServingVisit[];
  /** The open check-ins before hers, oldest first. */
  ahead: QueuedVisit[];
  /** The technician she asked for, or null for "Anyone". */
  requestedTechnicianId: number | null;
  defaultMinutes?: number;
}

export interface WaitEstimate {
  /** 1 is next. */
  position: number;
  /** Whole minutes until a technician (hers, if she asked for one) is expected to be free. */
  minutes: number;
}

const visitMinutes = (minutes: number, fallback: number) =>
  Number.isFinite(minutes) && minutes > 0 ? minutes : fallback;

export function estimateWait(input: WaitInput): WaitEstimate {
  const fallback = input.defaultMinutes ?? DEFAULT_SERVICE_MINUTES;
  const now = input.now.getTime();
  // Nobody clocked in yet: someone will be, so the line still moves one at a time.
  const lanes = new Map<number | null, number>(
    input.technicianIds.length ? input.technicianIds.map((id) => [id, 0]) : [[null, 0]],
  );

  for (const s of input.inService) {
    if (s.technicianId === null || !lanes.has(s.technicianId)) continue;
    const ends = s.startedAt.getTime() + visitMinutes(s.minutes, fallback) * 60_000;
    lanes.set(
      s.technicianId,
      Math.max(lanes.get(s.technicianId)!, Math.max(0, (ends - now) / 60_000)),
    );
  }

  const firstFree = (): number | null => {
    let best: number | null = null;
    let bestAt = Infinity;
    for (const [id, at] of lanes) if (at < bestAt) [best, bestAt] = [id, at];
    return best;
  };

  for (const v of input.ahead) {
    const lane =
      v.technicianId !== null && lanes.has(v.technicianId) ? v.technicianId : firstFree();
    lanes.set(lane, lanes.get(lane)! + visitMinutes(v.minutes, fallback));
  }

  const requested = input.requestedTechnicianId;
  const mine =
    requested !== null && lanes.has(requested) ? lanes.get(requested)! : lanes.get(firstFree())!;
  return { position: input.ahead.length + 1, minutes: Math.ceil(mine) };
}
