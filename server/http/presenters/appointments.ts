import type { AppointmentDetail, listAppointments } from '../../../database/queries/appointments';
import { formatStoreDateTime, utcToStoreLocal } from '../../../common/storeTime';
import { formatCurrency } from '../../../common/money';
import { formatPhone } from '../../../common/phone';
import type { ActiveEmployee } from '../../../database/queries/employees';
import { APPOINTMENT_STATUSES } from '../../../database/schema/appointments';
import { REPORT_RANGES, REPORT_RANGE_LABELS } from '../../../common/reportRanges';
import { isMovable, manualActions, STATUS_LABELS } from '../../domain/appointments/statuses';
import { withLinks } from '../pagination';
import type { AppointmentFilters } from '../validators/appointments';

type ListRow = Awaited<ReturnType<typeof listAppointments>>[number];

/** A row of appointments.index, its times in the store's zone. */
export const appointmentListItem = (tz: string) => (r: ListRow) => ({
  id: r.id,
  start_time: formatStoreDateTime(r.startsAt, tz),
  end_time: formatStoreDateTime(r.endsAt, tz).slice(11),
  customer: r.customerName,
  phone: r.customerPhone ? formatPhone(r.customerPhone) : '',
  technician: r.employeeName,
  services: r.services,
  status: r.status,
  status_label: STATUS_LABELS[r.status],
  source: r.source === 'online' ? 'Online' : 'Front desk',
});

const ACTIONS: Record<string, string> = {
  created: 'Booked',
  moved: 'Moved',
  edited: 'Edited',
  status: 'Status changed',
  cancelled: 'Cancelled',
  reminded: 'Reminder sent',
};

/** The technicians a history names (before and after a change), to be looked up once. */
export const historyTechnicianIds = (a: AppointmentDetail): number[] => [
  ...new Set(
    a.events
      .flatMap((e) => [e.before?.technicianId, e.after?.technicianId])
      .filter((v): v is number => typeof v === 'number'),
  ),
];

/** A history row's before → after, in the desk's words. */
export function describeChange(
  e: AppointmentDetail['events'][number],
  tz: string,
  names: Map<number, string>,
): string {
  const side = (v: Record<string, unknown> | null) => {
    if (!v) return '';
    const parts: string[] = [];
    if (typeof v.technicianId === 'number')
      parts.push(names.get(v.technicianId) ?? 'Former employee');
    if (typeof v.startsAt === 'string')
      parts.push(
        `${formatStoreDateTime(v.startsAt, tz)}${typeof v.endsAt === 'string' ? ` – ${formatStoreDateTime(v.endsAt, tz).slice(11)}` : ''}`,
      );
    if (typeof v.status === 'string' && e.action !== 'moved')
      parts.push(STATUS_LABELS[v.status as keyof typeof STATUS_LABELS] ?? v.status);
    return parts.join(', ');
  };
  const before = side(e.before);
  const after = side(e.after);
  return before ? `${before} → ${after}` : after;
}

/** appointments.show's appointment: what can be done with it next, and its history (who, when, before → after). */
export function appointmentDetailProps(
  a: AppointmentDetail,
  tz: string,
  names: Map<number, string>,
) {
  const local = utcToStoreLocal(a.startsAt, tz);
  return {
    id: a.id,
    start_time: formatStoreDateTime(a.startsAt, tz),
    end_time: formatStoreDateTime(a.endsAt, tz).slice(11),
    date: local.slice(0, 10),
    start: local.slice(11, 16),
    end: utcToStoreLocal(a.endsAt, tz).slice(11, 16),
    status: a.status,
    status_label: STATUS_LABELS[a.status],
    actions: manualActions(a.status),
    movable: isMovable(a.status),
    source: a.source === 'online' ? 'Online' : 'Front desk',
    any_technician: a.anyTechnician,
    notes: a.notes ?? '',
    cancel_reason: a.cancelReason ?? '',
    check_in_id: a.checkInId,
    technician: { id: a.technicianId, name: a.employeeName, color: a.employeeColor },
    customer: {
      id: a.customerId,
      name: a.customerName,
      phone: a.customerPhone ? formatPhone(a.customerPhone) : '',
      email: a.customerEmail ?? '',
    },
    services: a.services.map((s) => ({
      name: s.name,
      minutes: s.durationMinutes,
      price: formatCurrency(s.priceCents),
    })),
    history: a.events.map((e) => ({
      id: e.id,
      action: ACTIONS[e.action] ?? e.action,
      when: formatStoreDateTime(e.createdAt, tz),
      by: e.byName,
      change: describeChange(e, tz, names),
      reason: e.reason ?? '',
    })),
  };
}

/** The technicians a filter or a form offers, by name. */
const technicianOptions = (staff: ActiveEmployee[]) =>
  staff.map((s) => ({ id: s.id, name: s.name }));

/**
 * appointments.index: one page of appointments, the filters as applied (a report range, or the
 * from/to days `bounds` resolved), echoed in the page links, and the filters' choices.
 */
export function appointmentsIndexPage(p: {
  rows: ListRow[];
  page: { current: number; last: number; perPage: number; total: number };
  filters: AppointmentFilters;
  /** Custom days (from/to) rather than a report range. */
  custom: boolean;
  bounds: { from: string; to: string };
  staff: ActiveEmployee[];
  tz: string;
}) {
  const { filters: f, custom, bounds } = p;
  const echo = {
    ...(custom ? { from: bounds.from, to: bounds.to } : { range: f.range }),
    ...(f.employee ? { employee: f.employee } : {}),
    ...(f.status ? { status: f.status } : {}),
  };
  return {
    appointments: withLinks(
      {
        data: p.rows.map(appointmentListItem(p.tz)),
        current_page: p.page.current,
        last_page: p.page.last,
        per_page: p.page.perPage,
        total: p.page.total,
      },
      'appointments.index',
      echo,
    ),
    filters: {
      range: custom ? null : f.range,
      from: bounds.from,
      to: bounds.to,
      employee: f.employee,
      status: f.status,
    },
    ranges: REPORT_RANGES.map((value) => ({ value, label: REPORT_RANGE_LABELS[value] })),
    statuses: APPOINTMENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
    technicians: technicianOptions(p.staff),
  };
}

/** appointments.show: the appointment, the technicians it may move to, and whether the POS is open to this person. */
export const appointmentShowPage = (
  a: AppointmentDetail,
  tz: string,
  names: Map<number, string>,
  staff: ActiveEmployee[],
  canPos: boolean,
) => ({
  appointment: appointmentDetailProps(a, tz, names),
  technicians: technicianOptions(staff),
  can_pos: canPos,
});
