import { Head, Link } from '@inertiajs/react';
import StoreHeader from '@/Components/booking/StoreHeader';
import { buttonClass } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import LanguageSwitch from '@/Components/LanguageSwitch';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

/** The salon's public menu (spec "menu"): services by category with price and duration; retail on its own shelf. */
export default function Menu({
  salon: store,
  categories,
  services,
  retail,
}: PageProps<'Customer/Menu'>) {
  const { t } = useT();
  const format = useFormat();
  const groups = [
    ...categories.map((c) => ({
      key: String(c.id),
      name: c.name,
      items: services.filter((s) => s.category_id === c.id),
    })),
    {
      key: 'other',
      name: t('customer.menu.other'),
      items: services.filter((s) => !categories.some((c) => c.id === s.category_id)),
    },
    { key: 'retail', name: t('customer.menu.retail'), items: retail },
  ].filter((g) => g.items.length > 0);

  return (
    <>
      <Head title={t('customer.menu.title', { name: store.name })} />
      <div className="mx-auto w-full max-w-3xl space-y-4" data-test="booking-menu">
        <StoreHeader store={store} title={t('customer.menu.heading')}>
          <Link
            href={route('booking.create', { store: store.id })}
            className={buttonClass({ size: 'lg' }, 'shrink-0')}
            data-test="menu-book"
          >
            {t('customer.menu.book')}
          </Link>
        </StoreHeader>
        {groups.length === 0 && (
          <p className="rounded-2xl bg-white p-6 text-gray-700 shadow-md">
            {t('customer.menu.empty')}
          </p>
        )}
        {groups.map((g) => (
          <section
            key={g.key}
            className="rounded-2xl bg-white p-5 shadow-md sm:p-6"
            aria-labelledby={`menu-${g.key}`}
          >
            <h2 id={`menu-${g.key}`} className="mb-2 text-lg font-semibold text-gray-900">
              {g.name}
            </h2>
            <ul className="divide-y divide-gray-100">
              {g.items.map((s) => (
                <li
                  key={s.id}
                  className="flex items-baseline justify-between gap-4 py-3"
                  data-test={`menu-item-${s.id}`}
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-gray-900">{s.name}</span>
                    {g.key !== 'retail' && (
                      <span className="text-sm text-gray-600">
                        {t('customer.menu.minutes', { minutes: s.minutes })}
                      </span>
                    )}
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums text-gray-900">
                    {format.money(s.price)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <LanguageSwitch />
      </div>
    </>
  );
}
