import { Head } from '@inertiajs/react';
import { buttonClass } from '@/Components/ui/Button';
import LanguageSwitch from '@/Components/LanguageSwitch';
import { useT } from '@/lib/i18n';
import type { PageProps } from '@common/pages';

/** Each kind's words; the server's props carry the same in English (its tests and the tab title read them). */
const TEXTS = {
  thanks: ['customer.thanks.thanksTitle', 'customer.thanks.thanksMessage'],
  answered: ['customer.thanks.answeredTitle', 'customer.thanks.answeredMessage'],
  invalid: ['customer.thanks.invalidTitle', 'customer.thanks.invalidMessage'],
  expired: ['customer.thanks.expiredTitle', 'customer.thanks.expiredMessage'],
} as const;

/**
 * Thank you (customer side): after her review, and the friendly page of a
 * link that cannot be answered (wrong, expired, already answered). The
 * Google link is the store's one public link, the same for every rating.
 */
export default function ThankYou({ salon, kind, google_url }: PageProps<'Customer/ThankYou'>) {
  const { t } = useT();
  const title = t(TEXTS[kind][0]);
  const message = t(TEXTS[kind][1]);
  const ok = kind === 'thanks' || kind === 'answered';
  return (
    <>
      <Head title={title} />
      <div
        className="mx-auto w-full max-w-xl rounded-2xl bg-white p-6 text-center shadow-md sm:p-8"
        data-test={`review-${kind}`}
      >
        <div
          aria-hidden="true"
          className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full text-3xl ${ok ? 'bg-primary-100 text-primary-700' : 'bg-gray-100 text-gray-600'}`}
        >
          {ok ? '✓' : '!'}
        </div>
        {salon && (
          <p className="mt-4 text-sm font-medium uppercase tracking-wide text-primary-700">
            {salon.name}
          </p>
        )}
        <h1
          data-test="page-title"
          className="mt-1 text-2xl font-semibold text-gray-900 sm:text-3xl"
        >
          {title}
        </h1>
        <p className="mt-3 text-lg text-gray-700" data-test="review-message">
          {message}
        </p>
        {google_url && (
          <div className="mt-6 rounded-xl bg-gray-50 p-4">
            <p className="text-gray-700">{t('customer.thanks.google')}</p>
            <a
              href={google_url}
              className={buttonClass({ size: 'lg', block: true }, 'mt-3')}
              data-test="google-review-link"
            >
              {t('customer.thanks.googleLink')}
            </a>
          </div>
        )}
      </div>
      <LanguageSwitch className="mt-4" />
    </>
  );
}
