import { Head, Link, router, useForm } from '@inertiajs/react';
import { useState } from 'react';
import DayPicker from '@/Components/booking/DayPicker';
import StoreHeader from '@/Components/booking/StoreHeader';
import TimePicker from '@/Components/booking/TimePicker';
import ServicePicker from '@/Components/checkins/ServicePicker';
import TechnicianChoice from '@/Components/checkins/TechnicianChoice';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import PhoneInput from '@/Components/form/PhoneInput';
import TextInput from '@/Components/form/TextInput';
import { Button, textLinkClass } from '@/Components/ui/Button';
import LanguageSwitch from '@/Components/LanguageSwitch';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { Employee } from '@common/pages/Customer/Appointments';

type Step = 'services' | 'technician' | 'day' | 'time' | 'details';
const STEPS: Step[] = ['services', 'technician', 'day', 'time', 'details'];
const TITLES: Record<Step, string> = {
  services: 'customer.booking.stepServices',
  technician: 'customer.booking.stepTechnician',
  day: 'customer.booking.stepDay',
  time: 'customer.booking.stepTime',
  details: 'customer.booking.stepDetails',
};
const card = 'rounded-2xl bg-white p-5 shadow-md sm:p-6';

/** Customer-side "appointments": services → technician or Anyone → day → free time → name, phone, email, SMS consent. */
export default function Appointments({
  salon: store,
  categories,
  services,
  technicians,
  allow_anyone,
  days,
  consent_text,
  filters,
  slots,
}: PageProps<'Customer/Appointments'>) {
  const { t } = useT();
  const format = useFormat();
  const form = useForm({
    service_ids: filters.services,
    employee: filters.employee as Employee | null,
    starts_at: '',
    name: '',
    phone: '',
    email: '',
    sms_consent: false,
  });
  const { data, setData, errors } = form;
  const [step, setStep] = useState<Step>(
    filters.date && filters.employee !== null && filters.services.length ? 'time' : 'services',
  );
  const [loading, setLoading] = useState(false);

  // A refusal sends her back to the step it concerns (a time taken a moment ago: the refreshed times).
  // Adjusted while rendering, when new errors arrive (https://react.dev/learn/you-might-not-need-an-effect).
  const [seenErrors, setSeenErrors] = useState(errors);
  if (seenErrors !== errors) {
    setSeenErrors(errors);
    const to: Step | null = errors.service_ids
      ? 'services'
      : errors.employee
        ? 'technician'
        : errors.starts_at
          ? 'time'
          : null;
    if (to) setStep(to);
  }

  const chosen = services.filter((s) => data.service_ids.includes(s.id));
  const minutes = chosen.reduce((sum, s) => sum + s.minutes, 0);
  const technician =
    data.employee === 'anyone'
      ? t('customer.booking.anyone')
      : technicians.find((t) => t.id === data.employee)?.name;
  const day = days.find((d) => d.date === filters.date);
  const time = slots.find((s) => s.starts_at === data.starts_at);
  const dayLabel = day && format.longDate(day.date);
  const timeLabel = time && format.minuteOfDay(time.minute);

  // Each step starts at its own top: on a phone the last one ended far down the page.
  const go = (to: Step) => {
    setStep(to);
    requestAnimationFrame(() =>
      document.getElementById('booking-step')?.scrollIntoView({ block: 'start' }),
    );
  };
  const pickDay = (date: string) => {
    setData('starts_at', '');
    go('time');
    router.get(
      route('booking.create', { store: store.id }),
      { services: data.service_ids.join(','), employee: String(data.employee), date },
      {
        only: ['slots', 'filters'],
        preserveState: true,
        preserveScroll: true,
        replace: true,
        onStart: () => setLoading(true),
        onFinish: () => setLoading(false),
      },
    );
  };
  const back = () => go(STEPS[Math.max(0, STEPS.indexOf(step) - 1)]);
  const submit = () =>
    form.post(route('booking.store', { store: store.id }), {
      preserveScroll: true,
      preserveState: true,
    });

  return (
    <>
      <Head title={t('customer.booking.pageTitle', { salon: store.name })} />
      <div className="mx-auto w-full max-w-3xl space-y-4" data-test="booking">
        <StoreHeader store={store} title={t('customer.booking.title')}>
          <Link
            href={route('booking.menu', { store: store.id })}
            className={textLinkClass}
            data-test="booking-menu-link"
          >
            {t('customer.booking.seeMenu')}
          </Link>
        </StoreHeader>

        {step !== 'services' && (
          <dl
            className={`${card} grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4`}
            data-test="booking-summary"
          >
            <div className="col-span-2">
              <dt className="text-gray-600">{t('customer.booking.services')}</dt>
              <dd className="font-medium text-gray-900">
                {chosen.map((s) => s.name).join(', ')} · {t('customer.menu.minutes', { minutes })} ·{' '}
                {format.money(chosen.reduce((sum, s) => sum + s.price, 0))}
              </dd>
            </div>
            {technician && step !== 'technician' && (
              <div>
                <dt className="text-gray-600">{t('customer.booking.with')}</dt>
                <dd className="font-medium text-gray-900">{technician}</dd>
              </div>
            )}
            {dayLabel && (step === 'time' || step === 'details') && (
              <div>
                <dt className="text-gray-600">{t('customer.booking.when')}</dt>
                <dd className="font-medium text-gray-900">
                  {timeLabel && step === 'details'
                    ? t('customer.booking.dayAtTime', { day: dayLabel, time: timeLabel })
                    : dayLabel}
                </dd>
              </div>
            )}
          </dl>
        )}

        <section
          id="booking-step"
          className={`${card} scroll-mt-4`}
          aria-labelledby="step-title"
          data-test={`step-${step}`}
        >
          <p className="text-sm text-gray-600">
            {t('customer.booking.step', { step: STEPS.indexOf(step) + 1, steps: STEPS.length })}
          </p>
          <h2 id="step-title" className="mb-4 text-xl font-semibold text-gray-900">
            {t(TITLES[step])}
          </h2>

          {step === 'services' && (
            <>
              <ServicePicker
                categories={categories}
                services={services}
                value={data.service_ids}
                onChange={(ids) => setData('service_ids', ids)}
                error={errors.service_ids}
              />
              <Button
                size="lg"
                block
                className="mt-4"
                disabled={!data.service_ids.length}
                onClick={() => go('technician')}
                data-test="booking-next"
              >
                {t('customer.booking.continue')}
              </Button>
            </>
          )}
          {step === 'technician' && (
            <TechnicianChoice
              technicians={technicians}
              value={data.employee === 'anyone' ? null : (data.employee ?? -1)}
              onChange={(id) => {
                setData('employee', id ?? 'anyone');
                go('day');
              }}
              anyoneLabel={allow_anyone ? t('customer.booking.anyone') : null}
              label={t('customer.details.technicianLabel')}
              error={errors.employee}
              name="employee"
            />
          )}
          {step === 'day' && <DayPicker days={days} value={filters.date} onChange={pickDay} />}
          {step === 'time' && (
            <TimePicker
              slots={slots}
              value={data.starts_at || null}
              loading={loading}
              error={errors.starts_at}
              onChange={(startsAt) => {
                setData('starts_at', startsAt);
                go('details');
              }}
            />
          )}
          {step === 'details' && (
            <Form
              onSubmit={submit}
              errors={errors}
              className="space-y-4"
              data-test="booking-details"
            >
              <Field name="name" label={t('customer.booking.name')} error={errors.name}>
                <TextInput
                  name="name"
                  value={data.name}
                  maxLength={100}
                  autoComplete="name"
                  onChange={(e) => setData('name', e.target.value)}
                  data-test="booking-name"
                />
              </Field>
              <Field name="phone" label={t('customer.booking.phone')} error={errors.phone}>
                <PhoneInput
                  name="phone"
                  value={data.phone}
                  onChange={(digits) => setData('phone', digits)}
                  data-test="booking-phone"
                />
              </Field>
              <Field name="email" label={t('customer.booking.email')} error={errors.email}>
                <TextInput
                  name="email"
                  type="email"
                  value={data.email}
                  maxLength={254}
                  autoComplete="email"
                  onChange={(e) => setData('email', e.target.value)}
                  data-test="booking-email"
                />
              </Field>
              <Checkbox
                name="sms_consent"
                checked={data.sms_consent}
                onChange={(e) => setData('sms_consent', e.target.checked)}
                label={consent_text}
                className="items-start"
                data-test="booking-sms-consent"
              />
              <Button
                type="submit"
                size="lg"
                block
                busy={form.processing}
                busyLabel={t('customer.booking.booking')}
                data-test="booking-submit"
              >
                {t('customer.booking.submit')}
              </Button>
            </Form>
          )}
          {step !== 'services' && (
            <Button variant="ghost" className="mt-3" onClick={back} data-test="booking-back">
              {t('customer.booking.back')}
            </Button>
          )}
        </section>
        <LanguageSwitch />
      </div>
    </>
  );
}
