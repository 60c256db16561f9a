import type { Request, Response } from 'express';
import { findCheckIn, findCheckInCustomerByPhone, getCheckInCustomer, listCheckInServices, listServicesById } from '../../../database/queries/checkIns';
import { listActiveEmployees } from '../../../database/queries/employees';
import { getConsentText } from '../../../database/queries/customerConsent';
import { CHECK_IN_STATUSES } from '../../../database/schema';
import { formatPhone } from '../../../common/phone';
import { formatStoreDateTime, storeToday } from '../../../common/storeTime';
import { checkInArrival } from '../../domain/checkins/arrivals';
import { assignCheckIn, cancelCheckIn, noShowCheckIn, startCheckIn, STATUS_LABELS } from '../../domain/checkins/checkIns';
import { loadQueue } from '../../domain/checkins/queue';
import { loadTurnBoard } from '../../domain/turns/board';
import { describeWait } from '../../domain/checkins/waitEstimate';
import { can } from '../../domain/access/permissions';
import { notFound } from '../errors';
import { flash, validate } from '../validate';
import { routeUrl } from '../urls';
import { assignSchema, checkInFiltersSchema, checkInPhoneSchema, closeSchema, deskCheckInSchema, startSchema } from '../validators/checkIns';

/** The front desk's queue (checkins.*, "view checkins"): today's check-ins in the store's zone and what the desk does with them. */

/** checkins.index: today's queue with each visit's wait, the technicians, the turn board's next up, and the desk's check-in form. */
export async function index(req: Request, res: Response) {
  const store = req.store!;
  const { db } = req.ctx;
  const { status } = validate(checkInFiltersSchema, req.query);
  const today = storeToday(store.timezone);
  const [queue, staff, board, menu, consentText] = await Promise.all([
    loadQueue(db, store.id, today),
    listActiveEmployees(db, store.id, ['color']),
    loadTurnBoard(db, store.id, today),
    listCheckInServices(db, store.id),
    getConsentText(db, store.id),
  ]);
  const names = new Map(staff.map((t) => [t.id, t.name]));
  const serviceNames = new Map(queue.services.map((s) => [s.id, s.name]));
  const person = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? 'Former employee' });
  const clockedIn = new Set(queue.technicians.map((t) => t.id));
  const counts = Object.fromEntries(CHECK_IN_STATUSES.map((s) => [s, queue.rows.filter((r) => r.status === s).length]));
  const rows = status === 'all' ? queue.rows : queue.rows.filter((r) => r.status === status);
  await res.inertia('Admin/Checkins/Index', {
    business_date: today,
    filters: { status },
    counts,
    statuses: CHECK_IN_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
    check_ins: rows.map((r) => {
      const estimate = queue.estimates.get(r.id);
      return {
        id: r.id, status: r.status, status_label: STATUS_LABELS[r.status], source: r.source,
        customer: { id: r.customerId, name: r.customerName, phone_formatted: formatPhone(r.customerPhone) },
        services: r.serviceIds.map((id) => ({ id, name: serviceNames.get(id) ?? 'Service' })),
        requested: person(r.requestedTechnicianId),
        assigned: person(r.assignedTechnicianId),
        checked_in_at: r.checkedInAt.toISOString(),
        checked_in_label: formatStoreDateTime(r.checkedInAt, store.timezone).slice(11),
        // The wait ends when the service starts (or the visit closed without one); open visits tick on the page.
        waited_until: (r.startedAt ?? r.finishedAt)?.toISOString() ?? null,
        position: estimate?.position ?? null,
        wait_label: estimate ? describeWait(estimate.minutes) : null,
        reason: r.cancelReason,
        invoice_id: r.invoiceId,
      };
    }),
    technicians: staff.map((t) => ({ id: t.id, name: t.name, clocked_in: clockedIn.has(t.id) })),
    suggested_technician_id: board.find((e) => e.nextUp)?.technicianId ?? null,
    service_menu: {
      categories: menu.categories.filter((c) => menu.services.some((s) => s.categoryId === c.id)),
      services: menu.services.map((s) => ({ id: s.id, category_id: s.categoryId, name: s.name, minutes: s.minutes, price: s.priceCents })),
    },
    consent_text: consentText,
    can_start: can(req.actor, 'manage pos'),
  }, { title: 'Check-ins' });
}

/** checkins.customers.lookup (JSON): the store's customer with this phone, for the desk's form. */
export async function findCustomer(req: Request, res: Response) {
  const { phone } = validate(checkInPhoneSchema, req.query);
  const customer = await findCheckInCustomerByPhone(req.ctx.db, req.store!.id, phone);
  res.json({ customer });
}

