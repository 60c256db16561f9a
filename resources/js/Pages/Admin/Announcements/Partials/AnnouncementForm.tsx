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
import { useT } from '@/lib/i18n';
import {
  AUDIENCE_KINDS,
  COUPON_PLACEHOLDER,
  MAX_AUDIENCE_DAYS,
  MAX_BODY,
  MAX_NAME,
  fillMessage,
} from '@common/announcements';
import type { AudienceKind } from '@common/announcements';
import { countSegments, formatSmsCost } from '@common/sms';
import type {
  AnnouncementFormData,
  AnnouncementFormOptions,
} from '@common/pages/Admin/Announcements/Create';

export const blankAnnouncement: AnnouncementFormData = {
  name: '',
  body: '',
  audience_kind: 'all',
  audience_days: '30',
  audience_tag: '',
  audience_technician_id: '',
  with_coupon: false,
  coupon_code: '',
  coupon_kind: 'percent',
  coupon_value: 10,
  coupon_valid_to: '',
  timing: 'now',
  scheduled_at: '',
};

interface Props {
  form: InertiaFormProps<AnnouncementFormData>;
  options: AnnouncementFormOptions;
  onSubmit: () => void;
  submitLabel: string;
  cancelHref: string;
}

const AUDIENCE_KEYS: Record<AudienceKind, string> = {
  all: 'announcements.form.audience.all',
  visited: 'announcements.form.audience.visited',
  lapsed: 'announcements.form.audience.lapsed',
  birthday_month: 'announcements.form.audience.birthdayMonth',
  tag: 'announcements.form.audience.tag',
  technician: 'announcements.form.audience.technician',
};

/** What the message costs as she types: characters, encoding and segments of the text a customer gets (code filled in). */
function MessageMeter({ body, code, price }: { body: string; code: string | null; price: number }) {
  const text = fillMessage(body, code);
  const seg = countSegments(text);
  const chars = Array.from(text).length;
  const { t } = useT();
  const values = {
    chars,
    segments: seg.segments,
    encoding: seg.encoding,
    cost: formatSmsCost(seg.segments * price),
  };
  return (
    <p className="mt-1 text-sm text-gray-600" data-test="message-meter" aria-live="polite">
      {seg.encoding === 'UCS-2'
        ? t('announcements.form.meterUcs', values)
        : t('announcements.form.meter', values)}
    </p>
  );
}

