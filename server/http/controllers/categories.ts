import type { Request, Response } from 'express';
import {
  categoryNameTaken, createCategory, deleteCategory, getCategory, listCategories, updateCategory, type CategoryValues,
} from '../../../database/queries/categories';
import { onUniqueViolation } from '../../../database/errors';
import { notFound, ValidationError } from '../errors';
import { flash, validateForm } from '../validate';
import { routeUrl } from '../urls';
import { categorySchema, type CategoryInput } from '../validators/categories';

export const CATEGORY_NAME_TAKEN = 'A category with this name already exists.';

export async function index(req: Request, res: Response) {
  const rows = await listCategories(req.ctx.db, req.store!.id);
  await res.inertia('Admin/Categories/Index', {
    categories: rows.map((c) => ({ id: c.id, name: c.name, color: c.color, sort_order: c.sortOrder, service_count: c.serviceCount })),
  });
}

export async function create(_req: Request, res: Response) {
  await res.inertia('Admin/Categories/Create', {});
}

const values = (input: CategoryInput): CategoryValues => ({ name: input.name, color: input.color, sortOrder: input.sort_order });

/** Two categories of one store cannot share a name (any case): the pay screen would show two tabs alike. */
const problemsOf = (req: Request, exceptId?: number) => async (valid: Partial<CategoryInput>): Promise<Record<string, string>> =>
  valid.name && (await categoryNameTaken(req.ctx.db, req.store!.id, valid.name, exceptId)) ? { name: CATEGORY_NAME_TAKEN } : {};

/** The form with every error in one pass, the taken name included. */
async function parse(req: Request, exceptId?: number) {
  const input = await validateForm(categorySchema, req.body, problemsOf(req, exceptId));
  const problems = await problemsOf(req, exceptId)(input);
  if (Object.keys(problems).length) throw new ValidationError(problems);
  return input;
}

/** The unique index catches a race the name check missed. */
const uniqueName = <T>(write: () => Promise<T>) =>
  onUniqueViolation(write, { categories_store_id_name_unique: () => new ValidationError({ name: CATEGORY_NAME_TAKEN }) });

export async function store(req: Request, res: Response) {
  const input = await parse(req);
  await uniqueName(() => createCategory(req.ctx.db, req.store!.id, values(input)));
  flash(req, 'success', 'Category created.');
  res.redirect(routeUrl('categories.index'));
}

async function findCategory(req: Request) {
  const category = await getCategory(req.ctx.db, req.store!.id, Number(req.params.category));
  if (!category) throw notFound();
  return category;
}

export async function edit(req: Request, res: Response) {
  const c = await findCategory(req);
  await res.inertia('Admin/Categories/Edit', { category: { id: c.id, name: c.name, color: c.color, sort_order: c.sortOrder } });
}

export async function update(req: Request, res: Response) {
  const category = await findCategory(req);
  const input = await parse(req, category.id);
  if (!(await uniqueName(() => updateCategory(req.ctx.db, req.store!.id, category.id, values(input))))) throw notFound();
  flash(req, 'success', 'Category updated.');
  res.redirect(routeUrl('categories.index'));
}

/** Its services stay on the menu, without a category (see deleteCategory). */
export async function destroy(req: Request, res: Response) {
  if (!(await deleteCategory(req.ctx.db, req.store!.id, Number(req.params.category)))) throw notFound();
  flash(req, 'success', 'Category deleted.');
  res.redirect(routeUrl('categories.index'));
}
