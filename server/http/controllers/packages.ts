import {
  createPlan,
  getPlan,
  listPlans,
  planCodeTaken,
  setPlanActive,
  supersedePlan,
  updatePlanTerms,
  type PlanValues,
} from '../../../database/queries/billing';
import { PLAN_FEATURES } from '../../../database/schema';
import { onUniqueViolation } from '../../../database/errors';
import { platformAction } from '../platformAction';
import { ValidationError } from '../errors';
import { flash } from '../validate';
import { routeUrl } from '../urls';
import { planRow } from '../presenters/billing';
import { planSchema, type PlanInput } from '../validators/billing';
import { say } from '../../../common/said';

const CODE_TAKEN = say('validation.settings.anotherPlanUsesThisCode');

const values = (i: PlanInput): PlanValues => ({
  code: i.code,
  name: i.name,
  interval: i.interval,
  priceCents: i.price,
  maxEmployees: i.max_employees,
  maxStations: i.max_stations,
  smsPerMonth: i.sms_per_month,
  maxLocations: i.max_locations,
  features: [...new Set(i.features)],
});

/** packages.index (super admin): every plan version, the stores on each, the form's feature list. */
export const index = platformAction({}, async ({ db, res }) => {
  const rows = await listPlans(db);
  await res.inertia(
    'Admin/Packages/Index',
    {
      plans: rows.map((r) => planRow(r.plan, r.stores)),
      features: [...PLAN_FEATURES],
    },
    { title: 'Packages' },
  );
});

export const store = platformAction({ input: planSchema }, async ({ db, input, req, res }) => {
  if (await planCodeTaken(db, input.code)) throw new ValidationError({ code: CODE_TAKEN });
  await onUniqueViolation(() => createPlan(db, values(input)), {
    plans_code_version_unique: () => new ValidationError({ code: CODE_TAKEN }),
  });
  flash(req, 'success', say('flash.billing.packageCreated'));
  res.redirect(routeUrl('packages.index'));
});

/**
 * Name, limits and features change in place; a new price or interval makes
 * the next version (stores on this one keep what they signed up for). The
 * code stays the plan's: a superseded version is not edited.
 */
export const update = platformAction(
  { load: { plan: getPlan }, input: planSchema },
  async ({ db, bound: { plan }, input, req, res }) => {
    if (plan.supersededBy)
      throw new ValidationError({ price: say('validation.billing.thisVersionWasReplacedEdit') });
    if (input.code !== plan.code)
      throw new ValidationError({ code: say('validation.billing.theCodeOfAPlan') });
    const next = values(input);
    if (next.priceCents !== plan.priceCents || next.interval !== plan.interval) {
      await db.transaction((tx) => supersedePlan(tx, plan, next));
      flash(
        req,
        'success',
        say('flash.billing.packageSavedAsVersionStores', {
          version: plan.version + 1,
          previous: plan.version,
        }),
      );
    } else {
      await updatePlanTerms(db, plan.id, {
        name: next.name,
        maxEmployees: next.maxEmployees,
        maxStations: next.maxStations,
        smsPerMonth: next.smsPerMonth,
        maxLocations: next.maxLocations,
        features: next.features,
      });
      flash(req, 'success', say('flash.billing.packageUpdated'));
    }
    res.redirect(routeUrl('packages.index'));
  },
);

/** Archive (no new stores) or bring back; stores already on it stay. */
export const archive = platformAction(
  { load: { plan: getPlan } },
  async ({ db, bound: { plan }, req, res }) => {
    if (plan.supersededBy)
      throw new ValidationError({ plan: say('validation.billing.aReplacedVersionStaysArchived') });
    await setPlanActive(db, plan.id, !plan.active);
    flash(
      req,
      'success',
      plan.active ? say('flash.billing.packageArchived') : say('flash.billing.packageRestored'),
    );
    res.redirect(routeUrl('packages.index'));
  },
);
