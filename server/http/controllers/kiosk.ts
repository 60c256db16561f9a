import type { Request, Response } from 'express';
import {
  ensureCheckInSettings,
  findCheckInCustomerByPhone,
  findKioskByToken,
  getCheckInCustomer,
  listCheckInServices,
  listClockedInTechnicians,
  findCheckIn,
} from '../../../database/queries/checkIns';
import { getStationWithStore } from '../../../database/queries/stations';
import { checkInArrival } from '../../domain/checkins/arrivals';
import { consentTextIn } from '../../domain/customers/consent';
import {
  KIOSK_LIMITS,
  KIOSK_STEP_TTL_MS,
  kioskThrottleMessage,
  newKioskToken,
} from '../../domain/checkins/kiosk';
import { loadQueue } from '../../domain/checkins/queue';
import {
  countAttempt,
  throttleKey,
  ThrottledError,
  type Limit,
} from '../../domain/security/throttle';
import { STATION_COOKIE } from '../middleware/station';
import { HttpError, notFound } from '../errors';
import { routeUrl } from '../urls';
import { validate } from '../validate';
import { applyStoreLocale, requestLocale } from '../locale';
import { arrivalSchema, checkInPhoneSchema } from '../validators/checkIns';
import { kioskBase, kioskCustomerPage, kioskSuccessPage } from '../presenters/kiosk';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

declare module 'express-session' {
  interface SessionData {
    /** The kiosk's place in its three steps: the phone typed, then the check-in made. */
    kiosk?: { token: string; phone?: string; checkInId?: number; at: number };
  }
}

/**
 * The self check-in kiosk (customer side, no sign-in): a phone on a digit
 * pad, then who she is and what she wants, then her place in line. It runs
 * at /kiosk/{token}; a station device opening /kiosk is sent to its store's
 * link. What she typed travels in the session, never in a URL.
 */

type Kiosk = NonNullable<Awaited<ReturnType<typeof findKioskByToken>>>;

async function stationStore(req: Request) {
  const id = Number(req.signedCookies?.[STATION_COOKIE]);
  return Number.isInteger(id) && id > 0 ? getStationWithStore(req.ctx.db, id) : null;
}

/** kiosk.index: a station device's kiosk, at its store's link. */
export async function index(req: Request, res: Response) {
  const station = await stationStore(req);
  if (!station) throw new HttpError(404, say('flash.errorPage.thisDeviceIsNotA'));
  const settings = await ensureCheckInSettings(req.ctx.db, station.storeId, newKioskToken());
  res.redirect(routeUrl('kiosk.show', { token: settings.kioskToken }));
}

/** The store behind the link; a retired link on a station device heals to the new one, otherwise 404. */
async function kioskOf(req: Request, res: Response): Promise<Kiosk | null> {
  const kiosk = await findKioskByToken(req.ctx.db, String(req.params.token));
  if (kiosk) {
    await applyStoreLocale(req, kiosk.storeId);
    return kiosk;
  }
  if (req.method === 'GET' && (await stationStore(req))) {
    res.redirect(routeUrl('kiosk.index'));
    return null;
  }
  throw notFound();
}

async function renderStart(
  res: Response,
  kiosk: Kiosk,
  status = 200,
  errors?: Record<string, string>,
) {
  await res.inertia(
    'Customer/CheckIn',
    { ...kioskBase(kiosk, requestLocale(res.req)), ...(errors ? { errors } : {}) },
    { status, title: 'Check in' },
  );
}

/**
 * kiosk.show: the digit pad. It stores nothing (a link opened by anyone must
 * not make a session); a visit that had a session forgets the phone typed in it.
 */
export async function show(req: Request, res: Response) {
  const kiosk = await kioskOf(req, res);
  if (!kiosk) return;
  if (req.session.kiosk) delete req.session.kiosk;
  await renderStart(res, kiosk);
}

const sourceLimit = (req: Request, kiosk: Kiosk): Limit => ({
  key: throttleKey('kiosk:source', kiosk.storeId, req.ip ?? ''),
  ...KIOSK_LIMITS.perSource,
});
const phoneLimit = (kiosk: Kiosk, phone: string): Limit => ({
  key: throttleKey('kiosk:phone', kiosk.storeId, phone),
  ...KIOSK_LIMITS.perPhone,
});

/** Counts a public request under its limits (each counter once a request); a refusal re-renders the pad with 429 and the wait. */
async function throttled(
  req: Request,
  res: Response,
  kiosk: Kiosk,
  limits: Limit[],
): Promise<boolean> {
  try {
    await countAttempt(req.ctx.throttle, limits, 'phone');
    return false;
  } catch (err) {
    if (!(err instanceof ThrottledError)) throw err;
    res.set('Retry-After', String(err.retryAfter));
    await renderStart(res, kiosk, 429, { phone: kioskThrottleMessage(err.retryAfter) });
    return true;
  }
}

