import { Head, useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Textarea from '@/Components/form/Textarea';
import StarRating from '@/Components/reviews/StarRating';
import { Button, buttonClass } from '@/Components/ui/Button';
import type { PageProps } from '@common/pages';
import { useT } from '@/lib/i18n';
import LanguageSwitch from '@/Components/LanguageSwitch';

interface ReviewForm {
  salon_rating: number | null;
  technician_rating: number | null;
  comment: string;
}

/**
 * Ask review (customer side): stars for the salon and her technician, a
 * comment, send. Everyone is asked the same way and is shown the same
 * Google link, here and after sending, whatever she rated (no review gating).
 */
export default function AskReview({
  salon,
  technician,
  comment_max,
  submit_url,
  google_url,
}: PageProps<'Customer/AskReview'>) {
  const { t } = useT();
  const form = useForm<ReviewForm>({ salon_rating: null, technician_rating: null, comment: '' });
  const { data, errors, setData } = form;
  // A message goes once its field is answered, not only at the next send.
  const rate = (field: 'salon_rating' | 'technician_rating', value: number) => {
    setData(field, value);
    form.clearErrors(field);
  };
  return (
    <>
      <Head title={t('customer.review.title', { salon: salon.name })} />
      <div
        className="mx-auto w-full max-w-xl rounded-2xl bg-white p-5 shadow-md sm:p-8"
        data-test="ask-review"
      >
        <p className="text-sm font-medium uppercase tracking-wide text-primary-700">{salon.name}</p>
        <h1
          data-test="page-title"
          className="mt-1 text-2xl font-semibold text-gray-900 sm:text-3xl"
        >
          {t('customer.review.heading')}
        </h1>
        <p className="mt-2 text-gray-700">{t('customer.review.intro')}</p>
        <Form
          onSubmit={() => form.post(submit_url, { preserveScroll: true })}
          errors={errors}
          className="mt-6 space-y-6"
        >
          <StarRating
            name="salon_rating"
            legend={t('customer.review.rateSalon', { name: salon.name })}
            value={data.salon_rating}
            onChange={(v) => rate('salon_rating', v)}
            error={errors.salon_rating}
          />
          {technician && (
            <StarRating
              name="technician_rating"
              legend={t('customer.review.rateTechnician', { name: technician.name })}
              value={data.technician_rating}
              onChange={(v) => rate('technician_rating', v)}
              error={errors.technician_rating}
            />
          )}
          <Field
            name="comment"
            label={t('customer.review.comment')}
            error={errors.comment}
            help={t('customer.review.count', { count: data.comment.length, max: comment_max })}
          >
            <Textarea
              name="comment"
              rows={4}
              maxLength={comment_max}
              value={data.comment}
              onChange={(e) => setData('comment', e.target.value)}
              data-test="review-comment"
            />
          </Field>
          <Button
            type="submit"
            size="lg"
            block
            busy={form.processing}
            busyLabel={t('customer.review.sending')}
            data-test="review-submit"
          >
            {t('customer.review.send')}
          </Button>
        </Form>
        {google_url && (
          <div className="mt-6 border-t border-gray-100 pt-4">
            <p className="text-sm text-gray-700">{t('customer.review.preferGoogle')}</p>
            <a
              href={google_url}
              className={buttonClass({ variant: 'secondary', block: true }, 'mt-2')}
              data-test="ask-google-link"
            >
              {t('customer.review.onGoogle', { name: salon.name })}
            </a>
          </div>
        )}
        <LanguageSwitch className="mt-6" />
      </div>
    </>
  );
}
