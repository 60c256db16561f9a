import {
  getBusinessInfo,
  getStoreSettings,
  saveBusinessInfo,
  saveStoreSettings,
} from '../../../database/queries/storeSettings';
import { getTipRules } from '../../../database/queries/tipRules';
import { getAppointmentSettings } from '../../../database/queries/appointmentSettings';
import { ensureCheckInSettings } from '../../../database/queries/checkIns';
import { getLoyaltySettings } from '../../../database/queries/loyalty';
import { getReviewSettings } from '../../../database/queries/reviews';
import { countMarketingSince, getNotificationSettings } from '../../../database/queries/sms';
import { countTerminals } from '../../../database/queries/terminalDevices';
import { newKioskToken } from '../../domain/checkins/kiosk';
import { storeMonthStart } from '../../domain/sms/quietHours';
import { paxSettingsFor } from '../../domain/terminals/paxSettings';
import {
  appointmentTab,
  businessTab,
  checkInsTab,
  invoiceTab,
  notificationTab,
  paxTab,
  paymentTab,
  reviewSmsTab,
  rewardsTab,
  settingsTabs,
  tipTab,
} from '../presenters/settings';
import { clock } from '../../../common/clock';
import { storeAction, type StoreContext } from '../action';
import { notFound } from '../errors';
import { flash } from '../validate';
import { routeUrl } from '../urls';
import { getStoreLocale } from '../../../database/queries/locales';
import {
  businessSettingsSchema,
  invoiceSettingsSchema,
  paymentSettingsSchema,
  settingsQuerySchema,
  type SettingsTab,
} from '../validators/settings';
import { say } from '../../../common/said';

/** Only the open tab's values travel (docs/architecture.md "Conventions" 6); the others are a visit away. */
async function tabProps(
  { db, store, req }: StoreContext,
  tab: SettingsTab,
): Promise<Record<string, unknown>> {
  const storeId = store.id;
  switch (tab) {
    case 'business': {
      const info = await getBusinessInfo(db, storeId);
      // The signed-in store itself, gone since the request began.
      if (!info) throw notFound();
      return businessTab(info, await getStoreLocale(db, storeId));
    }
    case 'invoice':
      return invoiceTab(await getStoreSettings(db, storeId));
    case 'payment':
      return paymentTab(await getStoreSettings(db, storeId));
    case 'tip':
      return tipTab(await getTipRules(db, storeId));
    case 'checkins': {
      // The row, with its kiosk link, is made on first look.
      const s = await ensureCheckInSettings(db, storeId, newKioskToken());
      const kioskUrl = new URL(
        routeUrl('kiosk.show', { token: s.kioskToken }),
        req.ctx.config.appUrl,
      );
      return checkInsTab(s, kioskUrl.toString());
    }
    case 'appointment':
      // The defaults until the store saves.
      return appointmentTab(await getAppointmentSettings(db, storeId));
    case 'rewards':
      return rewardsTab(await getLoyaltySettings(db, storeId));
    case 'review-sms':
      return reviewSmsTab(await getReviewSettings(db, storeId));
    case 'notification': {
      const [s, used] = await Promise.all([
        getNotificationSettings(db, storeId),
        countMarketingSince(db, storeId, storeMonthStart(clock.now(), store.timezone)),
      ]);
      return notificationTab(s, used, req.ctx.config.sms);
    }
    case 'pax': {
      const [s, terminals] = await Promise.all([
        paxSettingsFor(db, storeId),
        countTerminals(db, storeId),
      ]);
      return paxTab(s, terminals);
    }
    default:
      return {};
  }
}

/** settings.index?tab=…: the spec's ten tabs; those of later capabilities say so. */
export const index = storeAction({ input: settingsQuerySchema }, async (a) => {
  const { tab } = a.input;
  await a.res.inertia('Admin/Settings/Index', {
    tab,
    tabs: settingsTabs(),
    ...(await tabProps(a, tab)),
  });
});

const backTo = (tab: SettingsTab) => routeUrl('settings.index', {}, { tab });

export const updateBusiness = storeAction(
  { input: businessSettingsSchema },
  async ({ db, store, input, req, res }) => {
    await saveBusinessInfo(db, store.id, {
      name: input.name,
      address: input.address ?? null,
      phone: input.phone,
      timezone: input.timezone,
      region: input.region,
      receiptLogoUrl: input.receipt_logo_url,
    });
    flash(req, 'success', say('flash.settings.businessInfoSaved'));
    res.redirect(backTo('business'));
  },
);

export const updateInvoice = storeAction(
  { input: invoiceSettingsSchema },
  async ({ db, store, input, req, res }) => {
    await saveStoreSettings(db, store.id, {
      receiptHeader: input.receipt_header ?? '',
      receiptFooter: input.receipt_footer ?? '',
      ticketPrefix: input.ticket_prefix,
      printTechnicianNames: input.print_technician_names,
      ...(input.coupon_mode ? { couponMode: input.coupon_mode } : {}),
    });
    flash(req, 'success', say('flash.settings.invoiceSettingsSaved'));
    res.redirect(backTo('invoice'));
  },
);

export const updatePayment = storeAction(
  { input: paymentSettingsSchema },
  async ({ db, store, input, req, res }) => {
    await saveStoreSettings(db, store.id, { acceptedTenders: input.accepted_tenders });
    flash(req, 'success', say('flash.settings.paymentSettingsSaved'));
    res.redirect(backTo('payment'));
  },
);
