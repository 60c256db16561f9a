import type {
  findCheckInCustomerByPhone,
  findKioskByToken,
  listCheckInServices,
  listClockedInTechnicians,
} from '../../../database/queries/checkIns';
import type { Locale } from '../../../common/i18n';
import { formatPhone } from '../../../common/phone';
import { firstName } from '../../domain/checkins/kiosk';
import type { WaitEstimate } from '../../domain/checkins/waitEstimate';
import { consentTextIn, welcomeTextIn } from '../../domain/customers/consent';
import { checkInServiceMenu } from './checkIns';

type Kiosk = NonNullable<Awaited<ReturnType<typeof findKioskByToken>>>;

/** What every kiosk step shows: its link, the salon, the welcome in the page's language. */
export const kioskBase = (kiosk: Kiosk, locale: Locale) => ({
  token: kiosk.settings.kioskToken,
  store_name: kiosk.storeName,
  welcome_text: welcomeTextIn(kiosk.settings.welcomeText, locale),
});

/** kiosk.customer: "Welcome back, <first name>" or the new customer's questions; services, technician, SMS consent. */
export function kioskCustomerPage(p: {
  kiosk: Kiosk;
  locale: Locale;
  phone: string;
  known: Awaited<ReturnType<typeof findCheckInCustomerByPhone>>;
  menu: Awaited<ReturnType<typeof listCheckInServices>>;
  technicians: Awaited<ReturnType<typeof listClockedInTechnicians>>;
}) {
  const s = p.kiosk.settings;
  return {
    ...kioskBase(p.kiosk, p.locale),
    phone_formatted: formatPhone(p.phone),
    first_name: p.known ? firstName(p.known.name) : null,
    require: { email: s.requireEmail, birthday: s.requireBirthday, services: s.requireServices },
    allow_technician_choice: s.allowTechnicianChoice,
    ...checkInServiceMenu(p.menu),
    technicians: p.technicians.map((t) => ({ id: t.id, name: firstName(t.name) })),
    // Consent is asked of a new customer only: the kiosk cannot tell who is typing a known phone.
    consent_text: p.known ? null : consentTextIn(s.consentText, p.locale),
  };
}

/** kiosk.success: her place in line and the estimated wait in minutes (the page says it). */
export const kioskSuccessPage = (
  kiosk: Kiosk,
  locale: Locale,
  who: { name: string } | null | undefined,
  estimate: WaitEstimate | null,
) => ({
  ...kioskBase(kiosk, locale),
  first_name: who ? firstName(who.name) : '',
  position: estimate?.position ?? null,
  wait_minutes: estimate?.minutes ?? null,
  reset_seconds: kiosk.settings.resetSeconds,
});