export default function AnnouncementForm({
  form,
  options,
  onSubmit,
  submitLabel,
  cancelHref,
}: Props) {
  const { data, errors, setData } = form;
  const { t } = useT();
  const needsDays = data.audience_kind === 'visited' || data.audience_kind === 'lapsed';
  return (
    <Form
      onSubmit={onSubmit}
      errors={errors}
      data-test="announcement-form"
      className="max-w-3xl space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <Field
        name="name"
        label={t('ui.name')}
        error={errors.name}
        help={t('announcements.form.nameHelp')}
      >
        <TextInput
          name="name"
          data-test="name"
          maxLength={MAX_NAME}
          value={data.name}
          onChange={(e) => setData('name', e.target.value)}
        />
      </Field>

      <RadioGroup
        name="audience_kind"
        legend={t('announcements.form.whoGetsIt')}
        columns={2}
        value={data.audience_kind}
        error={errors.audience_kind}
        onChange={(v) => setData('audience_kind', v)}
        options={AUDIENCE_KINDS.map((k) => ({ value: k.value, label: t(AUDIENCE_KEYS[k.value]) }))}
        data-test="audience_kind"
      />
      <p className="-mt-3 text-sm text-gray-600">{t('announcements.form.whoHelp')}</p>
      {needsDays && (
        <Field
          name="audience_days"
          label={t('announcements.form.days')}
          error={errors.audience_days}
          help={t('announcements.form.daysHelp', { max: MAX_AUDIENCE_DAYS })}
        >
          <TextInput
            name="audience_days"
            data-test="audience_days"
            inputMode="numeric"
            maxLength={3}
            fit
            className="w-28"
            value={data.audience_days}
            onChange={(e) => setData('audience_days', e.target.value.replace(/\D/g, ''))}
          />
        </Field>
      )}
      {data.audience_kind === 'tag' && (
        <Field
          name="audience_tag"
          label={t('announcements.form.tag')}
          error={errors.audience_tag}
          help={options.tags.length ? undefined : t('announcements.form.noTags')}
        >
          <Select
            name="audience_tag"
            data-test="audience_tag"
            value={data.audience_tag}
            onChange={(e) => setData('audience_tag', e.target.value)}
          >
            <option value="">{t('announcements.form.chooseTag')}</option>
            {options.tags.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {data.audience_kind === 'technician' && (
        <Field
          name="audience_technician_id"
          label={t('ui.technician')}
          error={errors.audience_technician_id}
          help={t('announcements.form.technicianHelp')}
        >
          <Select
            name="audience_technician_id"
            data-test="audience_technician_id"
            value={data.audience_technician_id}
            onChange={(e) => setData('audience_technician_id', e.target.value)}
          >
            <option value="">{t('announcements.form.chooseTechnician')}</option>
            {options.technicians.map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.name}
              </option>
            ))}
          </Select>
        </Field>
      )}

      <Checkbox
        name="with_coupon"
        data-test="with_coupon"
        label={t('announcements.form.withCoupon')}
        checked={data.with_coupon}
        onChange={(e) => setData('with_coupon', e.target.checked)}
      />
      {data.with_coupon && (
        <div className="grid gap-4 rounded-lg bg-gray-50 p-4 sm:grid-cols-2">
          <Field
            name="coupon_code"
            label={t('announcements.form.couponCode')}
            error={errors.coupon_code}
            help={t('announcements.form.couponCodeHelp', { placeholder: COUPON_PLACEHOLDER })}
          >
            <TextInput
              name="coupon_code"
              data-test="coupon_code"
              maxLength={40}
              autoCapitalize="characters"
              value={data.coupon_code}
              onChange={(e) => setData('coupon_code', e.target.value)}
            />
          </Field>
          <RadioGroup
            name="coupon_kind"
            legend={t('ui.discount')}
            columns={2}
            value={data.coupon_kind}
            error={errors.coupon_kind}
            onChange={(v) => setData({ ...data, coupon_kind: v, coupon_value: 0 })}
            options={[
              { value: 'percent', label: t('announcements.form.percentOff') },
              { value: 'amount', label: t('announcements.form.amountOff') },
            ]}
          />
          <Field
            name="coupon_value"
            label={
              data.coupon_kind === 'percent' ? t('announcements.form.percent') : t('ui.amount')
            }
            error={errors.coupon_value}
          >
            {data.coupon_kind === 'percent' ? (
              <TextInput
                name="coupon_value"
                data-test="coupon_value"
                inputMode="numeric"
                maxLength={3}
                value={data.coupon_value || ''}
                onChange={(e) =>
                  setData('coupon_value', Number(e.target.value.replace(/\D/g, '')) || 0)
                }
              />
            ) : (
              <AmountInput
                name="coupon_value"
                data-test="coupon_value"
                value={data.coupon_value}
                onChange={(v) => setData('coupon_value', v)}
              />
            )}
          </Field>
          <Field
            name="coupon_valid_to"
            label={t('announcements.form.couponValidTo')}
            error={errors.coupon_valid_to}
            help={t('announcements.form.validToHelp')}
          >
            <TextInput
              type="date"
              name="coupon_valid_to"
              data-test="coupon_valid_to"
              value={data.coupon_valid_to}
              onChange={(e) => setData('coupon_valid_to', e.target.value)}
            />
          </Field>
        </div>
      )}

      <Field
        name="body"
        label={t('announcements.form.message')}
        error={errors.body}
        help={t('announcements.form.messageHelp', { max: MAX_BODY })}
      >
        <Textarea
          name="body"
          data-test="body"
          rows={5}
          maxLength={MAX_BODY}
          value={data.body}
          onChange={(e) => setData('body', e.target.value)}
        />
      </Field>
      <MessageMeter
        body={data.body}
        code={data.with_coupon ? data.coupon_code || null : null}
        price={options.segment_price_millicents}
      />

      <RadioGroup
        name="timing"
        legend={t('announcements.when')}
        columns={2}
        value={data.timing}
        error={errors.timing}
        onChange={(v) => setData('timing', v)}
        data-test="timing"
        options={[
          { value: 'now', label: t('announcements.form.now') },
          { value: 'later', label: t('announcements.form.later') },
        ]}
      />
      {data.timing === 'later' && (
        <Field
          name="scheduled_at"
          label={t('announcements.form.sendAt')}
          error={errors.scheduled_at}
          help={t('announcements.form.sendAtHelp', { zone: options.timezone })}
        >
          <TextInput
            type="datetime-local"
            name="scheduled_at"
            data-test="scheduled_at"
            min={options.now_local}
            value={data.scheduled_at}
            onChange={(e) => setData('scheduled_at', e.target.value)}
          />
        </Field>
      )}

      <div className="flex flex-wrap items-center justify-end gap-3">
        <ButtonLink href={cancelHref} variant="secondary">
          {t('ui.cancel')}
        </ButtonLink>
        <Button
          type="submit"
          data-test="announcement-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
