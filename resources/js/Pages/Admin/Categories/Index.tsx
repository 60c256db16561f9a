import { Head, router, usePage } from '@inertiajs/react';
import { Button, ButtonLink } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import { ColorDot } from './Partials/CategoryForm';
import type { PageProps } from '@common/pages';
import type { CategoryRow } from '@common/pages/Admin/Categories/Index';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A short list (a salon has a handful of categories): one row each, name, count and actions on one line where they fit. */
export default function Index({ categories }: PageProps<'Admin/Categories/Index'>) {
  const user = usePage().props.auth.user;
  const manage = can(user, 'manage settings');
  const seeServices = can(user, 'view services');
  const confirm = useConfirm();

  const destroy = async (c: CategoryRow) => {
    const message = c.service_count
      ? `${c.name} will be deleted. Its ${plural(c.service_count, 'service or item stays', 'services and items stay')} on the menu, without a category.`
      : `${c.name} will be deleted.`;
    if (await confirm({ title: 'Delete category?', message, actionLabel: 'Delete' })) {
      router.delete(route('categories.destroy', { category: c.id }), { preserveScroll: true });
    }
  };

  return (
    <>
      <Head title="Categories" />
      <PageHeader
        title="Categories"
        description="The groups of the menu: tabs on the pay screen, in this order."
        actions={
          <>
            {seeServices && <ButtonLink href={route('services.index')} variant="secondary" data-test="categories-services">Services</ButtonLink>}
            {manage && <ButtonLink href={route('categories.create')} data-test="category-create">New category</ButtonLink>}
          </>
        }
      />
      {categories.length === 0 ? (
        <EmptyState
          message="No categories yet."
          hint="Group the menu into categories such as Manicure, Pedicure and Retail: they become the tabs of the pay screen."
          action={manage && <ButtonLink href={route('categories.create')} data-test="category-create-first">Add your first category</ButtonLink>}
        />
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200" data-test="categories-list">
          {categories.map((c) => (
            <li key={c.id} data-test={`category-${c.id}`} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1 basis-48">
                <p className="flex items-center gap-2 font-medium text-gray-900"><ColorDot color={c.color} />{c.name}</p>
                <p className="mt-0.5 text-sm text-gray-600">
                  {c.service_count === 0 ? 'Nothing in it yet' : plural(c.service_count, 'service or item', 'services and items')} · sort order {c.sort_order}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <ButtonLink href={route('categories.edit', { category: c.id })} variant="secondary" data-test="category-edit" aria-label={`${manage ? 'Edit' : 'View'} ${c.name}`}>{manage ? 'Edit' : 'View'}</ButtonLink>
                {manage && <Button variant="ghost" destructive data-test="category-delete" aria-label={`Delete ${c.name}`} onClick={() => destroy(c)}>Delete</Button>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
