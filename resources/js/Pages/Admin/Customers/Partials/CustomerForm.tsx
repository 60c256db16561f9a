import type { InertiaFormProps } from '@inertiajs/react';
import { useState } from 'react';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import PhoneInput from '@/Components/form/PhoneInput';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Textarea from '@/Components/form/Textarea';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { CUSTOMER_LIMITS, normalizeTags, type ConsentSource } from '@common/customers';

/** One form for a new customer and a change to one. Birthday parts are '' for none. */
export interface CustomerFormData {
  name: string;
  phone: string;
  email: string;
  birthday_month: string;
  birthday_day: string;
  preferred_technician_id: string;
  tags: string[];
  notes: string;
  sms_consent: boolean;
  consent_text: string;
}

interface Props {
  form: InertiaFormProps<CustomerFormData>;
  onSubmit: () => void;
  submitLabel: string;
  cancelHref: string;
  technicians: { id: number; name: string }[];
  /** The store's consent words, shown beside the box (and sent back, so the log holds what was read). */
  consentText: string;
  /** When she has already consented: when, how and to which words. */
  consentGiven?: { at: string | null; source: ConsentSource | null; text: string | null } | null;
}

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** The consent sources' names, by the code the server sends. */
const CONSENT_SOURCES = {
  kiosk: 'customers.consentSource.kiosk',
  front_desk: 'customers.consentSource.front_desk',
  booking: 'customers.consentSource.booking',
  import: 'customers.consentSource.import',
  sms_keyword: 'customers.consentSource.sms_keyword',
} as const;
/** A consent source in the page's language. */
export function useConsentSource() {
  const { t } = useT();
  return (source: ConsentSource | null) => (source ? t(CONSENT_SOURCES[source]) : '');
}

