import type { AppointmentDetail, listAppointments } from '../../../database/queries/appointments';
import { utcToStoreLocal } from '../../../common/storeTime';
import { formatPhone } from '../../../common/phone';
import type { ActiveEmployee } from '../../../database/queries/employees';
import { APPOINTMENT_STATUSES } from '../../../database/schema/appointments';
import { REPORT_RANGES } from '../../../common/reportRanges';
import { isMovable, manualActions } from '../../domain/appointments/statuses';
import { withLinks } from '../pagination';
import type { AppointmentFilters } from '../validators/appointments';
import type { AppointmentStatus } from '../../../common/appointments';
import type { ChangeSide } from '../../../common/pages/Admin/Appointments/Show';

type ListRow = Awaited<ReturnType<typeof listAppointments>>[number];

/** A row of appointments.index: `start_time` and `end_time` (the spec's names, docs/requirements.md §3) as instants the page shows in the store's zone (docs/features/languages-and-offline.md). */
export const appointmentListItem = (r: ListRow) => ({
  id: r.id,
  start_time: r.startsAt.toISOString(),
  end_time: r.endsAt.toISOString(),
  customer: r.customerName,
  phone: r.customerPhone ? formatPhone(r.customerPhone) : '',
  technician: r.employeeName,
  services: r.services,
  status: r.status,
  source: r.source,
});

/** The technicians a history names (before and after a change), to be looked up once. */
export const historyTechnicianIds = (a: AppointmentDetail): number[] => [
  ...new Set(
    a.events
      .flatMap((e) => [e.before?.technicianId, e.after?.technicianId])
      .filter((v): v is number => typeof v === 'number'),
  ),
];

/** A history row's before and after as values, for the page to write as "before → after"; a side that names nothing is null. */
export function historyChange(
  e: AppointmentDetail['events'][number],
  names: Map<number, string>,
): { before: ChangeSide | null; after: ChangeSide | null } {
  const side = (v: Record<string, unknown> | null): ChangeSide | null => {
    if (!v) return null;
    const s: ChangeSide = {
      technician:
        typeof v.technicianId === 'number'
          ? { id: v.technicianId, name: names.get(v.technicianId) ?? null }
          : null,
      start_time: typeof v.startsAt === 'string' ? new Date(v.startsAt).toISOString() : null,
      end_time:
        typeof v.startsAt === 'string' && typeof v.endsAt === 'string'
          ? new Date(v.endsAt).toISOString()
          : null,
      status:
        typeof v.status === 'string' && e.action !== 'moved'
          ? (v.status as AppointmentStatus)
          : null,
    };
    return s.technician || s.start_time || s.status ? s : null;
  };
  return { before: side(e.before), after: side(e.after) };
}

/** appointments.show's appointment: its instants and money as values, what can be done with it next, and its history (who, when, before and after). */
export function appointmentDetailProps(
  a: AppointmentDetail,
  tz: string,
  names: Map<number, string>,
) {
  const local = utcToStoreLocal(a.startsAt, tz);
  return {
    id: a.id,
    start_time: a.startsAt.toISOString(),
    end_time: a.endsAt.toISOString(),
    // The move form's fields: the store's wall clock.
    date: local.slice(0, 10),
    start: local.slice(11, 16),
    end: utcToStoreLocal(a.endsAt, tz).slice(11, 16),
    status: a.status,
    actions: manualActions(a.status),
    movable: isMovable(a.status),
    source: a.source,
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
      price_cents: s.priceCents,
    })),
    history: a.events.map((e) => ({
      id: e.id,
      action: e.action,
      at: e.createdAt.toISOString(),
      by: e.byName,
      change: historyChange(e, names),
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
        data: p.rows.map(appointmentListItem),
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
    ranges: [...REPORT_RANGES],
    statuses: [...APPOINTMENT_STATUSES],
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
