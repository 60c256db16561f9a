import { dismissSetupCard, serviceNames, setupTechnicians } from '../../../database/queries/setup';
import { getBusinessInfo, saveBusinessInfo } from '../../../database/queries/storeSettings';
import { listOpeningHours, saveOpeningHours } from '../../../database/queries/openingHours';
import { listStations } from '../../../database/queries/stations';
import { ensureCheckInSettings } from '../../../database/queries/checkIns';
import { resumeStep, setupChecklist } from '../../domain/setup/checklist';
import { importNailMenu } from '../../domain/setup/nailMenu';
import { applyPresetHours } from '../../domain/setup/openingHours';
import { employeeProblems, hireEmployee } from '../../domain/staff/employees';
import { addStation } from '../../domain/terminals/stations';
import { newKioskToken } from '../../domain/checkins/kiosk';
import { storeAction } from '../action';
import { notFound } from '../errors';
import { flash, validateForm } from '../validate';
import { routeUrl } from '../urls';
import {
  setupBusinessStep,
  setupFrame,
  setupServicesStep,
  setupStepUrl,
  setupTechniciansStep,
  setupUrlAfter,
  welcomePage,
} from '../presenters/setup';
import { openingWeek } from '../presenters/openingHours';
import { openingHoursSchema } from '../validators/openingHours';
import { stationSchema } from '../validators/stations';
import {
  nailMenuSchema,
  setupBusinessSchema,
  setupStepQuerySchema,
  setupTechnicianSchema,
} from '../validators/setup';
import { say, type Said } from '../../../common/said';

/** What the template import added, one sentence per case (each said whole in every language). */
function addedMessage(services: number, categories: number): Said {
  if (!categories)
    return services === 1
      ? say('flash.settings.added1Service')
      : say('flash.settings.addedServices', { services });
  if (categories === 1)
    return services === 1
      ? say('flash.settings.added1ServiceIn1')
      : say('flash.settings.addedServicesIn1New', { services });
  return services === 1
    ? say('flash.settings.added1ServiceInNew', { categories })
    : say('flash.settings.addedServicesInNewCategories', { services, categories });
}

/** A calendar colour for each new technician in turn, so the appointment calendar tells them apart from the start. */
const COLORS = [
  '#db2777',
  '#7c3aed',
  '#0891b2',
  '#16a34a',
  '#d97706',
  '#2563eb',
  '#dc2626',
  '#4b5563',
];

/**
 * setup.show?step=… ("manage settings"): the first-run wizard. Each
 * step saves on its own; without a step it opens at the first one the
 * database says is not done, so leaving and coming back resumes. Only the
 * open step's values travel.
 */
export const show = storeAction(
  { input: setupStepQuerySchema },
  async ({ db, store, input, res }) => {
    const items = await setupChecklist(db, store.id);
    const step = input.step ?? resumeStep(items);
    const stepProps = async () => {
      switch (step) {
        case 'business': {
          const info = await getBusinessInfo(db, store.id);
          if (!info) throw notFound();
          return setupBusinessStep(info);
        }
        case 'hours':
          return { days: openingWeek(await listOpeningHours(db, store.id)) };
        case 'services':
          return setupServicesStep(await serviceNames(db, store.id));
        case 'technicians':
          return setupTechniciansStep(await setupTechnicians(db, store.id));
        case 'station':
          return { stations: await listStations(db, store.id) };
      }
    };
    await res.inertia(
      'Admin/Setup/Index',
      { ...setupFrame(store, step, items), ...(await stepProps()) },
      { title: 'Setup' },
    );
  },
);

/** setup.business.store: the same columns and rules as Settings → Business info; the receipt logo is kept. */
export const storeBusiness = storeAction(
  { input: setupBusinessSchema },
  async ({ db, store, input, req, res }) => {
    const current = await getBusinessInfo(db, store.id);
    if (!current) throw notFound();
    await saveBusinessInfo(db, store.id, {
      name: input.name,
      address: input.address ?? null,
      phone: input.phone,
      timezone: input.timezone,
      region: input.region,
      receiptLogoUrl: current.receiptLogoUrl,
    });
    flash(req, 'success', say('flash.settings.businessInfoSaved'));
    res.redirect(setupUrlAfter('business'));
  },
);

