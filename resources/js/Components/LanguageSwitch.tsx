import { router } from '@inertiajs/react';
import { LOCALE_NAMES, LOCALES } from '@common/i18n';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

/**
 * The language switch of customer and sign-in pages: each language
 * in its own name, the current one pressed. The choice is a cookie the server
 * checks against the supported list; the page comes back in it.
 */
export default function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, locale } = useT();
  return (
    <nav
      aria-label={t('common.language')}
      data-test="language-switch"
      className={`flex flex-wrap justify-center gap-2 ${className}`}
    >
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={l === locale}
          data-test={`language-${l}`}
          onClick={() =>
            l !== locale &&
            router.post(route('locale.update'), { locale: l }, { preserveScroll: true })
          }
          className={`min-h-11 rounded-full px-4 text-sm font-medium ring-1 ${l === locale ? 'bg-primary-600 text-white ring-primary-600' : 'bg-white text-gray-800 ring-gray-300 hover:bg-gray-50'}`}
        >
          {LOCALE_NAMES[l]}
        </button>
      ))}
    </nav>
  );
}
