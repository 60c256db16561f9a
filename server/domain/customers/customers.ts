import type { Db } from '../../../database/client';
import { onUniqueViolation } from '../../../database/errors';
import {
  findCustomerWithPhone,
  getCustomerProfile,
  insertCustomer,
  isActiveTechnician,
  updateCustomer,
  type CustomerValues,
} from '../../../database/queries/customers';
import { formatPhone } from '../../../common/phone';
import type { Actor } from '../access/permissions';
import { FieldErrors } from '../errors';
import { getConsentText, recordSmsConsent } from './consent';
import { say } from '../../../common/said';

export interface CustomerProfileInput extends CustomerValues {
  phone: string;
  /** Whether the box "SMS marketing consent" is ticked. */
  smsConsent: boolean;
  /** The consent words the form showed beside the box. */
  consentTextShown: string;
}

export const phoneTaken = (name: string, phone: string) =>
  say('validation.customers.alreadyBelongsToFindThat', { phone: formatPhone(phone), name });
export const CONSENT_TEXT_CHANGED = say('validation.customers.theConsentWordingHasChanged');
export const NOT_A_TECHNICIAN = say('validation.customers.chooseAnActiveTechnicianOf');

/**
 * The checks a customer form needs the database for, every one at once:
 * the phone is the store's only customer with it, the preferred technician
 * works here, and a new consent was given to the words the store shows now.
 */
export async function customerProblems(
  db: Db,
  storeId: number,
  exceptId: number | null,
  input: Partial<CustomerProfileInput>,
  consentGiven: boolean,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  if (input.phone) {
    const other = await findCustomerWithPhone(db, storeId, input.phone, exceptId);
    if (other) problems.phone = phoneTaken(other.name, input.phone);
  }
  if (
    input.preferredTechnicianId &&
    !(await isActiveTechnician(db, storeId, input.preferredTechnicianId))
  )
    problems.preferred_technician_id = NOT_A_TECHNICIAN;
  if (
    consentGiven &&
    input.consentTextShown !== undefined &&
    input.consentTextShown !== (await getConsentText(db, storeId))
  )
    problems.sms_consent = CONSENT_TEXT_CHANGED;
  return problems;
}

/**
 * Creates (id null) or updates a customer and records a change of SMS
 * consent from the front desk, in one transaction; the consent log changes
 * only when the box changed. Null when the store has no such customer.
 */
export async function saveCustomer(
  db: Db,
  storeId: number,
  id: number | null,
  input: CustomerProfileInput,
  actor: Actor,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const before = id === null ? null : await getCustomerProfile(tx, storeId, id);
    if (id !== null && !before) return null;
    const hadConsent = !!before?.smsConsentAt;
    const problems = await customerProblems(
      tx,
      storeId,
      id,
      input,
      input.smsConsent && !hadConsent,
    );
    if (Object.keys(problems).length) throw new FieldErrors(problems);
    const { smsConsent, consentTextShown, ...values } = input;
    const customerId = await onUniqueViolation(
      async () =>
        id === null
          ? insertCustomer(tx, storeId, values)
          : (await updateCustomer(tx, storeId, id, values), id),
      {
        customers_store_id_phone_unique: () =>
          new FieldErrors({ phone: say('validation.customers.anotherCustomerAlreadyHasThis') }),
      },
    );
    if (smsConsent !== hadConsent) {
      await recordSmsConsent(tx, {
        storeId,
        customerId,
        granted: smsConsent,
        source: 'front_desk',
        consentText: consentTextShown,
        actor,
      });
    }
    return customerId;
  });
}
