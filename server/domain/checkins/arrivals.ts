import type { Db } from '../../../database/client';
import { uniqueViolation } from '../../../database/errors';
import {
  findCheckInCustomerByPhone,
  insertCheckInCustomer,
  listCheckInServices,
  listClockedInTechnicians,
  type CheckInRow,
} from '../../../database/queries/checkIns';
import { listActiveEmployees } from '../../../database/queries/employees';
import { storeToday } from '../../../common/storeTime';
import { notifyStore } from '../../realtime/storeEvents';
import { recordSmsConsent } from '../customers/consent';
import type { Actor } from '../access/permissions';
import { FieldErrors } from '../errors';
import { createCheckIn } from './checkIns';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/** What a new customer tells the kiosk or the desk; ignored for a customer the store already knows. */
export interface NewCustomerDetails {
  name: string | null;
  email: string | null;
  birthdayMonth: number | null;
  birthdayDay: number | null;
}

/** The kiosk's questions, as the store's "Check-ins" settings set them. */
export interface ArrivalRules {
  requireEmail: boolean;
  requireBirthday: boolean;
  requireServices: boolean;
  allowTechnicianChoice: boolean;
  consentText: string;
}

export interface ArrivalInput {
  storeId: number;
  timezone: string;
  phone: string;
  details: NewCustomerDetails;
  serviceIds: number[];
  requestedTechnicianId: number | null;
  /** She ticked the SMS box (never ticked for her). From the kiosk, recorded only for a customer made at that visit. */
  smsConsent: boolean;
  source: 'kiosk' | 'front_desk';
  rules: ArrivalRules;
  /** The desk's user or employee; null for the customer herself at the kiosk. */
  actor: Actor | null;
  now?: Date;
}

export const NAME_REQUIRED = say('validation.checkIns.pleaseEnterYourName');
export const EMAIL_REQUIRED = say('validation.checkIns.pleaseEnterYourEmail');
export const BIRTHDAY_REQUIRED = say('validation.checkIns.pleaseEnterYourBirthday');
export const SERVICES_REQUIRED = say('validation.appointments.pleaseChooseAtLeastOne');
export const SERVICE_UNKNOWN = say('validation.checkIns.pleaseChooseServicesFromThe');
export const TECHNICIAN_UNAVAILABLE = say('validation.checkIns.thatTechnicianIsNotAvailable');

/**
 * A customer arrives: known by her phone, or made from what she typed; her
 * services and technician checked against today's menu and floor; then she
 * joins the queue and, when she ticked the box, her SMS consent is recorded
 * with the exact words she saw. One transaction: a refusal leaves no customer
 * or consent behind. The desk's rules are the kiosk's, except that staff may
 * request any active technician (someone about to clock in).
 */
export async function checkInArrival(
  db: Db,
  input: ArrivalInput,
): Promise<{ checkIn: CheckInRow; customerId: number; created: boolean }> {
  const { storeId, rules } = input;
  return db.transaction(async (tx) => {
    const known = await findCheckInCustomerByPhone(tx, storeId, input.phone);
    await checkArrival(tx, input, known !== null);
    const { customerId, created } = known
      ? { customerId: known.id, created: false }
      : await newArrivalCustomer(tx, input);
    const now = input.now ?? clock.now();
    const checkIn = await createCheckIn(tx, {
      storeId,
      customerId,
      businessDate: storeToday(input.timezone, now),
      source: input.source,
      requestedTechnicianId: input.requestedTechnicianId,
      serviceIds: input.serviceIds,
      actor: input.actor,
      now,
    });
    // At the kiosk anyone can type any phone: a tick there speaks only for the customer it just made.
    // An existing customer's consent is changed at the desk or by her, never by a kiosk tick.
    const consentGiven = input.smsConsent && (input.source !== 'kiosk' || created);
    if (consentGiven) {
      await recordSmsConsent(tx, {
        storeId,
        customerId,
        granted: true,
        source: input.source,
        consentText: rules.consentText,
        actor: input.actor,
        at: now,
      });
    }
    if (created || consentGiven)
      await notifyStore(tx, storeId, 'CustomerChanged', { id: customerId });
    return { checkIn, customerId, created };
  });
}

/**
 * What the arrival must say, every problem at once: a new customer's name (and at the kiosk
 * what the store requires), services from today's menu, and a technician she may ask for (at
 * the kiosk one clocked in, when the store lets her choose; at the desk any active one).
 */
async function checkArrival(tx: Db, input: ArrivalInput, known: boolean): Promise<void> {
  const { storeId, rules } = input;
  const errors: Record<string, string> = {};
  if (!known) {
    if (!input.details.name) errors.name = NAME_REQUIRED;
    if (rules.requireEmail && input.source === 'kiosk' && !input.details.email)
      errors.email = EMAIL_REQUIRED;
    if (rules.requireBirthday && input.source === 'kiosk' && input.details.birthdayMonth === null)
      errors.birthday_month = BIRTHDAY_REQUIRED;
  }
  if (rules.requireServices && input.source === 'kiosk' && input.serviceIds.length === 0)
    errors.service_ids = SERVICES_REQUIRED;
  const menu = await listCheckInServices(tx, storeId);
  const onMenu = new Set(menu.services.map((s) => s.id));
  if (input.serviceIds.some((id) => !onMenu.has(id))) errors.service_ids = SERVICE_UNKNOWN;
  if (input.requestedTechnicianId !== null) {
    const allowed =
      input.source === 'kiosk'
        ? rules.allowTechnicianChoice
          ? await listClockedInTechnicians(tx, storeId)
          : []
        : await listActiveEmployees(tx, storeId, ['color']);
    if (!allowed.some((t) => t.id === input.requestedTechnicianId))
      errors.requested_technician_id = TECHNICIAN_UNAVAILABLE;
  }
  if (Object.keys(errors).length) throw new FieldErrors(errors);
}

/**
 * The customer made from what she typed. Two taps at once for a new phone: the second finds the
 * first's customer (a savepoint keeps the transaction usable).
 */
async function newArrivalCustomer(
  tx: Db,
  input: ArrivalInput,
): Promise<{ customerId: number; created: boolean }> {
  const { storeId } = input;
  try {
    const made = await tx.transaction((sp) =>
      insertCheckInCustomer(sp, storeId, {
        name: input.details.name!,
        phone: input.phone,
        email: input.details.email,
        birthdayMonth: input.details.birthdayMonth,
        birthdayDay: input.details.birthdayDay,
      }),
    );
    return { customerId: made.id, created: true };
  } catch (err) {
    const index = uniqueViolation(err);
    const again =
      index === 'customers_store_id_phone_unique' || index === ''
        ? await findCheckInCustomerByPhone(tx, storeId, input.phone)
        : null;
    if (!again) throw err;
    return { customerId: again.id, created: false };
  }
}
