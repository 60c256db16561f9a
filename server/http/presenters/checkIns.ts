import type {
  CheckInRow,
  listCheckInServices,
  listCheckInsOfDay,
} from '../../../database/queries/checkIns';
import type { ActiveEmployee } from '../../../database/queries/employees';
import { CHECK_IN_STATUSES, type CheckInStatus } from '../../../database/schema';
import type { loadQueue } from '../../domain/checkins/queue';
import type { loadTurnBoard } from '../../domain/turns/board';
import { formatPhone } from '../../../common/phone';
import type { WaitEstimate } from '../../domain/checkins/waitEstimate';

type QueueRow = Awaited<ReturnType<typeof listCheckInsOfDay>>[number];
type ServiceMenu = Awaited<ReturnType<typeof listCheckInServices>>;
type Staff = ActiveEmployee<'color'>[];
type TurnBoard = Awaited<ReturnType<typeof loadTurnBoard>>;

/** The service picker of the desk's forms (check-ins, the calendar's booking form): categories that have a service, and the services. */
export const checkInServiceMenu = (menu: ServiceMenu) => ({
  categories: menu.categories.filter((c) => menu.services.some((s) => s.categoryId === c.id)),
  services: menu.services.map((s) => ({
    id: s.id,
    category_id: s.categoryId,
    name: s.name,
    minutes: s.minutes,
    price: s.priceCents,
  })),
});

/** Someone the row names by id, by name; a technician no longer on staff has none (the page says so). */
const personOf = (names: Map<number, string>) => (id: number | null) =>
  id === null ? null : { id, name: names.get(id) ?? null };

/** A row of the desk's queue (checkins.index): who, for what, with whom, since when (an instant the page shows in the store's zone), and her wait. */
export function checkInQueueItem(
  names: Map<number, string>,
  serviceNames: Map<number, string>,
  estimates: Map<number, WaitEstimate>,
) {
  const person = personOf(names);
  return (r: QueueRow) => {
    const estimate = estimates.get(r.id);
    return {
      id: r.id,
      status: r.status,
      source: r.source,
      customer: {
        id: r.customerId,
        name: r.customerName,
        phone_formatted: formatPhone(r.customerPhone),
      },
      // A service gone from the menu has no name (the card says so).
      services: r.serviceIds.map((id) => ({ id, name: serviceNames.get(id) ?? null })),
      requested: person(r.requestedTechnicianId),
      assigned: person(r.assignedTechnicianId),
      checked_in_at: r.checkedInAt.toISOString(),
      // The wait ends when the service starts (or the visit closed without one); open visits tick on the page.
      waited_until: (r.startedAt ?? r.finishedAt)?.toISOString() ?? null,
      position: estimate?.position ?? null,
      // Minutes; the page says them ("About 25 minutes") in the reader's language.
      wait_minutes: estimate?.minutes ?? null,
      reason: r.cancelReason,
      invoice_id: r.invoiceId,
    };
  };
}

interface PosService {
  id: number;
  name: string;
  minutes: number;
  priceCents: number;
}
interface PosCustomer {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
}

/** pos.customer_checkin's visit: her services in the order she asked for them (a service gone from the menu left out). */
export function posCheckInItem(
  checkIn: CheckInRow,
  customer: PosCustomer | null | undefined,
  services: PosService[],
  names: Map<number, string>,
) {
  const person = personOf(names);
  return {
    id: checkIn.id,
    status: checkIn.status,
    customer: customer
      ? {
          id: customer.id,
          name: customer.name,
          phone_formatted: formatPhone(customer.phone),
          email: customer.email ?? '',
        }
      : null,
    services: checkIn.serviceIds.flatMap((id) =>
      services
        .filter((s) => s.id === id)
        .map((s) => ({ id: s.id, name: s.name, minutes: s.minutes, price: s.priceCents })),
    ),
    requested: person(checkIn.requestedTechnicianId),
    assigned: person(checkIn.assignedTechnicianId),
    checked_in_at: checkIn.checkedInAt.toISOString(),
  };
}

/** checkins.index: today's queue (of one status, or all) with each visit's wait, the technicians, the turn board's next up, and the desk's check-in form. */
export function checkInsPage(p: {
  today: string;
  status: CheckInStatus | 'all';
  queue: Awaited<ReturnType<typeof loadQueue>>;
  staff: Staff;
  board: TurnBoard;
  menu: ServiceMenu;
  consentText: string;
  canStart: boolean;
}) {
  const { queue, staff, status } = p;
  const names = new Map(staff.map((t) => [t.id, t.name]));
  const serviceNames = new Map(queue.services.map((s) => [s.id, s.name]));
  const clockedIn = new Set(queue.technicians.map((t) => t.id));
  const counts = Object.fromEntries(
    CHECK_IN_STATUSES.map((s) => [s, queue.rows.filter((r) => r.status === s).length]),
  );
  const rows = status === 'all' ? queue.rows : queue.rows.filter((r) => r.status === status);
  return {
    business_date: p.today,
    filters: { status },
    counts,
    statuses: [...CHECK_IN_STATUSES],
    check_ins: rows.map(checkInQueueItem(names, serviceNames, queue.estimates)),
    technicians: staff.map((t) => ({
      id: t.id,
      name: t.name,
      clocked_in: clockedIn.has(t.id),
    })),
    suggested_technician_id: p.board.find((e) => e.nextUp)?.technicianId ?? null,
    service_menu: checkInServiceMenu(p.menu),
    consent_text: p.consentText,
    can_start: p.canStart,
  };
}

/** pos.customer_checkin: the visit about to start, the technicians (who is clocked in), and who takes her: assigned, asked for, or next up. */
export function posCheckInPage(p: {
  checkIn: CheckInRow;
  customer: PosCustomer | null | undefined;
  services: PosService[];
  staff: Staff;
  board: TurnBoard;
}) {
  const { checkIn, staff, board } = p;
  const clockedIn = new Set(board.filter((e) => e.status !== 'out').map((e) => e.technicianId));
  const nextUp = board.find((e) => e.nextUp)?.technicianId ?? null;
  return {
    check_in: posCheckInItem(
      checkIn,
      p.customer,
      p.services,
      new Map(staff.map((t) => [t.id, t.name])),
    ),
    technicians: staff.map((t) => ({
      id: t.id,
      name: t.name,
      color: t.color,
      clocked_in: clockedIn.has(t.id),
    })),
    technician_id: checkIn.assignedTechnicianId ?? checkIn.requestedTechnicianId ?? nextUp,
  };
}
