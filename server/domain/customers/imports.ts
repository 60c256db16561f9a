import type { Db } from '../../../database/client';
import { onUniqueViolation } from '../../../database/errors';
import {
  customersWithPhones,
  insertConsentEvents,
  insertCustomers,
} from '../../../database/queries/customers';
import type { Actor } from '../access/permissions';
import { DomainError } from '../errors';
import { importedConsentText } from './consent';
import {
  checkImportFile,
  markTakenPhones,
  phonesOf,
  type ImportCheck,
  type ImportRow,
} from './csv';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/** Step 1: every row of the file with its messages, phones already in the store included. */
export async function previewImport(db: Db, storeId: number, text: string): Promise<ImportCheck> {
  const check = checkImportFile(text);
  return markTakenPhones(check, await customersWithPhones(db, storeId, phonesOf(check)));
}

export const PHONES_TAKEN_SINCE_PREVIEW = say('validation.customers.someOfThesePhonesWere');

/**
 * Step 2: all the rows in one transaction, or none. A phone taken since the
 * preview (another import, the kiosk, a second click on Import) refuses the
 * whole file; the unique index closes the race a check cannot.
 */
export async function importCustomers(
  db: Db,
  storeId: number,
  rows: ImportRow['values'][],
  fileName: string,
  actor: Actor,
  now = clock.now(),
): Promise<number> {
  if (rows.length === 0) return 0;
  return db.transaction(async (tx) => {
    if (
      (
        await customersWithPhones(
          tx,
          storeId,
          rows.map((r) => r.phone),
        )
      ).size > 0
    )
      throw new DomainError(PHONES_TAKEN_SINCE_PREVIEW);
    const consentText = importedConsentText(fileName);
    const ids = await onUniqueViolation(
      () =>
        insertCustomers(
          tx,
          storeId,
          rows.map((r) => ({
            name: r.name,
            phone: r.phone,
            email: r.email,
            birthdayMonth: r.birthdayMonth,
            birthdayDay: r.birthdayDay,
            notes: r.notes,
            tags: r.tags,
            preferredTechnicianId: null,
            ...(r.smsConsent
              ? {
                  smsConsentAt: now,
                  smsConsentSource: 'import' as const,
                  smsConsentText: consentText,
                }
              : {}),
          })),
        ),
      { customers_store_id_phone_unique: () => new DomainError(PHONES_TAKEN_SINCE_PREVIEW) },
    );
    // The consent log gets its grants in the same transaction (what recordSmsConsent writes, for many rows at once).
    await insertConsentEvents(
      tx,
      rows
        .filter((r) => r.smsConsent)
        .map((r) => ({
          storeId,
          customerId: ids.get(r.phone)!,
          granted: true,
          source: 'import' as const,
          consentText,
          byUserId: actor.kind === 'user' ? actor.id : null,
          byEmployeeId: actor.kind === 'employee' ? actor.id : null,
          byName: actor.name,
          createdAt: now,
        })),
    );
    return ids.size;
  });
}
