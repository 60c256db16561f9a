import {
  getBusinessInfo,
  getStoreSettings,
  saveBusinessInfo,
  saveStoreSettings,
} from '../../../database/queries/storeSettings';
import { getTipRules } from '../../../database/queries/tipRules';
import { checkInSettingsProps } from './checkInSettings';
import { appointmentSettingsProps } from './appointmentSettings';
import { reviewSettingsProps } from './reviewSettings';
import { loyaltySettingsProps } from './loyaltySettings';
import { notificationSettingsProps } from './notificationSettings';
import { paxSettingsProps } from './paxSettings';
import {
  COUPON_MODE_LABELS,
  COUPON_MODES,
  TENDER_LABELS,
  TENDER_TYPES,
} from '../../../common/tenders';
import { storeAction, type StoreContext } from '../action';
import { notFound } from '../errors';
import { flash } from '../validate';
import { routeUrl } from '../urls';
import { getStoreLocale } from '../../../database/queries/locales';
import { toLocale } from '../../../common/i18n';
import {
  businessSettingsSchema,
  invoiceSettingsSchema,
  paymentSettingsSchema,
  SETTINGS_TABS,
  settingsQuerySchema,
  TICKET_PREFIX_MAX,
  US_TIME_ZONES,
  type SettingsTab,
} from '../validators/settings';

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
      return {
        business: {
          name: info.name,
          address: info.address ?? '',
          phone: info.phone ?? '',
          timezone: info.timezone,
          receipt_logo_url: info.receiptLogoUrl ?? '',
        },
        time_zones: US_TIME_ZONES,
        customer_locale: toLocale(await getStoreLocale(db, storeId)),
      };
    }
    case 'invoice': {
      const s = await getStoreSettings(db, storeId);
      return {
        invoice: {
          receipt_header: s.receiptHeader,
          receipt_footer: s.receiptFooter,
          ticket_prefix: s.ticketPrefix,
          print_technician_names: s.printTechnicianNames,
          coupon_mode: s.couponMode,
        },
        ticket_prefix_max: TICKET_PREFIX_MAX,
        coupon_modes: COUPON_MODES.map((value) => ({ value, label: COUPON_MODE_LABELS[value] })),
      };
    }
    case 'payment': {
      const s = await getStoreSettings(db, storeId);
      return {
        payment: { accepted_tenders: s.acceptedTenders },
        tenders: TENDER_TYPES.map((t) => ({ value: t, label: TENDER_LABELS[t] })),
      };
    }
    case 'tip': {
      const rules = await getTipRules(db, storeId);
      return {
        tip: { suggested_percents: rules.suggestedPercents, base: rules.base, split: rules.split },
      };
    }
    case 'checkins':
      return checkInSettingsProps(req);
    case 'appointment':
      return appointmentSettingsProps(req);
    case 'rewards':
      return loyaltySettingsProps({ db, store });
    case 'review-sms':
      return reviewSettingsProps({ db, store });
    case 'notification':
      return notificationSettingsProps({ db, store, req });
    case 'pax':
      return paxSettingsProps({ db, store });
    default:
      return {};
  }
}

/** settings.index?tab=…: the spec's ten tabs; those of later capabilities say so. */
export const index = storeAction({ input: settingsQuerySchema }, async (a) => {
  const { tab } = a.input;
  await a.res.inertia('Admin/Settings/Index', {
    tab,
    tabs: SETTINGS_TABS.map((t) => ({ key: t.key, label: t.label, built: t.built })),
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
      receiptLogoUrl: input.receipt_logo_url,
    });
    flash(req, 'success', 'Business info saved.');
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
    flash(req, 'success', 'Invoice settings saved.');
    res.redirect(backTo('invoice'));
  },
);

export const updatePayment = storeAction(
  { input: paymentSettingsSchema },
  async ({ db, store, input, req, res }) => {
    await saveStoreSettings(db, store.id, { acceptedTenders: input.accepted_tenders });
    flash(req, 'success', 'Payment settings saved.');
    res.redirect(backTo('payment'));
  },
);
