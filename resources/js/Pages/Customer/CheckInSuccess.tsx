import { Head, Link, router } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import { buttonClass } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import { useT } from '@/lib/i18n';
import LanguageSwitch from '@/Components/LanguageSwitch';
import type { PageProps } from '@common/pages';
import { waitParts } from '@common/checkIns';

/** Kiosk step three: her place in line and the wait, then back to the pad for the next customer. */
export default function CheckInSuccess({
  token,
  first_name,
  position,
  wait_minutes,
  reset_seconds,
}: PageProps<'Customer/CheckInSuccess'>) {
  const { t } = useT();
  const [left, setLeft] = useState(reset_seconds);
  useEffect(() => {
    const start = Date.now();
    const timer = setInterval(() => {
      const remaining = reset_seconds - Math.floor((Date.now() - start) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) {
        clearInterval(timer);
        router.visit(route('kiosk.show', { token }), { replace: true });
      }
    }, 250);
    return () => clearInterval(timer);
  }, [reset_seconds, token]);

  return (
    <>
      <Head title={t('customer.success.title')} />
      <div
        className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-md sm:p-8"
        data-test="kiosk-success"
      >
        <div
          aria-hidden="true"
          className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-primary-100 text-3xl text-primary-700"
        >
          ✓
        </div>
        <h1
          data-test="page-title"
          className="mt-4 text-2xl font-semibold text-gray-900 sm:text-3xl"
        >
          {first_name
            ? t('customer.success.headingNamed', { name: first_name })
            : t('customer.success.heading')}
        </h1>
        {position !== null ? (
          <dl className="mt-6 grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-gray-50 p-4">
              <dt className="text-sm text-gray-600">{t('customer.success.place')}</dt>
              <dd
                className="mt-1 text-2xl font-bold text-gray-900 [overflow-wrap:anywhere] sm:text-3xl"
                data-test="kiosk-position"
              >
                {position === 1
                  ? t('customer.success.next')
                  : t('customer.success.position', { position })}
              </dd>
            </div>
            <div className="rounded-xl bg-gray-50 p-4">
              <dt className="text-sm text-gray-600">{t('customer.success.wait')}</dt>
              <dd className="mt-1 text-xl font-bold text-gray-900" data-test="kiosk-wait">
                {wait_minutes !== null && t('customer.wait', waitParts(wait_minutes))}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="mt-4 text-lg text-gray-700">{t('customer.success.moment')}</p>
        )}
        <p className="mt-6 text-gray-600">{t('customer.success.seat')}</p>
        <Link
          href={route('kiosk.show', { token })}
          className={buttonClass({ size: 'lg', block: true }, 'mt-6')}
          data-test="kiosk-done"
        >
          {t('customer.success.done', { seconds: left })}
        </Link>
        <LanguageSwitch className="mt-6" />
      </div>
    </>
  );
}
