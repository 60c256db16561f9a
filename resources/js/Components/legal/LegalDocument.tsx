import { Head } from '@inertiajs/react';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { LEGAL_TITLE_KEYS } from '@common/legal';
import type { Props } from '@common/pages/LegalDocument';

/** The privacy policy or the terms of service: plain text paragraphs, rendered as text (never HTML). */
export default function LegalDocument({ kind, paragraphs, updated_on }: Props) {
  const { t } = useT();
  const title = t(LEGAL_TITLE_KEYS[kind]);
  // The reader's language: a public page, read by guests as well as the stores' staff.
  const format = useFormat();
  return (
    <>
      <Head title={title} />
      <article
        className="mx-auto w-full max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8"
        data-test="legal-document"
      >
        <h1 data-test="page-title" className="text-2xl font-semibold text-gray-900">
          {title}
        </h1>
        {updated_on && (
          <p className="mt-1 text-sm text-gray-600" data-test="legal-updated">
            {t('legal.lastUpdated', { date: format.longDate(updated_on) })}
          </p>
        )}
        <div className="mt-4 space-y-4 break-words leading-relaxed text-gray-800">
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </article>
    </>
  );
}
