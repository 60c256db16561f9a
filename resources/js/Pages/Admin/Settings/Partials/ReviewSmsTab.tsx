import { useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import Select from '@/Components/form/Select';
import Textarea from '@/Components/form/Textarea';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { ReviewSmsLimits, ReviewSmsSettings } from '@common/pages/Admin/Settings/types';

/** Whether a paid customer is asked for a review, by SMS or email, how long after, in which words; and what counts as a low rating. */
export default function ReviewSmsTab({
  settings,
  limits,
  hasGoogleLink,
}: {
  settings: ReviewSmsSettings;
  limits: ReviewSmsLimits;
  hasGoogleLink: boolean;
}) {
  const { t } = useT();
  const form = useForm<ReviewSmsSettings>({ ...settings });
  const { data, errors, setData } = form;
  return (
    <div className="space-y-6" data-test="settings-review-sms">
      {!hasGoogleLink && (
        <p
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          data-test="review-no-google-link"
        >
          {t('settings.review.noGoogleLink')}{' '}
          <ButtonLink href={route('google-reviews.index')} variant="ghost">
            {t('settings.review.addLink')}
          </ButtonLink>
        </p>
      )}
      <Form
        onSubmit={() => form.put(route('settings.review_sms.update'), { preserveScroll: true })}
        errors={errors}
        className="grid gap-5 sm:grid-cols-2"
      >
        <RadioGroup
          name="mode"
          legend={t('settings.review.mode')}
          className="sm:col-span-2"
          columns={3}
          value={data.mode}
          onChange={(v) => setData('mode', v)}
          error={errors.mode}
          data-test="review-mode"
          options={[
            { value: 'off', label: t('settings.review.off'), hint: t('settings.review.offHint') },
            { value: 'sms', label: t('settings.review.sms'), hint: t('settings.review.smsHint') },
            {
              value: 'email',
              label: t('settings.review.email'),
              hint: t('settings.review.emailHint'),
            },
          ]}
        />
        <Field
          name="delay_minutes"
          label={t('settings.review.delay')}
          error={errors.delay_minutes}
          help={t('settings.review.delayHelp', { min: limits.delay_min, max: limits.delay_max })}
        >
          <TextInput
            name="delay_minutes"
            inputMode="numeric"
            maxLength={5}
            value={String(data.delay_minutes)}
            onChange={(e) =>
              setData('delay_minutes', e.target.value.replace(/\D/g, '') as unknown as number)
            }
            data-test="review-delay"
            className="max-w-32"
          />
        </Field>
        <Field
          name="low_rating_threshold"
          label={t('settings.review.threshold')}
          error={errors.low_rating_threshold}
          help={t('settings.review.thresholdHelp')}
        >
          <Select
            name="low_rating_threshold"
            value={String(data.low_rating_threshold)}
            onChange={(e) => setData('low_rating_threshold', Number(e.target.value))}
            data-test="review-threshold"
          >
            {[1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                {t('settings.review.stars', { count: n })}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          name="message"
          label={t('settings.review.message')}
          error={errors.message}
          help={t('settings.review.messageHelp', {
            count: data.message.length,
            max: limits.message_max,
          })}
          className="sm:col-span-2"
        >
          <Textarea
            name="message"
            rows={3}
            maxLength={limits.message_max}
            value={data.message}
            onChange={(e) => setData('message', e.target.value)}
            data-test="review-message-text"
          />
        </Field>
        <div className="sm:col-span-2">
          <Button
            type="submit"
            busy={form.processing}
            busyLabel={t('common.saving')}
            data-test="review-settings-save"
          >
            {t('settings.review.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
