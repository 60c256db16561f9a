import { saveCheckInSettings, setKioskToken } from '../../../database/queries/checkIns';
import { newKioskToken } from '../../domain/checkins/kiosk';
import { storeAction } from '../action';
import { flash } from '../validate';
import { routeUrl } from '../urls';
import { checkInSettingsSchema } from '../validators/checkIns';
import { say } from '../../../common/said';

/** Settings tab "Check-ins" ("manage settings"): what the kiosk asks and says, and its public link. */

const backToTab = () => routeUrl('settings.index', {}, { tab: 'checkins' });

/** settings.checkins.update */
export const update = storeAction(
  { input: checkInSettingsSchema },
  async ({ db, store, input: i, req, res }) => {
    await saveCheckInSettings(
      db,
      store.id,
      {
        requireEmail: i.require_email,
        requireBirthday: i.require_birthday,
        requireServices: i.require_services,
        allowTechnicianChoice: i.allow_technician_choice,
        welcomeText: i.welcome_text,
        resetSeconds: i.reset_seconds,
        consentText: i.consent_text,
      },
      newKioskToken(),
    );
    flash(req, 'success', say('flash.checkIns.checkInSettingsSaved'));
    res.redirect(backToTab());
  },
);

/** settings.checkins.rotate_link: a new kiosk link; printed copies of the old one stop working. */
export const rotateLink = storeAction({}, async ({ db, store, req, res }) => {
  await setKioskToken(db, store.id, newKioskToken());
  flash(req, 'success', say('flash.checkIns.newKioskLinkMadeThe'));
  res.redirect(backToTab());
});
