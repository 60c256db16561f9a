import { Head, router, usePage } from '@inertiajs/react';
import { Button, ButtonLink } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { useT } from '@/lib/i18n';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import { ColorDot } from './Partials/CategoryForm';
import type { PageProps } from '@common/pages';
import type { CategoryRow } from '@common/pages/Admin/Categories/Index';

/** A short list (a salon has a handful of categories): one row each, name, count and actions on one line where they fit. */
export default function Index({ categories }: PageProps<'Admin/Categories/Index'>) {
  const user = usePage().props.auth.user;
  const manage = can(user, 'manage settings');
  const seeServices = can(user, 'view services');
  const confirm = useConfirm();
  const { t } = useT();

  const destroy = async (c: CategoryRow) => {
    const message = c.service_count
      ? t('categories.deleteMessageServices', { name: c.name, count: c.service_count })
      : t('categories.deleteMessage', { name: c.name });
    if (
      await confirm({ title: t('categories.deleteTitle'), message, actionLabel: t('ui.delete') })
    ) {
      router.delete(route('categories.destroy', { category: c.id }), { preserveScroll: true });
    }
  };

  return (
    <>
      <Head title={t('categories.title')} />
      <PageHeader
        title={t('categories.title')}
        description={t('categories.description')}
        actions={
          <>
            {seeServices && (
              <ButtonLink
                href={route('services.index')}
                variant="secondary"
                data-test="categories-services"
              >
                {t('categories.services')}
              </ButtonLink>
            )}
            {manage && (
              <ButtonLink href={route('categories.create')} data-test="category-create">
                {t('categories.new')}
              </ButtonLink>
            )}
          </>
        }
      />
      {categories.length === 0 ? (
        <EmptyState
          message={t('categories.empty')}
          hint={t('categories.emptyHint')}
          action={
            manage && (
              <ButtonLink href={route('categories.create')} data-test="category-create-first">
                {t('categories.addFirst')}
              </ButtonLink>
            )
          }
        />
      ) : (
        <ul
          className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
          data-test="categories-list"
        >
          {categories.map((c) => (
            <li
              key={c.id}
              data-test={`category-${c.id}`}
              className="flex flex-wrap items-center gap-3 p-4"
            >
              <div className="min-w-0 flex-1 basis-48">
                <p className="flex items-center gap-2 font-medium text-gray-900">
                  <ColorDot color={c.color} />
                  {c.name}
                </p>
                <p className="mt-0.5 text-sm text-gray-600">
                  {c.service_count === 0
                    ? t('categories.rowEmpty', { order: c.sort_order })
                    : t('categories.rowCount', { count: c.service_count, order: c.sort_order })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <ButtonLink
                  href={route('categories.edit', { category: c.id })}
                  variant="secondary"
                  data-test="category-edit"
                  aria-label={
                    manage
                      ? t('categories.editName', { name: c.name })
                      : t('categories.viewName', { name: c.name })
                  }
                >
                  {manage ? t('ui.edit') : t('ui.view')}
                </ButtonLink>
                {manage && (
                  <Button
                    variant="ghost"
                    destructive
                    data-test="category-delete"
                    aria-label={t('categories.deleteName', { name: c.name })}
                    onClick={() => destroy(c)}
                  >
                    {t('ui.delete')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
