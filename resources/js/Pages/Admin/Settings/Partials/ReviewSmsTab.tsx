import { useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import Select from '@/Components/form/Select';
import Textarea from '@/Components/form/Textarea';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { ReviewSmsLimits, ReviewSmsSettings } from '@common/pages/Admin/Settings/types';

/** Whether a paid customer is asked for a review, by SMS or email, how long after, in which words; and what counts as a low rating. */
export default function ReviewSmsTab({ settings, limits, hasGoogleLink }: { settings: ReviewSmsSettings; limits: ReviewSmsLimits; hasGoogleLink: boolean }) {
  const form = useForm<ReviewSmsSettings>({ ...settings });
  const { data, errors, setData } = form;
  return (
    <div className="space-y-6" data-test="settings-review-sms">
      {!hasGoogleLink && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200" data-test="review-no-google-link">
          No Google review link yet: customers will be thanked without one. <ButtonLink href={route('google-reviews.index')} variant="ghost">Add the link</ButtonLink>
        </p>
      )}
      <Form onSubmit={() => form.put(route('settings.review_sms.update'), { preserveScroll: true })} errors={errors} className="grid gap-5 sm:grid-cols-2">
        <RadioGroup
          name="mode"
          legend="Ask for a review after a paid ticket"
          className="sm:col-span-2"
          columns={3}
          value={data.mode}
          onChange={(v) => setData('mode', v)}
          error={errors.mode}
          data-test="review-mode"
          options={[
            { value: 'off', label: 'Off', hint: 'Nobody is asked.' },
            { value: 'sms', label: 'By SMS', hint: 'Only to customers who agreed to texts; never 9 PM–8 AM.' },
            { value: 'email', label: 'By email', hint: 'To customers with an email address.' },
          ]}
        />
        <Field name="delay_minutes" label="Send after (minutes)" error={errors.delay_minutes} help={`From ${limits.delay_min} to ${limits.delay_max} minutes after the ticket is paid.`}>
          <TextInput name="delay_minutes" inputMode="numeric" maxLength={5} value={String(data.delay_minutes)} onChange={(e) => setData('delay_minutes', e.target.value.replace(/\D/g, '') as unknown as number)} data-test="review-delay" className="max-w-32" />
        </Field>
        <Field name="low_rating_threshold" label="Follow up ratings of" error={errors.low_rating_threshold} help="A review at or below this opens a follow-up on the Reviews page.">
          <Select name="low_rating_threshold" value={String(data.low_rating_threshold)} onChange={(e) => setData('low_rating_threshold', Number(e.target.value))} data-test="review-threshold">
            {[1, 2, 3, 4].map((n) => <option key={n} value={n}>{n} star{n > 1 ? 's' : ''} or less</option>)}
          </Select>
        </Field>
        <Field name="message" label="Message" error={errors.message} help={`Must contain {link}; {salon} is your salon’s name. ${data.message.length} of ${limits.message_max} characters.`} className="sm:col-span-2">
          <Textarea name="message" rows={3} maxLength={limits.message_max} value={data.message} onChange={(e) => setData('message', e.target.value)} data-test="review-message-text" />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" busy={form.processing} busyLabel="Saving..." data-test="review-settings-save">Save review settings</Button>
        </div>
      </Form>
    </div>
  );
}