/** setup.hours.store: Mon–Sat 9:30–19:00, Sun 11–17 for a store with no hours yet (hours already set are kept). */
export const storeHours = storeAction({}, async ({ db, store, req, res }) => {
  const applied = await applyPresetHours(db, store.id);
  flash(
    req,
    'success',
    applied
      ? say('flash.settings.openingHoursSetMondayTo')
      : say('flash.settings.yourOpeningHoursAreSet'),
  );
  res.redirect(setupUrlAfter('hours'));
});

/** setup.hours.update: the week as Opening Hours saves it (its schema, its query); saving it twice writes the same rows. */
export const updateHours = storeAction(
  { input: openingHoursSchema },
  async ({ db, store, input: days, req, res }) => {
    await saveOpeningHours(db, store.id, days);
    flash(req, 'success', say('flash.settings.openingHoursSaved'));
    res.redirect(setupUrlAfter('hours'));
  },
);

/** setup.services.store: imports the ticked template services; a second submit creates nothing twice. */
export const storeServices = storeAction(
  { input: nailMenuSchema },
  async ({ db, store, input, req, res }) => {
    const { createdServices, createdCategories } = await importNailMenu(
      db,
      store.id,
      input.services.map((s) => ({ key: s.key, priceCents: s.price })),
    );
    flash(
      req,
      'success',
      createdServices
        ? addedMessage(createdServices, createdCategories)
        : say('flash.settings.theseServicesAreOnYour'),
    );
    res.redirect(setupUrlAfter('services'));
  },
);

/**
 * setup.technicians.store: one technician, hired as the Employees page hires
 * (hireEmployee: unique User ID and card, default hours) with the commission
 * given. Back to the same step, to add the next one; a double submit finds its
 * User ID taken and adds nobody twice.
 */
export const storeTechnician = storeAction({}, async (a) => {
  const input = await validateForm(setupTechnicianSchema, a.req.body, (valid) =>
    employeeProblems(a.db, a.store.id, a.actor, {
      staffNumber: valid.employee_id,
      cardSwipeId: valid.card_swipe_id,
    }),
  );
  const count = (await setupTechnicians(a.db, a.store.id)).length;
  await hireEmployee(
    a.db,
    a.store.id,
    a.actor,
    {
      name: input.name,
      staffNumber: input.employee_id,
      password: input.password,
      cardSwipeId: input.card_swipe_id,
      phone: null,
      email: null,
      calendarColor: COLORS[count % COLORS.length],
      isActive: true,
      roleId: null,
      avatarUrl: null,
    },
    { commissionRateBp: input.commission_rate },
  );
  flash(a.req, 'success', say('flash.settings.added', { name: input.name }));
  a.res.redirect(setupStepUrl('technicians'));
});

/** setup.station.store: the first station, by Settings → Stations' rule (names unique in the store). */
export const storeStation = storeAction(
  { input: stationSchema },
  async ({ db, store, input, req, res }) => {
    await addStation(db, store.id, input);
    flash(req, 'success', say('flash.settings.stationAdded', { name: input.name }));
    res.redirect(setupStepUrl('station'));
  },
);

/**
 * setup.welcome: after Finish, and from the dashboard: what is set up, what
 * is left, and what to do next with the salon's real links (the online
 * booking page and the check-in kiosk, whose link is made on first look) and
 * the Teams page to invite people.
 */
export const welcome = storeAction({}, async ({ db, store, actor, req, res }) => {
  const [items, checkIns] = await Promise.all([
    setupChecklist(db, store.id),
    ensureCheckInSettings(db, store.id, newKioskToken()),
  ]);
  const absolute = (path: string) => new URL(path, req.ctx.config.appUrl).toString();
  await res.inertia(
    'Welcome',
    welcomePage({ store, actor, items, kioskToken: checkIns.kioskToken, absolute }),
    { title: 'Welcome' },
  );
});

/** setup.dismiss: hides the dashboard's "Finish setting up" card for the store (Setup stays in the menu); twice hides it once. */
export const dismiss = storeAction({}, async ({ db, store, req, res }) => {
  await dismissSetupCard(db, store.id);
  flash(req, 'success', say('flash.settings.setupHiddenFromTheDashboard'));
  res.redirect(routeUrl('dashboard'));
});
