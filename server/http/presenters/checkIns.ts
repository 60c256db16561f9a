import type { CheckInRow, listCheckInsOfDay } from '../../../database/queries/checkIns';
import { formatPhone } from '../../../common/phone';
import { formatStoreDateTime } from '../../../common/storeTime';
import { STATUS_LABELS } from '../../domain/checkins/checkIns';
import { describeWait, type WaitEstimate } from '../../domain/checkins/waitEstimate';

type QueueRow = Awaited<ReturnType<typeof listCheckInsOfDay>>[number];

/** Someone the row names by id, by name; a technician no longer on staff is still shown. */
const personOf = (names: Map<number, string>) => (id: number | null) =>
  id === null ? null : { id, name: names.get(id) ?? 'Former employee' };

/** A row of the desk's queue (checkins.index): who, for what, with whom, since when, and her wait. */
export function checkInQueueItem(
  tz: string,
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
      status_label: STATUS_LABELS[r.status],
      source: r.source,
      customer: {
        id: r.customerId,
        name: r.customerName,
        phone_formatted: formatPhone(r.customerPhone),
      },
      services: r.serviceIds.map((id) => ({ id, name: serviceNames.get(id) ?? 'Service' })),
      requested: person(r.requestedTechnicianId),
      assigned: person(r.assignedTechnicianId),
      checked_in_at: r.checkedInAt.toISOString(),
      checked_in_label: formatStoreDateTime(r.checkedInAt, tz).slice(11),
      // The wait ends when the service starts (or the visit closed without one); open visits tick on the page.
      waited_until: (r.startedAt ?? r.finishedAt)?.toISOString() ?? null,
      position: estimate?.position ?? null,
      wait_label: estimate ? describeWait(estimate.minutes) : null,
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
  tz: string,
) {
  const person = personOf(names);
  return {
    id: checkIn.id,
    status: checkIn.status,
    status_label: STATUS_LABELS[checkIn.status],
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
    checked_in_label: formatStoreDateTime(checkIn.checkedInAt, tz).slice(11),
  };
}