/** checkins.store: the desk checks a customer in (known by phone, or new). */
export async function store(req: Request, res: Response) {
  const input = validate(deskCheckInSchema, req.body);
  const consentText = await getConsentText(req.ctx.db, req.store!.id);
  const { customerId } = await checkInArrival(req.ctx.db, {
    storeId: req.store!.id, timezone: req.store!.timezone, phone: input.phone, source: 'front_desk', actor: req.actor!,
    details: { name: input.name ?? null, email: input.email ?? null, birthdayMonth: input.birthday_month, birthdayDay: input.birthday_day },
    serviceIds: input.service_ids, requestedTechnicianId: input.requested_technician_id, smsConsent: input.sms_consent,
    rules: { requireEmail: false, requireBirthday: false, requireServices: false, allowTechnicianChoice: true, consentText },
  });
  const customer = await getCheckInCustomer(req.ctx.db, req.store!.id, customerId);
  flash(req, 'success', `${customer?.name ?? 'The customer'} is checked in.`);
  res.redirect(routeUrl('checkins.index'));
}

async function found(req: Request) {
  const checkIn = await findCheckIn(req.ctx.db, req.store!.id, Number(req.params.checkIn));
  if (!checkIn) throw notFound();
  return checkIn;
}

/** checkins.assign: gives her to a technician (the turn board's log records it). */
export async function assign(req: Request, res: Response) {
  const checkIn = await found(req);
  const { technician_id } = validate(assignSchema, req.body);
  await req.ctx.db.transaction((tx) => assignCheckIn(tx, { storeId: req.store!.id, checkInId: checkIn.id, technicianId: technician_id, actor: req.actor! }));
  flash(req, 'success', 'Technician assigned.');
  res.redirect(routeUrl('checkins.index'));
}

/** checkins.cancel / checkins.no_show: closes a visit that never started, with the reason. */
function close(kind: 'cancel' | 'no_show') {
  return async (req: Request, res: Response) => {
    const checkIn = await found(req);
    const { reason } = validate(closeSchema, req.body);
    const input = { storeId: req.store!.id, checkInId: checkIn.id, reason, actor: req.actor! };
    await req.ctx.db.transaction((tx) => (kind === 'cancel' ? cancelCheckIn(tx, input) : noShowCheckIn(tx, input)));
    flash(req, 'success', kind === 'cancel' ? 'Check-in cancelled.' : 'Marked as a no-show.');
    res.redirect(routeUrl('checkins.index'));
  };
}
export const cancel = close('cancel');
export const noShow = close('no_show');

/** pos.customer_checkin ("manage pos"): the visit about to start, with her customer, technician and services filled in. */
export async function showForPos(req: Request, res: Response) {
  const checkIn = await found(req);
  const { db } = req.ctx;
  const storeId = req.store!.id;
  const [customer, services, staff, board] = await Promise.all([
    getCheckInCustomer(db, storeId, checkIn.customerId),
    listServicesById(db, storeId, checkIn.serviceIds),
    listActiveEmployees(db, storeId, ['color']),
    loadTurnBoard(db, storeId, checkIn.businessDate),
  ]);
  const clockedIn = new Set(board.filter((e) => e.status !== 'out').map((e) => e.technicianId));
  const named = (id: number | null) => (id === null ? null : { id, name: staff.find((t) => t.id === id)?.name ?? 'Former employee' });
  const nextUp = board.find((e) => e.nextUp)?.technicianId ?? null;
  await res.inertia('Admin/POS/CustomerCheckin', {
    check_in: {
      id: checkIn.id, status: checkIn.status, status_label: STATUS_LABELS[checkIn.status],
      customer: customer ? { id: customer.id, name: customer.name, phone_formatted: formatPhone(customer.phone), email: customer.email ?? '' } : null,
      services: checkIn.serviceIds.flatMap((id) => services.filter((s) => s.id === id).map((s) => ({ id: s.id, name: s.name, minutes: s.minutes, price: s.priceCents }))),
      requested: named(checkIn.requestedTechnicianId),
      assigned: named(checkIn.assignedTechnicianId),
      checked_in_label: formatStoreDateTime(checkIn.checkedInAt, req.store!.timezone).slice(11),
    },
    technicians: staff.map((t) => ({ id: t.id, name: t.name, color: t.color, clocked_in: clockedIn.has(t.id) })),
    technician_id: checkIn.assignedTechnicianId ?? checkIn.requestedTechnicianId ?? nextUp,
  }, { title: 'Customer check-in' });
}

/** pos.customer_checkin.start: the service begins with this technician, and the pay screen opens with the visit on it. */
export async function start(req: Request, res: Response) {
  const checkIn = await found(req);
  const { technician_id } = validate(startSchema, req.body);
  const started = await req.ctx.db.transaction((tx) => startCheckIn(tx, { storeId: req.store!.id, checkInId: checkIn.id, technicianId: technician_id, actor: req.actor! }));
  const technician = started.assignedTechnicianId;
  res.redirect(routeUrl('pos.pay', {}, technician === null ? { check_in: started.id } : { check_in: started.id, technician }));
}
