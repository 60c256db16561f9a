import { Head, useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

/**
 * Google-reviews: the store's public Google review link, shown to every
 * customer after her review whatever she rated, and how many went there.
 */
export default function Index({ google_review_url, url_max, clicks, can_edit }: PageProps<'Admin/Google-reviews/Index'>) {
  const form = useForm({ google_review_url });
  const stat = (label: string, value: number, test: string) => (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"><dt className="text-sm text-gray-600">{label}</dt><dd className="mt-1 text-2xl font-semibold tabular-nums text-gray-900" data-test={test}>{value}</dd></div>
  );
  return (
    <>
      <Head title="Google reviews" />
      <PageHeader title="Google reviews" back={{ href: route('customer-reviews.index'), label: 'Reviews' }} />
      <dl className="mb-6 grid max-w-3xl grid-cols-1 gap-3 sm:grid-cols-3">
        {stat('Customers sent to Google', clicks.customers, 'google-customers')}
        {stat('In the last 30 days', clicks.last_30_days, 'google-recent')}
        {stat('Clicks in all', clicks.total, 'google-clicks')}
      </dl>
      <section className="max-w-3xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
        <h2 className="mb-2 text-lg font-semibold text-gray-900">Your Google review link</h2>
        <p className="mb-4 text-gray-700">Every customer who answers a review request is shown this link, whatever her rating. Asking only happy customers to post on Google is against Google’s rules and the FTC’s.</p>
        {can_edit ? (
          <Form onSubmit={() => form.put(route('google-reviews.update'), { preserveScroll: true })} errors={form.errors} className="space-y-4">
            <Field name="google_review_url" label="Google review link" error={form.errors.google_review_url} help="From your Google Business Profile: “Ask for reviews” → copy the link (https://g.page/r/…).">
              <TextInput name="google_review_url" type="url" inputMode="url" maxLength={url_max} value={form.data.google_review_url} onChange={(e) => form.setData('google_review_url', e.target.value)} data-test="google-review-url" />
            </Field>
            <Button type="submit" busy={form.processing} busyLabel="Saving..." data-test="google-review-save">Save link</Button>
          </Form>
        ) : (
          <p className="break-all text-gray-900" data-test="google-review-url-text">{google_review_url || 'No link yet.'}</p>
        )}
      </section>
    </>
  );
}
