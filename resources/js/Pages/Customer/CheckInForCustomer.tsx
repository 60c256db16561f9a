import { Head, Link, useForm } from '@inertiajs/react';
import ServicePicker from '@/Components/checkins/ServicePicker';
import TechnicianChoice from '@/Components/checkins/TechnicianChoice';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { Button, textLinkClass } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import LanguageSwitch from '@/Components/LanguageSwitch';
import type { PageProps } from '@common/pages';

const card = 'rounded-2xl bg-white p-5 shadow-md sm:p-6';

/** Kiosk step two: welcome back or who are you, then services, technician and the SMS box (never ticked for her). */
export default function CheckInForCustomer({
  token,
  phone_formatted,
  first_name,
  require,
  allow_technician_choice,
  categories,
  services,
  technicians,
  consent_text,
}: PageProps<'Customer/CheckInForCustomer'>) {
  const { t } = useT();
  const format = useFormat();
  const optional = (required: boolean, label: string) =>
    required ? label : t('common.optional', { label });
  const form = useForm({
    name: '',
    email: '',
    birthday_month: '',
    birthday_day: '',
    service_ids: [] as number[],
    requested_technician_id: null as number | null,
    sms_consent: false,
  });
  const { data, setData } = form;
  // The duplicate-waiting refusal comes back on `phone`, which is not a field of this step.
  const errors = form.errors as Record<string, string | undefined>;
  const isNew = first_name === null;

  return (
    <>
      <Head title={t('customer.checkIn.title')} />
      <Form
        onSubmit={() => form.post(route('kiosk.store', { token }))}
        errors={errors}
        className="mx-auto w-full max-w-3xl space-y-4"
        data-test="kiosk-customer"
      >
        <div className={card}>
          <h1 data-test="page-title" className="text-2xl font-semibold text-gray-900 sm:text-3xl">
            {isNew
              ? t('customer.details.welcomeNew')
              : t('customer.details.welcomeBack', { name: first_name })}
          </h1>
          <p className="mt-1 text-gray-600">
            {t('customer.details.checkingWith', { phone: phone_formatted })}{' '}
            <Link
              href={route('kiosk.show', { token })}
              className={textLinkClass}
              data-test="kiosk-start-over"
            >
              {t('customer.details.notYou')}
            </Link>
          </p>
          {errors.phone && (
            <p
              role="alert"
              data-test="error-phone"
              className="mt-3 rounded-lg bg-primary-50 px-4 py-3 text-lg font-medium text-primary-900"
            >
              {errors.phone}
            </p>
          )}
          {isNew && (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <Field
                name="name"
                label={t('customer.details.name')}
                error={errors.name}
                className="sm:col-span-2"
              >
                <TextInput
                  name="name"
                  value={data.name}
                  maxLength={100}
                  autoComplete="name"
                  onChange={(e) => setData('name', e.target.value)}
                  data-test="kiosk-name"
                />
              </Field>
              <Field
                name="email"
                label={optional(require.email, t('customer.details.email'))}
                error={errors.email}
              >
                <TextInput
                  name="email"
                  type="email"
                  value={data.email}
                  maxLength={254}
                  autoComplete="email"
                  onChange={(e) => setData('email', e.target.value)}
                  data-test="kiosk-email"
                />
              </Field>
              <fieldset>
                <legend className="mb-1.5 block text-sm font-medium text-gray-700">
                  {optional(require.birthday, t('customer.details.birthday'))}
                </legend>
                <div className="grid grid-cols-[2fr_1fr] gap-2">
                  <Field
                    name="birthday_month"
                    label={<span className="sr-only">{t('customer.details.month')}</span>}
                    error={errors.birthday_month}
                  >
                    <Select
                      name="birthday_month"
                      value={data.birthday_month}
                      onChange={(e) => setData('birthday_month', e.target.value)}
                      data-test="kiosk-birthday-month"
                    >
                      <option value="">{t('customer.details.month')}</option>
                      {format.months().map((m, i) => (
                        <option key={m} value={i + 1}>
                          {m}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field
                    name="birthday_day"
                    label={<span className="sr-only">{t('customer.details.day')}</span>}
                    error={errors.birthday_day}
                  >
                    <Select
                      name="birthday_day"
                      value={data.birthday_day}
                      onChange={(e) => setData('birthday_day', e.target.value)}
                      data-test="kiosk-birthday-day"
                    >
                      <option value="">{t('customer.details.day')}</option>
                      {Array.from({ length: 31 }, (_, i) => (
                        <option key={i} value={i + 1}>
                          {i + 1}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </div>
              </fieldset>
            </div>
          )}
        </div>

        <div className={card}>
          <h2 className="mb-3 text-lg font-semibold text-gray-900">
            {optional(require.services, t('customer.details.services'))}
          </h2>
          <ServicePicker
            categories={categories}
            services={services}
            value={data.service_ids}
            onChange={(ids) => setData('service_ids', ids)}
            error={errors.service_ids ?? errors['service_ids.0']}
          />
        </div>

        {allow_technician_choice && (
          <div className={card}>
            <h2 className="mb-3 text-lg font-semibold text-gray-900">
              {t('customer.details.technician')}
            </h2>
            <TechnicianChoice
              technicians={technicians}
              value={data.requested_technician_id}
              onChange={(id) => setData('requested_technician_id', id)}
              anyoneLabel={t('customer.details.anyone')}
              label={t('customer.details.technicianLabel')}
              error={errors.requested_technician_id}
            />
          </div>
        )}

        <div className={card}>
          {consent_text !== null && (
            <Checkbox
              name="sms_consent"
              checked={data.sms_consent}
              onChange={(e) => setData('sms_consent', e.target.checked)}
              label={consent_text}
              data-test="kiosk-sms-consent"
              className="items-start"
            />
          )}
          <Button
            type="submit"
            size="lg"
            block
            className="mt-4"
            busy={form.processing}
            busyLabel={t('customer.details.checkingIn')}
            data-test="kiosk-submit"
          >
            {t('customer.checkIn.submit')}
          </Button>
        </div>
      </Form>
      <LanguageSwitch className="mx-auto mt-4 max-w-3xl" />
    </>
  );
}
