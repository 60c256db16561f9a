import { Head, useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

/**
 * Google-reviews: the store's public Google review link, shown to every
 * customer after her review whatever she rated, and how many went there.
 */
export default function Index({
  google_review_url,
  url_max,
  clicks,
  can_edit,
}: PageProps<'Admin/Google-reviews/Index'>) {
  const { t } = useT();
  const form = useForm({ google_review_url });
  const stat = (label: string, value: number, test: string) => (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-gray-900" data-test={test}>
        {value}
      </dd>
    </div>
  );
  return (
    <>
      <Head title={t('googlereviews.title')} />
      <PageHeader
        title={t('googlereviews.title')}
        back={{ href: route('customer-reviews.index'), label: t('googlereviews.reviews') }}
      />
      <dl className="mb-6 grid max-w-3xl grid-cols-1 gap-3 sm:grid-cols-3">
        {stat(t('googlereviews.customers'), clicks.customers, 'google-customers')}
        {stat(t('googlereviews.recent'), clicks.last_30_days, 'google-recent')}
        {stat(t('googlereviews.clicks'), clicks.total, 'google-clicks')}
      </dl>
      <section className="max-w-3xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
        <h2 className="mb-2 text-lg font-semibold text-gray-900">{t('googlereviews.heading')}</h2>
        <p className="mb-4 text-gray-700">{t('googlereviews.explain')}</p>
        {can_edit ? (
          <Form
            onSubmit={() => form.put(route('google-reviews.update'), { preserveScroll: true })}
            errors={form.errors}
            className="space-y-4"
          >
            <Field
              name="google_review_url"
              label={t('googlereviews.link')}
              error={form.errors.google_review_url}
              help={t('googlereviews.linkHelp')}
            >
              <TextInput
                name="google_review_url"
                type="url"
                inputMode="url"
                maxLength={url_max}
                value={form.data.google_review_url}
                onChange={(e) => form.setData('google_review_url', e.target.value)}
                data-test="google-review-url"
              />
            </Field>
            <Button
              type="submit"
              busy={form.processing}
              busyLabel={t('common.saving')}
              data-test="google-review-save"
            >
              {t('googlereviews.save')}
            </Button>
          </Form>
        ) : (
          <p className="break-all text-gray-900" data-test="google-review-url-text">
            {google_review_url || t('googlereviews.noLink')}
          </p>
        )}
      </section>
    </>
  );
}
