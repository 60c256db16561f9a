import {
  findCheckIn,
  findCheckInCustomerByPhone,
  getCheckInCustomer,
  listCheckInServices,
  listServicesById,
} from '../../../database/queries/checkIns';
import { listActiveEmployees } from '../../../database/queries/employees';
import { getConsentText } from '../../../database/queries/customerConsent';
import { storeToday } from '../../../common/storeTime';
import { checkInArrival } from '../../domain/checkins/arrivals';
import {
  assignCheckIn,
  cancelCheckIn,
  noShowCheckIn,
  startCheckIn,
} from '../../domain/checkins/checkIns';
import { loadQueue } from '../../domain/checkins/queue';
import { loadTurnBoard } from '../../domain/turns/board';
import { can } from '../../domain/access/permissions';
import { storeAction } from '../action';
import { flash } from '../validate';
import { routeUrl } from '../urls';
import { checkInsPage, posCheckInPage } from '../presenters/checkIns';
import {
  assignSchema,
  checkInFiltersSchema,
  checkInPhoneSchema,
  closeSchema,
  deskCheckInSchema,
  startSchema,
} from '../validators/checkIns';
import { say } from '../../../common/said';

/** The front desk's queue (checkins.*, "view checkins"): today's check-ins in the store's zone and what the desk does with them. */

/** checkins.index: today's queue with each visit's wait, the technicians, the turn board's next up, and the desk's check-in form. */
export const index = storeAction(
  { input: checkInFiltersSchema },
  async ({ db, store, actor, input: { status }, res }) => {
    const today = storeToday(store.timezone);
    const [queue, staff, board, menu, consentText] = await Promise.all([
      loadQueue(db, store.id, today),
      listActiveEmployees(db, store.id, ['color']),
      loadTurnBoard(db, store.id, today),
      listCheckInServices(db, store.id),
      getConsentText(db, store.id),
    ]);
    await res.inertia(
      'Admin/Checkins/Index',
      checkInsPage({
        today,
        status,
        queue,
        staff,
        board,
        menu,
        consentText,
        canStart: can(actor, 'manage pos'),
      }),
      { title: 'Check-ins' },
    );
  },
);

/** checkins.customers.lookup (JSON): the store's customer with this phone, for the desk's form. */
export const findCustomer = storeAction(
  { input: checkInPhoneSchema },
  async ({ db, store, input: { phone }, res }) => {
    const customer = await findCheckInCustomerByPhone(db, store.id, phone);
    res.json({ customer });
  },
);

/** checkins.store: the desk checks a customer in (known by phone, or new). */
export const store = storeAction(
  { input: deskCheckInSchema },
  async ({ db, store, actor, input, req, res }) => {
    const consentText = await getConsentText(db, store.id);
    const { customerId } = await checkInArrival(db, {
      storeId: store.id,
      timezone: store.timezone,
      phone: input.phone,
      source: 'front_desk',
      actor,
      details: {
        name: input.name ?? null,
        email: input.email ?? null,
        birthdayMonth: input.birthday_month,
        birthdayDay: input.birthday_day,
      },
      serviceIds: input.service_ids,
      requestedTechnicianId: input.requested_technician_id,
      smsConsent: input.sms_consent,
      rules: {
        requireEmail: false,
        requireBirthday: false,
        requireServices: false,
        allowTechnicianChoice: true,
        consentText,
      },
    });
    const customer = await getCheckInCustomer(db, store.id, customerId);
    const name = customer?.name;
    flash(
      req,
      'success',
      name == null
        ? say('flash.checkIns.theCustomerIsCheckedIn')
        : say('flash.checkIns.isCheckedIn', { name }),
    );
    res.redirect(routeUrl('checkins.index'));
  },
);

const checkInParam = { checkIn: findCheckIn };

/** checkins.assign: gives her to a technician (the turn board's log records it). */
export const assign = storeAction(
  { load: checkInParam, input: assignSchema },
  async ({ db, store, actor, bound: { checkIn }, input: { technician_id }, req, res }) => {
    await db.transaction((tx) =>
      assignCheckIn(tx, {
        storeId: store.id,
        checkInId: checkIn.id,
        technicianId: technician_id,
        actor,
      }),
    );
    flash(req, 'success', say('flash.checkIns.technicianAssigned'));
    res.redirect(routeUrl('checkins.index'));
  },
);

/** checkins.cancel / checkins.no_show: closes a visit that never started, with the reason. */
const close = (kind: 'cancel' | 'no_show') =>
  storeAction(
    { load: checkInParam, input: closeSchema },
    async ({ db, store, actor, bound: { checkIn }, input: { reason }, req, res }) => {
      const input = { storeId: store.id, checkInId: checkIn.id, reason, actor };
      await db.transaction((tx) =>
        kind === 'cancel' ? cancelCheckIn(tx, input) : noShowCheckIn(tx, input),
      );
      flash(
        req,
        'success',
        kind === 'cancel'
          ? say('flash.checkIns.checkInCancelled')
          : say('flash.appointments.markedAsANoShow'),
      );
      res.redirect(routeUrl('checkins.index'));
    },
  );
export const cancel = close('cancel');
export const noShow = close('no_show');

/** pos.customer_checkin ("manage pos"): the visit about to start, with her customer, technician and services filled in. */
export const showForPos = storeAction(
  { load: checkInParam },
  async ({ db, store, bound: { checkIn }, res }) => {
    const [customer, services, staff, board] = await Promise.all([
      getCheckInCustomer(db, store.id, checkIn.customerId),
      listServicesById(db, store.id, checkIn.serviceIds),
      listActiveEmployees(db, store.id, ['color']),
      loadTurnBoard(db, store.id, checkIn.businessDate),
    ]);
    await res.inertia(
      'Admin/POS/CustomerCheckin',
      posCheckInPage({ checkIn, customer, services, staff, board }),
      { title: 'Customer check-in' },
    );
  },
);

/** pos.customer_checkin.start: the service begins with this technician, and the pay screen opens with the visit on it. */
export const start = storeAction(
  { load: checkInParam, input: startSchema },
  async ({ db, store, actor, bound: { checkIn }, input: { technician_id }, res }) => {
    const started = await db.transaction((tx) =>
      startCheckIn(tx, {
        storeId: store.id,
        checkInId: checkIn.id,
        technicianId: technician_id,
        actor,
      }),
    );
    const technician = started.assignedTechnicianId;
    res.redirect(
      routeUrl(
        'pos.pay',
        {},
        technician === null ? { check_in: started.id } : { check_in: started.id, technician },
      ),
    );
  },
);
