import type { InertiaFormProps } from '@inertiajs/react';
import AmountInput from '@/Components/form/AmountInput';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Textarea from '@/Components/form/Textarea';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { AUDIENCE_KINDS, COUPON_PLACEHOLDER, MAX_AUDIENCE_DAYS, MAX_BODY, MAX_NAME, fillMessage } from '@common/announcements';
import { countSegments, formatSmsCost } from '@common/sms';
import type { AnnouncementFormData, AnnouncementFormOptions } from '@common/pages/Admin/Announcements/Create';

export const blankAnnouncement: AnnouncementFormData = {
  name: '', body: '', audience_kind: 'all', audience_days: '30', audience_tag: '', audience_technician_id: '',
  with_coupon: false, coupon_code: '', coupon_kind: 'percent', coupon_value: 10, coupon_valid_to: '', timing: 'now', scheduled_at: '',
};

interface Props {
  form: InertiaFormProps<AnnouncementFormData>;
  options: AnnouncementFormOptions;
  onSubmit: () => void;
  submitLabel: string;
  cancelHref: string;
}

/** What the message costs as she types: characters, encoding and segments of the text a customer gets (code filled in). */
function MessageMeter({ body, code, price }: { body: string; code: string | null; price: number }) {
  const text = fillMessage(body, code);
  const seg = countSegments(text);
  const chars = Array.from(text).length;
  return (
    <p className="mt-1 text-sm text-gray-600" data-test="message-meter" aria-live="polite">
      {chars} {chars === 1 ? 'character' : 'characters'} · {seg.segments} {seg.segments === 1 ? 'segment' : 'segments'} ({seg.encoding}
      {seg.encoding === 'UCS-2' ? ': an emoji or a curly quote makes every segment hold 70' : ''}) · {formatSmsCost(seg.segments * price)} a text
    </p>
  );
}