/** kiosk.lookup: the phone typed; the next step knows whether she is new. */
export async function lookup(req: Request, res: Response) {
  const kiosk = await kioskOf(req, res);
  // The address is counted before the input is read (a malformed phone counts too), the phone once it is known.
  if (!kiosk || (await throttled(req, res, kiosk, [sourceLimit(req, kiosk)]))) return;
  const { phone } = validate(checkInPhoneSchema, req.body);
  if (await throttled(req, res, kiosk, [phoneLimit(kiosk, phone)])) return;
  req.session.kiosk = { token: kiosk.settings.kioskToken, phone, at: clock.ms() };
  res.redirect(routeUrl('kiosk.customer', { token: kiosk.settings.kioskToken }));
}

/** The phone typed on this kiosk a moment ago, or null (start over). */
function typedPhone(req: Request, kiosk: Kiosk): string | null {
  const step = req.session.kiosk;
  if (
    !step?.phone ||
    step.token !== kiosk.settings.kioskToken ||
    clock.ms() - step.at > KIOSK_STEP_TTL_MS
  )
    return null;
  return step.phone;
}

/** kiosk.customer: "Welcome back, <first name>" or the new customer's questions; services, technician, SMS consent. */
export async function customer(req: Request, res: Response) {
  const kiosk = await kioskOf(req, res);
  if (!kiosk) return;
  const phone = typedPhone(req, kiosk);
  if (!phone) return res.redirect(routeUrl('kiosk.show', { token: kiosk.settings.kioskToken }));
  const s = kiosk.settings;
  const [known, menu, technicians] = await Promise.all([
    findCheckInCustomerByPhone(req.ctx.db, kiosk.storeId, phone),
    listCheckInServices(req.ctx.db, kiosk.storeId),
    s.allowTechnicianChoice ? listClockedInTechnicians(req.ctx.db, kiosk.storeId) : [],
  ]);
  await res.inertia(
    'Customer/CheckInForCustomer',
    kioskCustomerPage({ kiosk, locale: requestLocale(req), phone, known, menu, technicians }),
    { title: 'Check in' },
  );
}

/** kiosk.store: she joins the queue (and, when she ticked it, her consent is recorded with the words shown). */
export async function store(req: Request, res: Response) {
  const kiosk = await kioskOf(req, res);
  if (!kiosk || (await throttled(req, res, kiosk, [sourceLimit(req, kiosk)]))) return;
  const phone = typedPhone(req, kiosk);
  if (!phone) return res.redirect(routeUrl('kiosk.show', { token: kiosk.settings.kioskToken }));
  const input = validate(arrivalSchema, req.body);
  const s = kiosk.settings;
  const { checkIn } = await checkInArrival(req.ctx.db, {
    storeId: kiosk.storeId,
    timezone: kiosk.timezone,
    phone,
    source: 'kiosk',
    actor: null,
    details: {
      name: input.name ?? null,
      email: input.email ?? null,
      birthdayMonth: input.birthday_month,
      birthdayDay: input.birthday_day,
    },
    serviceIds: input.service_ids,
    requestedTechnicianId: s.allowTechnicianChoice ? input.requested_technician_id : null,
    smsConsent: input.sms_consent,
    rules: {
      requireEmail: s.requireEmail,
      requireBirthday: s.requireBirthday,
      requireServices: s.requireServices,
      allowTechnicianChoice: s.allowTechnicianChoice,
      consentText: consentTextIn(s.consentText, requestLocale(req)),
    },
  });
  req.session.kiosk = { token: s.kioskToken, checkInId: checkIn.id, at: clock.ms() };
  res.redirect(routeUrl('kiosk.success', { token: s.kioskToken }));
}

/** kiosk.success: her place in line and the estimated wait; the page goes back to the pad by itself. */
export async function success(req: Request, res: Response) {
  const kiosk = await kioskOf(req, res);
  if (!kiosk) return;
  const step = req.session.kiosk;
  const checkIn =
    step?.checkInId && step.token === kiosk.settings.kioskToken
      ? await findCheckIn(req.ctx.db, kiosk.storeId, step.checkInId)
      : null;
  if (!checkIn) return res.redirect(routeUrl('kiosk.show', { token: kiosk.settings.kioskToken }));
  const [who, queue] = await Promise.all([
    getCheckInCustomer(req.ctx.db, kiosk.storeId, checkIn.customerId),
    loadQueue(req.ctx.db, kiosk.storeId, checkIn.businessDate),
  ]);
  const estimate = queue.estimates.get(checkIn.id) ?? null;
  await res.inertia(
    'Customer/CheckInSuccess',
    kioskSuccessPage(kiosk, requestLocale(req), who, estimate),
    { title: 'You are checked in' },
  );
}
