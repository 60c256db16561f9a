import type { ReactNode } from 'react';
import type { BookingStoreInfo } from '@common/pages/Components/booking/StoreHeader';
export type { BookingStoreInfo } from '@common/pages/Components/booking/StoreHeader';

/** The salon's name, address and phone at the top of its public pages, with an action on the right. */
export default function StoreHeader({
  store,
  title,
  children,
}: {
  store: BookingStoreInfo;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-md sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="min-w-0">
        <p className="text-sm font-medium text-primary-700">{store.name}</p>
        <h1 data-test="page-title" className="text-2xl font-semibold text-gray-900 sm:text-3xl">
          {title}
        </h1>
        {(store.address || store.phone) && (
          <p className="mt-1 text-sm text-gray-600">
            {store.address}
            {store.address && store.phone ? ' · ' : ''}
            {store.phone && (
              <a
                href={`tel:${store.phone.replace(/\D/g, '')}`}
                className="inline-flex min-h-11 items-center font-medium text-primary-700 underline"
              >
                {store.phone}
              </a>
            )}
          </p>
        )}
      </div>
      {children}
    </header>
  );
}