export default function AnnouncementForm({ form, options, onSubmit, submitLabel, cancelHref }: Props) {
  const { data, errors, setData } = form;
  const needsDays = data.audience_kind === 'visited' || data.audience_kind === 'lapsed';
  return (
    <Form onSubmit={onSubmit} errors={errors} data-test="announcement-form" className="max-w-3xl space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <Field name="name" label="Name" error={errors.name} help="For you: customers never see it.">
        <TextInput name="name" data-test="name" maxLength={MAX_NAME} value={data.name} onChange={(e) => setData('name', e.target.value)} />
      </Field>

      <RadioGroup name="audience_kind" legend="Who gets it" columns={2} value={data.audience_kind} error={errors.audience_kind}
        onChange={(v) => setData('audience_kind', v)} options={AUDIENCE_KINDS} data-test="audience_kind" />
      <p className="-mt-3 text-sm text-gray-600">Only customers who agreed to texts, with a phone, who have not replied STOP; one text per phone.</p>
      {needsDays && (
        <Field name="audience_days" label="Number of days" error={errors.audience_days} help={`1 to ${MAX_AUDIENCE_DAYS}, counted in the salon's days.`}>
          <TextInput name="audience_days" data-test="audience_days" inputMode="numeric" maxLength={3} fit className="w-28" value={data.audience_days}
            onChange={(e) => setData('audience_days', e.target.value.replace(/\D/g, ''))} />
        </Field>
      )}
      {data.audience_kind === 'tag' && (
        <Field name="audience_tag" label="Tag" error={errors.audience_tag} help={options.tags.length ? undefined : 'No customer has a tag yet: add tags on the customer pages.'}>
          <Select name="audience_tag" data-test="audience_tag" value={data.audience_tag} onChange={(e) => setData('audience_tag', e.target.value)}>
            <option value="">Choose a tag</option>
            {options.tags.map((t) => <option key={t} value={t}>{t}</option>)}
          </Select>
        </Field>
      )}
      {data.audience_kind === 'technician' && (
        <Field name="audience_technician_id" label="Technician" error={errors.audience_technician_id} help="Her customers: served by her on a paid ticket, or preferring her.">
          <Select name="audience_technician_id" data-test="audience_technician_id" value={data.audience_technician_id} onChange={(e) => setData('audience_technician_id', e.target.value)}>
            <option value="">Choose a technician</option>
            {options.technicians.map((t) => <option key={t.id} value={String(t.id)}>{t.name}</option>)}
          </Select>
        </Field>
      )}

      <Checkbox name="with_coupon" data-test="with_coupon" label="Make a coupon for it (one code for everyone, once per customer)" checked={data.with_coupon}
        onChange={(e) => setData('with_coupon', e.target.checked)} />
      {data.with_coupon && (
        <div className="grid gap-4 rounded-lg bg-gray-50 p-4 sm:grid-cols-2">
          <Field name="coupon_code" label="Coupon code" error={errors.coupon_code} help={`Put ${COUPON_PLACEHOLDER} in the message where it goes.`}>
            <TextInput name="coupon_code" data-test="coupon_code" maxLength={40} autoCapitalize="characters" value={data.coupon_code} onChange={(e) => setData('coupon_code', e.target.value)} />
          </Field>
          <RadioGroup name="coupon_kind" legend="Discount" columns={2} value={data.coupon_kind} error={errors.coupon_kind}
            onChange={(v) => setData({ ...data, coupon_kind: v, coupon_value: 0 })} options={[{ value: 'percent', label: 'Percent off' }, { value: 'amount', label: 'Amount off' }]} />
          <Field name="coupon_value" label={data.coupon_kind === 'percent' ? 'Percent (1–100)' : 'Amount'} error={errors.coupon_value}>
            {data.coupon_kind === 'percent' ? (
              <TextInput name="coupon_value" data-test="coupon_value" inputMode="numeric" maxLength={3} value={data.coupon_value || ''} onChange={(e) => setData('coupon_value', Number(e.target.value.replace(/\D/g, '')) || 0)} />
            ) : (
              <AmountInput name="coupon_value" data-test="coupon_value" value={data.coupon_value} onChange={(v) => setData('coupon_value', v)} />
            )}
          </Field>
          <Field name="coupon_valid_to" label="Coupon valid to" error={errors.coupon_valid_to} help="Included; empty for no end.">
            <TextInput type="date" name="coupon_valid_to" data-test="coupon_valid_to" value={data.coupon_valid_to} onChange={(e) => setData('coupon_valid_to', e.target.value)} />
          </Field>
        </div>
      )}

      <Field name="body" label="Message" error={errors.body} help={`At most ${MAX_BODY} characters. Say who you are; Twilio adds nothing, so end with "Reply STOP to opt out".`}>
        <Textarea name="body" data-test="body" rows={5} maxLength={MAX_BODY} value={data.body} onChange={(e) => setData('body', e.target.value)} />
      </Field>
      <MessageMeter body={data.body} code={data.with_coupon ? data.coupon_code || null : null} price={options.segment_price_millicents} />

      <RadioGroup name="timing" legend="When" columns={2} value={data.timing} error={errors.timing} onChange={(v) => setData('timing', v)} data-test="timing"
        options={[{ value: 'now', label: 'Send after I check the preview' }, { value: 'later', label: 'At a time I choose' }]} />
      {data.timing === 'later' && (
        <Field name="scheduled_at" label="Send at" error={errors.scheduled_at} help={`Salon time (${options.timezone}). Texts held between 9 PM and 8 AM go at 8 AM.`}>
          <TextInput type="datetime-local" name="scheduled_at" data-test="scheduled_at" min={options.now_local} value={data.scheduled_at} onChange={(e) => setData('scheduled_at', e.target.value)} />
        </Field>
      )}

      <div className="flex flex-wrap items-center justify-end gap-3">
        <ButtonLink href={cancelHref} variant="secondary">Cancel</ButtonLink>
        <Button type="submit" data-test="announcement-save" busy={form.processing} busyLabel="Saving...">{submitLabel}</Button>
      </div>
    </Form>
  );
}

