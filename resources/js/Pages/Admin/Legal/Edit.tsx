import { Head, Link, useForm } from '@inertiajs/react';
import type { ChangeEvent } from 'react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Textarea from '@/Components/form/Textarea';
import Badge from '@/Components/ui/Badge';
import { Button, textLinkClass } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { savedLine } from './Partials/savedLine';
import type { PageProps } from '@common/pages';
import type { LegalDocumentRow } from '@common/pages/Admin/Legal/Edit';
import { LEGAL_TITLE_KEYS, type LegalDocumentKind } from '@common/legal';

const SAVE = { privacy: 'legal.savePrivacy', terms: 'legal.saveTerms' } as const satisfies Record<
  LegalDocumentKind,
  string
>;

function DocumentForm({ doc, max }: { doc: LegalDocumentRow; max: number }) {
  const { t } = useT();
  const format = useFormat();
  const form = useForm({ kind: doc.kind, body: doc.body });
  const submit = () => form.put(route('legal.update'), { preserveScroll: true });
  return (
    <section
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
      data-test={`legal-${doc.kind}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{t(LEGAL_TITLE_KEYS[doc.kind])}</h2>
        {doc.is_default || !doc.updated ? (
          <Badge tone="neutral">{t('legal.defaultText')}</Badge>
        ) : (
          <span className="text-sm text-gray-600" data-test={`legal-saved-${doc.kind}`}>
            {savedLine(doc.updated, t)}
          </span>
        )}
      </div>
      <Form onSubmit={submit} errors={form.errors} className="mt-3 space-y-3">
        <Field
          name="body"
          label={t('legal.text')}
          error={form.errors.body}
          help={t('legal.help', {
            count: format.number(form.data.body.length),
            max: format.number(max),
          })}
        >
          <Textarea
            name="body"
            rows={14}
            maxLength={max}
            value={form.data.body}
            onChange={(e: ChangeEvent<HTMLTextAreaElement>) => form.setData('body', e.target.value)}
          />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link href={doc.url} className={textLinkClass}>
            {t('legal.viewPage')}
          </Link>
          <Button type="submit" busy={form.processing} data-test={`legal-save-${doc.kind}`}>
            {t(SAVE[doc.kind])}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** The super admin edits the privacy policy and terms of service; linked from Packages. */
export default function Edit({ documents, max_length }: PageProps<'Admin/Legal/Edit'>) {
  const { t } = useT();
  return (
    <>
      <Head title={t('legal.title')} />
      <PageHeader title={t('legal.title')} description={t('legal.description')} />
      <div className="grid gap-4">
        {documents.map((d) => (
          <DocumentForm key={d.kind} doc={d} max={max_length} />
        ))}
      </div>
    </>
  );
}
