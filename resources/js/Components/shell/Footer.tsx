import { Link } from '@inertiajs/react';
import { route } from '@/lib/route';
import { useT } from '@/lib/i18n';

const linkClass =
  'inline-flex min-h-11 items-center px-2 font-medium text-gray-700 underline-offset-4 hover:text-primary-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500';

/** docs/requirements.md §1: "copyright 2024, all rights reserved, powered by" the product brand; with the privacy policy and terms. */
export default function Footer({ brand }: { brand: string }) {
  const { t } = useT();
  return (
    <footer
      data-test="footer"
      className="border-t border-gray-200 px-4 py-3 text-center text-sm text-gray-600 md:px-6"
    >
      {/* i18n-ignore-next-line: the brand */}
      <p data-test="footer-copyright">{t('common.copyright', { brand: brand || 'Chairside' })}</p>
      <nav aria-label={t('common.legal')} className="flex flex-wrap items-center justify-center">
        <Link href={route('policy.show')} className={linkClass} data-test="footer-privacy">
          {t('common.privacy')}
        </Link>
        <span aria-hidden="true">·</span>
        <Link href={route('terms.show')} className={linkClass} data-test="footer-terms">
          {t('common.terms')}
        </Link>
      </nav>
    </footer>
  );
}
