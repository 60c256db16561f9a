import type { Db } from '../../../database/client';
import type { CheckInStatus } from '../../../database/schema';
import {
  listCheckInsOfDay,
  listClockedInTechnicians,
  listServicesById,
} from '../../../database/queries/checkIns';
import { estimateWait, type WaitEstimate } from './waitEstimate';
import { clock } from '../../../common/clock';

/** What the estimate needs of a check-in of the day. */
export interface QueueEntry {
  id: number;
  status: CheckInStatus;
  checkedInAt: Date;
  startedAt: Date | null;
  serviceIds: number[];
  requestedTechnicianId: number | null;
  assignedTechnicianId: number | null;
}

const OPEN: CheckInStatus[] = ['waiting', 'assigned'];

/**
 * Every open check-in's place in line and estimated wait, from the day's
 * rows, the services' durations and who is clocked in (pure: the desk's list
 * and the kiosk's success page read the same numbers).
 */
export function estimateQueue(
  entries: QueueEntry[],
  minutesOf: Map<number, number>,
  technicianIds: number[],
  now: Date,
): Map<number, WaitEstimate> {
  const minutes = (e: QueueEntry) =>
    e.serviceIds.reduce((sum, id) => sum + (minutesOf.get(id) ?? 0), 0);
  const open = entries
    .filter((e) => OPEN.includes(e.status))
    .sort((a, b) => a.checkedInAt.getTime() - b.checkedInAt.getTime() || a.id - b.id);
  const inService = entries
    .filter((e) => e.status === 'in_service')
    .map((e) => ({
      technicianId: e.assignedTechnicianId,
      startedAt: e.startedAt ?? e.checkedInAt,
      minutes: minutes(e),
    }));
  const out = new Map<number, WaitEstimate>();
  open.forEach((e, i) => {
    const ahead = open.slice(0, i).map((a) => ({
      minutes: minutes(a),
      technicianId: a.assignedTechnicianId ?? a.requestedTechnicianId,
    }));
    out.set(
      e.id,
      estimateWait({
        now,
        technicianIds,
        inService,
        ahead,
        requestedTechnicianId: e.assignedTechnicianId ?? e.requestedTechnicianId,
      }),
    );
  });
  return out;
}

/** The day's queue as the desk and the kiosk read it: rows, service names and durations, and each open row's estimate. */
export async function loadQueue(db: Db, storeId: number, businessDate: string, now = clock.now()) {
  const [rows, technicians] = await Promise.all([
    listCheckInsOfDay(db, storeId, businessDate),
    listClockedInTechnicians(db, storeId),
  ]);
  const services = await listServicesById(db, storeId, [
    ...new Set(rows.flatMap((r) => r.serviceIds)),
  ]);
  const minutesOf = new Map(services.map((s) => [s.id, s.minutes]));
  const estimates = estimateQueue(
    rows,
    minutesOf,
    technicians.map((t) => t.id),
    now,
  );
  return { rows, services, technicians, estimates };
}
