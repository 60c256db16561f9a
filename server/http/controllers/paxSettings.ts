import { upsertPaxSettings } from '../../../database/queries/paxSettings';
import { storeAction } from '../action';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { paxSettingsSchema } from '../validators/paxSettings';
import { say } from '../../../common/said';

/** Settings tab "PAX credit" ("manage settings"): how card payments on the store's terminals take the tip and signature, and the batch cut-off. */

/** settings.pax.update */
export const update = storeAction(
  { input: paxSettingsSchema },
  async ({ db, store, input: i, req, res }) => {
    await upsertPaxSettings(db, store.id, {
      tipMode: i.tip_mode,
      signature: i.signature,
      batchCutoff: i.batch_cutoff,
    });
    flash(req, 'success', say('flash.cardTerminals.paxCreditSettingsSaved'));
    res.redirect(routeUrl('settings.index', {}, { tab: 'pax' }));
  },
);
