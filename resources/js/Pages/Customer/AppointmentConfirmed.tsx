import { Head, router, useForm } from '@inertiajs/react';
import { useState } from 'react';
import DayPicker from '@/Components/booking/DayPicker';
import StoreHeader from '@/Components/booking/StoreHeader';
import TimePicker from '@/Components/booking/TimePicker';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { Button, buttonClass } from '@/Components/ui/Button';
import LanguageSwitch from '@/Components/LanguageSwitch';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { INTL_LOCALES } from '@common/i18n';
import { formatTimeOfDay } from '@common/time';
import type { PageProps } from '@common/pages';

const card = 'rounded-2xl bg-white p-5 shadow-md sm:p-6';

/** An instant as the booking pages write a time in English, h:mm A on the salon's clock ("2:30 PM"). */
function clockTime(iso: string, zone: string): string {
  const parts = new Intl.DateTimeFormat(INTL_LOCALES.en, {
    timeZone: zone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return formatTimeOfDay((part('hour') % 24) * 60 + part('minute'));
}

/** Her appointment (the confirmation page and the emailed link): details, Add to calendar, cancel or another time. */
export default function AppointmentConfirmed({
  salon: store,
  appointment,
  can_change,
  change_deadline,
  days,
  filters,
  slots,
}: PageProps<'Customer/AppointmentConfirmed'>) {
  const { t, locale } = useT();
  const format = useFormat();
  // English writes times as the booking pages do (h:mm A); another language as its own, on the salon's clock.
  const timeOf = (iso: string) =>
    locale === 'en' ? clockTime(iso, store.timezone) : format.time(iso, store.timezone);
  const dateLabel = format.longDate(appointment.date);
  const time = timeOf(appointment.starts_at);
  const until = t('customer.booking.dayAtTime', {
    day: format.longDate(change_deadline.date),
    time: timeOf(change_deadline.at),
  });
  const confirm = useConfirm();
  const [moving, setMoving] = useState(filters.date !== null);
  const [loading, setLoading] = useState(false);
  const form = useForm({ starts_at: '' });
  const params = { store: store.id, booking: appointment.id };
  const pending = appointment.status === 'booked';

  const pickDay = (date: string) => {
    form.setData('starts_at', '');
    router.get(
      route('booking.show', params),
      { date },
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
  const cancel = async () => {
    const message = t('customer.appointment.cancelMessage', {
      day: dateLabel,
      time,
      technician: appointment.technician,
    });
    if (
      await confirm({
        title: t('customer.appointment.cancelTitle'),
        message,
        actionLabel: t('customer.appointment.cancel'),
        cancelLabel: t('customer.appointment.dismiss'),
      })
    ) {
      router.post(route('booking.cancel', params));
    }
  };

  return (
    <>
      <Head title={t('customer.appointment.pageTitle')} />
      <div className="mx-auto w-full max-w-3xl space-y-4" data-test="booking-confirmed">
        <StoreHeader
          store={store}
          title={t(pending ? 'customer.appointment.requested' : 'customer.appointment.booked')}
        />
        <section className={card} aria-label={t('customer.appointment.section')}>
          <p
            data-test="booking-status"
            className={`mb-3 inline-block rounded-full px-3 py-1 text-sm font-semibold ${pending ? 'bg-gray-100 text-gray-900' : 'bg-primary-100 text-primary-900'}`}
          >
            {t(pending ? 'customer.appointment.waiting' : 'customer.appointment.confirmed')}
          </p>
          <p className="text-2xl font-semibold text-gray-900" data-test="booking-when">
            {dateLabel}
          </p>
          <p className="text-xl text-gray-900">
            {t('customer.appointment.timeWith', { time, technician: appointment.technician })}
          </p>
          <ul className="mt-4 divide-y divide-gray-100 border-t border-gray-100">
            {appointment.services.map((s, i) => (
              <li key={i} className="flex justify-between gap-4 py-2">
                <span>
                  {s.name}{' '}
                  <span className="text-sm text-gray-600">
                    · {t('customer.menu.minutes', { minutes: s.minutes })}
                  </span>
                </span>
                <span className="tabular-nums">{format.money(s.price)}</span>
              </li>
            ))}
            <li className="flex justify-between gap-4 py-2 font-semibold">
              <span>{t('customer.appointment.total', { minutes: appointment.minutes })}</span>
              <span className="tabular-nums">{format.money(appointment.total)}</span>
            </li>
          </ul>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <a
              href={route('booking.calendar', params)}
              download
              className={buttonClass({ variant: 'secondary', size: 'lg' })}
              data-test="booking-ics"
            >
              {t('customer.appointment.calendar')}
            </a>
            {can_change && !moving && (
              <Button
                variant="secondary"
                size="lg"
                onClick={() => setMoving(true)}
                data-test="booking-move"
              >
                {t('customer.appointment.change')}
              </Button>
            )}
            {can_change && (
              <Button
                variant="secondary"
                size="lg"
                destructive
                onClick={cancel}
                data-test="booking-cancel"
              >
                {t('customer.appointment.cancel')}
              </Button>
            )}
          </div>
          {can_change ? (
            <p className="mt-3 text-sm text-gray-600">
              {t('customer.appointment.changeUntil', { until })}
            </p>
          ) : (
            <p
              className="mt-3 rounded-lg bg-gray-50 px-4 py-3 text-gray-800"
              data-test="booking-too-late"
            >
              {store.phone
                ? t('customer.appointment.tooLatePhone', { phone: store.phone })
                : t('customer.appointment.tooLate')}
            </p>
          )}
        </section>

        {can_change && moving && (
          <section className={card} aria-labelledby="move-title" data-test="booking-reschedule">
            <h2 id="move-title" className="mb-4 text-xl font-semibold text-gray-900">
              {t('customer.appointment.another')}
            </h2>
            <DayPicker days={days} value={filters.date} onChange={pickDay} />
            {filters.date && (
              <div className="mt-4">
                <TimePicker
                  slots={slots}
                  value={form.data.starts_at || null}
                  loading={loading}
                  error={form.errors.starts_at}
                  onChange={(v) => form.setData('starts_at', v)}
                />
              </div>
            )}
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              <Button
                size="lg"
                disabled={!form.data.starts_at}
                busy={form.processing}
                busyLabel={t('customer.appointment.moving')}
                onClick={() =>
                  form.post(route('booking.reschedule', params), { preserveScroll: true })
                }
                data-test="booking-move-submit"
              >
                {t('customer.appointment.move')}
              </Button>
              <Button variant="ghost" size="lg" onClick={() => setMoving(false)}>
                {t('customer.appointment.keep')}
              </Button>
            </div>
          </section>
        )}
        <LanguageSwitch />
      </div>
    </>
  );
}
