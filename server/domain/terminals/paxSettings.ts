import type { Db } from '../../../database/client';
import { getPaxSettings, type PaxSettingsValues } from '../../../database/queries/paxSettings';

export type PaxSettings = PaxSettingsValues;
export type PaxTipMode = PaxSettings['tipMode'];

/** What a store without a saved PAX Credit tab gets (the schema's column defaults). */
export const DEFAULT_PAX_SETTINGS: PaxSettings = {
  tipMode: 'adjust',
  signature: false,
  batchCutoff: '21:00',
};

/**
 * Settings → PAX Credit for a store: whether the terminal asks for the tip ('device', TIPREQ=1)
 * or the tip is adjusted before the batch closes ('adjust'), whether it asks for a signature
 * (SIGN=1), and the store-local time the day's batch should be closed by.
 */
export async function paxSettingsFor(db: Db, storeId: number): Promise<PaxSettings> {
  return (await getPaxSettings(db, storeId)) ?? { ...DEFAULT_PAX_SETTINGS };
}
