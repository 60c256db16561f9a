import type { Request, Response } from 'express';
import { isStoreCategory, listCategoryOptions } from '../../../database/queries/categories';
import { createService, deleteService, getService, listServices, updateService, type ServiceValues } from '../../../database/queries/services';
import { listTaxOptions, storeTaxIds } from '../../../database/queries/taxes';
import { formatTaxRate } from '../../domain/catalog/taxRate';
import { formatTurnWeight } from '../../domain/catalog/turnWeight';
import { notFound, ValidationError } from '../errors';
import { withLinks } from '../pagination';
import { flash, validateForm } from '../validate';
import { routeUrl } from '../urls';
import { serviceFiltersSchema, serviceSchema, type ServiceInput } from '../validators/services';

export const CATEGORY_INVALID = 'The selected category is invalid.';
export const TAX_INVALID = 'The selected tax is invalid.';

/** Basis points as the percentage typed: 6250 → "62.5". */
const percentText = (bp: number | null) => (bp === null ? '' : String(bp / 100));

export async function index(req: Request, res: Response) {
  const filters = serviceFiltersSchema.parse(req.query);
  const page = await listServices(req.ctx.db, req.store!.id, filters);
  const rows = {
    ...page,
    data: page.data.map((s) => ({
      id: s.id, name: s.name, kind: s.kind, price: s.priceCents, duration: s.durationMinutes, turn_weight: formatTurnWeight(s.turnWeightHalves),
      is_active: s.isActive, category: s.categoryName === null ? null : { name: s.categoryName, color: s.categoryColor }, taxes: s.taxNames,
    })),
  };
  const query = { ...(filters.q ? { q: filters.q } : {}), ...(filters.category !== null ? { category: filters.category } : {}) };
  await res.inertia('Admin/Services/Index', {
    services: withLinks(rows, 'services.index', query),
    filters: { q: filters.q, category: filters.category === null ? '' : String(filters.category) },
    categories: await listCategoryOptions(req.ctx.db, req.store!.id),
  });
}

/** What the form picks from: the store's categories and taxes (switched-off ones say so). */
async function options(req: Request) {
  const [categories, taxes] = await Promise.all([listCategoryOptions(req.ctx.db, req.store!.id), listTaxOptions(req.ctx.db, req.store!.id)]);
  return { categories, taxes: taxes.map((t) => ({ id: t.id, name: t.name, rate: formatTaxRate(t.rate), is_active: t.isActive })) };
}

export async function create(req: Request, res: Response) {
  await res.inertia('Admin/Services/Create', await options(req));
}

/** A retail item has no technician and no turn: no duration, turn weight or commission of its own. */
const values = (input: ServiceInput): ServiceValues => {
  const retail = input.kind === 'retail';
  return {
    name: input.name, categoryId: input.category_id, kind: input.kind, priceCents: input.price, isActive: input.is_active, sortOrder: input.sort_order,
    durationMinutes: retail ? 0 : input.duration, turnWeightHalves: retail ? 0 : input.turn_weight, commissionRateBp: retail ? null : input.commission_rate,
  };
};

/** A category or tax must be the store's own, checked on whatever of the form is valid so it shows with the other errors. */
const problemsOf = (req: Request) => async (valid: Partial<ServiceInput>) => {
  const problems: Record<string, string> = {};
  if (valid.category_id && !(await isStoreCategory(req.ctx.db, req.store!.id, valid.category_id))) problems.category_id = CATEGORY_INVALID;
  if (valid.tax_ids?.length && (await storeTaxIds(req.ctx.db, req.store!.id, valid.tax_ids)).length !== valid.tax_ids.length) problems.tax_ids = TAX_INVALID;
  return problems;
};

async function parse(req: Request) {
  const input = await validateForm(serviceSchema, req.body, problemsOf(req));
  const problems = await problemsOf(req)(input);
  if (Object.keys(problems).length) throw new ValidationError(problems);
  return input;
}

export async function store(req: Request, res: Response) {
  const input = await parse(req);
  await createService(req.ctx.db, req.store!.id, values(input), input.tax_ids);
  flash(req, 'success', input.kind === 'retail' ? 'Item created.' : 'Service created.');
  res.redirect(routeUrl('services.index'));
}

async function findService(req: Request) {
  const service = await getService(req.ctx.db, req.store!.id, Number(req.params.service));
  if (!service) throw notFound();
  return service;
}

export async function edit(req: Request, res: Response) {
  const s = await findService(req);
  await res.inertia('Admin/Services/Edit', {
    service: {
      id: s.id, name: s.name, category_id: s.categoryId, kind: s.kind, price: s.priceCents, duration: s.durationMinutes, tax_ids: s.taxIds,
      turn_weight: formatTurnWeight(s.turnWeightHalves), commission_rate: percentText(s.commissionRateBp), is_active: s.isActive, sort_order: s.sortOrder,
    },
    ...(await options(req)),
  });
}

export async function update(req: Request, res: Response) {
  const service = await findService(req);
  const input = await parse(req);
  if (!(await updateService(req.ctx.db, req.store!.id, service.id, values(input), input.tax_ids))) throw notFound();
  flash(req, 'success', input.kind === 'retail' ? 'Item updated.' : 'Service updated.');
  res.redirect(routeUrl('services.index'));
}

/** Only what was never rung up can go; anything on a ticket is switched off instead, so history keeps its menu entry. */
export async function destroy(req: Request, res: Response) {
  const service = await findService(req);
  const result = await deleteService(req.ctx.db, req.store!.id, service.id);
  if (result === 'missing') throw notFound();
  if (result === 'sold') flash(req, 'error', `${service.name} is on tickets, so it cannot be deleted. Switch it off instead: untick Active.`);
  else flash(req, 'success', service.kind === 'retail' ? 'Item deleted.' : 'Service deleted.');
  res.redirect(routeUrl('services.index'));
}
