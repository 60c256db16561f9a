import { Head, Link, useForm } from '@inertiajs/react';
import type { ChangeEvent } from 'react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Textarea from '@/Components/form/Textarea';
import Badge from '@/Components/ui/Badge';
import { Button, textLinkClass } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { LegalDocumentRow } from '@common/pages/Admin/Legal/Edit';

function DocumentForm({ doc, max }: { doc: LegalDocumentRow; max: number }) {
  const form = useForm({ kind: doc.kind, body: doc.body });
  const submit = () => form.put(route('legal.update'), { preserveScroll: true });
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6" data-test={`legal-${doc.kind}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{doc.title}</h2>
        {doc.is_default ? <Badge tone="neutral">Default text</Badge> : <span className="text-sm text-gray-600">Saved {doc.updated}</span>}
      </div>
      <Form onSubmit={submit} errors={form.errors} className="mt-3 space-y-3">
        <Field name="body" label="Text" error={form.errors.body} help={`Plain text; a blank line starts a new paragraph. ${form.data.body.length.toLocaleString('en-US')} of ${max.toLocaleString('en-US')} characters.`}>
          <Textarea name="body" rows={14} maxLength={max} value={form.data.body} onChange={(e: ChangeEvent<HTMLTextAreaElement>) => form.setData('body', e.target.value)} />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link href={doc.url} className={textLinkClass}>View the page</Link>
          <Button type="submit" busy={form.processing} data-test={`legal-save-${doc.kind}`}>Save {doc.title.toLowerCase()}</Button>
        </div>
      </Form>
    </section>
  );
}

/** The super admin edits the privacy policy and terms of service (issue 20); linked from Packages. */
export default function Edit({ documents, max_length }: PageProps<'Admin/Legal/Edit'>) {
  return (
    <>
      <Head title="Privacy policy and terms" />
      <PageHeader title="Privacy policy and terms" description="The texts behind the links in the footer and on the register page." />
      <div className="grid gap-4">
        {documents.map((d) => <DocumentForm key={d.kind} doc={d} max={max_length} />)}
      </div>
    </>
  );
}
