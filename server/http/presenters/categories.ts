import type { getCategory, listCategories } from '../../../database/queries/categories';

type ListRow = Awaited<ReturnType<typeof listCategories>>[number];
type Category = NonNullable<Awaited<ReturnType<typeof getCategory>>>;

/** A row of categories.index, with how many services it holds. */
export const categoryListItem = (c: ListRow) => ({
  id: c.id,
  name: c.name,
  color: c.color,
  sort_order: c.sortOrder,
  service_count: c.serviceCount,
});

/** The edit form's values. */
export const categoryForm = (c: Category) => ({
  id: c.id,
  name: c.name,
  color: c.color,
  sort_order: c.sortOrder,
});
