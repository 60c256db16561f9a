import { isStoreCategory, listCategoryOptions } from '../../../database/queries/categories';
import { sayLabel } from '../../../common/labels';
import {
  createService,
  deleteService,
  getService,
  listServices,
  updateService,
  type ServiceValues,
} from '../../../database/queries/services';
import { listTaxOptions, storeTaxIds } from '../../../database/queries/taxes';
import type { Db } from '../../../database/client';
import { storeAction, type StoreContext } from '../action';
import { notFound, ValidationError } from '../errors';
import { withLinks } from '../pagination';
import { serviceForm, serviceListItem, taxChoice } from '../presenters/services';
import { flash, validateForm } from '../validate';
import { routeUrl } from '../urls';
import { serviceFiltersSchema, serviceSchema, type ServiceInput } from '../validators/services';
import { say } from '../../../common/said';

export const CATEGORY_INVALID = say('validation.field.theSelectedIsInvalid', {
  label: sayLabel('category'),
});
export const TAX_INVALID = say('validation.field.theSelectedIsInvalid', { label: sayLabel('tax') });

const serviceParam = { service: getService };

export const index = storeAction(
  { input: serviceFiltersSchema },
  async ({ db, store, input: filters, res }) => {
    const page = await listServices(db, store.id, filters);
    const query = {
      ...(filters.q ? { q: filters.q } : {}),
      ...(filters.category !== null ? { category: filters.category } : {}),
    };
    await res.inertia('Admin/Services/Index', {
      services: withLinks(
        { ...page, data: page.data.map(serviceListItem) },
        'services.index',
        query,
      ),
      filters: {
        q: filters.q,
        category: filters.category === null ? '' : String(filters.category),
      },
      categories: await listCategoryOptions(db, store.id),
    });
  },
);

/** What the form picks from: the store's categories and taxes (switched-off ones say so). */
async function options(db: Db, storeId: number) {
  const [categories, taxes] = await Promise.all([
    listCategoryOptions(db, storeId),
    listTaxOptions(db, storeId),
  ]);
  return { categories, taxes: taxes.map(taxChoice) };
}

export const create = storeAction({}, async ({ db, store, res }) => {
  await res.inertia('Admin/Services/Create', await options(db, store.id));
});

/** A retail item has no technician and no turn: no duration, turn weight or commission of its own. */
const values = (input: ServiceInput): ServiceValues => {
  const retail = input.kind === 'retail';
  return {
    name: input.name,
    categoryId: input.category_id,
    kind: input.kind,
    priceCents: input.price,
    isActive: input.is_active,
    sortOrder: input.sort_order,
    durationMinutes: retail ? 0 : input.duration,
    turnWeightHalves: retail ? 0 : input.turn_weight,
    commissionRateBp: retail ? null : input.commission_rate,
  };
};

/** A category or tax must be the store's own, checked on whatever of the form is valid so it shows with the other errors. */
const problemsOf = (db: Db, storeId: number) => async (valid: Partial<ServiceInput>) => {
  const problems: Record<string, string> = {};
  if (valid.category_id && !(await isStoreCategory(db, storeId, valid.category_id)))
    problems.category_id = CATEGORY_INVALID;
  if (
    valid.tax_ids?.length &&
    (await storeTaxIds(db, storeId, valid.tax_ids)).length !== valid.tax_ids.length
  )
    problems.tax_ids = TAX_INVALID;
  return problems;
};

async function parse({ db, store, req }: StoreContext) {
  const input = await validateForm(serviceSchema, req.body, problemsOf(db, store.id));
  const problems = await problemsOf(db, store.id)(input);
  if (Object.keys(problems).length) throw new ValidationError(problems);
  return input;
}

export const store = storeAction({}, async (a) => {
  const input = await parse(a);
  await createService(a.db, a.store.id, values(input), input.tax_ids);
  flash(
    a.req,
    'success',
    input.kind === 'retail'
      ? say('flash.catalog.itemCreated')
      : say('flash.catalog.serviceCreated'),
  );
  a.res.redirect(routeUrl('services.index'));
});

export const edit = storeAction(
  { load: serviceParam },
  async ({ db, store, bound: { service }, res }) => {
    await res.inertia('Admin/Services/Edit', {
      service: serviceForm(service),
      ...(await options(db, store.id)),
    });
  },
);

export const update = storeAction({ load: serviceParam }, async (a) => {
  const { service } = a.bound;
  const input = await parse(a);
  if (!(await updateService(a.db, a.store.id, service.id, values(input), input.tax_ids)))
    throw notFound();
  flash(
    a.req,
    'success',
    input.kind === 'retail'
      ? say('flash.catalog.itemUpdated')
      : say('flash.catalog.serviceUpdated'),
  );
  a.res.redirect(routeUrl('services.index'));
});

/** Only what was never rung up can go; anything on a ticket is switched off instead, so history keeps its menu entry. */
export const destroy = storeAction(
  { load: serviceParam },
  async ({ db, store, bound: { service }, req, res }) => {
    const result = await deleteService(db, store.id, service.id);
    if (result === 'missing') throw notFound();
    if (result === 'sold')
      flash(req, 'error', say('flash.catalog.isOnTicketsSoIt', { name: service.name }));
    else
      flash(
        req,
        'success',
        service.kind === 'retail'
          ? say('flash.catalog.itemDeleted')
          : say('flash.catalog.serviceDeleted'),
      );
    res.redirect(routeUrl('services.index'));
  },
);
