import {
  categoryNameTaken,
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
  type CategoryValues,
} from '../../../database/queries/categories';
import type { Db } from '../../../database/client';
import { onUniqueViolation } from '../../../database/errors';
import { storeAction, type StoreContext } from '../action';
import { notFound, ValidationError } from '../errors';
import { flash, validateForm } from '../validate';
import { routeUrl } from '../urls';
import { categoryForm, categoryListItem } from '../presenters/categories';
import { categorySchema, type CategoryInput } from '../validators/categories';
import { say } from '../../../common/said';

export const CATEGORY_NAME_TAKEN = say('validation.settings.aCategoryWithThisName');

/** The category a route names, if it is the store's. */
export const categoryParam = { category: getCategory };

export const index = storeAction({}, async ({ db, store, res }) => {
  const rows = await listCategories(db, store.id);
  await res.inertia('Admin/Categories/Index', {
    categories: rows.map(categoryListItem),
  });
});

export const create = storeAction({}, async ({ res }) => {
  await res.inertia('Admin/Categories/Create', {});
});

const values = (input: CategoryInput): CategoryValues => ({
  name: input.name,
  color: input.color,
  sortOrder: input.sort_order,
});

/** Two categories of one store cannot share a name (any case): the pay screen would show two tabs alike. */
const problemsOf =
  (db: Db, storeId: number, exceptId?: number) =>
  async (valid: Partial<CategoryInput>): Promise<Record<string, string>> =>
    valid.name && (await categoryNameTaken(db, storeId, valid.name, exceptId))
      ? { name: CATEGORY_NAME_TAKEN }
      : {};

/** The form with every error in one pass, the taken name included. */
async function parse({ db, store, req }: StoreContext, exceptId?: number) {
  const input = await validateForm(categorySchema, req.body, problemsOf(db, store.id, exceptId));
  const problems = await problemsOf(db, store.id, exceptId)(input);
  if (Object.keys(problems).length) throw new ValidationError(problems);
  return input;
}

/** The unique index catches a race the name check missed. */
const uniqueName = <T>(write: () => Promise<T>) =>
  onUniqueViolation(write, {
    categories_store_id_name_unique: () => new ValidationError({ name: CATEGORY_NAME_TAKEN }),
  });

export const store = storeAction({}, async (a) => {
  const input = await parse(a);
  await uniqueName(() => createCategory(a.db, a.store.id, values(input)));
  flash(a.req, 'success', say('flash.catalog.categoryCreated'));
  a.res.redirect(routeUrl('categories.index'));
});

export const edit = storeAction(
  { load: categoryParam },
  async ({ bound: { category: c }, res }) => {
    await res.inertia('Admin/Categories/Edit', {
      category: categoryForm(c),
    });
  },
);

export const update = storeAction({ load: categoryParam }, async (a) => {
  const { category } = a.bound;
  const input = await parse(a, category.id);
  if (!(await uniqueName(() => updateCategory(a.db, a.store.id, category.id, values(input)))))
    throw notFound();
  flash(a.req, 'success', say('flash.catalog.categoryUpdated'));
  a.res.redirect(routeUrl('categories.index'));
});

/** Its services stay on the menu, without a category (see deleteCategory). */
export const destroy = storeAction(
  { load: categoryParam },
  async ({ db, store, bound: { category }, req, res }) => {
    if (!(await deleteCategory(db, store.id, category.id))) throw notFound();
    flash(req, 'success', say('flash.catalog.categoryDeleted'));
    res.redirect(routeUrl('categories.index'));
  },
);
