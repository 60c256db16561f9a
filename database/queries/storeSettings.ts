import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { invalidateActors } from '../cacheInvalidation';
import { stores, storeSettings } from '../schema';
import { clock } from '../../common/clock';

// The settings tabs' values (settings.*): name, address, phone and time zone on
// the store; the rest in one store_settings row per store, which a store
// without one gets with the schema's defaults on its first save.

export interface InvoiceSettingsValues {
  receiptHeader: string;
  receiptFooter: string;
  ticketPrefix: string;
  printTechnicianNames: boolean;
  /** Coupons as a payment (tender) or as a discount before tax. */
  couponMode: 'tender' | 'discount';
}

export interface StoreSettingsValues extends InvoiceSettingsValues {
  receiptLogoUrl: string | null;
  acceptedTenders: string[];
}

/** The schema's defaults, for a store that has never saved its settings. */
export const DEFAULT_STORE_SETTINGS: StoreSettingsValues = {
  receiptLogoUrl: null,
  receiptHeader: '',
  receiptFooter: 'Thank you! See you again soon.',
  ticketPrefix: '',
  printTechnicianNames: true,
  acceptedTenders: ['cash', 'credit_card', 'gift_card', 'coupon', 'check'],
  couponMode: 'tender',
};

export async function getStoreSettings(db: Db, storeId: number): Promise<StoreSettingsValues> {
  const [row] = await db
    .select({
      receiptLogoUrl: storeSettings.receiptLogoUrl,
      receiptHeader: storeSettings.receiptHeader,
      receiptFooter: storeSettings.receiptFooter,
      ticketPrefix: storeSettings.ticketPrefix,
      printTechnicianNames: storeSettings.printTechnicianNames,
      acceptedTenders: storeSettings.acceptedTenders,
      couponMode: storeSettings.couponMode,
    })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, storeId));
  return (
    row ?? {
      ...DEFAULT_STORE_SETTINGS,
      acceptedTenders: [...DEFAULT_STORE_SETTINGS.acceptedTenders],
    }
  );
}

/** Writes some of the store's settings, creating its row with the defaults for the rest. */
export async function saveStoreSettings(
  db: Db,
  storeId: number,
  values: Partial<StoreSettingsValues>,
) {
  await db
    .insert(storeSettings)
    .values({ storeId, ...values })
    .onConflictDoUpdate({
      target: storeSettings.storeId,
      set: { ...values, updatedAt: clock.now() },
    });
}

export interface BusinessInfo {
  name: string;
  address: string | null;
  phone: string | null;
  timezone: string;
  /** How the store's money, numbers and numeric dates read (common/intlFormats.ts STORE_REGIONS). */
  region: string;
  receiptLogoUrl: string | null;
}

export async function getBusinessInfo(db: Db, storeId: number): Promise<BusinessInfo | null> {
  const [row] = await db
    .select({
      name: stores.name,
      address: stores.address,
      phone: stores.phone,
      timezone: stores.timezone,
      region: stores.region,
      receiptLogoUrl: storeSettings.receiptLogoUrl,
    })
    .from(stores)
    .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
    .where(eq(stores.id, storeId));
  return row ?? null;
}

/**
 * The store's name, address, phone, time zone and region, and the receipt's logo, in
 * one transaction. Signed-in actors carry the store's name, zone and region in the
 * per-process cache, so it is told once the change is committed.
 */
export async function saveBusinessInfo(
  db: Db,
  storeId: number,
  info: Omit<BusinessInfo, 'region'> & { region?: string },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(stores)
      .set({
        name: info.name,
        address: info.address,
        phone: info.phone,
        timezone: info.timezone,
        // Left out, the region stays.
        ...(info.region ? { region: info.region } : {}),
      })
      .where(eq(stores.id, storeId));
    await saveStoreSettings(tx, storeId, { receiptLogoUrl: info.receiptLogoUrl });
    await invalidateActors(tx, storeId);
  });
}
