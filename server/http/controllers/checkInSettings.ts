import type { Request } from 'express';
import {
  ensureCheckInSettings,
  saveCheckInSettings,
  setKioskToken,
} from '../../../database/queries/checkIns';
import { newKioskToken } from '../../domain/checkins/kiosk';
import { storeAction, storeContext } from '../action';
import { flash } from '../validate';
import { routeUrl } from '../urls';
import { CHECK_IN_LIMITS, checkInSettingsSchema, RESET_SECONDS } from '../validators/checkIns';

/** Settings tab "Check-ins" ("manage settings"): what the kiosk asks and says, and its public link. */

/** The tab's values for settings.index?tab=checkins (the row, with its link, is made on first look). */
export async function checkInSettingsProps(req: Request) {
  const { db, store } = storeContext(req);
  const s = await ensureCheckInSettings(db, store.id, newKioskToken());
  return {
    checkins: {
      require_email: s.requireEmail,
      require_birthday: s.requireBirthday,
      require_services: s.requireServices,
      allow_technician_choice: s.allowTechnicianChoice,
      welcome_text: s.welcomeText,
      reset_seconds: s.resetSeconds,
      consent_text: s.consentText,
    },
    kiosk_url: new URL(
      routeUrl('kiosk.show', { token: s.kioskToken }),
      req.ctx.config.appUrl,
    ).toString(),
    checkin_limits: {
      ...CHECK_IN_LIMITS,
      reset_min: RESET_SECONDS.min,
      reset_max: RESET_SECONDS.max,
    },
  };
}

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
    flash(req, 'success', 'Check-in settings saved.');
    res.redirect(backToTab());
  },
);

/** settings.checkins.rotate_link: a new kiosk link; printed copies of the old one stop working. */
export const rotateLink = storeAction({}, async ({ db, store, req, res }) => {
  await setKioskToken(db, store.id, newKioskToken());
  flash(req, 'success', 'New kiosk link made. The old link no longer works.');
  res.redirect(backToTab());
});