export default function CustomerForm({
  form,
  onSubmit,
  submitLabel,
  cancelHref,
  technicians,
  consentText,
  consentGiven,
}: Props) {
  const { data, errors, setData } = form;
  const { t } = useT();
  const format = useFormat();
  const source = useConsentSource();
  const [tag, setTag] = useState('');
  const addTag = () => {
    if (!tag.trim()) return;
    setData('tags', normalizeTags([...data.tags, tag]));
    setTag('');
  };
  const tagsFull = data.tags.length >= CUSTOMER_LIMITS.tags;
  return (
    <Form
      onSubmit={onSubmit}
      errors={errors}
      data-test="customer-form"
      className="max-w-3xl space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="name" label={t('ui.name')} error={errors.name}>
          <TextInput
            name="name"
            data-test="name"
            maxLength={CUSTOMER_LIMITS.name}
            autoComplete="off"
            value={data.name}
            onChange={(e) => setData('name', e.target.value)}
          />
        </Field>
        <Field name="phone" label={t('ui.phone')} error={errors.phone}>
          <PhoneInput
            name="phone"
            data-test="phone"
            value={data.phone}
            onChange={(v) => setData('phone', v)}
          />
        </Field>
        <Field
          name="email"
          label={t('common.optional', { label: t('ui.email') })}
          error={errors.email}
        >
          <TextInput
            type="email"
            name="email"
            data-test="email"
            maxLength={CUSTOMER_LIMITS.email}
            autoComplete="off"
            value={data.email}
            onChange={(e) => setData('email', e.target.value)}
          />
        </Field>
        <fieldset className="space-y-1.5">
          <legend className="block text-sm font-medium text-gray-700">
            {t('common.optional', { label: t('customers.birthday') })}
          </legend>
          <div className="grid grid-cols-[3fr_2fr] gap-2">
            <Select
              name="birthday_month"
              aria-label={t('customers.form.birthdayMonth')}
              data-test="birthday_month"
              invalid={!!errors.birthday_month}
              value={data.birthday_month}
              onChange={(e) => setData('birthday_month', e.target.value)}
            >
              <option value="">{t('customers.form.month')}</option>
              {format.months().map((m, i) => (
                <option key={i} value={i + 1}>
                  {m}
                </option>
              ))}
            </Select>
            <Select
              name="birthday_day"
              aria-label={t('customers.form.birthdayDay')}
              data-test="birthday_day"
              invalid={!!errors.birthday_day}
              value={data.birthday_day}
              onChange={(e) => setData('birthday_day', e.target.value)}
            >
              <option value="">{t('customers.form.day')}</option>
              {DAYS.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </Select>
          </div>
          {(errors.birthday_month || errors.birthday_day) && (
            <p data-test="error-birthday" className="text-sm font-medium text-danger-700">
              {errors.birthday_month ?? errors.birthday_day}
            </p>
          )}
        </fieldset>
        <Field
          name="preferred_technician_id"
          label={t('customers.preferredTechnician')}
          error={errors.preferred_technician_id}
        >
          <Select
            name="preferred_technician_id"
            data-test="preferred_technician_id"
            value={data.preferred_technician_id}
            onChange={(e) => setData('preferred_technician_id', e.target.value)}
          >
            <option value="">{t('customers.anyone')}</option>
            {technicians.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <Field
        name="tag"
        label={t('customers.tags')}
        error={errors.tags}
        help={t('customers.form.tagsHelp', {
          max: CUSTOMER_LIMITS.tags,
          chars: CUSTOMER_LIMITS.tag,
        })}
      >
        <div className="flex gap-2">
          <TextInput
            name="tag"
            data-test="tag-input"
            maxLength={CUSTOMER_LIMITS.tag}
            disabled={tagsFull}
            value={tag}
            onChange={(e) => setTag(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addTag();
              }
            }}
          />
          <Button
            variant="secondary"
            className="shrink-0 whitespace-nowrap"
            data-test="tag-add"
            disabled={tagsFull || !tag.trim()}
            onClick={addTag}
          >
            {t('customers.form.addTag')}
          </Button>
        </div>
      </Field>
      {data.tags.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('customers.tags')} data-test="tags">
          {data.tags.map((tg) => (
            <li key={tg}>
              <button
                type="button"
                data-test="tag-remove"
                aria-label={t('customers.form.removeTag', { tag: tg })}
                onClick={() =>
                  setData(
                    'tags',
                    data.tags.filter((x) => x !== tg),
                  )
                }
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-gray-100 px-4 text-sm font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-200"
              >
                {tg}{' '}
                <span aria-hidden="true" className="text-gray-600">
                  ×
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <Field
        name="notes"
        label={t('common.optional', { label: t('ui.notes') })}
        error={errors.notes}
      >
        <Textarea
          name="notes"
          data-test="notes"
          rows={3}
          maxLength={CUSTOMER_LIMITS.notes}
          value={data.notes}
          onChange={(e) => setData('notes', e.target.value)}
        />
      </Field>

      <div className="space-y-2 rounded-lg bg-gray-50 p-4 ring-1 ring-gray-200">
        <Checkbox
          name="sms_consent"
          data-test="sms_consent"
          label={<span className="font-medium">{t('customers.form.smsConsent')}</span>}
          checked={data.sms_consent}
          aria-describedby="consent-words"
          onChange={(e) => setData('sms_consent', e.target.checked)}
        />
        <p id="consent-words" data-test="consent-text" className="text-sm text-gray-700">
          {consentGiven?.text && data.sms_consent
            ? t('customers.form.agreed', {
                at: consentGiven.at,
                source: source(consentGiven.source),
                text: consentGiven.text,
              })
            : t('customers.form.readFirst', { text: consentText })}
        </p>
        {consentGiven?.text && !data.sms_consent && (
          <p className="text-sm font-medium text-danger-700">{t('customers.form.withdraw')}</p>
        )}
        {errors.sms_consent && (
          <p data-test="error-sms_consent" className="text-sm font-medium text-danger-700">
            {errors.sms_consent}
          </p>
        )}
      </div>

      <div className="flex flex-wrap items-center justify-end gap-3">
        <ButtonLink href={cancelHref} variant="secondary">
          {t('ui.cancel')}
        </ButtonLink>
        <Button
          type="submit"
          data-test="customer-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
