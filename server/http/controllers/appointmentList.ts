import type { Request, Response } from 'express';
import { countAppointments, employeeNames, getAppointmentDetail, listAppointments, type AppointmentDetail } from '../../../database/queries/appointments';
import { listActiveEmployees } from '../../../database/queries/employees';
import { APPOINTMENT_STATUSES } from '../../../database/schema/appointments';
import { REPORT_RANGES, REPORT_RANGE_LABELS, reportRangeBounds } from '../../../common/reportRanges';
import { formatStoreDateTime, storeDayBounds, utcToStoreLocal } from '../../../common/storeTime';
import { formatCurrency } from '../../../common/money';
import { formatPhone } from '../../../common/phone';
import { isMovable, manualActions, STATUS_LABELS } from '../../domain/appointments/statuses';
import { can } from '../../domain/access/permissions';
import { notFound } from '../errors';
import { withLinks } from '../pagination';
import { validate } from '../validate';
import { appointmentFiltersSchema } from '../validators/appointments';

const PER_PAGE = 25;

/** appointments.index: by a report range or from/to days in the store's zone, a technician and a status, earliest first. */
export async function index(req: Request, res: Response) {
  const store = req.store!;
  const { db } = req.ctx;
  const f = validate(appointmentFiltersSchema, req.query);
  const custom = f.from !== null || f.to !== null;
  const [from, to] = custom ? [f.from ?? f.to!, f.to ?? f.from!].sort() : [null, null];
  const bounds = custom ? { from: from!, to: to!, start: storeDayBounds(store.timezone, from!).start, end: storeDayBounds(store.timezone, to!).end } : reportRangeBounds(f.range, store.timezone);
  const where = { start: bounds.start, end: bounds.end, technicianId: f.employee, status: f.status };
  const total = await countAppointments(db, store.id, where);
  const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
  const page = Math.min(f.page, lastPage);
  const [rows, staff] = await Promise.all([listAppointments(db, store.id, where, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE }), listActiveEmployees(db, store.id, ['color'])]);
  const echo = { ...(custom ? { from: bounds.from, to: bounds.to } : { range: f.range }), ...(f.employee ? { employee: f.employee } : {}), ...(f.status ? { status: f.status } : {}) };
  await res.inertia('Admin/Appointments/Index', {
    appointments: withLinks({
      data: rows.map((r) => ({
        id: r.id,
        start_time: formatStoreDateTime(r.startsAt, store.timezone),
        end_time: formatStoreDateTime(r.endsAt, store.timezone).slice(11),
        customer: r.customerName,
        phone: r.customerPhone ? formatPhone(r.customerPhone) : '',
        technician: r.employeeName,
        services: r.services,
        status: r.status,
        status_label: STATUS_LABELS[r.status],
        source: r.source === 'online' ? 'Online' : 'Front desk',
      })),
      current_page: page, last_page: lastPage, per_page: PER_PAGE, total,
    }, 'appointments.index', echo),
    filters: { range: custom ? null : f.range, from: bounds.from, to: bounds.to, employee: f.employee, status: f.status },
    ranges: REPORT_RANGES.map((value) => ({ value, label: REPORT_RANGE_LABELS[value] })),
    statuses: APPOINTMENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
    technicians: staff.map((s) => ({ id: s.id, name: s.name })),
  }, { title: 'Appointments' });
}

const ACTIONS: Record<string, string> = { created: 'Booked', moved: 'Moved', edited: 'Edited', status: 'Status changed', cancelled: 'Cancelled', reminded: 'Reminder sent' };

/** A history row's before → after, in the desk's words. */
function describeChange(e: AppointmentDetail['events'][number], tz: string, names: Map<number, string>): string {
  const side = (v: Record<string, unknown> | null) => {
    if (!v) return '';
    const parts: string[] = [];
    if (typeof v.technicianId === 'number') parts.push(names.get(v.technicianId) ?? 'Former employee');
    if (typeof v.startsAt === 'string') parts.push(`${formatStoreDateTime(v.startsAt, tz)}${typeof v.endsAt === 'string' ? ` – ${formatStoreDateTime(v.endsAt, tz).slice(11)}` : ''}`);
    if (typeof v.status === 'string' && e.action !== 'moved') parts.push(STATUS_LABELS[v.status as keyof typeof STATUS_LABELS] ?? v.status);
    return parts.join(', ');
  };
  const before = side(e.before);
  const after = side(e.after);
  return before ? `${before} → ${after}` : after;
}

/** appointments.show: one appointment, what can be done with it next, and its history (who, when, before → after). */
export async function show(req: Request, res: Response) {
  const store = req.store!;
  const a = await getAppointmentDetail(req.ctx.db, store.id, Number(req.params.appointment));
  if (!a) throw notFound();
  const ids = a.events.flatMap((e) => [e.before?.technicianId, e.after?.technicianId]).filter((v): v is number => typeof v === 'number');
  const [names, staff] = await Promise.all([employeeNames(req.ctx.db, store.id, [...new Set(ids)]), listActiveEmployees(req.ctx.db, store.id, ['color'])]);
  const local = utcToStoreLocal(a.startsAt, store.timezone);
  await res.inertia('Admin/Appointments/Show', {
    appointment: {
      id: a.id,
      start_time: formatStoreDateTime(a.startsAt, store.timezone),
      end_time: formatStoreDateTime(a.endsAt, store.timezone).slice(11),
      date: local.slice(0, 10),
      start: local.slice(11, 16),
      end: utcToStoreLocal(a.endsAt, store.timezone).slice(11, 16),
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
      customer: { id: a.customerId, name: a.customerName, phone: a.customerPhone ? formatPhone(a.customerPhone) : '', email: a.customerEmail ?? '' },
      services: a.services.map((s) => ({ name: s.name, minutes: s.durationMinutes, price: formatCurrency(s.priceCents) })),
      history: a.events.map((e) => ({
        id: e.id, action: ACTIONS[e.action] ?? e.action, when: formatStoreDateTime(e.createdAt, store.timezone), by: e.byName, change: describeChange(e, store.timezone, names), reason: e.reason ?? '',
      })),
    },
    technicians: staff.map((s) => ({ id: s.id, name: s.name })),
    can_pos: can(req.actor, 'manage pos'),
  }, { title: `Appointment: ${a.customerName}` });
}
