import { upsertPaxSettings } from '../../../database/queries/paxSettings';
import { countTerminals } from '../../../database/queries/terminalDevices';
import type { PaxCreditSettings } from '../../../common/pages/Admin/Settings/types';
import { paxSettingsFor } from '../../domain/terminals/paxSettings';
import { storeAction, type StoreContext } from '../action';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { paxSettingsSchema } from '../validators/paxSettings';

/** Settings tab "PAX credit" ("manage settings"): how card payments on the store's terminals take the tip and signature, and the batch cut-off. */
export async function paxSettingsProps({ db, store }: Pick<StoreContext, 'db' | 'store'>) {
  const [s, terminals] = await Promise.all([
    paxSettingsFor(db, store.id),
    countTerminals(db, store.id),
  ]);
  const pax: PaxCreditSettings = {
    tip_mode: s.tipMode,
    signature: s.signature,
    batch_cutoff: s.batchCutoff,
  };
  return { pax, pax_terminals: terminals };
}

/** settings.pax.update */
export const update = storeAction(
  { input: paxSettingsSchema },
  async ({ db, store, input: i, req, res }) => {
    await upsertPaxSettings(db, store.id, {
      tipMode: i.tip_mode,
      signature: i.signature,
      batchCutoff: i.batch_cutoff,
    });
    flash(req, 'success', 'PAX credit settings saved.');
    res.redirect(routeUrl('settings.index', {}, { tab: 'pax' }));
  },
);
