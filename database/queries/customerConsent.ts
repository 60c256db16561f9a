import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { checkInSettings, customerConsentEvents, customers } from '../schema';
import { clock } from '../../common/clock';

export type ConsentSource = NonNullable<typeof customers.$inferSelect.smsConsentSource>;

/** The consent wording a store shows until it saves its own (the schema's default, so there is one copy of it). */
export const DEFAULT_CONSENT_TEXT = checkInSettings.consentText.default as string;

/** The exact words the store's consent checkbox shows now. */
export async function getConsentText(db: Db, storeId: number): Promise<string> {
  const [row] = await db
    .select({ text: checkInSettings.consentText })
    .from(checkInSettings)
    .where(eq(checkInSettings.storeId, storeId));
  return row?.text ?? DEFAULT_CONSENT_TEXT;
}

/** The customer's current consent columns, locked so two writers record one change, not two; null when the store has no such customer. */
export async function lockCustomerConsent(db: Db, storeId: number, customerId: number) {
  const [row] = await db
    .select({
      at: customers.smsConsentAt,
      source: customers.smsConsentSource,
      text: customers.smsConsentText,
    })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)))
    .for('update');
  return row ?? null;
}

export async function setCustomerConsent(
  db: Db,
  storeId: number,
  customerId: number,
  values: { at: Date | null; source: ConsentSource | null; text: string | null },
) {
  await db
    .update(customers)
    .set({
      smsConsentAt: values.at,
      smsConsentSource: values.source,
      smsConsentText: values.text,
      updatedAt: clock.now(),
    })
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)));
}

export async function insertConsentEvent(
  db: Db,
  values: Omit<typeof customerConsentEvents.$inferInsert, 'id'>,
) {
  await db.insert(customerConsentEvents).values(values);
}

/** Every grant and withdrawal of a customer, newest first. */
export async function listConsentEvents(db: Db, storeId: number, customerId: number) {
  return db
    .select({
      id: customerConsentEvents.id,
      granted: customerConsentEvents.granted,
      source: customerConsentEvents.source,
      consentText: customerConsentEvents.consentText,
      byName: customerConsentEvents.byName,
      byUserId: customerConsentEvents.byUserId,
      byEmployeeId: customerConsentEvents.byEmployeeId,
      createdAt: customerConsentEvents.createdAt,
    })
    .from(customerConsentEvents)
    .where(
      and(
        eq(customerConsentEvents.storeId, storeId),
        eq(customerConsentEvents.customerId, customerId),
      ),
    )
    .orderBy(desc(customerConsentEvents.createdAt), desc(customerConsentEvents.id));
}
